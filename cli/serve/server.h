// The HTTP server of `skb serve`: listens on an address, hands every request to the API
// (api.h) once the gate (gate.h) gives it a turn, answers 503 when the gate is full, and writes
// one log line per request. Built on cpp-httplib (Debian's libcpp-httplib-dev), which only this
// file's implementation sees. Debian ships that library as a shared library only, so a statically
// linked skb (SKB_STATIC, the default) has no server: constructing one throws a UsageError
// saying so (server_absent.cpp).
#pragma once

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

namespace skb::cli::serve {

struct ServerSettings {
  std::string bind = "127.0.0.1";  // the address to listen on
  int port = 8765;                 // 0: any free port (port() says which)
  std::size_t running = 2;         // requests solved at once
  std::size_t waiting = 16;        // requests waiting for their turn; more are answered 503
};

// Returns whether this skb was built with the HTTP server.
bool server_available();

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
