// libFuzzer target with a structure-aware mutator (fuzz/common/line_mutator.h): inputs stay
// (mostly) `.hats` records, mutated a statement or a word at a time with the format's words
// (keywords.h), and crossover splices two records' statements under the first's header. The
// checks are fuzz_hats_record's (fuzz/hats/hats_check.h).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz/common/line_mutator.h"
#include "fuzz/hats/keywords.h"
#include "fuzz/hats/hats_check.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::hats::check_record({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz (hats): %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  return skb::fuzz::mutate_record(data, size, max_size, seed, skb::fuzz::hats::kKeywords, LLVMFuzzerMutate);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
  return skb::fuzz::cross_records(data1, size1, data2, size2, out, max_out_size, seed, skb::fuzz::hats::is_header);
}
