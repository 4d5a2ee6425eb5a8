// Bands: how a game tells the engine which of its cards are interchangeable. Each colour's lane
// (cards.h) holds one or more bands, runs of bits the game declares; every card of the game lies in
// exactly one band, and a band is either
// - ranked: its cards differ only by rank, a higher bit beating a lower one (bridge: the thirteen
//   cards of a suit; Nyet!: the values 2..13 of a colour), or
// - equal: its cards are identical in play (Nyet!: the three 1s of a colour; the supertrumps).
// The game promises (rules.h) that its rules see a card only through its band and, within a
// ranked band, through the order of its cards. The engine draws three things from that:
// - two cards of one hand are equivalent when no card still in play of their band lies between
//   them (any two cards of an equal band), so only one of them is searched (group_tops);
// - positions that differ only in which of the unimportant low cards of a band each hand holds
//   share one transposition-table entry (the partition search of Ginsberg and of DDS);
// - the owner of a card that won a trick by rank is the one thing a result depends on in its band.
// A lane may be split into several bands (a 1 is never equivalent to a 2 in Nyet!, and its loot
// depends on it being a 1), but bands never mix colours. At most kMaxBands bands, 15 cards each.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>

#include "solver/tricks/bits.h"
#include "solver/tricks/cards.h"

namespace skb::tricks {

inline constexpr int kMaxBands = 8;

enum class BandKind : std::uint8_t { ranked, equal };

class Bands {
 public:
  constexpr Bands() { band_of_.fill(-1); }

  // Adds the band of lane bits lo..hi (inclusive) of `colour`; throws std::invalid_argument when
  // the bits leave the lane, overlap a band already added, or there are already kMaxBands bands.
  constexpr Bands& add(int colour, int lo, int hi, BandKind kind) {
    if (colour < 0 || colour >= kColours || lo < 0 || hi >= kLaneBits || lo > hi)
      throw std::invalid_argument("Bands::add: a band must be a run of bits within one colour's lane");
    if (count_ == kMaxBands) throw std::invalid_argument("Bands::add: too many bands");
    const std::uint16_t lane_bits = static_cast<std::uint16_t>(((1u << (hi - lo + 1)) - 1) << lo);
    const CardSet set = CardSet::lane(colour, lane_bits);
    if (!(set & cards_).empty()) throw std::invalid_argument("Bands::add: bands overlap");
    const int band = count_++;
    cards_ |= set;
    (kind == BandKind::equal ? equal_ : ranked_) |= set;
    sets_[band] = set;
    for (const Card c : set) band_of_[c.index()] = static_cast<std::int8_t>(band);
    // Within the band, bit i+1 follows bit i.
    const std::uint64_t inner = set.bits() & (set.bits() >> 1);
    down_ |= inner;
    up_ |= inner << 1;
    return *this;
  }

  constexpr int count() const { return count_; }
  // Returns every card of every band (the game's cards).
  constexpr CardSet cards() const { return cards_; }
  constexpr CardSet ranked() const { return ranked_; }
  constexpr CardSet equal() const { return equal_; }
  constexpr CardSet band(int b) const { return sets_[b]; }
  // Returns the band of `c`, or -1 when c is no card of the game.
  constexpr int band_of(Card c) const { return band_of_[c.index()]; }
  // Returns the cards of c's band.
  constexpr CardSet band_cards(Card c) const { return band_of(c) < 0 ? CardSet() : sets_[band_of(c)]; }
  // Bit i set when bit i-1 is in the same band (the bits a fill may enter going up).
  constexpr std::uint64_t up() const { return up_; }
  // Bit i set when bit i+1 is in the same band (going down).
  constexpr std::uint64_t down() const { return down_; }
  // Returns the count unit of c's band: four bits per band in a 32-bit signature.
  constexpr std::uint32_t unit(Card c) const { return std::uint32_t{1} << (4 * band_of(c)); }

  // Returns one card of each group of equivalent cards of `hand`: the highest of each run of the
  // hand's cards with no card of `in_play` (the cards in every hand and on the table) of another
  // owner between them, a whole equal band being one run.
  constexpr CardSet group_tops(CardSet hand, CardSet in_play) const {
    const std::uint64_t h = hand.bits();
    const std::uint64_t see_through = ~in_play.bits() | equal_.bits() | h;
    const std::uint64_t reached = fill_down(h, see_through & down_);
    return CardSet(h & ~((reached >> 1) & down_));
  }

  // Returns the cards of `hand` that are in one run (as group_tops) with a card of `touching`.
  constexpr CardSet runs_touching(CardSet hand, CardSet in_play, CardSet touching) const {
    const std::uint64_t h = hand.bits();
    const std::uint64_t see_through = ~in_play.bits() | equal_.bits() | h;
    return CardSet(fill_down(h & touching.bits(), see_through & down_) & h);
  }

  // Returns, for each ranked band holding a card of `marks`, every bit of the band at or above
  // its lowest mark (whether in play or not): the cards whose owners a result rests on.
  constexpr CardSet at_or_above(CardSet marks) const {
    return CardSet(fill_up((marks & ranked_).bits(), up_) & ranked_.bits());
  }

 private:
  CardSet cards_, ranked_, equal_;
  std::uint64_t up_ = 0, down_ = 0;
  std::array<CardSet, kMaxBands> sets_{};
  std::array<std::int8_t, 64> band_of_{};
  int count_ = 0;
};

}  // namespace skb::tricks
