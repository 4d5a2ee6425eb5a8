// Reliability of the commands beyond solve (failures found once, each now a regression test):
// thread counts, record-out folders, interrupted analyze runs, and advise's exit statuses
// matching solve's.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "tests/support/files.h"
#include "tests/support/run_process.h"

namespace fs = std::filesystem;
using skb::test::ProcessResult;
using skb::test::run_process;

namespace {

// clang's OpenMP runtime (libomp 14, the sanitizer and fuzz build of tools/test.sh) registers
// itself in a shared-memory file when skb starts, and under `ulimit -f 0` that file cannot be
// sized, so skb stops before running at all. The g++ builds (libgomp) run the file-size test.
#if defined(__clang__)
constexpr bool kOpenMPNeedsFileWrites = true;
#else
constexpr bool kOpenMPNeedsFileWrites = false;
#endif

ProcessResult skb_run(const std::vector<std::string>& args, const std::string& input = "") {
  return run_process(SKB_BINARY, args, input);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("thread counts: an absurd --threads is refused, an absurd OMP_NUM_THREADS is harmless") {
  // Both used to crash inside the OpenMP runtime (exit 139) or end in bad_alloc.
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"simulate", "--variant", "unity", "--players", "4", "--games", "5"},
        std::vector<std::string>{"analyze", "--variants", "unity", "--players", "4", "--games", "5", "--quiet"}}) {
    for (const char* threads : {"100000", "2147483647"}) {
      std::vector<std::string> args = command;
      args.insert(args.end(), {"--threads", threads});
      const ProcessResult r = skb_run(args);
      CAPTURE(r.err);
      CHECK(r.status == 2);
      CHECK(contains(r.err, "--threads"));
      CHECK(contains(r.err, "at most"));
    }
    std::vector<std::string> env = {"OMP_NUM_THREADS=100000", SKB_BINARY};
    env.insert(env.end(), command.begin(), command.end());
    const ProcessResult r = run_process("/usr/bin/env", env);
    CAPTURE(r.err);
    CHECK(r.status == 0);
  }
}

TEST_CASE("--record-out refuses a folder that holds files, unless --force") {
  const fs::path dir = fs::temp_directory_path() / "skb_test_record_out";
  fs::remove_all(dir);
  const std::vector<std::string> args = {"simulate", "--variant", "unity",        "--players", "4",
                                         "--games",  "2",         "--record-out", dir.string()};
  CHECK(skb_run(args).status == 0);  // a new folder
  const std::string first = skb::test::read_file(dir / "000000.skb");
  ProcessResult again = skb_run(args);
  CHECK(again.status == 2);
  CHECK(contains(again.err, "not empty"));
  CHECK(contains(again.err, "--force"));
  std::vector<std::string> forced = args;
  forced.push_back("--force");
  CHECK(skb_run(forced).status == 0);
  CHECK(skb::test::read_file(dir / "000000.skb") == first);
  // Only complete files: no temporary names are left behind.
  for (const auto& entry : fs::directory_iterator(dir)) CHECK(entry.path().filename().string()[0] != '.');
  fs::remove_all(dir);
}

TEST_CASE("--record-out rounds replay exactly, whatever the lie rate") {
  // The writer used to print 17 fixed decimals: 1e-300 became `lie-rate 0`, and `solve` on the
  // round exited 3 (the Witch team's lies impossible at rate 0). Now the shortest round-trip text
  // is written, and the reader takes its exponent.
  for (const char* rate : {"1e-300", "0.1", "0.30000000000000004", "5e-324"}) {
    CAPTURE(rate);
    const fs::path dir = fs::temp_directory_path() / "skb_test_record_out_rate";
    fs::remove_all(dir);
    const ProcessResult sim = skb_run({"simulate", "--variant", "standard", "--players", "5", "--games", "4",
                                       "--lie-rate", rate, "--record-out", dir.string()});
    REQUIRE(sim.status == 0);
    for (int round = 0; round < 4; ++round) {
      const fs::path record = dir / ("00000" + std::to_string(round) + ".skb");
      CHECK(contains(skb::test::read_file(record), std::string("\nlie-rate ") + rate + "\n"));
      const ProcessResult solved = skb_run({"solve", record.string(), "--json"});
      CAPTURE(solved.err);
      CHECK(solved.status == 0);
    }
    fs::remove_all(dir);
  }
}

