// libFuzzer target: `skb hats advise` on fuzzed records, bounded (4 playouts a move, one thread).
// The input's first byte chooses the rollout policy and the seed (fuzz/hats/hats_check.h's
// check_advise), the rest is the record,
// mutated as fuzz_hats_mutate mutates records (and the option byte now and then).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/common/line_mutator.h"
#include "fuzz/hats/keywords.h"
#include "fuzz/hats/hats_check.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::hats::check_advise({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz (hats advise): %s\n", problem.c_str());
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
  return 1 + skb::fuzz::mutate_record(data + 1, size - 1, max_size - 1, seed, skb::fuzz::hats::kKeywords,
                                      LLVMFuzzerMutate);
}
