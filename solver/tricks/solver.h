// The engine's interface: a Solver answers, for a position of any game whose rules meet
// TrickRules (rules.h), the double-dummy value (every hand seen, best play by both sides from
// here to the end of the round), the value of every legal card of the player to move, and a line
// of best play. A value is the units the side of the player to move wins from now on (the trick
// in progress included) minus the units the other side wins.
//
// Each question runs null-window searches (search.h) and narrows the value down from the bounds
// the cards left allow, as DDS's driver does: test a target, keep the part the answer leaves (the
// search answers with a bound, fail-soft, so a test may settle more than its target),
// next test the bound just learnt. Games with one unit per trick step by two (the value has the
// parity of the tricks left). A solver holds a transposition table of fixed size (stated at
// construction) and is meant for one thread: make one per thread; nothing is shared or global.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include "solver/tricks/move_order.h"
#include "solver/tricks/position.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/search.h"
#include "solver/tricks/trans_table.h"

namespace skb::tricks {

// A legal card of the player to move and its value (the mover's side's view).
struct CardValue {
  Card card;
  int value = 0;
  friend bool operator==(const CardValue&, const CardValue&) = default;
};

template <TrickRules R>
class Solver {
 public:
  static constexpr std::size_t kDefaultTableBytes = std::size_t{96} << 20;  // as DDS's default

  // A solver whose transposition table takes about `table_bytes` bytes (table_bytes()).
  explicit Solver(std::size_t table_bytes = kDefaultTableBytes) : table_(table_bytes) {}

  std::size_t table_bytes() const { return table_.bytes(); }
  // For tests: a nonzero seed makes the searches try cards in a random order; the answers must
  // not change (they are exact whatever the order), only the work.
  void shuffle_moves(std::uint64_t seed) { shuffle_ = seed; }
  // Bounds the work of each question to about `nodes` more nodes than the stats count when it
  // starts (0: no bound); a question that needs more throws NodeLimitReached.
  void limit_nodes(std::uint64_t nodes) { node_limit_ = nodes; }
  // Calls `poll` with the counters every kPollNodes nodes of every question (search.h); what it
  // throws ends the question (for progress reports and interrupts).
  void poll_with(PollFunction poll) { poll_ = std::move(poll); }
  // Work done since the solver was made.
  const SearchStats& stats() const { return stats_; }

  // Returns the value of `pos` for the side of the player to move.
  int value(const Position<R>& pos) {
    Position<R> p = pos;
    table_.clear();
    const BeatTable beat(p.rules());
    Search<R> search(p, table_, beat, p.rules().side(p.to_move()), stats_);
    search.shuffle_moves(shuffle_);
    search.poll_with(poll_);
    search.limit_nodes(node_limit_ == 0 ? 0 : stats_.nodes + node_limit_);
    return narrow(search, p, lowest(p), highest(p), first_guess(search, p, lowest(p), highest(p)));
  }

  // Returns every legal card of the player to move with its value (the mover's side's view),
  // lowest card first. Equivalent cards (bands.h) have one value, found once.
  std::vector<CardValue> card_values(const Position<R>& pos) {
    Position<R> p = pos;
    table_.clear();
    const BeatTable beat(p.rules());
    Search<R> search(p, table_, beat, p.rules().side(p.to_move()), stats_);
    search.shuffle_moves(shuffle_);
    search.poll_with(poll_);
    search.limit_nodes(node_limit_ == 0 ? 0 : stats_.nodes + node_limit_);
    const int lo = lowest(p), hi = highest(p);
    const int best = narrow(search, p, lo, hi, first_guess(search, p, lo, hi));
    const CardSet legal = p.legal();
    const CardSet in_play = p.in_play();
    std::vector<CardValue> out;
    std::array<int, 64> of{};
    for (const Card c : p.rules().bands().group_tops(legal, in_play)) {
      p.play(c);
      const int v = search.at_least(best) ? best : narrow(search, p, lo, best - step(), best - step());
      p.undo();
      for (const Card e : p.rules().bands().runs_touching(legal, in_play, CardSet(c))) of[e.index()] = v;
    }
    for (const Card c : legal) out.push_back({c, of[c.index()]});
    return out;
  }

