#include "solver/nyet/record_writer.h"

#include <algorithm>

#include <fmt/format.h>

#include "solver/nyet/record_vocabulary.h"

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

// The header: players, characters, dealer or terms, view.
std::string header(const Record& r) {
  const Table& t = r.table;
  std::string out = fmt::format("{} {}\n", keyword(Keyword::players), t.names_of(SeatSet::all(r.players())));
  if (!r.characters.empty()) {
    out += keyword(Keyword::characters);
    for (Character c : r.characters) out += " " + std::string(character_name(c));
    out += "\n";
  }
  if (r.dealer) out += fmt::format("{} {}\n", keyword(Keyword::dealer), t.name(*r.dealer));
  if (r.position) {
    const Trumps& tr = r.position->trumps;
    out += fmt::format("{} {} {} {} {} {} {}\n", keyword(Keyword::terms), line_name(Line::trump),
                       colour_letter(tr.trump), line_name(Line::supertrump),
                       tr.supertrump ? std::string(1, colour_letter(*tr.supertrump)) : std::string(kNoneWord),
                       line_name(Line::points), r.position->points);
  }
  if (r.view) out += fmt::format("{} {}\n", keyword(Keyword::view), t.name(*r.view));
  return out;
}

}  // namespace

std::string write_record(const Record& r) {
  const Table& t = r.table;
  std::string out = header(r);
  for (const HandEntry& h : by_seat(r.hands))
    out += fmt::format("{} {}{}\n", keyword(Keyword::hand), t.name(h.seat), cards_of(h.cards));
  for (const VetoEntry& v : r.vetoes)
    out += fmt::format("{} {} {} {}\n", keyword(Keyword::veto), t.name(v.seat), line_name(v.box.line),
                       box_text(v.box, t));
  if (r.teams)
    out += fmt::format("{} {} {} {}\n", keyword(Keyword::teams), t.names_of(r.teams->side), kVersusWord,
                       t.names_of(r.teams->side.complement(r.players())));
  if (r.teams && r.teams->bonus && (r.bonus_written || r.players() == 5))
    out += fmt::format("{} {}\n", keyword(Keyword::bonus), t.name(*r.teams->bonus));
  for (const DiscardEntry& d : by_seat(r.discards))
    out += fmt::format("{} {}{}\n", keyword(Keyword::discard), t.name(d.seat),
                       d.cards.empty() ? " " + std::string(kNoneWord) : cards_of(d.cards));
  for (const PassEntry& p : by_seat(r.passes))
    out += fmt::format("{} {} {}\n", keyword(Keyword::pass), t.name(p.seat), kind_text(p.card.kind));
  for (const UnitsEntry& u : r.units) out += fmt::format("{} {} {}\n", keyword(Keyword::units), t.name(u.seat), u.units);
  for (const TrickEntry& k : r.tricks)
    out += fmt::format("{} {}{}\n", keyword(Keyword::trick), t.name(k.leader), cards_of(k.cards));
  return out;
}

}  // namespace skb::nyet
