// Where the cards are: from what a record's writer knows (replay.h), the places an unseen card
// can be in, the number of consistent deals, and for every unseen card and every place the
// probability that the place holds it, exactly (docs/nyet/rules.md, "What the solver computes").
//
// The places: each other player's hand as it is now, each other player's discard pile (once the
// discards are made), and with 2 players the 30 cards set aside. A consistent deal puts every
// card the writer has not seen in a place, each place holding its number of cards, with no card
// of a suit a player has shown void in in that player's hand, no 1 in a 1-not-one discard pile,
// only 1s in the hand of a player who discarded nothing under 1-not-one, and the card a known
// player passed in the receiver's hand until the receiver plays a card of that kind. Every deal
// of the physical cards is equally likely; the three 1s of a colour are distinct cards, so the
// count is of physical assignments, and for a 1 with several unseen copies a place gets the
// probability of holding at least one and the expected number of copies.
#pragma once

#include <optional>
#include <vector>

#include <gmpxx.h>

#include "solver/core/fraction.h"
#include "solver/nyet/deal_problem.h"
#include "solver/nyet/replay.h"

namespace skb::nyet {

enum class PlaceKind : std::uint8_t { hand, discards, aside };

struct Place {
  PlaceKind kind = PlaceKind::hand;
  Seat seat;               // hand, discards: whose
  int cards = 0;           // the cards it holds now (known cards passed to it included)
  int unseen = 0;          // of them, cards the writer has not seen
  CardSet passed;          // known cards in it: passed by a known player, not yet played
  std::vector<Colour> voids;  // hand: suits shown void in
  bool only_ones = false;     // hand: a hand of only 1s (1-not-one, nothing discarded)
  bool no_ones = false;       // discards: 1-not-one
};

struct CardLocation {
  Kind kind;
  int unseen = 0;  // unseen copies (3 at most, for a 1)
  // By place: P(the place holds at least one copy), and the expected copies in it (equal for a
  // single copy).
  std::vector<Fraction> chance, expected;
};

struct Locations {
  std::vector<Place> places;
  CardSet unseen;        // the unseen physical cards
  mpz_class deals;       // consistent deals: assignments of the unseen physical cards
  std::vector<CardLocation> cards;  // every unseen kind, in kind order
};

// The places and the counting problem of what the record's writer knows; `places` receives the
// places in problem order.
DealProblem deal_problem(const Replay& replay, std::vector<Place>& places);

// Returns where the cards are. Throws skb::Contradiction naming the fewest statements that leave
// no deal (the voids, passes and `discard none` statements that conflict), and CountTooLarge.
Locations locate(const Replay& replay);

// Returns the name of a place for reports: "Ben's hand", "Ben's discards", "the aside pile".
std::string place_name(const Place& place, const Table& table);

}  // namespace skb::nyet
