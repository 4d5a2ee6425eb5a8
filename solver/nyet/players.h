// Players of Nyet! on the shared play layer (solver/core/policy.h): what the player to move
// knows, and the policies that decide from it.
//
// A decision's view is the round (State) and, for a policy that reads the whole history, the
// round's log (round_log.h). The State holds every hand, so a policy must read only what its
// player, state.to_move(), knows (docs/nyet/rules.md "Knowledge"): their own hand, discards and
// pass, the card they received, the board, the teams and every card played. The policies here
// keep that rule by construction:
//   random  every legal action alike (reads only the legal actions, which are the player's);
//   greedy  the rule of thumb of greedy.h at every decision (it reads only what its player
//           knows);
//   pimc    perfect-information Monte Carlo at every card: the player's own record of the
//           round so far (record_of, round_log.h: exactly what that seat knows), replayed, and
//           advise() (advice.h) over `budget` consistent deals (listed exactly when they are at
//           most that many, otherwise drawn uniformly, the advice's seed drawn from the game's
//           stream); it plays the card of best single-dummy value (ties: the first in lane
//           order, as advise ranks them). A deal whose double-dummy solve needs more than
//           `node_limit` search nodes (full hands early in a round can need tens of millions,
//           above all with 2 players) ends the advice: that card is then played by the other
//           policy, as every decision before the tricks is (vetoes, teams, discards, passes):
//           greedy in the simulations. Or, with `advise_before_tricks`, each decision before the
//           tricks is the best option of advise_decision (decision_advice.h: every legal option
//           over `decision_budget` drawn deals, completed greedily and solved double dummy from
//           the first lead, `decision_node_limit` nodes a solve) for the seat's own record; a
//           few seconds a decision, so off by default. The policy counts its card decisions and
//           the fallbacks.
// Random is not a Model: an Action (a team choice among them) has no equality to weigh it by.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "solver/core/policy.h"
#include "solver/core/random.h"
#include "solver/nyet/decision_advice.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/round_log.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// What the player to move knows: the round (read only what state->to_move() knows) and, for a
// policy that reads_history(), the round's log so far.
struct PlayerView {
  const State* state = nullptr;
  const RoundLog* log = nullptr;
};

struct NyetDecisions {
  using View = PlayerView;
  using Action = nyet::Action;
  static std::vector<Action> legal(const PlayerView& view) { return view.state->legal_actions(); }
};

using Policy = skb::Policy<NyetDecisions>;

// Every legal action alike: one draw below their number.
class RandomPolicy final : public Policy {
 public:
  std::string_view name() const override { return "random"; }
  Action choose(const PlayerView& view, Rng& rng) const override;
};

// The deals pimc weighs a card decision over, by default: 16 (a whole 4-player game then takes
// about the time benchmarks/nyet/ measures; docs/nyet/simulate.md).
inline constexpr std::uint64_t kDefaultPimcBudget = 16;
// The most deals pimc may weigh a decision over.
inline constexpr std::uint64_t kMaxPimcBudget = 10'000;
// The search nodes pimc allows one deal's solve by default: 2 million (about a second).
inline constexpr std::uint64_t kDefaultPimcNodeLimit = 2'000'000;

struct PimcOptions {
  std::uint64_t budget = kDefaultPimcBudget;                      // deals per card decision
  std::uint64_t node_limit = kDefaultPimcNodeLimit;               // per deal solved (0: none)
  const std::atomic<bool>* cancel = nullptr;                      // set from elsewhere: stop (skb::Cancelled)
  bool advise_before_tricks = false;                              // vetoes, teams, discards, passes by advise_decision
  std::uint64_t decision_budget = kDefaultDecisionBudget;         // its deals a decision
  std::uint64_t decision_node_limit = kDefaultDecisionNodeLimit;  // its nodes a full-deal solve
};

// Returns the kind pimc plays for the viewer of `replay`, who is to play a card: the only legal
// kind, or the best of advise() over options.budget deals (exact when the consistent deals are
// that few), drawn with `seed`. Throws skb::Cancelled when the cancel flag stopped the advice,
// and what advise() throws.
Kind pimc_card(const Replay& replay, const PimcOptions& options, std::uint64_t seed);

// Perfect-information Monte Carlo at the cards, `before_tricks` before them (see above).
class PimcPolicy final : public Policy {
 public:
  PimcPolicy(const Policy& before_tricks, PimcOptions options) : before_(before_tricks), options_(options) {}
  std::string_view name() const override { return "pimc"; }
  bool reads_history() const override { return true; }
  Action choose(const PlayerView& view, Rng& rng) const override;
  const PimcOptions& options() const { return options_; }
  // The seat's own record of the round so far, written and read back (the replay marks what the
  // record says by its statements).
  static Record seat_record(const PlayerView& view);
  // The card decisions made so far (from every thread), and those the node limit sent to the
  // other policy.
  std::uint64_t card_decisions() const { return decisions_.load(); }
  std::uint64_t fallbacks() const { return fallbacks_.load(); }

 private:
  Action before_tricks(const PlayerView& view, Rng& rng) const;
  const Policy& before_;
  PimcOptions options_;
  mutable std::atomic<std::uint64_t> decisions_{0}, fallbacks_{0};
};

// The policies' names as the command line spells them: random, greedy, pimc.
std::span<const std::string_view> policy_names();

// One of each policy, by name; pimc with `pimc` options and greedy before the tricks.
class Players {
 public:
  explicit Players(PimcOptions pimc = {});
  // Returns the policy called `name`, or null.
  const Policy* find(std::string_view name) const;
  const PimcPolicy& pimc() const { return pimc_; }

 private:
  RandomPolicy random_;
  std::unique_ptr<Policy> greedy_;
  PimcPolicy pimc_;
};

}  // namespace skb::nyet
