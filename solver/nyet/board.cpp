#include "solver/nyet/board.h"

#include <bit>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/nyet/rule_error.h"

namespace skb::nyet {

namespace {

constexpr std::array<std::string_view, kLineCount> kLineNames{"first", "discard", "trump", "supertrump", "points"};

std::size_t line_index(Line line) { return static_cast<std::size_t>(line); }

}  // namespace

std::string_view line_name(Line line) { return kLineNames[line_index(line)]; }

std::optional<Line> parse_line(std::string_view name) {
  for (Line l : kLines)
    if (line_name(l) == name) return l;
  return std::nullopt;
}

int box_count(Line line, int players) {
  switch (line) {
    case Line::first:
      return players;
    case Line::trump:
      return kColourCount;
    default:
      return 5;
  }
}

std::string box_text(const Box& box, const Table& table) {
  switch (box.line) {
    case Line::first:
      return table.name(Seat(box.index));
    case Line::discard:
      return std::string(discard_rule_name(kDiscardRules[static_cast<std::size_t>(box.index)]));
    case Line::trump:
    case Line::supertrump:
      if (box.index == kNoSupertrumpBox) return "none";
      return std::string(1, colour_letter(kColours[static_cast<std::size_t>(box.index)]));
    case Line::points:
      return std::to_string(kPointBoxes[static_cast<std::size_t>(box.index)]);
  }
  return {};
}

std::optional<Box> parse_box(Line line, std::string_view text, const Table& table) {
  if (line == Line::first) {
    const auto seat = table.find(text);
    if (!seat) return std::nullopt;
    return Box{line, seat->index()};
  }
  for (int i = 0; i < box_count(line, table.players()); ++i)
    if (box_text(Box{line, i}, table) == text) return Box{line, i};
  return std::nullopt;
}

std::string box_list(Line line, const Table& table) {
  std::string out;
  for (int i = 0; i < box_count(line, table.players()); ++i)
    out += (out.empty() ? "" : ", ") + box_text(Box{line, i}, table);
  return out;
}

Board::Board(int players) : players_(players) {}

bool Board::covered(const Box& box) const { return (covered_[line_index(box.line)] >> box.index & 1U) != 0; }

int Board::empty_boxes(Line line) const {
  return box_count(line, players_) - std::popcount(static_cast<unsigned>(covered_[line_index(line)]));
}

BoxList Board::vetoable() const {
  BoxList out;
  for (Line line : kLines)
    if (empty_boxes(line) >= 2)
      for (int i = 0; i < box_count(line, players_); ++i)
        if (!covered(Box{line, i})) out.boxes[static_cast<std::size_t>(out.count++)] = Box{line, i};
  return out;
}

std::optional<Box> Board::decided(Line line) const {
  if (empty_boxes(line) != 1) return std::nullopt;
  for (int i = 0; i < box_count(line, players_); ++i)
    if (!covered(Box{line, i})) return Box{line, i};
  return std::nullopt;
}

bool Board::complete() const {
  for (Line l : kLines)
    if (empty_boxes(l) != 1) return false;
  return true;
}

void Board::check_veto(const Box& box, Seat who, const Table& table) const {
  if (box.index < 0 || box.index >= box_count(box.line, players_))
    throw std::invalid_argument("check_veto: no such box");
  const std::string what = fmt::format("{} {}", line_name(box.line), box_text(box, table));
  if (complete())
    throw RuleError(fmt::format("{} cannot cover {}: the veto phase is over, every line has one empty box",
                                table.name(who), what));
  if (covered(box)) throw RuleError(fmt::format("{} cannot cover {}: it is covered already", table.name(who), what));
  if (empty_boxes(box.line) < 2)
    throw RuleError(fmt::format("{} cannot cover {}: it is the last empty box of the {} line, which is decided",
                                table.name(who), what, line_name(box.line)));
}

void Board::cover(const Box& box) { covered_[line_index(box.line)] |= static_cast<std::uint8_t>(1U << box.index); }

Terms Board::terms() const {
  if (!complete()) throw std::logic_error("Board::terms: the veto phase is not over");
  Terms t;
  t.discard = kDiscardRules[static_cast<std::size_t>(decided(Line::discard)->index)];
  t.trumps.trump = kColours[static_cast<std::size_t>(decided(Line::trump)->index)];
  const int super = decided(Line::supertrump)->index;
  if (super != kNoSupertrumpBox) t.trumps.supertrump = kColours[static_cast<std::size_t>(super)];
  t.points = kPointBoxes[static_cast<std::size_t>(decided(Line::points)->index)];
  return t;
}

Seat Board::first_player() const {
  if (!complete()) throw std::logic_error("Board::first_player: the veto phase is not over");
  return Seat(decided(Line::first)->index);
}

}  // namespace skb::nyet
