// Exact value: the expected utility of every player when everyone follows a given profile,
// summed over every chance outcome and every random choice, with memoisation.
//
// A profile gives integer weights for the options of the player to act (probability = weight /
// sum) and says, through its context, what its future decisions read (exact_value's `key`):
// states with equal dynamics key (game.h) and equal context have equal values, so each is
// computed once. Values are in any field type: double for speed, a rational (fraction.h) for an
// exact fraction. The recursion is as deep as the game is long.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/game.h"

namespace skb {

// Returns the integer `v` as a Number (double, or a rational).
template <class Number, class Integer>
Number number_of(Integer v) {
  if constexpr (std::is_floating_point_v<Number>) {
    return static_cast<Number>(v);
  } else if constexpr (std::is_signed_v<Integer>) {
    return Number(static_cast<long>(v));
  } else {
    return Number(static_cast<unsigned long>(v));
  }
}

// The counts of an evaluation: how many states were expanded and how many were found merged.
struct EvaluationStats {
  std::uint64_t expanded = 0;
  std::uint64_t merged = 0;
};

template <Game G, class Profile, class Number>
class ExactValue {
 public:
  // `profile` must provide weights(state) -> std::vector<std::uint64_t> and context(state, key).
  // Once `cancel` (optional, set from elsewhere: an interrupt) is set, the evaluation throws
  // skb::Cancelled (looked at every 1024 states expanded).
  ExactValue(const G& game, const Profile& profile, const std::atomic<bool>* cancel = nullptr)
      : game_(game), profile_(profile), cancel_(cancel) {}

  // Returns the expected utilities (game.utilities' entries) from `state` on.
  std::vector<Number> operator()(const typename G::State& state) { return value(state); }

  const EvaluationStats& stats() const { return stats_; }

 private:
  std::vector<Number> value(const typename G::State& state) {
    const NodeKind kind = game_.kind(state);
    if (kind == NodeKind::terminal) {
      std::vector<Number> result;
      for (std::int64_t u : game_.utilities(state)) result.push_back(number_of<Number>(u));
      return result;
    }
    std::string key;
    game_.dynamics(state, key);
    profile_.context(state, key);
    if (auto found = memo_.find(key); found != memo_.end()) {
      ++stats_.merged;
      return found->second;
    }
    ++stats_.expanded;
    if (cancel_ != nullptr && (stats_.expanded & 1023) == 0 && cancel_->load(std::memory_order_relaxed))
      throw Cancelled("the exact value was cancelled");
    const std::vector<std::uint64_t> weights =
        kind == NodeKind::chance ? game_.chance_weights(state) : profile_.weights(state);
    std::uint64_t total = 0;
    for (std::uint64_t w : weights) total += w;
    std::vector<Number> sum;
    const std::vector<typename G::State> children = children_of(game_, state);
    for (std::size_t k = 0; k < weights.size(); ++k) {
      if (weights[k] == 0) continue;
      const std::vector<Number> child = value(children[k]);
      if (sum.empty()) sum.assign(child.size(), number_of<Number>(0));
      const Number w = number_of<Number>(weights[k]);
      for (std::size_t p = 0; p < sum.size(); ++p) sum[p] += w * child[p];
    }
    const Number t = number_of<Number>(total);
    for (Number& s : sum) s /= t;
    memo_.emplace(std::move(key), sum);
    return sum;
  }

  const G& game_;
  const Profile& profile_;
  const std::atomic<bool>* cancel_;
  std::unordered_map<std::string, std::vector<Number>> memo_;
  EvaluationStats stats_;
};

// Returns each player's expected utility at the root (or of each entry of the utilities the
// game returns, which may be fewer or more than its players: a game may report one figure) of `game` under `profile`.
// Throws skb::Cancelled once `cancel` (optional) is set.
template <class Number, Game G, class Profile>
std::vector<Number> exact_value(const G& game, const Profile& profile, EvaluationStats* stats = nullptr,
                                const std::atomic<bool>* cancel = nullptr) {
  ExactValue<G, Profile, Number> evaluate(game, profile, cancel);
  std::vector<Number> result = evaluate(game.root());
  if (stats) *stats = evaluate.stats();
  return result;
}

}  // namespace skb
