// The HTTP server of `skb serve`: listens on an address, hands every request to the API
// (api.h) once the gate (gate.h) gives it a turn, answers 503 when the gate is full, gives each
// request a time budget (budget.h), and writes one log line per request. Built on cpp-httplib
// (Debian's libcpp-httplib-dev), which only this file's implementation sees. Debian ships that
// library as a shared library only, so a statically linked skb (SKB_STATIC, the default) has no
// server of its own: its `skb serve` runs `skb-serve`, the same program linked dynamically and
// built beside it (serve_beside, server_absent.cpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

namespace skb::cli::serve {

struct ServerSettings {
  std::string bind = "127.0.0.1";  // the address to listen on
  int port = 8765;                 // 0: any free port (port() says which)
  std::size_t running = 2;         // requests solved at once
  std::size_t waiting = 256;       // requests waiting for their turn; more are answered 503
  std::chrono::milliseconds budget{30000};  // the time a request may take before it is stopped
};

// Returns whether this skb was built with the HTTP server.
bool server_available();

// In a skb without a server (a static one): replaces this process by the program `skb-serve` in
// the same folder as this executable, with the same arguments. Returns only by throwing a
// UsageError saying what is missing, when there is no such program (or in a skb with a server,
// where nothing calls it).
[[noreturn]] void serve_beside();

class Server {
 public:
  // Listens on settings.bind:settings.port, logging to `log` (one line per request; it must
  // outlive the server). Throws UsageError ("skb serve") when it cannot listen there, or when
  // this skb has no server.
  Server(const ServerSettings& settings, std::ostream& log);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Returns the port listened on.
  int port() const;

  // Serves until stop() is called; returns once the requests in progress are answered.
  void run();

  // Stops the server: long work in progress is cancelled (it answers what it finished), run()
  // returns. Safe from any thread.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace skb::cli::serve
