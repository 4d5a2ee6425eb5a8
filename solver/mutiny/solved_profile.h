// Solved profile: a strategy table computed on the reduced game (equilibrium.h) played as a
// profile of the full game (profile.h).
//
// At a decision, the player to act looks up what they would know in the reduced game
// (MutinyGame's information with the memory of the player count's reduction, reduction.h,
// written in labels so that any seating reads it) and plays the table's weights for it, mapped
// from label order back to the order of legal_actions. A player of the full game knows at least
// as much as in the reduced game, so this is a strategy of the full game; its weights add up to
// 65,535 at every decision, so its value is an exact fraction like every profile's.
//
// A decision whose power the reduction takes away (with 6 players: forgiveness and change
// course) is not in the table: the profile takes its first option, "none", as the reduced game
// does. The move that a change course forces cannot come up among the profile's own players
// then (its Navigator names nobody); when a responder's Navigator names one of them, that
// player moves uniformly among their options, the `random` profile's rule.
//
// Its context (what its future decisions read, for exact evaluation) is every player's reduced
// information. Any other state the table has no entry for cannot be reached in the game the table
// was solved on; meeting one (a table of another player count, say) throws std::logic_error
// rather than guessing.
#pragma once

#include <memory>
#include <string>

#include "solver/core/strategy_table.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/reduction.h"
#include "solver/mutiny/variant.h"

namespace skb::mutiny {

class SolvedProfile final : public Profile {
 public:
  // The profile called `name` playing `table`, a table solved for `players` players in
  // `variant` (variant.h; in a variant other than the standard game, the weights are those of
  // allowed_actions, the variant's options, rather than legal_actions).
  SolvedProfile(std::string name, int players, std::shared_ptr<const skb::StrategyTable> table, Variant variant = {})
      : name_(std::move(name)),
        players_(players),
        table_(std::move(table)),
        variant_(variant),
        reduction_(reduction_of(players)) {}

  std::string_view name() const override { return name_; }
  std::vector<std::uint64_t> weights(const State& state) const override;
  std::vector<std::uint64_t> weights_of(const State& state, const std::vector<Action>& actions) const override;
  void context(const State& state, std::string& key) const override;
  // "equilibrium-" and the table's fingerprint (strategy_table.h) in hexadecimal, in the
  // standard game; none in a variant.
  std::string value_table_id() const override;

  int players() const { return players_; }
  const skb::StrategyTable& table() const { return *table_; }

 private:
  std::string name_;
  int players_;
  std::shared_ptr<const skb::StrategyTable> table_;
  Variant variant_;
  Reduction reduction_;  // reduction_of(players_)
};

}  // namespace skb::mutiny
