#include "solver/hats/deal.h"

namespace skb::hats {

namespace {

std::array<Kind, kPositions> deal_characters(std::vector<Kind>& pile) {
  std::array<Kind, kPositions> out{};
  for (auto& c : out) {
    c = pile.back();
    pile.pop_back();
  }
  return out;
}

std::vector<Kind> shuffled_characters(Rng& rng) {
  std::vector<Kind> out;
  for (int k = 1; k <= kCharacterKinds; ++k)
    for (int c = 0; c < kCharacterCopies; ++c) out.push_back(Kind::character(k));
  shuffle(out, rng);
  return out;
}

std::vector<Kind> hat_cards_of(Variant v) {
  std::vector<Kind> out;
  const KindCounts deck = hat_deck(v);
  for (int k = 0; k < kHatKinds; ++k)
    for (int c = 0; c < deck[static_cast<std::size_t>(k)]; ++c) out.push_back(Kind::from_index(k));
  return out;
}

}  // namespace

DealtGame::DealtGame(int players, Variant variant, Rng& rng, std::vector<std::vector<Kind>>* setup_dead)
    : character_pile_(shuffled_characters(rng)), table_(players, variant, deal_characters(character_pile_)) {
  hat_pile_ = hat_cards_of(variant);
  shuffle(hat_pile_, rng);
  for (auto& f : face_) {
    f = hat_pile_.back();
    hat_pile_.pop_back();
  }
  redeal_while_dead(rng, nullptr, setup_dead);
}

DealtGame::DealtGame(const Table& table, const std::array<Kind, kPositions>& faces, std::vector<Kind> hat_pile,
                     std::vector<Kind> character_pile)
    : hat_pile_(std::move(hat_pile)), character_pile_(std::move(character_pile)), table_(table), face_(faces) {}

bool DealtGame::dead() const {
  bool live = false;
  table_.positions().for_each([&](Position p) { live = live || face(p).fits(table_.character(p)); });
  return !live;
}

void DealtGame::redeal_while_dead(Rng& rng, History* history, std::vector<std::vector<Kind>>* dead_tables) {
  while (dead()) {
    if (dead_tables != nullptr) {
      dead_tables->emplace_back();
      table_.positions().for_each([&](Position p) { dead_tables->back().push_back(face(p)); });
    }
    if (history != nullptr)
      table_.positions().for_each([&](Position p) { history->saw(table_.hat(p), kSeenByAll, face(p)); });
    table_.positions().for_each([&](Position p) { hat_pile_.push_back(face(p)); });
    shuffle(hat_pile_, rng);
    table_.positions().for_each([&](Position p) {
      face_[static_cast<std::size_t>(p.index())] = hat_pile_.back();
      hat_pile_.pop_back();
    });
    table_.redeal();
    if (history != nullptr) history->redealt(table_, table_.taken());
  }
}

int DealtGame::play(Move m, Rng& rng, History* history, TurnLog* log) {
  if (log != nullptr) {
    *log = TurnLog{};
    if (m.kind != MoveKind::swap) log->hat = face(m.first);
  }
  if (history != nullptr) {
    history->turn(table_, m);
    if (m.kind != MoveKind::swap)
      history->saw(table_.hat(m.first), m.kind == MoveKind::open ? kSeenByAll : 1u << table_.to_move(), face(m.first));
  }
  if (m.kind == MoveKind::open) {
    const Position p = m.first;
    const Kind hat = face(p);
    std::optional<Kind> drawn;
    if (table_.draws_character(p, hat)) {
      drawn = character_pile_.back();
      character_pile_.pop_back();
    }
    if (log != nullptr) log->character = drawn;
    const OpenResult r = table_.open(p, hat, drawn);
    if (r != OpenResult::penalty && table_.positions().contains(p)) {
      face_[static_cast<std::size_t>(p.index())] = hat_pile_.back();
      hat_pile_.pop_back();
    }
  } else {
    table_.play(m);
    if (m.kind == MoveKind::swap)
      std::swap(face_[static_cast<std::size_t>(m.first.index())], face_[static_cast<std::size_t>(m.second.index())]);
  }
  if (table_.over()) return 0;
  const int before = table_.redeals();
  redeal_while_dead(rng, history, log != nullptr ? &log->dead_tables : nullptr);
  if (history != nullptr) history->live(table_);
  return table_.redeals() - before;
}

}  // namespace skb::hats
