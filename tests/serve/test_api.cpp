// Tests for cli/serve/api.h: the API of `skb serve` answers exactly what the command line prints.
//
// Every bundled example of every game is sent to /api/GAME/solve (and every advise example to
// /api/GAME/advise), and the answer is compared with `skb ... --json FILE` run on the same file:
// the same JSON but for the provenance (the command recorded, the time taken), or, for a record
// the command refuses, the same exit status (as the HTTP status of http_status) and the same
// message with the record's file named "record". Then what a server must refuse before any
// work: bodies over the game's limit (413), requests whose Host or Origin is not the server's
// (403: a page elsewhere must not reach the API through a DNS name pointing at 127.0.0.1), other
// methods (405) and pages (404).
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/games.h"
#include "cli/serve/api.h"
#include "cli/tables/built_in_tables.h"
#include "solver/mutiny/record_reader.h"
#include "solver/seven_knights/record_reader.h"
#include "tests/mutiny/four_seats.h"
#include "tests/support/files.h"
#include "tests/support/report_json.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

namespace {

// The tables skb carries (Mutiny's equilibria and values, Seven Knights' image), installed as
// skb installs them before any command.
[[maybe_unused]] const bool kTablesInstalled = (skb::cli::install_built_in_tables(), true);

using skb::cli::serve::Request;
using skb::cli::serve::Response;
using skb::cli::serve::Site;

const Site kSite{{"127.0.0.1", "localhost"}, 8765};

Request post(const std::string& path, std::string body, std::string host = "127.0.0.1:8765") {
  return {"POST", path, {{"Host", std::move(host)}, {"Content-Type", "text/plain"}}, std::move(body)};
}

// The command line of `command` on `file`: {"mutiny", "solve", "--json", file}.
std::vector<std::string> cli_args(const std::string& game, const std::string& command, const std::string& file) {
  std::vector<std::string> args;
  if (game != "seven-knights") args.push_back(game);
  args.insert(args.end(), {command, "--json", file});
  return args;
}

// Returns `text` with every `from` replaced by `to`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// Checks that the API answers `file` as `skb GAME COMMAND --json file` does.
void check_same_as_cli(const std::string& game, const std::string& command, const std::filesystem::path& file) {
  CAPTURE(file);
  const std::string record = skb::test::read_file(file);
  const Response api = skb::cli::serve::handle(post("/api/" + game + "/" + command, record), kSite);
  const skb::test::ProcessResult cli = skb::test::run_process(SKB_BINARY, cli_args(game, command, file.string()));
  CHECK(api.status == skb::cli::serve::http_status(cli.status));
  CHECK(api.content_type == "application/json; charset=utf-8");
  if (cli.status == 0) {
    // The reports that name the record name it "record" (JSON escapes nothing in these paths).
    CHECK(skb::test::parse_report(api.body) == skb::test::parse_report(replaced(cli.out, file.string(), "record")));
    return;
  }
  const nlohmann::json error = nlohmann::json::parse(api.body);
  CHECK(error["exit_status"] == cli.status);
  CHECK(error["message"].get<std::string>() + "\n" == replaced(cli.err, file.string(), "record"));
}

// The examples of `folder` (examples/FOLDER/, and its subfolders `more`) with `extension`.
std::vector<std::filesystem::path> examples(const std::string& folder, const std::string& extension,
                                            const std::vector<std::string>& more = {}) {
  const std::filesystem::path root = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / folder;
  std::vector<std::filesystem::path> out = skb::test::files_in(root, extension);
  for (const std::string& sub : more)
    for (const auto& f : skb::test::files_in(root / sub, extension)) out.push_back(f);
  REQUIRE(!out.empty());
  return out;
}

}  // namespace

TEST_CASE("solve: every bundled example of every game answers the CLI's --json") {
  for (const auto& f : examples("seven_knights", ".skb", {"advise"})) check_same_as_cli("seven-knights", "solve", f);
  for (const auto& f : examples("mutiny", ".mutiny", {"advise"})) check_same_as_cli("mutiny", "solve", f);
  for (const auto& f : examples("hats", ".hats", {"advise", "model"})) check_same_as_cli("hats", "solve", f);
  for (const auto& f : examples("nyet", ".nyet")) check_same_as_cli("nyet", "solve", f);
}

