// Tests for solver/mutiny/analysis.h and the solve of equilibrium.h under a cancel flag (an
// interrupt): the work stops, throwing skb::Cancelled, at its next step, inside the exact values
// or inside the build of a game graph, rather than at its end. (The figures themselves are checked against the CLI's
// golden runs in test_cli_analyze.cpp.)
#include <doctest/doctest.h>

#include <atomic>
#include <memory>
#include <string>

#include "solver/core/error.h"
#include "solver/core/exact_value.h"
#include "solver/mutiny/analysis.h"
#include "solver/mutiny/equilibrium.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/profile_value.h"
#include "solver/mutiny/seating.h"

namespace sm = skb::mutiny;

TEST_CASE("analyze_profile: a set flag stops it before its first step") {
  std::atomic<bool> cancel{true};
  const std::unique_ptr<sm::Profile> honest = sm::make_profile("honest", 4);
  sm::AnalysisOptions o;
  o.cancel = &cancel;
  CHECK_THROWS_AS(sm::analyze_profile(4, *honest, o), skb::Cancelled);
}

TEST_CASE("analyze_profile: a flag set as the best responses start stops their graphs' builds") {
  // 4 players, honest: the values take milliseconds; each seat's best response builds a graph of
  // hundreds of thousands of states (seconds). The flag is set by the progress report of the
  // first best response: its build stops within 4096 states, and the others' before they begin.
  std::atomic<bool> cancel{false};
  const std::unique_ptr<sm::Profile> honest = sm::make_profile("honest", 4);
  sm::AnalysisOptions o;
  o.cancel = &cancel;
  o.threads = 1;
  int best_responses_begun = 0;
  o.progress = [&](const std::string& step) {
    if (step.rfind("best response", 0) == 0) {
      ++best_responses_begun;
      cancel = true;
    }
  };
  CHECK_THROWS_AS(sm::analyze_profile(4, *honest, o), skb::Cancelled);
  CHECK(best_responses_begun == 1);
}

TEST_CASE("solve_equilibrium: a flag set as the reduced game's build starts stops the build") {
  // The 4-player reduced game has 3.2 million states (tens of seconds to build): stopped at once.
  std::atomic<bool> cancel{false};
  sm::EquilibriumOptions o;
  o.iterations = 10;
  o.cancel = &cancel;
  std::string last;
  o.progress = [&](const std::string& step, int, int) {
    last = step;
    if (step == "building the reduced game") cancel = true;
  };
  CHECK_THROWS_AS(sm::solve_equilibrium(4, o), skb::Cancelled);
  CHECK(last == "building the reduced game");
}

TEST_CASE("the analysis' exact values stop on a set flag; unset, they are the same") {
  // 4 players, random: both evaluations expand far more than the 1024 states between looks at
  // the flag, so a set flag stops them before their end.
  const sm::Seating seating = sm::Seating::standard(4);
  const std::unique_ptr<sm::Profile> random = sm::make_profile("random", 4);
  std::atomic<bool> cancel{true};
  CHECK_THROWS_AS(sm::exact_profile_value(seating, *random, &cancel), skb::Cancelled);
  const sm::MutinyGame game(seating, sm::Memory::none);
  CHECK_THROWS_AS(skb::exact_value<double>(game, sm::ProfileOnGame(*random), nullptr, &cancel), skb::Cancelled);
  cancel = false;
  CHECK(sm::exact_profile_value(seating, *random, &cancel).crew_win == sm::exact_profile_value(seating, *random).crew_win);
  CHECK(skb::exact_value<double>(game, sm::ProfileOnGame(*random), nullptr, &cancel) ==
        skb::exact_value<double>(game, sm::ProfileOnGame(*random)));
}