TEST_CASE(
    "smaller things: seeds out of range, lie rates out of range, unused answer policies, --help to a full device") {
  // --seed outside 0..2^64-1 used to wrap round (-1 played as 2^64-1, 2^64 as 0).
  for (const char* seed : {"-1", "18446744073709551616", "1e3", ""}) {
    CAPTURE(seed);
    const ProcessResult r =
        skb_run({"simulate", "--variant", "unity", "--players", "4", "--games", "1", "--seed", seed});
    CHECK(r.status == 2);
    CHECK(contains(r.err, "--seed takes a whole number from 0 to 18446744073709551615"));
  }
  // --games: at most a trillion (kMaxGames); 2^64 used to wrap round to a run that never ends.
  for (const char* games : {"0", "1000000000001", "18446744073709551616", "-5"}) {
    CAPTURE(games);
    for (const char* command : {"simulate", "analyze"}) {
      const ProcessResult g = skb_run({command, "--players", "4", "--games", games});
      CHECK(g.status == 2);
      CHECK(contains(g.err, "--games takes a whole number from 1 to 1000000000000"));
    }
  }
  CHECK(skb_run({"simulate", "--variant", "unity", "--players", "4", "--games", "1", "--seed", "18446744073709551615"})
            .status == 0);
  // A negative lie rate is out of range, not "not a number".
  const std::string record = std::string(SKB_SOURCE_DIR) + "/examples/seven_knights/record-format-example.skb";
  ProcessResult r = skb_run({"solve", record, "--lie-rate", "-0.1"});
  CHECK(r.status == 2);
  CHECK(contains(r.err, "--lie-rate -0.1: a lie rate is a probability, between 0 and 1"));
  r = skb_run({"solve", record, "--lie-rate", "zero"});
  CHECK(r.status == 2);
  CHECK(contains(r.err, "not a number"));
  // unity has no Witch: the default profile's 'deceive' answers are never given, so lie rate 1
  // conflicts with nothing.
  r = skb_run({"analyze", "--variants", "unity", "--players", "4", "--games", "2", "--lie-rate", "1", "--quiet"});
  CAPTURE(r.err);
  CHECK(r.status == 0);
  // --help and --version into a full device fail like any command's output.
  if (fs::exists("/dev/full")) {
    for (const char* args : {"--help", "--version", "solve --help"}) {
      CAPTURE(args);
      const ProcessResult full =
          run_process("/bin/sh", {"-c", std::string("exec '") + SKB_BINARY + "' " + args + " > /dev/full"});
      CHECK(full.status == 2);
      CHECK(contains(full.err, "cannot write the output"));
    }
  }
}

TEST_CASE("a write that fails (file-size limit, as a full disk does) names the file and the reason, exit 2" *
          doctest::skip(kOpenMPNeedsFileWrites)) {
  // `ulimit -f 0` makes every write to a file fail (EFBIG) the way a full disk makes it fail
  // (ENOSPC), without needing a full disk: simulate --record-out used to exit 0 with empty
  // files; then SIGXFSZ killed it, leaving a temporary file. Now the first failed write is an
  // error naming the file, and nothing half-written is left. Only skb runs under the limit; its
  // messages and status reach the test through a pipe (pipes have no size limit).
  const std::string skb = SKB_BINARY;
  const auto limited = [&](const std::string& command) {
    const ProcessResult r =
        run_process("/bin/sh", {"-c", "( ulimit -f 0; " + command + "; echo \"status $?\" ) 2>&1 | cat >&2"});
    return r.err;
  };
  const fs::path dir = fs::temp_directory_path() / "skb_test_record_out_full";
  fs::remove_all(dir);
  std::string err = limited("'" + skb + "' simulate --variant unity --players 4 --games 3 --record-out '" +
                            dir.string() + "' > /dev/null");
  CAPTURE(err);
  CHECK(contains(err, "status 2"));
  CHECK(contains(err, "cannot write " + (dir / "000000.json").string()));
  CHECK(contains(err, "File too large"));
  CHECK(fs::is_empty(dir));  // no temporary file left
  fs::remove_all(dir);
  // The report itself, to a file that cannot grow.
  const fs::path out = fs::temp_directory_path() / "skb_test_full_output.txt";
  const std::string record = std::string(SKB_SOURCE_DIR) + "/examples/seven_knights/record-format-example.skb";
  err = limited("'" + skb + "' solve '" + record + "' > '" + out.string() + "'");
  CHECK(contains(err, "status 2"));
  CHECK(contains(err, "cannot write the output: File too large"));
  fs::remove(out);
}

