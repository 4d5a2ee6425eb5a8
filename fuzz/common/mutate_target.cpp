// libFuzzer target with a structure-aware mutator (fuzz/common/line_mutator.h): inputs stay
// (mostly) records of the game whose fuzz/GAME/target.h the build names (SKB_FUZZ_TARGET_HEADER),
// mutated a statement or a word at a time with the format's words (kKeywords), and crossover
// splices two records' statements under the first's header (is_header). The checks are the
// record target's. Built once per game as fuzz_GAME_mutate.
#include <cstddef>
#include <cstdint>

#include "fuzz/common/line_mutator.h"
#include "fuzz/common/verdict.h"
#include SKB_FUZZ_TARGET_HEADER

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::fail_on(skb::fuzz::kGameName, skb::fuzz::game::check_record({reinterpret_cast<const char*>(data), size}));
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  return skb::fuzz::mutate_record(data, size, max_size, seed, skb::fuzz::game::kKeywords, LLVMFuzzerMutate);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
  return skb::fuzz::cross_records(data1, size1, data2, size2, out, max_out_size, seed, skb::fuzz::game::is_header);
}
