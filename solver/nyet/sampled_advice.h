// What Nyet!'s two kinds of sampled advice share (advice on a card, advice.h; advice before the
// tricks, decision_advice.h): how their options become the evaluator's (drawing until the best
// option stands apart, within the budget, on the given threads, stopped by the cancel flag), and
// how many drawn deals were played out by the greedy rule rather than solved (each option measures
// it as a last value, 1 for a deal played out, 0 for one solved, the same for every option of a
// deal).
#pragma once

#include <cstdint>

#include "solver/core/sampled_worlds.h"

namespace skb::nyet {

// Returns the evaluator's options for advice options `o` (AdviceOptions, DecisionAdviceOptions).
template <class Options>
SampledWorldsOptions sampled_worlds_options(const Options& o) {
  SampledWorldsOptions so;
  so.budget = o.budget;
  so.first_round = o.first_round;
  so.stop_when_separated = true;
  so.seed = o.seed;
  so.threads = o.threads;
  so.cancel = o.cancel;
  return so;
}

// Returns how many of the deals drawn for the first option were played out: the mean of the
// played-out measure (`measure`, 0 or 1 a deal) times its deals, rounded.
template <std::size_t M>
std::uint64_t played_out_deals(const SampledEvaluation<M>& e, std::size_t measure) {
  if (e.options.empty()) return 0;
  const OptionEstimate<M>& first = e.options.front();
  return static_cast<std::uint64_t>(first.mean[measure] * static_cast<double>(first.draws) + 0.5);
}

}  // namespace skb::nyet
