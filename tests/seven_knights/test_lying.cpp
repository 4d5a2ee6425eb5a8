// Tests for solver/seven_knights/lying.h and `skb lying`: the lying matrices (what lying is worth
// to the Witch team, as a zero-sum game).
//
// - The matrix: which cells can be played under which lie rate (the answer model), that played
//   cells are exactly the simulations they stand for, that the game is solved over the columns
//   every row can be played in, and that its value is a minimax value of those cells.
// - The command: text, JSON and CSV agree; JSON objects and CSV rows carry the provenance (the
//   skb version, the command line as typed, the matrix's time, which varies from run to run and
//   so is only checked to be a time); bad options are refused with exit status 2.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/core/matrix_game.h"
#include "solver/seven_knights/lying.h"
#include "tests/support/run_process.h"

using Json = nlohmann::json;
using skb::test::ProcessResult;

namespace {

ProcessResult run_skb(const std::vector<std::string>& args) { return skb::test::run_process(SKB_BINARY, args, ""); }

skb::seven_knights::LyingPlan small_plan() {
  skb::seven_knights::LyingPlan plan;
  plan.variant = skb::seven_knights::find_variant("standard");
  plan.players = 5;
  plan.policies.inspect = &skb::seven_knights::random_inspection;
  plan.policies.ask = &skb::seven_knights::random_question;
  plan.policies.knight_vote = &skb::seven_knights::best_vote;
  plan.policies.witch_vote = &skb::seven_knights::pack_vote;
  plan.games = 60;
  plan.seed = 5;
  plan.threads = 2;
  return plan;
}

}  // namespace

TEST_CASE("lying matrix: playable cells, the game's columns, and a minimax value") {
  const skb::seven_knights::LyingPlan plan = small_plan();
  const skb::seven_knights::LyingMatrix m = skb::seven_knights::lying_matrix(plan);
  // Rows truth, coin .25, .5, .75, lie, deceive; columns 0, .25, .5, .75, 1. Under lie rate 0
  // only the truth can be told; under 1 only lies; deceive needs a rate strictly inside.
  REQUIRE(m.cells.size() == 6);
  for (std::size_t i = 0; i < 6; ++i) {
    CAPTURE(i);
    CHECK(m.cells[i][0].conflict.has_value() == (i != 0));
    CHECK(m.cells[i][4].conflict.has_value() == (i != 4));
    for (std::size_t j = 1; j < 4; ++j) CHECK(!m.cells[i][j].conflict);
  }
  CHECK(m.game_columns == std::vector<std::size_t>{1, 2, 3});
  REQUIRE(m.solution.has_value());
  // A played cell is the simulation of its row against its column.
  skb::seven_knights::SimulationPlan sim;
  sim.round = {plan.variant, plan.players, plan.policies, 0.25, std::nullopt, 0.75};
  sim.round.policies.answer = &skb::seven_knights::coin_answer;
  sim.seed = plan.seed;
  sim.games = plan.games;
  sim.threads = 1;
  const skb::seven_knights::SimulationTotals t = skb::seven_knights::simulate(sim);
  CHECK(t.knights_wins == m.cells[3][1].totals.knights_wins);
  CHECK(t.lies == m.cells[3][1].totals.lies);
  // Lies happen under these policies: the answer policy reaches the table.
  CHECK(m.cells[4][2].totals.lies > 0);
  CHECK(m.cells[0][2].totals.lies == 0);
  // The value lies between the rows' best pure guarantee and the columns': max_j min_i a_ij <=
  // v <= min_i max_j a_ij over the game's columns; both mixes certify it.
  std::vector<std::vector<double>> a(6);
  double maxmin = 0, minmax = 1;
  for (std::size_t j : m.game_columns) {
    double lowest = 1;
    for (std::size_t i = 0; i < 6; ++i) lowest = std::min(lowest, m.rate(i, j));
    maxmin = std::max(maxmin, lowest);
  }
  for (std::size_t i = 0; i < 6; ++i) {
    double highest = 0;
    for (std::size_t j : m.game_columns) {
      highest = std::max(highest, m.rate(i, j));
      a[i].push_back(m.rate(i, j));
    }
    minmax = std::min(minmax, highest);
  }
  CHECK(m.solution->value >= maxmin - 1e-12);
  CHECK(m.solution->value <= minmax + 1e-12);
  CHECK(skb::guaranteed_by_columns(a, m.solution->column_strategy) == doctest::Approx(m.solution->value));
  CHECK(skb::conceded_by_rows(a, m.solution->row_strategy) == doctest::Approx(m.solution->value));
  // Threads change nothing.
  skb::seven_knights::LyingPlan one = plan;
  one.threads = 1;
  one.rows = {{&skb::seven_knights::lie_answer, std::nullopt}};
  one.lie_rates = {0.5};
  CHECK(skb::seven_knights::lying_matrix(one).cells[0][0].totals.knights_wins == m.cells[4][2].totals.knights_wins);
}

