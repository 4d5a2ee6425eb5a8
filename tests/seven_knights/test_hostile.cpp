// Hostile input: what `skb solve` does with input made to break it. Every case runs the built
// `skb` (SKB_BINARY) as a user would, under a time limit (a hang fails the test), and checks
// the exit status (cli/common/exit_status.h: 2 unreadable or illegal input, 3 contradiction)
// and that the message names file:line:column and says what is wrong in a short line.
//
// tests/seven_knights/test_cli.cpp already covers the plain cases (an empty record, a non-ASCII byte in a
// name, CR LF and a missing final newline on every example, numbers 100 and 1000 in questions,
// reserved names, repeated statements, contradictions, --lie-rate 2 / -0.1 / nan, --top 0 and
// 1000, missing and unreadable files, a directory); the cases here are the ones it does not
// have. The README's "Reliability" section lists both.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "solver/seven_knights/record_reader.h"
#include "tests/seven_knights/reference/reference_deal.h"
#include "tests/seven_knights/reference/reference_solver.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/sanitized.h"

namespace fs = std::filesystem;
using skb::test::read_file;
using Json = nlohmann::ordered_json;
using namespace std::string_literals;

namespace {

const std::string kBinary = SKB_BINARY;
const fs::path kExamples = fs::path(SKB_SOURCE_DIR) / "examples" / "seven_knights";

// Sanitizer builds use several times the memory and time: the memory bounds are checked in
// the normal build only.
using skb::test::kSanitized;

// Each of the ten questions of the long records below is repeated this many times: 100,000
// questions; 20,000 under the sanitizers, which are ten times slower (the normal build runs
// the full size in every test run).
constexpr int kRepeat = kSanitized ? 2000 : 10000;

// ---------------------------------------------------------------------------------------------
// Files and processes

const fs::path& scratch() {
  struct Dir {
    fs::path path;
    Dir() {
      path = fs::temp_directory_path() / ("skb_test_hostile_" + std::to_string(::getpid()));
      fs::create_directories(path);
    }
    ~Dir() {
      std::error_code ec;
      fs::remove_all(path, ec);
    }
  };
  static Dir dir;
  return dir.path;
}

std::string write(const std::string& name, const std::string& text) {
  const fs::path path = scratch() / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  REQUIRE_MESSAGE(out.good(), "cannot write " << path);
  return path.string();
}

struct Run {
  int status = -1;  // exit status, or 128 + signal
  std::string out, err;
  long max_rss_kb = 0;  // the child's peak resident memory
  double seconds = 0;
};

struct How {
  std::optional<std::string> stdin_path;  // default: /dev/null
  std::string stdout_path;                // default: a scratch file (read back into Run::out);
                                          // "pipe:N" reads N bytes, then closes the pipe
  int timeout_seconds = 600;              // generous: a loaded machine, a sanitizer build
};

How stdin_from(const std::string& path) {
  How h;
  h.stdin_path = path;
  return h;
}

How stdout_to(const std::string& path) {
  How h;
  h.stdout_path = path;
  return h;
}

// Runs `skb ARGS...`, kills it after the time limit (reported as status 128 + SIGKILL).
Run run(const std::vector<std::string>& args, const How& how = {}) {
  static int counter = 0;
  const std::string base = (scratch() / ("run" + std::to_string(++counter))).string();
  const std::string out_path = how.stdout_path.empty() ? base + ".out" : how.stdout_path;
  const std::string err_path = base + ".err";
  const bool pipe_out = out_path.rfind("pipe:", 0) == 0;
  int fds[2] = {-1, -1};
  if (pipe_out) REQUIRE(::pipe(fds) == 0);

  std::vector<std::string> storage{kBinary};
  storage.insert(storage.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& s : storage) argv.push_back(s.data());
  argv.push_back(nullptr);

  const auto start = std::chrono::steady_clock::now();
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int in = ::open(how.stdin_path.value_or("/dev/null").c_str(), O_RDONLY);
    const int out = pipe_out ? fds[1] : ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || out < 0 || err < 0) ::_exit(126);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    if (pipe_out) ::close(fds[0]);
    ::execv(kBinary.c_str(), argv.data());
    ::_exit(127);
  }
  Run r;
  if (pipe_out) {
    // Like `| head -c N`: read N bytes, then close the pipe while skb is still writing.
    ::close(fds[1]);
    std::size_t want = std::stoul(out_path.substr(5));
    char buffer[4096];
    while (r.out.size() < want) {
      const ssize_t k = ::read(fds[0], buffer, std::min(sizeof buffer, want - r.out.size()));
      if (k <= 0) break;
      r.out.append(buffer, static_cast<std::size_t>(k));
    }
    ::close(fds[0]);
  }
  int status = 0;
  rusage usage{};
  while (true) {
    const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
    if (done == pid) break;
    REQUIRE((done == 0 || errno == EINTR));
    if (std::chrono::steady_clock::now() - start > std::chrono::seconds(how.timeout_seconds)) {
      ::kill(pid, SIGKILL);
      ::wait4(pid, &status, 0, &usage);
      FAIL_CHECK("skb did not finish within " << how.timeout_seconds << " s");
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.max_rss_kb = usage.ru_maxrss;
  if (how.stdout_path.empty()) r.out = read_file(out_path);  // not a device such as /dev/full
  r.err = read_file(err_path);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return r;
}

Run solve_json(const std::string& path, std::vector<std::string> extra = {}, const How& how = {}) {
  std::vector<std::string> args{"solve", path, "--json"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run(args, how);
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// A rejected input: the status, nothing on standard output, and one short line on standard
// error that starts with `where` and contains every word of `words` (a command-line error,
// "skb: error: ...", has a hint line after it).
void check_error(const Run& r, int status, const std::string& where, const std::vector<std::string>& words) {
  INFO("stderr: " << r.err.substr(0, 2000));
  CHECK(r.status == status);
  CHECK(r.out.empty());
  CHECK_MESSAGE(r.err.rfind(where, 0) == 0, "expected the message to start with '" << where << "'");
  for (const auto& w : words) CHECK_MESSAGE(contains(r.err, w), "expected '" << w << "' in the message");
  if (status == 2) {
    CHECK(r.err.size() < 400);  // one short line, however large the input
    const bool usage = r.err.rfind("skb: error: ", 0) == 0;
    const std::size_t first_line = r.err.find('\n');
    if (usage) CHECK(r.err.find("\nhint: run 'skb ") == first_line);
    CHECK(r.err.find('\n', usage ? first_line + 1 : first_line) == r.err.size() - 1);
  }
}

const std::string kStd4 = "variant standard\nplayers Ann Ben Cat Dan\n";
const std::string kLooks4 = "look Ann Ben\nlook Ben C1\nlook Cat Dan\nlook Dan Ann\n";  // next line: 7

// 8-player standard (40,320 deals, the largest universe), lenient, with `settings` (e.g. a
// lie rate), and everyone inspected the next player clockwise: Ann saw Ben, ..., Hal saw Ann.
std::string std8(const std::string& settings = "") {
  return "variant standard\nplayers Ann Ben Cat Dan Eve Fay Gus Hal\nrules lenient\n" + settings +
         "look Ann Ben\nlook Ben Cat\nlook Cat Dan\nlook Dan Eve\nlook Eve Fay\nlook Fay Gus\nlook Gus Hal\nlook Hal "
         "Ann\n";
}

}  // namespace

// =============================================================================================
// Bytes that are not a record

TEST_CASE("hostile: nothing but blanks, a byte-order mark, or /dev/null is an empty record") {
  for (const std::string& text : {std::string(" \t\n\n   \n"), std::string("\xEF\xBB\xBF"), std::string("\r\n\r\n")}) {
    const std::string path = write("blank.skb", text);
    check_error(solve_json(path), 2, path + ":", {"the record is empty", "variant"});
  }
  check_error(solve_json("/dev/null"), 2, "/dev/null:1:1: ", {"the record is empty"});
}

TEST_CASE("hostile: binary bytes") {
  SUBCASE("the start of an executable: its first byte (0x7F) is named, at line 1 column 1") {
    // The first 64 KB of skb itself (the whole file, with debug information, may be larger
    // than any record is allowed to be; that case is below).
    const std::string path = write("executable.skb", read_file(kBinary).substr(0, 1 << 16));
    check_error(solve_json(path), 2, path + ":1:1: ", {"unexpected byte 0x7F", "a control character"});
  }
  SUBCASE("a NUL byte inside a statement, after a valid header") {
    const std::string path = write("nul.skb", kStd4 + "look Ann B\0en\n"s);
    check_error(solve_json(path), 2, path + ":3:11: ", {"unexpected byte 0x00"});
  }
  SUBCASE("random bytes after the header: the first bad byte is named") {
    std::string junk = kStd4 + "tile Ann ";
    for (int i = 0; i < 4096; ++i) junk += static_cast<char>((i * 7919 + 13) % 256);
    const std::string path = write("junk.skb", junk);
    // Byte 0 of the junk is 13 (CR) inside the line: column 10.
    check_error(solve_json(path), 2, path + ":3:10: ", {"carriage return"});
  }
  SUBCASE("binary bytes in a comment are accepted: a comment may hold anything") {
    const std::string path = write("binary-comment.skb", kStd4 + "# \x01\x02\xff\xfe\x7f\x80 junk\nlook Ann Ben\n");
    const Run r = solve_json(path);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
  }
}

TEST_CASE("hostile: invalid UTF-8") {
  // Records are UTF-8 (names may hold Unicode letters); a byte that is not valid UTF-8 outside a
  // comment is named with its position, so invalid UTF-8 is never echoed back into a message.
  SUBCASE("a UTF-16 byte-order mark") {
    const std::string path = write("utf16.skb", "\xFF\xFEv\0a\0r\0"s);
    check_error(solve_json(path), 2, path + ":1:1: ", {"unexpected byte 0xFF"});
  }
  SUBCASE("a truncated sequence in a name") {
    const std::string path = write("truncated.skb", kStd4 + "vote Ann D\xC3n\n");
    check_error(solve_json(path), 2, path + ":3:11: ", {"unexpected byte 0xC3"});
  }
  SUBCASE("an overlong encoding inside a question") {
    const std::string path = write("overlong.skb", kStd4 + kLooks4 + "ask Ann Ben \"C1 \xC0\xBD 1\" yes\n");
    check_error(solve_json(path), 2, path + ":7:17: ", {"unexpected byte 0xC0"});
  }
  SUBCASE("an encoded surrogate (CESU-8) in a name") {
    const std::string path = write("surrogate.skb", kStd4 + "vote Ann \xED\xA0\x80\n");
    check_error(solve_json(path), 2, path + ":3:10: ", {"unexpected byte 0xED", "not UTF-8"});
  }
  SUBCASE("invalid UTF-8 in a comment is accepted") {
    const std::string path = write("utf8-comment.skb", kStd4 + "look Ann Ben # caf\xE9 \xED\xA0\x80\n");
    CHECK(solve_json(path).status == 0);
  }
}

// Regression (found by fuzz_record, fuzz/seven_knights/regressions/non-ascii-quoted-word-in-message.skb): a
// quoted word where none belongs was quoted back raw in the message, so bytes from inside the
// quotes (invalid UTF-8, or an escape sequence that clears the terminal) reached stderr.
TEST_CASE("hostile: bytes inside misplaced quotes are never echoed raw") {
  const std::string path = write("escape.skb", kStd4 + "look Ann Ben \"\x1b[2J\xac\" yes\n");
  check_error(solve_json(path), 2, path + ":3:14: ", {"unexpected '\\x1B[2J\\xAC' after the statement"});
  const Run r = solve_json(path);
  CHECK(r.err.find('\x1b') == std::string::npos);
  CHECK(r.err.find('\xac') == std::string::npos);
}

// Names of Unicode letters pass through to the reports: the JSON as UTF-8, the text report's
// table with its columns aligned (a name's width is its characters, not its bytes), and an error
// message quotes the name as written.
TEST_CASE("hostile: player names of Unicode letters") {
  const std::string record =
      "variant standard\nplayers Zoë Łukasz José Ann\nview Zoë\nlook Zoë Łukasz\nlook Łukasz José\n"
      "look José Ann\nlook Ann C1\ntile Zoë 2\ntile Łukasz 4\nask Zoë José \"Ann in {1..3}\" yes\n";
  const std::string path = write("unicode-names.skb", record);
  const Run json = solve_json(path);
  REQUIRE(json.status == 0);
  CHECK(json.out.find("\"Łukasz\"") != std::string::npos);
  const Run text = run({"solve", path});
  REQUIRE(text.status == 0);
  // The rows of the tile table: every row as wide as the header, counted in characters.
  auto characters = [](const std::string& s) {
    std::size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
  };
  std::istringstream lines(text.out);
  std::vector<std::string> rows;  // the header of the tile table and its rows
  bool in_table = false;
  for (std::string line; std::getline(lines, line);) {
    if (in_table && line.empty()) break;
    if (in_table) rows.push_back(line);
    in_table = in_table || line.starts_with("Where the tiles are");
  }
  REQUIRE(rows.size() == 6);  // the header, 4 seats and C1
  CHECK(rows[2].starts_with("  Łukasz "));
  for (const auto& row : rows) CHECK(characters(row) == characters(rows[0]));
  const std::string bad = write("unicode-typo.skb", record + "vote Zoe Ann\n");
  check_error(solve_json(bad), 2, bad + ":11:6: ", {"'Zoe' is not a player of this game: did you mean Zoë?"});
  // A contradiction quotes its statements as written, names and all.
  const std::string conflict = write("unicode-conflict.skb", record + "tile Łukasz 2\n");
  check_error(solve_json(conflict), 3, conflict + ":", {"tile Łukasz 2"});
}

TEST_CASE("hostile: mixed line endings read like LF") {
  // Some lines end in CR LF, some in LF, the last in nothing: the same answer as all LF.
  const std::string lf = read_file(kExamples / "json-output-example.skb");
  std::string mixed;
  int line = 0;
  for (char c : lf) {
    if (c == '\n' && ++line % 2 == 0)
      mixed += "\r\n";
    else
      mixed += c;
  }
  mixed.pop_back();  // no final newline (the last line ended in '\n' or "\r\n")
  if (mixed.back() == '\r') mixed.pop_back();
  const Run r = solve_json(write("mixed.skb", mixed));
  CHECK(r.status == 0);
  CHECK(skb::test::matches_golden(r.out, kExamples / "json-output-example.json"));
}

// =============================================================================================
// Sizes

TEST_CASE("hostile: a 1 MB line") {
  const std::string mb(1 << 20, 'B');
  SUBCASE("a 1 MB comment is a comment") {
    const Run r = solve_json(write("long-comment.skb", kStd4 + "# " + mb + "\nlook Ann Ben\n"));
    CHECK(r.status == 0);
  }
  SUBCASE("a 1 MB name: the message quotes its first 40 characters and its length") {
    const std::string path = write("long-name.skb", kStd4 + "look Ann " + mb + "\n");
    check_error(solve_json(path), 2,
                path + ":3:10: ", {"'" + std::string(40, 'B') + "... (1048576 characters)' is not a player"});
  }
  SUBCASE("a 1 MB statement keyword and a 1 MB number") {
    const std::string path = write("long-keyword.skb", kStd4 + mb + "\n");
    check_error(solve_json(path), 2, path + ":3:1: ", {"unknown statement", "(1048576 characters)"});
    const std::string number(1 << 20, '9');
    const std::string tile = write("long-number.skb", kStd4 + "tile Ann " + number + "\n");
    check_error(solve_json(tile), 2, tile + ":3:10: ", {"is not a tile", "(1048576 characters)"});
  }
  SUBCASE("a 1 MB question: 1 MB of 'C1 = 1 or ...' is read and solved") {
    std::string q = "C1 = 1";
    while (q.size() < (1u << 20)) q += " or C1 = 1";
    // Ben saw C1 and says C1 = 1: where Ben is on the Knights team (Ben, C1 not W), C1 = 1.
    const Run r = solve_json(write("long-question.skb", kStd4 + kLooks4 + "ask Ann Ben \"" + q + "\" yes\n"));
    REQUIRE(r.status == 0);
    // 4-player standard: 120 deals. Ruled out: Ben a Knight (Ben, C1 not W) and C1 != 1.
    // Ben not W and C1 not W: W on Ann, Cat or Dan (3 x 24 = 72 deals), C1 = 1 in 18 of them,
    // so 54 are ruled out: 66 remain.
    CHECK(skb::test::parse_report<Json>(r.out)["consistent_deals"] == 66);
  }
  SUBCASE("a 1 MB contradicting question is quoted in part") {
    std::string q = "C1 = W";
    while (q.size() < (1u << 20)) q += " or C1 = W";
    const std::string path =
        write("long-contradiction.skb",
              "variant unity\nplayers Ann Ben Cat Dan\nlook Ben C1\nask Ann Ben \"" + q + "\" yes\n");
    const Run r = solve_json(path);
    CHECK(r.status == 3);
    CHECK(contains(r.err, path + ":4:1:   ask Ann Ben \"C1 = W or C1 = W"));
    CHECK(contains(r.err, "... (" + std::to_string(13 + q.size() + 5) + " characters)"));
    CHECK(r.err.size() < 600);
  }
}

TEST_CASE("hostile: records larger than 16 MiB, and endless input, are refused before parsing") {
  // /dev/zero never ends; without a limit, reading it would fill the memory.
  check_error(solve_json("/dev/zero"), 2, "/dev/zero: ", {"larger than 16 MiB"});
  check_error(solve_json("-", {}, stdin_from("/dev/zero")), 2, "<stdin>: ", {"larger than 16 MiB"});
  // A file of exactly 16 MiB + 1 byte (a comment) is refused; 16 MiB is read.
  const std::string comment = kStd4 + "#" + std::string(skb::seven_knights::kMaxRecordBytes - kStd4.size() - 2, 'x') + "\n";
  REQUIRE(comment.size() == skb::seven_knights::kMaxRecordBytes);
  CHECK(solve_json(write("16mib.skb", comment)).status == 0);
  const std::string path = write("16mib-and-1.skb", comment + "\n");
  check_error(solve_json(path), 2, path + ": ", {"larger than 16 MiB"});
}

namespace {

// A lenient 8-player record with each of ten questions repeated `repeat` times (10 x repeat
// questions), the answers true in the deal Ann 1, Ben 2, ..., Gus 7, Hal W. The answerers are
// Ann, Ben, Cat and Dan, about their own tile and the one they inspected (Ann: Ben, Ben: Cat,
// Cat: Dan, Dan: Eve), so they are all on the Knights team when W is on Fay, Gus or Hal.
const std::vector<std::string> kTenQuestions{
    "ask Cat Ann \"Ben in {1..3}\" yes",  "ask Dan Ben \"Cat < 4\" yes",
    "ask Eve Cat \"Dan + 1 = 5\" yes",    "ask Fay Dan \"not (Eve = W) and Eve > 2\" yes",
    "ask Gus Ann \"Ann + Ben = 3\" yes",  "ask Hal Ben \"Ben < Cat\" yes",
    "ask Ann Cat \"Cat != 5\" yes",       "ask Ben Dan \"Dan = 4 or Eve = W\" yes",
    "ask Cat Ben \"Cat + Ben != 4\" yes", "ask Ann Dan \"Eve in {5..7}\" yes"};

std::string repeated_record(int repeat, const std::string& header = std8()) {
  std::string text = header;
  text.reserve(text.size() + static_cast<std::size_t>(repeat) * 10 * 40);
  for (int i = 0; i < repeat; ++i)
    for (const auto& q : kTenQuestions) text += q + "\n";
  return text;
}

}  // namespace

TEST_CASE("hostile: a 100,000-line lenient record finishes, in memory linear in its length") {
  // At lie rate 0 every answer is a hard constraint, and a repeated answer constrains nothing
  // new: the 100,000-question record must give exactly the output of the 10-question one.
  const std::string ten = write("ten.skb", repeated_record(1, std8("lie-rate 0\n")));
  const Run small = solve_json(ten);
  REQUIRE(small.status == 0);
  const std::string big_path = write("hundred-thousand.skb", repeated_record(kRepeat, std8("lie-rate 0\n")));
  const Run big = solve_json(big_path);
  REQUIRE(big.status == 0);
  CHECK(skb::test::without_run(big.out) == skb::test::without_run(small.out));  // but the file names
  MESSAGE((10 * kRepeat) << " questions at lie rate 0: " << big.seconds << " s, " << big.max_rss_kb / 1024 << " MB");

  // At lie rate 1/2 repetition matters: each answer from a Witch-team answerer halves a deal's
  // weight, so a deal in which any answerer is on the Witch team weighs at most 2^-kRepeat. The
  // posterior is therefore, to far below 1e-12, uniform over the deals where no answerer is on
  // the Witch team and all ten answers are true (the true deal is one). Counted deal by deal.
  const std::string half_path = write("hundred-thousand-half.skb", repeated_record(kRepeat));
  const Run half = solve_json(half_path);
  REQUIRE(half.status == 0);
  MESSAGE((10 * kRepeat) << " questions at lie rate 1/2: " << half.seconds << " s, " << half.max_rss_kb / 1024
                         << " MB");
  {
    const skb::seven_knights::Record rec = skb::seven_knights::read_record(repeated_record(1), "ten.skb");
    std::vector<std::vector<std::uint8_t>> survivors;
    for (const auto& deal : skb::seven_knights::reference::reference_deals(rec)) {
      const auto team = skb::seven_knights::reference::reference_witch_team(rec, deal);
      bool ok = true;
      for (const auto& q : rec.questions)
        ok = ok && !team[static_cast<std::size_t>(q.answerer)] && skb::seven_knights::reference::reference_evaluate(q.predicate, deal);
      if (ok) survivors.push_back(deal);
    }
    REQUIRE(!survivors.empty());
    const Json j = skb::test::parse_report<Json>(half.out);
    CHECK(j["deals"] == 40320);
    // Every deal where the answers are possible stays consistent, however small its weight.
    CHECK(j["consistent_deals"].get<std::size_t>() > survivors.size());
    for (int p = 0; p < 8; ++p) {
      for (int v = 0; v < 8; ++v) {
        double count = 0;
        for (const auto& d : survivors) count += d[static_cast<std::size_t>(p)] == v ? 1 : 0;
        const double expected = count / static_cast<double>(survivors.size());
        const double got = j["tiles"][rec.players[static_cast<std::size_t>(p)]][skb::seven_knights::value_name(v)].get<double>();
        CHECK_MESSAGE(std::abs(got - expected) <= 1e-12, rec.players[static_cast<std::size_t>(p)] << " " << v);
      }
    }
  }

  // Memory: the 10,000-question record, then the 100,000-question one. Once the solver
  // kept two 5 KB deal sets per question (about 1 GB here); now a question costs about 1 KB
  // of parsed record and nothing else. Checked in the normal build (sanitizers multiply memory).
  const Run tenk = solve_json(write("ten-thousand-half.skb", repeated_record(1000)));
  REQUIRE(tenk.status == 0);
  const double per_question_kb = static_cast<double>(half.max_rss_kb - tenk.max_rss_kb) / (10.0 * (kRepeat - 1000));
  MESSAGE("peak memory: 10,000 questions " << tenk.max_rss_kb / 1024 << " MB, " << 10 * kRepeat << " questions "
                                           << half.max_rss_kb / 1024 << " MB: " << per_question_kb
                                           << " KB per question");
  if (!kSanitized) {
    CHECK(half.max_rss_kb < 250 * 1024);
    CHECK(per_question_kb < 2.0);
  }
}

TEST_CASE("hostile: a contradiction at the end of a 100,000-line record is explained in bounded memory") {
  // Two tile facts that cannot both hold, after 100,000 questions: more supports than the
  // 64 MB kept in memory, so the others are recomputed while the conflict is searched.
  const std::string path =
      write("hundred-thousand-contradiction.skb", repeated_record(kRepeat) + "tile Ann 1\ntile Ben 1\n");
  const Run r = solve_json(path);
  INFO(r.err.substr(0, 3000));
  CHECK(r.status == 3);
  CHECK(r.out.empty());
  // The tile facts follow the 11 header lines and the 10 x kRepeat questions.
  CHECK(contains(r.err, path + ":" + std::to_string(11 + 10 * kRepeat + 1) + ":1:   tile Ann 1"));
  CHECK(contains(r.err, path + ":" + std::to_string(11 + 10 * kRepeat + 2) + ":1:   tile Ben 1"));
  CHECK(contains(r.err, "remove any one of them and some deal fits"));
  MESSAGE("contradiction after " << 10 * kRepeat << " questions: " << r.seconds << " s, " << r.max_rss_kb / 1024
                                 << " MB");
  if (!kSanitized) CHECK(r.max_rss_kb < 400 * 1024);
}

// =============================================================================================
// Predicates

TEST_CASE("hostile: predicates nested 10,000 deep are a clear error, never a stack overflow") {
  const std::string base = kStd4 + kLooks4 + "ask Ann Ben \"";  // the question starts at column 14
  for (const auto& entry :
       std::vector<std::tuple<std::string, std::string, std::string>>{{"parentheses", "(", ")"},
                                                                      {"not", "not ", ""},
                                                                      {"not-parentheses", "not (", ")"},
                                                                      {"or-parentheses", "C1 = 2 or (", ")"}}) {
    const auto& name = std::get<0>(entry);
    const auto& open = std::get<1>(entry);
    const auto& close = std::get<2>(entry);
    CAPTURE(name);
    std::string q;
    for (int i = 0; i < 10000; ++i) q += open;
    q += "C1 = 1";
    for (int i = 0; i < 10000; ++i) q += close;
    const std::string path = write("deep-" + name + ".skb", base + q + "\" yes\n");
    // The 201st level opens at column 14 + 200 x (length of one opening), or where its '('
    // sits in it; "not (" opens two levels, so the 201st is the 101st 'not'.
    const int column = name == "not-parentheses"  ? 14 + 100 * 5
                       : name == "or-parentheses" ? 14 + 200 * 11 + 10
                                                  : 14 + 200 * static_cast<int>(open.size());
    check_error(solve_json(path), 2, path + ":7:" + std::to_string(column) + ": ",
                {"nested too deeply", "more than 200 levels"});
  }
  // 200 levels are fine, and a flat chain of 10,000 'and's has no depth at all.
  std::string q200 = std::string(200, '(') + "C1 = 1" + std::string(200, ')');
  CHECK(solve_json(write("deep-200.skb", base + q200 + "\" yes\n")).status == 0);
  std::string chain = "C1 in {1..4,W}";
  for (int i = 0; i < 10000; ++i) chain += " and not C1 = 9";
  CHECK(solve_json(write("long-and.skb", base + chain + "\" yes\n")).status == 0);
  // Sums of 10,000 terms: one position named 10,000 times has one value per deal, compared with
  // 1,000 numbers 40 (each number is at most 99, a sum of them is not bounded).
  std::string sum = "C1", forty = "40";
  for (int i = 0; i < 9999; ++i) sum += " + C1";
  for (int i = 0; i < 999; ++i) forty += "+40";
  const Run r = solve_json(write("long-sum.skb", base + sum + " = " + forty + "\" yes\n"));
  REQUIRE(r.status == 0);
  // 10,000 x C1 = 40,000 iff C1 = 4; Ben (who saw C1) is on the Knights team unless Ben or C1
  // holds W: as in the 1 MB question above, 72 Knights deals of which 18 have C1 = 4, plus the
  // 48 Witch-team deals: 66.
  CHECK(skb::test::parse_report<Json>(r.out)["consistent_deals"] == 66);
}

// =============================================================================================
// Numbers

TEST_CASE("hostile: numbers far out of range") {
  const std::string base = kStd4 + kLooks4;
  const std::string twenty(20, '9');  // more than any 64-bit integer
  struct Case {
    std::string name, line;
    int column;
    std::string words;
  };
  for (const Case& c : std::vector<Case>{
           {"tile", "tile Ann " + twenty, 10, "is not a tile"},
           {"sum", "ask Ann Ben \"C1 + " + twenty + " > 3\" yes", 19,
            twenty + " is out of range: numbers in a question"},
           {"compare", "ask Ann Ben \"C1 < " + twenty + "\" yes", 19, "is out of range"},
           {"set", "ask Ann Ben \"C1 in {" + twenty + "}\" yes", 21, "is not a tile: numbers in a set are 1 to 7"},
           {"range", "ask Ann Ben \"C1 in {1.." + twenty + "}\" yes", 24, "is not a tile"},
       }) {
    CAPTURE(c.name);
    const std::string path = write("number-" + c.name + ".skb", base + c.line + "\n");
    check_error(solve_json(path), 2, path + ":7:" + std::to_string(c.column) + ": ", {c.words});
  }
  // A lie rate with 1,000 digits is still a plain decimal between 0 and 1: 0.333... reads as
  // the double nearest to it.
  const std::string third = "0." + std::string(1000, '3');
  const Run r = solve_json(write("lie-rate-digits.skb", kStd4 + "lie-rate " + third + "\n"));
  REQUIRE(r.status == 0);
  CHECK(skb::test::parse_report<Json>(r.out)["lie_rate"].get<double>() == 1.0 / 3.0);
  const std::string path = write("lie-rate-big.skb", kStd4 + "lie-rate " + twenty + "\n");
  check_error(solve_json(path), 2, path + ":3:10: ", {"is not a lie rate"});
}

TEST_CASE("hostile: --lie-rate -1, inf, 1e999 and --top beyond any integer") {
  const std::string example = (kExamples / "json-output-example.skb").string();
  check_error(solve_json(example, {"--lie-rate", "-1"}), 2, "skb: error: solve: ", {"--lie-rate -1"});
  check_error(solve_json(example, {"--lie-rate", "inf"}), 2, "skb: error: solve: ", {"--lie-rate inf", "not a number"});
  check_error(solve_json(example, {"--lie-rate", "1e999"}), 2,
              "skb: error: solve: ", {"--lie-rate 1e999", "between 0 and 1"});
  // A rate is read as the nearest double, and says so in the output: 1e-400 is 0.
  const Run tiny = solve_json(example, {"--lie-rate", "1e-400"});
  REQUIRE(tiny.status == 0);
  CHECK(skb::test::parse_report<Json>(tiny.out)["lie_rate"].get<double>() == 0.0);
  // --top larger than any arrangement count lists them all (13 here), even past 2^64.
  for (const std::string top : {"18446744073709551615", "18446744073709551616", "99999999999999999999999999"}) {
    CAPTURE(top);
    const Run r = solve_json(example, {"--top", top});
    REQUIRE(r.status == 0);
    CHECK(skb::test::parse_report<Json>(r.out)["arrangements"].size() == 13);
  }
}

// =============================================================================================
// Names and statements

TEST_CASE("hostile: keywords where names belong") {
  const std::string base = kStd4 + kLooks4;
  struct Case {
    std::string name, line;
    int column;
    std::string words;
  };
  for (const Case& c : std::vector<Case>{
           {"look-at-in", "look Ann in", 10, "'in' is not a player"},
           {"vote-yes-no", "vote yes no", 6, "'yes' is not a player"},
           {"answerer-W", "ask Ann W \"C1 = 1\" yes", 9, "'W' is not a player"},
           {"captain-captain", "captain captain", 9, "'captain' is not a player"},
           {"question-about-not", "ask Ann Ben \"not = 1\" yes", 18, "expected a position"},
           {"question-about-ask", "ask Ann Ben \"ask = 1\" yes", 14, "'ask' is not a player or a center slot"},
           {"tile-on-C5", "tile C5 1", 6, "'C5' is not a player"},
       }) {
    CAPTURE(c.name);
    const std::string path = write("keyword-" + c.name + ".skb", base + c.line + "\n");
    check_error(solve_json(path), 2, path + ":7:" + std::to_string(c.column) + ": ", {c.words});
  }
  // Players named after variants, statements and the halves of 'lie-rate' are players.
  const std::string names =
      "variant standard\nplayers standard groping lie rate\nlook standard groping\nlook lie rate\n"
      "ask rate standard \"groping + 1 > 2\" yes\nvote lie standard\n";
  CHECK(solve_json(write("keyword-names.skb", names)).status == 0);
}

TEST_CASE("hostile: thousands of duplicate statements") {
  // 5,000 identical tile facts are one fact; 5,000 identical questions under lenient rules are
  // 5,000 answers (each weighs the deal again). Neither is an error.
  std::string tiles = kStd4 + kLooks4;
  for (int i = 0; i < 5000; ++i) tiles += "tile Ann 3\n";
  const Run t = solve_json(write("dup-tiles.skb", tiles));
  REQUIRE(t.status == 0);
  CHECK(skb::test::parse_report<Json>(t.out)["consistent_deals"] == 24);  // Ann = 3: 4! deals
  std::string asks = kStd4 + "rules lenient\n" + kLooks4;
  for (int i = 0; i < 5000; ++i) asks += "ask Ann Ben \"C1 = 1\" yes\n";
  const Run a = solve_json(write("dup-asks.skb", asks));
  REQUIRE(a.status == 0);
  // Ben on the Knights team: C1 = 1 (18 deals: W on Ann, Cat or Dan, 3 x 6) weigh 1. Ben on
  // the Witch team (Ben or C1 holds W, 48 deals) weigh 2^-5000: nothing, in doubles.
  const Json j = skb::test::parse_report<Json>(a.out);
  CHECK(j["consistent_deals"] == 66);
  CHECK(j["tiles"]["C1"]["1"] == 1.0);
  // And a contradictory pair hidden among 5,000 duplicates is found and named.
  const std::string path = write("dup-contradiction.skb", tiles + "tile Ann 2\n");
  const Run c = solve_json(path);
  CHECK(c.status == 3);
  CHECK(contains(c.err, path + ":5007:1:   tile Ann 2"));
}

// =============================================================================================
// Files and output

TEST_CASE("hostile: a dangling link, a directory on standard input, a file name with a newline") {
  const fs::path link = scratch() / "dangling.skb";
  fs::create_symlink(scratch() / "nowhere.skb", link);
  check_error(solve_json(link.string()), 2, link.string() + ": ", {"cannot open the record", "No such file"});
  check_error(solve_json("-", {}, stdin_from(scratch().string())), 2,
              "<stdin>: ", {"standard input is a folder, not a record"});
  const std::string odd = write("two\nlines.skb", kStd4 + "lok Ann Ben\n");
  const Run r = solve_json(odd);
  CHECK(r.status == 2);
  // The line break in the name is escaped: a message never sends a control byte to the terminal.
  CHECK(contains(r.err, "two\\x0Alines.skb:3:1: unknown statement"));
}

TEST_CASE("hostile: output into a closed pipe exits quietly; a full disk is an error") {
  // skb solve big.skb --json | head -c 10: 8-player standard with no evidence lists all 40,320
  // arrangements (about 4 MB of JSON); the reader leaves after 10 bytes.
  const std::string big = write("big.skb", "variant standard\nplayers A B C D E F G H\n");
  const Run r = solve_json(big, {"--top", "100000"}, stdout_to("pipe:10"));
  CHECK(r.out == "{\n  \"varia");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  const Run t = run({"solve", big, "--top", "100000"}, stdout_to("pipe:10"));
  CHECK(t.status == 0);
  CHECK(t.err.empty());
  // /dev/full: every write fails with "No space left on device". The report is lost, so skb
  // must not exit 0 as if it had been printed.
  const Run full = solve_json(big, {}, stdout_to("/dev/full"));
  CHECK(full.status == 2);
  CHECK(contains(full.err, "skb: cannot write the output: No space left on device"));
}
