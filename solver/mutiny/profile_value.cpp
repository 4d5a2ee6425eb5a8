#include "solver/mutiny/profile_value.h"

#include "solver/mutiny/outcome.h"

namespace skb::mutiny {

namespace {

// The game with one utility: 1 when the crew wins, so that exact evaluation adds one fraction
// per state rather than one per player.
class CrewWin {
 public:
  using State = MutinyGame::State;
  explicit CrewWin(const MutinyGame& game) : game_(game) {}
  int players() const { return game_.players(); }
  State root() const { return game_.root(); }
  skb::NodeKind kind(const State& s) const { return game_.kind(s); }
  int actor(const State& s) const { return game_.actor(s); }
  int options(const State& s) const { return game_.options(s); }
  State child(const State& s, int option) const { return game_.child(s, option); }
  std::vector<State> children(const State& s) const { return game_.children(s); }
  std::vector<std::uint64_t> chance_weights(const State& s) const { return game_.chance_weights(s); }
  std::vector<std::int64_t> utilities(const State& s) const { return {crew_wins(*s.game) ? 1 : 0}; }
  void information(const State& s, std::string& key) const { game_.information(s, key); }
  void dynamics(const State& s, std::string& key) const { game_.dynamics(s, key); }
  void transposition(const State& s, std::string& key) const { game_.transposition(s, key); }

 private:
  const MutinyGame& game_;
};

}  // namespace

ProfileValue exact_profile_value(const Seating& seating, const Profile& profile, const std::atomic<bool>* cancel) {
  const MutinyGame game(seating, Memory::perfect);
  const CrewWin crew(game);
  const ProfileOnGame on_game(profile);
  skb::ExactValue<CrewWin, ProfileOnGame, Fraction> evaluate(crew, on_game, cancel);
  ProfileValue result;
  result.crew_win = evaluate(crew.root())[0];
  result.crew_win.canonicalize();
  // Each deal again: its value is already in the evaluation's memory.
  for (const State& deal : State::all_deals(seating)) {
    Fraction v = evaluate(MutinyGame::State{deal})[0];
    v.canonicalize();
    result.by_mutineer.push_back(v);
  }
  result.stats = evaluate.stats();
  return result;
}

}  // namespace skb::mutiny
