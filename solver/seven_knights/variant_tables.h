// Variant tables: everything about one (variant, player count) that does not depend on a record,
// built once on first use and shared (thread-safe) by every solve afterwards.
//
// - the deal universe (positions in play: seats 0..N-1, then C1..; values 0 = W, 1..7);
// - the winning arrangement of every deal. An arrangement is an excluded position (or none)
//   and the order of the other positions in play, left to right. Arrangements get dense ids
//   sorted by the tie order of docs/seven_knights/json-output.md: by `exclude` with none first, then by
//   `order` lexicographically, positions compared by index. So comparing ids is the tie order.
//   The ids come in closed form, without sorting: every exclusion that occurs (none, if some
//   deal has no Witch in play; position p, if p can hold the Witch) occurs with every order of
//   the other positions, so an id is the start of its exclusion's block (blocks in tie order,
//   each the factorial of the positions it orders) plus the lexicographic rank of the order
//   among the permutations of those positions (tests check, for every variant, that every id
//   occurs). A deal's id is computed from its values when asked for (arrangement_id), not
//   tabled: solves need the ids of consistent deals only, and a table of 40,320 ids would cost
//   more to build than a record takes to solve. Tables made in advance (tables_image.h) carry
//   every deal's id, computed by the same closed form, and arrangement_id reads it from there.
// - the set of deals in which the Witch is in play.
//
// A program that carries tables made in advance hands them over with use_fixed_tables before
// its first solve; the tables of a (variant, player count) then read them instead of enumerating.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "enumerate/universe.h"
#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

struct Arrangement {
  std::optional<int> exclude;  // position left out (believed to be the Witch), or none
  std::vector<int> order;      // the other positions in play, left to right
  friend bool operator==(const Arrangement&, const Arrangement&) = default;
};

// Tables made in advance for one (variant, player count): the universe's, and the arrangement
// id of every deal. Kept by the caller for the life of the program.
struct FixedVariantTables {
  FixedUniverse universe;
  std::span<const std::uint32_t> arrangement_ids;  // one per deal
};

struct VariantTables {
  const Variant* variant;
  int players;
  int positions;
  Universe universe;
  DealSet witch_in_play;
  // The exclusions that occur, in tie order (-1 for none, then positions ascending): block b of
  // the ids holds the arrangements that leave out exclusions[b].
  std::vector<int> exclusions;
  std::size_t arrangements = 0;  // how many arrangement ids there are
  // The first id of each exclusion's block, by exclusion + 1 (0: none).
  std::array<std::uint32_t, kMaxPositions + 1> block_start{};
  // Every deal's arrangement id, when the tables were made in advance; empty otherwise.
  std::span<const std::uint32_t> arrangement_ids;

  std::size_t arrangement_count() const { return arrangements; }
  // True iff every deal has an arrangement of its own: as many ids as deals (every id occurs, so
  // the map from deals to ids is one-to-one). So it is when every tile is dealt, none aside: the
  // arrangement then says where each tile lies.
  bool one_deal_per_arrangement() const { return arrangements == universe.size(); }
  // Returns the id of the arrangement that wins in deal `deal` (tabled, or ranked from its values).
  std::uint32_t arrangement_id(std::size_t deal) const {
    return arrangement_ids.empty() ? rank_arrangement(deal) : arrangement_ids[deal];
  }
  // Returns the id of the arrangement that wins in deal `deal`, ranked from its values (the
  // closed form; arrangement_id reads the result from a table when there is one).
  std::uint32_t rank_arrangement(std::size_t deal) const;
  // Returns the arrangement with id `id` (unranked from the id).
  Arrangement arrangement(std::uint32_t id) const;
};

// Returns the tables for `variant` with `players` players (which the variant must allow).
const VariantTables& variant_tables(const Variant& variant, int players);

// Makes variant_tables(variant, players) read `fixed` (which must outlive the program's use of
// the tables) instead of enumerating, if its tables are not built yet. Throws
// std::invalid_argument if `fixed` does not fit the variant (other sizes than its dealing rule
// and arrangements give).
void use_fixed_tables(const Variant& variant, int players, const FixedVariantTables& fixed);

// Returns the arrangement that wins in a deal given by its values per position.
Arrangement winning_arrangement(std::span<const std::uint8_t> values);

// Returns the winning arrangement of a deal packed into an integer whose order is the tie
// order: the excluded position + 1 (0 for none) in the top nibble, then the order, one nibble
// per position, padded with zeros to kMaxPositions nibbles. No allocation: this runs per deal.
std::uint64_t winning_arrangement_key(std::span<const std::uint8_t> values);

}  // namespace skb::seven_knights
