// The Nyet! fuzz targets' checks (fuzz/nyet/nyet_check.h, advise_check.h) outside libFuzzer:
// every input saved in fuzz/nyet/regressions/ (findings of past runs, kept so that they stay
// fixed; a name starting fuzz_nyet_advise- is an advise input, its first byte the options), the
// examples and the advise seeds (as advice too, with a few option bytes), and small broken
// inputs; none may show a problem.
#include <doctest/doctest.h>

#include <filesystem>

#include "fuzz/nyet/advise_check.h"
#include "fuzz/nyet/nyet_check.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;

TEST_CASE("the examples and the saved regressions pass the fuzz checks") {
  int n = 0;
  for (const char* dir : {"examples/nyet", "fuzz/nyet/regressions"})
    for (const fs::path& path : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / dir)) {
      CAPTURE(path.string());
      const std::string bytes = skb::test::read_file(path);
      if (path.filename().string().starts_with("fuzz_nyet_advise-")) {
        CHECK(skb::fuzz::nyet::check_advise(bytes) == "");
        continue;
      }
      CHECK(skb::fuzz::nyet::check_record(bytes) == "");
      ++n;
    }
  CHECK(n >= 7);
}

TEST_CASE("the examples and the advise seeds pass the advise target's checks, with a few option bytes") {
  int n = 0;
  for (const char* dir : {"examples/nyet", "fuzz/nyet/advise-seeds"})
    for (const fs::path& path : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / dir)) {
      if (path.extension() != ".nyet") continue;
      CAPTURE(path.string());
      const std::string text = skb::test::read_file(path);
      for (const char choice : {'\0', '\x09', '\x13'}) CHECK(skb::fuzz::nyet::check_advise(std::string(1, choice) + text) == "");
      ++n;
    }
  CHECK(n >= 16);  // 11 examples and 5 seeds
}

TEST_CASE("broken inputs are refused cleanly") {
  for (const char* text : {"", "players", "players Ann Ben\n", "players Ann Ben\ndealer Ann\ntrick Ann B1\n",
                           "players Ann Ben\ndealer Ann\nhand Ann B1 B1 B1 B1\n", "\xff\xfe", "players Ann Ann\n",
                           "players Ann Ben\nterms trump R supertrump none points 2\nhand Ann\nhand Ben\ntrick Ann\n"}) {
    CAPTURE(text);
    CHECK(skb::fuzz::nyet::check_record(text) == "");
  }
}
