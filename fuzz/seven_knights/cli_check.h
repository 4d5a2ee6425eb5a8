// What fuzz_cli checks on one input, shared with tests/seven_knights/test_fuzz_replay.cpp so
// that its findings are replayed in every test run.
//
// The bytes become a command line of `skb simulate` or `skb analyze` (the first byte chooses),
// then (unless it says otherwise) a byte each for a legal variant and player count, then pairs
// of bytes: an option (or a stray word) from a small dictionary, and its value from
// that option's list, good values and bad ones (--lie-rate -0.1, 1e400, nan; --players 9;
// --threads 0; an unknown variant ...). --games is always 1 to 20, and cut further so that every
// input stays small: at most 4 games with 7 or 8 players, and at most 24 games over all of
// analyze's cells. --record-out names a folder in a fresh temporary folder (new, nested, not
// empty, a file, or unwritable), removed afterwards. --all-deals is left out (a universe of
// 8 players is 40,320 deals).
//
// The command runs in-process (skb::cli::run, what main() calls) with std::cout and std::cerr
// captured, so that a sanitizer's report still reaches the real standard error. It must exit 0
// or 2 (the statuses both commands document besides 1, an internal error, which is a finding);
// exit 2 must say why on standard error; exit 0 with --json must print JSON that parses; and
// every round written by --record-out must read back as a legal record that solve accepts.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "cli/app.h"
#include "solver/core/error.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::fuzz {

using namespace skb::seven_knights;

