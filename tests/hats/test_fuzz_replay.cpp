// The hat game's fuzz targets' checks (fuzz/hats/hats_check.h) outside libFuzzer: every input
// saved in fuzz/hats/regressions/ (findings of past runs, kept so that they stay fixed; a name
// starting fuzz_hats_advise- is an advise input, its first byte the options), the examples, and
// small broken inputs; none may show a problem.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "fuzz/hats/hats_check.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;

TEST_CASE("the examples and the saved regressions pass the fuzz checks") {
  int n = 0;
  for (const char* dir : {"examples/hats", "examples/hats/advise", "fuzz/hats/regressions"})
    for (const fs::path& path : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / dir)) {
      CAPTURE(path.string());
      const std::string bytes = skb::test::read_file(path);
      if (path.filename().string().starts_with("fuzz_hats_advise-")) {
        CHECK(skb::fuzz::hats::check_advise(bytes) == "");
      } else {
        CHECK(skb::fuzz::hats::check_record(bytes) == "");
        for (const char choice : {'\0', '\1'})
          CHECK(skb::fuzz::hats::check_advise(std::string(1, choice) + bytes) == "");
      }
      ++n;
    }
  CHECK(n >= 6);
}

TEST_CASE("broken inputs are refused cleanly") {
  for (const char* text : {"", "players", "players Ann Ben\n", "\xff\xfe", "players Ann Ann\n",
                           "players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\nlook Ann 9\n",
                           "players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\nswap Ben 1 1\n"}) {
    CAPTURE(text);
    CHECK(skb::fuzz::hats::check_record(text) == "");
    CHECK(skb::fuzz::hats::check_advise(std::string(1, '\1') + text) == "");
  }
}
