// Votes: casting, counting and moving the votes of the innocence vote (round 1) and the guilt
// vote (round 2).
//
// A vote is cast by a player (its caster, who owns it for good) for a role player (its target).
// Two voting rules hold for every vote and every vote moved: nobody votes for themselves, and in
// round 2 nobody votes for the innocent player; and since jurors are never voted for, every
// target is a role player. The moving actions add their own rules: dead reckoning never moves
// a vote to the Navigator; forgiveness takes a vote of another player that is not already for
// the Chaplain and makes it a vote for the Chaplain (still its caster's), and is not allowed
// when the Chaplain is the innocent player; change course names a player none of whose votes is
// for the Navigator, who must move one of their own votes. Every move goes to a target other
// than the vote's current one.
//
// Simultaneous votes are modelled as sequential decisions in a fixed order (the *_vote_order
// functions below); a later voter does not observe the earlier choices of a simultaneous vote
// (what each player observes is not the business of this library, but the order is fixed and
// deterministic so that a game tree can be built on it). The innocence vote: every player in
// seat order, the Helmsman's two votes consecutively at his seat. The guilt vote: every player
// in seat order, the condemned player's two votes consecutively at their seat, except that a
// Boatswain who chose to wait (bosun knows best) casts his vote (or two) after everyone else's,
// and he does see them.
//
// The checking functions return the reason a choice breaks a rule, as a fixed sentence in the
// players' words, or nothing when it is legal: one home for each rule, used both to list the
// legal actions and to refuse an illegal one (rules.h).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/mutiny/seating.h"
#include "solver/mutiny/types.h"

namespace skb::mutiny {

struct Vote {
  VoteId id;
  Player target;
  friend bool operator==(const Vote&, const Vote&) = default;
};

// The votes of one vote (the innocence vote or the guilt vote) cast so far, in casting order,
// held in place: a vote has at most one vote per player and one player's second vote, so a
// state that holds two lists copies without allocating (game trees copy millions of states).
// It reads like a vector of votes; as a contiguous range it converts to the spans below take.
class VoteList {
 public:
  static constexpr std::size_t capacity = max_players + 1;

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Vote* begin() const { return votes_.data(); }
  const Vote* end() const { return votes_.data() + size_; }
  Vote* begin() { return votes_.data(); }
  Vote* end() { return votes_.data() + size_; }
  const Vote& operator[](std::size_t k) const { return votes_[k]; }

  // Appends `vote`. Throws std::logic_error past `capacity` (no vote of the rules has more).
  void push_back(const Vote& vote) {
    if (size_ == capacity) throw std::logic_error("a vote has more votes than players plus one");
    votes_[size_++] = vote;
  }

  friend bool operator==(const VoteList& a, const VoteList& b) { return a == std::span<const Vote>(b); }
  friend bool operator==(const VoteList& a, std::span<const Vote> b) {
    if (a.size() != b.size()) return false;
    for (std::size_t k = 0; k < b.size(); ++k)
      if (!(a.votes_[k] == b[k])) return false;
    return true;
  }

 private:
  template <std::size_t... K>
  static constexpr std::array<Vote, sizeof...(K)> blank(std::index_sequence<K...>) {
    return {((void)K, Vote{VoteId{Player(0), 0}, Player(0)})...};
  }
  std::array<Vote, capacity> votes_ = blank(std::make_index_sequence<capacity>());
  std::size_t size_ = 0;
};

// A vote moved by an action: which vote, where it was, where it went.
struct Move {
  VoteId vote;
  Player from;
  Player to;
  friend bool operator==(const Move&, const Move&) = default;
};

// Returns the k-th vote (from 0) cast in the innocence vote: every player in seat order, two
// (slots 0 and 1) for the Helmsman; nothing past the last. The one home of the order (no
// allocation: the game tree asks it at every vote).
std::optional<VoteId> innocence_vote_at(const Seating& seating, std::size_t k);

// Returns the k-th vote (from 0) cast in the guilt vote: every player in seat order, two for the
// condemned player (if any), and a Boatswain who waits after everyone else; nothing past the
// last.
std::optional<VoteId> guilt_vote_at(const Seating& seating, std::optional<Player> condemned, bool boatswain_waits,
                                    std::size_t k);

// Returns the votes in the order they are cast in the innocence vote (innocence_vote_at for k =
// 0, 1, ...).
std::vector<VoteId> innocence_vote_order(const Seating& seating);

// Returns the votes in the order they are cast in the guilt vote (guilt_vote_at for k = 0, 1,
// ...).
std::vector<VoteId> guilt_vote_order(const Seating& seating, std::optional<Player> condemned, bool boatswain_waits);

// How many votes each seat holds, indexed by seat (seats past the table's players hold 0).
using VoteCount = std::array<int, max_players>;

// Returns how many votes each seat holds, counting every vote as it stands, in place (game
// trees count at every state).
VoteCount count_votes(std::span<const Vote> votes);

// Returns how many votes each player holds (indexed by player), counting every vote as it
// stands: count_votes for the table's `players` seats.
std::vector<int> tally(std::span<const Vote> votes, int players);

// Returns the player with strictly the most votes, or nothing when two or more share the most
// (or nobody holds a vote): the innocent player of round 1 and the guilty player of round 2.
std::optional<Player> strict_leader(std::span<const Vote> votes, int players);

// Returns the vote with this id among `votes`, or nullptr if it was not cast.
const Vote* find_vote(std::span<const Vote> votes, VoteId id);

// Returns why a vote of `caster` for `target` breaks the voting rules (target not at the table,
// a juror, the caster themselves, or in round 2 the innocent player), or nothing. `innocent` is
// the innocent player in round 2 and nothing in round 1 (or when nobody is innocent).
std::optional<std::string_view> vote_breach(const Seating& seating, Player caster, Player target,
                                            std::optional<Player> innocent);

// Returns why moving `vote` to `to` breaks the rules every move obeys (the voting rules for the
// vote's caster, and a target other than the current one), or nothing.
std::optional<std::string_view> move_breach(const Seating& seating, const Vote& vote, Player to,
                                            std::optional<Player> innocent);

// Returns why the Navigator's dead reckoning cannot move vote `id` to `to` (no such vote, `to`
// is the Navigator, or a rule of move_breach), or nothing.
std::optional<std::string_view> dead_reckoning_breach(const Seating& seating, std::span<const Vote> votes, VoteId id,
                                                      Player to);

// Returns why the Chaplain's forgiveness cannot take vote `id` (the Chaplain is the innocent
// player, no such vote, the vote is his own or already for him), or nothing.
std::optional<std::string_view> forgiveness_breach(const Seating& seating, std::span<const Vote> votes, VoteId id,
                                                   std::optional<Player> innocent);

// Returns why the Navigator's change course cannot name `named` (not another player at the
// table, one of their votes is for the Navigator, or they could not move any vote), or nothing.
std::optional<std::string_view> change_course_breach(const Seating& seating, std::span<const Vote> votes, Player named,
                                                     std::optional<Player> innocent);

// Returns why the player named by change course cannot move vote `id` to `to` (not one of their
// own votes, or a rule of move_breach), or nothing.
std::optional<std::string_view> change_course_move_breach(const Seating& seating, std::span<const Vote> votes,
                                                          Player named, VoteId id, Player to,
                                                          std::optional<Player> innocent);

}  // namespace skb::mutiny
