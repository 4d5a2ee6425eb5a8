// What fuzz_advise checks on one input, shared with tests/seven_knights/test_fuzz_replay.cpp so
// that its findings are replayed in every test run.
//
// An input is a record, optionally followed by a NUL byte and option bytes (a record alone is
// advised with the defaults, so every record seed is an advise seed too):
//   RECORD [ \0 PHASE TOP FLAGS VIEW QUESTION... ]
// PHASE % 6: 0 the record's phase, then search, question, vote, captain, answer; TOP: --top
// 1 + TOP % 12 (default 10); FLAGS bit 0: --liar-tests, bit 1: --view, the player VIEW %
// players; QUESTION: the rest, the question asked of the viewer (`ask ASKER VIEWER "..."`) for
// the answer phase (none if empty). Missing bytes take the defaults.
//
// advise (solver/seven_knights/advise.h) runs in-process on 1 thread and must either return
// advice (every probability in [0, 1] within 1e-12, at most `top` of each kind, at most two answers, and
// both reports rendering, the JSON parsing) or throw RecordError or Contradiction; and whenever
// solve throws a Contradiction on the same record, advise must too (advise
// exits 3 whenever solve does). Anything else escaping is a finding.
//
// The cost of an input stays bounded: records over 4 KB and records of more than 6 players
// are skipped (the vote phase of 8 players takes about a second in a release build, several
// under the sanitizers).
#pragma once

#include <cmath>
#include <cstddef>
#include <exception>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "cli/seven_knights/advice_report.h"
#include "solver/core/error.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::fuzz {

using namespace skb::seven_knights;

inline constexpr std::size_t kMaxAdviseRecord = 4096;
inline constexpr int kMaxAdvisePlayers = 6;

// Returns "" if advise behaved as above on `bytes`, else what went wrong.
inline std::string check_advise_input(std::string_view bytes) {
  if (bytes.size() > kMaxAdviseRecord + 64) return "";
  const std::size_t nul = bytes.find('\0');
  const std::string_view text = bytes.substr(0, nul);
  const std::string_view opt = nul == std::string_view::npos ? std::string_view() : bytes.substr(nul + 1);
  if (text.size() > kMaxAdviseRecord) return "";
  const auto byte = [&](std::size_t i) { return i < opt.size() ? static_cast<unsigned char>(opt[i]) : 0U; };

  Record record;
  try {
    record = read_record(text, "fuzz.skb");
  } catch (const RecordError&) {
    return "";  // the reader's errors are fuzz_record's business
  }
  if (record.variant == nullptr || record.player_count() < 1 || record.player_count() > kMaxAdvisePlayers) return "";

  AdviseOptions options;
  options.threads = 1;
  static constexpr Phase kPhases[] = {Phase::search, Phase::question, Phase::vote, Phase::captain, Phase::answer};
  if (const unsigned phase = byte(0) % 6; phase > 0) options.phase = kPhases[phase - 1];
  if (opt.size() > 1) options.top = 1 + byte(1) % 12;
  options.liar_tests = (byte(2) & 1U) != 0;
  if ((byte(2) & 2U) != 0) record.view = static_cast<int>(byte(3) % static_cast<unsigned>(record.player_count()));
  if (options.phase == Phase::answer && opt.size() > 4) options.question = std::string(opt.substr(4));

  bool solve_contradicts = false;
  try {
    (void)solve(record);
  } catch (const Contradiction&) {
    solve_contradicts = true;
  } catch (const RecordError&) {
  } catch (const std::exception& e) {
    return std::string("solve threw an untyped error: ") + e.what();
  }

  Advice advice;
  try {
    advice = advise(record, options);
  } catch (const Contradiction&) {
    return "";
  } catch (const RecordError& e) {
    if (solve_contradicts) return std::string("solve throws a Contradiction, advise a RecordError: ") + e.what();
    return "";
  } catch (const std::exception& e) {
    return std::string("advise threw an untyped error: ") + e.what();
  }
  if (solve_contradicts) return "solve throws a Contradiction, advise returns advice";

  // Sums of products may round a hair past 1 (or below 0); anything further, or NaN, is wrong.
  const auto bad = [](double p) { return !(p >= -1e-12 && p <= 1 + 1e-12); };
  const auto bad_bits = [](double b) { return !(b >= -1e-12 && std::isfinite(b)); };
  if (bad(advice.win_now) || bad(advice.viewer_witch_team) || bad(advice.captain_witch_team))
    return "win_now or a Witch-team probability is outside [0, 1]";
  if (advice.questions.size() > options.top || advice.inspections.size() > options.top ||
      advice.captains.size() > options.top)
    return "more suggestions than --top " + std::to_string(options.top);
  if (advice.answers.size() > 2) return "more than two answers";
  for (const QuestionAdvice& q : advice.questions)
    if (bad(q.p_yes) || bad(q.win_if_yes) || bad(q.win_if_no) || bad(q.expected_win) || bad_bits(q.info_bits) ||
        q.predicate.empty())
      return "a question's numbers are out of range, or its predicate is empty: " + q.predicate;
  for (const InspectionAdvice& i : advice.inspections)
    if (bad(i.expected_win) || bad_bits(i.info_bits)) return "an inspection's numbers are out of range";
  for (const CaptainChoice& c : advice.captains)
    if (bad(c.win)) return "a Captain's chance is outside [0, 1]";
  for (const AnswerAdvice& a : advice.answers)
    if (bad(a.win) || bad(a.p_true)) return "an answer's numbers are outside [0, 1]";

  if (cli::seven_knights::advice_text(record, advice).empty()) return "an empty advice table";
  if (!nlohmann::json::accept(cli::seven_knights::advice_json(record, advice))) return "the advice JSON does not parse";
  return "";
}

}  // namespace skb::fuzz