TEST_CASE("analyze: an interrupted run keeps every finished row and says how far it got") {
  // SIGINT after 2 s of a run that needs far longer (sent once: --foreground, or timeout would
  // also signal its process group, and a second interrupt ends skb at once): the rows printed
  // so far are complete, the cell in progress follows them with its rounds played, marked
  // interrupted (when it played any), the JSON array is closed, and the status is 130.
  const ProcessResult r =
      run_process("/usr/bin/timeout", {"--foreground", "--preserve-status", "-s", "INT", "2", SKB_BINARY, "analyze",
                                       "--variants", "unity", "--games", "40000", "--json", "--quiet"});
  CAPTURE(r.err);
  REQUIRE(r.status == 130);
  CHECK(contains(r.err, "interrupted after"));
  const nlohmann::json cells = nlohmann::json::parse(r.out);
  REQUIRE(cells.is_array());
  // The finished cells are those stderr reports, each of the 40000 rounds asked for.
  std::istringstream err(r.err.substr(r.err.find("interrupted after") + 18));
  std::size_t done = 0;
  err >> done;
  REQUIRE(cells.size() >= done);
  for (std::size_t k = 0; k < done; ++k) {
    CHECK(cells[k]["rounds_played"] == 40000);
    CHECK_FALSE(cells[k].contains("interrupted"));
  }
  // The cell in progress, if it played any round: marked, with the rounds it played.
  REQUIRE(cells.size() <= done + 1);
  if (cells.size() == done + 1) {
    const nlohmann::json& cut = cells.back();
    CHECK(cut["interrupted"] == true);
    CHECK(cut["planned"] == 40000);
    CHECK(cut["rounds_played"].get<std::uint64_t>() < 40000);
    CHECK(cut["rounds_played"].get<std::uint64_t>() > 0);
    CHECK(contains(r.err, fmt::format("cell {} stopped after {} of its 40000 rounds and is printed marked",
                                      done + 1, cut["rounds_played"].get<std::uint64_t>())));
  }
}

TEST_CASE("analyze: Ctrl-C inside a cell of long rounds stops it within seconds, the finished cell printed") {
  // Cell 1 (naive, 20 rounds) takes a moment; cell 2 is rollout with 100,000 playouts per option:
  // one round takes minutes, and used to run to its end after Ctrl-C. SIGINT as soon as cell 1 is
  // printed: skb stops at its next playout (a rollout round looks at the flag), prints cell 1
  // whole, says cell 2 finished no round, and exits 130. The bound is generous (the machine is
  // shared, the build may be sanitized): the point is seconds, not minutes.
  skb::test::ProcessOptions o;
  o.interrupt_when = skb::test::output_contains("\"profile\": \"naive\"");
  const ProcessResult r = run_process(SKB_BINARY,
                                      {"analyze", "--variants", "standard", "--players", "4", "--profiles",
                                       "naive,rollout", "--rollout-budget", "100000", "--games", "20", "--json",
                                       "--quiet"},
                                      o);
  CAPTURE(r.err);
  REQUIRE(r.interrupted);
  CHECK(r.status == 130);
  CHECK(r.seconds_after_interrupt < 10);
  const nlohmann::json cells = nlohmann::json::parse(r.out);
  REQUIRE(cells.size() == 1);
  CHECK(cells[0]["profile"] == "naive");
  CHECK(cells[0]["rounds_played"] == 20);
  CHECK_FALSE(cells[0].contains("interrupted"));
  CHECK(contains(r.err, "skb: stopping: finishing what is in progress"));
  CHECK(contains(r.err, "skb analyze: interrupted after 1 of 2 cells, which are printed; cell 2 had finished none "
                        "of its rounds"));
}

TEST_CASE("advise exits 3 whenever solve does, before any complaint about the view or phase") {
  // Two tiles of one value: no deal. No view and no Captain either, which advise would
  // otherwise report (status 2).
  const std::string record = "variant standard\nplayers Ann Ben Cat Dan\ntile Ann 1\ntile Ben 1\n";
  CHECK(skb_run({"solve", "-"}, record).status == 3);
  CHECK(skb_run({"advise", "-"}, record).status == 3);
  CHECK(skb_run({"advise", "-", "--phase", "captain"}, record).status == 3);
}
