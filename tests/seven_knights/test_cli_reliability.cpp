// Reliability of the commands beyond solve (issue 12's failures, each a regression test):
// thread counts, record-out folders, interrupted analyze runs, and advise's exit statuses
// matching solve's.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/run_process.h"

namespace fs = std::filesystem;
using skb::reference::ProcessResult;
using skb::reference::run_process;

namespace {

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
  const std::string first = skb::reference::read_file(dir / "000000.skb");
  ProcessResult again = skb_run(args);
  CHECK(again.status == 2);
  CHECK(contains(again.err, "not empty"));
  CHECK(contains(again.err, "--force"));
  std::vector<std::string> forced = args;
  forced.push_back("--force");
  CHECK(skb_run(forced).status == 0);
  CHECK(skb::reference::read_file(dir / "000000.skb") == first);
  // Only complete files: no temporary names are left behind.
  for (const auto& entry : fs::directory_iterator(dir)) CHECK(entry.path().filename().string()[0] != '.');
  fs::remove_all(dir);
}

TEST_CASE("analyze: an interrupted run keeps every finished row and says how far it got") {
  // SIGINT after 2 s of a run that needs far longer (sent once: --foreground, or timeout would
  // also signal its process group, and a second interrupt ends skb at once): the rows printed
  // so far are complete, the
  // JSON array is closed, and the status is 130.
  const ProcessResult r =
      run_process("/usr/bin/timeout", {"--foreground", "--preserve-status", "-s", "INT", "2", SKB_BINARY, "analyze",
                                       "--variants", "unity", "--games", "40000", "--json", "--quiet"});
  CAPTURE(r.err);
  REQUIRE(r.status == 130);
  CHECK(contains(r.err, "interrupted after"));
  CHECK(r.out.rfind("[", 0) == 0);
  CHECK(r.out.size() >= 2);
  CHECK(r.out.substr(r.out.size() - 2) == "]\n");
  // The number of objects printed is the number of cells reported done.
  std::size_t objects = 0;
  for (std::size_t at = r.out.find("{\"variant\""); at != std::string::npos; at = r.out.find("{\"variant\"", at + 1))
    ++objects;
  std::istringstream err(r.err.substr(r.err.find("interrupted after") + 18));
  std::size_t done = 0;
  err >> done;
  CHECK(objects == done);
}

TEST_CASE("advise exits 3 whenever solve does, before any complaint about the view or phase") {
  // Two tiles of one value: no deal. No view and no Captain either, which advise would
  // otherwise report (status 2).
  const std::string record = "variant standard\nplayers Ann Ben Cat Dan\ntile Ann 1\ntile Ben 1\n";
  CHECK(skb_run({"solve", "-"}, record).status == 3);
  CHECK(skb_run({"advise", "-"}, record).status == 3);
  CHECK(skb_run({"advise", "-", "--phase", "captain"}, record).status == 3);
}
