#include "cli/nyet/json_report.h"

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "solver/core/fraction.h"
#include "solver/nyet/discards.h"
#include "solver/nyet/trick.h"

namespace skb::cli::nyet {

using namespace skb::nyet;

namespace {

std::string phase_name(Phase p) {
  constexpr std::array<std::string_view, 5> names{"veto", "teams", "discard", "tricks", "over"};
  return std::string(names[static_cast<std::size_t>(p)]);
}

std::string name_or_null(const Table& t, const std::optional<Seat>& s) {
  return s ? json_string(t.name(*s)) : std::string("null");
}

std::vector<std::string> names_of(const Table& t, SeatSet seats) {
  std::vector<std::string> out;
  for (int i = 0; i < t.players(); ++i)
    if (seats.contains(Seat(i))) out.push_back(t.name(Seat(i)));
  return out;
}

std::string board_json(const Replay& replay) {
  const Table& t = replay.record().table;
  std::vector<std::string> lines;
  for (Line line : kLines) {
    std::vector<std::string> boxes;
    for (int i = 0; i < box_count(line, t.players()); ++i)
      if (!replay.board().covered(Box{line, i})) boxes.push_back(box_text(Box{line, i}, t));
    lines.push_back(fmt::format("{}: {}", json_string(line_name(line)), json_string_array(boxes)));
  }
  return fmt::format("{{{}}}", fmt::join(lines, ", "));
}

std::string terms_json(const Replay& replay) {
  if (!replay.terms()) return "null";
  const Terms& t = *replay.terms();
  const bool position = replay.record().is_position();
  return fmt::format(
      "{{\"first\": {}, \"discard\": {}, \"trump\": \"{}\", \"supertrump\": {}, \"points\": {}}}",
      position ? std::string("null") : name_or_null(replay.record().table, replay.first_player()),
      position ? std::string("null") : json_string(discard_rule_name(t.discard)), colour_letter(t.trumps.trump),
      t.trumps.supertrump ? fmt::format("\"{}\"", colour_letter(*t.trumps.supertrump)) : std::string("\"none\""),
      t.points);
}

std::string teams_json(const Replay& replay) {
  if (!replay.teams_chosen() || replay.phase() == Phase::teams) return "null";
  const Table& t = replay.record().table;
  const SeatSet a = replay.first_side();
  return fmt::format("{{\"sides\": [{}, {}], \"bonus\": {}}}", json_string_array(names_of(t, a)),
                     json_string_array(names_of(t, a.complement(t.players()))),
                     name_or_null(t, replay.teams_chosen()->bonus));
}

std::string tricks_json(const Replay& replay) {
  if (replay.phase() != Phase::tricks && replay.phase() != Phase::over) return "null";
  const Table& t = replay.record().table;
  const TrickPlay& tp = replay.tricks();
  const SeatSet a = replay.first_side(), b = a.complement(t.players());
  std::vector<std::string> current;
  for (Card c : tp.current()) current.push_back(card_text(c));
  std::string scores = "null";
  if (replay.phase() == Phase::over) {
    const std::vector<int> points = round_scores(tp, *replay.teams_chosen(), replay.terms()->points);
    std::vector<std::string> items;
    for (int i = 0; i < t.players(); ++i)
      items.push_back(fmt::format("{}: {}", json_string(t.name(Seat(i))), points[static_cast<std::size_t>(i)]));
    scores = fmt::format("{{{}}}", fmt::join(items, ", "));
  }
  return fmt::format(
      "{{\"played\": {}, \"total\": {}, \"units\": [{}, {}], \"leader\": {}, \"on_table\": {}, \"scores\": {}}}",
      tp.history().size(), tp.history().size() + static_cast<std::size_t>(tp.tricks_left()), tp.units_of(a.lowest()),
      tp.units_of(b.lowest()),
      tp.over() ? std::string("null") : json_string(t.name(tp.leader())), json_string_array(current), scores);
}

std::string places_json(const Replay& replay, const Locations& loc) {
  const Table& t = replay.record().table;
  std::vector<std::string> items;
  for (const Place& p : loc.places) {
    std::vector<std::string> voids, passed;
    for (Colour c : p.voids) voids.emplace_back(1, colour_letter(c));
    for (Card c : p.passed) passed.push_back(card_text(c));
    const std::string kind = p.kind == PlaceKind::hand ? "hand" : p.kind == PlaceKind::discards ? "discards" : "aside";
    items.push_back(fmt::format(
        "    {{\"place\": \"{}\", \"player\": {}, \"cards\": {}, \"unseen\": {}, \"known\": {}, \"voids\": {}, "
        "\"only_ones\": {}, \"no_ones\": {}}}",
        kind, p.kind == PlaceKind::aside ? std::string("null") : json_string(t.name(p.seat)), p.cards, p.unseen,
        json_string_array(passed), json_string_array(voids), p.only_ones, p.no_ones));
  }
  return items.empty() ? std::string("[]") : fmt::format("[\n{}\n  ]", fmt::join(items, ",\n"));
}

std::string numbers(const std::vector<Fraction>& values) {
  std::vector<std::string> out;
  for (const Fraction& v : values) out.push_back(json_number(fraction_to_double(v)));
  return fmt::format("[{}]", fmt::join(out, ", "));
}

std::string cards_json(const Locations& loc) {
  std::vector<std::string> items;
  for (const CardLocation& c : loc.cards)
    items.push_back(fmt::format("    {{\"card\": \"{}\", \"unseen\": {}, \"chance\": {}, \"expected\": {}}}",
                                kind_text(c.kind), c.unseen, numbers(c.chance), numbers(c.expected)));
  return items.empty() ? std::string("[]") : fmt::format("[\n{}\n  ]", fmt::join(items, ",\n"));
}

}  // namespace

std::string round_json(const Replay& replay) {
  const Record& r = replay.record();
  const Table& t = r.table;
  std::vector<std::string> characters;
  for (std::size_t i = 0; i < r.characters.size(); ++i)
    characters.push_back(fmt::format("{}: \"{}\"", json_string(t.name(Seat(static_cast<int>(i)))),
                                     character_name(r.characters[i])));
  std::vector<std::string> voids;
  for (int i = 0; i < t.players(); ++i) {
    std::vector<std::string> suits;
    for (Colour c : kColours)
      if (replay.seat(Seat(i)).void_at[static_cast<std::size_t>(colour_index(c))].given())
        suits.emplace_back(1, colour_letter(c));
    voids.push_back(fmt::format("{}: {}", json_string(t.name(Seat(i))), json_string_array(suits)));
  }
  std::string o = fmt::format("  \"players\": {},\n", json_string_array(t.names()));
  o += fmt::format("  \"characters\": {},\n",
                   characters.empty() ? std::string("null") : fmt::format("{{{}}}", fmt::join(characters, ", ")));
  o += fmt::format("  \"dealer\": {},\n", name_or_null(t, r.dealer));
  o += fmt::format("  \"position\": {},\n", r.is_position());
  o += fmt::format("  \"view\": {},\n", name_or_null(t, r.view));
  o += fmt::format("  \"known\": {},\n", json_string_array(names_of(t, replay.known())));
  o += fmt::format("  \"phase\": \"{}\",\n", phase_name(replay.phase()));
  o += fmt::format("  \"to_move\": {},\n", name_or_null(t, replay.to_move()));
  o += fmt::format("  \"vetoes\": {},\n", replay.vetoes());
  o += fmt::format("  \"board\": {},\n", r.is_position() ? std::string("null") : board_json(replay));
  o += fmt::format("  \"terms\": {},\n", terms_json(replay));
  o += fmt::format("  \"teams\": {},\n", teams_json(replay));
  o += fmt::format("  \"tricks\": {},\n", tricks_json(replay));
  o += fmt::format("  \"voids\": {{{}}},\n", fmt::join(voids, ", "));
  return o;
}

std::string json_report(const Replay& replay, const Locations& loc, double seconds) {
  std::string o = "{\n" + round_json(replay);
  o += fmt::format("  \"places\": {},\n", places_json(replay, loc));
  o += fmt::format("  \"unseen_cards\": {},\n", loc.unseen.size());
  o += fmt::format("  \"deals\": \"{}\",\n", loc.deals.get_str());
  o += fmt::format("  \"cards\": {},\n", cards_json(loc));
  o += fmt::format("  {}\n", provenance_json(seconds));
  return o + "}\n";
}

}  // namespace skb::cli::nyet
