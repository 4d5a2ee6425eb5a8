#include "solver/nyet/greedy.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "solver/nyet/trick.h"

namespace skb::nyet {

namespace {

// Returns the action of `legal` with the highest score, a tie broken uniformly with `rng`.
template <class Score>
Action best_of(const std::vector<Action>& legal, Score score, Rng& rng) {
  if (legal.empty()) throw std::logic_error("greedy: no legal action");
  long best = std::numeric_limits<long>::min();
  std::vector<std::size_t> ties;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const long s = score(legal[i]);
    if (s > best) {
      best = s;
      ties.clear();
    }
    if (s == best) ties.push_back(i);
  }
  return legal[ties[below(rng, ties.size())]];
}

// The highest value of the deck: 13, or 10 with 3 players.
int top_value(int players) { return players == 3 ? 10 : 13; }

int colour_length(CardSet hand, Colour c) { return hand.of_colour(colour_index(c)).size(); }

// Whether a hand of `strength` quarters is good for its holder at `points`: at least its share
// of the tricks (hand size / players) when tricks score, at most that share at -2.
bool good_hand(int strength, int hand_cards, int players, int points) {
  const bool strong = strength * players >= 4 * hand_cards;
  return points > 0 ? strong : !strong;
}

// The trumps of the view: the round's, or during the veto phase the colour of most strength
// among the trump boxes still empty, without supertrumps.
int best_strength(const GreedyView& v) {
  if (v.terms) return strength_quarters(v.hand, v.terms->trumps, v.table.players());
  int best = 0;
  for (Colour c : kColours)
    if (!v.board.covered(Box{Line::trump, colour_index(c)}))
      best = std::max(best, strength_quarters(v.hand, Trumps{c, std::nullopt}, v.table.players()));
  return best;
}

// A card's power when leading or throwing: supertrumps above trumps above the rest, by value.
int power(Card c, const Trumps& t) {
  if (is_supertrump(c, t)) return 60;
  return colour_of(c) == t.trump ? 30 + value_of(c) : value_of(c);
}

// How much a player wants to keep `c` in `hand` (the discard and the pass drop the least): when
// tricks score, trumps above the rest, high above low, the longer colour above the shorter; at
// -2 points the reverse of the power, so that winners go and 1s stay.
long keep_value(Card c, CardSet hand, const Trumps& t, int points) {
  const long length = colour_length(hand, colour_of(c));
  const long p = power(c, t);
  return points > 0 ? p * 16 + length : -p * 16 + length;
}

// The desirability of an empty box for a hand (the veto rule: see the header).
int desirability(const GreedyView& v, const Box& box, bool strong) {
  const int players = v.table.players();
  switch (box.line) {
    case Line::first:
      return box.index == v.me.index() ? (strong ? 12 : 6) : 0;
    case Line::discard: {
      constexpr int strong_wants[5] = {6, 3, 2, 3, 3};  // nyet, 1, 2, 1-not-one, pass
      constexpr int weak_wants[5] = {0, 6, 8, 5, 4};
      return (strong ? strong_wants : weak_wants)[box.index];
    }
    case Line::trump:
      return strength_quarters(v.hand, Trumps{kColours[static_cast<std::size_t>(box.index)], std::nullopt}, players);
    case Line::supertrump:
      return box.index == kNoSupertrumpBox ? 2 : 4 * (v.hand & ones_of(kColours[static_cast<std::size_t>(box.index)])).size();
    case Line::points: {
      const int p = kPointBoxes[static_cast<std::size_t>(box.index)];
      if (strong) return 3 * p;
      return p < 0 ? 12 : 2 * (4 - p);
    }
  }
  return 0;
}

// The cards not in the player's own hand, discards or the tricks played: every card that may
// still be played by someone else (or lie aside with 2 players).
CardSet outstanding(const GreedyView& v) {
  CardSet out = deck(v.table.players()) - v.hand - v.discards;
  for (const PlayedTrick& t : v.tricks.history())
    for (Card c : t.cards) out.remove(c);
  for (Card c : v.tricks.current()) out.remove(c);
  return out;
}

// Whether no outstanding card can beat `c` in its suit (a sure winner when led or when on top).
bool sure_winner(Card c, CardSet others, const Trumps& t) {
  const Colour suit = suit_of(c, t);
  for (Card o : others & suit_cards(suit, t))
    if (suit_rank(o, t) >= suit_rank(c, t)) return false;
  if (colour_of(c) != t.trump && !is_supertrump(c, t))  // a trump can ruff a plain winner
    return (others & suit_cards(t.trump, t)).empty();
  return true;
}

Card card_of(const Action& a) { return std::get<Play>(a).card; }

Action greedy_lead(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  const Trumps& t = v.terms->trumps;
  const CardSet others = outstanding(v);
  if (v.terms->points < 0)  // lead the weakest card (a 1 first: if an opponent wins, it is their loot)
    return best_of(legal, [&](const Action& a) { return -static_cast<long>(power(card_of(a), t)); }, rng);
  return best_of(legal, [&](const Action& a) {
    const Card c = card_of(a);
    if (sure_winner(c, others, t)) return 1000L + (suit_of(c, t) == t.trump ? 0 : 100) + power(c, t);
    if (is_one(c) || suit_of(c, t) == t.trump) return -static_cast<long>(power(c, t));
    return 100L * colour_length(v.hand, colour_of(c)) - value_of(c);  // low from the longest colour
  }, rng);
}

Action greedy_follow(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  const Trumps& t = v.terms->trumps;
  const std::vector<Card>& current = v.tricks.current();
  const int at = trick_winner(current, t);
  const Card winning = current[static_cast<std::size_t>(at)];
  const bool ours = v.teams->same_side(seat_in_trick(v.tricks.leader(), at, v.table.players()), v.me);
  const Colour led = suit_of(current.front(), t);
  const bool last = static_cast<int>(current.size()) == v.table.players() - 1;
  const auto takes = [&](Card c) { return takes_trick(c, winning, led, t); };
  if (v.terms->points > 0) {
    const bool safe = last || sure_winner(winning, outstanding(v), t);
    return best_of(legal, [&](const Action& a) {
      const Card c = card_of(a);
      const long p = power(c, t);
      if (ours) return is_one(c) && safe ? 1000L : (is_one(c) ? -1000L : -p);  // partner's trick: a 1, else low
      if (takes(c)) return 2000L - p;                                         // win it cheaply
      return is_one(c) ? -1000L : -p;                                          // else throw low, never a 1
    }, rng);
  }
  return best_of(legal, [&](const Action& a) {  // -2 points: duck high, throw 1s on their tricks
    const Card c = card_of(a);
    const long p = power(c, t);
    if (takes(c)) return -1000L + p;  // forced to win: win high
    if (!ours && is_one(c)) return 2000L;
    return p;
  }, rng);
}

}  // namespace

