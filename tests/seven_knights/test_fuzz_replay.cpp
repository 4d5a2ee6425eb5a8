// Replays the fuzz targets' seeds and findings through the fuzz harness
// (tests/seven_knights/reference/fuzz_harness.h) and the reports check (fuzz/seven_knights/report_check.h), so that
// every input that ever broke skb is checked again in every test run, and the checks themselves are exercised even
// where clang and libFuzzer are not available.
//
// The inputs: fuzz/seven_knights/regressions/ (inputs that once failed), fuzz/seven_knights/corpus/ (hand-written
// seeds), examples/*.skb (the golden records), and, so that the checks are seen to bite, inputs built here whose
// outcome is known: each must come back "" from check_input, i.e. skb either solved it and agrees with the reference,
// or rejected it with a well-formed error. fuzz_advise's and fuzz_cli's seeds (fuzz/seven_knights/corpus/fuzz_advise/,
// .../fuzz_cli/) and findings (regressions/fuzz_advise-*, regressions/fuzz_cli-*) go through their own checks
// (fuzz/seven_knights/advise_check.h, cli_check.h).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/seven_knights/advise_check.h"
#include "fuzz/seven_knights/cli_check.h"
#include "fuzz/seven_knights/report_check.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "tests/seven_knights/reference/fuzz_harness.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;
using skb::test::read_file;
using namespace skb;
using namespace skb::seven_knights;
using namespace skb::seven_knights::reference;
using namespace skb::test;

namespace {

const fs::path kSource = SKB_SOURCE_DIR;

HarnessOptions with_reports() {
  HarnessOptions o;
  o.render = [](const Record& r, const Posterior& p) { return fuzz::check_reports(r, p); };
  return o;
}

}  // namespace

TEST_CASE("every fuzz regression, seed and example passes the fuzz harness") {
  std::vector<fs::path> inputs = files_in(kSource / "fuzz" / "seven_knights" / "regressions");
  for (const auto& p : files_in(kSource / "fuzz" / "seven_knights" / "corpus")) inputs.push_back(p);
  for (const auto& p : files_in(kSource / "examples" / "seven_knights", ".skb")) inputs.push_back(p);
  CHECK(inputs.size() >= 16);  // 11 examples and 5 hand-written seeds at least
  for (const auto& path : inputs) {
    CAPTURE(path.string());
    CHECK(check_input(read_file(path), with_reports()) == "");
  }
}

TEST_CASE("the harness itself: what it accepts, and that its checks can fail") {
  // Accepted: a solved record, a reading error, a rules error, a contradiction.
  const std::string std4 = "variant standard\nplayers Ann Ben Cat Dan\n";
  for (const std::string& input : {std4,
                                   std::string("\x7f"
                                               "ELF\x02\x01"),
                                   std::string(), std4 + "look Ann Ann\n", std4 + "tile Ann 1\ntile Ben 1\n",
                                   std4 + "look Ann Ben\nask Cat Ann \"" + std::string(300, '(') + "Ben = 1" +
                                       std::string(300, ')') + "\" yes\n"}) {
    CAPTURE(input);
    CHECK(check_input(input, with_reports()) == "");
  }
  // The invariant check rejects a posterior whose rows do not sum to 1 ...
  const Record r = read_record(std4, "x.skb");
  SolveOptions every;
  every.top = 1000;
  Posterior p = solve(r, every);
  CHECK(broken_invariant(r, p) == "");
  Posterior bad = p;
  bad.tiles(0, 0) += 1e-9;
  CHECK(broken_invariant(r, bad).find("sums to") != std::string::npos);
  // ... arrangements out of the spec's order (the first two of 4-player standard are tied at
  // 1/120 each, so swapping them breaks the tie order) ...
  bad = p;
  std::swap(bad.arrangements[0], bad.arrangements[1]);
  CHECK(broken_invariant(r, bad).find("out of order") != std::string::npos);
  // ... and the comparison with the reference sees a difference of 1e-11.
  const ReferenceResult ref = reference_solve(r);
  CHECK(difference_from_reference(r, p, ref) == "");
  bad = p;
  bad.witch_team[2] += 1e-11;
  CHECK(difference_from_reference(r, bad, ref).find("witch_team[Cat]") != std::string::npos);
  // The reports of a solved record read back exactly (every one of the 120 deals' arrangements,
  // probabilities 1/120 in shortest round-trip form).
  CHECK(fuzz::check_reports(r, p) == "");
}

TEST_CASE("fuzz_advise's seeds and findings, and the examples, pass its checks") {
  const fs::path fuzz = kSource / "fuzz" / "seven_knights";
  std::vector<fs::path> inputs = files_in(fuzz / "corpus" / "fuzz_advise");
  for (const auto& p : files_in(fuzz / "regressions", "", "fuzz_advise-")) inputs.push_back(p);
  CHECK(inputs.size() >= 6);
  for (const auto& p : files_in(kSource / "examples" / "seven_knights" / "advise", ".skb")) inputs.push_back(p);
  for (const auto& path : inputs) {
    CAPTURE(path.string());
    CHECK(fuzz::check_advise_input(read_file(path)) == "");
  }
  // Option bytes: a contradiction (lie rate 0, a false answer) is one for advise too, in every
  // phase, with or without a view.
  const std::string contradiction =
      "variant standard\nplayers Ann Ben Cat Dan\nlie-rate 0\ntile Dan 2\nask Ann Dan \"Dan = 3\" yes\n";
  for (char phase = 0; phase < 6; ++phase)
    for (char flags : {'\0', '\2'}) CHECK(fuzz::check_advise_input(contradiction + '\0' + phase + '\3' + flags) == "");
}

TEST_CASE("fuzz_cli's seeds and findings pass its checks") {
  const fs::path fuzz = kSource / "fuzz" / "seven_knights";
  std::vector<fs::path> inputs = files_in(fuzz / "corpus" / "fuzz_cli");
  for (const auto& p : files_in(fuzz / "regressions", "", "fuzz_cli-")) inputs.push_back(p);
  CHECK(inputs.size() >= 6);
  for (const auto& path : inputs) {
    CAPTURE(path.string());
    CHECK(fuzz::check_cli_input(read_file(path)) == "");
  }
  // The decoding: the first byte chooses the command and the games, the next two a legal
  // variant and player count, then pairs of bytes an option and its value.
  const fuzz::cli_fuzz::CommandLine c = fuzz::cli_fuzz::decode(std::string("\x08\x00\x01\x0b\x05", 5));
  CHECK(c.args == std::vector<std::string>{"simulate", "--variant", "standard", "--players", "4", "--lie-rate", "-0.1",
                                           "--games", "@GAMES"});
  CHECK(c.games == 5);
}
