// The search: a null-window alpha-beta over units (the zero-window search DDS's ABsearch runs),
// asking one question of a position, "can the max side make the difference between its units and
// the other side's, from now to the end of the round, at least `target`?", and answering it with
// a proof tree cut short by:
// - bounds on what the rest can still change (tricks left, plus the extra units the rules say
//   the cards left can bring);
// - the transposition table (trans_table.h), read and written at the start of each trick;
// - searching one card per group of equivalent cards, and skipping a card of a band once a lower
//   or equal card of the same hand and band proved nothing about ranks there (DDS's "small
//   cards", after Kuijf);
// - move ordering (move_order.h), with a killer card per depth;
// - sure tricks (quick_tricks.h) at the start of each trick and within it.
// Each node answers with a bound (fail-soft): the value the bounds, a table entry, a last trick
// or a sure-trick count proved, on the side of the target the answer lies, so that the driver may
// jump past targets already settled, and the table keeps the stronger bound.
// Every answer comes with the set of cards whose owners it rested on ("marks": for each ranked
// band, the band's cards at or above the lowest marked one; bands.h), built bottom-up as DDS
// builds its winning ranks: the card that won a trick by rank (another card of its band being in
// it), the union over every card tried when none proved the point, the proving card's alone
// otherwise, and a table entry's own set on a hit; when every card of a hand was tried, the marks
// reach down to the bottom of each group of equivalent cards they touch (one card spoke for the
// whole group). The marks are what the table stores with a result.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <utility>

#include "solver/tricks/bits.h"
#include "solver/tricks/move_order.h"
#include "solver/tricks/position.h"
#include "solver/tricks/quick_tricks.h"
#include "solver/tricks/rules.h"
#include "solver/tricks/trans_table.h"

namespace skb::tricks {

// Counters of one solver's work.
struct SearchStats {
  std::uint64_t nodes = 0;    // positions visited (cards about to be chosen)
  std::uint64_t lookups = 0;  // transposition-table reads
  std::uint64_t hits = 0;     // reads that decided the question
  std::uint64_t stores = 0;   // results written
  std::uint64_t tricks = 0;   // tricks completed (DDS's count of nodes)
};

// Thrown when a search visits more nodes than its limit allows (Search::limit_nodes): the answer
// is unknown, the position unharmed.
class NodeLimitReached : public std::runtime_error {
 public:
  NodeLimitReached() : std::runtime_error("trick search: node limit reached") {}
};

// A function the search calls with its counters about every kPollNodes nodes, at the start of a
// trick (for progress and for stopping: whatever it throws leaves the search, the position as it
// was).
using PollFunction = std::function<void(const SearchStats&)>;
inline constexpr std::uint64_t kPollNodes = std::uint64_t{1} << 16;

template <TrickRules R>
class Search {
 public:
  // A search from `pos` (kept by reference: the search plays and takes back cards on it and
  // leaves it as it found it) for the side `max_side`; differences are counted from the units of
  // `pos` now.
  Search(Position<R>& pos, TransTable& table, const BeatTable& beat, Side max_side, SearchStats& stats)
      : pos_(pos), rules_(pos.rules()), table_(table), beat_(beat), max_(max_side), stats_(stats),
        base_(pos.units(max_side) - pos.units(max_side.other())), loser_scores_(loser_scores(pos.rules())) {}

  Side max_side() const { return max_; }

  // Makes the search throw NodeLimitReached once the stats count more than `nodes` nodes (0: no
  // limit), leaving the position as it found it.
  void limit_nodes(std::uint64_t nodes) { node_limit_ = nodes; }

  // For tests: a nonzero `seed` makes every node try its cards in a random order (the answers
  // must not change, only the work).
  void shuffle_moves(std::uint64_t seed) { shuffle_ = seed; }

  // Calls `poll` about every kPollNodes nodes (nothing: never).
  void poll_with(PollFunction poll) { poll_ = std::move(poll); }

  // Returns whether the max side can make its units minus the other's, counted from when this
  // search was made, at least `target` by the end of the round, whatever the other side does.
  bool at_least(int target) { return bound(target) >= target; }

  // The same question, answered with a bound (fail-soft): a result r >= target means the value
  // (max side's view, counted from when this search was made) is at least r; r < target means it
  // is at most r. The bound is what the proof showed (bounds on the rest, table entries, last
  // tricks), so a driver can jump past targets it already settles.
  int bound(int target) {
    have_killer_.fill(false);
    const int ply = pos_.ply();
    try {
      return node(target, 0);
    } catch (...) {  // the node limit, or whatever the poll function threw
      while (pos_.ply() > ply) pos_.undo();
      throw;
    }
  }

