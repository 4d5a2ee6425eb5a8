// CLI tests for `skb simulate` (cli/simulate_command, cli/simulation_report, cli/policy_options):
// the rounds written by --record-out, the output formats, --all-deals, and the errors a user can
// make.
//
// --record-out DIR writes, per round, NNNNNN.skb (the public record, spectator view) and
// NNNNNN.json (the true deal, the Witch team, the Captain, the arrangement laid, the result).
// Each record must be legal (`skb solve --json` exits 0) and the true deal must fit it: a
// spectator record accepts any tile facts as hypotheses, so appending `tile POS V` for every
// position of the true deal must still solve, to exactly one consistent deal. The JSON must agree
// with the rules applied to the record and the deal: the Witch team (the Witch and whoever
// looked at her tile), the Captain (by the votes), the arrangement (null iff the Captain is on
// the Witch team), and the result (the Knights win iff the Captain laid the winning arrangement:
// W left out if in play, the other positions by ascending value).
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;
using skb::test::read_file;
using Json = nlohmann::json;
using skb::test::ProcessResult;
using skb::test::ScratchDir;

namespace {

ProcessResult run_skb(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

std::vector<std::string> split_words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A report without its command line and time (which differ between runs of the same numbers).
Json without_provenance(const std::string& out) {
  Json j = Json::parse(out);
  j.erase("command");
  j.erase("elapsed_seconds");
  return j;
}

// Value code for sorting: W is 0, Knights their number.
int value_code(const std::string& v) { return v == "W" ? 0 : std::stoi(v); }

struct RunCase {
  std::string variant;
  int players;
  std::string profile;
  int games;
  std::vector<std::string> extra;  // more options
};

// A written round's true deal: the players, the positions in play (the players, then the
// center slots), each position's tile, and where the Witch is (empty: not in play).
struct WrittenDeal {
  std::vector<std::string> players;
  std::vector<std::string> positions;
  std::map<std::string, std::string> tile;
  std::string witch_position;
};

// Checks the round's true deal: every position in play, named as in the record, and with every
// tile stated exactly one deal is left. Returns it.
WrittenDeal check_true_deal(const std::string& record, const Json& round, const RunCase& k) {
  REQUIRE(round["deal"].is_object());
  WrittenDeal d;
  for (const std::string& line : lines_of(record)) {
    const auto w = split_words(line);
    if (!w.empty() && w[0] == "players") d.players.assign(w.begin() + 1, w.end());
    if (!w.empty() && w[0] == "variant") CHECK(w[1] == k.variant);
  }
  REQUIRE(d.players.size() == static_cast<std::size_t>(k.players));
  d.positions = d.players;
  for (int c = 1; c <= 4; ++c)
    if (round["deal"].contains("C" + std::to_string(c))) d.positions.push_back("C" + std::to_string(c));
  CHECK(round["deal"].size() == d.positions.size());
  std::string truth;
  for (const std::string& p : d.positions) {
    REQUIRE(round["deal"].contains(p));
    d.tile[p] = round["deal"][p].get<std::string>();
    truth += "tile " + p + " " + d.tile[p] + "\n";
  }
  const ProcessResult with_truth = run_skb({"solve", "-", "--json"}, record + "\n" + truth);
  REQUIRE_MESSAGE(with_truth.status == 0, with_truth.err);
  CHECK(Json::parse(with_truth.out)["consistent_deals"] == 1);
  for (const auto& [p, v] : d.tile)
    if (v == "W") d.witch_position = p;
  return d;
}

// Checks the round's Witch team (from the record's looks) and Captain (from its votes, who
// reveals their tile last); returns the Witch team and the Captain.
std::pair<std::set<std::string>, std::string> check_team_and_captain(const std::string& record, const Json& round,
                                                                     WrittenDeal& d) {
  std::set<std::string> team;
  std::map<std::string, int> received;
  std::set<std::string> self_voters;
  std::vector<std::string> vote_lines;
  for (const std::string& line : lines_of(record)) {
    const auto w = split_words(line);
    if (w.size() == 3 && w[0] == "look" && w[2] == d.witch_position) team.insert(w[1]);
    if (w.size() == 3 && w[0] == "vote") {
      ++received[w[2]];
      if (w[1] == w[2]) self_voters.insert(w[1]);
      vote_lines.push_back(line);
    }
  }
  if (!d.witch_position.empty() && std::count(d.players.begin(), d.players.end(), d.witch_position))
    team.insert(d.witch_position);
  std::set<std::string> json_team;
  for (const Json& name : round["witch_team"]) json_team.insert(name.get<std::string>());
  CHECK(json_team == team);
  CHECK(vote_lines.size() == d.players.size());
  int most = 0;
  for (const auto& [p, n] : received) most = std::max(most, n);
  std::string captain, modest;
  for (const std::string& p : d.players)
    if (received[p] == most) {
      captain = p;
      if (!self_voters.count(p)) modest = p;
    }
  if (!modest.empty()) captain = modest;
  CHECK(round["captain"] == captain);
  CHECK(round["captain_witch_team"] == (team.count(captain) > 0));
  // The Captain reveals their tile: the last statement.
  const auto all_lines = lines_of(record);
  CHECK(all_lines.back() == "tile " + captain + " " + d.tile[captain]);
  return {team, captain};
}

// Checks the arrangement laid: every position in play but the excluded one (if any), each
// once. Returns whether it is the deal's winning arrangement (W out, the rest ascending).
bool check_arrangement(const Json& laid, WrittenDeal& d) {
  REQUIRE(laid.is_object());
  REQUIRE(laid.contains("exclude"));
  REQUIRE(laid["order"].is_array());
  std::vector<std::string> order;
  for (const Json& p : laid["order"]) order.push_back(p.get<std::string>());
  std::vector<std::string> used = order;
  if (!laid["exclude"].is_null()) used.push_back(laid["exclude"].get<std::string>());
  std::sort(used.begin(), used.end());
  std::vector<std::string> all = d.positions;
  std::sort(all.begin(), all.end());
  CHECK(used == all);
  std::vector<std::string> ascending;
  for (const std::string& p : d.positions)
    if (d.tile[p] != "W") ascending.push_back(p);
  std::sort(ascending.begin(), ascending.end(),
            [&](const std::string& a, const std::string& b) { return value_code(d.tile[a]) < value_code(d.tile[b]); });
  const bool exclude_right =
      d.witch_position.empty() ? laid["exclude"].is_null() : laid["exclude"] == Json(d.witch_position);
  return exclude_right && order == ascending;
}

// Checks one written round (stem NNNNNN in `dir`) against the rules; returns its result.
bool check_written_round(const fs::path& dir, const std::string& stem, const RunCase& k) {
  CAPTURE(stem);
  const std::string record = read_file(dir / (stem + ".skb"));
  CAPTURE(record);
  const Json round = Json::parse(read_file(dir / (stem + ".json")));

  // The record: legal, solvable, and from a spectator's view.
  const ProcessResult solved = run_skb({"solve", "-", "--json"}, record);
  REQUIRE_MESSAGE(solved.status == 0, solved.err);
  const Json posterior = Json::parse(solved.out);
  CHECK(posterior["consistent_deals"].get<int>() >= 1);
  CHECK(record.find("\nview ") == std::string::npos);

  WrittenDeal d = check_true_deal(record, round, k);
  const auto [team, captain] = check_team_and_captain(record, round, d);
  // The arrangement: null for a Witch-team Captain.
  const Json& laid = round["arrangement"];
  bool right = false;
  if (team.count(captain) > 0)
    CHECK(laid.is_null());
  else
    right = check_arrangement(laid, d);
  CHECK(round["knights_win"] == right);
  CHECK(round["lies"].get<int>() >= 0);
  if (team.empty()) CHECK(round["lies"] == 0);
  return right;
}

}  // namespace

TEST_CASE("--record-out: every round written is a legal record that the true deal fits, with a consistent JSON") {
  const std::vector<RunCase> cases = {
      {"standard", 4, "naive", 6, {}},
      {"standard", 5, "smart", 3, {}},
      {"standard", 6, "naive", 5, {"--lie-rate", "0.3"}},
      {"standard", 7, "smart", 1, {}},
      {"standard", 8, "naive", 3, {"--answer", "lie"}},
      {"advanced", 4, "smart", 3, {}},
      {"advanced", 5, "naive", 5, {"--witch-vote", "pack"}},
      {"advanced", 6, "naive", 3, {"--inspect", "fresh"}},
      {"groping", 3, "naive", 5, {}},
      {"groping", 4, "smart", 3, {}},
      {"unity", 5, "naive", 3, {}},
      {"unity", 4, "smart", 2, {}},
      {"unity-advanced", 5, "naive", 3, {}},
      {"unity-groping", 3, "smart", 2, {}},
      {"unity-groping", 4, "naive", 3, {"--lie-rate", "1"}},
  };
  int wins = 0, rounds = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const RunCase& k = cases[i];
    CAPTURE(k.variant);
    CAPTURE(k.players);
    CAPTURE(k.profile);
    const ScratchDir dir("test_cli_simulate", "rounds" + std::to_string(i));
    std::vector<std::string> args = {"simulate",
                                     "--variant",
                                     k.variant,
                                     "--players",
                                     std::to_string(k.players),
                                     "--profile",
                                     k.profile,
                                     "--games",
                                     std::to_string(k.games),
                                     "--seed",
                                     std::to_string(100 + i),
                                     "--threads",
                                     "2",
                                     "--json",
                                     "--record-out",
                                     (dir.path() / "out").string()};
    args.insert(args.end(), k.extra.begin(), k.extra.end());
    const ProcessResult r = run_skb(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    const Json summary = Json::parse(r.out);
    CHECK(summary["games"] == k.games);
    // Exactly the files of the rounds, numbered from 0.
    std::set<std::string> files, expected;
    for (const auto& entry : fs::directory_iterator(dir.path() / "out")) files.insert(entry.path().filename().string());
    for (int g = 0; g < k.games; ++g) {
      char stem[16];
      std::snprintf(stem, sizeof stem, "%06d", g);
      expected.insert(std::string(stem) + ".skb");
      expected.insert(std::string(stem) + ".json");
    }
    CHECK(files == expected);
    int knights_wins = 0;
    for (int g = 0; g < k.games; ++g) {
      char stem[16];
      std::snprintf(stem, sizeof stem, "%06d", g);
      knights_wins += check_written_round(dir.path() / "out", stem, k);
    }
    CHECK(summary["knights_wins"] == knights_wins);  // the files tell the same story as the totals
    wins += knights_wins;
    rounds += k.games;
  }
  CHECK(wins > 0);
  CHECK(wins < rounds);
}

TEST_CASE("--record-out: the lie rate is written as the user gave it") {
  const ScratchDir dir("test_cli_simulate", "lie_rate");
  const ProcessResult r = run_skb({"simulate", "--variant", "standard", "--players", "5", "--games", "1", "--lie-rate",
                                   "0.3", "--record-out", dir.path().string()});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const std::string record = read_file(dir.path() / "000000.skb");
  CHECK(record.find("\nlie-rate 0.3\n") != std::string::npos);
}

TEST_CASE("errors: exit status 2 and a message naming the option") {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> named;  // every one must appear in the message
  };
  const std::vector<Case> cases = {
      {{"--variant", "chess", "--players", "4"}, {"--variant", "chess"}},
      {{"--variant", "standard", "--players", "9"}, {"--players", "9"}},
      {{"--variant", "groping", "--players", "5"}, {"--players", "5"}},
      {{"--variant", "standard", "--players", "4", "--games", "0"}, {"--games"}},
      {{"--variant", "standard", "--players", "4", "--games", "5", "--all-deals"}, {"--games", "--all-deals"}},
      {{"--variant", "standard", "--players", "4", "--json", "--csv"}, {"--json", "--csv"}},
      {{"--variant", "standard", "--players", "4", "--answer", "lie", "--lie-rate", "0"}, {"--lie-rate"}},
      {{"--variant", "standard", "--players", "4", "--answer", "truth", "--lie-rate", "1"}, {"--lie-rate"}},
      {{"--variant", "standard", "--players", "4", "--profile", "clever"}, {"--profile", "clever"}},
      {{"--variant", "standard", "--players", "4", "--inspect", "psychic"}, {"--inspect"}},
      {{"--variant", "standard", "--players", "4", "--lie-rate", "2"}, {"--lie-rate"}},
      {{"--variant", "standard", "--players", "4", "--threads", "0"}, {"--threads"}},
      {{"--players", "4"}, {"--variant"}},
  };
  for (const Case& k : cases) {
    std::vector<std::string> args = {"simulate"};
    args.insert(args.end(), k.args.begin(), k.args.end());
    std::string line;
    for (const auto& a : args) line += a + " ";
    CAPTURE(line);
    const ProcessResult r = run_skb(args);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CAPTURE(r.err);
    for (const std::string& name : k.named) CHECK(r.err.find(name) != std::string::npos);
  }
}

