// Advice at the table: for the card the viewer of a record is to play, every legal card's
// single-dummy value (docs/nyet/rules.md): the mean, over the deals consistent with what the
// viewer knows (locations.h), of the card's double-dummy value (double_dummy.h: the rest of the
// round under best play with every hand known, from the point of view of the viewer's team,
// negated at -2 points). Every consistent assignment of the physical cards is equally likely.
//
// Exact when the consistent deals number at most `exact_limit` (10,000 by default): every deal
// is listed with its weight (deal_enumeration.h: the copies of a 1 play alike, so one outcome
// stands for several physical deals) and solved; a card's value is the weighted mean, an exact
// fraction. Otherwise the deals are drawn exactly uniformly (world_sampler.h) and measured by
// the shared sampled-worlds evaluator (solver/core/sampled_worlds.h): every legal card is
// valued in the same drawn deals (one double-dummy solve a deal gives every card's value), in
// rounds of doubling size from `first_round` deals up to `budget`, stopping as soon as the best
// card's lead over every other is more than 2 standard errors of the paired difference; each
// card gets its standard error and a mark when it is tied with the best within that error. The
// same seed gives the same numbers on any number of threads.
//
// Work: a solve per listed outcome (at most exact_limit) or per drawn deal (at most budget),
// each bounded by `node_limit` search nodes (DdLimitReached beyond); memory: a transposition
// table of kAdviceTableBytes per thread (less late in a round). A cancel flag stops the work
// within one solve's poll interval: a sampled evaluation keeps its last complete round
// (`cancelled`), an exact one, or a sampled one stopped before its first round, throws
// skb::Cancelled.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

#include <gmpxx.h>

#include "solver/nyet/double_dummy.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/world_sampler.h"

namespace skb::nyet {

// Consistent deals up to which the advice lists them all (exact).
inline constexpr std::uint64_t kExactDealLimit = 10'000;
// Deals drawn at most by default (a card decision of 4 players in about a second on 2 threads
// of the development machine at the first trick, much less later: benchmarks/nyet/).
inline constexpr std::uint64_t kDefaultAdviceBudget = 64;
// Deals of the first round of the sampled evaluation (then doubling, while the best is tied).
inline constexpr std::uint64_t kAdviceFirstRound = 16;
// The transposition table of each thread's double-dummy solver: 32 MB, or 4 MB with at most 6
// tricks left (small searches, where filling a large table would cost more than the solves).
inline constexpr std::size_t kAdviceTableBytes = std::size_t{32} << 20;
inline constexpr std::size_t kAdviceSmallTableBytes = std::size_t{4} << 20;
inline constexpr int kAdviceSmallTableTricks = 6;

// The node limit of one deal's solve that `skb nyet advise` sets for a card by default: 2 million
// nodes (about half a second); a sampled deal that needs more is played out by the greedy rule
// (play_out_over_limit). Past the first tricks no deal of the benchmarks comes near it.
inline constexpr std::uint64_t kDefaultCardNodeLimit = 2'000'000;

// Thrown when the record leaves its viewer no card to play.
class NoCardDecision : public std::runtime_error {
 public:
  enum class Why : std::uint8_t {
    no_viewer,       // a spectator's record (no `view`)
    round_over,      // every card is played
    not_trick_phase, // the veto, the teams, the discards or the pass are still to come
    another_player,  // another player is to play a card
  };
  NoCardDecision(Why why, Phase phase, std::optional<Seat> actor);
  Why why() const { return why_; }
  Phase phase() const { return phase_; }
  // The player to act (another_player, not_trick_phase), if any.
  const std::optional<Seat>& actor() const { return actor_; }

 private:
  Why why_;
  Phase phase_;
  std::optional<Seat> actor_;
};

struct AdviceOptions {
  std::uint64_t exact_limit = kExactDealLimit;  // list the deals when they are at most this many
  std::uint64_t budget = kDefaultAdviceBudget;   // sampled: deals drawn at most
  std::uint64_t first_round = kAdviceFirstRound; // sampled: deals of the first round
  std::uint64_t seed = 1;
  int threads = 1;  // 0: OpenMP's default
  std::uint64_t node_limit = kDefaultDdNodeLimit;  // per deal solved (0: none)
  // Sampled: a deal whose solve passes node_limit is played out by the greedy rule (greedy.h)
  // after each card, from the same coins, and counted in Advice::played_out, instead of
  // stopping the advice with DdLimitReached. The exact listing always stops.
  bool play_out_over_limit = false;
  const std::atomic<bool>* cancel = nullptr;       // set from elsewhere (a signal): stop soon
  // Called after each deal solved with the deals solved so far (from the working threads, one
  // call at a time).
  std::function<void(std::uint64_t solved)> progress;
};

struct CardAdvice {
  Kind kind;
  double value = 0;             // the single-dummy value, the viewer's team's view
  double error = 0;             // its standard error (0 when exact)
  bool tied_with_best = false;  // exact: the best's value; sampled: within 2 paired standard errors (the best: false)
  // Exact: value = numerator / denominator, the weighted sum over the deals / their count.
  mpz_class numerator = 0, denominator = 1;
};

struct Advice {
  Seat viewer;
  mpz_class deals;               // consistent deals (physical assignments)
  bool exact = false;            // every deal listed
  std::uint64_t outcomes = 0;    // exact: the outcomes listed and solved
  std::uint64_t draws = 0;       // sampled: the deals drawn and solved
  std::uint64_t rounds = 0;      // sampled: rounds of draws
  bool separated = false;        // no other card is tied with the best
  bool budget_spent = false;     // sampled: the budget ended with the best still tied
  bool cancelled = false;        // sampled: stopped by the cancel flag (the report is of the finished rounds)
  std::uint64_t played_out = 0;  // sampled, play_out_over_limit: deals played out by the greedy rule
  std::vector<CardAdvice> cards; // every legal kind, best first (ties in lane order)
};

// Returns the legal kinds the player to move may play (lane order), in a trick-phase record
// where that player's hand is known.
std::vector<Kind> legal_kinds(const Replay& replay, Seat player);

// Returns the double-dummy position of the record with the hands of `world`.
Position position_in(const Replay& replay, const World& world);

// Returns the advice for the record's viewer (see above). Throws NoCardDecision when the viewer
// has no card to play, skb::Contradiction when no deal is consistent (naming the statements, as
// locate() does), CountTooLarge, DdLimitReached (a deal needs more than node_limit nodes),
// skb::Cancelled, std::invalid_argument for a zero budget or first round.
Advice advise(const Replay& replay, const AdviceOptions& options = {});

}  // namespace skb::nyet