  // The cards the last answer of at_least rested on (the search's marks at its root): any position
  // that agrees with this one on the owners of those cards, and of every card of their ranked
  // band above the lowest of them, and on how many cards of each band every seat holds, gets the
  // same answer.
  CardSet marks() const { return frames_[0].marks; }

  // The units difference now, counted from when this search was made (max side's view).
  int difference() const { return pos_.units(max_) - pos_.units(max_.other()) - base_; }

  // Returns the cards of the player to move, one per group of equivalents, in the search's order.
  MoveList root_moves() {
    const CardSet reps = rules_.bands().group_tops(pos_.legal(), pos_.in_play());
    return order_moves(pos_, beat_, reps, Card(), false);
  }

 private:
  struct Frame {
    CardSet marks;
    std::array<std::uint64_t, kMaxSeats - 1> places{};
  };

  // Every node returns a fail-soft bound (see bound()): >= target a lower bound on the value,
  // < target an upper bound, with the node's marks in its frame.
  int node(int target, int ply) { return pos_.played() == 0 ? lead(target, ply) : follow(target, ply); }

  // The node where a trick starts.
  int lead(int target, int ply) {
    if (++stats_.nodes > node_limit_ && node_limit_ != 0) throw NodeLimitReached();
    if (poll_ && stats_.nodes >= next_poll_) {
      next_poll_ = stats_.nodes + kPollNodes;
      poll_(stats_);
    }
    Frame& f = frames_[ply];
    f.marks = CardSet();
    const int tricks = pos_.tricks_left();
    const int d = difference();
    if (tricks == 0) return d;
    const CardSet max_cards = pos_.side_cards(max_);
    const CardSet min_cards = pos_.remaining() - max_cards;
    // The rest gives the max side at most every trick with the extra units of the cards the
    // other side can lose to it (its own cards when the loser scores), and at least the opposite.
    const int gain = beat_.extra(loser_scores_ ? max_cards : min_cards);
    const int loss = beat_.extra(loser_scores_ ? min_cards : max_cards);
    if (d + tricks + gain < target) return d + tricks + gain;
    if (d - tricks - loss >= target) return d - tricks - loss;
    if (tricks == 1) return last_trick(f);

    const int seats = pos_.seats();
    const int owners = seats - 1;
    TableKey key;
    for (int s = 0; s < seats; ++s) key.signature[s] = pos_.signature(Seat(s));
    key.leader = static_cast<std::uint32_t>(pos_.leader().index());
    const CardSet remaining = pos_.remaining();
    for (int s = 0; s < owners; ++s) f.places[s] = extract_bits(pos_.hand(Seat(s)).bits(), remaining.bits());
    const int need = target - d;  // the max side needs the rest to give it at least this much
    Card hint;
    bool have_hint = false;
    ++stats_.lookups;
    if (const TransTable::Slot* slot = table_.find(key)) {
      int verdict = 0;
      auto decides = [&](const TableEntry& e) {
        const int lo = max_.index() == 0 ? e.lower : -e.upper;
        const int hi = max_.index() == 0 ? e.upper : -e.lower;
        if (lo >= need) verdict = d + lo;
        else if (hi < need) verdict = d + hi;
        else return false;
        return true;
      };
      TableEntry e;
      if (table_.match(*slot, f.places.data(), owners, decides, e, hint, have_hint)) {
        ++stats_.hits;
        f.marks = CardSet(deposit_bits(e.relevant, remaining.bits()));
        return verdict;
      }
    }

    int sure = 0;
    if (!loser_scores_ && sure_cutoff(target, d, tricks, max_cards, min_cards, sure, f.marks)) return sure;

    Card best;
    const int result = try_moves(target, ply, hint, have_hint, best);
    // Bounds on the rest, in side 0's view.
    const int rest = std::clamp(result - d, TransTable::kNoLower + 1, TransTable::kNoUpper - 1);
    int lower = TransTable::kNoLower, upper = TransTable::kNoUpper;
    if ((result >= target) == (max_.index() == 0)) {
      lower = max_.index() == 0 ? rest : -rest;
    } else {
      upper = max_.index() == 0 ? rest : -rest;
    }
    const std::uint64_t relevant = extract_bits((rules_.bands().at_or_above(f.marks) & remaining).bits(), remaining.bits());
    table_.store(key, tricks, relevant, f.places.data(), owners, static_cast<std::int8_t>(lower),
                 static_cast<std::int8_t>(upper), best);
    ++stats_.stores;
    return result;
  }

