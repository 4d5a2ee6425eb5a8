// The conventions of skb's command line, checked on the built binary (SKB_BINARY):
//
// - mistyped commands ("did you mean"), `skb help [COMMAND]`, -h/--help and -V/--version;
// - one format for every command-line error: "skb: error: [COMMAND: ]MESSAGE" and a hint line,
//   exit status 2 (record errors keep FILE:LINE:COL: message);
// - text reports that fit the screen: COLUMNS (or the terminal's width) narrows them, never
//   cutting a number; unknown width keeps the wide layout;
// - --color auto|always|never with NO_COLOR and TERM; the ASCII fallback of a non-UTF-8 locale;
// - `skb solve` with no FILE reads a piped standard input.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "cli/common/suggest.h"
#include "cli/common/terminal.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"

namespace fs = std::filesystem;
using skb::test::ProcessOptions;
using skb::test::ProcessResult;
using skb::test::read_file;

namespace {

const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "seven_knights";
const std::string kEscape = "\x1b[";
const std::string kMiddleDot = "\xc2\xb7";

using Env = std::vector<std::pair<std::string, std::optional<std::string>>>;

ProcessResult run_skb(const std::vector<std::string>& args, ProcessOptions options = {}) {
  return skb::test::run_process(SKB_BINARY, args, options);
}

ProcessResult skb_env(const std::vector<std::string>& args, const Env& env) {
  ProcessOptions options;
  options.env = env;
  return run_skb(args, options);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// The columns a line takes: its characters (UTF-8), escape sequences none.
std::size_t columns(const std::string& line) { return skb::cli::display_width(line); }

// The numbers of a report ("18.2%", "0.812", "+9.1", "13"), sorted: the same in every layout.
std::vector<std::string> numbers(const std::string& text) {
  std::vector<std::string> out;
  static const std::regex number(R"([+-]?\d+(\.\d+)?%?)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
    out.push_back(it->str());
  std::sort(out.begin(), out.end());
  return out;
}

// Checks that every line of `narrow` fits in `width` columns and that it has the numbers of
// `wide`, none cut.
void check_fits(const std::string& narrow, const std::string& wide, std::size_t width) {
  for (const std::string& line : lines_of(narrow)) {
    CAPTURE(line);
    CHECK(columns(line) <= width);
  }
  CHECK(numbers(narrow) == numbers(wide));
}

// A command-line error: status 2, nothing on standard output, and exactly two lines:
// "skb: error: PREFIX..." and "hint: HINT".
void check_usage_error(const ProcessResult& r, const std::string& prefix, const std::string& hint) {
  CAPTURE(r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  const auto lines = lines_of(r.err);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].rfind("skb: error: " + prefix, 0) == 0);
  CHECK(lines[1] == "hint: " + hint);
  CHECK(r.err.back() == '\n');
}

std::vector<fs::path> records(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.path().extension() == ".skb") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

// =============================================================================================
// Commands, help and version

TEST_CASE("a mistyped command: skb: error: unknown command, with the closest one") {
  const ProcessResult r = run_skb({"advice", "game.skb"});
  CHECK(r.err ==
        "skb: error: unknown command 'advice' (did you mean 'advise'?)\n"
        "hint: run 'skb --help' for the commands\n");
  check_usage_error(r, "unknown command", "run 'skb --help' for the commands");
  CHECK(contains(run_skb({"slove"}).err, "(did you mean 'solve'?)"));      // two letters swapped
  CHECK(contains(run_skb({"analyse"}).err, "(did you mean 'analyze'?)"));  // one letter changed
  CHECK(contains(run_skb({"simulat"}).err, "(did you mean 'simulate'?)"));
  CHECK(contains(run_skb({"game"}).err, "(did you mean 'games'?)"));
  CHECK(contains(run_skb({"hlep"}).err, "(did you mean 'help'?)"));
  CHECK(contains(run_skb({"help", "advice"}).err, "unknown command 'advice' (did you mean 'advise'?)"));
  // Nothing close: no suggestion.
  const ProcessResult far = run_skb({"frobnicate"});
  check_usage_error(far, "unknown command 'frobnicate'", "run 'skb --help' for the commands");
  CHECK(!contains(far.err, "did you mean"));
  // Options before the command are skipped over; arguments after it are the command's own.
  CHECK(contains(run_skb({"--help", "slove"}).err, "unknown command 'slove'"));
  CHECK(run_skb({"variants"}).status == 0);
}

TEST_CASE("the suggestion: Damerau-Levenshtein distance over the names of the level") {
  using skb::cli::closest_name;
  using skb::cli::edit_distance;
  CHECK(edit_distance("advice", "advise") == 1);
  CHECK(edit_distance("slove", "solve") == 1);  // a swap of neighbours costs 1
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("SOLVE", "solve") == 0);
  const std::vector<std::string> names{"solve", "advise", "simulate", "analyze", "variants", "games", "help"};
  CHECK(closest_name("advice", names) == "advise");
  CHECK(closest_name("sim", names) == "simulate");  // the only name it begins
  CHECK(closest_name("a", names) == std::nullopt);
  CHECK(closest_name("xyzzy", names) == std::nullopt);
  CHECK(closest_name("mutiny", names) == std::nullopt);
}

TEST_CASE("skb help, skb help COMMAND, -h and --help everywhere") {
  const ProcessResult top = run_skb({"--help"});
  REQUIRE(top.status == 0);
  CHECK(contains(top.out, "help"));
  for (const auto& args : std::vector<std::vector<std::string>>{{"help"}, {"-h"}}) {
    const ProcessResult r = run_skb(args);
    CHECK(r.status == 0);
    CHECK(r.out == top.out);
  }
  for (const std::string command : {"solve", "advise", "simulate", "analyze", "variants", "games"}) {
    CAPTURE(command);
    const ProcessResult help = run_skb({command, "--help"});
    REQUIRE(help.status == 0);
    CHECK(contains(help.out, "skb " + command));
    CHECK(run_skb({"help", command}).out == help.out);
    CHECK(run_skb({command, "-h"}).out == help.out);
    CHECK(run_skb({"help", command}).status == 0);
  }
  // The help of help, however asked, with its own footer (its examples), not skb's help.
  const ProcessResult help_help = run_skb({"help", "help"});
  REQUIRE(help_help.status == 0);
  CHECK(help_help.out.rfind("Show the help of skb, or of a command", 0) == 0);
  CHECK(contains(help_help.out, "skb help mutiny advise"));
  CHECK(run_skb({"help", "--help"}).out == help_help.out);
  CHECK(run_skb({"help", "-h"}).out == help_help.out);
}

TEST_CASE("-V and --version print the version") {
  const ProcessResult a = run_skb({"-V"}), b = run_skb({"--version"});
  CHECK(a.status == 0);
  CHECK(b.status == 0);
  CHECK(a.out == b.out);
  // The version, the commit it was built from, the build type and whether MPI is on.
  CHECK(std::regex_match(a.out, std::regex(R"(skb \d+\.\d+\.\d+ \(commit (?:[0-9a-f]+(?:\+changes)?|unknown), \w+ build, MPI (?:on|off)\)\n)")));
}

// =============================================================================================
// One format for command-line errors

TEST_CASE("command-line errors: skb: error: COMMAND: MESSAGE, then a hint; exit status 2") {
  const std::string example = (kExamples / "json-output-example.skb").string();
  // The parser's errors.
  check_usage_error(run_skb({"solve", example, "--frob"}), "solve: unknown option '--frob'",
                    "run 'skb solve --help' for the options");
  check_usage_error(run_skb({"solve", example, "--top", "0"}), "solve: --top takes a whole number, at least 1",
                    "run 'skb solve --help' for the options");
  check_usage_error(run_skb({"advise", example, "--phase", "lunch"}), "advise: --phase: unknown phase 'lunch'",
                    "run 'skb advise --help' for the options");
  check_usage_error(run_skb({"simulate", "--variant", "standard", "--players", "4", "--games", "5", "--all-deals"}),
                    "simulate: --games and --all-deals cannot go together", "run 'skb simulate --help' for the options");
  check_usage_error(run_skb({"solve", example, "--color", "blue"}), "solve: --color: unknown colour mode 'blue'",
                    "run 'skb solve --help' for the options");
  // The commands' own (UsageError).
  const ProcessResult lie = run_skb({"solve", example, "--lie-rate", "2"});
  CHECK(lie.err ==
        "skb: error: solve: --lie-rate 2: a lie rate is a probability, between 0 and 1\n"
        "hint: run 'skb solve --help' for the options\n");
  check_usage_error(run_skb({"simulate", "--variant", "chess", "--players", "4"}),
                    "simulate: --variant: unknown variant 'chess'", "run 'skb simulate --help' for the options");
  check_usage_error(run_skb({"advise", example, "--view", "Zed"}), "advise: --view Zed: no such player",
                    "run 'skb advise --help' for the options");
  // Record errors keep FILE:LINE:COL: message, one line.
  ProcessOptions bad;
  bad.input = "variant standard\nplayers Ann Ben Cat Dan\nlok Ann Ben\n";
  const ProcessResult record = run_skb({"solve", "-"}, bad);
  CHECK(record.status == 2);
  CHECK(record.err.rfind("<stdin>:3:1: unknown statement", 0) == 0);
  CHECK(std::count(record.err.begin(), record.err.end(), '\n') == 1);
}

// =============================================================================================
// Narrow screens

TEST_CASE("COLUMNS=60 and 80: every line of the text reports fits, every number intact") {
  for (const std::size_t width : {60, 80}) {
    CAPTURE(width);
    const Env narrow{{"COLUMNS", std::to_string(width)}, {"LC_ALL", "C.UTF-8"}};
    const Env wide{{"LC_ALL", "C.UTF-8"}};
    for (const fs::path& record : records(kExamples)) {
      CAPTURE(record);
      const std::vector<std::string> args{"solve", record.string(), "--top", "8"};
      const ProcessResult n = skb_env(args, narrow), w = skb_env(args, wide);
      REQUIRE(n.status == 0);
      check_fits(n.out, w.out, width);
    }
    for (const fs::path& record : records(kExamples / "advise")) {
      CAPTURE(record);
      const ProcessResult n = skb_env({"advise", record.string()}, narrow);
      REQUIRE(n.status == 0);
      check_fits(n.out, read_file(fs::path(record).replace_extension(".txt")), width);
    }
    const std::vector<std::string> simulate{"simulate", "--variant", "advanced", "--players", "5", "--games", "50"};
    const auto without_time = [](const std::string& text) { return text.substr(0, text.find("  Time ")); };
    const ProcessResult n = skb_env(simulate, narrow), w = skb_env(simulate, wide);
    REQUIRE(n.status == 0);
    check_fits(n.out, n.out, width);
    CHECK(numbers(without_time(n.out)) == numbers(without_time(w.out)));  // the time differs
    for (const std::string command : {"variants", "games"}) {
      const ProcessResult v = skb_env({command}, narrow), vw = skb_env({command}, wide);
      check_fits(v.out, vw.out, width);
    }
  }
}

TEST_CASE("narrow layouts: the grid in parts, the question table on two lines a question") {
  const Env env{{"COLUMNS", "40"}, {"LC_ALL", "C.UTF-8"}};
  const ProcessResult grid = skb_env({"solve", (kExamples / "advanced-witch-aside.skb").string()}, env);
  REQUIRE(grid.status == 0);
  for (const std::string& line : lines_of(grid.out)) CHECK(columns(line) <= 40);
  const ProcessResult table =
      skb_env({"advise", (kExamples / "advise" / "question.skb").string()}, {{"COLUMNS", "60"}});
  CHECK(contains(table.out, "   1.  ask Cat Ben \"Ben = 3\"\n        54.5%   33.3%   20.0%    27.3%   +9.1  0.812\n"));
}

TEST_CASE("the terminal's width when COLUMNS is unset; the wide layout when nothing is known") {
  ProcessOptions terminal;
  terminal.terminal_out = true;
  terminal.columns = 60;
  terminal.env = {{"LC_ALL", "C.UTF-8"}, {"NO_COLOR", "1"}};
  const std::string question = (kExamples / "advise" / "question.skb").string();
  const ProcessResult r = run_skb({"advise", question}, terminal);
  REQUIRE(r.status == 0);
  for (const std::string& line : lines_of(r.out)) CHECK(columns(line) <= 60);
  CHECK(numbers(r.out) == numbers(read_file(kExamples / "advise" / "question.txt")));
  // COLUMNS wins over the terminal.
  terminal.env.emplace_back("COLUMNS", "200");
  CHECK(run_skb({"advise", question}, terminal).out == read_file(kExamples / "advise" / "question.txt"));
  // Not a terminal, no COLUMNS (and a nonsense COLUMNS): the wide layout.
  CHECK(run_skb({"advise", question}).out == read_file(kExamples / "advise" / "question.txt"));
  CHECK(skb_env({"advise", question}, {{"COLUMNS", "wide"}}).out == read_file(kExamples / "advise" / "question.txt"));
}

TEST_CASE("wrap and paragraph: lines break at spaces, long words stay whole") {
  using skb::cli::paragraph;
  using skb::cli::wrap;
  CHECK(wrap("one two three four\n", 9) == "one two\nthree\nfour\n");
  CHECK(wrap("  1. alpha beta gamma\n", 12, 2) == "  1. alpha\n    beta\n    gamma\n");
  CHECK(wrap("abcdefghijkl x\n", 5) == "abcdefghijkl\nx\n");
  CHECK(wrap("a  b   c\n", std::nullopt) == "a  b   c\n");
  CHECK(wrap("fits\n", 80) == "fits\n");
  CHECK(paragraph("\none two\nthree four\n", 9) == "\none two\nthree\nfour\n");
  CHECK(paragraph("one two\nthree four five\n", 12) == "one two\nthree four\nfive\n");
  CHECK(paragraph("ab\ncd\n", 12) == "ab\ncd\n");  // fits: unchanged
  CHECK(skb::cli::display_width("\x1b[48;5;240m" + kMiddleDot + "\x1b[0m") == 1);
}

// =============================================================================================
// Colour and the locale

TEST_CASE("--color always, never and auto (a terminal, TERM, NO_COLOR, the locale)") {
  const std::string path = (kExamples / "json-output-example.skb").string();
  const Env utf8{{"LC_ALL", "C.UTF-8"}, {"TERM", "xterm"}, {"NO_COLOR", std::nullopt}};
  ProcessOptions pipe;
  pipe.env = utf8;
  CHECK(contains(run_skb({"solve", path, "--color", "always"}, pipe).out, kEscape));
  CHECK(!contains(run_skb({"solve", path, "--color", "auto"}, pipe).out, kEscape));  // not a terminal
  CHECK(!contains(run_skb({"solve", path}, pipe).out, kEscape));

  ProcessOptions terminal = pipe;
  terminal.terminal_out = true;
  const auto shaded = [&](const std::vector<std::string>& extra, const Env& env) {
    ProcessOptions o = terminal;
    for (const auto& e : env) o.env.push_back(e);
    std::vector<std::string> args{"solve", path};
    args.insert(args.end(), extra.begin(), extra.end());
    const ProcessResult r = run_skb(args, o);
    REQUIRE(r.status == 0);
    REQUIRE(contains(r.out, "13 of 720 deals consistent"));
    return contains(r.out, kEscape);
  };
  CHECK(shaded({}, {}));
  CHECK(shaded({"--color", "auto"}, {}));
  CHECK(shaded({}, {{"NO_COLOR", ""}}));  // empty: as if unset
  CHECK(!shaded({}, {{"NO_COLOR", "1"}}));
  CHECK(!shaded({}, {{"TERM", "dumb"}}));
  CHECK(!shaded({}, {{"LC_ALL", "C"}}));  // no UTF-8: no shading
  CHECK(!shaded({"--color", "never"}, {}));
  CHECK(!shaded({"--no-color"}, {}));
  CHECK(shaded({"--color", "always"}, {{"NO_COLOR", "1"}, {"TERM", "dumb"}}));
  // --no-color is --color never: not both.
  const ProcessResult both = run_skb({"solve", path, "--no-color", "--color", "always"});
  CHECK(both.status == 2);
  CHECK(contains(both.err, "--color and --no-color cannot go together"));
}

TEST_CASE("locale: '.' and 'lambda' without UTF-8; LC_ALL, then LC_CTYPE, then LANG") {
  const std::string path = (kExamples / "json-output-example.skb").string();
  const auto report = [&](const Env& env) {
    Env all{{"LC_ALL", std::nullopt}, {"LC_CTYPE", std::nullopt}, {"LANG", std::nullopt}};
    for (const auto& e : env) all.push_back(e);
    const ProcessResult r = skb_env({"solve", path}, all);
    REQUIRE(r.status == 0);
    return r.out;
  };
  const auto ascii = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0x80) == 0; });
  };
  const std::string utf8 = report({{"LC_ALL", "C.UTF-8"}});
  CHECK(contains(utf8, "Ann     9.1      " + kMiddleDot + "   18.2"));
  const std::string c = report({{"LC_ALL", "C"}});
  CHECK(ascii(c));
  CHECK(contains(c, "Ann     9.1      .   18.2"));
  std::string dots = utf8;  // the same report, "·" for "."
  for (std::size_t at = dots.find(kMiddleDot); at != std::string::npos; at = dots.find(kMiddleDot, at))
    dots.replace(at, kMiddleDot.size(), ".");
  CHECK(c == dots);
  CHECK(ascii(report({})));                                                // nothing set: the C locale
  CHECK(ascii(report({{"LC_ALL", "C"}, {"LANG", "en_US.UTF-8"}})));        // LC_ALL first
  CHECK(ascii(report({{"LC_CTYPE", "POSIX"}, {"LANG", "en_US.UTF-8"}})));  // then LC_CTYPE
  CHECK(!ascii(report({{"LANG", "en_US.UTF-8"}})));                        // then LANG
  CHECK(!ascii(report({{"LC_ALL", ""}, {"LC_CTYPE", "en_GB.utf8"}})));     // empty is unset; any case
  // --help texts: λ or lambda.
  for (const std::string command : {"solve", "advise", "simulate", "analyze"}) {
    CAPTURE(command);
    const ProcessResult a = skb_env({command, "--help"}, {{"LC_ALL", "C"}});
    CHECK(ascii(a.out));
    CHECK(contains(a.out, "lambda"));
    CHECK(contains(skb_env({command, "--help"}, {{"LC_ALL", "C.UTF-8"}}).out, "\xce\xbb"));  // λ
  }
}

// =============================================================================================
// skb solve with no FILE

TEST_CASE("skb solve with no FILE reads standard input when it is not a terminal") {
  const fs::path example = kExamples / "json-output-example.skb";
  ProcessOptions piped;
  piped.input = read_file(example);
  const ProcessResult r = run_skb({"solve", "--json"}, piped);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(skb::test::matches_golden(r.out, fs::path(example).replace_extension(".json")));
  // A record error names <stdin>.
  piped.input = "variant standard\nplayers Ann Ben Cat Dan\nlok Ann Ben\n";
  CHECK(run_skb({"solve"}, piped).err.rfind("<stdin>:3:1: ", 0) == 0);
  // A terminal on standard input: nothing to read, so say what to give.
  ProcessOptions terminal;
  terminal.terminal_in = true;
  const ProcessResult t = run_skb({"solve"}, terminal);
  check_usage_error(t, "solve: no record to read: give a FILE, or pipe a record into standard input",
                    "run 'skb solve --help' for the options");
}
