// `skb mutiny analyze` as a user runs it (the built skb, SKB_BINARY): the JSON fields the
// contract names, the random profile's known value, CSV and text, and command-line errors.
// Best responses are left to mutiny/test_best_response.cpp (they take seconds); here they are
// skipped, or computed only where they are quick.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"

namespace {

skb::test::ProcessResult skb_run(const std::vector<std::string>& args) {
  return skb::test::run_process(SKB_BINARY, args);
}

// Returns the row of the equilibrium built into skb for `players` players, measured on its
// reduced game without best responses (`analyze --json --no-best-response`).
nlohmann::json built_in_equilibrium(const std::string& players) {
  const auto r =
      skb_run({"mutiny", "analyze", "--players", players, "--profile", "equilibrium", "--json", "--no-best-response"});
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out).at(0);
}

}  // namespace

TEST_CASE("random profile, 4 players, as JSON") {
  const auto r = skb_run(
      {"mutiny", "analyze", "--players", "4", "--profile", "random", "--json", "--no-best-response", "--stats"});
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  REQUIRE(j.size() == 1);
  const nlohmann::json& row = j[0];
  CHECK(row["players"] == 4);
  CHECK(row["profile"] == "random");
  // mutiny/test_profile_value.cpp has the working (checked against a simulation).
  CHECK(row["crew_win_exact"] == "109150301/680244480");
  CHECK(row["crew_win"].get<double>() == doctest::Approx(109150301.0 / 680244480.0).epsilon(1e-15));
  CHECK(row["mutineer_win"].get<double>() == doctest::Approx(1 - 109150301.0 / 680244480.0).epsilon(1e-15));
  CHECK(row["nash_conv"].is_null());
  // Each Mutineer is dealt with probability 1/4: the crew's chances by Mutineer average to it.
  double by_mutineer = 0;
  for (const char* role : {"boatswain", "chaplain", "helmsman", "navigator"})
    by_mutineer += row["crew_win_by_mutineer"][role].get<double>() / 4;
  CHECK(by_mutineer == doctest::Approx(row["crew_win"].get<double>()).epsilon(1e-12));
  REQUIRE(row["seats"].size() == 4);
  CHECK(row["seats"][1]["role"] == "chaplain");
  CHECK(row["seats"][1]["best_response_gain"].is_null());
  // The game's size: 29,692,517,960 histories (test_game_size.cpp checks the counting itself),
  // and each seat's information sets with perfect recall (mutiny/test_game_tree.cpp checks the
  // counting against a game graph's on the trial).
  CHECK(row["stats"]["histories"] == "29692517960");
  CHECK(row["stats"]["information_sets"] ==
        nlohmann::json::array({"1514576122", "3662066568", "1058375220", "1444420320"}));
  CHECK(r.err.empty());
}

TEST_CASE("honest profile, 4 players, as CSV and text") {
  const auto csv =
      skb_run({"mutiny", "analyze", "--players", "4", "--profile", "honest", "--csv", "--no-best-response"});
  REQUIRE(csv.status == 0);
  // A header and one row per seat; the crew wins 677/1152 under honest play.
  CHECK(csv.out.rfind("players,profile,crew_win,crew_win_exact,", 0) == 0);
  CHECK(csv.out.find("4,honest,") != std::string::npos);
  CHECK(csv.out.find(",677/1152,") != std::string::npos);
  std::size_t lines = 0;
  for (char c : csv.out) lines += c == '\n' ? 1 : 0;
  CHECK(lines == 5);
  const auto text = skb_run({"mutiny", "analyze", "--players", "4", "--profile", "honest", "--no-best-response"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("the crew wins 677/1152") != std::string::npos);
}

TEST_CASE("the text fits the screen: COLUMNS=60, every line within it, the figures whole") {
  // The line of the crew's chance by Mutineer is 103 columns: on a narrow screen it continues
  // indented under its own, and no figure is cut.
  skb::test::ProcessOptions options;
  options.env = {{"COLUMNS", "60"}};
  const auto r = skb::test::run_process(
      SKB_BINARY, {"mutiny", "analyze", "--players", "4", "--profile", "honest", "--no-best-response"}, options);
  REQUIRE(r.status == 0);
  std::size_t at = 0;
  while (at < r.out.size()) {
    const std::size_t end = r.out.find('\n', at);
    const std::string line = r.out.substr(at, end - at);
    CHECK_MESSAGE(line.size() <= 60, line);
    at = end == std::string::npos ? r.out.size() : end + 1;
  }
  CHECK(r.out.find("  the crew wins, by who is the Mutineer: Boatswain 0.2500\n    Chaplain 1.0000") !=
        std::string::npos);
}

TEST_CASE("a budget too small reports best responses as not computed") {
  const auto r =
      skb_run({"mutiny", "analyze", "--players", "4", "--profile", "honest", "--json", "--max-nodes", "1000"});
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j[0]["nash_conv"].is_null());
  CHECK(j[0]["seats"][0]["best_response_win"].is_null());
}

