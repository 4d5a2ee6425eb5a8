#include "solver/mutiny/extensive_game.h"

#include <algorithm>
#include <array>
#include <span>

#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

// Keys are byte strings: small numbers as one byte each, "nothing" as 0x7f. Dynamics keys write
// seats; information keys write labels (labels.h), so that they read alike at every seating.
// Bytes appended to a key through a small buffer, flushed when full and at the end: a key is
// written for every state of a game tree, and std::string appends a byte through a call.
class KeyBytes {
 public:
  explicit KeyBytes(std::string& key) : key_(key) {}
  KeyBytes(const KeyBytes&) = delete;
  KeyBytes& operator=(const KeyBytes&) = delete;
  ~KeyBytes() { flush(); }
  void add(int value) {
    if (size_ == bytes_.size()) flush();
    bytes_[size_++] = static_cast<char>(value);
  }

 private:
  void flush() {
    key_.append(bytes_.data(), size_);
    size_ = 0;
  }
  std::string& key_;
  std::array<char, 64> bytes_;
  std::size_t size_ = 0;
};

void put(KeyBytes& key, int value) { key.add(value); }
void put(KeyBytes& key, std::optional<Player> p) { put(key, p ? p->index : 0x7f); }
void put(KeyBytes& key, const Vote& v) {
  put(key, v.id.caster.index * 2 + v.id.slot);
  put(key, v.target.index);
}
void put(KeyBytes& key, std::span<const Vote> votes) {
  put(key, static_cast<int>(votes.size()));
  for (const Vote& v : votes) put(key, v);
}

bool after(const mutiny::State& s, Phase phase) { return s.phase() > phase; }

// Writes what players know in labels.
class InformationWriter {
 public:
  InformationWriter(const Labels& labels, std::string& key) : labels_(labels), key_(key) {}
  void number(int value) { put(key_, value); }
  void player(std::optional<Player> p) { put(key_, p ? labels_.of(*p) : 0x7f); }
  void report(const Report& r) {
    number(static_cast<int>(r.claim));
    player(r.about);
  }
  void vote(const Vote& v) {
    number(labels_.of(v.id));
    player(v.target);
  }
  // A move, with where the vote came from when `from` (the votes as they stand no longer show
  // it).
  void move(const std::optional<Move>& m, bool from) {
    if (!m) {
      number(0x7f);
      return;
    }
    number(labels_.of(m->vote));
    if (from) player(m->from);
    player(m->to);
  }
  // The votes `player` has seen of a vote: all of them, in label order, once it is complete
  // (or, for the waiting Boatswain whose turn it is, everyone's), else their own.
  void seen_votes(const VoteList& votes, bool complete, Player viewer) {
    std::array<const Vote*, VoteList::capacity> seen{};  // in place: keys are written for every state
    std::size_t count = 0;
    for (const Vote& v : votes)
      if (complete || v.id.caster == viewer) seen[count++] = &v;
    for (std::size_t k = 1; k < count; ++k)  // insertion sort by label: a handful of votes
      for (std::size_t j = k; j > 0 && labels_.of(seen[j]->id) < labels_.of(seen[j - 1]->id); --j)
        std::swap(seen[j], seen[j - 1]);
    number(static_cast<int>(count));
    for (std::size_t k = 0; k < count; ++k) vote(*seen[k]);
  }
  // The guilt votes as Memory::tallied keeps them: once `player` sees them, how many votes each
  // player holds, in label order; before that, their own votes only while it is their turn (the
  // condemned player's first vote, as he casts his second).
  void tallied_votes(const VoteList& votes, bool seen, Player viewer, bool acting) {
    if (seen) {
      const VoteCount by_seat = count_votes(votes);
      std::array<int, role_count> by_label{};  // targets are role players: labels 0 to 3
      for (std::size_t seat = 0; seat < by_seat.size(); ++seat)
        if (by_seat[seat] > 0)
          by_label[static_cast<std::size_t>(labels_.of(Player(static_cast<int>(seat))))] = by_seat[seat];
      number(static_cast<int>(votes.size()));
      for (const int c : by_label) number(c);
      return;
    }
    if (acting)
      seen_votes(votes, false, viewer);
    else
      number(0);
  }

 private:
  const Labels& labels_;
  KeyBytes key_;
};

}  // namespace

std::string_view memory_name(Memory memory) {
  switch (memory) {
    case Memory::perfect:
      return "perfect";
    case Memory::short_term:
      return "short_term";
    case Memory::reduced:
      return "reduced";
    case Memory::none:
      return "state";
    case Memory::tallied:
      return "tallied";
  }
  return "?";
}

skb::NodeKind MutinyGame::kind(const State& s) const {
  if (!s.game) return skb::NodeKind::chance;
  return is_terminal(*s.game) ? skb::NodeKind::terminal : skb::NodeKind::decision;
}

int MutinyGame::actor(const State& s) const { return current_player(*s.game)->index; }

std::vector<mutiny::State> MutinyGame::first_states() const {
  return starts_.empty() ? mutiny::State::all_deals(seating_) : starts_;
}

int MutinyGame::options(const State& s) const {
  if (!s.game) return starts_.empty() ? role_count : static_cast<int>(starts_.size());
  return static_cast<int>(actions(*s.game).size());
}

MutinyGame::State MutinyGame::child(const State& s, int option) const {
  if (!s.game) return {first_states()[static_cast<std::size_t>(option)]};
  return {apply_legal(*s.game, actions(*s.game)[static_cast<std::size_t>(option)])};
}

