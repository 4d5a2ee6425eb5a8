// Policies: which rule of thumb a simulated player follows at each kind of decision, and the
// named profiles that bundle them. The rules themselves are policy objects of the shared play
// layer (players.h on solver/core/policy.h), each deciding from what its player knows (own
// tile, inspected tiles, the public record so far; a Witch-team player also knows the team);
// this header names them as the command line does and bundles one per decision kind.
//
// - inspect: random (uniform over the positions the rules allow), fresh (uniform over those
//   nobody has inspected yet, else random), info (largest expected information gain about the
//   winning arrangement, as `skb advise`; ties: a position nobody has inspected yet, then the
//   next clockwise from the inspector, so that inspections chain rather than pair up; in the
//   groping variants, with two search rounds, the first in seat order);
// - ask: random (uniform over the legal questions of advise's four families, before merging,
//   the sets ranging over the values the position can hold as far as the asker has seen),
//   info (the question with the largest expected information gain, as `skb advise`);
// - answer (Witch team only; the Knights team always tells the truth): truth, lie, coin (lie
//   with probability λ), deceive (the answer that makes the true winning arrangement least
//   likely for the public record, averaged over the deals the answerer considers; ties: truth);
// - vote: Knights self or best (the top of the vote-phase advice from the voter's knowledge);
//   Witch team self or pack (the team's votes go to one member the rules allow: the first
//   bewitched player in seat order, who cannot be recommended by the Witch, so the Witch votes
//   for herself; without bewitched players, the Witch votes for herself).
// The Captain always asks the best last question (players.h, captain_question) and lays the
// best arrangement (as advise and solve), whatever the profile.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "solver/seven_knights/players.h"
#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

// One policy per decision kind (objects that outlive the bundle: those of players.h, or the
// caller's own); by default the naive profile's.
struct Policies {
  const InspectPolicy* inspect = &random_inspection;
  const AskPolicy* ask = &random_question;
  const AnswerPolicy* answer = &coin_answer;
  const VotePolicy* knight_vote = &self_vote;
  const VotePolicy* witch_vote = &self_vote;
};

struct Profile {
  std::string_view name;
  std::string_view description;
  Policies policies;
  // The Knights decide by rollout over `policies` (round.h, RolloutSettings); the policies are
  // then the base profile's, which the Witch team and every playout follow.
  bool rollout = false;
};

// Returns the named profiles: naive (random, random, coin, self/self), smart (info, info,
// deceive, best/pack) and rollout (the Knights look one step ahead over a base profile, by
// default naive: a rollout round costs about 250 to 350 base rounds, which over naive is fast
// enough for 20 rounds/s at 6 players on 2 cores; over smart a round costs ten times more).
std::span<const Profile> profiles();
const Profile* find_profile(std::string_view name);

// Returns the policy of that kind the command line calls `name`, or nullptr: inspect random,
// fresh, info; ask random, info; answer truth, lie, coin, deceive; Knights' vote self, best;
// Witch team's vote self, pack.
const InspectPolicy* find_inspect_policy(std::string_view name);
const AskPolicy* find_ask_policy(std::string_view name);
const AnswerPolicy* find_answer_policy(std::string_view name);
const VotePolicy* find_knight_vote(std::string_view name);
const VotePolicy* find_witch_vote(std::string_view name);

// Returns "inspect/ask/answer/knight-vote/witch-vote", e.g. "info/info/deceive/best/pack".
std::string describe(const Policies& p);

// Returns whether every decision is a function of what the player knows, with no coin flip,
// for lie rate `lie_rate` (coin is deterministic at 0 and 1); then playing every deal once is
// an exact count. (The vote policies and the answers other than coin never flip a coin.)
bool deterministic(const Policies& p, double lie_rate);

// Returns an explanation if the answer policy cannot be played under lie rate `lie_rate`
// (its answers would contradict the answer model everyone else reasons with: lie at λ = 0,
// truth at λ = 1, deceive at λ in {0, 1}); nothing if it can, and nothing in a variant without
// the Witch (unity), where no Witch team ever answers.
std::optional<std::string> answer_model_conflict(const Variant& variant, const AnswerPolicy* p, double lie_rate);

// The same when `coin` lies at `coin_rate` rather than at the lie rate (nothing: at the lie
// rate): coin lying at some rate above 0 cannot be played under λ = 0, nor below 1 under λ = 1.
std::optional<std::string> answer_model_conflict(const Variant& variant, const AnswerPolicy* p, double lie_rate,
                                                 std::optional<double> coin_rate);

}  // namespace skb::seven_knights
