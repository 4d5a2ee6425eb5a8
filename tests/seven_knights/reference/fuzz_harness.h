// Fuzz harness: what the fuzz targets (fuzz/) check on every input, shared with the test that
// replays their seeds and findings (tests/seven_knights/test_fuzz_replay.cpp), so that a crash found by
// fuzzing is re-checked by the same code in every test run.
//
// An input is any bytes. skb must either solve it or reject it with one of its two typed
// errors, and in each case be right:
// - RecordError: the message is one line of printable ASCII and tabs, at most 400 characters (a 1 MB
//   word is quoted in part), and names a line and column inside the input;
// - Contradiction: it names at least one statement, each on a line of the input with its text;
//   the reference solver agrees that no deal has weight > 0, the named statements alone leave
//   no deal, and without any one of them the others leave one (the set is irreducible);
// - solved: every probability is in [0, 1], each tile row and the arrangement distribution sum
//   to 1 within 1e-12 (1e-11 for the arrangements, a sum of up to 40,320 terms), consistent_deals
//   is within the universe, the arrangements are in the spec's order, and every number agrees
//   with the per-deal reference solver within 1e-12.
// Any other exception escapes: for libFuzzer that is a crash, for doctest a failed test.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"
#include "tests/seven_knights/reference/reference_solver.h"

namespace skb::seven_knights::reference {

struct HarnessOptions {
  // The reference solver costs about deals x (questions + 1) predicate evaluations; inputs that
  // would cost more than this are checked without it (0: never compare).
  std::size_t reference_budget = 3'000'000;
  // When set, called with every solved record; returns "" or what is wrong (the fuzz targets
  // render and check the CLI's JSON and text reports here, so that formatting is fuzzed too).
  std::function<std::string(const Record&, const Posterior&)> render;
};

// Checks skb on one input, read as a record named "fuzz.skb". Returns "" when skb behaved as
// above, or a description of the first thing that went wrong.
std::string check_input(std::string_view bytes, const HarnessOptions& options = {});

// Returns a description of the first difference between skb's posterior (which must list every
// arrangement) and the reference's: deal counts, every tile, Witch-team and absence probability
// within `tolerance`, and the arrangements in the same order with probabilities within
// `tolerance`; or "" if they agree.
std::string difference_from_reference(const Record& record, const Posterior& posterior,
                                      const ReferenceResult& reference, double tolerance = 1e-12);

// Returns a description of the first broken invariant of a posterior that lists every
// arrangement (probabilities in [0, 1], rows and arrangements summing to 1, the spec's order),
// or "".
std::string broken_invariant(const Record& record, const Posterior& posterior);

// True if the reference's plain double products (1-λ)^t λ^f can underflow for this record, so
// that its weights, not skb's, would be wrong.
bool reference_may_underflow(const Record& record);

}  // namespace skb::seven_knights::reference
