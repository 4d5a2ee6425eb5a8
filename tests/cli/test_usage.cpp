// Tests for cli/usage.h and the conventions every game's commands share (issue 32, points 4 to
// 6), run on the built `skb` (SKB_BINARY): `skb` or `skb GAME` alone prints a short usage; a
// mistyped option gets "did you mean"; no command-line error reaches the user in the parser's
// (CLI11's) words; every --help lists every exit status the command can return; every command
// takes --color and --no-color; every command that reads a record reads it from standard input
// when no FILE is given.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/support/run_process.h"

namespace {

using skb::test::ProcessResult;

const std::string kExamples = std::string(SKB_SOURCE_DIR) + "/examples/";

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return skb::test::run_process(SKB_BINARY, args, input);
}

std::vector<std::string> words(const std::string& command) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < command.size()) {
    const std::size_t space = command.find(' ', at);
    out.push_back(command.substr(at, space - at));
    if (space == std::string::npos) break;
    at = space + 1;
  }
  return out;
}

}  // namespace

TEST_CASE("skb or skb GAME alone: a short usage, status 0") {
  const ProcessResult top = skb_run({});
  CHECK(top.status == 0);
  CHECK(top.err.empty());
  CHECK(top.out.rfind("Usage: skb COMMAND [OPTIONS] [FILE]\n", 0) == 0);
  CHECK(contains(top.out, "Seven Knights Bewitched:  skb solve|advise|simulate|analyze|lying|variants"));
  CHECK(contains(top.out, "skb mutiny solve|advise|analyze"));
  CHECK(contains(top.out, "skb hats solve|advise|legal|simulate|analyze"));
  CHECK(contains(top.out, "skb nyet solve"));
  CHECK(contains(top.out, "Toolkit:"));
  CHECK(contains(top.out, "Run 'skb --help' for more"));
  for (const std::string game : {"mutiny", "hats", "nyet"}) {
    CAPTURE(game);
    const ProcessResult r = skb_run({game});
    CHECK(r.status == 0);
    CHECK(r.out.rfind("Usage: skb " + game + " COMMAND [OPTIONS] [FILE]\n", 0) == 0);
    CHECK(contains(r.out, "Commands:  skb " + game + " solve"));
  }
}

TEST_CASE("a mistyped option of any game: did you mean") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"solve --tpo 3", "unknown option '--tpo' (did you mean '--top'?)"},
      {"mutiny solve --veiw Ann", "unknown option '--veiw' (did you mean '--view'?)"},
      {"hats advise --playout 3", "unknown option '--playout' (did you mean '--playouts'?)"},
      {"nyet solve --jsn", "unknown option '--jsn' (did you mean '--json'?)"},
  };
  for (const auto& the_case : cases) {
    // (Named, not a structured binding: clang before 16 cannot capture those in CAPTURE's lambda.)
    const std::string& command = the_case.first;
    const std::string& message = the_case.second;
    CAPTURE(command);
    const ProcessResult r = skb_run(words(command));
    CHECK(r.status == 2);
    CHECK(r.err.rfind("skb: error: ", 0) == 0);
    CHECK(contains(r.err, message));
  }
}

TEST_CASE("no command-line error in the parser's words") {
  const std::string sk = kExamples + "seven_knights/json-output-example.skb";
  const std::vector<std::vector<std::string>> bad{
      {"solve", "--top"},                                  // a missing value
      {"solve", sk, sk},                                   // an argument too many
      {"solve", sk, "--color", "always", "--no-color"},    // options that exclude each other
      {"solve", sk, "--color", "sometimes"},               // a value out of its list
      {"simulate", "--players", "4"},                      // a required option missing
      {"mutiny", "analyze", "--players", "4", "--csv", "--json"},
      {"hats", "simulate", "--games"},
      {"nyet", "solve", "--color"},
      {"solve", "--top", "3", "--top", "4", sk},           // an option given twice
      {"--"},                                              // no command
      {"mutiny", "--"},
  };
  // Phrases of CLI11's own messages and help.
  const std::vector<std::string> raw{"The following argument", "Run with --help", "could not be",
                                     "Could not", "excludes", "requires at least", "Expected", "INT", "TEXT"};
  for (const auto& args : bad) {
    std::string line = "skb";
    for (const std::string& a : args) line += " " + a;
    CAPTURE(line);
    const ProcessResult r = skb_run(args);
    CAPTURE(r.err);
    CHECK(r.status == 2);
    CHECK(r.err.rfind("skb: error: ", 0) == 0);
    CHECK(contains(r.err, "\nhint: "));
    for (const std::string& phrase : raw) CHECK_MESSAGE(!contains(r.err, phrase), "raw: " << phrase);
  }
}

