// What every fuzz target does with a check's verdict: nothing when the check found nothing
// wrong, else print the problem and abort, which libFuzzer reports as a crash and saves as an
// artifact (fuzz/run.sh).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace skb::fuzz {

inline void fail_on(const char* target, const std::string& problem) {
  if (problem.empty()) return;
  std::fprintf(stderr, "skb fuzz (%s): %s\n", target, problem.c_str());
  std::abort();
}

}  // namespace skb::fuzz
