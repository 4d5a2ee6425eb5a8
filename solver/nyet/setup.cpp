#include "solver/nyet/setup.h"

#include <fmt/format.h>

#include "solver/nyet/rule_error.h"

namespace skb::nyet {

std::string_view character_name(Character c) {
  constexpr std::array<std::string_view, 5> names{"bear", "crane", "eagle", "tiger", "wolf"};
  return names[static_cast<std::size_t>(c)];
}

std::optional<Character> parse_character(std::string_view name) {
  for (Character c : kCharacters)
    if (character_name(c) == name) return c;
  return std::nullopt;
}

Table::Table(std::vector<std::string> names) : names_(std::move(names)) {
  if (players() < kMinPlayers || players() > kMaxPlayers)
    throw RuleError(fmt::format("Nyet! is played by 2 to 5 players, not {}", players()));
  for (std::size_t i = 0; i < names_.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (names_[i] == names_[j]) throw RuleError(fmt::format("{} is seated twice", names_[i]));
}

std::optional<Seat> Table::find(std::string_view name) const {
  for (int i = 0; i < players(); ++i)
    if (names_[static_cast<std::size_t>(i)] == name) return Seat(i);
  return std::nullopt;
}

std::string Table::list() const { return names_of(SeatSet::all(players()), ", "); }

std::string Table::names_of(SeatSet seats, std::string_view separator) const {
  std::string out;
  for (int i = 0; i < players(); ++i)
    if (seats.contains(Seat(i))) out += (out.empty() ? "" : std::string(separator)) + name(Seat(i));
  return out;
}

}  // namespace skb::nyet