TEST_CASE("an option given twice, and no command: what is wrong, in skb's words") {
  // CLI11 says "--top: At Most 1 required but received 2" (which skb once turned into "--top
  // needs a value", the opposite) and "A subcommand is required".
  const std::string sk = kExamples + "seven_knights/json-output-example.skb";
  const ProcessResult twice = skb_run({"solve", "--top", "3", "--top", "4", sk});
  CHECK(twice.status == 2);
  CHECK(twice.err.rfind("skb: error: solve: --top takes one value: give it once\n", 0) == 0);
  const ProcessResult missing = skb_run({"solve", sk, "--top"});
  CHECK(missing.err.rfind("skb: error: solve: --top needs a value\n", 0) == 0);
  const ProcessResult none = skb_run({"--"});
  CHECK(none.status == 2);
  CHECK(none.err.rfind("skb: error: a command is required\n", 0) == 0);
  const ProcessResult none_in_game = skb_run({"hats", "--"});
  CHECK(none_in_game.err.rfind("skb: error: hats: a command is required\n", 0) == 0);
}

TEST_CASE("every --help lists every exit status the command can return") {
  // 0 and 1 always, 2 for a bad command line; 3 for the commands that read a record (a
  // contradiction); 4 for those whose work grows with their input (out of memory: all but the
  // listing of variants); 130 for those that can run long and be interrupted. In increasing
  // order, 1 last.
  struct Case {
    std::string command;
    bool contradiction, memory, interrupt;
  };
  const std::vector<Case> cases{
      {"solve", true, true, false},
      {"advise", true, true, false},
      {"simulate", false, true, true},
      {"analyze", false, true, true},
      {"lying", false, true, true},
      {"variants", false, false, false},
      {"mutiny solve", true, true, false},
      {"mutiny advise", true, true, false},
      {"mutiny analyze", false, true, true},
      {"hats solve", true, true, false},
      {"hats advise", true, true, true},
      {"hats simulate", false, true, true},
      {"hats analyze", false, true, true},
      {"nyet solve", true, true, false},
      {"nyet dd", true, true, true},
      {"", true, true, true},
      {"mutiny", true, true, true},
      {"hats", true, true, true},
      {"nyet", true, true, true},
      {"nyet advise", true, true, true},
      {"nyet simulate", false, true, true},
      {"nyet analyze", false, true, true},
  };
  for (const Case& c : cases) {
    CAPTURE(c.command);
    std::vector<std::string> args = words(c.command);
    args.push_back("--help");
    const ProcessResult r = skb_run(args);
    REQUIRE(r.status == 0);
    const std::size_t at = r.out.find("Exit status: ");
    REQUIRE(at != std::string::npos);
    const std::string line = r.out.substr(at);
    CHECK(contains(line, "Exit status: 0 "));
    CHECK(contains(line, "; 2 "));
    CHECK(contains(line, "; 1 an internal error"));
    CHECK(contains(line, "; 3 ") == c.contradiction);
    CHECK(contains(line, "; 4 out of memory") == c.memory);
    CHECK(contains(line, "; 130 ") == c.interrupt);
    std::size_t last = 0;
    for (const char* status : {"; 2 ", "; 3 ", "; 4 ", "; 130 ", "; 1 "}) {
      const std::size_t where = line.find(status);
      if (where == std::string::npos) continue;
      CHECK_MESSAGE(where > last, status);
      last = where;
    }
    const bool group = c.command.empty() || c.command == "mutiny" || c.command == "hats" || c.command == "nyet";
    if (group) continue;  // skb and its game groups run no report: no --color
    // And every command takes --color and --no-color, coloured or not.
    CHECK(contains(r.out, "--color WHEN"));
    CHECK(contains(r.out, "--no-color"));
  }
  // A report with no colour takes them, checked as everywhere.
  CHECK(skb_run({"variants", "--color", "never"}).status == 0);
  CHECK(skb_run({"variants", "--no-color"}).out == skb_run({"variants"}).out);
  const ProcessResult sometimes = skb_run({"mutiny", "analyze", "--color", "sometimes"});
  CHECK(sometimes.status == 2);
  CHECK(contains(sometimes.err, "unknown colour mode 'sometimes'"));
}

