// External-sampling Monte Carlo CFR (Lanctot, Waugh, Zinkevich and Bowling, "Monte Carlo
// Sampling for Regret Minimization in Extensive Games", NIPS 2009) on any game (game.h), with no
// game graph: for games whose graph does not fit in memory.
//
// An iteration walks the tree from the root once per player (the traverser). At chance nodes it
// samples one option by the chance weights; at the other players' decision nodes it samples one
// option by their current strategy (regret matching) and adds that strategy to the set's
// average (the paper's averaging for external sampling: the sampling itself weighs it by the
// others' reach); at the traverser's nodes it tries every option, and each option gains the
// regret v(option) - v(node), with regrets floored at zero (RM+). The sampled regrets are
// unbiased estimates of the counterfactual regrets, so in two-player zero-sum games of perfect
// recall the average strategy approaches an equilibrium (converges() says whether the game is
// one); elsewhere it need not, and what it reaches must be measured (best_response.h), never
// assumed.
//
// Information sets live in a hash map keyed by the game's whole information key (never a hash
// of it: a collision would silently merge two sets). Sampling draws from one generator
// (solver/core/random.h) seeded by the caller and nothing else, so a run is a function of the
// game, the seed and the iteration count; chance draws are exact (weighted()), without bias.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <numeric>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "solver/core/game.h"
#include "solver/core/random.h"
#include "solver/core/strategy_table.h"

namespace skb {

template <Game G>
class ExternalSamplingCfr {
 public:
  using State = typename G::State;
  // Returns the order in which a strategy table lists the options of a decision node:
  // order[i] is the game's option stored i-th (see StrategyTable::OptionOrder).
  using TableOrder = std::function<std::vector<int>(const State&)>;

  // The solver starts from uniform play. `game` must outlive the solver; `table_order`, when
  // given, says how average() lists each set's options (the game's order otherwise).
  ExternalSamplingCfr(const G& game, std::uint64_t seed, TableOrder table_order = {})
      : game_(game), rng_(seed), table_order_(std::move(table_order)) {}

  // Runs `count` more iterations (one traversal per player each), calling `progress` with the
  // iterations run so far after each one when given.
  void iterate(std::int64_t count, const std::function<void(std::int64_t)>& progress = {}) {
    for (std::int64_t t = 0; t < count; ++t) {
      for (int player = 0; player < game_.players(); ++player) walk(game_.root(), player);
      ++iterations_;
      if (progress) progress(iterations_);
    }
  }

  // Returns the iterations run so far.
  std::int64_t iterations() const { return iterations_; }

  // Returns whether the average provably approaches an equilibrium here: two players, zero-sum,
  // perfect recall (game.h's GameFacts); elsewhere it must be measured.
  bool converges() const {
    const GameFacts facts = facts_of(game_);
    return game_.players() == 2 && facts.zero_sum && facts.perfect_recall;
  }

  // Returns how many information sets the solver has met.
  std::size_t information_sets() const { return sets_.size(); }

  // Returns the average strategy of every set met at least `min_visits` times by the other
  // players' traversals (the visits that build the average), as a table in table order; a set
  // with no accumulated strategy plays uniform. Sets left out are for the caller to play some
  // other way (and to say so).
  StrategyTable average(std::int64_t min_visits = 1) const {
    std::vector<std::pair<std::string, std::vector<double>>> entries;
    for (const auto& [key, set] : sets_) {
      if (set.visits < min_visits) continue;
      std::vector<double> p(set.options, 1.0 / static_cast<double>(set.options));
      const double total =
          std::accumulate(cumulative_.begin() + static_cast<std::ptrdiff_t>(set.first),
                          cumulative_.begin() + static_cast<std::ptrdiff_t>(set.first + set.options), 0.0);
      if (total > 0)
        for (std::size_t k = 0; k < set.options; ++k) p[k] = cumulative_[set.first + k] / total;
      if (!set.order.empty()) {
        const std::vector<double> in_game = p;
        for (std::size_t i = 0; i < p.size(); ++i) p[i] = in_game[static_cast<std::size_t>(set.order[i])];
      }
      entries.emplace_back(key, std::move(p));
    }
    return StrategyTable::from_sets(std::move(entries));
  }

 private:
  struct Set {
    std::size_t first = 0;    // its options' first entry in regret_ and cumulative_
    std::size_t options = 0;  // how many
    std::int64_t visits = 0;  // times the average was accumulated here
    std::vector<int> order;   // table order (empty: the game's)
  };

  // Returns the set with the information key of `s`, made (all regrets zero) when new.
  Set& set_of(const State& s) {
    key_.clear();
    game_.information(s, key_);
    auto [it, fresh] = sets_.try_emplace(key_);
    if (fresh) {
      it->second.first = regret_.size();
      it->second.options = static_cast<std::size_t>(game_.options(s));
      regret_.resize(regret_.size() + it->second.options, 0.0);
      cumulative_.resize(cumulative_.size() + it->second.options, 0.0);
      if (table_order_) it->second.order = table_order_(s);
    }
    return it->second;
  }

  // Fills `sigma` with regret matching at `set`: options in proportion to their positive
  // regrets, uniform when none is positive.
  void match(const Set& set, std::vector<double>& sigma) const {
    sigma.assign(set.options, 0.0);
    double total = 0;
    for (std::size_t k = 0; k < set.options; ++k) total += sigma[k] = std::max(0.0, regret_[set.first + k]);
    for (std::size_t k = 0; k < set.options; ++k)
      sigma[k] = total > 0 ? sigma[k] / total : 1.0 / static_cast<double>(set.options);
  }

  // Returns the sampled value of `s` for `player` (see the header) and updates the sets below.
  double walk(const State& s, int player) {
    switch (game_.kind(s)) {
      case NodeKind::terminal:
        return static_cast<double>(game_.utilities(s)[static_cast<std::size_t>(player)]);
      case NodeKind::chance: {
        const std::vector<std::uint64_t> w = game_.chance_weights(s);
        return walk(game_.child(s, static_cast<int>(weighted(rng_, std::span<const std::uint64_t>(w)))), player);
      }
      case NodeKind::decision:
        break;
    }
    // References into sets_ stay valid across insertions (an unordered_map's nodes never move),
    // but regret_ and cumulative_ may grow below, so only indices are kept.
    Set& set = set_of(s);
    const std::size_t first = set.first, n = set.options;
    std::vector<double> sigma;
    match(set, sigma);
    if (game_.actor(s) != player) {
      for (std::size_t k = 0; k < n; ++k) cumulative_[first + k] += sigma[k];
      ++set.visits;
      double u = unit(rng_);
      std::size_t k = 0;
      while (k + 1 < n && u >= sigma[k]) u -= sigma[k++];
      return walk(game_.child(s, static_cast<int>(k)), player);
    }
    std::vector<double> value(n);
    double node = 0;
    for (std::size_t k = 0; k < n; ++k) {
      value[k] = walk(game_.child(s, static_cast<int>(k)), player);
      node += sigma[k] * value[k];
    }
    for (std::size_t k = 0; k < n; ++k) regret_[first + k] = std::max(0.0, regret_[first + k] + value[k] - node);
    return node;
  }

  const G& game_;
  Rng rng_;
  TableOrder table_order_;
  std::unordered_map<std::string, Set> sets_;
  std::vector<double> regret_;
  std::vector<double> cumulative_;
  std::string key_;
  std::int64_t iterations_ = 0;
};

}  // namespace skb
