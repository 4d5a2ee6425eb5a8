#include "solver/hats/history.h"

#include <algorithm>

namespace skb::hats {

History::History(const Table& start) {
  first_id_ = start.hat_ids();
  start.positions().for_each([&](Position p) { first_id_ = std::min(first_id_, start.hat(p)); });
}

void History::grow(HatId id) {
  if (id >= seen_by_.size()) {
    seen_by_.resize(static_cast<std::size_t>(id) + 1, 0u);
    face_.resize(static_cast<std::size_t>(id) + 1);
  }
}

void History::saw(HatId id, unsigned seen_by, std::optional<Kind> face) {
  grow(id);
  seen_by_[id] |= seen_by;
  if (face) face_[id] = face;
}

void History::turn(const Table& before, Move m) { turns_.push_back({before, m, before.turns()}); }

void History::live(const Table& after) {
  const int after_turn = checks_.empty() && turns_.empty() ? -1 : after.turns() - 1;
  checks_.push_back({after, after_turn});
}

void History::redealt(const Table& after, const KindCounts& taken) {
  checks_.clear();
  turns_.clear();
  taken_before_deal_ = taken;
  first_id_ = after.hat_ids();
  after.positions().for_each([&](Position p) { first_id_ = std::min(first_id_, after.hat(p)); });
}

}  // namespace skb::hats
