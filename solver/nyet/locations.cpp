#include "solver/nyet/locations.h"

#include <algorithm>
#include <stdexcept>

#include "solver/core/error.h"
#include "solver/nyet/deal_count.h"
#include "solver/nyet/setup.h"

namespace skb::nyet {

namespace {

// A constraint of the problem that a contradiction may name: a void, a hand of only 1s, a card
// passed to a player, or the 1-not-one rule; `on` says whether it applies.
struct Constraint {
  enum class What : std::uint8_t { void_suit, only_ones, passed, no_ones } what;
  Seat seat;
  Colour suit = Colour::blue;
  int passed = -1;  // index into replay.passed_cards()
  At at;
};

// The statement that decided line 2 (the last veto on it), for the 1-not-one rule.
At discard_rule_statement(const Replay& replay) {
  At at;
  for (const VetoEntry& v : replay.record().vetoes)
    if (v.box.line == Line::discard) at = {v.statement, v.box_column};
  return at;
}

std::vector<Constraint> constraints_of(const Replay& replay) {
  std::vector<Constraint> out;
  for (int i = 0; i < replay.players(); ++i) {
    const Seat s(i);
    const SeatView& v = replay.seat(s);
    if (v.known) continue;
    for (Colour c : kColours)
      if (v.void_at[static_cast<std::size_t>(colour_index(c))].given())
        out.push_back({Constraint::What::void_suit, s, c, -1, v.void_at[static_cast<std::size_t>(colour_index(c))]});
    if (v.only_ones_at.given()) out.push_back({Constraint::What::only_ones, s, Colour::blue, -1, v.only_ones_at});
  }
  const auto& passed = replay.passed_cards();
  for (std::size_t i = 0; i < passed.size(); ++i)
    if (!passed[i].played)
      out.push_back({Constraint::What::passed, passed[i].to, Colour::blue, static_cast<int>(i), passed[i].at});
  if (replay.terms() && replay.terms()->discard == DiscardRule::one_not_one)
    out.push_back({Constraint::What::no_ones, Seat(0), Colour::blue, -1, discard_rule_statement(replay)});
  return out;
}

bool active(const std::vector<Constraint>& cs, const std::vector<bool>& on, Constraint::What what, Seat seat,
            Colour suit = Colour::blue) {
  for (std::size_t i = 0; i < cs.size(); ++i)
    if (on[i] && cs[i].what == what && (what == Constraint::What::no_ones || cs[i].seat == seat) &&
        (what != Constraint::What::void_suit || cs[i].suit == suit))
      return true;
  return false;
}

// The problem with the constraints `on` (all of them but in a contradiction's search).
DealProblem build(const Replay& replay, const std::vector<Constraint>& cs, const std::vector<bool>& on,
                  std::vector<Place>& places) {
  const int n = replay.players();
  places.clear();
  // A position gives every hand; the cards in none are out of play (its earlier tricks, the
  // discards), in no place.
  CardSet free = replay.record().is_position() ? CardSet() : deck(n) - replay.accounted();
  // Cards the writer knows to be in a hand: passed by a known player (and, before the exchange,
  // the cards an unknown player is yet to pass to a known one).
  std::vector<CardSet> placed(static_cast<std::size_t>(n));
  const auto& passed = replay.passed_cards();
  for (std::size_t i = 0; i < cs.size(); ++i)
    if (cs[i].what == Constraint::What::passed) {
      const PassedCard& p = passed[static_cast<std::size_t>(cs[i].passed)];
      if (on[i])
        placed[static_cast<std::size_t>(p.to.index())].add(p.card);
      else
        free.add(p.card);
    }
  if (replay.phase() == Phase::discard && replay.terms()->discard == DiscardRule::pass)
    for (int i = 0; i < n; ++i)
      if (!replay.seat(Seat(i)).known && replay.pass_card(Seat(i)))
        placed[static_cast<std::size_t>(i)].add(*replay.pass_card(Seat(i)));  // not yet given
  for (int i = 0; i < n; ++i) {
    const Seat s(i);
    const SeatView& v = replay.seat(s);
    if (v.known) continue;
    Place hand{PlaceKind::hand, s, v.hand_size, v.hand_size, placed[static_cast<std::size_t>(i)], {}, false, false};
    hand.unseen -= hand.passed.size();
    for (Colour c : kColours)
      if (active(cs, on, Constraint::What::void_suit, s, c)) hand.voids.push_back(c);
    hand.only_ones = active(cs, on, Constraint::What::only_ones, s);
    places.push_back(hand);
    if (v.discards > 0) {
      Place pile{PlaceKind::discards, s, v.discards, v.discards, {}, {}, false, false};
      pile.no_ones = active(cs, on, Constraint::What::no_ones, s);
      places.push_back(pile);
    }
  }
  if (aside_size(n) > 0 && !replay.record().is_position())  // a position's cards out of play are in no place
    places.push_back(Place{PlaceKind::aside, Seat(0), aside_size(n), aside_size(n), {}, {}, false, false});
  DealProblem problem;
  for (const Place& p : places) problem.capacity.push_back(p.unseen);
  // Groups: the unseen cards by the suit they follow as and whether they are 1s.
  const auto suit = [&](Card c) { return replay.trumps() ? suit_of(c, *replay.trumps()) : colour_of(c); };
  for (Colour c : kColours)
    for (bool one : {true, false}) {
      CardGroup g;
      for (Card card : free)
        if (suit(card) == c && is_one(card) == one) g.cards.add(card);
      for (std::size_t p = 0; p < places.size(); ++p) {
        const Place& pl = places[p];
        const bool barred = std::find(pl.voids.begin(), pl.voids.end(), c) != pl.voids.end() ||
                            (pl.only_ones && !one) || (pl.no_ones && one);
        if (!barred) g.allowed |= std::uint32_t{1} << p;
      }
      problem.groups.push_back(g);
    }
  return problem;
}

[[noreturn]] void no_deal(const Replay& replay, const std::vector<Constraint>& cs) {
  // Keep the fewest constraints that still leave no deal: each dropped if the rest still fail.
  std::vector<bool> on(cs.size(), true);
  std::vector<Place> places;
  for (std::size_t i = cs.size(); i-- > 0;) {
    on[i] = false;
    if (count_deals(build(replay, cs, on, places)) > 0) on[i] = true;
  }
  std::vector<ConflictingStatement> out;
  for (std::size_t i = 0; i < cs.size(); ++i)
    if (on[i] && cs[i].at.given()) {
      const Statement& st = replay.record().statement(cs[i].at.statement);
      out.push_back({st.line, std::max(cs[i].at.column, 1), st.text});
    }
  if (out.empty()) throw std::logic_error("locate: no deal, yet no constraint to blame");
  std::sort(out.begin(), out.end(),
            [](const auto& a, const auto& b) { return a.line != b.line ? a.line < b.line : a.column < b.column; });
  out.erase(std::unique(out.begin(), out.end(),
                        [](const auto& a, const auto& b) { return a.line == b.line && a.column == b.column; }),
            out.end());
  throw Contradiction(replay.record().file, std::move(out), "deal");
}

}  // namespace

DealProblem deal_problem(const Replay& replay, std::vector<Place>& places) {
  const std::vector<Constraint> cs = constraints_of(replay);
  return build(replay, cs, std::vector<bool>(cs.size(), true), places);
}

Locations locate(const Replay& replay) {
  Locations out;
  const DealProblem problem = deal_problem(replay, out.places);
  const DealCounts counts(problem);
  out.deals = counts.count();
  if (sgn(out.deals) == 0) no_deal(replay, constraints_of(replay));
  for (std::size_t g = 0; g < problem.groups.size(); ++g) out.unseen |= problem.groups[g].cards;
  for (int index = 0; index < kKindCount; ++index) {
    const Kind kind = kind_from_index(index);
    const CardSet copies = out.unseen & copies_of(kind);
    if (copies.empty()) continue;
    int group = 0;
    while (!((problem.groups[static_cast<std::size_t>(group)].cards & copies) == copies)) ++group;
    CardLocation loc{kind, copies.size(), {}, {}};
    for (std::size_t p = 0; p < out.places.size(); ++p) {
      const Fraction single = counts.single(group, static_cast<int>(p));
      loc.expected.push_back(single * loc.unseen);
      loc.chance.push_back(loc.unseen == 1 ? single : Fraction(1 - counts.none(group, loc.unseen, static_cast<int>(p))));
    }
    out.cards.push_back(std::move(loc));
  }
  return out;
}

std::string place_name(const Place& place, const Table& table) {
  switch (place.kind) {
    case PlaceKind::hand:
      return table.name(place.seat) + "'s hand";
    case PlaceKind::discards:
      return table.name(place.seat) + "'s discards";
    case PlaceKind::aside:
      break;
  }
  return "the aside pile";
}

}  // namespace skb::nyet
