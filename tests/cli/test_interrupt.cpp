// Tests for cli/common/interrupt.h: under a guard, SIGINT and SIGTERM only set a flag that the
// command checks at its next safe point.
#include <doctest/doctest.h>

#include <csignal>

#include "cli/common/interrupt.h"

TEST_CASE("an interrupt under the guard is a flag, raised as Interrupted at the next check") {
  for (int signal : {SIGINT, SIGTERM}) {
    CAPTURE(signal);
    skb::cli::InterruptGuard guard;
    CHECK_FALSE(skb::cli::interrupted());
    CHECK_NOTHROW(skb::cli::stop_if_interrupted());
    std::raise(signal);  // would end the process without the guard
    CHECK(skb::cli::interrupted());
    CHECK_THROWS_AS(skb::cli::stop_if_interrupted(), skb::cli::Interrupted);
  }
  // A new guard starts clear.
  skb::cli::InterruptGuard guard;
  CHECK_FALSE(skb::cli::interrupted());
}

// The commands themselves: skb run as a child and sent SIGINT once after a second, as a terminal
// sends it (--foreground: timeout signals skb alone; a second interrupt would end it at once).
// The runs asked for take minutes; the assertion is on what an interrupted run prints, not on
// how long it took.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support/run_process.h"

namespace {

skb::test::ProcessResult interrupted_after_a_second(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"--foreground", "--preserve-status", "-s", "INT", "1", SKB_BINARY};
  all.insert(all.end(), args.begin(), args.end());
  return skb::test::run_process("/usr/bin/timeout", all);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("simulate with rollout over smart, interrupted: the report of the rounds played, status 130") {
  // About 0.3 s a round, 100,000 rounds: play_games stops between rounds, not after 4096.
  const auto r = interrupted_after_a_second({"simulate", "--variant", "standard", "--players", "6", "--profile",
                                             "rollout", "--rollout-base", "smart", "--games", "100000", "--quiet"});
  CAPTURE(r.err);
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  if (contains(r.err, "no round was finished")) return;  // a machine so loaded that no round ended in 1 s
  CHECK(contains(r.out, "Interrupted after "));
  CHECK(contains(r.out, " of 100000 rounds: the figures are those of the rounds played."));
  CHECK(contains(r.out, "Knights win"));
  CHECK(contains(r.err, "skb simulate: interrupted after "));
}

TEST_CASE("hats simulate with search, interrupted: the report of the games played, status 130") {
  const auto r = interrupted_after_a_second(
      {"hats", "simulate", "--players", "4", "--profile", "search", "--games", "100000", "--json", "--quiet"});
  CAPTURE(r.err);
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  if (contains(r.err, "before any game was finished")) return;
  CHECK(contains(r.out, "\"interrupted\": true, \"planned\": 100000"));
  CHECK(contains(r.err, "skb hats simulate: interrupted after "));
}

TEST_CASE("output folders are checked before the work, exit 2") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "skb_test_interrupt_folders";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "taken.txt") << "x\n";
  // 10^9 games would take hours: refused at once.
  auto r = skb::test::run_process(SKB_BINARY, {"hats", "simulate", "--games", "1000000000", "--record-out",
                                               dir.string(), "--quiet"});
  CHECK(r.status == 2);
  CHECK(contains(r.err, "the folder is not empty"));
  // A file where a folder is wanted: refused before solving.
  r = skb::test::run_process(SKB_BINARY, {"mutiny", "analyze", "--players", "4", "--profile", "equilibrium",
                                          "--save-equilibrium", (dir / "taken.txt").string()});
  CHECK(r.status == 2);
  CHECK(contains(r.err, "--save-equilibrium"));
  CHECK(contains(r.err, "not a folder"));
  fs::remove_all(dir);
}

TEST_CASE("nyet survey, interrupted: the report of the deals solved, status 130") {
  // Two-player deals take a fraction of a second each: some are solved within the second.
  const auto r = interrupted_after_a_second({"nyet", "survey", "--players", "2", "--deals", "100000", "--json", "--quiet"});
  CAPTURE(r.err);
  CHECK(r.status == 130);
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  if (contains(r.err, "before any deal was solved")) return;  // a machine so loaded that no deal ended in 1 s
  CHECK(contains(r.out, "\"interrupted\": true, \"planned\": 100000"));
  CHECK(contains(r.err, "skb nyet survey: interrupted after "));
}

TEST_CASE("serve, interrupted once listening: it stops within a second, status 130") {
  // SIGINT as a terminal sends it (default disposition, the child alone), once skb serve has
  // printed its address; the server has no work in progress, so it ends at once (its stop is
  // measured by hand, not here: about a millisecond).
  skb::test::ProcessOptions options;
  options.interrupt_when = skb::test::output_contains("skb serve: listening on http://127.0.0.1:");
  const auto r = skb::test::run_process(SKB_BINARY, {"serve", "--port", "0"}, options);
  CAPTURE(r.out);
  CAPTURE(r.err);
  REQUIRE(r.interrupted);
  CHECK(r.status == 130);
  CHECK(r.seconds_after_interrupt < 10.0);  // a hang guard, not a speed test: about 1 ms here
  CHECK(contains(r.err, "skb serve: stopped"));
}
