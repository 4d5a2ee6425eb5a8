// Tests for cli/common/values.h: how every option of every game reads what was typed (issue 31,
// point 9). The functions themselves first, then the built `skb` (SKB_BINARY) on command lines of
// every game: a whole number is digits only (0x10, +3 and ' 5' are refused, never read as 16, 3
// or 5), a list has no empty item, a mistyped name gets "did you mean", and a value echoed in a
// message is cut and its control bytes escaped.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/common/values.h"
#include "tests/support/run_process.h"

namespace {

using skb::test::ProcessResult;

const std::string kExamples = std::string(SKB_SOURCE_DIR) + "/examples/";

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

ProcessResult skb_run(const std::vector<std::string>& args) { return skb::test::run_process(SKB_BINARY, args); }

// A refused command line: status 2, nothing on standard output, the one form of a command-line
// error (skb: error: COMMAND: MESSAGE, then a hint), `message` in it, and no raw control byte.
void check_refused(const std::vector<std::string>& args, const std::string& message) {
  std::string line = "skb";
  for (const std::string& a : args) line += " " + a;
  CAPTURE(line);
  const ProcessResult r = skb_run(args);
  CAPTURE(r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("skb: error: ", 0) == 0);
  CHECK(contains(r.err, message));
  CHECK(contains(r.err, "\nhint: "));
  CHECK(r.err.find('\x1b') == std::string::npos);
  CHECK(r.err.size() < 400);
}

}  // namespace

TEST_CASE("shown: values cut to 40 characters, control bytes escaped") {
  using skb::cli::shown;
  CHECK(shown("standard") == "standard");
  const std::string long_value(100, 'a');
  const std::string cut = shown(long_value);
  CHECK(cut.rfind(std::string(40, 'a'), 0) == 0);
  CHECK(!contains(cut, std::string(41, 'a')));
  CHECK(contains(cut, "(100 characters)"));
  CHECK(shown("a\x1b[2Jb") == "a\\x1B[2Jb");
  CHECK(shown("Zo\xC3\xAB") == "Zo\xC3\xAB");  // printable UTF-8 stays as typed
}

TEST_CASE("whole_number_in: digits only, in range, within 64 bits") {
  using skb::cli::whole_number_in;
  CHECK(whole_number_in("16", 1, 20));
  CHECK(whole_number_in("1", 1, 1));
  CHECK(!whole_number_in("0x10", 1, 100));
  CHECK(!whole_number_in("+3", 1, 100));
  CHECK(!whole_number_in(" 5", 1, 100));
  CHECK(!whole_number_in("5 ", 1, 100));
  CHECK(!whole_number_in("-1", 0, 100));
  CHECK(!whole_number_in("1e3", 1, 10000));
  CHECK(!whole_number_in("", 0, 100));
  CHECK(!whole_number_in("21", 1, 20));
  CHECK(!whole_number_in("0", 1, 20));
  CHECK(whole_number_in("18446744073709551615", 0, 18446744073709551615ULL));
  CHECK(!whole_number_in("18446744073709551616", 0, 18446744073709551615ULL));  // 2^64 does not fit
}

TEST_CASE("split_list keeps empty items for the validators to refuse") {
  using skb::cli::split_list;
  CHECK(split_list("honest,random") == std::vector<std::string>{"honest", "random"});
  CHECK(split_list("honest,,random") == std::vector<std::string>{"honest", "", "random"});
  CHECK(split_list("honest,") == std::vector<std::string>{"honest", ""});
}

TEST_CASE("unknown_value_message: the closest name, or the one that differs only in case") {
  const std::vector<std::string> variants{"standard", "advanced", "unity"};
  const std::string typo = skb::cli::unknown_value_message("standrad", variants, "variant");
  CHECK(contains(typo, "'standrad'"));
  CHECK(contains(typo, "did you mean 'standard'?"));
  CHECK(contains(typo, "variants: standard, advanced, unity"));
  CHECK(contains(skb::cli::unknown_value_message("Standard", variants, "variant"), "did you mean 'standard'?"));
  CHECK(!contains(skb::cli::unknown_value_message("zzzzzzzz", variants, "variant"), "did you mean"));
  // The plural of a name ending in a consonant and y.
  CHECK(contains(skb::cli::unknown_value_message("x", {"random"}, "policy"), "policies: random"));
}

