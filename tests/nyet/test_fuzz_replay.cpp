// The Nyet! fuzz targets' checks (fuzz/nyet/nyet_check.h) outside libFuzzer: every input saved in
// fuzz/nyet/regressions/ (findings of past runs, kept so that they stay fixed), the examples,
// and small broken inputs; none may show a problem.
#include <doctest/doctest.h>

#include <filesystem>

#include "fuzz/nyet/nyet_check.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;

TEST_CASE("the examples and the saved regressions pass the fuzz checks") {
  int n = 0;
  for (const char* dir : {"examples/nyet", "fuzz/nyet/regressions"})
    for (const fs::path& path : skb::test::files_in(fs::path(SKB_SOURCE_DIR) / dir)) {
      CAPTURE(path.string());
      CHECK(skb::fuzz::nyet::check_record(skb::test::read_file(path)) == "");
      ++n;
    }
  CHECK(n >= 7);
}

TEST_CASE("broken inputs are refused cleanly") {
  for (const char* text : {"", "players", "players Ann Ben\n", "players Ann Ben\ndealer Ann\ntrick Ann B1\n",
                           "players Ann Ben\ndealer Ann\nhand Ann B1 B1 B1 B1\n", "\xff\xfe", "players Ann Ann\n",
                           "players Ann Ben\nterms trump R supertrump none points 2\nhand Ann\nhand Ben\ntrick Ann\n"}) {
    CAPTURE(text);
    CHECK(skb::fuzz::nyet::check_record(text) == "");
  }
}
