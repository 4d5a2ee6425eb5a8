// Tests for cli/seven_knights/sweep_options.h: the --variants, --players, --seed and --threads
// options that `skb analyze` and `skb lying` share, and the variant tables they choose.
//
// The tables (solver/seven_knights/variant.cpp, rules.md "Variants"): standard 4-8 players,
// advanced 4-7, groping 3-4 (the three with the Witch), unity 4-7, unity-advanced 4-7,
// unity-groping 3-4; so 5 + 4 + 2 = 11 tables with the Witch and 11 + 4 + 4 + 2 = 21 in all.
#include <doctest/doctest.h>

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "cli/common/errors.h"
#include "cli/seven_knights/sweep_options.h"

namespace {

using skb::cli::seven_knights::SweepOptions;
using skb::cli::seven_knights::SweepTable;

// Parses `args` (without the program name) with the shared options added as skb lying does.
SweepOptions parse(std::vector<std::string> args) {
  CLI::App app;
  SweepOptions o;
  skb::cli::seven_knights::add_table_options(app, o, {"standard", "advanced", "groping"}, "Variants with the Witch",
                              "standard,advanced,groping");
  skb::cli::seven_knights::add_seed_thread_options(app, o, false);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them last first
  app.parse(reversed);
  return o;
}

std::string names(const std::vector<SweepTable>& tables) {
  std::string out;
  for (const SweepTable& t : tables) out += std::string(t.variant->name) + " " + std::to_string(t.players) + ";";
  return out;
}

}  // namespace

TEST_CASE("the options: lists split at commas, each value checked") {
  const SweepOptions o = parse({"--variants", "groping,standard", "--players", "4,3", "--seed", "7", "--threads", "2"});
  CHECK(o.variants == std::vector<std::string>{"groping", "standard"});
  CHECK(o.players == std::vector<int>{4, 3});
  CHECK(o.seed == 7U);
  CHECK(o.threads == 2);
  const SweepOptions defaults = parse({});
  CHECK(defaults.variants.empty());
  CHECK(defaults.players.empty());
  CHECK(defaults.seed == 1U);
  CHECK(defaults.threads == 0);
  // 18446744073709551615 = 2^64 - 1, the largest seed; -1 and 2^64 are refused, not wrapped.
  CHECK(parse({"--seed", "18446744073709551615"}).seed == 18446744073709551615ULL);
  for (const std::vector<std::string>& bad : {std::vector<std::string>{"--variants", "unity"},
                                              {"--players", "9"},
                                              {"--players", "2"},
                                              {"--seed", "-1"},
                                              {"--seed", "18446744073709551616"},
                                              {"--threads", "0"}}) {
    CAPTURE(bad[0]);
    CHECK_THROWS_AS(parse(bad), CLI::ValidationError);
  }
}

TEST_CASE("the help: the command's variants and defaults, threads per process only for analyze") {
  CLI::App lying, analyze;
  SweepOptions a, b;
  skb::cli::seven_knights::add_table_options(lying, a, {"standard"}, "Variants with the Witch", "standard,advanced,groping");
  skb::cli::seven_knights::add_seed_thread_options(lying, a, false);
  skb::cli::seven_knights::add_table_options(analyze, b, {"standard"}, "Variants", "all six");
  skb::cli::seven_knights::add_seed_thread_options(analyze, b, true);
  const std::string lying_help = lying.help(), analyze_help = analyze.help();
  CHECK(lying_help.find("Variants with the Witch, comma-separated (default: standard,advanced,groping)") !=
        std::string::npos);
  CHECK(lying_help.find("Threads (default: all cores); the numbers do not depend on it") != std::string::npos);
  CHECK(analyze_help.find("Variants, comma-separated (default: all six)") != std::string::npos);
  CHECK(analyze_help.find("Threads per process (default: all cores)") != std::string::npos);
}

TEST_CASE("the tables: every allowed count of every chosen variant, in the variant table's order") {
  SweepOptions o;
  const auto witch = skb::cli::seven_knights::sweep_tables(o, true, "skb lying", "no matrix to make");
  CHECK(witch.size() == 11);
  CHECK(names(witch) ==
        "standard 4;standard 5;standard 6;standard 7;standard 8;advanced 4;advanced 5;advanced 6;advanced 7;"
        "groping 3;groping 4;");
  CHECK(skb::cli::seven_knights::sweep_tables(o, false, "skb analyze", "no cell to simulate").size() == 21);
  // Three players: only the Groping variants allow them.
  o.players = {3};
  CHECK(names(skb::cli::seven_knights::sweep_tables(o, true, "skb lying", "x")) == "groping 3;");
  CHECK(names(skb::cli::seven_knights::sweep_tables(o, false, "skb analyze", "x")) == "groping 3;unity-groping 3;");
  // The order is the table's, not the command line's; counts a variant does not allow are skipped.
  o.variants = {"groping", "standard"};
  o.players = {8, 4};
  CHECK(names(skb::cli::seven_knights::sweep_tables(o, true, "skb lying", "x")) == "standard 4;standard 8;groping 4;");
}

TEST_CASE("no table: a usage error naming the command and what there is nothing of") {
  SweepOptions o;
  o.variants = {"groping"};
  o.players = {6};
  try {
    (void)skb::cli::seven_knights::sweep_tables(o, true, "skb lying", "no matrix to make");
    FAIL("no error");
  } catch (const skb::cli::UsageError& e) {
    CHECK(e.command() == "skb lying");
    CHECK(std::string(e.what()) == "no matrix to make: no chosen variant allows the chosen player counts");
  }
  // A variant without the Witch is no table of skb lying's.
  o.variants = {"unity"};
  o.players = {};
  CHECK_THROWS_AS(skb::cli::seven_knights::sweep_tables(o, true, "skb lying", "no matrix to make"), skb::cli::UsageError);
  CHECK(skb::cli::seven_knights::sweep_tables(o, false, "skb analyze", "no cell to simulate").size() == 4);
}
