// Labels: names for players, votes and actions that do not depend on where people sit, so that
// what a player knows, and the options they choose among, read the same at every seating.
//
// The rules are the same whichever seats hold the crew cards, but seats order the lists of
// options and the casting of simultaneous votes (rules.h). A strategy computed on the standard
// seating (roles on seats 0..3 in role order, jurors on 4 and 5) is played at any other by
// naming every player by label: a role player by their role (0 Boatswain .. 3 Navigator), a
// juror as 4 + their rank among the jurors in seat order. On the standard seating a player's
// label is their seat. Information keys write labels (extensive_game.h), and a decision's options are
// put in label order (`label_order`) before a strategy table is read or written.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "solver/mutiny/action.h"
#include "solver/mutiny/seating.h"

namespace skb::mutiny {

class Labels {
 public:
  explicit Labels(const Seating& seating);

  // Returns `player`'s label (see above).
  int of(Player player) const { return label_[static_cast<std::size_t>(player.index)]; }

  // Returns the vote's label: its caster's label times two plus its slot.
  int of(VoteId vote) const { return of(vote.caster) * 2 + vote.slot; }

  // Appends the action written in labels (its kind, then each field) to `key`.
  void write(const Action& action, std::string& key) const;

  // Returns the positions of `actions` in label order: entry i is the index in `actions` of the
  // i-th action when they are sorted by their written form (`write`).
  std::vector<int> label_order(const std::vector<Action>& actions) const;

 private:
  std::array<int, max_players> label_{};
};

}  // namespace skb::mutiny
