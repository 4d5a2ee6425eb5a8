// The counting problem behind "where are the cards": distinct physical cards, each allowed in
// some places, to be spread over the places so that each holds exactly its number of cards.
// A consistent deal is one such assignment; they are counted, never listed.
//
// Cards that the same places allow are interchangeable for counting, and so are places that
// allow the same cards: the *reduction* merges them into card classes and place classes. A place
// class of capacity c made of places of capacities a1..ak stands for c! / (a1! ... ak!) ways to
// split its cards among its places, whichever cards they are; a card class of s cards sent to
// place classes n1..nm stands for s! / (n1! ... nm!) ways. The dynamic programme then runs over
// the classes only (count_table.h): voids make a player's hand a class of its own, every other
// hand with the same voids joins it.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/nyet/cards.h"

namespace skb::nyet {

inline constexpr int kMaxPlaces = 16;

struct CardGroup {
  CardSet cards;               // physical cards
  std::uint32_t allowed = 0;   // a bit per place that may hold them
};

struct DealProblem {
  std::vector<int> capacity;      // per place: how many of the cards it holds
  std::vector<CardGroup> groups;  // every card to place, in groups
};

// The problem merged into classes.
struct Reduction {
  // Card classes: their sizes, the place classes that allow them, and which groups form them.
  std::vector<int> class_size;
  std::vector<std::uint32_t> class_allowed;  // a bit per place class
  std::vector<int> class_of_group;           // -1 for an empty group
  // Place classes: capacities and members.
  std::vector<int> place_capacity;
  std::vector<std::vector<int>> place_members;
  std::vector<int> class_of_place;
  int cards = 0;     // cards to place
  int capacity = 0;  // sum of the capacities
};

// Returns the number of fill states the counting table of `reduction` has (count_table.h): the
// product of the place classes' capacities plus one.
std::size_t table_states(const Reduction& reduction);

// Returns the reduction of `problem`. Throws std::invalid_argument for more than kMaxPlaces
// places or a negative capacity.
Reduction reduce(const DealProblem& problem);

}  // namespace skb::nyet
