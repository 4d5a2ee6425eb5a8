// What both fuzz targets do with one input: run the harness (tests/seven_knights/reference/fuzz_harness.h)
// with the CLI's reports checked too, and abort with a message on anything wrong, which
// libFuzzer reports as a crash and saves as an artifact.
#pragma once

#include <string_view>

#include "fuzz/common/verdict.h"
#include "fuzz/seven_knights/report_check.h"
#include "tests/seven_knights/reference/fuzz_harness.h"

namespace skb::fuzz {

using namespace skb::seven_knights;

inline void check_one_input(std::string_view bytes) {
  static const reference::HarnessOptions options = [] {
    reference::HarnessOptions o;
    o.render = [](const Record& r, const Posterior& p) { return check_reports(r, p); };
    // The reference solver evaluates every predicate on every deal: keep each input at a few
    // milliseconds (every record of up to 5,040 deals with up to 28 statements, and the
    // largest universes only with almost no statements) so the fuzzer stays fast.
    o.reference_budget = 150'000;
    return o;
  }();
  fail_on("seven knights", reference::check_input(bytes, options));
}

}  // namespace skb::fuzz
