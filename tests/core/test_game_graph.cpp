// The game graph (solver/core/game_graph.h): levels, information sets, merging, values.
#include <doctest/doctest.h>

#include <omp.h>

#include <atomic>

#include <span>
#include <stdexcept>
#include <vector>

#include "solver/core/game_graph.h"
#include "solver/core/best_response.h"
#include "solver/core/build_graph.h"
#include "solver/core/error.h"
#include "tests/core/kuhn_poker.h"

namespace {

// Two players each say 0 or 1 without seeing anything; player 0 wins (utility 1) when the sum is
// odd, player 1 when it is even. Since nobody sees anything, states with the same sum at the
// same depth are the same subgame: the transposition key is the sum.
struct BlindParity {
  struct State {
    int said = 0;  // how many have spoken
    int sum = 0;
  };
  int players() const { return 2; }
  State root() const { return {}; }
  skb::NodeKind kind(const State& s) const {
    return s.said == 2 ? skb::NodeKind::terminal : skb::NodeKind::decision;
  }
  int actor(const State& s) const { return s.said; }
  int options(const State&) const { return 2; }
  State child(const State& s, int option) const { return {s.said + 1, s.sum + option}; }
  std::vector<std::uint64_t> chance_weights(const State&) const { return {}; }
  std::vector<std::int64_t> utilities(const State& s) const {
    return s.sum % 2 == 1 ? std::vector<std::int64_t>{1, 0} : std::vector<std::int64_t>{0, 1};
  }
  void information(const State& s, std::string& key) const { key += static_cast<char>('0' + s.said); }
  void dynamics(const State& s, std::string& key) const { key += static_cast<char>('0' + s.sum); }
  void transposition(const State& s, std::string& key) const { dynamics(s, key); }
};

// Chance draws five digits, digit k with weight k + 1, and nothing merges (the transposition
// key is every digit so far): the levels hold 1, 10, 100, 1,000, 10,000 and 100,000 states, wide
// enough for build_graph to share a level's windows of 4,096 states among threads. Then player
// 0, who sees the digits' sum modulo 7, says 0 or 1, and wins (1, else 0; player 1 the opposite)
// when the sum plus what he said is a multiple of 3. `fail_at`, when set, is a draw whose state
// cannot be made (child throws): an error inside the parallel part of the build.
struct FiveDigits {
  struct State {
    int drawn = 0;
    int digits = 0;  // the digits as a decimal number
    int sum = 0;
    int said = -1;
  };
  int fail_at = -1;
  int players() const { return 2; }
  State root() const { return {}; }
  skb::NodeKind kind(const State& s) const {
    if (s.said >= 0) return skb::NodeKind::terminal;
    return s.drawn < 5 ? skb::NodeKind::chance : skb::NodeKind::decision;
  }
  int actor(const State&) const { return 0; }
  int options(const State& s) const { return s.drawn < 5 ? 10 : 2; }
  State child(const State& s, int option) const {
    if (s.drawn < 5) {
      if (s.digits * 10 + option == fail_at) throw std::runtime_error("cannot draw this digit");
      return {s.drawn + 1, s.digits * 10 + option, s.sum + option, -1};
    }
    return {s.drawn, s.digits, s.sum, option};
  }
  std::vector<std::uint64_t> chance_weights(const State&) const { return {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}; }
  std::vector<std::int64_t> utilities(const State& s) const {
    const std::int64_t won = (s.sum + s.said) % 3 == 0 ? 1 : 0;
    return {won, 1 - won};
  }
  void information(const State& s, std::string& key) const { key += std::to_string(s.sum % 7); }
  void dynamics(const State& s, std::string& key) const {
    key += std::to_string(s.digits) + "/" + std::to_string(s.drawn);
  }
  void transposition(const State& s, std::string& key) const { dynamics(s, key); }
};

// Returns the graph of `game` built with `threads` threads.
skb::GameGraph built_with(const FiveDigits& game, int threads) {
  const int before = omp_get_max_threads();
  omp_set_num_threads(threads);
  skb::GameGraph g = skb::build_graph(game, 1'000'000);
  omp_set_num_threads(before);
  return g;
}

}  // namespace

