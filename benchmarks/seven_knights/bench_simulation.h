// The simulation throughput benchmarks (bench_simulate.cpp, bench_rollout.cpp) time the same
// thing: skb::seven_knights::simulate on `standard` at a lie rate of 0.5 with a profile's policies (the rollout
// profile's look-ahead optionally on top), a fixed number of rounds from a seed, on a number of
// threads. This is that plan and its timing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "benchmarks/common/bench_common.h"
#include "solver/seven_knights/simulate.h"

namespace skb::bench {

using namespace skb::seven_knights;

// Returns the plan of `rounds` rounds of `standard` with `players` players and the policies of
// `profile` (naive or smart) at lie rate 0.5, with `rollout` settings when given.
inline SimulationPlan standard_plan(const std::string& profile, int players, std::optional<RolloutSettings> rollout,
                                    std::uint64_t rounds, int threads, std::uint64_t seed) {
  SimulationPlan plan;
  plan.round = {find_variant("standard"), players, find_profile(profile)->policies, 0.5, rollout, std::nullopt};
  plan.games = rounds;
  plan.seed = seed;
  plan.threads = threads;
  return plan;
}

// Returns the rounds per second of wall time of skb::seven_knights::simulate(plan).
inline double rounds_per_second(const SimulationPlan& plan) {
  return per_second([&] { return simulate(plan).games; });
}

}  // namespace skb::bench