TEST_CASE("lying matrix: plans that cannot be played are refused; a column set with no full column has no game") {
  skb::seven_knights::LyingPlan plan = small_plan();
  plan.variant = skb::seven_knights::find_variant("unity");
  CHECK_THROWS_AS(skb::seven_knights::lying_matrix(plan), std::invalid_argument);
  plan = small_plan();
  plan.players = 9;
  CHECK_THROWS_AS(skb::seven_knights::lying_matrix(plan), std::invalid_argument);
  plan = small_plan();
  plan.lie_rates = {1.5};
  CHECK_THROWS_AS(skb::seven_knights::lying_matrix(plan), std::invalid_argument);
  plan = small_plan();
  plan.games = 10;
  plan.lie_rates = {0, 1};  // truth only at 0, lie only at 1: no column admits every row
  const skb::seven_knights::LyingMatrix m = skb::seven_knights::lying_matrix(plan);
  CHECK(m.game_columns.empty());
  CHECK(!m.solution);
}

TEST_CASE("skb lying: text, JSON and CSV say the same; bad options exit 2") {
  const std::vector<std::string> base = {"lying", "--variants",  "standard", "--players",    "4",  "--games",
                                         "40",    "--lie-rates", "0,0.5,1",  "--coin-rates", "0.5"};
  std::vector<std::string> json_args = base, csv_args = base;
  json_args.push_back("--json");
  csv_args.push_back("--csv");
  const ProcessResult text = run_skb(base), json = run_skb(json_args), csv = run_skb(csv_args);
  REQUIRE_MESSAGE(text.status == 0, text.err);
  REQUIRE_MESSAGE(json.status == 0, json.err);
  REQUIRE_MESSAGE(csv.status == 0, csv.err);
  const Json j = Json::parse(json.out);
  REQUIRE(j.size() == 1);
  const Json& m = j[0];
  CHECK(m["variant"] == "standard");
  CHECK(m["players"] == 4);
  CHECK(m["exact"] == false);
  REQUIRE(m["rows"].size() == 4);  // truth, coin 0.5, lie, deceive
  CHECK(m["rows"][1]["answer"] == "coin 0.5");
  CHECK(m["rows"][0]["cells"][0]["playable"] == true);
  CHECK(m["rows"][2]["cells"][0]["playable"] == false);  // lie under lie rate 0
  CHECK(m["rows"][2]["cells"][2]["playable"] == true);   // lie under lie rate 1
  // Only lie rate 0.5 admits every row: the game is that column, and its value the best row.
  const Json& game = m["game"];
  REQUIRE(game.is_object());
  REQUIRE(game["knights_strategy"].size() == 1);
  CHECK(game["knights_strategy"][0]["lie_rate"] == 0.5);
  double lowest = 1;
  for (const Json& row : m["rows"]) lowest = std::min(lowest, row["cells"][1]["knights_win_rate"].get<double>());
  CHECK(game["value"].get<double>() == doctest::Approx(lowest));
  CHECK(game["value_low"].get<double>() <= game["value"].get<double>());
  CHECK(game["value_high"].get<double>() >= game["value"].get<double>());
  // CSV: a header and one row per cell (4 rows x 3 columns); text shows the value.
  std::size_t lines = 0;
  for (char c : csv.out) lines += c == '\n';
  CHECK(lines == 1 + 12);
  CHECK(csv.out.rfind("variant,players,", 0) == 0);
  CHECK(text.out.find("value (Knights win rate)") != std::string::npos);
  // Provenance, as skb analyze gives it: the command line as typed (quoted in CSV, since it holds
  // commas) and the version on every object and row, and a time that is no golden figure.
  CHECK(m["command"] ==
        "skb lying --variants standard --players 4 --games 40 --lie-rates 0,0.5,1 --coin-rates 0.5 --json");
  CHECK(m["skb_version"].is_string());
  CHECK(!m["skb_version"].get<std::string>().empty());
  CHECK(m["elapsed_seconds"].get<double>() >= 0);
  const std::string header = csv.out.substr(0, csv.out.find('\n'));
  const std::string provenance = ",skb_version,command,elapsed_seconds";
  REQUIRE(header.size() > provenance.size());
  CHECK(header.substr(header.size() - provenance.size()) == provenance);
  const std::string quoted =
      ",\"skb lying --variants standard --players 4 --games 40 --lie-rates 0,0.5,1 --coin-rates 0.5 --csv\",";
  std::size_t with_command = 0;
  for (std::size_t at = csv.out.find(quoted); at != std::string::npos; at = csv.out.find(quoted, at + 1))
    ++with_command;
  CHECK(with_command == 12);  // every cell's row
  // The version is skb --version's.
  const ProcessResult version = run_skb({"--version"});
  REQUIRE(version.status == 0);
  CHECK(version.out.find(m["skb_version"].get<std::string>()) != std::string::npos);
  CHECK(text.out.find("standard, 4 players") != std::string::npos);

  for (const std::vector<std::string>& bad : {std::vector<std::string>{"lying", "--variants", "unity"},
                                              {"lying", "--lie-rates", "2"},
                                              {"lying", "--coin-rates", "1"},
                                              {"lying", "--variants", "groping", "--players", "6"},
                                              {"lying", "--games", "0"}}) {
    const ProcessResult r = run_skb(bad);
    CAPTURE(bad[1]);
    CHECK(r.status == 2);
    CHECK(!r.err.empty());
  }
  const ProcessResult help = run_skb({"lying", "--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("linear programme") != std::string::npos);
}

TEST_CASE("skb lying: the text fits the screen at COLUMNS=60 and keeps its two-line title on a wide one") {
  // The title's second line is 125 columns and the value's line 91: on a narrow screen the title
  // is reflowed as one paragraph and the value continues indented under its line.
  const std::vector<std::string> args = {"lying", "--variants", "standard", "--players", "4",
                                         "--games", "20",        "--quiet"};
  skb::test::ProcessOptions options;
  options.env = {{"COLUMNS", "60"}};
  const ProcessResult narrow = skb::test::run_process(SKB_BINARY, args, options);
  REQUIRE(narrow.status == 0);
  std::size_t at = 0, lines = 0;
  while (at < narrow.out.size()) {
    const std::size_t end = narrow.out.find('\n', at);
    const std::string line = narrow.out.substr(at, end - at);
    // Columns, not bytes: λ, – and · are two bytes each in UTF-8 and one column.
    std::size_t columns = 0;
    for (const char c : line) columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    CHECK_MESSAGE(columns <= 60, line);
    at = end == std::string::npos ? narrow.out.size() : end + 1;
    ++lines;
  }
  CHECK(lines > 12);
  CHECK(narrow.out.find("value (Knights win rate)") != std::string::npos);
  const ProcessResult wide = run_skb(args);
  REQUIRE(wide.status == 0);
  CHECK(wide.out.find("(rows) and the lie rate ") != std::string::npos);
  CHECK(wide.out.find("\nthe Knights reason with (columns); 20 rounds per cell, seed 1,") != std::string::npos);
}
