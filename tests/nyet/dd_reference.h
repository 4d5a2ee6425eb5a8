// The double-dummy tests' reference: a plain game-tree search over Nyet!'s rules as the replay
// plays them (trick_play.h's TrickPlay, trick.h's legal_cards), with nothing of the engine: no
// table, no bounds, no sure tricks, no merging of cards beyond the copies of a 1 (identical by
// the rules: one copy is tried). Alpha-beta pruning can be switched off (plain minimax), to check
// the pruning itself on small positions. Also: random endgames for every player count and team
// split, with a trick in progress or not.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/state.h"
#include "solver/nyet/trick.h"

namespace skb::nyet::testing {

class ReferenceDd {
 public:
  ReferenceDd(const Position& p, bool prune) : p_(p), prune_(prune), sign_(p.points < 0 ? -1 : 1) {}

  // Returns the value of the position for the team of the player to move (docs/nyet/rules.md).
  int value() const {
    std::vector<CardSet> hands = p_.hands;
    const int d = search(p_.tricks, hands, kLow, kHigh);
    return mover_view(p_.tricks, d);
  }

  // Returns, for each legal kind of the player to move (one copy each, lane order), its value.
  std::vector<std::pair<Kind, int>> card_values() const {
    std::vector<std::pair<Kind, int>> out;
    const TrickPlay& t = p_.tricks;
    std::vector<CardSet> hands = p_.hands;
    const std::size_t mover = static_cast<std::size_t>(t.to_play().index());
    for (const Card c : one_per_kind(legal_cards(hands[mover], t.led_suit(), t.trumps()))) {
      TrickPlay next = t;
      next.play(c);
      hands[mover].remove(c);
      out.emplace_back(kind_of(c), mover_view(t, gained(t, next) + search(next, hands, kLow, kHigh)));
      hands[mover].add(c);
    }
    return out;
  }

  // Side 0's units minus side 1's gained from `from` to `to`, times the sign of the points.
  int gained(const TrickPlay& from, const TrickPlay& to) const {
    return sign_ * ((to.units()[0] - from.units()[0]) - (to.units()[1] - from.units()[1]));
  }

 private:
  static constexpr int kLow = std::numeric_limits<int>::min() / 2, kHigh = std::numeric_limits<int>::max() / 2;

  // Side 0 maximizes the signed difference of the rest, side 1 minimizes it.
  int search(const TrickPlay& t, std::vector<CardSet>& hands, int alpha, int beta) const {
    if (t.over()) return 0;
    const Seat s = t.to_play();
    const bool maximizing = t.side().contains(s);
    const std::size_t i = static_cast<std::size_t>(s.index());
    int best = maximizing ? kLow : kHigh;
    for (const Card c : one_per_kind(legal_cards(hands[i], t.led_suit(), t.trumps()))) {
      TrickPlay next = t;
      next.play(c);
      hands[i].remove(c);
      const int v = gained(t, next) + search(next, hands, alpha - gained(t, next), beta - gained(t, next));
      hands[i].add(c);
      if (maximizing) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
      if (prune_ && alpha >= beta) break;
    }
    return best;
  }

  int mover_view(const TrickPlay& t, int d) const { return t.side().contains(t.to_play()) ? d : -d; }

  const Position& p_;
  bool prune_;
  int sign_;
};

// The table of a random endgame: Ann, Ben, ... in seat order.
inline Table table_of(int players) {
  const std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "Eve"};
  return Table(std::vector<std::string>(names.begin(), names.begin() + players));
}

// Returns a random side for `players`: any split the rules allow (1 v 1, 1 v 2, 2 v 2, 2 v 3).
inline SeatSet random_side(int players, Rng& rng) {
  std::vector<int> seats;
  for (int s = 0; s < players; ++s) seats.push_back(s);
  shuffle(seats, rng);
  SeatSet side;
  const int size = players <= 3 ? 1 : 2;
  for (int k = 0; k < size; ++k) side.add(Seat(seats[static_cast<std::size_t>(k)]));
  return side;
}

// Returns a random position of `players` with `tricks` tricks left: random trump; supertrump the
// trump colour, none, or another colour by `super` (0, 1, 2); random points; a random leader and
// 0 .. players-1 cards of the trick in progress played legally at random.
inline Position random_endgame(int players, int tricks, int super, Rng& rng) {
  Trumps trumps;
  trumps.trump = kColours[below(rng, 4)];
  if (super == 0) trumps.supertrump = trumps.trump;
  if (super == 2) trumps.supertrump = kColours[(static_cast<std::size_t>(colour_index(trumps.trump)) + 1 + below(rng, 3)) % 4];
  const int points = kPointBoxes[below(rng, kPointBoxes.size())];
  const SeatSet side = random_side(players, rng);
  std::vector<Card> deck_cards(deck(players).begin(), deck(players).end());
  shuffle(deck_cards, rng);
  std::vector<CardSet> hands(static_cast<std::size_t>(players));
  for (int s = 0; s < players; ++s)
    for (int k = 0; k < tricks; ++k) hands[static_cast<std::size_t>(s)].add(deck_cards[static_cast<std::size_t>(s * tricks + k)]);
  const Seat leader(static_cast<int>(below(rng, static_cast<std::uint64_t>(players))));
  TrickPlay play(players, trumps, side, leader, tricks);
  const int on_table = static_cast<int>(below(rng, static_cast<std::uint64_t>(players)));
  for (int k = 0; k < on_table; ++k) {
    const std::size_t s = static_cast<std::size_t>(play.to_play().index());
    const CardSet legal = legal_cards(hands[s], play.led_suit(), trumps);
    std::vector<Card> options(legal.begin(), legal.end());
    const Card c = options[below(rng, options.size())];
    hands[s].remove(c);
    play.play(c);
  }
  const Teams teams{side, std::nullopt};
  return Position{table_of(players), trumps, points, teams, hands, play};
}

}  // namespace skb::nyet::testing
