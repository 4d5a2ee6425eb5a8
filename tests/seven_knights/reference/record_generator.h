// Record generator: random LEGAL `.skb` records (record-format.md) played out from a random
// true deal, for property tests.
//
// A generated record is what a table could really have written down: random seating names
// (random lengths and cases, some of them look like keywords or variant names), inspections
// that follow the search rules (some may be missing), votes that respect the Witch/bewitched
// restriction in the true deal, questions that are legal under the rules in force, answers that
// are truthful for the Knights team and sometimes lies for the Witch team (always consistent
// with λ when λ is 0 or 1), tile facts from a player's view or a spectator's true hypotheses,
// a `captain` statement sometimes, and random formatting (tabs, comments, blank lines, CR LF,
// leading zeros, tokens touching inside predicates). The true deal always has positive weight.
//
// Everything is drawn from a seeded std::mt19937_64, so a seed reproduces a record exactly.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "solver/seven_knights/variant.h"

namespace skb::seven_knights::reference {

struct GeneratorOptions {
  // Force the rule set (true: `rules lenient`); nothing: strict three times in four.
  std::optional<bool> lenient;
  // Force a `lie-rate` statement with this value; nothing: sometimes one with λ in
  // {0, 0.3, 0.5, 1}, else the default 0.5.
  std::optional<double> lie_rate;
  // Under lenient rules, the number of questions is drawn from 3..max_lenient_questions.
  int max_lenient_questions = 24;
};

struct GeneratedQuestion {
  int asker = 0;
  int answerer = 0;
  std::string predicate;  // as written between the quotes
  bool truth = false;     // the predicate's value in the true deal
  bool answer = false;    // the recorded answer (yes = true)
};

struct GeneratedRecord {
  std::string text;  // the record, in the .skb format
  const Variant* variant = nullptr;
  std::vector<std::string> players;
  std::vector<std::uint8_t> deal;  // the true deal: value code per position in play (0 = W)
  bool lenient = false;
  double lie_rate = 0.5;  // the rate in force
  std::optional<int> view;
  std::optional<int> captain;                // decided by complete votes or named by `captain`
  std::vector<bool> witch_team;              // per player, in the true deal
  std::vector<GeneratedQuestion> questions;  // in the order generated (not the file order)
};

class RecordGenerator {
 public:
  explicit RecordGenerator(std::uint64_t seed) : rng_(seed) {}

  // Returns a random legal record of `variant` with `players` players (the variant must allow
  // that count).
  GeneratedRecord generate(const Variant& variant, int players, const GeneratorOptions& options = {});

  std::mt19937_64& rng() { return rng_; }

 private:
  std::mt19937_64 rng_;
};

// Returns `count` distinct valid player names (record-format.md, "Names"): random lengths 1..24
// and cases, sometimes names that resemble keywords (`Captain`, `lie`, `standard`, `c1`, `C5`).
std::vector<std::string> random_player_names(int count, std::mt19937_64& rng);

// Returns the record with the statements after the header (`variant`, `players` and the
// `rules` / `lie-rate` / `view` settings) in a random order; blank and comment lines after the
// header move with them. The header keeps its place.
std::string shuffle_statements(const std::string& text, std::mt19937_64& rng);

// Returns the record with every player name from[i] replaced by to[i] (simultaneously), in
// every statement that names players and inside questions; keywords, variant names, lie
// rates and comments are left alone. `to` must be distinct valid names.
std::string rename_players(const std::string& text, const std::vector<std::string>& from,
                           const std::vector<std::string>& to);

}  // namespace skb::seven_knights::reference
