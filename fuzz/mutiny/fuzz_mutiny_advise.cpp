// libFuzzer target: `skb mutiny advise` on fuzzed records. The input's first byte chooses the
// profile and the model (fuzz/mutiny/mutiny_check.h's check_advise), the rest is the record,
// mutated as fuzz_mutiny_mutate mutates records (and the option byte now and then). Advice
// reads the value tables built into skb, so even a whole game's advice is quick.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/common/line_mutator.h"
#include "fuzz/mutiny/keywords.h"
#include "fuzz/mutiny/mutiny_check.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::mutiny::check_advise({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz (mutiny advise): %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  if (size == 0 || max_size < 2) return LLVMFuzzerMutate(data, size, max_size);
  if (seed % 8 == 0) {  // another profile and model
    data[0] = static_cast<std::uint8_t>(data[0] + 1 + seed / 8 % 17);
    return size;
  }
  return 1 + skb::fuzz::mutate_record(data + 1, size - 1, max_size - 1, seed, skb::fuzz::mutiny::kKeywords,
                                      LLVMFuzzerMutate);
}
