// Best responses in Mutiny (core/against_profile.h and core/best_response.h on the game of
// solver/mutiny/extensive_game.h): never worse than any fixed alternative tried, on the trial of a
// hand-made game in each of the four worlds, and NashConv of the honest profile on the whole
// 4-player game.
#include <doctest/doctest.h>

#include "solver/core/against_profile.h"
#include "solver/core/build_graph.h"
#include "solver/core/best_response.h"
#include "solver/core/exact_value.h"
#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/profile_value.h"
#include "solver/mutiny/rules.h"

namespace {

using namespace skb::mutiny;

// `base` for everyone but `deviator`, who plays `alternative`.
class Mixed final : public Profile {
 public:
  Mixed(const Profile& base, const Profile& alternative, Player deviator)
      : base_(base), alternative_(alternative), deviator_(deviator) {}
  std::string_view name() const override { return "mixed"; }
  std::vector<std::uint64_t> weights(const State& s) const override {
    return current_player(s) == deviator_ ? alternative_.weights(s) : base_.weights(s);
  }
  void context(const State& s, std::string& key) const override {
    base_.context(s, key);
    alternative_.context(s, key);
  }

 private:
  const Profile& base_;
  const Profile& alternative_;
  Player deviator_;
};

// Always the first legal option (no search, no confession, silence, the first target...).
class FirstOption final : public Profile {
 public:
  std::string_view name() const override { return "first"; }
  std::vector<std::uint64_t> weights(const State& s) const override {
    std::vector<std::uint64_t> w(legal_actions(s).size(), 0);
    w[0] = 1;
    return w;
  }
  void context(const State&, std::string&) const override {}
};

// The trial after a round 1 with no search, confession or report, and innocence votes Boatswain
// -> Helmsman, Chaplain -> Helmsman, Helmsman -> Chaplain twice, Navigator -> Chaplain: the
// Chaplain is innocent. One start per Mutineer (where the Chaplain is the Mutineer the game is
// already over).
std::vector<State> trials() {
  std::vector<State> out;
  for (const State& deal : State::all_deals(Seating::standard(4))) {
    State s = deal;
    s = apply(s, Action::search(std::nullopt));
    s = apply(s, Action::confess(std::nullopt));
    s = apply(s, Action::silence());
    s = apply(s, Action::silence());
    for (int v : {2, 2, 1, 1, 1}) s = apply(s, Action::vote(Player(v)));
    out.push_back(apply(s, Action::no_move()));
  }
  return out;
}

}  // namespace

TEST_CASE("a best response is never worse than the alternatives tried") {
  const MutinyGame game(Seating::standard(4), Memory::perfect, trials());
  const HonestProfile honest;
  const RandomProfile random;
  const FirstOption first;
  const ProfileOnGame on_game(honest);
  const std::vector<double> baseline = skb::exact_value<double>(game, on_game);
  for (int p = 0; p < 4; ++p) {
    CAPTURE(p);
    const skb::AgainstProfile<MutinyGame, ProfileOnGame> facing(game, on_game, p);
    const skb::GameGraph graph = skb::build_graph(facing, 1'000'000);
    const double best = skb::best_response(graph, skb::uniform_strategy(graph), p).value;
    CHECK(best >= baseline[static_cast<std::size_t>(p)] - 1e-12);
    for (const Profile* alternative : {static_cast<const Profile*>(&random), static_cast<const Profile*>(&first)}) {
      const Mixed mixed(honest, *alternative, Player(p));
      const ProfileOnGame mixed_on_game(mixed);
      const double value = skb::exact_value<double>(game, mixed_on_game)[static_cast<std::size_t>(p)];
      CHECK(best >= value - 1e-12);
    }
  }
}
