// The API of `skb serve`: one request in, one answer out, as a plain function of the request's
// method, path, headers and body, with no HTTP library in sight, so that it can be tested and
// fuzzed on its own; the server (server.h) only moves bytes between a socket and this function.
//
//   POST /api/GAME/solve    the record in the body; answers exactly `skb GAME solve --json`
//   POST /api/GAME/advise   the record in the body; answers exactly `skb GAME advise --json`
//   POST /api/GAME/legal    the record in the body; answers exactly `skb GAME legal --json`: the
//                           lines that may come next (Seven Knights: `skb legal --json`)
//
// GAME is a name of `skb games`: seven-knights (whose commands are `skb solve`, `skb advise`),
// mutiny, hats, nyet. Each answer is the report the command line prints, made by the command's
// own function (solve_output, advise_output), so the two cannot drift apart; only the provenance
// differs (the command recorded is the server's). An error is the command's own message and exit
// status as JSON, {"exit_status": 2, "message": "record:3:5: ...", "line": 3, "column": 5}, under
// the HTTP status of that exit status (http_status). Safe by default: a request whose Host or
// Origin is not the server's own address is refused (403: no DNS rebinding), and a body over the
// game's record limit too (413), before any work.
//
// Any path outside /api/ is a page for a browser (pages.h: GET /, /GAME/, /assets/...), built into
// skb; 404 for no such page.
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace skb::cli::serve {

struct Request {
  std::string method;  // "POST"
  std::string path;    // "/api/mutiny/solve", without the query
  std::vector<std::pair<std::string, std::string>> headers;  // names in any case
  std::string body;
};

struct Response {
  int status = 200;
  std::string content_type = "application/json; charset=utf-8";
  std::string body;
  // The command's note on an answer it stopped short of (a report of the work finished when the
  // request's time ran out or the server stopped), or "": the server sends it as X-Skb-Note.
  std::string note;
};

// Where the server listens, for the Host and Origin checks.
struct Site {
  std::vector<std::string> hosts = {"127.0.0.1", "localhost"};  // names the server answers to
  int port = 0;
};

// Returns the HTTP status for a command's exit status: 0 -> 200, 2 (bad input) -> 400,
// 3 (contradiction) -> 422, 4 (out of memory) -> 503, 130 (stopped) -> 503, any other (1, an
// internal error) -> 500.
int http_status(int exit_status);

// Returns the largest body a request to `game` may carry: that game's record limit, or 0 for no
// such game.
std::size_t body_limit(std::string_view game);

// Returns the answer to `request` for a server at `site`. Long work stops when `cancel` is set (the
// server stopping). Never throws: every failure is an answer.
Response handle(const Request& request, const Site& site, const std::atomic<bool>* cancel = nullptr);

}  // namespace skb::cli::serve
