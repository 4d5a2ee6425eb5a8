// libFuzzer target: advise on a record and a few option bytes (the phase, --top, --liar-tests,
// --view, the question of the answer phase), through the library call skb advise makes. The
// input format and the checks are in fuzz/seven_knights/advise_check.h; any problem aborts, which
// libFuzzer reports as a crash and saves as an artifact.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "fuzz/seven_knights/advise_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::check_advise_input({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz_advise: %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