namespace cli_fuzz {

// An option and the values the fuzzer may give it; no values: a flag. Special values:
// "@DIR..." are folders in the input's temporary folder (see make_folders).
struct OptionValues {
  const char* name;
  std::vector<const char*> values;
};

inline const std::vector<const char*> kLieRates{"0",     "1",   "0.5",  "0.25", "0.3",    "-0.1", "1.1",
                                                "1e400", "nan", "-nan", "inf",  "1e-300", "-0",   "0x1p-2",
                                                "1/3",   "",    "x",    ".5",   "1.",     "0.5x"};
inline const std::vector<const char*> kSeeds{"0", "1", "42", "18446744073709551615", "18446744073709551616", "-1", "x"};
inline const std::vector<const char*> kThreads{"1", "2", "0", "-1", "x"};
inline const std::vector<const char*> kGames{"@GAMES", "0", "-3", "x", "1.5"};

inline const std::vector<OptionValues> kSimulateOptions{
    {"--variant", {"standard", "advanced", "groping", "unity", "unity-advanced", "unity-groping", "Standard", ""}},
    {"--players", {"3", "4", "5", "6", "7", "8", "2", "9", "0", "-1", "x", "4.5"}},
    {"--games", kGames},
    {"--seed", kSeeds},
    {"--threads", kThreads},
    {"--profile", {"naive", "smart", "clever"}},
    {"--inspect", {"random", "fresh", "info", "best"}},
    {"--ask", {"random", "info", "x"}},
    {"--answer", {"truth", "lie", "coin", "deceive", "x"}},
    {"--knight-vote", {"self", "best", "pack"}},
    {"--witch-vote", {"self", "pack", "best"}},
    {"--lie-rate", kLieRates},
    {"--json", {}},
    {"--csv", {}},
    {"--force", {}},
    {"--record-out", {"@DIR/out", "@DIR/a/b", "@DIR/full", "@DIR/file", "@DIR/file/x", "/proc/skb-fuzz", ""}},
    {"--bogus", {}},
    {"extra", {}},
    {"--help", {}},
};

inline const std::vector<OptionValues> kAnalyzeOptions{
    {"--variants",
     {"standard", "unity", "advanced,groping", "unity-groping,unity-advanced", "standard,standard", "bogus", "",
      "standard,,unity"}},
    {"--players", {"3", "4", "5", "4,6", "8", "7,8", "3,4,5", "9", "2", "x", ""}},
    {"--profiles", {"naive", "smart", "naive,smart", "clever", ""}},
    {"--games", kGames},
    {"--seed", kSeeds},
    {"--threads", kThreads},
    {"--lie-rate", kLieRates},
    {"--json", {}},
    {"--quiet", {}},
    {"--csv", {}},
    {"--bogus", {}},
    {"extra", {}},
    {"--help", {}},
};

// The command line decoded from the bytes, before the folders and the games are filled in.
struct CommandLine {
  bool simulate = true;
  std::vector<std::string> args;  // after "skb"
  unsigned games = 1;             // 1..20, for "@GAMES"
};

inline CommandLine decode(std::string_view bytes) {
  CommandLine c;
  std::size_t i = 0;
  const auto next = [&]() -> unsigned { return i < bytes.size() ? static_cast<unsigned char>(bytes[i++]) : 0U; };
  const unsigned first = next();
  c.simulate = (first & 1U) == 0;
  c.games = 1 + (first >> 1) % 20;
  c.args.emplace_back(c.simulate ? "simulate" : "analyze");
  const auto& options = c.simulate ? kSimulateOptions : kAnalyzeOptions;
  // A usable start most of the time: unless bit 6 of the first byte says otherwise, the next two
  // bytes choose a legal variant (simulate) or list of variants (analyze), and player count(s).
  if ((first & 64U) == 0) {
    const std::size_t variants = c.simulate ? 6 : 4, players = c.simulate ? 6 : 7;
    c.args.insert(c.args.end(), {options[0].name, options[0].values[next() % variants], options[1].name,
                                 options[1].values[next() % players]});
  }
  bool games = false;
  for (int count = 0; count < 14 && i < bytes.size(); ++count) {
    const OptionValues& o = options[next() % options.size()];
    c.args.emplace_back(o.name);
    if (!o.values.empty()) c.args.emplace_back(o.values[next() % o.values.size()]);
    games = games || std::string_view(o.name) == "--games";
  }
  // Without --games simulate plays 1000 rounds and analyze 2000 per cell: always give one.
  if (!games) c.args.insert(c.args.end(), {"--games", "@GAMES"});
  return c;
}

// How many values an analyze option's list holds ("a,b" is 2), or `all` without the option.
inline std::size_t listed(const std::vector<std::string>& args, std::string_view option, std::size_t all) {
  std::size_t n = 0;
  bool seen = false;
  for (std::size_t k = 0; k + 1 < args.size(); ++k)
    if (args[k] == option) {
      seen = true;
      n += 1 + static_cast<std::size_t>(std::count(args[k + 1].begin(), args[k + 1].end(), ','));
    }
  return seen ? n : all;
}

// Every --games "@GAMES" gets c.games, cut so that the input stays small (see the header).
inline unsigned bounded_games(const CommandLine& c) {
  unsigned g = c.games;
  bool large = false;
  for (std::size_t k = 0; k + 1 < c.args.size(); ++k)
    if (c.args[k] == "--players" && c.args[k + 1].find_first_of("78") != std::string::npos) large = true;
  if (large && g > 4) g = 4;
  if (!c.simulate) {
    const std::size_t cells =
        listed(c.args, "--variants", 6) * listed(c.args, "--players", 6) * listed(c.args, "--profiles", 2);
    g = std::min<unsigned>(g, static_cast<unsigned>(std::max<std::size_t>(1, 24 / std::max<std::size_t>(cells, 1))));
  }
  return g;
}

// A fresh temporary folder for one input, holding "full/" (a folder with a file in it) and
// "file" (a regular file); removed with everything in it when the object goes.
class Scratch {
 public:
  Scratch() {
    std::error_code ec;
    std::string pattern = (std::filesystem::temp_directory_path(ec) / "skb-fuzz-cli-XXXXXX").string();
    if (ec) pattern = "/tmp/skb-fuzz-cli-XXXXXX";
    if (::mkdtemp(pattern.data()) == nullptr) return;
    dir_ = pattern;
    std::filesystem::create_directory(dir_ / "full", ec);
    std::ofstream(dir_ / "full" / "notes.txt") << "not a round\n";
    std::ofstream(dir_ / "file") << "not a folder\n";
  }
  ~Scratch() {
    std::error_code ec;
    if (!dir_.empty()) std::filesystem::remove_all(dir_, ec);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

// Points std::cout and std::cerr at string buffers while it lives.
class Capture {
 public:
  Capture() : out_old_(std::cout.rdbuf(out_.rdbuf())), err_old_(std::cerr.rdbuf(err_.rdbuf())) {}
  ~Capture() {
    std::cout.rdbuf(out_old_);
    std::cerr.rdbuf(err_old_);
    std::cout.clear();
    std::cerr.clear();
  }
  Capture(const Capture&) = delete;
  Capture& operator=(const Capture&) = delete;
  std::string out() const { return out_.str(); }
  std::string err() const { return err_.str(); }

 private:
  std::ostringstream out_, err_;
  std::streambuf* out_old_;
  std::streambuf* err_old_;
};

inline bool has(const std::vector<std::string>& args, std::string_view word) {
  return std::find(args.begin(), args.end(), word) != args.end();
}

// Every .skb file the command wrote must read back and solve; returns "" or what is wrong.
inline std::string check_rounds(const std::filesystem::path& folder) {
  std::error_code ec;
  if (!std::filesystem::is_directory(folder, ec)) return "";
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (entry.path().extension() != ".skb") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    try {
      (void)solve(read_record(text.str(), entry.path().filename().string()));
    } catch (const std::exception& e) {
      return "the written round " + entry.path().filename().string() + " does not solve: " + e.what();
    }
  }
  return "";
}

}  // namespace cli_fuzz

// Returns "" if the command line decoded from `bytes` behaved as above, else what went wrong
// (with the command line). `show`: print the command line and its exit status on standard
// error (fuzz_cli does with SKB_FUZZ_CLI_SHOW=1, to see what an input runs).
inline std::string check_cli_input(std::string_view bytes, bool show = false) {
  using namespace cli_fuzz;
  CommandLine c = decode(bytes);
  const Scratch scratch;
  if (scratch.dir().empty()) return "";  // no temporary folder: nothing to check
  const std::string games = std::to_string(bounded_games(c));
  std::vector<std::string> written;  // the --record-out folders inside the scratch folder
  for (std::size_t k = 0; k < c.args.size(); ++k) {
    std::string& a = c.args[k];
    if (a == "@GAMES") a = games;
    if (a.rfind("@DIR", 0) == 0) {
      a = (scratch.dir() / a.substr(5)).string();
      written.push_back(a);
    }
  }
  std::string line = "skb";
  for (const std::string& a : c.args) line += " '" + a + "'";

  std::vector<std::string> storage{"skb"};
  storage.insert(storage.end(), c.args.begin(), c.args.end());
  std::vector<char*> argv;
  for (std::string& s : storage) argv.push_back(s.data());
  argv.push_back(nullptr);
  int status = 0;
  std::string out, err;
  {
    const Capture capture;
    try {
      status = cli::run(static_cast<int>(storage.size()), argv.data());
    } catch (const std::exception& e) {
      return line + ": an exception escaped skb::cli::run: " + e.what();
    }
    out = capture.out();
    err = capture.err();
  }
  if (show) std::fprintf(stderr, "%s: exit %d\n", line.c_str(), status);
  if (status != 0 && status != 2)
    return line + ": exit status " + std::to_string(status) + "; standard error: " + err.substr(0, 400);
  if (status == 2 && err.empty()) return line + ": exit status 2 with nothing on standard error";
  if (status == 0 && !has(c.args, "--help")) {
    if (out.empty()) return line + ": exit status 0 with nothing on standard output";
    if (has(c.args, "--json") && !nlohmann::json::accept(out)) return line + ": the JSON does not parse";
    for (const std::string& folder : written)
      if (std::string problem = check_rounds(folder); !problem.empty()) return line + ": " + problem;
  }
  return "";
}

}  // namespace skb::fuzz
