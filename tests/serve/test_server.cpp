// Tests for cli/serve/server.h on loopback: a server on a free port of 127.0.0.1, requests made
// with cpp-httplib's client, each answered as the API (api.h) answers it, one log line each, and
// a clean stop.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <sstream>
#include <string>
#include <thread>

#include <httplib.h>
#include <nlohmann/json.hpp>

#include "cli/serve/api.h"
#include "cli/serve/server.h"
#include "solver/mutiny/record_reader.h"
#include "tests/support/files.h"
#include "tests/support/lines.h"
#include "tests/support/report_json.h"

namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("loopback: solve over HTTP answers the API's JSON; bad requests refused; stops cleanly") {
  REQUIRE(skb::cli::serve::server_available());
  std::ostringstream log;
  skb::cli::serve::ServerSettings settings;
  settings.port = 0;  // any free port
  settings.running = 2;
  skb::cli::serve::Server server(settings, log);
  const int port = server.port();
  REQUIRE(port > 0);
  std::thread serving([&] { server.run(); });

  const std::string record = skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) /
                                                  "examples/mutiny/chaplain-report-spectator.mutiny");
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(60, 0);
  // The client connects before the server's loop may have started: the socket is bound and
  // listening already (the constructor did it), so the connection waits in the backlog.
  const httplib::Result solved = client.Post("/api/mutiny/solve", record, "text/plain");
  REQUIRE(solved);
  CHECK(solved->status == 200);
  CHECK(solved->get_header_value("Content-Type") == "application/json; charset=utf-8");
  const skb::cli::serve::Response direct = skb::cli::serve::handle(
      {"POST", "/api/mutiny/solve", {{"Host", "127.0.0.1:" + std::to_string(port)}}, record}, {{"127.0.0.1"}, port});
  CHECK(skb::test::parse_report(solved->body) == skb::test::parse_report(direct.body));

  const httplib::Result get = client.Get("/api/mutiny/solve");
  REQUIRE(get);
  CHECK(get->status == 405);
  const httplib::Result bad = client.Post("/api/nyet/solve", "this is not a record", "text/plain");
  REQUIRE(bad);
  CHECK(bad->status == 400);
  CHECK(nlohmann::json::parse(bad->body)["message"].get<std::string>().starts_with("record:1:1: "));
  const httplib::Result big =
      client.Post("/api/mutiny/solve", std::string(skb::mutiny::kMaxRecordBytes + 1, '#'), "text/plain");
  REQUIRE(big);
  CHECK(big->status == 413);
  const httplib::Result foreign = client.Post("/api/mutiny/solve", {{"Host", "evil.example:80"}}, record, "text/plain");
  REQUIRE(foreign);
  CHECK(foreign->status == 403);
  const httplib::Result cross = client.Post("/api/mutiny/solve", {{"Origin", "http://evil.example"}}, record, "text/plain");
  REQUIRE(cross);
  CHECK(cross->status == 403);

  server.stop();
  serving.join();
  // One line per request: client, method, path, status.
  const std::vector<std::string> lines = skb::test::split_lines(log.str());
  REQUIRE(lines.size() == 6);
  CHECK(lines[0].starts_with("127.0.0.1 POST /api/mutiny/solve 200 "));
  CHECK(contains(lines[1], " GET /api/mutiny/solve 405 "));
  CHECK(contains(lines[2], " POST /api/nyet/solve 400 "));
  CHECK(contains(lines[3], " 413 "));
  CHECK(contains(lines[4], " 403 "));
  CHECK(contains(lines[5], " 403 "));
}

TEST_CASE("loopback: an address that cannot be listened on is a command-line error") {
  std::ostringstream log;
  skb::cli::serve::ServerSettings settings;
  settings.port = 0;
  skb::cli::serve::Server first(settings, log);
  settings.port = first.port();  // taken
  CHECK_THROWS_WITH_AS(skb::cli::serve::Server(settings, log),
                       doctest::Contains("cannot listen on 127.0.0.1:"), std::runtime_error);
  settings.bind = "203.0.113.7";  // TEST-NET-3: not an address of this machine
  settings.port = 0;
  CHECK_THROWS_AS(skb::cli::serve::Server(settings, log), std::runtime_error);
}

TEST_CASE("loopback: advice has its own gate, and a page's newer advice stops its older one") {
  // One request at a time for quick work, one for advice (running 2: advice gets 2 - 1). Ann's
  // 4-player record cut before the first trick makes advice that takes half a minute (64 deals
  // played out); while it runs, a solve is answered at once, and a second advice request of the
  // same session stops it: it answers 503 with the note saying why.
  std::ostringstream log;
  skb::cli::serve::ServerSettings settings;
  settings.port = 0;
  settings.running = 2;
  skb::cli::serve::Server server(settings, log);
  const int port = server.port();
  std::thread serving([&] { server.run(); });
  const std::string whole =
      skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) / "examples/nyet/ann-mid-round-4p.nyet");
  const std::string slow = whole.substr(0, whole.find("\ntrick ") + 1);

  int first_status = 0;
  std::string first_note;
  std::thread advising([&] {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(120, 0);
    if (const httplib::Result r = c.Post("/api/nyet/advise", {{"X-Skb-Session", "page-1"}}, slow, "text/plain")) {
      first_status = r->status;
      first_note = r->get_header_value("X-Skb-Note");
    }
  });
  // Let the slow advice reach the server first (it is then worked on for half a minute; a connection
  // on loopback takes well under a millisecond, two seconds leave room for a loaded machine).
  std::this_thread::sleep_for(std::chrono::seconds(2));
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(120, 0);
  const auto start = std::chrono::steady_clock::now();
  const httplib::Result solved = client.Post("/api/nyet/solve", whole, "text/plain");
  const double solve_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  REQUIRE(solved);
  CHECK(solved->status == 200);
  CHECK(solve_seconds < 10.0);  // not behind the half-minute advice
  const httplib::Result second = client.Post("/api/nyet/advise", {{"X-Skb-Session", "page-1"}}, whole, "text/plain");
  advising.join();
  CHECK(first_status == 503);
  CHECK(contains(first_note, "a newer advice request of the same page"));
  REQUIRE(second);
  CHECK(second->status == 200);
  server.stop();
  serving.join();
}