TEST_CASE("skb: whole numbers are digits only, on every game's options") {
  const std::string sk = kExamples + "seven_knights/json-output-example.skb";
  const std::string hats = kExamples + "hats/advise/forty-turns-4p.hats";
  for (const std::string bad : {"0x10", "+3", " 5"})
    check_refused({"solve", sk, "--top", bad}, "--top takes a whole number, at least 1, not '" + bad + "'");
  check_refused({"simulate", "--variant", "standard", "--players", "0x4"},
                "--players takes a whole number from 3 to 8, not '0x4'");
  check_refused({"lying", "--games", "1e3"}, "--games takes a whole number from 1 to 1000000000000 (a trillion), not '1e3'");
  check_refused({"hats", "simulate", "--games", "+5"}, "--games takes a whole number from 1 to 1000000000000");
  check_refused({"hats", "advise", hats, "--playouts", "0x10"}, "--playouts takes a whole number from 1 to 1000000, not '0x10'");
  check_refused({"mutiny", "analyze", "--players", " 4"}, "--players: every item is a whole number from 4 to 6, not ' 4'");
  check_refused({"advise", kExamples + "seven_knights/advise/vote.skb", "--threads", "+2"},
                "--threads takes a whole number, at least 1, not '+2'");
}

TEST_CASE("skb: lists with an empty item, and empty names, are refused") {
  check_refused({"analyze", "--profiles", ""}, "--profiles: an empty list");
  check_refused({"analyze", "--profiles", "naive,,smart"}, "--profiles naive,,smart: an empty item");
  check_refused({"analyze", "--profiles", "naive,"}, "an empty item");
  check_refused({"hats", "simulate", "--players", "3", "--seats", "memory,,random"}, "--seats memory,,random: an empty item");
  check_refused({"mutiny", "advise", kExamples + "mutiny/advise/boatswain-waits.mutiny", "--profile", ""},
                "--profile: an empty profile (profiles: random, honest, equilibrium)");
}

TEST_CASE("skb: a mistyped value gets the closest name") {
  check_refused({"analyze", "--profiles", "smrt"}, "unknown profile 'smrt' (did you mean 'smart'?; profiles:");
  check_refused({"hats", "solve", kExamples + "hats/six-misses.hats", "--model", "memroy"}, "did you mean 'memory'?");
  check_refused({"mutiny", "solve", kExamples + "mutiny/lie-rate-quarter.mutiny", "--model", "Honest"},
                "did you mean 'honest'?");
  // A value list named in the plural as a noun phrase ("round counts"), not "number of roundss".
  check_refused({"simulate", "--variant", "standard", "--players", "4", "--rounds", "2"},
                "--rounds: unknown round count '2' (round counts: 1, 3)");
  check_refused({"analyze", "--rounds", "2"}, "unknown round count '2' (round counts: 1, 3)");
}

TEST_CASE("skb: an echoed value is cut and its control bytes escaped") {
  const std::string view = "Zed\x1b[31mred" + std::string(100, '0');
  check_refused({"mutiny", "solve", kExamples + "mutiny/lie-rate-quarter.mutiny", "--view", view},
                "--view Zed\\x1B[31mred");
  const ProcessResult r = skb_run({"mutiny", "solve", kExamples + "mutiny/lie-rate-quarter.mutiny", "--view", view});
  CHECK(contains(r.err, "(111 characters)"));
  check_refused({"hats", "simulate", "--players", "3", "--seats", "memory,memory,\x1b[2J"}, "unknown policy '\\x1B[2J'");
  check_refused({"solve", kExamples + "seven_knights/json-output-example.skb", "--lie-rate", "x\x07" + std::string(100, '0')},
                "--lie-rate x\\x07");
}