TEST_CASE("--csv: a header and one row; --json: one object; the same numbers") {
  const std::vector<std::string> base = {"simulate", "--variant", "standard", "--players", "5",
                                         "--games",  "40",        "--seed",   "9"};
  std::vector<std::string> csv_args = base, json_args = base;
  csv_args.push_back("--csv");
  json_args.push_back("--json");
  const ProcessResult csv = run_skb(csv_args);
  REQUIRE_MESSAGE(csv.status == 0, csv.err);
  const auto lines = lines_of(csv.out);
  REQUIRE(lines.size() == 2);
  const auto split = [](const std::string& line) {
    std::vector<std::string> cells;
    std::stringstream in(line);
    for (std::string cell; std::getline(in, cell, ',');) cells.push_back(cell);
    return cells;
  };
  const auto header = split(lines[0]), row = split(lines[1]);
  CHECK(header.size() == row.size());
  std::map<std::string, std::string> cell;
  for (std::size_t i = 0; i < std::min(header.size(), row.size()); ++i) cell[header[i]] = row[i];
  CHECK(header.front() == "variant");
  CHECK(cell["variant"] == "standard");
  CHECK(cell["players"] == "5");
  CHECK(cell["profile"] == "naive");
  CHECK(cell["games"] == "40");
  CHECK(cell["exact"] == "false");

  const ProcessResult json = run_skb(json_args);
  REQUIRE_MESSAGE(json.status == 0, json.err);
  const Json j = Json::parse(json.out);
  CHECK(j["variant"] == "standard");
  CHECK(j["players"] == 5);
  CHECK(j["games"] == 40);
  CHECK(j["exact"] == false);
  CHECK(j["all_deals"] == false);
  CHECK(std::to_string(j["knights_wins"].get<int>()) == cell["knights_wins"]);
  const double rate = j["knights_win_rate"].get<double>();
  CHECK(rate == doctest::Approx(j["knights_wins"].get<double>() / 40));
  CHECK(j["wilson_low"].get<double>() <= rate);
  CHECK(j["wilson_high"].get<double>() >= rate);
  for (const char* key : {"witch_captain_rate", "right_given_knights_captain", "mean_captain_deals", "lies_per_round",
                          "questions_per_round"})
    CHECK(j[key].is_number());
  CHECK(j["policies"]["inspect"] == "random");

  // The text report says it is a sample.
  const ProcessResult text = run_skb(base);
  REQUIRE(text.status == 0);
  CHECK(text.out.find("sample") != std::string::npos);
}

