#include "cli/nyet/dd_report.h"

#include <cstdlib>
#include <vector>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/nyet/json_report.h"
#include "cli/nyet/text_report.h"
#include "solver/nyet/trick.h"

namespace skb::cli::nyet {

using namespace skb::nyet;

namespace {

// A trick of the line of best play: its leader, its cards (those already on the table first),
// who takes it and the units it gives that player's team.
struct LineTrick {
  Seat leader;
  std::vector<Card> cards;
  Seat winner;
  int units = 0;
};

// Returns the line of best play trick by trick, the trick in progress with the cards already on
// the table.
std::vector<LineTrick> line_tricks(const Position& position, const DdResult& r) {
  TrickPlay play = position.tricks;
  const std::size_t before = play.history().size();
  for (const Card c : r.line) play.play(c);
  std::vector<LineTrick> out;
  for (std::size_t i = before; i < play.history().size(); ++i) {
    const PlayedTrick& t = play.history()[i];
    out.push_back({t.leader, t.cards, t.winner, t.units});
  }
  return out;
}

std::string signed_number(int v) { return v > 0 ? fmt::format("+{}", v) : fmt::format("{}", v); }

// The team of `s`, by name.
SeatSet team_of(const Position& p, Seat s) { return p.teams.side_of(s, p.table.players()); }

}  // namespace

std::string dd_text_report(const Replay& replay, const DdResult& r, const TextLayout& layout) {
  const Position p = replay.position();
  const Table& t = p.table;
  const SeatSet team = team_of(p, r.to_move), others = team.complement(t.players());
  std::string o = round_text(replay);
  o += fmt::format("\nDouble dummy, {} to {}: value {} for {} ({} points)\n", t.name(r.to_move),
                   p.tricks.current().empty() ? "lead" : "play", signed_number(r.value), t.names_of(team),
                   signed_number(r.value * std::abs(p.points)));
  o += fmt::format("Value: the units taken from here to the end of the round by {} minus those taken by {}{}\n",
                   t.names_of(team), t.names_of(others),
                   p.points < 0 ? ", negated: at -2 points each team plays to take as few units as it can" : "");
  o += "\n  Card  Value\n";
  for (const KindValue& k : r.cards)
    o += k.value == r.value
             ? strong(fmt::format("  {:<5}{:>6}  best", kind_text(k.kind), signed_number(k.value)), layout.color) + "\n"
             : fmt::format("  {:<5}{:>6}\n", kind_text(k.kind), signed_number(k.value));
  o += "\nA line of best play:\n";
  int number = static_cast<int>(p.tricks.history().size()) + 1;
  for (const LineTrick& lt : line_tricks(p, r)) {
    std::vector<std::string> cards;
    for (std::size_t i = 0; i < lt.cards.size(); ++i)
      cards.push_back(t.name(seat_in_trick(lt.leader, static_cast<int>(i), t.players())) + " " + card_text(lt.cards[i]));
    o += fmt::format("  Trick {}: {}; {} takes {} unit{} for {}\n", number++, fmt::join(cards, ", "),
                     t.name(lt.winner), lt.units, lt.units == 1 ? "" : "s", t.names_of(team_of(p, lt.winner)));
  }
  return wrap(o, layout.width, 2);
}

std::string dd_json_report(const Replay& replay, const DdResult& r, std::uint64_t node_limit, double seconds) {
  const Position p = replay.position();
  const Table& t = p.table;
  const auto names = [&](SeatSet seats) {
    std::vector<std::string> out;
    for (int i = 0; i < t.players(); ++i)
      if (seats.contains(Seat(i))) out.push_back(t.name(Seat(i)));
    return json_string_array(out);
  };
  std::vector<std::string> cards;
  for (const KindValue& k : r.cards)
    cards.push_back(fmt::format("{{\"card\": \"{}\", \"value\": {}, \"best\": {}}}", kind_text(k.kind), k.value,
                                k.value == r.value));
  std::vector<std::string> line;
  for (const LineTrick& lt : line_tricks(p, r)) {
    std::vector<std::string> played;
    for (const Card c : lt.cards) played.push_back(card_text(c));
    line.push_back(fmt::format("      {{\"leader\": {}, \"cards\": {}, \"winner\": {}, \"units\": {}, \"team\": {}}}",
                               json_string(t.name(lt.leader)), json_string_array(played), json_string(t.name(lt.winner)),
                               lt.units, names(team_of(p, lt.winner))));
  }
  std::string o = "{\n" + round_json(replay);
  o += "  \"double_dummy\": {\n";
  o += fmt::format("    \"to_move\": {},\n", json_string(t.name(r.to_move)));
  o += fmt::format("    \"team\": {},\n", names(team_of(p, r.to_move)));
  o += fmt::format("    \"value\": {},\n", r.value);
  o += fmt::format("    \"negated\": {},\n", p.points < 0);
  o += fmt::format("    \"points\": {},\n", r.value * std::abs(p.points));
  o += fmt::format("    \"cards\": [\n      {}\n    ],\n", fmt::join(cards, ",\n      "));
  o += fmt::format("    \"line\": [\n{}\n    ],\n", fmt::join(line, ",\n"));
  o += fmt::format("    \"node_limit\": {}\n", node_limit);
  o += "  },\n";
  o += fmt::format("  {}\n", provenance_json(seconds));
  return o + "}\n";
}

}  // namespace skb::cli::nyet