  // Returns a line of best play from `pos` to the end of the round: each card is one that keeps
  // the value for its player's side (the first such among that player's cards, in the search's
  // order; of equivalent cards, the highest).
  std::vector<Card> principal_variation(const Position<R>& pos) {
    Position<R> p = pos;
    table_.clear();
    const BeatTable beat(p.rules());
    const Side max = p.rules().side(p.to_move());
    Search<R> search(p, table_, beat, max, stats_);
    search.shuffle_moves(shuffle_);
    search.poll_with(poll_);
    search.limit_nodes(node_limit_ == 0 ? 0 : stats_.nodes + node_limit_);
    const int v = narrow(search, p, lowest(p), highest(p), first_guess(search, p, lowest(p), highest(p)));
    std::vector<Card> line;
    while (p.tricks_left() > 0) {
      const bool maximizing = p.rules().side(p.to_move()) == max;
      const MoveList moves = search.root_moves();
      bool found = false;
      for (int i = 0; i < moves.count && !found; ++i) {
        p.play(moves.cards[i]);
        found = maximizing ? search.at_least(v) : !search.at_least(v + 1);
        if (found) line.push_back(moves.cards[i]);
        else p.undo();
      }
      if (!found) throw std::logic_error("principal_variation: no card keeps the value");
    }
    return line;
  }

 private:
  // Values move in steps of two when every trick gives one unit.
  static constexpr int step() { return one_unit_per_trick<R>() ? 2 : 1; }
  static constexpr int kGuessBias = 2;

  // The least and the most the value can be: every trick to one side, with every extra unit
  // (when the loser scores, the extra units of every card in play either way).
  static int lowest(const Position<R>& p) {
    const Side mover = p.rules().side(p.to_move());
    const CardSet lost = loser_scores(p.rules()) ? p.in_play() : p.side_cards(mover) | p.table_cards();
    return -p.tricks_left() - extra_units(p.rules(), lost);
  }
  static int highest(const Position<R>& p) {
    const Side mover = p.rules().side(p.to_move());
    const CardSet won = loser_scores(p.rules()) ? p.in_play() : p.side_cards(mover.other()) | p.table_cards();
    return p.tricks_left() + extra_units(p.rules(), won);
  }
  // The first target tried: the units difference of a quick line of play in which every player
  // plays the card the search would try first (move_order.h), with the parity of the value when
  // it has one. On Nyet! deals the value is often far from an even split (every 1 a trick's
  // worth), and each null-window test between the first guess and the value costs a search.
  // When a trick may give more than one unit the guess is lowered by kGuessBias: on full Nyet!
  // deals the tests below the value are cheap (the max side proves a low target quickly) and
  // those above it dear (the other side must refute every card), so a guess that falls short
  // costs less than one that overshoots (skb_bench_nyet_dd: 5% fewer nodes for 3 players, the
  // 5-player median 0.55 -> 0.46 s; a bias of 4 was no better).
  static int first_guess(Search<R>& search, Position<R>& p, int lo, int hi) {
    const int ply = p.ply();
    while (p.tricks_left() > 0) p.play(search.root_moves().cards[0]);
    int guess = search.difference() - (step() == 1 ? kGuessBias : 0);
    while (p.ply() > ply) p.undo();
    if (step() == 2 && (guess - lo) % 2 != 0) ++guess;
    return std::clamp(guess, lo, hi);
  }

  // Returns the value (max side's view, counted from the search's start) known to lie in
  // lo..hi, testing `guess` first, then stepping towards the value one step at a time (each test
  // near the value reuses the table's bounds from the last; galloping and halving was slower),
  // or further when a test's fail-soft bound settles more than its target.
  int narrow(Search<R>& search, Position<R>& p, int lo, int hi, int guess) {
    (void)p;
    while (lo < hi) {
      int t = guess;
      if (t <= lo) t = lo + step();
      if (t > hi) t = hi;
      const int r = search.bound(t);
      if (r >= t) {
        lo = std::min(hi, r);
        if (step() == 2 && (lo - t) % 2 != 0) ++lo;
        guess = lo + step();
      } else {
        hi = std::max(lo, r);
        if (step() == 2 && (t - hi) % 2 != 0) --hi;
        guess = hi;
      }
    }
    return lo;
  }

  TransTable table_;
  SearchStats stats_;
  std::uint64_t shuffle_ = 0;
  std::uint64_t node_limit_ = 0;
  PollFunction poll_;
};

}  // namespace skb::tricks
