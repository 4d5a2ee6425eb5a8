
#include <cstddef>
#include <cstdint>

#include "fuzz/common/verdict.h"
#include "fuzz/seven_knights/advise_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::fail_on("fuzz_advise", skb::fuzz::check_advise_input({reinterpret_cast<const char*>(data), size}));
  return 0;
}
