// Round: one simulated round of Seven Knights Bewitched, played strictly by rules.md from a
// given deal to the result, every decision made by the policy object the settings give for its
// kind (players.h; the bundles and profiles of policy.h), asked with a view of what the deciding
// player knows.
//
// The steps: inspections in seat order (in `groping` and `unity-groping` two rounds: other
// seats, then center slots); one question per player in seat order (skipped when the rules
// leave the player no legal question), answered truthfully by the Knights team and by the
// answer policy by the Witch team; votes in seat order; the Captain by the votes (rules.md's
// tie-break); the Captain's additional question; the Captain reveals their tile; a Witch-team
// Captain loses at once, otherwise the Captain lays the best arrangement for what they know.
//
// Information: every decision is computed from a view (players.h) holding the public facts (who
// inspected what, the questions' truth sets, the variant's tables) and a Record holding the
// public statements so far and, as tile facts, only the deciding player's own and inspected
// tiles (plus the Captain's revealed tile once it is public), so no policy can see the hidden
// part of the deal. A Witch-team player additionally knows only that they are on the Witch team
// (from their own tile or what they saw) and, from the public inspections, who their teammates
// are.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solver/seven_knights/policy.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

// The rollout profile: each of a Knight's decisions (inspection, question, vote) is
// taken by a one-step look-ahead over the base policies. Every option is valued by the Knights'
// wins in `budget` playouts, each playing the rest of the round on a deal drawn from the
// deciding player's posterior (what they know, as `skb solve` weighs it), everyone following
// the base policies from there; playout j uses the same deal and random stream for every
// option (common random numbers), so options are compared on the same luck. The options: every
// position the rules let the player inspect; the base policy's question and the `questions`
// most informative ones (advise's ranking); every player as the vote. The most winning option
// is taken; ties go to the base policy's choice. A player holding W, and after the search the
// whole Witch team, play the base policies.
struct RolloutSettings {
  int budget = 8;     // playouts per option
  int questions = 4;  // advise's best questions considered, besides the base policy's
};

struct RoundSettings {
  const Variant* variant = nullptr;
  int players = 0;
  Policies policies;                       // the base policies (the Witch team always plays them)
  double lie_rate = 0.5;                   // λ, the answer model everyone reasons with; `coin` lies with it too
  std::optional<RolloutSettings> rollout;  // Knights decide by rollout over `policies`
  std::optional<double> coin_rate;         // the rate `coin` lies with; nothing: lie_rate
  // Set from elsewhere (an interrupt): a rollout round looks at it before each decision and
  // between playouts, and once it is set play_round throws skb::Cancelled (a round cut short
  // has no result). Rounds without rollout take milliseconds and do not look at it.
  const std::atomic<bool>* cancel = nullptr;
};

struct RoundResult {
  std::uint32_t deal = 0;        // the true deal (index into the variant's universe)
  std::vector<bool> witch_team;  // per player, in the true deal
  int captain = 0;
  bool captain_witch_team = false;
  std::optional<Arrangement> laid;  // what the Captain laid; nothing for a Witch-team Captain
  bool knights_win = false;
  std::size_t captain_deals = 0;  // consistent deals the Captain faced when laying (Knights Captain)
  int questions = 0;              // questions asked, the Captain's included
  int lies = 0;                   // Witch-team answers that were false
  std::string record;             // the public record (spectator view), every statement in order
};

// The names simulated players get: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal.
const std::vector<std::string>& simulated_player_names(int players);

// Plays one round of `settings` on deal `deal` of the variant's universe; `seed` drives every
// random choice (the same seed, deal and settings give the same round). Throws
// std::invalid_argument if the settings are not playable (player count, answer policy against
// the lie rate, a coin rate outside [0, 1], a rollout budget below 1), and skb::Cancelled when
// the settings' cancel flag stops a rollout round.
RoundResult play_round(const RoundSettings& settings, std::uint32_t deal, std::uint64_t seed);

}  // namespace skb::seven_knights
