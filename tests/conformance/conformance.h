// The conformance suite: what every game of skb must satisfy, checked the same way for each
// (in the spirit of OpenSpiel's basic tests). A game joins by writing an adapter (a struct of
// static functions, the ConformingGame concept below) and one test file that calls the checks;
// Seven Knights is the first (tests/seven_knights/test_conformance.cpp).
//
// The checks:
// - check_records: random legal records from the game's generator read without error and solve;
//   the true hidden state the generator dealt is always consistent with its record (the solver
//   never rules out what really happened); every distribution the solution reports sums to 1
//   and every probability lies in [0, 1]; the writer and the reader round-trip (the written
//   record reads back, and writing it again gives the same text).
// - check_simulation: a seeded simulation gives the same totals on 1 and 2 threads.
#pragma once

#include <doctest/doctest.h>

#include <concepts>
#include <cstdint>
#include <string>
#include <vector>

namespace skb::conformance {

template <class G>
concept ConformingGame = requires(std::uint64_t seed, const typename G::Generated& generated,
                                  const typename G::Record& record, const typename G::Solution& solution,
                                  const std::string& text, int threads, std::size_t config) {
  // A random legal record of the game with its true hidden state, from a seed.
  { G::generate(seed) } -> std::same_as<typename G::Generated>;
  { G::text(generated) } -> std::convertible_to<std::string>;
  // Reading throws the game's typed error on bad input; solving throws on a contradiction.
  { G::read(text) } -> std::same_as<typename G::Record>;
  { G::write(record) } -> std::same_as<std::string>;
  { G::solve(record) } -> std::same_as<typename G::Solution>;
  // Whether the generator's true hidden state has positive weight in the solution.
  { G::true_state_consistent(generated, record, solution) } -> std::same_as<bool>;
  // Distributions that must each sum to 1, and single probabilities.
  { G::distributions(solution) } -> std::same_as<std::vector<std::vector<double>>>;
  { G::probabilities(solution) } -> std::same_as<std::vector<double>>;
  // Simulation: how many configurations to try, and the totals of one, seeded, on `threads`.
  { G::simulation_configs() } -> std::same_as<std::size_t>;
  { G::simulate(seed, threads, config) } -> std::same_as<std::vector<std::uint64_t>>;
};

// Sums are exact to this much (a distribution summed from rounded probabilities).
inline constexpr double kSumTolerance = 1e-9;

// Runs the record checks on the records of seeds first, first + 1, ..., first + count - 1.
template <ConformingGame G>
void check_records(std::uint64_t first, std::uint64_t count) {
  for (std::uint64_t seed = first; seed < first + count; ++seed) {
    const typename G::Generated generated = G::generate(seed);
    const std::string text = G::text(generated);
    CAPTURE(seed);
    CAPTURE(text);
    const typename G::Record record = G::read(text);
    const typename G::Solution solution = G::solve(record);
    CHECK(G::true_state_consistent(generated, record, solution));
    for (const std::vector<double>& distribution : G::distributions(solution)) {
      double sum = 0;
      for (double p : distribution) {
        CHECK(p >= 0.0);
        CHECK(p <= 1.0);
        sum += p;
      }
      CHECK(sum == doctest::Approx(1.0).epsilon(kSumTolerance));
    }
    for (double p : G::probabilities(solution)) {
      CHECK(p >= 0.0);
      CHECK(p <= 1.0);
    }
    const std::string written = G::write(record);
    CHECK(G::write(G::read(written)) == written);
  }
}

// Runs every simulation configuration with `seed` on 1 and on 2 threads: the totals are equal.
template <ConformingGame G>
void check_simulation(std::uint64_t seed) {
  for (std::size_t config = 0; config < G::simulation_configs(); ++config) {
    CAPTURE(config);
    const std::vector<std::uint64_t> one = G::simulate(seed, 1, config);
    CHECK(!one.empty());
    CHECK(one == G::simulate(seed, 2, config));
  }
}

}  // namespace skb::conformance
