// Profile: how every player of Mutiny plays, as a probability for each legal option: a model
// of play in the sense of every game's players (solver/core/policy.h), whose view is the state
// (a profile reads only what the player to act knows there).
//
// A profile is a policy for every player at once: for the player to act in a state, a
// non-negative integer weight for each action of legal_actions (rules.h), in that order; the
// player takes option k with probability weights[k] / (sum of the weights). Integer weights keep
// every probability a fraction, so that a profile's value can be computed exactly (analysis) and
// the likelihood of a record's actions under a profile is exact up to one rounding (solve's
// `--model`). A profile reads only what the player to act knows (extensive_game.h's
// information_of): it must give the same weights in two states that player cannot tell apart.
//
// `context` is what makes exact evaluation fast: it writes the part of the history that the
// profile's future decisions can read beyond the state's future itself (the dynamics), so that
// two states with the same dynamics and the same context have the same value. The `random`
// profile reads nothing; a profile that reads the reports writes them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/core/strategy_table.h"
#include "solver/core/policy.h"
#include "solver/mutiny/action.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/state.h"

namespace skb::mutiny {

// Mutiny's decisions (solver/core/policy.h): the player to act decides at a state, among the
// legal actions of rules.h.
struct MutinyDecisions {
  using View = State;
  using Action = mutiny::Action;
  static std::vector<mutiny::Action> legal(const State& state) { return legal_actions(state); }
};

class Profile : public Model<MutinyDecisions> {
 public:
  using Model<MutinyDecisions>::weights;

  // The model's weights (policy.h) for the options the caller lists: weights_of below.
  std::vector<std::uint64_t> weights(const State& state, const std::vector<Action>& actions) const final {
    return weights_of(state, actions);
  }

  // Returns one weight for each action of legal_actions(state), in that order, at least one of
  // them positive. Precondition: the game is not over.
  virtual std::vector<std::uint64_t> weights(const State& state) const = 0;

  // Returns the same weights for `actions`, the options the caller has already listed for
  // `state` (legal_actions(state), or a variant's allowed_actions), so that a game tree lists
  // each decision's options once for its children and for the profile. The default lists them
  // again through weights(state).
  virtual std::vector<std::uint64_t> weights_of(const State& state, const std::vector<Action>& actions) const {
    static_cast<void>(actions);
    return weights(state);
  }

  // Appends to `key` the part of the history that this profile's decisions from `state` on can
  // read, beyond what State's dynamics key holds (see solver/core/game.h). Empty for a profile that reads
  // nothing.
  virtual void context(const State& state, std::string& key) const = 0;

  // Returns whether the profile's choices depend on anything a player knows (false only for a
  // profile uniform over the legal options, whose options never depend on the hidden facts).
  virtual bool reads_information() const { return true; }

  // Returns the id under which tables of this profile's values are made and found
  // (value_table.h): equal ids mean equal play. Empty when no table is made for it.
  virtual std::string value_table_id() const { return {}; }
};

// The `random` profile of rules.md: every decision uniform over its legal options,
// independently, whatever the player knows.
class RandomProfile final : public Profile {
 public:
  std::string_view name() const override { return "random"; }
  std::vector<std::uint64_t> weights(const State& state) const override;
  std::vector<std::uint64_t> weights_of(const State& state, const std::vector<Action>& actions) const override;
  void context(const State&, std::string&) const override {}
  bool reads_information() const override { return false; }
  std::string value_table_id() const override { return "random"; }
};

// Returns the names make_profile knows, in the order --help lists them.
std::vector<std::string_view> profile_names();

// Returns the profile called `name` for games of `players` players: `random`, `honest`, or
// `equilibrium` (the installed equilibrium table of that player count, equilibrium.h). Throws
// std::invalid_argument naming the known profiles when there is none of that name, or saying
// that no equilibrium is installed for that player count.
std::unique_ptr<Profile> make_profile(std::string_view name, int players);

// Installs the equilibrium of `players` players: `table` holds a strategy table file
// (core/strategy_table.h) and must stay alive as long as the program. It is read on first use,
// once. skb installs the tables it was built with (cli/tables/); a program may install others.
void install_equilibrium(int players, std::span<const std::byte> table);

// Returns whether an equilibrium is installed for `players` players.
bool has_equilibrium(int players);

// Returns the installed equilibrium table of `players` players, read on first use. Throws
// std::invalid_argument when none is installed, std::runtime_error when it cannot be read.
std::shared_ptr<const skb::StrategyTable> equilibrium_table(int players);

}  // namespace skb::mutiny
