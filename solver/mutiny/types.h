// Players, roles, sides and votes: the small values of Mutiny that must not be mixed up.
//
// A player is a seat at the table, 0..N-1 (N = 4, 5 or 6). A role is one of the four crew
// cards (Boatswain, Chaplain, Helmsman, Navigator); which player holds which role is the deal
// (seating.h), so a role is never a seat and a seat never a role. A side is what a player wins
// with: the crew or the Mutineer's side. A vote is named by its caster and its slot: slot 0 is
// a player's only (or first) vote, slot 1 the second vote of the Helmsman in the innocence vote
// or of the condemned player in the guilt vote; so the two votes of one player are two distinct
// votes even when they have the same target. Each converts to its index explicitly (`.index`,
// `role_index`).
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <string_view>

namespace skb::mutiny {

struct Player {
  // One byte: a game state holds dozens of players (votes, moves, holders) and game trees copy
  // millions of states. Arithmetic on it is done in int.
  std::int8_t index = 0;
  constexpr explicit Player(int i) : index(static_cast<std::int8_t>(i)) {}
  friend constexpr auto operator<=>(Player, Player) = default;
};

inline constexpr int min_players = 4;
inline constexpr int max_players = 6;

// The four crew cards, in the order the rules list them (and the order of every table indexed
// by role).
enum class Role : std::uint8_t { boatswain, chaplain, helmsman, navigator };

inline constexpr int role_count = 4;
inline constexpr std::array<Role, role_count> all_roles = {Role::boatswain, Role::chaplain, Role::helmsman,
                                                           Role::navigator};

// Returns the role's position in all_roles (0..3), for tables indexed by role.
constexpr int role_index(Role role) { return static_cast<int>(role); }

// Returns the role's name as the rules write it ("Boatswain", ...), for messages.
constexpr std::string_view role_name(Role role) {
  switch (role) {
    case Role::boatswain:
      return "Boatswain";
    case Role::chaplain:
      return "Chaplain";
    case Role::helmsman:
      return "Helmsman";
    case Role::navigator:
      return "Navigator";
  }
  return "?";
}

// The side a player wins with: the crew (every juror, every role player but the Mutineer and a
// sworn Chaplain) or the Mutineer's (the Mutineer and a sworn Chaplain).
enum class Side : std::uint8_t { crew, mutineer };

// One cast vote: its caster and slot (0: the only or first vote, 1: the second).
struct VoteId {
  Player caster;
  std::int8_t slot = 0;  // 0, or 1 for the Helmsman's second innocence vote
  friend constexpr auto operator<=>(VoteId, VoteId) = default;
};

}  // namespace skb::mutiny
