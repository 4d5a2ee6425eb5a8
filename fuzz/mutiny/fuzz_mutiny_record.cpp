// libFuzzer target: arbitrary bytes as a `.mutiny` record (fuzz/mutiny/mutiny_check.h checks what
// skb does with them); fuzz/mutiny/mutiny.dict gives it the record's words.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/mutiny/mutiny_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::mutiny::check_record({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz (mutiny): %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}