TEST_CASE("every command that reads a record reads standard input when no FILE is given") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"solve", "seven_knights/json-output-example.skb"}, {"advise", "seven_knights/advise/vote.skb"},
      {"mutiny solve", "mutiny/lie-rate-quarter.mutiny"},  {"mutiny advise", "mutiny/advise/boatswain-waits.mutiny"},
      {"hats solve", "hats/six-misses.hats"},              {"hats advise", "hats/advise/forty-turns-4p.hats"},
      {"nyet solve", "nyet/ann-one-void-4p.nyet"},        {"nyet dd", "nyet/position-4p.nyet"},
      {"nyet advise", "nyet/ann-last-tricks-4p.nyet"},
  };
  for (const auto& the_case : cases) {
    const std::string& command = the_case.first;
    const std::string& record = the_case.second;
    CAPTURE(command);
    std::vector<std::string> piped = words(command);
    std::vector<std::string> named = piped;
    named.push_back(kExamples + record);
    std::string text;
    {
      const ProcessResult cat = skb::test::run_process("/bin/cat", {kExamples + record});
      REQUIRE(cat.status == 0);
      text = cat.out;
    }
    const ProcessResult from_stdin = skb_run(piped, text);
    const ProcessResult from_file = skb_run(named);
    CHECK(from_stdin.status == 0);
    CHECK(from_stdin.err.empty());
    CHECK(from_file.status == 0);
    CHECK(from_stdin.out == from_file.out);
  }
}

TEST_CASE("a record given to another game's command names the command that reads it") {
  // Every command that reads a record, given each other game's example: status 2 and the same
  // command of the record's game when it has one (Nyet!'s dd and advise too), else its solve.
  const std::vector<std::pair<std::string, std::string>> records{
      {"", "seven_knights/unity-4p-order.skb"},
      {"mutiny ", "mutiny/boatswain-search.mutiny"},
      {"hats ", "hats/six-misses.hats"},
      {"nyet ", "nyet/position-4p.nyet"},
  };
  const std::vector<std::string> commands{"solve",       "advise",      "mutiny solve", "mutiny advise", "hats solve",
                                          "hats advise", "nyet solve", "nyet dd",      "nyet advise"};
  int checked = 0;
  for (const std::string& command : commands) {
    const std::string group = command.find(' ') == std::string::npos ? "" : command.substr(0, command.find(' ') + 1);
    const std::string verb = command.substr(group.size());
    for (const auto& record : records) {
      if (record.first == group) continue;
      const std::string path = kExamples + record.second;
      CAPTURE(command);
      CAPTURE(path);
      std::vector<std::string> args = words(command);
      args.push_back(path);
      const ProcessResult r = skb_run(args);
      CHECK(r.status == 2);
      // The record's game has this command (solve and advise everywhere, dd only in Nyet!).
      const bool has = verb != "dd" || record.first == "nyet ";
      const std::string expected = "run 'skb " + record.first + (has ? verb : "solve") + " " + path + "'";
      CHECK_MESSAGE(contains(r.err, ": this is a "), r.err);
      CHECK_MESSAGE(contains(r.err, expected), r.err);
      ++checked;
    }
  }
  CHECK(checked == 27);
}

TEST_CASE("an operand too many names the operand the command takes") {
  const ProcessResult shells = skb_run({"completions", "bash", "zsh"});
  CHECK(shells.status == 2);
  CHECK(contains(shells.err, "an argument too many: 'zsh' (it takes one SHELL)"));
  const ProcessResult files = skb_run({"nyet", "solve", "a.nyet", "b.nyet"});
  CHECK(files.status == 2);
  CHECK(contains(files.err, "an argument too many: 'b.nyet' (it takes one FILE)"));
  const ProcessResult none = skb_run({"games", "x"});
  CHECK(none.status == 2);
  CHECK(contains(none.err, "an argument too many: 'x' (it takes no FILE)"));
}
