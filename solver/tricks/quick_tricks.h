// Sure tricks, for any rules (DDS's QuickTricks and LaterTricks, made generic through the beats
// relation, beat_table.h):
// - (rules with plain follow-suit legality only, rules.h's kFollowSuit) the leader's side can cash
//   in a row the leader's cards no other card of their suit can beat: all of them in a suit nobody
//   else can ruff (holds a card of another suit that beats them), every card of such a suit when
//   those winners outlast the other hands' cards of it (DDS's length tricks), suits made safe by
//   drawing a suit first, and in at most one ruffable suit as many rounds as every ruffer must
//   still follow; then a partner's winners, reached through an entry;
// - a side whose hand holds cards of a dominant suit (one whose cards beat every other suit's,
//   whatever is led: trumps) wins with them at least as many tricks as they outnumber the other
//   side's cards of that suit able to beat them (each of those can take one of them, in one trick;
//   the hand's own cards fall in different tricks);
// - the side not on lead wins at least one trick when one of its cards beats every card in play
//   whatever is led and nothing can beat it, or when every suit the leader can lead has its master
//   (a card no card in play beats, that beats every other card of the suit) in that side's hands,
//   playable in that suit;
// - within a trick, the side of the player to move wins it when one of its cards, already winning
//   or still to be played by a seat of the side, beats the card winning so far and cannot be
//   beaten by any card the other side's seats still to play may play (DDS's quick trick of the
//   second hand, at every seat).
// Each answer comes with the cards whose ranks it rests on (the search's marks): the lowest
// counted winner of each band where other seats hold cards, the masters.
#pragma once

#include <algorithm>
#include <array>

#include "solver/tricks/beat_table.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/position.h"
#include "solver/tricks/rules.h"

namespace skb::tricks {

struct SureTricks {
  int tricks = 0;
  CardSet marks;
};

// Marks, for each band holding some of `counted` (cards a sure trick rests on) where `others`
// also hold cards, the lowest counted card: the counted cards must stay above the others'.
inline CardSet lowest_per_band(CardSet counted, CardSet others, const Bands& bands) {
  CardSet marks;
  for (CardSet left = counted; !left.empty();) {
    const CardSet band = bands.band_cards(left.highest());
    if (!(others & band).empty()) marks.add((left & band).lowest());
    left -= band;
  }
  return marks;
}

// Returns the `n` highest cards of `set`.
inline CardSet highest_n(CardSet set, int n) {
  CardSet out;
  for (; n > 0 && !set.empty(); --n) {
    out.add(set.highest());
    set.remove(set.highest());
  }
  return out;
}

// Returns the tricks (up to `needed`) seat `from` can cash in a row, leading its cards no other
// card of their suit can beat: all of them in suits nobody else can ruff (a card of another suit
// beating them), and every card of such a suit when those winners outlast the other seats' cards
// of it; counting as unruffable a suit whose ruffers all lie in a suit `from` draws first
// (cashing there as many winners as any other seat holds cards of it); and (when
// `allow_ruffable`, and no suit was drawn) in at most one suit someone can ruff as many rounds as
// every such seat must still follow. With the marks of the winners counted. `entries` receives,
// per suit, the highest such winner of `from` when nobody can ruff the suit even before any
// drawing (none otherwise).
template <TrickRules R>
SureTricks cash_tricks(const Position<R>& pos, const BeatTable& beat, Seat from, int needed, bool allow_ruffable,
                       std::array<CardSet, kSuits>& entries) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const int seats = pos.seats();
  const CardSet hand = pos.hand(from);
  const CardSet others = pos.remaining() - hand;
  std::array<CardSet, kSuits> tops{}, ruffers{};
  std::array<int, kSuits> longest{};  // the most cards of the suit another seat holds
  for (int s = 0; s < kSuits; ++s) {
    entries[s] = CardSet();
    const CardSet suit = rules.suit_cards(s);
    for (const Card c : hand & suit) {
      const CardSet over = beat.over(c, bands.band_of(c));
      if ((over & suit & others).empty()) {
        tops[s].add(c);
        ruffers[s] |= over - suit;
      }
    }
    for (int k = 1; k < seats; ++k) longest[s] = std::max(longest[s], (pos.hand(from.after(k, seats)) & suit).size());
  }
  // A suit to draw first: unruffable, with at least as many winners as any other seat has cards.
  int drawn = -1;
  for (int s = 0; s < kSuits && drawn < 0; ++s)
    if ((ruffers[s] & others).empty() && longest[s] > 0 && tops[s].size() >= longest[s]) drawn = s;
  const CardSet gone = drawn >= 0 ? rules.suit_cards(drawn) : CardSet();
  SureTricks out;
  CardSet ruffable_tops;
  bool used_drawing = false;
  for (int s = 0; s < kSuits; ++s) {
    if (tops[s].empty()) continue;
    const CardSet suit = rules.suit_cards(s);
    const bool ruffable = !(ruffers[s] & others).empty();
    if (ruffable && (s == drawn || !(ruffers[s] & others - gone).empty())) {
      int rounds = tops[s].size();
      for (int k = 1; k < seats; ++k) {
        const CardSet h = pos.hand(from.after(k, seats));
        if (!(h & ruffers[s]).empty()) rounds = std::min(rounds, (h & suit).size());
      }
      // At most one such suit counts, cashed first: keep the longest run.
      if (allow_ruffable && rounds > ruffable_tops.size()) ruffable_tops = highest_n(tops[s], rounds);
      continue;
    }
    if (!ruffable) entries[s] = CardSet(tops[s].highest());  // safe before any drawing
    if (out.tricks >= needed) continue;
    // When the winners outlast every other seat's cards of the suit, the rest of the hand's
    // cards of it win too, whatever their ranks (DDS's length tricks).
    const int length = (hand & suit).size();
    const int all = tops[s].size() >= longest[s] ? length : tops[s].size();
    const int take = std::min(all, needed - out.tricks);
    const CardSet counted = highest_n(tops[s], take <= tops[s].size() ? take : longest[s]);
    out.tricks += take;
    out.marks |= lowest_per_band(counted, others, bands);
    if (ruffable) used_drawing = true;
  }
  if (used_drawing) {
    // The drawn suit's winners must stay winners, as many as it takes to draw.
    out.marks |= lowest_per_band(highest_n(tops[drawn], longest[drawn]), others, bands);
  } else if (out.tricks < needed && !ruffable_tops.empty()) {
    const CardSet counted = highest_n(ruffable_tops, needed - out.tricks);
    out.tricks += counted.size();
    out.marks |= lowest_per_band(counted, others, bands);
  }
  return out;
}

