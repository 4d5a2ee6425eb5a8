// The reductions the equilibria are solved on (solver/mutiny/reduction.h) and the memory that
// keeps the guilt votes as counts (game.h, Memory::tallied): uniform play's value of a counted
// guilt vote worked out by hand, the same value with and without the counting, keys that forget
// who cast a vote but not how many each player holds, and a table of the 6-player reduction
// played in the full game ("none" where the reduction took a power away).
#include <doctest/doctest.h>

#include <numeric>

#include "solver/core/cfr.h"
#include "solver/core/build_graph.h"
#include "solver/core/game_graph.h"
#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/labels.h"
#include "solver/mutiny/reduction.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/solved_profile.h"
#include "tests/mutiny/trial.h"

namespace {

using namespace skb::mutiny;
using skb::mutiny::testing::kVoteOnly;
using skb::mutiny::testing::trial;

// Returns the crew's win probability (the utilities' entry after the seats') when everyone
// plays uniformly, on the graph of `game`, and how many merged states it has.
std::pair<double, std::size_t> uniform_crew_win(const MutinyGame& game) {
  const skb::GameGraph graph = skb::build_graph(game, 1'000'000);
  const std::vector<double> values =
      skb::node_values(graph, skb::uniform_strategy(graph), static_cast<std::size_t>(game.players()));
  return {values[0], graph.nodes()};
}

// Applies the variant's only option ("none") until the guilt vote starts.
State to_guilt_vote(State s) {
  while (s.phase() != Phase::guilt_vote) s = apply(s, allowed_actions(s, kVoteOnly)[0]);
  return s;
}

}  // namespace

TEST_CASE("the reductions: 4 and 5 players forget, 6 players also lose forgiveness and change course") {
  for (const int players : {4, 5}) {
    CHECK(reduction_of(players).memory == Memory::reduced);
    CHECK(reduction_of(players).removed.standard());
  }
  const Reduction six = reduction_of(6);
  CHECK(six.memory == Memory::tallied);
  CHECK(six.removed == Variant{}.without(Power::forgiveness).without(Power::change_course));
  // On top of a designer's variant, the reduction's powers are removed as well.
  const Variant v = reduced_variant(six, Variant{}.without(Power::search));
  CHECK(v.removes(Power::search));
  CHECK(v.removes(Power::forgiveness));
  CHECK(v.removes(Power::change_course));
  CHECK(!v.removes(Power::condemn));
  CHECK(memory_name(Memory::tallied) == "tallied");
  // Counts cannot be kept where forgiveness or change course still name who cast a vote.
  CHECK_THROWS_AS(MutinyGame(Seating::standard(6), Memory::tallied), std::invalid_argument);
  CHECK_THROWS_AS(MutinyGame(Seating::standard(6), Memory::tallied, Variant{}.without(Power::forgiveness)),
                  std::invalid_argument);
  CHECK_NOTHROW(MutinyGame(Seating::standard(6), six.memory, six.removed));
}

TEST_CASE("a counted guilt vote: uniform play's value by hand, and the same value when votes are not counted") {
  // 4 players, the Navigator the Mutineer, the Helmsman innocent; only the guilt vote is
  // played. Each vote goes to a role player other than its caster and the Helmsman: the
  // Boatswain {Chaplain, Navigator}, the Chaplain {Boatswain, Navigator}, the Helmsman {Boatswain,
  // Chaplain, Navigator}, the Navigator {Boatswain, Chaplain}. The crew wins iff the Navigator
  // has strictly the most of the 4 votes. Let k be his votes (from the first three voters):
  // - k = 3 (1/2 * 1/2 * 1/3 = 1/12): guilty.
  // - k = 2: guilty iff the other two votes split between the Boatswain and the Chaplain.
  //   Boatswain and Chaplain on him, the Helmsman not (1/2 * 1/2 * 2/3 = 1/6): the Helmsman's
  //   and the Navigator's votes split with probability 1/2, so 1/12. Boatswain and Helmsman
  //   (1/2 * 1/3 * 1/2 = 1/12): the Chaplain's vote is on the Boatswain, the Navigator's must go
  //   to the Chaplain (1/2), so 1/24. Chaplain and Helmsman: likewise 1/24.
  // - k <= 1: three votes on two others, one of whom then has at least 2.
  // Crew: 1/12 + 1/12 + 1/24 + 1/24 = 1/4.
  const Seating seating = Seating::standard(4);
  const std::vector<State> start = {trial(seating, Player(3))};
  const auto [tallied, tallied_nodes] = uniform_crew_win(MutinyGame(seating, Memory::tallied, start, kVoteOnly));
  const auto [perfect, perfect_nodes] = uniform_crew_win(MutinyGame(seating, Memory::perfect, start, kVoteOnly));
  CHECK(tallied == doctest::Approx(0.25).epsilon(1e-12));
  CHECK(perfect == doctest::Approx(0.25).epsilon(1e-12));
  // Counting merges: who cast what is forgotten once nobody needs it.
  CHECK(tallied_nodes < perfect_nodes);
}

TEST_CASE("the 6-player counted guilt vote: merged states, same value as remembering every vote") {
  // Two worlds (the Chaplain or the Navigator the Mutineer), 6 players, the guilt vote alone:
  // seven voters' choices. Counting changes which states are one, never what happens next, so
  // uniform play's value is the same whether players keep counts or every vote.
  const Seating seating = Seating::standard(6);
  const std::vector<State> starts = {trial(seating, Player(1)), trial(seating, Player(3))};
  const auto [tallied, tallied_nodes] = uniform_crew_win(MutinyGame(seating, Memory::tallied, starts, kVoteOnly));
  const auto [perfect, perfect_nodes] = uniform_crew_win(MutinyGame(seating, Memory::perfect, starts, kVoteOnly));
  CHECK(tallied == doctest::Approx(perfect).epsilon(1e-12));
  CHECK(tallied > 0);
  CHECK(tallied_nodes * 2 < perfect_nodes);
}