TEST_CASE("command-line errors exit 2") {
  CHECK(skb_run({"mutiny", "analyze", "--players", "7"}).status == 2);
  CHECK(skb_run({"mutiny", "analyze", "--profile", "clever"}).status == 2);
  CHECK(skb_run({"mutiny", "analyze", "--json", "--csv"}).status == 2);
  CHECK(skb_run({"mutiny", "analyze", "--designer", "--without", "mutiny"}).status == 2);
  // The designer's answers are the equilibrium's.
  const auto designer = skb_run({"mutiny", "analyze", "--profile", "random", "--designer"});
  CHECK(designer.status == 2);
  CHECK(designer.err.find("skb: error: mutiny analyze: --designer answers with the equilibrium") == 0);
  // A reduced game larger than --max-nodes stops a solve with a message, not an internal error:
  // 4 players' reduced game has 3.17 million states, and the build stops at the 1,000th.
  const auto budget = skb_run(
      {"mutiny", "analyze", "--players", "4", "--profile", "equilibrium", "--solve", "--max-nodes", "1000", "--quiet"});
  CHECK(budget.status == 2);
  CHECK(budget.out.empty());
  CHECK(budget.err.find("cannot solve the equilibrium of 4 players: the reduced game's graph needs more than 1000 "
                        "states (--max-nodes;") != std::string::npos);
  CHECK(
      skb_run({"mutiny", "analyze", "--profile", "equilibrium", "--save-equilibrium", "/nonexistent/folder"}).status ==
      2);
  // --threads as every command's: at most 8 per hardware thread (each thread holds a graph).
  const auto threads = skb_run({"mutiny", "analyze", "--players", "4", "--profile", "random", "--threads", "100000"});
  CHECK(threads.status == 2);
  CHECK(threads.err.find("skb: error: mutiny analyze: --threads 100000: at most ") == 0);
  CHECK(skb_run({"mutiny", "analyze", "--threads", "0"}).status == 2);
}

// Out of memory is one clear line and status 4, not an internal error or an abort: the 4-player
// best responses' graphs under a 250 MB address space.
// Skipped under the sanitizers, which reserve terabytes of address space.
TEST_CASE("out of memory: status 4 and one line" * doctest::skip(skb::test::kSanitized)) {
  const auto r = skb::test::run_process(
      "/bin/sh", {"-c", std::string("ulimit -v 250000; exec ") + SKB_BINARY +
                            " mutiny analyze --players 4 --profile random --quiet"});
  CHECK(r.status == 4);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "skb: out of memory: the work needed more memory than this machine gave it (try a smaller problem, fewer "
        "--threads, or a machine with more memory)\n");
}

// Skipped under the sanitizers (about 70 s there: the reduced game's 3.2 million states at -O1 with
// ASan); the plain build runs it. Under the sanitizers mutiny/test_equilibrium still runs CFR+ on
// small games and mutiny/test_cli_advise plays the built-in table.
TEST_CASE("the built-in equilibrium: 4 players, its figures in the reduced game and its uses" *
          doctest::skip(skb::test::kSanitized)) {
  // Measuring the table takes a few seconds (the reduced game's graph); no best responses.
  const nlohmann::json row = built_in_equilibrium("4");
  CHECK(row["profile"] == "equilibrium");
  // The exact fraction is the decimal's.
  const std::string exact = row["crew_win_exact"];
  CHECK(exact.find('/') != std::string::npos);
  CHECK(row["crew_win"].get<double>() > 0.4);
  CHECK(row["crew_win"].get<double>() < 0.6);
  // The table built into skb: solved for 4 players, NashConv at most 0.01 in the reduced game
  // (its metadata and the measurement agree), 3,174,622 merged states.
  const nlohmann::json& solved = row["solved"];
  CHECK(solved["nodes"] == 3174622);
  CHECK(solved["nash_conv"].get<double>() < 0.01);
  CHECK(solved["table"]["players"] == 4);
  CHECK(solved["table"]["nash_conv_reduced"].get<double>() ==
        doctest::Approx(solved["nash_conv"].get<double>()).epsilon(1e-4));
  // Every game reaches the search; the seats' win probabilities add up with the Mutineer's side.
  CHECK(solved["uses"][0]["decision"] == "search");
  CHECK(solved["uses"][0]["reached"].get<double>() == doctest::Approx(1.0));
  double seats = 0;
  for (const auto& seat : row["seats"]) seats += seat["win"].get<double>();
  // A crew win has 3 winners (2 when the Chaplain is sworn), a Mutineer's win 1 (2 when sworn):
  // the seats' wins add up to between 2 crew_win + mutineer_win and 3 crew_win + 2 mutineer_win.
  const double crew = row["crew_win"].get<double>();
  CHECK(seats >= 2 * crew + (1 - crew) - 1e-9);
  CHECK(seats <= 3 * crew + 2 * (1 - crew) + 1e-9);
}

