// Variant: the game of Mutiny with some of its actions taken away, for the designer's question
// "what is this action worth?": solve the game without it and compare.
//
// A power removed leaves its decision in the game with one option, the "none" that
// legal_actions lists first (no search, no confession, silence, no move, nobody condemned, not
// waiting, nobody forgiven, nobody named), so every variant keeps the phases, the order of
// play and every rule of the standard game. `lies` is the one restriction of another kind: a
// report must be true in the state where it is made (the Boatswain reports what he found, the
// Chaplain only the confession he heard, as it went); silence stays allowed. Whether a report
// is true is something its reporter always knows, so the restriction is one a player can obey.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/mutiny/action.h"
#include "solver/mutiny/power.h"
#include "solver/mutiny/state.h"

namespace skb::mutiny {

// Returns the power's name as the command line and the reports spell it ("dead-reckoning").
std::string_view power_name(Power power);

// Returns the power called `name`, or nothing.
std::optional<Power> power_of_name(std::string_view name);

class Variant {
 public:
  // The standard game: nothing removed.
  Variant() = default;

  // Returns the game without `power` (as well as whatever this one removes).
  Variant without(Power power) const {
    Variant v = *this;
    v.removed_ |= bit(power);
    return v;
  }

  // Returns whether `power` is removed.
  bool removes(Power power) const { return (removed_ & bit(power)) != 0; }

  // Returns whether this is the standard game.
  bool standard() const { return removed_ == 0; }

  // Returns the removed powers as a bit set (bit k: Power k), for keys and files.
  std::uint16_t bits() const { return removed_; }
  static Variant from_bits(std::uint16_t bits) {
    Variant v;
    v.removed_ = bits;
    return v;
  }

  // Returns "standard", or the removed powers' names after "no ", joined by ", ".
  std::string describe() const;

  friend bool operator==(const Variant&, const Variant&) = default;

 private:
  static std::uint16_t bit(Power p) { return static_cast<std::uint16_t>(1u << static_cast<unsigned>(p)); }
  std::uint16_t removed_ = 0;
};

// Returns whether `variant` removes the power whose decision `phase` is (the decision then keeps
// only its first option, "none").
bool removes_decision(const Variant& variant, Phase phase);

// Returns the actions of legal_actions(state) that `variant` allows, in the same order: only the
// first ("none") where the decision's power is removed; with `lies` removed, only the true
// reports and silence. Empty when the game is over.
std::vector<Action> allowed_actions(const State& state, const Variant& variant);

}  // namespace skb::mutiny