  // Returns whether the tricks each side is sure of (quick_tricks.h) settle the question, with
  // the fail-soft bound in `result` and the cards it rests on in `marks`. When the max side is
  // sure of k tricks, the rest gives the other side at most the other tricks and the extra units
  // of the max side's cards (at most its seats' worth a trick); and the other way round.
  bool sure_cutoff(int target, int d, int tricks, CardSet max_cards, CardSet min_cards, int& result, CardSet& marks) {
    const bool max_leads = rules_.side(pos_.leader()) == max_;
    // The fewest sure tricks of the max side that settle the question (the rest may all go to the
    // other side, with the extra units of the max side's cards it can take in them: at most its
    // seats' worth a trick), and of the min side.
    int max_needs = 0, min_needs = 0;
    int extra_max = 0, extra_min = 0, per_trick_max = 0, per_trick_min = 0;
    if (beat_.max_card_extra() == 0) {
      // One unit a trick: the other side takes the rest.
      max_needs = (target - d + tricks + 1) / 2;
      min_needs = (d + tricks - target) / 2 + 1;
    } else {
      int max_seats = 0;
      for (int s = 0; s < pos_.seats(); ++s) max_seats += rules_.side(Seat(s)) == max_ ? 1 : 0;
      extra_max = beat_.extra(max_cards);
      extra_min = beat_.extra(min_cards);
      per_trick_max = max_seats * beat_.max_card_extra();
      per_trick_min = (pos_.seats() - max_seats) * beat_.max_card_extra();
      max_needs = min_needs = tricks + 1;
      for (int k = tricks; k >= 1; --k) {
        if (d + 2 * k - tricks - std::min(extra_max, (tricks - k) * per_trick_max) >= target) max_needs = k;
        if (d + tricks - 2 * k + std::min(extra_min, (tricks - k) * per_trick_min) < target) min_needs = k;
      }
    }
    auto settle = [&](const SureTricks& s, bool for_max) {
      if (s.tricks < (for_max ? max_needs : min_needs)) return false;
      const int k = std::min(s.tricks, tricks);
      result = for_max ? d + 2 * k - tricks - std::min(extra_max, (tricks - k) * per_trick_max)
                       : d + tricks - 2 * k + std::min(extra_min, (tricks - k) * per_trick_min);
      marks = s.marks;
      return true;
    };
    if constexpr (follows_suit<R>()) {
      if (settle(leader_sure_tricks(pos_, beat_, max_leads ? max_needs : min_needs), max_leads)) return true;
    }
    if (max_needs <= tricks && settle(dominant_sure_tricks(pos_, beat_, max_, max_needs), true)) return true;
    if (min_needs <= tricks && settle(dominant_sure_tricks(pos_, beat_, max_.other(), min_needs), false)) return true;
    if ((max_leads ? min_needs : max_needs) > 1) return false;
    return settle(others_sure_trick(pos_, beat_), !max_leads);
  }

  // A node within a trick.
  int follow(int target, int ply) {
    ++stats_.nodes;
    frames_[ply].marks = CardSet();
    // Whether the side to move is sure of this trick, when one trick would settle the question.
    const int tricks = pos_.tricks_left();
    const int d = difference();
    const bool max_moves = rules_.side(pos_.to_move()) == max_;
    // The other side's extra units from the mover's side's cards (none in a one-unit game).
    const int extra = beat_.max_card_extra() == 0
                          ? 0
                          : beat_.extra(pos_.side_cards(max_moves ? max_ : max_.other()) | pos_.table_cards());
    if (!loser_scores_ && (max_moves ? d + 2 - tricks - extra >= target : d + tricks - 2 + extra < target)) {
      const SureTricks sure = current_trick_sure(pos_, beat_);
      if (sure.tricks > 0) {
        frames_[ply].marks = sure.marks;
        return max_moves ? target : target - 1;
      }
    }
    Card best;
    return try_moves(target, ply, Card(), false, best);
  }

  // The last trick: every seat has one card left. Returns the exact value.
  int last_trick(Frame& f) {
    const int seats = pos_.seats();
    Card cards[kMaxSeats];
    for (int i = 0; i < seats; ++i) {
      cards[i] = pos_.hand(pos_.to_move()).lowest();
      pos_.play(cards[i]);
    }
    const int result = difference();
    for (int i = 0; i < seats; ++i) pos_.undo();
    f.marks = trick_mark(cards, seats, trick_winner(rules_, cards, seats));
    return result;
  }

