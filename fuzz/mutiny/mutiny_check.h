// What the Mutiny fuzz targets check on one input (fuzz_mutiny_record: bytes as a record;
// fuzz_mutiny_mutate: mutated legal records; fuzz_mutiny_advise: advice on either), also replayed
// by tests/mutiny/test_fuzz_replay.cpp on fuzz/mutiny/regressions/ and the examples:
// - reading gives a record or throws a RecordError (a message, a place within the text) or a
//   Contradiction (statements on lines of the text); nothing else;
// - a record read is written, read back and written again to the same text;
// - solving it gives a posterior or one of those two errors: the worlds' exact probabilities add
//   up to 1, every chance lies in [0, 1], the chances to be the Mutineer add up to 1, so do the
//   chances of whom the Chaplain heard, and the crew's and the Mutineer's side's wins add up to
//   the chance that the game is over;
// - both reports render, the JSON parses;
// - advice (a profile and a model chosen by the input's first byte) is refused with NoDecision,
//   RecordError or Contradiction, or values at least one option, each win in [0, 1], best first.
#pragma once

#include <cmath>
#include <memory>
#include <stdexcept>
#include <utility>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/mutiny/json_report.h"
#include "cli/mutiny/text_report.h"
#include "cli/tables/built_in_tables.h"
#include "fuzz/common/record_checks.h"
#include "solver/core/error.h"
#include "solver/mutiny/advice.h"
#include "solver/mutiny/posterior.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/value_table.h"

namespace skb::fuzz::mutiny {

// Returns what is wrong with a posterior of `record`, or "".
inline std::string check_posterior(const skb::mutiny::Record& record, const skb::mutiny::Posterior& post) {
  Fraction total = 0;
  for (const Fraction& p : post.world_probability) {
    if (p < 0) return "a world of negative probability";
    total += p;
  }
  if (total != 1) return "the worlds' probabilities do not add up to 1";
  double mutineer = 0;
  for (const double p : post.mutineer) {
    if (!is_chance(p)) return "a chance to be the Mutineer outside [0, 1]";
    mutineer += p;
  }
  if (std::abs(mutineer - 1) > 1e-9) return "the chances to be the Mutineer do not add up to 1";
  for (const double p : post.mutineer_side)
    if (!is_chance(p)) return "a chance to be on the Mutineer's side outside [0, 1]";
  double heard = 0;
  for (const double p : post.confession) {
    if (!is_chance(p)) return "a chance of a confession outside [0, 1]";
    heard += p;
  }
  if (std::abs(heard - 1) > 1e-9) return "the chances of whom the Chaplain heard do not add up to 1";
  if (!is_chance(post.sworn) || !is_chance(post.game_over) || !is_chance(post.crew_won) ||
      !is_chance(post.mutineer_side_won))
    return "a chance outside [0, 1]";
  if (std::abs(post.crew_won + post.mutineer_side_won - post.game_over) > 1e-9)
    return "the wins do not add up to the chance that the game is over";
  if (post.mutineer.size() != static_cast<std::size_t>(record.player_count())) return "a chance per player missing";
  return "";
}

// Returns what is wrong with how skb reads and solves `bytes`, or "" if nothing; the record read,
// if any, is left in `out`.
inline std::string check_record(std::string_view bytes, skb::mutiny::Record* out = nullptr) {
  using namespace skb::mutiny;
  Record record;
  if (const auto verdict = read_and_round_trip(
          bytes, record, [](std::string_view text, const char* file) { return read_record(text, file); },
          [](const Record& r) { return write_record(r); }))
    return *verdict;
  Posterior post;
  try {
    post = solve(record);
  } catch (const RecordError& e) {
    return check_record_error(e);
  } catch (const Contradiction& c) {
    return check_contradiction(c);
  }
  if (const std::string problem = check_posterior(record, post); !problem.empty()) return problem;
  if (!nlohmann::json::accept(skb::cli::mutiny::json_report(record, post, "", 0, 0.0)))
    return "the JSON report does not parse";
  if (skb::cli::mutiny::text_report(record, post, "", 0, skb::cli::TextLayout{}).empty()) return "an empty text report";
  if (out != nullptr) *out = std::move(record);
  return "";
}

// Installs the equilibria and the tables of values built into skb, once, as main() does.
inline void install_built_in_tables() {
  static const bool installed = [] {
    for (int n = skb::mutiny::min_players; n <= skb::mutiny::max_players; ++n)
      skb::mutiny::install_equilibrium(n, skb::cli::built_in_mutiny_equilibrium(n));
    for (const std::span<const std::byte> t : skb::cli::built_in_mutiny_values()) skb::mutiny::install_value_table(t);
    return true;
  }();
  (void)installed;
}

// Returns what is wrong with the advice on the record in `bytes` past the first, whose first byte
// chooses the profile (random, honest, equilibrium) and the model (none, honest, random; tremble
// 0 or 0.1), or "" if nothing.
inline std::string check_advise(std::string_view bytes) {
  using namespace skb::mutiny;
  if (bytes.empty()) return "";
  install_built_in_tables();
  const auto choice = static_cast<unsigned char>(bytes[0]);
  Record record;
  if (std::string problem = check_record(bytes.substr(1), &record); !problem.empty()) return problem;
  if (record.players.empty()) return "";
  static const char* const kProfiles[] = {"random", "honest", "equilibrium"};
  const char* profile_name = kProfiles[choice % 3];
  if (std::string_view(profile_name) == "equilibrium" && !has_equilibrium(record.player_count())) profile_name = "honest";
  const std::unique_ptr<Profile> profile = make_profile(profile_name, record.player_count());
  std::unique_ptr<Profile> model;
  if ((choice / 3) % 3 == 1) model = make_profile("honest", record.player_count());
  if ((choice / 3) % 3 == 2) model = make_profile("random", record.player_count());
  const double tremble = (choice / 9) % 2 == 0 ? 0.0 : 0.1;
  Advice advice;
  try {
    advice = advise(record, {profile.get(), model.get(), tremble});
  } catch (const NoDecision& e) {
    return std::string(e.what()).empty() ? "a NoDecision without a message" : "";
  } catch (const RecordError& e) {
    return check_record_error(e);
  } catch (const Contradiction& c) {
    return check_contradiction(c);
  }
  if (advice.options.empty()) return "advice with no option";
  for (std::size_t i = 0; i < advice.options.size(); ++i) {
    const AdvisedOption& o = advice.options[i];
    if (o.win < 0 || o.win > 1) return "an option's chance to win outside [0, 1]";
    if (i > 0 && o.win > advice.options[i - 1].win) return "the options are not best first";
    if (o.statement.empty()) return "an option without its statement";
  }
  if (!record.view || advice.viewer != *record.view) return "advice for another player than the viewer";
  return check_posterior(record, advice.posterior);
}

}  // namespace skb::fuzz::mutiny
