#include "solver/hats/evidence.h"

#include <algorithm>
#include <stdexcept>

namespace skb::hats {

namespace {

bool sees(unsigned seen_by, int viewer) {
  return (seen_by & kSeenByAll) != 0 || (viewer >= 0 && ((seen_by >> viewer) & 1u) != 0);
}

}  // namespace

Evidence make_evidence(const Table& table, const History& history, int viewer) {
  Evidence e(table, viewer);
  const auto knows = [&](HatId id) { return sees(history.seen_by(id), viewer); };
  const auto face_of = [&](HatId id) {
    const auto f = history.face(id);
    if (!f) throw std::logic_error("a hat the viewer saw has no face in the history");
    return *f;
  };
  // Slots and unseen cards.
  e.unseen = hat_deck(table.variant());
  for (int k = 0; k < kHatKinds; ++k)
    e.unseen[static_cast<std::size_t>(k)] -= table.taken()[static_cast<std::size_t>(k)];
  e.slot_at.fill(kNoSlot);
  std::vector<std::pair<HatId, int>> slot_of_id;
  table.positions().for_each([&](Position p) {
    const HatId id = table.hat(p);
    const auto i = static_cast<std::size_t>(p.index());
    if (knows(id)) {
      e.known_face[i] = face_of(id);
      --e.unseen[static_cast<std::size_t>(e.known_face[i]->index())];
    } else {
      e.slot_at[i] = static_cast<int>(e.slot_position.size());
      slot_of_id.emplace_back(id, e.slot_at[i]);
      e.slot_position.push_back(p);
    }
  });
  for (int c : e.unseen) e.unseen_cards += c;
  const auto slot = [&](HatId id) {
    for (const auto& [i, s] : slot_of_id)
      if (i == id) return s;
    return kNoSlot;
  };
  // Checks: drop those met by a known hat, note one that cannot be met.
  std::vector<SlotCheck> checks;
  for (const TableCheck& c : history.checks()) {
    SlotCheck out{{}, c.after_turn};
    bool met = false;
    c.table.positions().for_each([&](Position p) {
      const HatId id = c.table.hat(p);
      if (knows(id)) {
        met = met || face_of(id).fits(c.table.character(p));
      } else {
        const int s = slot(id);
        if (s == kNoSlot) throw std::logic_error("a hat of the current deal left the table unseen");
        out.pairs.emplace_back(s, c.table.character(p));
      }
    });
    if (met) continue;
    if (out.pairs.empty()) {
      if (!e.failed_check) e.failed_check = c.after_turn;
      continue;
    }
    std::sort(out.pairs.begin(), out.pairs.end());
    checks.push_back(std::move(out));
  }
  // Merge: a check whose pairs include all of another's is implied by it.
  std::stable_sort(checks.begin(), checks.end(),
                   [](const SlotCheck& a, const SlotCheck& b) { return a.pairs.size() < b.pairs.size(); });
  for (const SlotCheck& c : checks) {
    bool implied = false;
    for (const SlotCheck& kept : e.checks)
      implied = implied || std::includes(c.pairs.begin(), c.pairs.end(), kept.pairs.begin(), kept.pairs.end());
    if (!implied) e.checks.push_back(c);
  }
  std::sort(e.checks.begin(), e.checks.end(),
            [](const SlotCheck& a, const SlotCheck& b) { return a.after_turn < b.after_turn; });
  // Other players' turns, with the slots behind what they knew.
  for (const PlayedTurn& t : history.turns()) {
    const int actor = t.before.to_move();
    if (actor == viewer) continue;
    ModelTurn m(t.before, t.move, t.turn);
    m.slot.fill(kNoSlot);
    t.before.known(actor).for_each([&](Position p) {
      const HatId id = t.before.hat(p);
      const auto i = static_cast<std::size_t>(p.index());
      if (knows(id)) {
        m.face[i] = face_of(id);
      } else {
        m.slot[i] = slot(id);
        if (m.slot[i] == kNoSlot) throw std::logic_error("a hat a player knew left the table unseen");
        m.slots |= 1u << m.slot[i];
      }
    });
    e.turns.push_back(std::move(m));
  }
  return e;
}

}  // namespace skb::hats
