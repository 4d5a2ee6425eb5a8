#include "solver/nyet/record_writer.h"

#include <algorithm>

#include <fmt/format.h>

namespace skb::nyet {

namespace {

std::string cards_of(const std::vector<CardWord>& cards) {
  std::string out;
  for (const CardWord& c : cards) out += " " + kind_text(c.kind);
  return out;
}

// Returns the entries sorted by seat (stable: a seat's entries keep their order).
template <class Entry>
std::vector<Entry> by_seat(std::vector<Entry> entries) {
  std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.seat < b.seat; });
  return entries;
}

}  // namespace

std::string write_record(const Record& r) {
  const Table& t = r.table;
  std::string out = "players " + t.names_of(SeatSet::all(r.players())) + "\n";
  if (!r.characters.empty()) {
    out += "characters";
    for (Character c : r.characters) out += " " + std::string(character_name(c));
    out += "\n";
  }
  if (r.dealer) out += "dealer " + t.name(*r.dealer) + "\n";
  if (r.position)
    out += fmt::format("terms trump {} supertrump {} points {}\n", colour_letter(r.position->trumps.trump),
                       r.position->trumps.supertrump ? std::string(1, colour_letter(*r.position->trumps.supertrump))
                                                     : std::string("none"),
                       r.position->points);
  if (r.view) out += "view " + t.name(*r.view) + "\n";
  for (const HandEntry& h : by_seat(r.hands)) out += "hand " + t.name(h.seat) + cards_of(h.cards) + "\n";
  for (const VetoEntry& v : r.vetoes)
    out += fmt::format("veto {} {} {}\n", t.name(v.seat), line_name(v.box.line), box_text(v.box, t));
  if (r.teams)
    out += fmt::format("teams {} vs {}\n", t.names_of(r.teams->side), t.names_of(r.teams->side.complement(r.players())));
  if (r.teams && r.teams->bonus && (r.bonus_written || r.players() == 5)) out += "bonus " + t.name(*r.teams->bonus) + "\n";
  for (const DiscardEntry& d : by_seat(r.discards))
    out += "discard " + t.name(d.seat) + (d.cards.empty() ? std::string(" none") : cards_of(d.cards)) + "\n";
  for (const PassEntry& p : by_seat(r.passes)) out += "pass " + t.name(p.seat) + " " + kind_text(p.card.kind) + "\n";
  for (const UnitsEntry& u : r.units) out += fmt::format("units {} {}\n", t.name(u.seat), u.units);
  for (const TrickEntry& k : r.tricks) out += "trick " + t.name(k.leader) + cards_of(k.cards) + "\n";
  return out;
}

}  // namespace skb::nyet
