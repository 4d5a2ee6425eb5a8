// The load test of `skb serve` on loopback: 200 clients at once, each posting a bundled Mutiny
// record to /api/mutiny/solve, twice over. With the default gate (one request per core solving,
// 256 waiting), every client is answered 200 with the same JSON the API gives in-process: none is
// refused, none fails. Memory stays flat: the server's resident memory after the second wave is
// within 16 MB of what it was after the first (the first wave makes the threads and the caches; a
// leak of each request's record and answer would grow with every wave; 16 MB leaves room for the
// allocator's own bookkeeping). Under the
// sanitizers, whose allocator keeps freed memory in quarantine, memory is not checked.
#include <doctest/doctest.h>

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <httplib.h>

#include "cli/serve/api.h"
#include "cli/serve/server.h"
#include "cli/tables/built_in_tables.h"
#include "tests/support/files.h"
#include "tests/support/report_json.h"
#include "tests/support/sanitized.h"

namespace {

[[maybe_unused]] const bool kTablesInstalled = (skb::cli::install_built_in_tables(), true);

// Returns this process's resident memory in bytes (/proc/self/statm's second field, in pages).
long resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  long size = 0;
  long resident = 0;
  statm >> size >> resident;
  return resident * sysconf(_SC_PAGESIZE);
}

// Sends `clients` requests at once (one thread each, released together) and returns how many were
// answered 200 with a body equal to `expected`.
int wave(int port, int clients, const std::string& record, const std::string& expected) {
  std::atomic<bool> go{false};
  std::atomic<int> good{0};
  std::vector<std::thread> threads;
  threads.reserve(static_cast<std::size_t>(clients));
  for (int i = 0; i < clients; ++i)
    threads.emplace_back([&] {
      httplib::Client client("127.0.0.1", port);
      client.set_connection_timeout(30, 0);
      client.set_read_timeout(120, 0);
      while (!go) std::this_thread::yield();
      const httplib::Result r = client.Post("/api/mutiny/solve", record, "text/plain");
      if (r && r->status == 200 && skb::test::parse_report(r->body) == skb::test::parse_report(expected)) ++good;
      else if (r) MESSAGE("status ", r->status, " ", r->body.substr(0, 100));
      else MESSAGE("error ", httplib::to_string(r.error()));
    });
  go = true;
  for (std::thread& t : threads) t.join();
  return good;
}

}  // namespace

TEST_CASE("load: 200 clients at once are all answered, twice, and memory stays flat") {
  std::ostringstream log;
  skb::cli::serve::ServerSettings settings;  // the defaults of skb serve but for the port
  settings.port = 0;
  settings.running = std::max(1U, std::thread::hardware_concurrency());
  skb::cli::serve::Server server(settings, log);
  const int port = server.port();
  std::thread serving([&] { server.run(); });

  const std::string record = skb::test::read_file(std::filesystem::path(SKB_SOURCE_DIR) /
                                                  "examples/mutiny/chaplain-report-spectator.mutiny");
  const std::string expected =
      skb::cli::serve::handle({"POST", "/api/mutiny/solve", {{"Host", "127.0.0.1:" + std::to_string(port)}}, record},
                              {{"127.0.0.1"}, port})
          .body;
  constexpr int kClients = 200;
  const auto start = std::chrono::steady_clock::now();
  CHECK(wave(port, kClients, record, expected) == kClients);
  const long after_first = resident_bytes();
  CHECK(wave(port, kClients, record, expected) == kClients);
  const long after_second = resident_bytes();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  MESSAGE("2 x ", kClients, " clients in ", seconds, " s; resident memory ", after_first / 1048576, " MB, then ",
          after_second / 1048576, " MB");
  if (!skb::test::kSanitized) CHECK(after_second - after_first < 16L * 1024 * 1024);
  server.stop();
  serving.join();
}