// Skipped under the sanitizers, like the 4-player test above (the 6-player reduced game has 11.9
// million states: about a minute and 4.5 GB in the plain build).
TEST_CASE("the built-in equilibrium: 6 players, solved on the reduction with counted guilt votes" *
          doctest::skip(skb::test::kSanitized)) {
  const nlohmann::json row = built_in_equilibrium("6");
  const nlohmann::json& solved = row["solved"];
  // The reduction (solver/mutiny/reduction.h): counts of the guilt votes, no forgiveness and no
  // change course; 11,856,880 merged states.
  CHECK(solved["nodes"] == 11856880);
  CHECK(solved["table"]["players"] == 6);
  CHECK(solved["table"]["memory"] == "tallied");
  CHECK(solved["table"]["reduction_removes"] == "no forgiveness, no change-course");
  CHECK(solved["table"]["nash_conv_reduced"].get<double>() ==
        doctest::Approx(solved["nash_conv"].get<double>()).epsilon(1e-4));
  // Its Chaplain never forgives and its Navigator names nobody: the decisions come up, unused.
  for (const auto& use : solved["uses"]) {
    if (use["decision"] != "forgiveness" && use["decision"] != "change-course") continue;
    CHECK(use["reached"].get<double>() > 0.5);
    CHECK(use["used"].get<double>() == 0.0);
  }
  // Both jurors win exactly when the crew does.
  CHECK(row["seats"][4]["win"].get<double>() == doctest::Approx(row["crew_win"].get<double>()));
  CHECK(row["seats"][5]["win"].get<double>() == doctest::Approx(row["crew_win"].get<double>()));
}

TEST_CASE("an interrupt stops the sweep: the rows printed, the JSON array closed, status 130") {
  // Six rows of a few seconds each; SIGINT after 1 s, once (--foreground: a second interrupt
  // would end skb at once). The row in progress is stopped and left out, the JSON array closed,
  // and stderr says how many rows were printed.
  const auto r = skb::test::run_process(
      "/usr/bin/timeout", {"--foreground", "--preserve-status", "-s", "INT", "1", SKB_BINARY, "mutiny", "analyze",
                           "--players", "4,5,6", "--profile", "random,honest", "--no-best-response", "--json",
                           "--quiet"});
  CAPTURE(r.err);
  REQUIRE(r.status == 130);
  const nlohmann::json rows = nlohmann::json::parse(r.out);
  REQUIRE(rows.is_array());
  CHECK(rows.size() < 6);
  const std::string said = "skb mutiny analyze: interrupted after " + std::to_string(rows.size()) +
                           (rows.size() == 1 ? " row" : " rows");
  CHECK(r.err.find(said) != std::string::npos);
}

TEST_CASE("Ctrl-C inside a row: each row is printed as it is done, and the row in progress stops within seconds") {
  // The honest row takes a moment (its exact values; no best responses); the equilibrium row
  // then builds the reduced game's graph (3.2 million states, 24 s and 840 MB in the plain
  // build). SIGINT as a terminal sends it, as soon as the honest row is on standard output
  // (it is printed when done, not at the end): the graph's build stops within a few thousand
  // states, the honest row stays printed, the array is closed, status 130. The bound is generous
  // (a shared machine, maybe a sanitized build): the point is seconds, not the build's end.
  skb::test::ProcessOptions o;
  o.interrupt_when = skb::test::output_contains("\"profile\": \"honest\"");
  const auto r = skb::test::run_process(SKB_BINARY,
                                        {"mutiny", "analyze", "--players", "4", "--profile", "honest,equilibrium",
                                         "--no-best-response", "--json", "--quiet"},
                                        o);
  CAPTURE(r.err);
  REQUIRE(r.interrupted);
  CHECK(r.status == 130);
  CHECK(r.seconds_after_interrupt < 10);
  const nlohmann::json rows = nlohmann::json::parse(r.out);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0]["profile"] == "honest");
  CHECK(rows[0]["players"] == 4);
  CHECK(r.err.find("skb mutiny analyze: interrupted after 1 row; those are printed; the row of 4 players, profile "
                   "equilibrium was stopped and is left out") != std::string::npos);
}

TEST_CASE("Ctrl-C during the best responses stops them within seconds, not at the row's end") {
  // 5 players, honest: its values take a moment, its best responses minutes (graphs of
  // millions of states). SIGINT as soon as the JSON array opens: the graphs' builds stop, no
  // row is printed, the array is closed, status 130.
  skb::test::ProcessOptions o;
  o.interrupt_when = skb::test::output_contains("[");
  const auto r = skb::test::run_process(
      SKB_BINARY, {"mutiny", "analyze", "--players", "5", "--profile", "honest", "--json", "--quiet"}, o);
  CAPTURE(r.err);
  REQUIRE(r.interrupted);
  CHECK(r.status == 130);
  CHECK(r.seconds_after_interrupt < 10);
  CHECK(nlohmann::json::parse(r.out) == nlohmann::json::array());
  CHECK(r.err.find("interrupted after 0 rows; those are printed; the row of 5 players, profile honest was stopped") !=
        std::string::npos);
}