// Returns the tricks (up to `needed`) the side of the leader of `pos` (no card on the table) is
// sure to win in a row: the leader's own winners (cash_tricks), then, through an entry (a suit
// the leader can lead where a partner holds a winner nobody can ruff), that partner's winners in
// suits nobody can ruff. The partner must keep its winners while the leader cashes: it needs as
// many other cards as the leader's tricks (else only the better of the two counts). The entry's
// winner stays marked, whether or not it was among those counted.
template <TrickRules R>
SureTricks leader_sure_tricks(const Position<R>& pos, const BeatTable& beat, int needed) {
  const R& rules = pos.rules();
  const Seat leader = pos.leader();
  std::array<CardSet, kSuits> entries{};
  const SureTricks own = cash_tricks(pos, beat, leader, needed, true, entries);
  SureTricks best = own;
  const CardSet hand = pos.hand(leader);
  for (int k = 1; k < pos.seats() && best.tricks < needed; ++k) {
    const Seat partner = leader.after(k, pos.seats());
    if (rules.side(partner) != rules.side(leader)) continue;
    SureTricks theirs = cash_tricks(pos, beat, partner, needed - own.tricks, false, entries);
    CardSet entry;
    for (int s = 0; s < kSuits && entry.empty(); ++s)
      if (!(hand & rules.suit_cards(s)).empty()) entry = entries[s];
    if (entry.empty()) continue;
    theirs.marks |= lowest_per_band(entry, pos.remaining() - pos.hand(partner), rules.bands());
    if (pos.hand(partner).size() - theirs.tricks - 1 >= own.tricks) {
      theirs.tricks += own.tricks;
      theirs.marks |= own.marks;
    } else if (theirs.tricks > needed - own.tricks) {
      continue;  // counted only up to what the sum would need
    }
    if (theirs.tricks > best.tricks) best = theirs;
  }
  return best;
}

