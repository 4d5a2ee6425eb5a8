// The Mutiny fuzz targets' checks (fuzz/mutiny/mutiny_check.h) outside libFuzzer: every input
// saved in fuzz/mutiny/regressions/ (findings of past runs, kept so that they stay fixed; a name
// starting fuzz_mutiny_advise- is an advise input, its first byte the options), the examples, and
// small broken inputs; none may show a problem.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "fuzz/mutiny/mutiny_check.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;

TEST_CASE("the examples and the saved regressions pass the fuzz checks") {
  int n = 0;
  for (const char* dir : {"examples/mutiny", "examples/mutiny/advise", "fuzz/mutiny/regressions"})
    for (const fs::path& path : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / dir)) {
      CAPTURE(path.string());
      const std::string bytes = skb::test::read_file(path);
      if (path.filename().string().starts_with("fuzz_mutiny_advise-")) {
        CHECK(skb::fuzz::mutiny::check_advise(bytes) == "");
      } else {
        CHECK(skb::fuzz::mutiny::check_record(bytes) == "");
        // Advice on the examples with every profile and model choice.
        for (const char choice : {'\0', '\1', '\2', '\x04', '\x0b'})
          CHECK(skb::fuzz::mutiny::check_advise(std::string(1, choice) + bytes) == "");
      }
      ++n;
    }
  CHECK(n >= 9);  // the examples: 7 records and 2 advise records
}

TEST_CASE("broken inputs are refused cleanly") {
  for (const char* text : {"", "players", "players Ann Ben Cat Dan\n", "\xff\xfe", "players Ann Ann Ben Cat\n",
                           "players Ann Ben Cat Dan\nchaplain Ann\nnavigator Ann\nboatswain Cat\nhelmsman Dan\n",
                           "players Ann Ben Cat Dan\nchaplain Ann\nnavigator Ben\nboatswain Cat\nhelmsman Dan\n"
                           "search Ann Ben\n"}) {
    CAPTURE(text);
    CHECK(skb::fuzz::mutiny::check_record(text) == "");
    CHECK(skb::fuzz::mutiny::check_advise(std::string(1, '\2') + text) == "");
  }
}