TEST_CASE("a wide graph is the same built by one thread or by two") {
  const skb::GameGraph one = built_with(FiveDigits{}, 1);
  const skb::GameGraph two = built_with(FiveDigits{}, 2);
  // 1 + 10 + ... + 100,000 states before player 0 speaks, and the terminals merged by their
  // payoffs, (1, 0) and (0, 1): 2 nodes. Player 0's information sets: the 7 sums modulo 7.
  CHECK(one.nodes() == 111'111 + 2);
  CHECK(one.infosets() == 7);
  CHECK(one.layout().edge_child.size() == 111'110 + 2 * 100'000);
  // A draw of digit k has probability (k + 1) / 55.
  CHECK(one.layout().edge_chance[0] == doctest::Approx(1.0 / 55));
  CHECK(one.layout().edge_weight[9] == 10);
  CHECK(two.layout().kind == one.layout().kind);
  CHECK(two.layout().actor == one.layout().actor);
  CHECK(two.layout().infoset == one.layout().infoset);
  CHECK(two.layout().payoff == one.layout().payoff);
  CHECK(two.layout().first_edge == one.layout().first_edge);
  CHECK(two.layout().edge_child == one.layout().edge_child);
  CHECK(two.layout().edge_chance == one.layout().edge_chance);
  CHECK(two.layout().edge_weight == one.layout().edge_weight);
  CHECK(two.layout().level_first == one.layout().level_first);
  CHECK(two.layout().payoffs == one.layout().payoffs);
  CHECK(two.layout().infoset_key == one.layout().infoset_key);
  CHECK(two.layout().infoset_first == one.layout().infoset_first);
}

TEST_CASE("an error while a level is expanded in parallel reaches the caller") {
  // The state after the digits 1, 2, 3, 4, 5 is at the last level of draws, deep in the
  // 100,000 states shared among threads.
  FiveDigits failing;
  failing.fail_at = 12345;
  CHECK_THROWS_WITH_AS(built_with(failing, 2), "cannot draw this digit", std::runtime_error);
  CHECK_THROWS_WITH_AS(built_with(failing, 1), "cannot draw this digit", std::runtime_error);
}

TEST_CASE("Kuhn poker's graph") {
  // Levels: the deal of player 0's card (1 node), of player 1's (3), the 6 deals at player 0's
  // first decision, 12 after it; after player 1's decision the 6 deals at pb, and the terminals
  // pp, bp and bb (18 histories) merged by their payoffs, (1,-1), (-1,1), (2,-2), (-2,2): 6 + 4;
  // after pb the 12 terminals pbp, pbb merged: (-1,1), (2,-2), (-2,2): 3.
  const skb::GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  CHECK(g.nodes() == 1 + 3 + 6 + 12 + (6 + 4) + 3);
  CHECK(g.levels() == 6);
  // Each player: 3 cards x 2 points of decision (player 0: first and after pass-bet; player 1:
  // after a pass and after a bet).
  CHECK(g.infosets() == 12);
  CHECK(g.infosets_of(0) == 6);
  CHECK(g.infosets_of(1) == 6);
  CHECK(g.find_infoset("2pb") >= 0);
  CHECK(g.find_infoset("2bb") == -1);
  // Uniform play is worth 1/8 to player 0 (test_exact_value.cpp has the working).
  const std::vector<double> value = skb::expected_utilities(g, skb::uniform_strategy(g));
  CHECK(value[0] == doctest::Approx(0.125));
  CHECK(value[1] == doctest::Approx(-0.125));
}

TEST_CASE("equal subgames merge") {
  // The tree has 1 + 2 + 4 nodes; merged by sum, the levels hold 1, 2 (sums 0, 1) and 3 (sums
  // 0, 1, 2) nodes, and the last level, terminal, merges by payoff: odd (1, 0) and even (0, 1),
  // 2 nodes. Uniform play: the sum is odd with probability 1/2.
  const skb::GameGraph g = skb::build_graph(BlindParity{}, 1000);
  CHECK(g.nodes() == 1 + 2 + 2);
  CHECK(g.edge_count() == 6);
  CHECK(g.distinct_payoffs() == 2);
  CHECK(skb::expected_utilities(g, skb::uniform_strategy(g))[0] == doctest::Approx(0.5));
}

TEST_CASE("a node budget stops a graph too large") {
  CHECK_THROWS_AS(skb::build_graph(skb::testing::KuhnPoker{}, 20), skb::GraphTooLarge);
}

TEST_CASE("reach probabilities under uniform play") {
  // Kuhn poker: each of the 6 deals is reached with 1/6; each of the 12 nodes after player 0's
  // first move with 1/12; the 6 pass-bet nodes with 1/24 each; the root with 1.
  const skb::GameGraph g = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  const std::vector<double> reach = skb::reach_probabilities(g, skb::uniform_strategy(g));
  CHECK(reach[0] == 1.0);
  for (skb::NodeId n = g.level_begin(2); n < g.level_begin(3); ++n) CHECK(reach[n] == doctest::Approx(1.0 / 6));
  for (skb::NodeId n = g.level_begin(3); n < g.level_begin(4); ++n) CHECK(reach[n] == doctest::Approx(1.0 / 12));
  for (skb::NodeId n = g.level_begin(4); n < g.level_begin(5); ++n)
    if (g.kind(n) == skb::NodeKind::decision) CHECK(reach[n] == doctest::Approx(1.0 / 24));
  // Every level's reach adds up to 1: play goes through exactly one node of each level until
  // it ends (terminal nodes included).
  double total = 0;
  for (skb::NodeId n = g.level_begin(4); n < g.level_begin(5); ++n) total += reach[n];
  CHECK(total == doctest::Approx(1.0));
}

TEST_CASE("edges: chance probabilities and weights, strategy slots, option names and facts") {
  const skb::testing::KuhnPoker kuhn;
  const skb::GameGraph g = skb::build_graph(kuhn, 1000);
  // The root deals player 0's card: three chance edges of weight 1, probability 1/3 each.
  int k = 0;
  for (const skb::GameGraph::Edge& e : g.edges(0)) {
    CHECK(e.by_chance);
    CHECK(e.option == k++);
    CHECK(e.weight == 1);
    CHECK(e.probability(skb::Strategy{}) == doctest::Approx(1.0 / 3));
  }
  CHECK(k == 3);
  // A decision node's edges are its set's slots, in option order: under a strategy that passes
  // with 0.25, the edges carry 0.25 and 0.75; under integer weights 1:3, weights 1 and 3.
  skb::NodeId decision = 0;
  while (g.kind(decision) != skb::NodeKind::decision) ++decision;
  const skb::InfosetId set = g.infoset(decision);
  skb::Strategy s(g.strategy_size(), 0.5);
  s[g.first_slot(set)] = 0.25;
  s[g.first_slot(set) + 1] = 0.75;
  std::vector<std::uint32_t> w(g.strategy_size(), 1);
  w[g.first_slot(set) + 1] = 3;
  std::vector<double> p;
  std::vector<std::uint64_t> weights;
  for (const skb::GameGraph::Edge& e : g.edges(decision)) {
    CHECK_FALSE(e.by_chance);
    p.push_back(e.probability(s));
    weights.push_back(e.weight_under(std::span<const std::uint32_t>(w)));
  }
  CHECK(p == std::vector<double>{0.25, 0.75});
  CHECK(weights == std::vector<std::uint64_t>{1, 3});
  // Names and facts come from the game.
  skb::testing::KuhnPoker::State root;
  CHECK(skb::option_name_of(kuhn, root, 2) == "player 0 gets K");
  CHECK(skb::option_name_of(kuhn, kuhn.child(kuhn.child(root, 0), 0), 1) == "bet");
  CHECK(g.facts() == skb::GameFacts{true, true});
  CHECK(skb::best_response(g, skb::uniform_strategy(g), 0).exact);
  // A game that states no facts guarantees nothing.
  CHECK(skb::facts_of(FiveDigits{}) == skb::GameFacts{});
  CHECK(skb::option_name_of(FiveDigits{}, FiveDigits{}.root(), 4) == "option 4");
}

TEST_CASE("a set cancel flag stops a graph's build (skb::Cancelled); an unset one changes nothing") {
  std::atomic<bool> cancel{true};
  CHECK_THROWS_AS(skb::build_graph(skb::testing::KuhnPoker{}, 1000, {}, {}, &cancel), skb::Cancelled);
  cancel = false;
  const skb::GameGraph with = skb::build_graph(skb::testing::KuhnPoker{}, 1000, {}, {}, &cancel);
  const skb::GameGraph without = skb::build_graph(skb::testing::KuhnPoker{}, 1000);
  CHECK(with.nodes() == without.nodes());
  CHECK(with.edge_count() == without.edge_count());
}
