// libFuzzer target: command lines of `skb simulate` and `skb analyze` built from the bytes
// (options and values from a small dictionary, good and bad), run in-process through
// skb::cli::run as main() runs them. The decoding and the checks are in
// fuzz/seven_knights/cli_check.h; any problem aborts, which libFuzzer reports as a crash and
// saves as an artifact. SKB_FUZZ_CLI_SHOW=1 prints each input's command line and exit status.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "fuzz/common/verdict.h"
#include "fuzz/seven_knights/cli_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool show = std::getenv("SKB_FUZZ_CLI_SHOW") != nullptr;
  skb::fuzz::fail_on("fuzz_cli", skb::fuzz::check_cli_input({reinterpret_cast<const char*>(data), size}, show));
  return 0;
}
