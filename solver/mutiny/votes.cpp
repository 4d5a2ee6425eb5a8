#include "solver/mutiny/votes.h"

#include <algorithm>

namespace skb::mutiny {

std::optional<VoteId> innocence_vote_at(const Seating& seating, std::size_t k) {
  const Player helmsman = seating.holder(Role::helmsman);
  for (int seat = 0; seat < seating.players(); ++seat) {
    const Player p(seat);
    for (int slot = 0; slot < (p == helmsman ? 2 : 1); ++slot)
      if (k-- == 0) return VoteId{p, static_cast<std::int8_t>(slot)};
  }
  return std::nullopt;
}

std::optional<VoteId> guilt_vote_at(const Seating& seating, std::optional<Player> condemned, bool boatswain_waits,
                                    std::size_t k) {
  const Player boatswain = seating.holder(Role::boatswain);
  // Seat order, the waiting Boatswain moved to the end.
  const int last = seating.players() - 1;
  for (int i = 0; i <= last; ++i) {
    const Player p = !boatswain_waits ? Player(i) : i == last ? boatswain : Player(i < boatswain.index ? i : i + 1);
    for (int slot = 0; slot < (condemned == p ? 2 : 1); ++slot)
      if (k-- == 0) return VoteId{p, static_cast<std::int8_t>(slot)};
  }
  return std::nullopt;
}

std::vector<VoteId> innocence_vote_order(const Seating& seating) {
  std::vector<VoteId> order;
  while (const std::optional<VoteId> v = innocence_vote_at(seating, order.size())) order.push_back(*v);
  return order;
}

std::vector<VoteId> guilt_vote_order(const Seating& seating, std::optional<Player> condemned, bool boatswain_waits) {
  std::vector<VoteId> order;
  while (const std::optional<VoteId> v = guilt_vote_at(seating, condemned, boatswain_waits, order.size()))
    order.push_back(*v);
  return order;
}

VoteCount count_votes(std::span<const Vote> votes) {
  VoteCount count{};
  for (const Vote& v : votes) ++count[static_cast<std::size_t>(v.target.index)];
  return count;
}

std::vector<int> tally(std::span<const Vote> votes, int players) {
  const VoteCount count = count_votes(votes);
  return std::vector<int>(count.begin(), count.begin() + players);
}

std::optional<Player> strict_leader(std::span<const Vote> votes, int players) {
  const VoteCount count = count_votes(votes);
  const auto end = count.begin() + players;
  const int most = *std::max_element(count.begin(), end);
  if (most == 0 || std::count(count.begin(), end, most) != 1) return std::nullopt;
  return Player{static_cast<int>(std::find(count.begin(), end, most) - count.begin())};
}

const Vote* find_vote(std::span<const Vote> votes, VoteId id) {
  const auto it = std::find_if(votes.begin(), votes.end(), [&](const Vote& v) { return v.id == id; });
  return it == votes.end() ? nullptr : &*it;
}

std::optional<std::string_view> vote_breach(const Seating& seating, Player caster, Player target,
                                            std::optional<Player> innocent) {
  if (!seating.seated(target)) return "there is no such player at the table";
  if (target == caster) return "nobody votes for themselves";
  if (!seating.is_role_player(target)) return "votes go to role players only: jurors are never voted for";
  if (innocent == target) return "in the guilt vote nobody votes for the innocent player";
  return std::nullopt;
}

std::optional<std::string_view> move_breach(const Seating& seating, const Vote& vote, Player to,
                                            std::optional<Player> innocent) {
  if (to == vote.target) return "a moved vote must go to another player than the one it is for";
  return vote_breach(seating, vote.id.caster, to, innocent);
}

std::optional<std::string_view> dead_reckoning_breach(const Seating& seating, std::span<const Vote> votes, VoteId id,
                                                      Player to) {
  const Vote* vote = find_vote(votes, id);
  if (vote == nullptr) return "no such vote was cast";
  if (to == seating.holder(Role::navigator)) return "dead reckoning cannot move a vote to the Navigator";
  return move_breach(seating, *vote, to, std::nullopt);
}

std::optional<std::string_view> forgiveness_breach(const Seating& seating, std::span<const Vote> votes, VoteId id,
                                                   std::optional<Player> innocent) {
  const Player chaplain = seating.holder(Role::chaplain);
  if (innocent == chaplain) return "forgiveness is not allowed when the Chaplain is the innocent player";
  const Vote* vote = find_vote(votes, id);
  if (vote == nullptr) return "no such vote was cast";
  if (id.caster == chaplain) return "the Chaplain cannot take his own vote, only one cast by another player";
  if (vote->target == chaplain) return "that vote is already for the Chaplain";
  return move_breach(seating, *vote, chaplain, innocent);
}

std::optional<std::string_view> change_course_breach(const Seating& seating, std::span<const Vote> votes, Player named,
                                                     std::optional<Player> innocent) {
  const Player navigator = seating.holder(Role::navigator);
  if (!seating.seated(named)) return "there is no such player at the table";
  if (named == navigator) return "the Navigator must name another player";
  bool can_move = false;
  for (const Vote& v : votes) {
    if (v.id.caster != named) continue;
    if (v.target == navigator) return "the Navigator can only name a player none of whose votes is for him";
    for (const Role r : all_roles) can_move = can_move || !move_breach(seating, v, seating.holder(r), innocent);
  }
  if (!can_move) return "that player has no vote they could move";
  return std::nullopt;
}

std::optional<std::string_view> change_course_move_breach(const Seating& seating, std::span<const Vote> votes,
                                                          Player named, VoteId id, Player to,
                                                          std::optional<Player> innocent) {
  const Vote* vote = find_vote(votes, id);
  if (vote == nullptr) return "no such vote was cast";
  if (id.caster != named) return "the player named by change course must move one of their own votes";
  return move_breach(seating, *vote, to, innocent);
}

}  // namespace skb::mutiny
