// A player facing a fixed profile (solver/core/against_profile.h): the best response found on
// the one-player game equals the best response on the whole game's graph.
#include <doctest/doctest.h>

#include "solver/core/against_profile.h"
#include "solver/core/build_graph.h"
#include "solver/core/best_response.h"
#include "solver/core/exact_value.h"
#include "tests/core/kuhn_poker.h"

namespace {

using skb::testing::KuhnPoker;

struct KuhnWithInformation : KuhnPoker {
  void information_for(const State& s, int player, std::string& key) const {
    key += static_cast<char>('0' + s.cards[player] + 1);
    key += s.history;
  }
};

// Player 0 bets with the King and passes otherwise; player 1 calls or bets with the Queen or
// King; with the Jack he passes or folds, except that he bets after a pass 1 time in 3.
struct Fixed {
  std::vector<std::uint64_t> weights(const KuhnPoker::State& s) const {
    const int card = s.cards[s.history.size() % 2];
    if (s.history.empty()) return card == 2 ? std::vector<std::uint64_t>{0, 1} : std::vector<std::uint64_t>{1, 0};
    if (s.history.size() == 1) {
      if (card >= 1) return {0, 1};
      return s.history == "p" ? std::vector<std::uint64_t>{2, 1} : std::vector<std::uint64_t>{1, 0};
    }
    return {1, 1};  // player 0 after pass-bet
  }
  void context(const KuhnPoker::State&, std::string&) const {}
};

// The same game listing its decisions' actions ('p' pass, 'b' bet), and the same profile
// weighing a given list: AgainstProfile then lists a fixed player's actions once
// (weighted_children) instead of asking for weights and children apart.
struct KuhnWithActions : KuhnWithInformation {
  using KuhnWithInformation::child;
  std::vector<char> actions(const State&) const { return {'p', 'b'}; }
  State child(const State& s, char action) const { return child(s, action == 'p' ? 0 : 1); }
};
struct FixedOfActions : Fixed {
  std::vector<std::uint64_t> weights_of(const KuhnPoker::State& s, const std::vector<char>& actions) const {
    CHECK(actions.size() == 2);
    return weights(s);
  }
};

}  // namespace

TEST_CASE("a fixed player's actions listed once give the same graph") {
  using Listed = skb::AgainstProfile<KuhnWithActions, FixedOfActions>;
  using Apart = skb::AgainstProfile<KuhnWithInformation, Fixed>;
  static_assert(skb::HasWeightedChildren<Listed>);
  static_assert(!skb::HasWeightedChildren<Apart>);
  const KuhnWithActions listed_game;
  const KuhnWithInformation game;
  const FixedOfActions listed_profile;
  const Fixed profile;
  for (int responder = 0; responder < 2; ++responder) {
    CAPTURE(responder);
    const skb::GameGraph a = skb::build_graph(Listed(listed_game, listed_profile, responder), 1000);
    const skb::GameGraph b = skb::build_graph(Apart(game, profile, responder), 1000);
    // Node for node and edge for edge: the options of weight 0 get no edge either way.
    CHECK(a.nodes() == b.nodes());
    CHECK(a.layout().edge_child == b.layout().edge_child);
    CHECK(a.layout().edge_weight == b.layout().edge_weight);
    CHECK(a.layout().first_edge == b.layout().first_edge);
    CHECK(a.layout().infoset_key == b.layout().infoset_key);
    CHECK(a.layout().payoff == b.layout().payoff);
  }
}

TEST_CASE("a best response against a fixed profile equals the one on the whole graph") {
  const KuhnWithInformation game;
  const Fixed fixed;
  // The same profile as a strategy on the whole graph, set by set.
  const skb::GameGraph whole = skb::build_graph(game, 1000);
  skb::Strategy strategy(whole.strategy_size());
  for (skb::InfosetId i = 0; i < whole.infosets(); ++i) {
    KuhnPoker::State s;
    const std::string& key = whole.infoset_key(i);
    s.cards[0] = s.cards[1] = key[0] - '0';
    s.history = key.substr(1);
    const std::vector<std::uint64_t> w = fixed.weights(s);
    const double total = static_cast<double>(w[0] + w[1]);
    strategy[whole.first_slot(i)] = static_cast<double>(w[0]) / total;
    strategy[whole.first_slot(i) + 1] = static_cast<double>(w[1]) / total;
  }
  for (int responder = 0; responder < 2; ++responder) {
    CAPTURE(responder);
    const skb::AgainstProfile<KuhnWithInformation, Fixed> facing(game, fixed, responder);
    const skb::GameGraph alone = skb::build_graph(facing, 1000);
    // Only the responder's sets are left, those the fixed profile lets happen: player 0 meets all
    // 6 of his (player 1 bets after a pass with every card, with the Jack 1 time in 3); player 1
    // faces a bet only from player 0's King, so never with the King himself: 3 + 2 = 5.
    CHECK(alone.infosets() == (responder == 0 ? 6u : 5u));
    const double value = skb::best_response(alone, skb::uniform_strategy(alone), responder).value;
    CHECK(value == doctest::Approx(skb::best_response(whole, strategy, responder).value).epsilon(1e-12));
  }
}

TEST_CASE("several free players: CFR among them while the others keep to the profile") {
  // With both players free, the game against the profile is the game itself: no chance node is
  // added, and its graph has every information set of the whole game.
  const KuhnWithInformation game;
  const Fixed fixed;
  const skb::AgainstProfile<KuhnWithInformation, Fixed> both(game, fixed, std::vector<bool>{true, true});
  const skb::GameGraph whole = skb::build_graph(game, 1000);
  const skb::GameGraph g = skb::build_graph(both, 1000);
  CHECK(g.infosets() == whole.infosets());
  // With neither free, every decision is chance: no information set is left, and the value at
  // the root is the profile's.
  const skb::AgainstProfile<KuhnWithInformation, Fixed> none(game, fixed, std::vector<bool>{false, false});
  const skb::GameGraph chance = skb::build_graph(none, 1000);
  CHECK(chance.infosets() == 0);
  CHECK(skb::expected_utilities(chance, {})[0] ==
        doctest::Approx(skb::exact_value<double>(game, fixed)[0]));
}
