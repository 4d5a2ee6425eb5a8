// Record text (solver/core/record_text.h): splitting a record into numbered lines.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "solver/core/record_text.h"

TEST_CASE("for_each_line: LF and CR LF endings, a byte-order mark, no empty last line") {
  std::vector<std::pair<std::string, int>> lines;
  const auto collect = [&](std::string_view l, int n) { lines.emplace_back(std::string(l), n); };
  CHECK(skb::for_each_line("\xEF\xBB\xBFplayers A B\r\n\nlook A 1\n", collect) == 3);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == std::pair<std::string, int>{"players A B", 1});
  CHECK(lines[1] == std::pair<std::string, int>{"", 2});
  CHECK(lines[2] == std::pair<std::string, int>{"look A 1", 3});
  lines.clear();
  CHECK(skb::for_each_line("no newline at the end", collect) == 1);
  CHECK(lines[0].first == "no newline at the end");
  CHECK(skb::for_each_line("", collect) == 0);
  // A byte-order mark later on is part of its line (the readers refuse it there).
  lines.clear();
  skb::for_each_line(
      "a\n\xEF\xBB\xBF"
      "b",
      collect);
  CHECK(lines[1].first ==
        "\xEF\xBB\xBF"
        "b");
}
