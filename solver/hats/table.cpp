#include "solver/hats/table.h"

#include <fmt/format.h>

namespace skb::hats {

Table::Table(int players, Variant variant, const std::array<Kind, kPositions>& characters)
    : players_(players), variant_(variant), character_(characters) {
  hats_left_ = hat_cards(variant) - kPositions;
  for (auto& h : hat_) h = fresh_id();
}

unsigned Table::knowers(Position p) const {
  unsigned out = 0;
  for (int s = 0; s < players_; ++s)
    if (known_[static_cast<std::size_t>(s)].contains(p)) out |= 1u << s;
  return out;
}

std::optional<std::string> Table::illegal(Move m) const {
  if (over()) return std::string("the game is over: 3 positions remain");
  if (!positions_.contains(m.first) || !positions_.contains(m.second)) {
    const Position gone = positions_.contains(m.first) ? m.second : m.first;
    return fmt::format("position {} has been removed (its pair was taken after the character pile ran out)",
                       gone.number());
  }
  if (m.kind == MoveKind::swap && m.first == m.second) return std::string("a swap needs two different positions");
  if (m.kind == MoveKind::look && previous_ && previous_->kind == MoveKind::look && previous_->first == m.first)
    return fmt::format("the previous turn looked at position {}: it cannot be looked at again at once",
                       m.first.number());
  if (m.kind == MoveKind::swap && previous_ && *previous_ == m)
    return fmt::format("the previous turn swapped positions {} and {}: the same pair cannot be swapped again at once",
                       m.first.number(), m.second.number());
  return std::nullopt;
}

std::vector<Move> Table::legal_moves() const {
  std::vector<Move> out;
  if (over()) return out;
  out.reserve(35);
  for_each_legal([&](Move m) { out.push_back(m); });
  return out;
}

void Table::end_turn(Move m) {
  previous_ = m;
  to_move_ = (to_move_ + 1) % players_;
  ++turns_;
}

void Table::look(Position p) {
  known_[static_cast<std::size_t>(to_move_)].insert(p);
  end_turn(Move::look(p));
}

void Table::swap(Position p, Position q) {
  std::swap(hat_[static_cast<std::size_t>(p.index())], hat_[static_cast<std::size_t>(q.index())]);
  for (int s = 0; s < players_; ++s) {
    PositionSet& k = known_[static_cast<std::size_t>(s)];
    const bool at_p = k.contains(p), at_q = k.contains(q);
    if (at_p != at_q) {
      if (at_p) {
        k.erase(p);
        k.insert(q);
      } else {
        k.erase(q);
        k.insert(p);
      }
    }
  }
  end_turn(Move::swap(p, q));
}

OpenResult Table::open(Position p, Kind hat, std::optional<Kind> new_character) {
  Score& score = score_[static_cast<std::size_t>(to_move_)];
  const auto i = static_cast<std::size_t>(p.index());
  OpenResult result;
  if (hat.matches(character_[i])) {
    result = OpenResult::match;
    ++score.pairs;
    ++taken_[static_cast<std::size_t>(hat.index())];
    for (auto& k : known_) k.erase(p);
    if (characters_left_ > 0) {
      --characters_left_;
      character_[i] = *new_character;
      hat_[i] = fresh_id();
      --hats_left_;
    } else {
      positions_.erase(p);
    }
  } else if (hat.is_magic()) {
    result = OpenResult::magic;
    ++score.magic;
    ++taken_[static_cast<std::size_t>(hat.index())];
    for (auto& k : known_) k.erase(p);
    hat_[i] = fresh_id();
    --hats_left_;
  } else {
    result = OpenResult::penalty;
    ++score.penalties;
    for (int s = 0; s < players_; ++s) known_[static_cast<std::size_t>(s)].insert(p);
  }
  end_turn(Move::open(p));
  return result;
}

void Table::play(Move m, Kind hat, std::optional<Kind> new_character) {
  switch (m.kind) {
    case MoveKind::look:
      return look(m.first);
    case MoveKind::swap:
      return swap(m.first, m.second);
    case MoveKind::open:
      open(m.first, hat, new_character);
      return;
  }
}

void Table::redeal() {
  positions_.for_each([&](Position p) { hat_[static_cast<std::size_t>(p.index())] = fresh_id(); });
  for (auto& k : known_) k = PositionSet{};
  ++redeals_;
}

}  // namespace skb::hats