TEST_CASE("--all-deals: every deal once; exact with the smart profile; the same on any number of threads") {
  // standard with 4 players: Knights 1-4 and W on 4 seats and C1, 5! = 120 deals. The smart
  // profile is deterministic (info, info, deceive, best, pack), so the figures are exact.
  std::vector<std::string> args = {"simulate",  "--variant", "standard",    "--players", "4",
                                   "--profile", "smart",     "--all-deals", "--json"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  const ProcessResult a = run_skb(one), b = run_skb(two);
  REQUIRE_MESSAGE(a.status == 0, a.err);
  REQUIRE_MESSAGE(b.status == 0, b.err);
  CHECK(without_provenance(a.out) == without_provenance(b.out));
  const Json j = without_provenance(a.out);
  CHECK(j["exact"] == true);
  CHECK(j["all_deals"] == true);
  CHECK(j["games"] == 120);
  CHECK(j["profile"] == "smart");
  // Another seed changes nothing when every policy is deterministic and every deal is played.
  std::vector<std::string> reseeded = one;
  reseeded.insert(reseeded.end(), {"--seed", "12345"});
  const ProcessResult c = run_skb(reseeded);
  REQUIRE(c.status == 0);
  Json jc = without_provenance(c.out);
  jc["seed"] = j["seed"];
  CHECK(jc == j);

  // The text report says so; naive flips coins, so it is not exact.
  const ProcessResult text =
      run_skb({"simulate", "--variant", "standard", "--players", "4", "--profile", "smart", "--all-deals"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("Exact") != std::string::npos);
  const ProcessResult naive =
      run_skb({"simulate", "--variant", "unity-groping", "--players", "3", "--all-deals", "--json", "--threads", "2"});
  REQUIRE(naive.status == 0);
  const Json n = Json::parse(naive.out);
  CHECK(n["exact"] == false);
  CHECK(n["all_deals"] == true);
  CHECK(n["games"] == 5040);  // 7 Knights on 3 seats and 4 center slots: 7! deals
}

TEST_CASE("same seed, same numbers, whatever the thread count") {
  std::vector<std::string> args = {"simulate", "--variant", "advanced", "--players", "5",
                                   "--games",  "300",       "--seed",   "4",         "--json"};
  std::vector<std::string> one = args, two = args, other = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  other.insert(other.end(), {"--threads", "2"});
  other[8] = "5";
  const ProcessResult a = run_skb(one), b = run_skb(two), c = run_skb(other);
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  REQUIRE(c.status == 0);
  CHECK(without_provenance(a.out) == without_provenance(b.out));
  CHECK(without_provenance(a.out) != without_provenance(c.out));
}

TEST_CASE("--all-deals with deterministic policies: exact, no interval in the text, JSON or CSV") {
  // standard with 4 players, smart: 120 deals, every one played once.
  const std::vector<std::string> base = {"simulate", "--variant", "standard", "--players",
                                         "4",        "--profile", "smart",    "--all-deals"};
  std::vector<std::string> json_args = base, csv_args = base;
  json_args.push_back("--json");
  csv_args.push_back("--csv");
  const ProcessResult json = run_skb(json_args);
  REQUIRE_MESSAGE(json.status == 0, json.err);
  const Json j = Json::parse(json.out);
  CHECK(j["exact"] == true);
  CHECK(j["wilson_low"].is_null());
  CHECK(j["wilson_high"].is_null());
  CHECK(j["knights_win_rate"] == doctest::Approx(j["knights_wins"].get<double>() / 120));
  const ProcessResult csv = run_skb(csv_args);
  REQUIRE_MESSAGE(csv.status == 0, csv.err);
  const auto lines = lines_of(csv.out);
  REQUIRE(lines.size() == 2);
  // The header's columns and the row's cells, the command (quoted when it holds a comma) last
  // but two: here it holds none.
  std::vector<std::string> header, row;
  for (std::stringstream in(lines[0]); in.good();) header.emplace_back(), std::getline(in, header.back(), ',');
  for (std::stringstream in(lines[1]); in.good();) row.emplace_back(), std::getline(in, row.back(), ',');
  REQUIRE(header.size() == row.size());
  std::map<std::string, std::string> cell;
  for (std::size_t i = 0; i < header.size(); ++i) cell[header[i]] = row[i];
  CHECK(cell["exact"] == "true");
  CHECK(cell["wilson_low"].empty());
  CHECK(cell["wilson_high"].empty());
  CHECK(cell["rounds"] == "1");
  CHECK(cell["points_1"].empty());  // single rounds: no whole-game figures
  const ProcessResult text = run_skb(base);
  REQUIRE(text.status == 0);
  CHECK(text.out.find("(exact)") != std::string::npos);
  CHECK(text.out.find("Wilson") == std::string::npos);
  // A sample keeps its interval.
  const ProcessResult sample =
      run_skb({"simulate", "--variant", "standard", "--players", "4", "--games", "30", "--json"});
  REQUIRE(sample.status == 0);
  const Json s = Json::parse(sample.out);
  CHECK(s["exact"] == false);
  CHECK(s["wilson_low"].is_number());
}

TEST_CASE("provenance: the skb version, the command line and the time in JSON and CSV") {
  const ProcessResult version = run_skb({"--version"});
  REQUIRE(version.status == 0);
  const std::string v = split_words(version.out)[1];  // "skb 0.1.0 (commit ..., ... build, MPI off)"
  const ProcessResult json = run_skb({"simulate", "--variant", "unity", "--players", "4", "--games", "3", "--json"});
  REQUIRE_MESSAGE(json.status == 0, json.err);
  const Json j = Json::parse(json.out);
  CHECK(j["skb_version"] == v);
  CHECK(j["command"] == "skb simulate --variant unity --players 4 --games 3 --json");
  CHECK(j["elapsed_seconds"].get<double>() >= 0);
  // A word with a space or a quote is quoted for the shell.
  const ProcessResult csv =
      run_skb({"simulate", "--variant", "unity", "--players", "4", "--games", "3", "--csv", "--seed", "7"});
  REQUIRE(csv.status == 0);
  const auto lines = lines_of(csv.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].substr(lines[0].size() - 35) == "skb_version,command,elapsed_seconds");
  CHECK(lines[1].find("," + v + ",skb simulate --variant unity --players 4 --games 3 --csv --seed 7,") !=
        std::string::npos);
}

TEST_CASE("--rounds 3: whole games, each seat's points and share of the wins") {
  const ProcessResult r = run_skb({"simulate", "--variant", "standard", "--players", "5", "--games", "40", "--rounds",
                                   "3", "--seed", "2", "--json", "--threads", "2"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const Json j = Json::parse(r.out);
  CHECK(j["rounds"] == 3);
  CHECK(j["games"] == 40);
  CHECK(j["rounds_played"] == 120);
  CHECK(j["exact"] == false);
  const Json& g = j["game"];
  REQUIRE(g["seats"].size() == 5);
  double wins = 0, points = 0;
  for (const Json& seat : g["seats"]) {
    wins += seat["win_rate"].get<double>();
    points += seat["mean_points"].get<double>();
    CHECK(seat["win_low"].get<double>() <= seat["win_rate"].get<double>());
    CHECK(seat["win_high"].get<double>() >= seat["win_rate"].get<double>());
  }
  CHECK(wins == doctest::Approx(1.0));  // a tie shares the win: the shares add up to one game
  // Each round pays 2 per Knight or 3 per Witch-team player (7 each in round 3): at least one
  // player scores unless the Witch was aside, so points per game lie between 0 and 5 x 13.
  CHECK(points >= 0);
  CHECK(points <= 65);
  CHECK(g["seats"][0]["player"] == "Ann");
  CHECK(g["first_player_advantage"].get<double>() == doctest::Approx(g["seats"][0]["win_rate"].get<double>() - 0.2));
  CHECK(g["round3_decides_rate"].get<double>() >= 0);
  CHECK(g["round3_decides_rate"].get<double>() <= 1);
  // The text report: a row per player.
  const ProcessResult text =
      run_skb({"simulate", "--variant", "standard", "--players", "5", "--games", "40", "--rounds", "3", "--seed", "2"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("40 games of 3 rounds") != std::string::npos);
  CHECK(text.out.find("  Eve ") != std::string::npos);
  CHECK(text.out.find("Round 3 decides the game") != std::string::npos);
}

TEST_CASE("--rounds 3 --all-deals: exact whole games, every triple of deals") {
  const ProcessResult r = run_skb({"simulate", "--variant", "standard", "--players", "4", "--profile", "smart",
                                   "--rounds", "3", "--all-deals", "--json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const Json j = Json::parse(r.out);
  CHECK(j["exact"] == true);
  CHECK(j["games"] == 120 * 120 * 120);
  CHECK(j["rounds_played"] == 120);
  for (const Json& seat : j["game"]["seats"]) {
    CHECK(seat["win_low"].is_null());
    CHECK(seat["win_high"].is_null());
  }
  const ProcessResult text = run_skb(
      {"simulate", "--variant", "standard", "--players", "4", "--profile", "smart", "--rounds", "3", "--all-deals"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("Exact") != std::string::npos);
  CHECK(text.out.find("interval") == std::string::npos);
}

TEST_CASE("--rounds: errors name the option") {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> named;
  };
  const std::vector<Case> cases = {
      {{"--rounds", "2"}, {"--rounds"}},
      {{"--rounds", "x"}, {"--rounds"}},
      {{"--rounds", "3", "--all-deals"}, {"--all-deals", "--rounds 3", "deterministic"}},
      {{"--rounds", "3", "--record-out", "/tmp/skb-never-written"}, {"--record-out", "--rounds 3"}},
  };
  for (const Case& k : cases) {
    std::vector<std::string> args = {"simulate", "--variant", "standard", "--players", "4"};
    args.insert(args.end(), k.args.begin(), k.args.end());
    const ProcessResult r = run_skb(args);
    CAPTURE(r.err);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    for (const std::string& name : k.named) CHECK(r.err.find(name) != std::string::npos);
  }
  CHECK(!fs::exists("/tmp/skb-never-written"));
}

TEST_CASE("--profile rollout: the look-ahead profile, reproducible, never exact; its options need it") {
  // rollout over naive on 12 rounds of standard with 4 players: the same numbers on 1 and 2
  // threads (each round's playouts draw from that round's own stream), the base's policies
  // reported, and never exact, even over every deal (the playouts are sampled).
  const std::vector<std::string> args = {"simulate", "--variant", "standard",         "--players", "4",
                                         "--games",  "12",        "--profile",        "rollout",   "--rollout-base",
                                         "naive",    "--json",    "--rollout-budget", "3"};
  std::vector<std::string> one = args, two = args;
  one.insert(one.end(), {"--threads", "1"});
  two.insert(two.end(), {"--threads", "2"});
  const ProcessResult a = run_skb(one), b = run_skb(two);
  REQUIRE_MESSAGE(a.status == 0, a.err);
  REQUIRE_MESSAGE(b.status == 0, b.err);
  CHECK(without_provenance(a.out) == without_provenance(b.out));
  const Json j = Json::parse(a.out);
  CHECK(j["profile"] == "rollout");
  CHECK(j["policies"]["inspect"] == "random");
  CHECK(j["exact"] == false);
  // naive is the default base: leaving --rollout-base out plays the very same rounds.
  std::vector<std::string> defaulted = one;
  const auto base_flag = std::find(defaulted.begin(), defaulted.end(), "--rollout-base");
  defaulted.erase(base_flag, base_flag + 2);
  const ProcessResult c = run_skb(defaulted);
  REQUIRE_MESSAGE(c.status == 0, c.err);
  CHECK(without_provenance(c.out) == without_provenance(a.out));
  const ProcessResult all = run_skb({"simulate", "--variant", "unity", "--players", "4", "--profile", "rollout",
                                     "--rollout-base", "smart", "--rollout-budget", "1", "--all-deals", "--json"});
  REQUIRE_MESSAGE(all.status == 0, all.err);
  CHECK(Json::parse(all.out)["exact"] == false);
  // Rollout options without the rollout profile are refused, naming the option.
  const ProcessResult bad = run_skb({"simulate", "--variant", "standard", "--players", "4", "--rollout-budget", "4"});
  CHECK(bad.status == 2);
  CHECK(bad.err.find("--rollout-budget") != std::string::npos);
  CHECK(
      run_skb({"simulate", "--variant", "standard", "--players", "4", "--profile", "rollout", "--rollout-budget", "0"})
          .status == 2);
}
