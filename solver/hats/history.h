// History: what has been seen of the hats since the game began, kept beside the table so that
// anyone's knowledge can be turned into evidence (evidence.h) at any moment.
//
// For every hat identity it keeps who has seen its face (a bit per seat; opens and revealed dead
// tables are seen by everyone) and the face where the keeper knows it (a simulation knows every
// face; a record only those it writes down). For the current deal (since the last time the
// table was dealt) it keeps the table after the deal and after every turn since, each of which
// the dead-table rule made public to be live, and every turn played since with the table as it
// was before it (for models of play).
#pragma once

#include <optional>
#include <vector>

#include "solver/hats/table.h"

namespace skb::hats {

// The bit of History::seen_by that says a face was shown to everyone (an open, a dead table).
inline constexpr unsigned kSeenByAll = 1u << 31;

struct TableCheck {
  Table table;     // the table that was checked to be live
  int after_turn;  // the turn it followed (0-based), or -1 for the deal
};

struct PlayedTurn {
  Table before;  // the table as the player to move saw it
  Move move;
  int turn;  // 0-based turn number
};

class History {
 public:
  // The history of a game whose table was just set up (its check is added by live()).
  explicit History(const Table& start);

  // Records that the players in `seen_by` (bits of seats, or kSeenByAll) saw the face of `id`, `face` when
  // known to the keeper.
  void saw(HatId id, unsigned seen_by, std::optional<Kind> face);
  // Records the turn about to be played on `before`.
  void turn(const Table& before, Move m);
  // Records the table after a turn or a deal, found live.
  void live(const Table& after);
  // The table was dead after the last turn (or the deal) and has been dealt again: `after` is the
  // new table (whose check live() adds once it is found live). Knowledge of the old hats was made
  // public by the reveal (see saw).
  void redealt(const Table& after, const KindCounts& taken);

  // Who has seen the face of `id` (bits of seats; 0 for none).
  unsigned seen_by(HatId id) const { return id < seen_by_.size() ? seen_by_[id] : 0u; }
  // The face of `id`, when known to the keeper.
  std::optional<Kind> face(HatId id) const { return id < face_.size() ? face_[id] : std::nullopt; }
  const std::vector<TableCheck>& checks() const { return checks_; }
  const std::vector<PlayedTurn>& turns() const { return turns_; }
  // Hat cards taken off the table before the current deal, per kind.
  const KindCounts& taken_before_deal() const { return taken_before_deal_; }
  // The first hat identity of the current deal.
  HatId first_id_of_deal() const { return first_id_; }

 private:
  void grow(HatId id);
  std::vector<unsigned> seen_by_;
  std::vector<std::optional<Kind>> face_;
  std::vector<TableCheck> checks_;
  std::vector<PlayedTurn> turns_;
  KindCounts taken_before_deal_{};
  HatId first_id_ = 0;
};

}  // namespace skb::hats
