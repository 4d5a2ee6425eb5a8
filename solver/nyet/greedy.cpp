#include "solver/nyet/greedy.h"

#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <stdexcept>

#include "solver/nyet/trick.h"

namespace skb::nyet {

namespace {

// What the player to move knows, by reference into a GreedyView or a State (no copy of the
// table, the board or the tricks per decision): the rules below read this and nothing else.
struct Seen {
  int players = 2;
  Seat me;
  const Board* board = nullptr;
  CardSet hand;
  CardSet discards;
  const Terms* terms = nullptr;     // once the veto phase is over
  const Teams* teams = nullptr;     // once chosen
  const TrickPlay* tricks = nullptr;
};

template <class T>
const T* pointer(const std::optional<T>& o) {
  return o ? &*o : nullptr;
}

Seen seen_of(const GreedyView& v) {
  return Seen{v.table.players(), v.me, &v.board, v.hand, v.discards, pointer(v.terms), pointer(v.teams), &v.tricks};
}

// The player to move's own knowledge in `s` (the fields greedy_view copies).
Seen seen_of(const State& s) {
  const Seat me = s.to_move();
  return Seen{s.players(), me, &s.board(), s.hand(me), s.discards(me), pointer(s.terms()), pointer(s.teams()), &s.tricks()};
}

// Returns the item of `items` with the highest score, a tie broken uniformly with `rng`: one
// draw, below(number of ties), picking among the ties in the items' order. The scores are kept
// on the stack for up to 64 items, so a decision allocates nothing.
template <class T, class Score>
T best_of(std::span<const T> items, Score score, Rng& rng) {
  if (items.empty()) throw std::logic_error("greedy: no legal action");
  constexpr std::size_t kInline = 64;
  std::array<long, kInline> inline_scores;
  std::vector<long> heap_scores;
  long* scores = inline_scores.data();
  if (items.size() > kInline) {
    heap_scores.resize(items.size());
    scores = heap_scores.data();
  }
  long best = std::numeric_limits<long>::min();
  std::size_t ties = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const long s = score(items[i]);
    scores[i] = s;
    if (s > best) {
      best = s;
      ties = 0;
    }
    if (s == best) ++ties;
  }
  std::uint64_t k = below(rng, ties);
  for (std::size_t i = 0; i < items.size(); ++i)
    if (scores[i] == best && k-- == 0) return items[i];
  throw std::logic_error("greedy: lost a tie");
}

template <class Score>
Action best_action(const std::vector<Action>& legal, Score score, Rng& rng) {
  return best_of(std::span<const Action>(legal), score, rng);
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

// The hand's strength with each colour as trumps, without supertrumps, by colour index.
std::array<int, kColourCount> trump_strengths(const Seen& v) {
  std::array<int, kColourCount> out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = strength_quarters(v.hand, Trumps{kColours[i], std::nullopt}, v.players);
  return out;
}

// The trumps of the view: the round's, or during the veto phase the colour of most strength
// among the trump boxes still empty (`by_colour`: trump_strengths), without supertrumps.
int best_strength(const Seen& v, const std::array<int, kColourCount>& by_colour) {
  if (v.terms != nullptr) return strength_quarters(v.hand, v.terms->trumps, v.players);
  int best = 0;
  for (int i = 0; i < kColourCount; ++i)
    if (!v.board->covered(Box{Line::trump, i})) best = std::max(best, by_colour[static_cast<std::size_t>(i)]);
  return best;
}

int best_strength(const Seen& v) {
  if (v.terms != nullptr) return strength_quarters(v.hand, v.terms->trumps, v.players);
  return best_strength(v, trump_strengths(v));
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

// The desirability of an empty box for a hand (the veto rule: see the header); `by_colour` is
// trump_strengths of the hand.
int desirability(const Seen& v, const Box& box, bool strong, const std::array<int, kColourCount>& by_colour) {
  switch (box.line) {
    case Line::first:
      return box.index == v.me.index() ? (strong ? 12 : 6) : 0;
    case Line::discard: {
      constexpr int strong_wants[5] = {6, 3, 2, 3, 3};  // nyet, 1, 2, 1-not-one, pass
      constexpr int weak_wants[5] = {0, 6, 8, 5, 4};
      return (strong ? strong_wants : weak_wants)[box.index];
    }
    case Line::trump:
      return by_colour[static_cast<std::size_t>(box.index)];
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

// The veto rule over the boxes `legal`: each empty box's desirability is computed once, and a
// box scores the best of its line less its own.
Box veto_box(const Seen& v, std::span<const Box> legal, Rng& rng) {
  const std::array<int, kColourCount> by_colour = trump_strengths(v);
  const bool strong = good_hand(best_strength(v, by_colour), v.hand.size(), v.players, 1);
  std::array<std::array<int, 8>, kLineCount> want{};  // by line and box (at most 5 boxes a line)
  std::array<int, kLineCount> line_best{};
  for (Line line : kLines) {
    const auto l = static_cast<std::size_t>(line);
    line_best[l] = std::numeric_limits<int>::min();
    for (int i = 0; i < box_count(line, v.players); ++i) {
      const Box box{line, i};
      if (v.board->covered(box)) continue;
      want[l][static_cast<std::size_t>(i)] = desirability(v, box, strong, by_colour);
      line_best[l] = std::max(line_best[l], want[l][static_cast<std::size_t>(i)]);
    }
  }
  return best_of(legal, [&](const Box& box) {
    const auto l = static_cast<std::size_t>(box.line);
    return static_cast<long>(line_best[l] - want[l][static_cast<std::size_t>(box.index)]);
  }, rng);
}

// The cards not in the player's own hand, discards or the tricks played: every card that may
// still be played by someone else (or lie aside with 2 players).
CardSet outstanding(const Seen& v) {
  CardSet out = deck(v.players) - v.hand - v.discards;
  for (const PlayedTrick& t : v.tricks->history())
    for (Card c : t.cards) out.remove(c);
  for (Card c : v.tricks->current()) out.remove(c);
  return out;
}

// Whether no outstanding card can beat `c` in its suit (a sure winner when led or when on top),
// by masks: an outstanding supertrump beats any card of the trump suit (rank 14), else a card of
// c's lane of at least c's value; a plain card also loses to any outstanding trump (a ruff).
bool sure_winner(Card c, CardSet others, const Trumps& t) {
  const CardSet rivals = others & suit_cards(suit_of(c, t), t);
  const CardSet super = supertrumps(t);
  if (!(rivals & super).empty()) return false;
  if (!is_supertrump(c, t)) {
    const int v = value_of(c);
    const auto at_least = static_cast<std::uint16_t>(v == 1 ? 0x7fffU : 0x7fffU & ~((1U << value_bit(v)) - 1U));  // values >= v
    if (!(rivals & CardSet::lane(colour_index(colour_of(c)), at_least)).empty()) return false;
  }
  if (colour_of(c) != t.trump && !is_supertrump(c, t))  // a trump can ruff a plain winner
    return (others & suit_cards(t.trump, t)).empty();
  return true;
}

Card lead_card(const Seen& v, std::span<const Card> legal, Rng& rng) {
  const Trumps& t = v.terms->trumps;
  const CardSet others = outstanding(v);
  if (v.terms->points < 0)  // lead the weakest card (a 1 first: if an opponent wins, it is their loot)
    return best_of(legal, [&](Card c) { return -static_cast<long>(power(c, t)); }, rng);
  return best_of(legal, [&](Card c) {
    if (sure_winner(c, others, t)) return 1000L + (suit_of(c, t) == t.trump ? 0 : 100) + power(c, t);
    if (is_one(c) || suit_of(c, t) == t.trump) return -static_cast<long>(power(c, t));
    return 100L * colour_length(v.hand, colour_of(c)) - value_of(c);  // low from the longest colour
  }, rng);
}

Card follow_card(const Seen& v, std::span<const Card> legal, Rng& rng) {
  const Trumps& t = v.terms->trumps;
  const std::vector<Card>& current = v.tricks->current();
  const int at = trick_winner(current, t);
  const Card winning = current[static_cast<std::size_t>(at)];
  const bool ours = v.teams->same_side(seat_in_trick(v.tricks->leader(), at, v.players), v.me);
  const Colour led = suit_of(current.front(), t);
  const bool last = static_cast<int>(current.size()) == v.players - 1;
  const auto takes = [&](Card c) { return takes_trick(c, winning, led, t); };
  if (v.terms->points > 0) {
    const bool safe = last || sure_winner(winning, outstanding(v), t);
    return best_of(legal, [&](Card c) {
      const long p = power(c, t);
      if (ours) return is_one(c) && safe ? 1000L : (is_one(c) ? -1000L : -p);  // partner's trick: a 1, else low
      if (takes(c)) return 2000L - p;                                         // win it cheaply
      return is_one(c) ? -1000L : -p;                                          // else throw low, never a 1
    }, rng);
  }
  return best_of(legal, [&](Card c) {  // -2 points: duck high, throw 1s on their tricks
    const long p = power(c, t);
    if (takes(c)) return -1000L + p;  // forced to win: win high
    if (!ours && is_one(c)) return 2000L;
    return p;
  }, rng);
}

Card play_card(const Seen& v, std::span<const Card> legal, Rng& rng) {
  return v.tricks->current().empty() ? lead_card(v, legal, rng) : follow_card(v, legal, rng);
}

Action teams_action(const Seen& v, const std::vector<Action>& legal, Rng& rng) {
  const int n = v.players;
  const bool good = good_hand(best_strength(v), v.hand.size(), n, v.terms->points);
  SeatSet side(v.me);
  if (n == 4) side.add(v.me.after(2, n));
  if (n == 3 && !good) side.add(v.me.left(n));
  if (n == 5) {
    side.add(v.me.after(2, n));
    if (!good) side.add(v.me.after(4, n));
  }
  return best_action(legal, [&](const Action& a) {
    const Teams& t = std::get<ChooseTeams>(a).teams;
    if (t.side_of(v.me, n) != side) return 0L;
    return t.bonus == v.me ? 2L : 1L;  // the Bonus to oneself when on the side of 2; else either
  }, rng);
}

Action discard_action(const Seen& v, const std::vector<Action>& legal, Rng& rng) {
  return best_action(legal, [&](const Action& a) {
    long kept = 0;
    for (Card c : std::get<Discard>(a).cards) kept += keep_value(c, v.hand, v.terms->trumps, v.terms->points);
    return -kept;
  }, rng);
}

Action pass_action(const Seen& v, const std::vector<Action>& legal, Rng& rng) {
  const int n = v.players;
  const Trumps& t = v.terms->trumps;
  const bool to_partner = v.teams->same_side(v.me, v.me.left(n));
  return best_action(legal, [&](const Action& a) {
    const Card c = std::get<Pass>(a).card;
    if (!to_partner) return -keep_value(c, v.hand, t, v.terms->points);
    if (suit_of(c, t) == t.trump || is_one(c)) return -1000L - power(c, t);
    return -100L * colour_length(v.hand, colour_of(c)) + value_of(c);  // high card of the shortest colour
  }, rng);
}

}  // namespace

int strength_quarters(CardSet hand, const Trumps& trumps, int players) {
  const int top = top_value(players);
  const CardSet super = hand & supertrumps(trumps);
  const CardSet trump = (hand - super) & CardSet::lane(colour_index(trumps.trump), 0x7fff);
  const CardSet plain = hand - super - trump;
  // Every colour's card of `value` (2 and up: one bit a lane).
  const auto of_value = [](int value) {
    const std::uint64_t bit = std::uint64_t{1} << value_bit(value);
    return CardSet(bit | bit << 16 | bit << 32 | bit << 48);
  };
  const CardSet high = of_value(top - 3) | of_value(top - 2) | of_value(top - 1) | of_value(top);
  return 4 * super.size() + 2 * trump.size() + 2 * (trump & high).size()  // a high trump 2 + 2
         + 3 * (plain & of_value(top)).size() + 2 * (plain & of_value(top - 1)).size() +
         (plain & of_value(top - 2)).size();
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
  BoxList boxes;
  for (const Action& a : legal) boxes.boxes.at(static_cast<std::size_t>(boxes.count++)) = std::get<Veto>(a).box;
  return Veto{veto_box(seen_of(v), std::span<const Box>(boxes.begin(), boxes.end()), rng)};
}

Action greedy_teams(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  return teams_action(seen_of(v), legal, rng);
}

Action greedy_discard(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  return discard_action(seen_of(v), legal, rng);
}

Action greedy_pass(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  return pass_action(seen_of(v), legal, rng);
}

Action greedy_play(const GreedyView& v, const std::vector<Action>& legal, Rng& rng) {
  std::vector<Card> cards;
  cards.reserve(legal.size());
  for (const Action& a : legal) cards.push_back(std::get<Play>(a).card);
  return Play{play_card(seen_of(v), cards, rng)};
}

// The veto and the card, the decisions of every turn, read the state's legal boxes and cards
// without building the action vector; the rarer ones take state.legal_actions().
Action greedy_action(const State& state, Rng& rng) {
  const Seen v = seen_of(state);
  switch (state.phase()) {
    case Phase::veto: {
      const BoxList boxes = state.board().vetoable();
      return Veto{veto_box(v, std::span<const Box>(boxes.begin(), boxes.end()), rng)};
    }
    case Phase::teams:
      return teams_action(v, state.legal_actions(), rng);
    case Phase::discard:
      return state.terms()->discard == DiscardRule::pass ? pass_action(v, state.legal_actions(), rng)
                                                         : discard_action(v, state.legal_actions(), rng);
    case Phase::tricks: {
      std::array<Card, kKindCount> cards{};  // one per kind at most
      std::size_t n = 0;
      for (Card c : state.playable()) cards.at(n++) = c;
      return Play{play_card(v, std::span<const Card>(cards.data(), n), rng)};
    }
    case Phase::over:
      break;
  }
  throw std::logic_error("greedy_action: the round is over");
}

}  // namespace skb::nyet
