// What the hat game's fuzz targets check on one input (fuzz_hats_record: bytes as a record;
// fuzz_hats_mutate: mutated legal records; fuzz_hats_advise: advice on either), also replayed by
// tests/hats/test_fuzz_replay.cpp on fuzz/hats/regressions/ and the examples:
// - reading gives a record or throws a RecordError (a message, a place within the text) or a
//   Contradiction (statements on lines of the text); nothing else;
// - a record read is written, read back and written again to the same text;
// - replayed and solved as `skb hats solve` solves it (unless more hats are hidden than the
//   fuzz budget), it gives a posterior or one of those two errors: every chance lies in [0, 1],
//   each position still in the row has faces whose chances add up to 1; both reports render and
//   the JSON parses;
// - advice (the rollout policy and seed chosen by the input's first byte, 4 playouts a move) on
//   a record whose viewer is to move values every legal move, best first, each win in [0, 1].
#pragma once

#include <cmath>
#include <memory>
#include <stdexcept>
#include <utility>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/common/terminal.h"
#include "cli/hats/options.h"
#include "cli/hats/solve_command.h"
#include "cli/hats/solve_report.h"
#include "fuzz/common/record_checks.h"
#include "solver/core/error.h"
#include "solver/hats/advice.h"
#include "solver/hats/evidence.h"
#include "solver/hats/policy.h"
#include "solver/hats/posterior.h"
#include "solver/hats/record.h"
#include "solver/hats/record_reader.h"
#include "solver/hats/record_writer.h"

namespace skb::fuzz::hats {

// The most hats hidden from the viewer whose layouts the fuzzer weighs (11^6 layouts at most, half a
// million in the advise example of 40 turns: a third of a second, advice included, under the sanitizers;
// skb weighs up to 7).
inline constexpr int kFuzzSlots = 6;

// Returns what is wrong with a posterior, or "".
inline std::string check_posterior(const skb::hats::Posterior& post) {
  if (!is_chance(post.checks_passed)) return "a chance of the checks outside [0, 1]";
  for (const skb::hats::PositionBelief& b : post.positions) {
    if (!b.present) continue;
    double total = 0;
    for (const double p : b.face) {
      if (!is_chance(p)) return "a chance of a face outside [0, 1]";
      total += p;
    }
    if (std::abs(total - 1) > 1e-9) return "a position's faces do not add up to 1";
    if (!is_chance(b.match) || !is_chance(b.magic)) return "a chance of a match or magic outside [0, 1]";
  }
  return "";
}

// Reads, replays and solves `bytes` as `skb hats solve` does; returns what is wrong, or "". The
// record replayed, if it was solved, is left in `out`.
inline std::string check_record(std::string_view bytes, skb::cli::hats::LoadedRecord* out = nullptr) {
  using namespace skb::hats;
  skb::cli::hats::LoadedRecord loaded;
  if (const auto verdict = read_and_round_trip(
          bytes, loaded.record, [](std::string_view text, const char* file) { return read_record(text, file); },
          [](const Record& r) { return write_record(r); }))
    return *verdict;
  skb::hats::Posterior post;
  try {
    loaded.viewer = loaded.record.view;
    check_view(loaded.record, loaded.viewer);
    loaded.replay = std::make_unique<Replay>(loaded.record);
    loaded.replay->play_all();
    const Evidence e = make_evidence(loaded.replay->table(), loaded.replay->history(), loaded.viewer.value_or(-1));
    if (e.slots() > kFuzzSlots) return "";
    post = skb::cli::hats::solve_loaded(loaded, {}, 1);
  } catch (const RecordError& e) {
    return check_record_error(e);
  } catch (const Contradiction& c) {
    return check_contradiction(c);
  }
  if (std::string problem = check_posterior(post); !problem.empty()) return problem;
  const Table& table = loaded.replay->table();
  if (!nlohmann::json::accept(skb::cli::hats::solve_json(loaded.record, table, loaded.viewer, post, {}, 0.0)))
    return "the JSON report does not parse";
  if (skb::cli::hats::solve_text(loaded.record, table, loaded.viewer, post, {}, skb::cli::TextLayout{}).empty())
    return "an empty text report";
  if (out != nullptr) *out = std::move(loaded);
  return "";
}

// Returns what is wrong with the advice on the record in `bytes` past the first, whose first byte
// chooses the rollout policy (random or memory) and the seed, or "" if nothing.
inline std::string check_advise(std::string_view bytes) {
  using namespace skb::hats;
  if (bytes.empty()) return "";
  const auto choice = static_cast<unsigned char>(bytes[0]);
  skb::cli::hats::LoadedRecord loaded;
  if (std::string problem = check_record(bytes.substr(1), &loaded); !problem.empty()) return problem;
  if (!loaded.replay || !loaded.viewer) return "";
  const Table& table = loaded.replay->table();
  if (table.over() || table.to_move() != *loaded.viewer) return "";
  static const RandomPolicy random;
  static const MemoryPolicy memory;
  const skb::hats::Policy& rollout = choice % 2 == 0 ? static_cast<const skb::hats::Policy&>(random) : memory;
  AdviceOptions options;
  options.playouts = 4;
  options.seed = choice / 2;
  options.threads = 1;
  const Evidence e = make_evidence(table, loaded.replay->history(), *loaded.viewer);
  Advice advice;
  try {
    advice = advise(e, rollout, options);
  } catch (const std::invalid_argument& x) {
    return std::string("advice refused a record that solve accepted: ") + x.what();
  }
  if (advice.moves.empty()) return "advice with no move";
  for (std::size_t i = 0; i < advice.moves.size(); ++i) {
    const MoveValue& m = advice.moves[i];
    if (!is_chance(m.win)) return "a move's share of the win outside [0, 1]";
    if (m.playouts != 4) return "a move without its 4 playouts";
    if (i > 0 && m.margin > advice.moves[i - 1].margin) return "the moves are not best first";
  }
  return "";
}

}  // namespace skb::fuzz::hats
