// `skb mutiny solve` at the edges of the numbers (the built skb): probabilities below the
// smallest normal double print as the nearest double (a subnormal, or 0), never an internal
// error, because every fraction is rounded once, exactly (solver/core/fraction.h).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/support/files.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace {

const std::filesystem::path kExamples = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "mutiny";

// Returns lie-rate-quarter.mutiny with its lie rate replaced by `rate`, written to a scratch file.
std::string with_lie_rate(const std::string& rate) {
  static const skb::test::ScratchDir dir("mutiny_cli_edges", "records");
  std::string text = skb::test::read_file(kExamples / "lie-rate-quarter.mutiny");
  const std::string from = "lie-rate 0.25";
  text.replace(text.find(from), from.size(), "lie-rate " + rate);
  return dir.write("lie-rate-" + rate + ".mutiny", text);
}

}  // namespace

TEST_CASE("a lie rate below the smallest normal double gives subnormal probabilities") {
  // The record's working (lie-rate-quarter.mutiny): P(Ann) = λ / (1 + λ). With λ = 1e-310 that is
  // 1e-310 / (1 + 1e-310), whose nearest double is the subnormal nearest 1e-310.
  for (const std::string command : {"solve", "advise"}) {
    CAPTURE(command);
    const auto r = skb::test::run_process(SKB_BINARY, {"mutiny", command, with_lie_rate("1e-310"), "--json"});
    if (command == "advise") {
      // A spectator has no decision: a located refusal (2), never an internal error (1).
      CHECK(r.status == 2);
      continue;
    }
    REQUIRE(r.status == 0);
    const nlohmann::json j = nlohmann::json::parse(r.out);
    CHECK(j["mutineer"]["Ann"].get<double>() == 1e-310);
    CHECK(j["mutineer"]["Ben"].get<double>() == 1.0);
  }
  // Below half the smallest subnormal, the nearest double is 0.
  const auto zero = skb::test::run_process(SKB_BINARY, {"mutiny", "solve", with_lie_rate("1e-330"), "--json"});
  REQUIRE(zero.status == 0);
  CHECK(nlohmann::json::parse(zero.out)["mutineer"]["Ann"].get<double>() == 0.0);
}
