// What the Nyet! fuzz targets check on one input (fuzz_nyet_record: bytes as a record;
// fuzz_nyet_mutate: mutated legal records), also replayed by tests/nyet/test_fuzz_replay.cpp
// on fuzz/nyet/regressions/ and the examples:
// - reading either gives a record or throws a RecordError (a message, a line and column within
//   the text) or a Contradiction (statements on lines of the text); nothing else;
// - a record read is written, read back and written again to the same text, and replays;
// - its card locations are counted (unless the table is larger than the fuzz budget), or it is
//   a Contradiction; every chance lies in [0, 1], each kind's expected copies add up to its
//   unseen copies, the count is positive;
// - both reports render, the JSON parses;
// - a record that gives every hand in the trick phase has a position whose legal plays exist.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/nyet/json_report.h"
#include "cli/nyet/text_report.h"
#include "fuzz/common/record_checks.h"
#include "solver/core/error.h"
#include "solver/nyet/count_table.h"
#include "solver/nyet/deal_problem.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_writer.h"
#include "solver/nyet/replay.h"
#include "solver/nyet/state.h"

namespace skb::fuzz::nyet {

// The largest counting table an input may make the fuzzer build (the CLI allows kMaxStates).
inline constexpr std::size_t kFuzzStates = 40'000;

// Returns what is wrong with how skb handles `bytes`, or "" if nothing.
inline std::string check_record(std::string_view bytes) {
  using namespace skb::nyet;
  Record record;
  if (const auto verdict = read_and_round_trip(
          bytes, record, [](std::string_view text, const char* file) { return read_record(text, file); },
          [](const Record& r) { return write_record(r); }))
    return *verdict;
  const Replay replay = Replay::of(record);
  std::vector<Place> places;
  if (table_states(reduce(deal_problem(replay, places))) > kFuzzStates) return "";
  Locations loc;
  try {
    loc = locate(replay);
  } catch (const Contradiction& c) {
    return c.statements().empty() ? "a counting contradiction that names no statement" : "";
  }
  if (loc.deals <= 0) return "no deal, yet no contradiction";
  for (const CardLocation& c : loc.cards) {
    Fraction copies = 0;
    for (std::size_t p = 0; p < loc.places.size(); ++p) {
      if (c.chance[p] < 0 || c.chance[p] > 1) return "a chance outside [0, 1]";
      if (c.expected[p] < c.chance[p]) return "fewer copies expected than the chance of one";
      copies += c.expected[p];
    }
    if (copies != c.unseen) return "a kind's expected copies do not add up to its unseen copies";
  }
  const std::string json = skb::cli::nyet::json_report(replay, loc, 0.0);
  if (!nlohmann::json::accept(json)) return "the JSON report does not parse";
  if (skb::cli::nyet::text_report(replay, loc, skb::cli::TextLayout{}).empty()) return "an empty text report";
  if (replay.has_position()) {
    const Position p = replay.position();
    const State state = State::at_position(p);
    if (state.phase() == Phase::tricks && state.legal_actions().empty()) return "a position with no legal play";
  }
  return "";
}

}  // namespace skb::fuzz::nyet