TEST_CASE("advise: every bundled advise example answers the CLI's --json") {
  for (const auto& f : examples("seven_knights", ".skb", {"advise"})) check_same_as_cli("seven-knights", "advise", f);
  for (const auto& f : examples("mutiny", ".mutiny", {"advise"})) check_same_as_cli("mutiny", "advise", f);
  // Races of 100,000 playouts, and advice over many deals: not under the sanitizers.
  if (skb::test::kSanitized) return;
  for (const auto& f : examples("hats/advise", ".hats")) check_same_as_cli("hats", "advise", f);
  for (const auto& f : examples("nyet", ".nyet")) check_same_as_cli("nyet", "advise", f);
}

TEST_CASE("legal: every bundled example of Seven Knights and Mutiny answers the CLI's --json") {
  for (const auto& f : examples("seven_knights", ".skb", {"advise"})) check_same_as_cli("seven-knights", "legal", f);
  for (const auto& f : examples("mutiny", ".mutiny", {"advise"})) check_same_as_cli("mutiny", "legal", f);
  // A record the rules refuse: 400 with the reader's message, at its line and column.
  const Response bad = skb::cli::serve::handle(post("/api/mutiny/legal", skb::mutiny::testing::kFourSeats + "search Ann Ann\n"), kSite);
  CHECK(bad.status == 400);
  const nlohmann::json error = nlohmann::json::parse(bad.body);
  CHECK(error["exit_status"] == 2);
  CHECK(error["line"] == 6);
  const Response sk = skb::cli::serve::handle(post("/api/seven-knights/legal", "variant standard\nplayers Ann Ben Cat Dan\nlook Ann Ann\n"), kSite);
  CHECK(sk.status == 400);
  CHECK(nlohmann::json::parse(sk.body)["line"] == 3);
  // The answer the page reads: finished, and one action a line.
  const Response header = skb::cli::serve::handle(post("/api/mutiny/legal", skb::mutiny::testing::kFourSeats), kSite);
  CHECK(header.status == 200);
  const nlohmann::json legal = nlohmann::json::parse(header.body);
  CHECK(legal["record"] == "record");
  CHECK(legal["finished"] == false);
  CHECK(legal["actions"].size() == 15);  // worked in tests/mutiny/test_legal_lines.cpp
  CHECK(legal["actions"][0] == nlohmann::json::parse(
                                   R"({"group": "Ann searches", "label": "nobody", "line": "search Ann nobody", "replace_line": null})"));
}

TEST_CASE("legal: every bundled example of the hat game and Nyet! answers the CLI's --json") {
  for (const auto& f : examples("hats", ".hats", {"advise", "model"})) check_same_as_cli("hats", "legal", f);
  for (const auto& f : examples("nyet", ".nyet")) check_same_as_cli("nyet", "legal", f);
}

TEST_CASE("a bad record: 400 with the command's message, naming the record's line and column") {
  const skb::test::ScratchDir dir("serve_api", "bad_record");
  const std::string text = skb::mutiny::testing::kFourSeats + "serch Ann Cat\n";
  const Response api = skb::cli::serve::handle(post("/api/mutiny/solve", text), kSite);
  CHECK(api.status == 400);
  const nlohmann::json error = nlohmann::json::parse(api.body);
  CHECK(error["exit_status"] == 2);
  CHECK(error["line"] == 6);  // kFourSeats is five lines
  CHECK(error["column"] == 1);
  const std::string path = dir.write("bad.mutiny", text);
  const skb::test::ProcessResult cli = skb::test::run_process(SKB_BINARY, {"mutiny", "solve", path});
  CHECK(cli.status == 2);
  CHECK(error["message"].get<std::string>() + "\n" == replaced(cli.err, path, "record"));
  CHECK(error["message"].get<std::string>().starts_with("record:6:1: unknown statement 'serch'"));
  // Not a record at all: the same, at line 1.
  const Response junk = skb::cli::serve::handle(post("/api/seven-knights/solve", "\x01\x02 nonsense"), kSite);
  CHECK(junk.status == 400);
  CHECK(nlohmann::json::parse(junk.body)["line"] == 1);
}

TEST_CASE("a contradiction: 422, exit status 3, the conflicting statements") {
  // The mutiny CLI suite's contradiction: Cat, not the Mutineer, is reported as the Mutineer by
  // Ann, who searched Cat's cabin, with lies ruled out (lie-rate 0).
  const std::string text = skb::mutiny::testing::kFourSeats +
                           "view Cat\nlie-rate 0\nno-confession Cat\nnot-mutineer Cat\nsearch Ann Cat\n"
                           "report Ann Cat mutineer\n";
  const Response api = skb::cli::serve::handle(post("/api/mutiny/solve", text), kSite);
  CHECK(api.status == 422);
  const nlohmann::json error = nlohmann::json::parse(api.body);
  CHECK(error["exit_status"] == 3);
  CHECK(error["line"] == 9);
  CHECK(error["message"].get<std::string>().starts_with("record:9:1: contradiction: no world satisfies this record."));
}

