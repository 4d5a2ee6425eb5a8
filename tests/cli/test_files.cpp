// Tests for cli/common/files.h: a file appears whole or not at all, and a failure names the
// file and the system's reason; output folders and files are checked before the work, in the
// functions and in every command that writes files (hats simulate and simulate --record-out,
// mutiny analyze --save-equilibrium): refused with status 2 at once, however long the work.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/common/errors.h"
#include "cli/common/files.h"
#include "tests/support/files.h"
#include "tests/support/run_process.h"
#include "tests/support/scratch_dir.h"

namespace fs = std::filesystem;

TEST_CASE("write_file: the content, under its name, with no temporary file left") {
  const fs::path dir = fs::temp_directory_path() / "skb_test_files";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string content(100'000, 'x');
  skb::cli::write_file(dir / "a.skb", content);
  CHECK(skb::test::read_file(dir / "a.skb") == content);
  skb::cli::write_file(dir / "a.skb", "shorter\n");  // replaces it whole
  CHECK(skb::test::read_file(dir / "a.skb") == "shorter\n");
  std::size_t files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
  fs::remove_all(dir);
}

TEST_CASE("write_file: a failure names the file and the reason") {
  const fs::path missing = fs::temp_directory_path() / "skb_no_such_folder" / "000000.skb";
  fs::remove_all(missing.parent_path());
  try {
    skb::cli::write_file(missing, "x");
    FAIL("expected a WriteError");
  } catch (const skb::cli::WriteError& e) {
    const std::string message = e.what();
    CHECK(message.find(missing.string()) != std::string::npos);
    CHECK(message.find("No such file or directory") != std::string::npos);
  }
}

TEST_CASE("numbered_file: the names --record-out writes, below the count") {
  using skb::cli::numbered_file;
  CHECK(numbered_file("000000.hats", 1, {".hats", ".truth.json"}));
  CHECK(numbered_file("000041.truth.json", 42, {".hats", ".truth.json"}));
  CHECK_FALSE(numbered_file("000042.hats", 42, {".hats"}));  // game 42 is the 43rd: not written
  CHECK(numbered_file("1000000.skb", 1'000'001, {".skb"}));   // seven digits from a million
  CHECK_FALSE(numbered_file("0000042.skb", 100, {".skb"}));   // not how 42 is written
  CHECK_FALSE(numbered_file("00042.skb", 100, {".skb"}));
  CHECK_FALSE(numbered_file("000001.hats.bak", 5, {".hats"}));
  CHECK_FALSE(numbered_file("000001.json", 5, {".hats"}));
  CHECK_FALSE(numbered_file("notes.txt", 5, {".hats"}));
  CHECK_FALSE(numbered_file("99999999999999999999.skb", 5, {".skb"}));  // 20 digits: no overflow
}

namespace {

// The message of the UsageError `f` throws, or "" if it throws none.
template <class F>
std::string refusal(F f) {
  try {
    f();
  } catch (const skb::cli::UsageError& e) {
    return e.what();
  }
  return "";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("prepare_output_folder: created, empty unless forced, nothing a file cannot replace, writable") {
  const skb::test::ScratchDir scratch("cli_files", "prepare");
  const fs::path dir = scratch.path() / "out";
  const auto written = [](const std::string& name) { return skb::cli::numbered_file(name, 10, {".hats"}); };
  const auto prepare = [&](const fs::path& d, bool force) {
    return refusal([&] { skb::cli::prepare_output_folder(d, "--record-out", "test", force, "games", written); });
  };
  CHECK(prepare(dir, false).empty());  // made
  CHECK(fs::is_directory(dir));
  CHECK(fs::is_empty(dir));  // the write check leaves nothing
  scratch.write("out/notes.txt", "x");
  REQUIRE(!fs::is_empty(dir));
  CHECK(contains(prepare(dir, false), "the folder is not empty; choose an empty one, or add --force to overwrite "
                                      "the games it may hold"));
  CHECK(prepare(dir, true).empty());
  // A folder where record 3 (or its temporary file) goes is refused even with --force; one under
  // a name never written is not.
  fs::create_directories(dir / "000010.hats");
  CHECK(prepare(dir, true).empty());
  fs::create_directories(dir / ".000003.hats.tmp");
  CHECK(contains(prepare(dir, true), ".000003.hats.tmp is a folder, where the work will write a file"));
  fs::remove(dir / ".000003.hats.tmp");
  fs::create_directories(dir / "000003.hats");
  CHECK(contains(prepare(dir, true), "000003.hats is a folder, where the work will write a file; move it away"));
  // A file where the folder should be, or under it.
  const std::string file = scratch.write("a-file", "x");
  CHECK(contains(prepare(file, false), "--record-out " + file + ": cannot create the folder"));
  CHECK(contains(prepare(fs::path(file) / "sub", false), "cannot create the folder"));
  // A folder nobody may write in, even root (procfs): refused by the write check.
  CHECK(contains(prepare("/proc/self/fdinfo", true), "cannot write in the folder"));
}

TEST_CASE("check_replaceable_file: absent or a file is fine, a folder is refused") {
  const skb::test::ScratchDir scratch("cli_files", "replaceable");
  const auto check = [](const fs::path& f) {
    return refusal([&] { skb::cli::check_replaceable_file(f, "--save-equilibrium", "test"); });
  };
  CHECK(check(scratch.path() / "absent.skbstrat").empty());
  CHECK(check(scratch.write("there.skbstrat", "x")).empty());
  fs::create_directories(scratch.path() / "folder.skbstrat");
  CHECK(contains(check(scratch.path() / "folder.skbstrat"), "--save-equilibrium: "));
  CHECK(contains(check(scratch.path() / "folder.skbstrat"), "folder.skbstrat is a folder"));
}

TEST_CASE("every command that writes files refuses a bad destination at once, status 2") {
  // Each run asks for hours of work (10^9 games, a 6-player solve): only a check made before the
  // work lets it end at once.
  const skb::test::ScratchDir scratch("cli_files", "commands");
  const fs::path full = scratch.path() / "full";
  fs::create_directories(full);
  scratch.write("full/000000.hats", "x");
  scratch.write("full/000000.skb", "x");
  fs::create_directories(scratch.path() / "blocked" / "000000.hats");
  fs::create_directories(scratch.path() / "blocked" / "000000.skb");
  fs::create_directories(scratch.path() / "blocked" / "equilibrium-6.skbstrat");
  const std::string blocked = (scratch.path() / "blocked").string();
  const auto run = [](const std::vector<std::string>& args) {
    // Under timeout, so that a check made after the work fails the test instead of hanging it.
    std::vector<std::string> timed = {"60", SKB_BINARY};
    timed.insert(timed.end(), args.begin(), args.end());
    const skb::test::ProcessResult r = skb::test::run_process("/usr/bin/timeout", timed);
    CAPTURE(r.err);
    REQUIRE(r.status == 2);
    CHECK(r.out.empty());
    return r.err;
  };
  const std::vector<std::string> hats = {"hats", "simulate", "--games", "1000000000", "--quiet", "--record-out"};
  const std::vector<std::string> knights = {"simulate", "--variant", "unity", "--players", "4", "--games",
                                            "1000000000", "--quiet", "--record-out"};
  for (const auto& command : {hats, knights}) {
    auto args = command;
    args.push_back(full.string());
    CHECK(contains(run(args), "the folder is not empty"));
    args.back() = blocked;
    args.push_back("--force");
    CHECK(contains(run(args), " is a folder, where the work will write a file"));
    args[args.size() - 2] = "/proc/self/fdinfo";
    CHECK(contains(run(args), "--record-out /proc/self/fdinfo: cannot write in the folder"));
    args[args.size() - 2] = scratch.write("a-file", "x");
    CHECK(contains(run(args), "cannot create the folder"));
  }
  const std::vector<std::string> mutiny = {"mutiny", "analyze", "--players", "6", "--profile", "equilibrium",
                                           "--solve", "--quiet", "--save-equilibrium"};
  auto args = mutiny;
  args.push_back(blocked);
  CHECK(contains(run(args), "--save-equilibrium: " + blocked + "/equilibrium-6.skbstrat is a folder"));
  args.back() = "/proc/self/fdinfo";
  CHECK(contains(run(args), "--save-equilibrium /proc/self/fdinfo: cannot write in the folder"));
  args.back() = (scratch.path() / "missing").string();
  CHECK(contains(run(args), "no such folder"));
}
