// libFuzzer target: arbitrary bytes as a record. Finds what the reader, the rules check, the
// solver and the reports do with input nobody would write on purpose (binary, broken UTF-8,
// half statements, stray quotes); fuzz/seven_knights/skb.dict gives it the record's words.
#include <cstddef>
#include <cstdint>

#include "fuzz/seven_knights/fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::check_one_input({reinterpret_cast<const char*>(data), size});
  return 0;
}
