// Policies: how a player of any game decides, from what that player sees. This is the one
// header to read to add a player to a game.
//
// A game supplies its *decisions*, a struct P with
//   using View = ...;    // what one player sees when they decide (never the hidden state)
//   using Action = ...;  // one thing they can do
//   static std::vector<Action> legal(const View&);  // the legal actions, in the game's order
// and its players are Policy<P> objects: `choose(view, rng)` returns the action to play,
// drawing any coin it flips from `rng` (solver/core/random.h), so that a seeded simulation is
// the same on every machine and thread count. A policy is chosen once, by name (`name()`, as
// the command line spells it), and then asked at each of its decisions.
//
// A *model* (Model<P>) is a policy whose choice has a probability that can be written down: it
// gives each legal action a non-negative integer weight, and plays action k with probability
// weights[k] / (the sum of the weights). Integer weights keep every probability a fraction, so
// a model can weigh a record's hidden worlds exactly (a posterior "under a model of play") and
// a profile of models can be evaluated exactly. A model's choose() draws from its weights; a
// model may override it with a faster draw from the same distribution.
//
// Beside players that follow rules of thumb, the shared *sampled-worlds* player
// (sampled_worlds.h) values each legal action by playing it out in worlds drawn from what the
// player believes, and takes the best.
#pragma once

#include <concepts>
#include <cstdint>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "solver/core/random.h"

namespace skb {

template <class P>
concept Decisions = requires(const typename P::View& view) {
  typename P::View;
  typename P::Action;
  { P::legal(view) } -> std::same_as<std::vector<typename P::Action>>;
};

template <Decisions P>
class Policy {
 public:
  using View = typename P::View;
  using Action = typename P::Action;

  virtual ~Policy() = default;

  // Returns the policy's name as the command line spells it ("random", "memory", ...).
  virtual std::string_view name() const = 0;

  // Returns the action to play at `view` (one of P::legal(view); the player must have a
  // decision there), drawing from `rng` where it chooses by chance.
  virtual Action choose(const View& view, Rng& rng) const = 0;

  // Returns whether the policy reads more than the current position: the whole history of what
  // its player saw. A game that keeps that history only on demand asks this before it plays.
  virtual bool reads_history() const { return false; }

  // Returns whether probability() is defined (the policy is a Model).
  virtual bool is_model() const { return false; }

  // Returns P(the policy plays `action` | view), for a legal action. Only for models.
  virtual double probability(const View& view, const Action& action) const {
    static_cast<void>(view);
    static_cast<void>(action);
    throw std::logic_error("this policy has no probability of an action");
  }
};

template <Decisions P>
class Model : public Policy<P> {
 public:
  using View = typename P::View;
  using Action = typename P::Action;

  // Returns one weight per action of `legal` (P::legal(view), or a subset the caller lists), in
  // that order, at least one of them positive.
  virtual std::vector<std::uint64_t> weights(const View& view, const std::vector<Action>& legal) const = 0;

  // Draws an action with the weights' probabilities.
  Action choose(const View& view, Rng& rng) const override {
    const std::vector<Action> legal = P::legal(view);
    const std::vector<std::uint64_t> w = weights(view, legal);
    return legal[weighted(rng, std::span<const std::uint64_t>(w))];
  }

  bool is_model() const override { return true; }

  // Returns weight(action) / (the sum of the weights) over P::legal(view); 0 for an action not
  // among them.
  double probability(const View& view, const Action& action) const override {
    const std::vector<Action> legal = P::legal(view);
    const std::vector<std::uint64_t> w = weights(view, legal);
    const std::uint64_t total = std::accumulate(w.begin(), w.end(), std::uint64_t{0});
    for (std::size_t k = 0; k < legal.size(); ++k)
      if (legal[k] == action) return static_cast<double>(w[k]) / static_cast<double>(total);
    return 0;
  }
};

}  // namespace skb
