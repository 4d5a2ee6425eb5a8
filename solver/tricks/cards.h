// Cards and card sets of a trick-taking game, as the search engine sees them: a card is one bit
// of a 64-bit word, a set of cards is the word.
//
// The word has four 16-bit lanes, one per colour (lane c holds bits 16c .. 16c+15); within a
// lane a higher bit is a higher card. What each bit means is the game's: contract bridge puts
// the ranks 2..A at bits 2..14 (tests/tricks, benchmarks/tricks); Nyet! puts the three
// identical 1s of a colour at bits 0, 1 and 2 (three physical cards) and the values 2..13 at
// bits 3..14 (solver/nyet/cards.h). The engine never reads ranks: it asks the game's rules
// (rules.h) which suit a card follows as and who wins a trick, and compares cards of one lane by
// their bits.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace skb::tricks {

inline constexpr int kColours = 4;
inline constexpr int kLaneBits = 16;

// One card: its bit index, colour * 16 + bit within the lane.
class Card {
 public:
  constexpr Card() = default;
  constexpr Card(int colour, int bit) : index_(static_cast<std::uint8_t>(colour * kLaneBits + bit)) {}
  static constexpr Card from_index(int index) {
    Card c;
    c.index_ = static_cast<std::uint8_t>(index);
    return c;
  }
  // Returns the colour (lane) 0..3.
  constexpr int colour() const { return index_ / kLaneBits; }
  // Returns the bit within the lane, 0..15: higher is higher in the colour.
  constexpr int bit() const { return index_ % kLaneBits; }
  // Returns colour * 16 + bit, 0..63.
  constexpr int index() const { return index_; }
  constexpr std::uint64_t mask() const { return std::uint64_t{1} << index_; }
  friend constexpr bool operator==(Card, Card) = default;
  friend constexpr auto operator<=>(Card, Card) = default;

 private:
  std::uint8_t index_ = 0;
};

// A set of cards: one bit per card.
class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
  constexpr CardSet(Card c) : bits_(c.mask()) {}  // NOLINT: a card is a set of one

  // Returns the set of every card of `colour` whose bit is in `lane_bits` (16 bits).
  static constexpr CardSet lane(int colour, std::uint16_t lane_bits) {
    return CardSet(std::uint64_t{lane_bits} << (colour * kLaneBits));
  }
  // Returns every card of `colour`.
  static constexpr CardSet colour(int colour) { return lane(colour, 0xffff); }

  constexpr std::uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Card c) const { return (bits_ & c.mask()) != 0; }
  // Returns the 16 bits of colour `c`'s lane.
  constexpr std::uint16_t lane_bits(int c) const { return static_cast<std::uint16_t>(bits_ >> (c * kLaneBits)); }
  // Returns the cards of colour `c` in this set.
  constexpr CardSet of_colour(int c) const { return *this & colour(c); }

  // Returns the lowest card (lowest colour, then lowest bit); the set must not be empty.
  constexpr Card lowest() const { return Card::from_index(std::countr_zero(bits_)); }
  // Returns the highest card; the set must not be empty.
  constexpr Card highest() const { return Card::from_index(63 - std::countl_zero(bits_)); }

  constexpr void add(Card c) { bits_ |= c.mask(); }
  constexpr void remove(Card c) { bits_ &= ~c.mask(); }

  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
  constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
  constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
  friend constexpr bool operator==(CardSet, CardSet) = default;

  // Iteration, lowest card first.
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;

    constexpr Iterator() = default;
    constexpr explicit Iterator(std::uint64_t bits) : bits_(bits) {}
    constexpr Card operator*() const { return Card::from_index(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr Iterator operator++(int) {
      Iterator before = *this;
      ++*this;
      return before;
    }
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    std::uint64_t bits_ = 0;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  std::uint64_t bits_ = 0;
};

}  // namespace skb::tricks
