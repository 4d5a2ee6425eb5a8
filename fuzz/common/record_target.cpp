// libFuzzer target: arbitrary bytes as a record of the game whose fuzz/GAME/target.h the build
// names (SKB_FUZZ_TARGET_HEADER): its check_record says what skb does wrong with them, if
// anything; the game's dictionary (fuzz/GAME/GAME.dict, given by fuzz/run.sh) gives it the
// record's words. Built once per game as fuzz_GAME_record.
#include <cstddef>
#include <cstdint>

#include "fuzz/common/verdict.h"
#include SKB_FUZZ_TARGET_HEADER

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::fail_on(skb::fuzz::kGameName, skb::fuzz::game::check_record({reinterpret_cast<const char*>(data), size}));
  return 0;
}