  // Puts `moves` in a random order (xorshift64 on shuffle_).
  void shuffle(MoveList& moves) {
    for (int i = moves.count - 1; i > 0; --i) {
      shuffle_ ^= shuffle_ << 13;
      shuffle_ ^= shuffle_ >> 7;
      shuffle_ ^= shuffle_ << 17;
      const int j = static_cast<int>(shuffle_ % static_cast<std::uint64_t>(i + 1));
      std::swap(moves.cards[i], moves.cards[j]);
    }
  }

  // Returns the winning card of a complete trick when it won by rank (another card of its
  // ranked band is in the trick), else nothing.
  CardSet trick_mark(const Card* cards, int count, int winner) const {
    const Bands& bands = rules_.bands();
    const Card w = cards[winner];
    if (!bands.ranked().contains(w)) return CardSet();
    const CardSet band = bands.band_cards(w);
    for (int i = 0; i < count; ++i)
      if (i != winner && band.contains(cards[i])) return CardSet(w);
    return CardSet();
  }

  // Tries the player to move's cards; returns the node's fail-soft bound (the first child's that
  // proved the point, else the best of all children's: the max side's highest, the other side's
  // lowest), sets the node's marks and the card that proved it (or the first card when none did).
  int try_moves(int target, int ply, Card hint, bool have_hint, Card& best) {
    const Bands& bands = rules_.bands();
    const Seat me = pos_.to_move();
    const bool is_max = rules_.side(me) == max_;
    const CardSet legal = pos_.legal();
    const CardSet in_play = pos_.in_play();
    // The killer: the card that last proved its point at this depth, in the same trick so far
    // (same led card, same card winning it; at a lead, any).
    const bool leads = pos_.played() == 0;
    const Card led = leads ? Card() : pos_.table(0), winning = leads ? Card() : pos_.table(pos_.winning());
    const bool use_killer = have_killer_[ply] && killer_led_[ply] == led && killer_winning_[ply] == winning;
    const CardSet reps = bands.group_tops(legal, in_play);
    MoveList moves;
    if (reps.size() == 1) {
      moves.add(reps.lowest(), 0);  // a forced card needs no ordering
    } else {
      moves = order_moves(pos_, beat_, reps, hint, have_hint, killer_[ply], use_killer);
      if (shuffle_ != 0) shuffle(moves);
    }
    const bool completes = pos_.played() == pos_.seats() - 1;
    CardSet marks, skip;
    best = moves.cards[0];
    int all = is_max ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
    for (int i = 0; i < moves.count; ++i) {
      const Card c = moves.cards[i];
      if (skip.contains(c)) continue;
      CardSet mark;
      if (completes) {
        Card trick[kMaxSeats];
        for (int k = 0; k < pos_.played(); ++k) trick[k] = pos_.table(k);
        trick[pos_.played()] = c;
        const int w = rules_.beats(c, pos_.table(pos_.winning()), pos_.table(0)) ? pos_.played() : pos_.winning();
        mark = trick_mark(trick, pos_.seats(), w);
        ++stats_.tricks;
      }
      pos_.play(c);
      const int v = node(target, ply + 1);
      pos_.undo();
      const CardSet child = frames_[ply + 1].marks | mark;
      all = is_max ? std::max(all, v) : std::min(all, v);
      if ((v >= target) == is_max) {
        frames_[ply].marks = child;
        best = c;
        killer_[ply] = c;
        have_killer_[ply] = true;
        killer_led_[ply] = led;
        killer_winning_[ply] = winning;
        return v;
      }
      marks |= child;
      const CardSet above = bands.at_or_above(child);
      if (!above.contains(c)) skip |= legal & bands.band_cards(c) & CardSet(~above.bits());
    }
    marks |= bands.runs_touching(legal, in_play, bands.at_or_above(marks));
    frames_[ply].marks = marks;
    return all;
  }

  Position<R>& pos_;
  const R& rules_;
  TransTable& table_;
  const BeatTable& beat_;
  Side max_;
  SearchStats& stats_;
  int base_;
  bool loser_scores_;  // the rules credit tricks to the side that lost them: no sure tricks
  PollFunction poll_;
  std::uint64_t next_poll_ = 0;
  std::uint64_t shuffle_ = 0;
  std::uint64_t node_limit_ = 0;
  std::array<Frame, kMaxPlies + 1> frames_{};
  std::array<Card, kMaxPlies + 1> killer_{};
  std::array<bool, kMaxPlies + 1> have_killer_{};
  std::array<Card, kMaxPlies + 1> killer_led_{}, killer_winning_{};
};

}  // namespace skb::tricks
