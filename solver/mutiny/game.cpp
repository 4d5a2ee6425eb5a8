#include "solver/mutiny/game.h"

#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

// Keys are byte strings: small numbers as one byte each, "nothing" as 0x7f.
void put(std::string& key, int value) { key += static_cast<char>(value); }
void put(std::string& key, std::optional<Player> p) { put(key, p ? p->index : 0x7f); }
void put(std::string& key, const Report& r) {
  put(key, static_cast<int>(r.claim));
  put(key, r.about);
}
void put(std::string& key, const Vote& v) {
  put(key, v.id.caster.index * 2 + v.id.slot);
  put(key, v.target.index);
}
void put(std::string& key, const std::optional<Move>& m) {
  if (!m) {
    put(key, 0x7f);
    return;
  }
  put(key, m->vote.caster.index * 2 + m->vote.slot);
  put(key, m->to.index);
}
void put(std::string& key, const std::vector<Vote>& votes) {
  put(key, static_cast<int>(votes.size()));
  for (const Vote& v : votes) put(key, v);
}

bool after(const mutiny::State& s, Phase phase) { return s.phase() > phase; }

// The votes `player` has seen of a vote: all of them once it is complete, else their own (and,
// for the waiting Boatswain whose turn it is, everyone's).
void put_seen_votes(std::string& key, const std::vector<Vote>& votes, bool complete, Player player) {
  if (complete) {
    put(key, votes);
    return;
  }
  int own = 0;
  for (const Vote& v : votes) own += v.id.caster == player ? 1 : 0;
  put(key, own);
  for (const Vote& v : votes)
    if (v.id.caster == player) put(key, v);
}

}  // namespace

game::NodeKind MutinyGame::kind(const State& s) const {
  if (!s.game) return game::NodeKind::chance;
  return is_terminal(*s.game) ? game::NodeKind::terminal : game::NodeKind::decision;
}

int MutinyGame::actor(const State& s) const { return current_player(*s.game)->index; }

std::vector<mutiny::State> MutinyGame::first_states() const {
  return starts_.empty() ? mutiny::State::all_deals(seating_) : starts_;
}

int MutinyGame::options(const State& s) const {
  if (!s.game) return starts_.empty() ? role_count : static_cast<int>(starts_.size());
  return static_cast<int>(legal_actions(*s.game).size());
}

MutinyGame::State MutinyGame::child(const State& s, int option) const {
  if (!s.game) return {first_states()[static_cast<std::size_t>(option)]};
  return {apply(*s.game, legal_actions(*s.game)[static_cast<std::size_t>(option)])};
}

std::vector<MutinyGame::State> MutinyGame::children(const State& s) const {
  std::vector<State> out;
  if (!s.game) {
    for (const mutiny::State& first : first_states()) out.push_back({first});
    return out;
  }
  for (const Action& a : legal_actions(*s.game)) out.push_back({apply(*s.game, a)});
  return out;
}

std::vector<std::uint64_t> MutinyGame::chance_weights(const State& s) const {
  return std::vector<std::uint64_t>(static_cast<std::size_t>(options(s)), 1);
}

std::vector<std::int64_t> MutinyGame::utilities(const State& s) const {
  const Side won = winning_side(*s.game);
  std::vector<std::int64_t> u;
  for (const Player p : everyone_) u.push_back(side_of(*s.game, p) == won ? 1 : 0);
  return u;
}

void MutinyGame::information_of(const mutiny::State& s, Player player, std::string& key) const {
  const std::optional<Role> role = seating_.role_of(player);
  put(key, player.index);
  put(key, static_cast<int>(s.phase()));
  if (const std::optional<VoteId> vote = current_vote(s)) put(key, vote->slot);
  // Private knowledge.
  if (role) {
    put(key, s.mutineer() == player ? 1 : 0);
    if (*role == Role::boatswain && after(s, Phase::search)) {
      put(key, s.searched());
      put(key, s.searched() && *s.searched() == s.mutineer() ? 1 : 0);
    }
    if (*role == Role::chaplain && after(s, Phase::confession)) {
      put(key, s.confession_target());
      put(key, s.chaplain_sworn() ? 1 : 0);
    }
    if (*role != Role::chaplain && after(s, Phase::confession)) put(key, s.confession_target() == player ? 1 : 0);
  }
  // The public record as this player remembers it.
  const bool round_two = after(s, Phase::dead_reckoning);
  if (memory_ != Memory::none) {
    if (after(s, Phase::search)) put(key, s.searched());
    if (after(s, Phase::boatswain_report)) put(key, s.boatswain_report());
    if (after(s, Phase::chaplain_report)) put(key, s.chaplain_report());
  }
  if (!round_two || memory_ == Memory::perfect) {
    if (after(s, Phase::chaplain_report))
      put_seen_votes(key, s.innocence_votes(), after(s, Phase::innocence_vote), player);
    if (after(s, Phase::dead_reckoning)) put(key, s.dead_reckoning());
  }
  if (round_two) put(key, s.innocent());
  if (after(s, Phase::condemn)) put(key, s.condemned());
  if (after(s, Phase::bosun_wait)) put(key, s.boatswain_waits() ? 1 : 0);
  if (after(s, Phase::bosun_wait)) {
    const bool complete = after(s, Phase::guilt_vote);
    const bool boatswain_now = s.phase() == Phase::guilt_vote && s.boatswain_waits() &&
                               player == seating_.holder(Role::boatswain) && current_player(s) == player;
    put_seen_votes(key, s.guilt_votes(), complete || boatswain_now, player);
  }
  if (after(s, Phase::forgiveness)) put(key, s.forgiveness());
  if (after(s, Phase::change_course)) put(key, s.change_course_named());
}

void MutinyGame::information(const State& s, std::string& key) const {
  information_of(*s.game, *current_player(*s.game), key);
}

void MutinyGame::dynamics(const State& s, std::string& key) const {
  if (!s.game) {
    put(key, 0x7e);
    return;
  }
  const mutiny::State& g = *s.game;
  put(key, static_cast<int>(g.phase()));
  put(key, g.mutineer().index);
  if (!after(g, Phase::boatswain_report)) put(key, g.searched());
  if (after(g, Phase::confession)) put(key, g.chaplain_sworn() ? 1 : 0);
  if (!after(g, Phase::dead_reckoning)) {
    put(key, g.innocence_votes());
    return;
  }
  put(key, g.innocent());
  put(key, g.condemned());
  put(key, g.boatswain_waits() ? 1 : 0);
  put(key, g.guilt_votes());
  put(key, g.change_course_named());
}

void MutinyGame::transposition(const State& s, std::string& key) const {
  dynamics(s, key);
  if (!s.game) return;
  std::string info;
  for (const Player p : everyone_) {
    info.clear();
    information_of(*s.game, p, info);
    put(key, static_cast<int>(info.size()));
    key += info;
  }
}

}  // namespace skb::mutiny