int strength_quarters(CardSet hand, const Trumps& trumps, int players) {
  const int top = top_value(players);
  int q = 0;
  for (Card c : hand) {
    const int v = value_of(c);
    if (is_supertrump(c, trumps))
      q += 4;
    else if (colour_of(c) == trumps.trump)
      q += v >= top - 3 ? 4 : 2;
    else if (v > 1 && v >= top - 2)
      q += v - (top - 3);  // the top card 3, the next 2, the next 1
  }
  return q;
}

GreedyView greedy_view(const State& s) {
  GreedyView v;
  v.table = s.table();
  v.me = s.to_move();
  v.phase = s.phase();
  v.board = s.board();
  v.hand = s.hand(v.me);
  v.discards = s.discards(v.me);
  v.passed = s.chosen_pass(v.me);
  v.terms = s.terms();
  v.first_player = s.first_player();
  v.teams = s.teams();
  if (s.phase() == Phase::tricks) v.tricks = s.tricks();
  return v;
}

Action greedy_veto(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  const bool strong = good_hand(best_strength(v), v.hand.size(), v.table.players(), 1);
  return best_of(legal, [&](const Action& a) {
    const Box box = std::get<Veto>(a).box;
    int best = std::numeric_limits<int>::min();
    for (int i = 0; i < box_count(box.line, v.table.players()); ++i)
      if (!v.board.covered(Box{box.line, i})) best = std::max(best, desirability(v, Box{box.line, i}, strong));
    return static_cast<long>(best - desirability(v, box, strong));
  }, rng);
}

Action greedy_teams(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  const int n = v.table.players();
  const bool good = good_hand(best_strength(v), v.hand.size(), n, v.terms->points);
  SeatSet side(v.me);
  if (n == 4) side.add(v.me.after(2, n));
  if (n == 3 && !good) side.add(v.me.left(n));
  if (n == 5) {
    side.add(v.me.after(2, n));
    if (!good) side.add(v.me.after(4, n));
  }
  return best_of(legal, [&](const Action& a) {
    const Teams& t = std::get<ChooseTeams>(a).teams;
    if (t.side_of(v.me, n) != side) return 0L;
    return t.bonus == v.me ? 2L : 1L;  // the Bonus to oneself when on the side of 2; else either
  }, rng);
}

Action greedy_discard(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  return best_of(legal, [&](const Action& a) {
    long kept = 0;
    for (Card c : std::get<Discard>(a).cards) kept += keep_value(c, v.hand, v.terms->trumps, v.terms->points);
    return -kept;
  }, rng);
}

Action greedy_pass(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  const int n = v.table.players();
  const Trumps& t = v.terms->trumps;
  const bool to_partner = v.teams->same_side(v.me, v.me.left(n));
  return best_of(legal, [&](const Action& a) {
    const Card c = std::get<Pass>(a).card;
    if (!to_partner) return -keep_value(c, v.hand, t, v.terms->points);
    if (suit_of(c, t) == t.trump || is_one(c)) return -1000L - power(c, t);
    return -100L * colour_length(v.hand, colour_of(c)) + value_of(c);  // high card of the shortest colour
  }, rng);
}

Action greedy_play(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  return v.tricks.current().empty() ? greedy_lead(v, legal, rng) : greedy_follow(v, legal, rng);
}

Action greedy_action(const State& state, Rng& rng) {
  const std::vector<Action> legal = state.legal_actions();
  const GreedyView v = greedy_view(state);
  switch (state.phase()) {
    case Phase::veto:
      return greedy_veto(v, legal, rng);
    case Phase::teams:
      return greedy_teams(v, legal, rng);
    case Phase::discard:
      return state.terms()->discard == DiscardRule::pass ? greedy_pass(v, legal, rng) : greedy_discard(v, legal, rng);
    case Phase::tricks:
      return greedy_play(v, legal, rng);
    case Phase::over:
      break;
  }
  throw std::logic_error("greedy_action: the round is over");
}

}  // namespace skb::nyet