TEST_CASE("tallied keys forget who cast a guilt vote, not how many each player holds") {
  // 6 players (seats: Boatswain, Chaplain, Helmsman, Navigator, two jurors), the Helmsman
  // innocent. Two guilt votes that differ only in the jurors' votes, swapped between the
  // Chaplain and the Navigator: both end with the Navigator 3, the Boatswain 2, the Chaplain 1.
  const Seating seating = Seating::standard(6);
  const std::vector<Player> first = {Player(3), Player(3), Player(0), Player(0), Player(1), Player(3)};
  std::vector<Player> second = first;
  std::swap(second[4], second[5]);
  State a = to_guilt_vote(trial(seating, Player(3)));
  State b = a;
  for (const Player p : first) a = apply(a, Action::vote(p));
  for (const Player p : second) b = apply(b, Action::vote(p));
  REQUIRE(a.phase() == Phase::forgiveness);
  REQUIRE(b.phase() == Phase::forgiveness);
  const MutinyGame tallied(seating, Memory::tallied, kVoteOnly);
  const MutinyGame reduced(seating, Memory::reduced, kVoteOnly);
  for (int p = 0; p < 6; ++p) {
    std::string ka, kb, ra, rb;
    tallied.information_of(a, Player(p), ka);
    tallied.information_of(b, Player(p), kb);
    reduced.information_of(a, Player(p), ra);
    reduced.information_of(b, Player(p), rb);
    CHECK(ka == kb);
    CHECK(ra != rb);
  }
  std::string ta, tb;
  tallied.transposition(MutinyGame::State{a}, ta);
  tallied.transposition(MutinyGame::State{b}, tb);
  CHECK(ta == tb);
  // A different count is a different key: the last juror on the Boatswain instead.
  State c = to_guilt_vote(trial(seating, Player(3)));
  std::vector<Player> third = first;
  third[5] = Player(0);
  for (const Player p : third) c = apply(c, Action::vote(p));
  std::string kc, tc;
  tallied.information_of(c, Player(1), kc);
  std::string ka;
  tallied.information_of(a, Player(1), ka);
  CHECK(kc != ka);
  tallied.transposition(MutinyGame::State{c}, tc);
  CHECK(tc != ta);
}

TEST_CASE("a table of the 6-player reduction plays the full game: \"none\" for the powers it removed") {
  // Solve the 6-player guilt vote from two worlds briefly, as the reduction does (counted votes,
  // options in label order), and play it as the equilibrium profile of 6 players in the full
  // game, where forgiveness and change course have options.
  const Seating seating = Seating::standard(6);
  const Labels labels(seating);
  const MutinyGame game(seating, Memory::tallied, {trial(seating, Player(1)), trial(seating, Player(3))}, kVoteOnly);
  skb::StrategyTable::OptionOrder order;
  const skb::GameGraph graph =
      skb::build_graph(game, 1'000'000, {}, [&](skb::InfosetId set, const MutinyGame::State& node) {
        if (order.size() <= set) order.resize(set + 1);
        order[set] = labels.label_order(game.actions(*node.game));
      });
  skb::Cfr cfr(graph);
  cfr.iterate(20);
  auto table = std::make_shared<const skb::StrategyTable>(
      skb::StrategyTable::from_graph(graph, cfr.average(), order));
  const SolvedProfile profile("equilibrium", 6, table);

  State s = to_guilt_vote(trial(seating, Player(3)));
  // Each guilt vote is played from the table: weights for every option, adding up to 65,535.
  int votes = 0;
  while (s.phase() == Phase::guilt_vote) {
    const std::vector<Action> options = legal_actions(s);
    const std::vector<std::uint64_t> w = profile.weights_of(s, options);
    REQUIRE(w.size() == options.size());
    CHECK(std::accumulate(w.begin(), w.end(), std::uint64_t{0}) == 65535);
    // Everyone votes for the Navigator but the Navigator and the second juror (for the
    // Boatswain), so that the juror can be named to change course.
    const Player voter = *current_player(s);
    s = apply(s, Action::vote(voter == Player(3) || voter == Player(5) ? Player(0) : Player(3)));
    ++votes;
  }
  CHECK(votes == 6);
  // Forgiveness: the Chaplain could take any of five votes; the table's Chaplain takes none.
  const std::vector<Action> forgive = legal_actions(s);
  REQUIRE(forgive.size() > 1);
  std::vector<std::uint64_t> expected(forgive.size(), 0);
  expected[0] = 65535;
  CHECK(profile.weights_of(s, forgive) == expected);
  s = apply(s, forgive[0]);
  // Change course: the Navigator names nobody.
  REQUIRE(s.phase() == Phase::change_course);
  const std::vector<Action> name = legal_actions(s);
  REQUIRE(name.size() > 1);
  expected.assign(name.size(), 0);
  expected[0] = 65535;
  CHECK(profile.weights_of(s, name) == expected);
  // Named by a Navigator who deviates, the table's player moves uniformly among their options.
  s = apply(s, name[1]);
  REQUIRE(s.phase() == Phase::change_course_move);
  const std::vector<Action> moves = legal_actions(s);
  CHECK(profile.weights_of(s, moves) == std::vector<std::uint64_t>(moves.size(), 1));
}
