// libFuzzer target: advice on fuzzed records of the game whose fuzz/GAME/target.h the build names
// (SKB_FUZZ_TARGET_HEADER). The input's first byte chooses the options (the game's check_advise
// says how: profiles, models, seeds), the rest is the record, mutated as the mutate target
// mutates records, and the option byte now and then. Built once per game as fuzz_GAME_advise.
#include <cstddef>
#include <cstdint>

#include "fuzz/common/line_mutator.h"
#include "fuzz/common/verdict.h"
#include SKB_FUZZ_TARGET_HEADER

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::fail_on(skb::fuzz::kGameName, skb::fuzz::game::check_advise({reinterpret_cast<const char*>(data), size}));
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  return skb::fuzz::mutate_after_option_byte(
      data, size, max_size, seed,
      [](std::uint8_t* record, std::size_t n, std::size_t max_n, unsigned int s) {
        return skb::fuzz::mutate_record(record, n, max_n, s, skb::fuzz::game::kKeywords, LLVMFuzzerMutate);
      },
      LLVMFuzzerMutate);
}
