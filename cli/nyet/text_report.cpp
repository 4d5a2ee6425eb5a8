#include "cli/nyet/text_report.h"

#include <fmt/format.h>

#include "cli/common/percent.h"
#include "solver/core/fraction.h"
#include "solver/nyet/discards.h"
#include "solver/nyet/trick.h"

namespace skb::cli::nyet {

using namespace skb::nyet;

namespace {

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string header(const Replay& replay) {
  const Record& r = replay.record();
  std::string names;
  for (int i = 0; i < r.players(); ++i) {
    names += (i ? " " : "") + r.table.name(Seat(i));
    if (!r.characters.empty())
      names += fmt::format(" ({})", character_name(r.characters[static_cast<std::size_t>(i)]));
  }
  std::string o = fmt::format("Nyet!, {} players: {}{}\n", r.players(), names,
                              r.dealer ? "; dealer " + r.table.name(*r.dealer) : std::string());
  if (r.is_position())
    o += "A position: every hand is given\n";
  else if (r.view)
    o += "Seen by " + r.table.name(*r.view) + "\n";
  else if (replay.known().empty())
    o += "Seen by a spectator\n";
  else
    o += "Seen by a spectator who knows the hands of " + r.table.names_of(replay.known()) + "\n";
  return o;
}

std::string terms_text(const Replay& replay) {
  const Record& r = replay.record();
  const Terms& t = *replay.terms();
  const std::string super = t.trumps.supertrump
                                ? fmt::format("supertrumps the {} 1s", colour_name(*t.trumps.supertrump))
                                : std::string("no supertrumps");
  const std::string points = fmt::format("{} point{} a trick and a loot", t.points, t.points == 1 ? "" : "s");
  if (r.is_position())
    return fmt::format("Terms: trump {}; {}; {}\n", colour_name(t.trumps.trump), super, points);
  return fmt::format("Terms: {} plays first; discard {}; trump {}; {}; {}\n", r.table.name(*replay.first_player()),
                     discard_rule_name(t.discard), colour_name(t.trumps.trump), super, points);
}

std::string board_text(const Replay& replay) {
  const Record& r = replay.record();
  std::vector<std::string> lines;
  for (Line line : kLines) {
    std::string boxes;
    for (int i = 0; i < box_count(line, r.players()); ++i)
      if (!replay.board().covered(Box{line, i})) boxes += " " + box_text(Box{line, i}, r.table);
    lines.push_back(std::string(line_name(line)) + boxes);
  }
  return fmt::format("Empty boxes: {}\n", fmt::join(lines, "; "));
}

std::string sides_text(const Replay& replay) {
  const Record& r = replay.record();
  const Teams& t = *replay.teams_chosen();
  const SeatSet a = replay.first_side();
  std::string o = fmt::format("Teams: {} vs {}", r.table.names_of(a), r.table.names_of(a.complement(r.players())));
  if (t.bonus) o += fmt::format(" (Bonus card: {})", r.table.name(*t.bonus));
  return o + "\n";
}

std::string phase_text(const Replay& replay) {
  const Record& r = replay.record();
  const auto name = [&](Seat s) { return r.table.name(s); };
  switch (replay.phase()) {
    case Phase::veto:
      return fmt::format("Veto phase: {} of {} vetoes made, {} to veto\n", replay.vetoes(),
                         vetoes_per_round(r.players()), name(*replay.to_move()));
    case Phase::teams:
      return fmt::format("The veto phase is over: {} chooses the teams\n", name(*replay.first_player()));
    case Phase::discard:
      return replay.terms()->discard == DiscardRule::pass
                 ? std::string("Pass phase: each player passes a card to the left\n")
                 : fmt::format("Discard phase: each player discards {}\n",
                               plural(discard_count(replay.terms()->discard), "card", "cards"));
    case Phase::tricks: {
      const TrickPlay& t = replay.tricks();
      const int number = static_cast<int>(t.history().size()) + 1;
      const int total = number + t.tricks_left() - 1;
      return fmt::format("Trick {} of {}, {} to {}\n", number, total, name(t.to_play()),
                         t.current().empty() ? "lead" : "play");
    }
    case Phase::over:
      return fmt::format("The round is over ({} tricks)\n", replay.tricks().history().size());
  }
  return {};
}

std::string tricks_text(const Replay& replay) {
  const Record& r = replay.record();
  const TrickPlay& t = replay.tricks();
  const SeatSet a = replay.first_side(), b = a.complement(r.players());
  std::string o = fmt::format("Units: {} {}, {} {}\n", r.table.names_of(a), t.units_of(a.lowest()), r.table.names_of(b),
                              t.units_of(b.lowest()));
  if (!t.current().empty()) {
    std::vector<std::string> cards;
    for (std::size_t i = 0; i < t.current().size(); ++i)
      cards.push_back(r.table.name(seat_in_trick(t.leader(), static_cast<int>(i), r.players())) + " " +
                      card_text(t.current()[i]));
    o += fmt::format("On the table: {}\n", fmt::join(cards, ", "));
  }
  std::vector<std::string> voids;
  for (int i = 0; i < r.players(); ++i) {
    std::vector<std::string> suits;
    for (Colour c : kColours)
      if (replay.seat(Seat(i)).void_at[static_cast<std::size_t>(colour_index(c))].given())
        suits.emplace_back(colour_name(c));
    if (!suits.empty()) voids.push_back(fmt::format("{} {}", r.table.name(Seat(i)), fmt::join(suits, " ")));
  }
  if (!voids.empty()) o += fmt::format("Voids shown: {}\n", fmt::join(voids, "; "));
  if (replay.phase() == Phase::over) {
    const std::vector<int> scores = round_scores(t, *replay.teams_chosen(), replay.terms()->points);
    std::vector<std::string> items;
    for (int i = 0; i < r.players(); ++i) items.push_back(fmt::format("{} {}", r.table.name(Seat(i)), scores[static_cast<std::size_t>(i)]));
    o += fmt::format("Scores: {}\n", fmt::join(items, ", "));
  }
  return o;
}

std::string table_text(const Replay& replay, const Locations& loc, const TextLayout& layout) {
  const Record& r = replay.record();
  std::size_t width = 7;
  for (const Place& p : loc.places)
    if (p.kind != PlaceKind::aside) width = std::max(width, r.table.name(p.seat).size() + 2);
  if (layout.too_wide(14 + width * loc.places.size())) width = 6;
  std::string o = fmt::format(
      "Where the {} unseen cards are (chance in %; for a 1 with several unseen copies, the chance of at least one "
      "and, below, the copies expected):\n",
      loc.unseen.size());
  std::string names = std::string(14, ' '), kinds = names, sizes = names;
  for (const Place& p : loc.places) {
    const bool aside = p.kind == PlaceKind::aside;
    names += fmt::format("{:>{}}", aside ? std::string("aside") : r.table.name(p.seat), width);
    kinds += fmt::format("{:>{}}", aside ? "pile" : p.kind == PlaceKind::hand ? "hand" : "disc.", width);
    sizes += fmt::format("{:>{}}", p.cards, width);
  }
  o += names + "\n" + kinds + "\n" + sizes + "\n";
  std::optional<Colour> colour;
  for (const CardLocation& c : loc.cards) {
    const std::string label = colour != c.kind.colour ? std::string(colour_name(c.kind.colour)) : std::string();
    colour = c.kind.colour;
    std::string row = fmt::format("  {:<7}{:<5}", label,
                                  kind_text(c.kind) + (c.unseen > 1 ? fmt::format("x{}", c.unseen) : std::string()));
    for (const Fraction& p : c.chance) {
      const double chance = fraction_to_double(p);
      row += shade(fmt::format("{:>{}}", percent(chance, layout.utf8), width), chance, layout.color);
    }
    o += row + "\n";
    if (c.unseen > 1) {
      std::string copies = fmt::format("  {:<12}", "       copies");
      for (const Fraction& e : c.expected) {
        const double x = fraction_to_double(e);
        copies += fmt::format("{:>{}}", x == 0 ? std::string(middle_dot(layout.utf8)) : fmt::format("{:.2f}", x), width);
      }
      o += copies + "\n";
    }
  }
  return o;
}

}  // namespace

std::string thousands(const std::string& digits) {
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string round_text(const Replay& replay) {
  const Record& r = replay.record();
  std::string o = header(replay) + phase_text(replay);
  if (replay.phase() == Phase::veto && !r.is_position()) o += board_text(replay);
  if (replay.terms()) o += terms_text(replay);
  if (replay.teams_chosen() && replay.phase() != Phase::teams) o += sides_text(replay);
  if (replay.phase() == Phase::tricks || replay.phase() == Phase::over) o += tricks_text(replay);
  return o;
}

std::string text_report(const Replay& replay, const Locations& loc, const TextLayout& layout) {
  const Record& r = replay.record();
  std::string o = round_text(replay);
  for (const Place& p : loc.places)
    for (Card c : p.passed) o += fmt::format("{} holds {}, passed to them\n", r.table.name(p.seat), card_text(c));
  if (loc.unseen.empty())
    o += "Unseen cards: none; 1 consistent deal\n";
  else
    o += fmt::format("Unseen cards: {}, in {} consistent deal{}\n", loc.unseen.size(), thousands(loc.deals.get_str()),
                     loc.deals == 1 ? "" : "s");
  if (!loc.cards.empty()) o += "\n" + table_text(replay, loc, layout);
  return wrap(o, layout.width, 2);
}

}  // namespace skb::cli::nyet