TEST_CASE("a body over the game's record limit is refused (413) before it is read") {
  // One byte over: refused whatever it holds. At the limit: read (and here refused as a record).
  const std::string over(skb::mutiny::kMaxRecordBytes + 1, '#');
  const Response big = skb::cli::serve::handle(post("/api/mutiny/solve", over), kSite);
  CHECK(big.status == 413);
  CHECK(nlohmann::json::parse(big.body)["exit_status"] == 2);
  const Response at = skb::cli::serve::handle(post("/api/mutiny/solve", over.substr(1)), kSite);
  CHECK(at.status == 400);
  // Seven Knights' limit is its own (16 MiB), not Mutiny's.
  CHECK(skb::cli::serve::body_limit("seven-knights") == skb::seven_knights::kMaxRecordBytes);
  CHECK(skb::cli::serve::body_limit("mutiny") == skb::mutiny::kMaxRecordBytes);
  CHECK(skb::cli::serve::body_limit("chess") == 0);
}

TEST_CASE("Host and Origin must name this server: anything else is refused (403)") {
  const std::string record = skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) /
                                                  "examples/mutiny/chaplain-report-spectator.mutiny");
  const auto status = [&](Request r) { return skb::cli::serve::handle(r, kSite).status; };
  CHECK(status(post("/api/mutiny/solve", record)) == 200);
  CHECK(status(post("/api/mutiny/solve", record, "localhost:8765")) == 200);
  for (const char* host : {"evil.example:8765", "127.0.0.1:8766", "127.0.0.1", "localhost", "", "127.0.0.1:8765x"}) {
    CAPTURE(host);
    CHECK(status(post("/api/mutiny/solve", record, host)) == 403);
  }
  Request no_host{"POST", "/api/mutiny/solve", {}, record};
  CHECK(status(no_host) == 403);
  for (const char* origin : {"http://127.0.0.1:8765", "http://localhost:8765"}) {
    Request r = post("/api/mutiny/solve", record);
    r.headers.emplace_back("oRiGiN", origin);
    CHECK(status(r) == 200);
  }
  for (const char* origin : {"http://evil.example", "http://evil.example:8765", "null", "https://127.0.0.1:8765",
                             "http://127.0.0.1:8765.evil.example"}) {
    CAPTURE(origin);
    Request r = post("/api/mutiny/solve", record);
    r.headers.emplace_back("Origin", origin);
    CHECK(status(r) == 403);
  }
  // A server bound elsewhere (--bind) answers to that address too.
  const Site lan{{"127.0.0.1", "localhost", "192.168.1.5"}, 8765};
  CHECK(skb::cli::serve::handle(post("/api/mutiny/solve", record, "192.168.1.5:8765"), lan).status == 200);
}

TEST_CASE("other pages are 404, other methods 405, all as JSON errors") {
  const Response page = skb::cli::serve::handle(post("/api/chess/solve", ""), kSite);
  CHECK(page.status == 404);
  CHECK(nlohmann::json::parse(page.body)["message"].get<std::string>().starts_with("skb serve: no such page"));
  CHECK(skb::cli::serve::handle(post("/", ""), kSite).status == 405);  // a page (test_pages.cpp): GET only
  CHECK(skb::cli::serve::handle(post("/api/mutiny/simulate", ""), kSite).status == 404);
  Request get = post("/api/mutiny/solve", "");
  get.method = "GET";
  CHECK(skb::cli::serve::handle(get, kSite).status == 405);
}

TEST_CASE("every game of `skb games` is served: solve and advise answer (not 404) for each") {
  for (const skb::cli::Game& game : skb::cli::games()) {
    CAPTURE(game.name);
    CHECK(skb::cli::serve::body_limit(game.name) > 0);
    for (const char* command : {"solve", "advise"}) {
      const Response r = skb::cli::serve::handle(post(fmt::format("/api/{}/{}", game.name, command), ""), kSite);
      CHECK(r.status == 400);  // an empty record: read, and refused as a record
    }
  }
}

TEST_CASE("http_status: each exit status's HTTP status") {
  using skb::cli::serve::http_status;
  CHECK(http_status(0) == 200);
  CHECK(http_status(2) == 400);
  CHECK(http_status(3) == 422);
  CHECK(http_status(4) == 503);
  CHECK(http_status(130) == 503);
  CHECK(http_status(1) == 500);
}