std::string MutinyGame::option_name(const State& s, int option) const {
  if (!s.game) {
    if (!starts_.empty()) return "start " + std::to_string(option + 1);
    return "the Mutineer is " + seating_.describe(first_states()[static_cast<std::size_t>(option)].mutineer());
  }
  return describe(seating_, actions(*s.game)[static_cast<std::size_t>(option)]);
}

MutinyGame::State MutinyGame::child(const State& s, const Action& action) const {
  return {apply_legal(*s.game, action)};
}

std::vector<MutinyGame::State> MutinyGame::children(const State& s) const {
  std::vector<State> out;
  if (!s.game) {
    for (const mutiny::State& first : first_states()) out.push_back({first});
    return out;
  }
  const std::vector<Action> options = actions(*s.game);
  out.reserve(options.size());
  for (const Action& a : options) out.push_back({apply_legal(*s.game, a)});
  return out;
}

std::vector<std::uint64_t> MutinyGame::chance_weights(const State& s) const {
  return std::vector<std::uint64_t>(static_cast<std::size_t>(options(s)), 1);
}

std::vector<std::int64_t> MutinyGame::utilities(const State& s) const {
  const Side won = winning_side(*s.game);
  std::vector<std::int64_t> u(everyone_.size() + 1);
  for (std::size_t k = 0; k < everyone_.size(); ++k) u[k] = side_of(*s.game, everyone_[k]) == won ? 1 : 0;
  u.back() = won == Side::crew ? 1 : 0;
  return u;
}

void MutinyGame::information_of(const mutiny::State& s, Player player, std::string& key) const {
  write_information(s, player, memory_, labels_, key);
}

void write_information(const mutiny::State& s, Player player, Memory memory, const Labels& labels, std::string& key) {
  const Seating& seating = s.seating();
  InformationWriter out(labels, key);
  const std::optional<Role> role = seating.role_of(player);
  out.player(player);
  out.number(static_cast<int>(s.phase()));
  if (const std::optional<VoteId> vote = current_vote(s)) out.number(vote->slot);
  // Private knowledge.
  if (role) {
    out.number(s.mutineer() == player ? 1 : 0);
    if (*role == Role::boatswain && after(s, Phase::search)) {
      out.player(s.searched());
      out.number(s.searched() && *s.searched() == s.mutineer() ? 1 : 0);
    }
    if (*role == Role::chaplain && after(s, Phase::confession)) {
      out.player(s.confession_target());
      out.number(s.chaplain_sworn() ? 1 : 0);
    }
    if (*role != Role::chaplain && after(s, Phase::confession)) out.number(s.confession_target() == player ? 1 : 0);
  }
  // The public record as this player remembers it. The guilt votes are seen once they are all
  // cast, or by the waiting Boatswain when his turn comes.
  const bool round_two = after(s, Phase::dead_reckoning);
  const bool boatswain_now = s.phase() == Phase::guilt_vote && s.boatswain_waits() &&
                             player == seating.holder(Role::boatswain) && current_player(s) == player;
  const bool guilt_votes_seen = after(s, Phase::guilt_vote) || boatswain_now;
  const bool forgets_reports = (memory == Memory::reduced || memory == Memory::tallied) && guilt_votes_seen;
  if (memory != Memory::none && !forgets_reports) {
    if (after(s, Phase::search)) out.player(s.searched());
    if (after(s, Phase::boatswain_report)) out.report(s.boatswain_report());
    if (after(s, Phase::chaplain_report)) out.report(s.chaplain_report());
  }
  // Perfect and short-term memories recall where a moved vote came from; the reduced game (and
  // a memory of the state alone) keep only the votes as they stand.
  const bool from = memory == Memory::perfect || memory == Memory::short_term;
  if (!round_two || memory == Memory::perfect) {
    if (after(s, Phase::chaplain_report)) out.seen_votes(s.innocence_votes(), after(s, Phase::innocence_vote), player);
    if (after(s, Phase::dead_reckoning)) out.move(s.dead_reckoning(), from);
  }
  if (round_two) out.player(s.innocent());
  if (after(s, Phase::condemn)) out.player(s.condemned());
  if (after(s, Phase::bosun_wait)) out.number(s.boatswain_waits() ? 1 : 0);
  if (after(s, Phase::bosun_wait)) {
    if (memory == Memory::tallied)
      out.tallied_votes(s.guilt_votes(), guilt_votes_seen, player, current_player(s) == player);
    else
      out.seen_votes(s.guilt_votes(), guilt_votes_seen, player);
  }
  if (after(s, Phase::forgiveness)) out.move(s.forgiveness(), from);
  if (after(s, Phase::change_course)) out.player(s.change_course_named());
}

void MutinyGame::information(const State& s, std::string& key) const {
  information_of(*s.game, *current_player(*s.game), key);
}

void MutinyGame::dynamics(const State& s, std::string& to) const {
  KeyBytes key(to);
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
  if (counted_guilt_votes_) {
    // Nothing after the vote asks who cast a vote: only how many each player holds.
    const VoteCount count = count_votes(g.guilt_votes());
    put(key, static_cast<int>(g.guilt_votes().size()));
    for (int p = 0; p < g.players(); ++p) put(key, count[static_cast<std::size_t>(p)]);
  } else {
    put(key, g.guilt_votes());
  }
  put(key, g.change_course_named());
}

void MutinyGame::transposition(const State& s, std::string& key) const {
  dynamics(s, key);
  if (!s.game) return;
  std::string info;
  // After change course names a player, that player's move is the game's last decision.
  const bool last_move = s.game->phase() == Phase::change_course_move;
  for (const Player p : everyone_) {
    if (last_move && p != *current_player(*s.game)) continue;
    info.clear();
    information_of(*s.game, p, info);
    key += static_cast<char>(info.size());
    key += info;
  }
}

}  // namespace skb::mutiny