// Returns the tricks (up to `needed`) side `side` is sure of from one hand's cards of a dominant
// suit, with the marks of the cards counted.
template <TrickRules R>
SureTricks dominant_sure_tricks(const Position<R>& pos, const BeatTable& beat, Side side, int needed) {
  const R& rules = pos.rules();
  const CardSet theirs = pos.remaining() - pos.side_cards(side);
  SureTricks best;
  for (int s = 0; s < kSuits && best.tricks < needed; ++s) {
    if (!beat.dominant(s)) continue;
    const CardSet suit = rules.suit_cards(s);
    const CardSet killers = theirs & suit;
    for (int k = 0; k < pos.seats(); ++k) {
      if (rules.side(Seat(k)) != side) continue;
      const CardSet mine = pos.hand(Seat(k)) & suit;
      if (mine.size() <= best.tricks) continue;
      // The hand's cards by how many of theirs can beat each, fewest first; the other side
      // spends a killer on each card it can (greedily), the rest win.
      std::array<int, 16> counts{};
      std::array<Card, 16> cards{};
      int n = 0;
      for (const Card t : mine) {
        int c = (beat.ever_over(t) & killers).size(), i = n++;
        for (; i > 0 && counts[i - 1] > c; --i) {
          counts[i] = counts[i - 1];
          cards[i] = cards[i - 1];
        }
        counts[i] = c;
        cards[i] = t;
      }
      int used = 0, won = 0;
      CardSet counted;
      for (int i = 0; i < n && won < needed; ++i) {
        counted.add(cards[i]);
        (counts[i] > used ? used : won) += 1;
      }
      if (won > best.tricks) best = {won, lowest_per_band(counted, killers, rules.bands())};
    }
  }
  return best;
}

// Returns 1 (with its marks) when the side of the player to move in `pos` (a card on the table) is
// sure to win the trick in progress, else 0.
template <TrickRules R>
SureTricks current_trick_sure(const Position<R>& pos, const BeatTable& beat) {
  const R& rules = pos.rules();
  const int seats = pos.seats();
  const Card led = pos.table(0);
  const int lb = rules.bands().band_of(led);
  const Seat leader = pos.leader();
  const Side side = rules.side(pos.to_move());
  // The cards each seat still to play may play, theirs and ours.
  CardSet ours;
  std::array<CardSet, kMaxSeats> their_legal{};
  int n_theirs = 0;
  for (int k = pos.played(); k < seats; ++k) {
    const Seat s = leader.after(k, seats);
    const CardSet legal = rules.legal(pos.hand(s), led);
    if (rules.side(s) == side) ours |= legal;
    else their_legal[n_theirs++] = legal;
  }
  // A card is sure when no card they may still play beats it, played before or after it.
  auto sure = [&](Card c) {
    const CardSet over = beat.over(c, lb), under = beat.under(c, lb);
    for (int i = 0; i < n_theirs; ++i)
      if (!(their_legal[i] & over).empty() || !(their_legal[i] - under).empty()) return false;
    return true;
  };
  const int w = pos.winning();
  const Card winning = pos.table(w);
  if (rules.side(leader.after(w, seats)) == side && sure(winning)) return {1, CardSet(winning)};
  for (const Card c : ours & beat.over(winning, lb))
    if (sure(c)) return {1, CardSet(c)};
  return {};
}

// Returns 1 (with its marks) when the side not on lead in `pos` (no card on the table) is sure of
// a trick, else 0.
template <TrickRules R>
SureTricks others_sure_trick(const Position<R>& pos, const BeatTable& beat) {
  const R& rules = pos.rules();
  const Bands& bands = rules.bands();
  const Seat leader = pos.leader();
  const Side leading = rules.side(leader);
  const CardSet in_play = pos.remaining();
  const CardSet theirs = in_play - pos.side_cards(leading);
  // A card that wins whatever is led and whenever it is played.
  for (const Card c : theirs)
    if ((beat.ever_over(c) & in_play).empty() && (in_play - CardSet(c) - beat.always_under(c)).empty())
      return {1, CardSet(c)};
  // Every lead loses to a master of its suit in their hands.
  const CardSet hand = pos.hand(leader);
  CardSet marks;
  for (int s = 0; s < kSuits; ++s) {
    const CardSet suit = rules.suit_cards(s);
    const CardSet leads = hand & suit;
    if (leads.empty()) continue;
    bool found = false;
    for (const Card t : theirs & suit) {
      CardSet holder;
      for (int k = 1; k < pos.seats(); ++k)
        if (pos.hand(leader.after(k, pos.seats())).contains(t)) holder = pos.hand(leader.after(k, pos.seats()));
      bool master = true;
      for (CardSet left = leads; master && !left.empty();) {
        const Card l = left.highest();
        const int lb = bands.band_of(l);
        left -= bands.band_cards(l);
        master = (beat.over(t, lb) & in_play).empty() && ((in_play & suit) - CardSet(t) - beat.under(t, lb)).empty() &&
                 rules.legal(holder, l).contains(t);
      }
      if (master) {
        marks.add(t);
        found = true;
        break;
      }
    }
    if (!found) return {};
  }
  return {1, marks};
}

}  // namespace skb::tricks
