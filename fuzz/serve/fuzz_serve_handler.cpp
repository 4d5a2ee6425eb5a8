// libFuzzer target: arbitrary bytes as an HTTP request to `skb serve`'s handler (cli/serve/api.h),
// read as the request's first line ("METHOD PATH"), header lines ("Name: value") up to an empty
// line, and the body. What must hold for every request, whatever it holds:
//   - the handler answers (it never throws) with a status of the API's (200, 400, 403, 404, 405,
//     413, 422, 500 never: an internal error is a bug, 503);
//   - a JSON answer is JSON, and an error's JSON has the message, line and column the page reads;
//   - a request whose Host is not the server's is refused (403) whatever else it holds;
//   - a body over its game's record limit is refused (413) before any work.
// Long work (advice over drawn deals) is handed a cancel flag already set, so that it answers at
// once; the commands without one have their own bounds.
#include <atomic>
#include <cctype>
#include <optional>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/serve/api.h"
#include "cli/tables/built_in_tables.h"
#include "fuzz/common/verdict.h"

namespace {

using skb::cli::serve::Request;
using skb::cli::serve::Response;

const skb::cli::serve::Site kSite{{"127.0.0.1", "localhost"}, 8765};

// Returns the request the bytes spell: "METHOD PATH\nName: value\n...\n\nbody".
Request parse(std::string_view bytes) {
  Request r;
  auto next_line = [&bytes]() {
    const std::size_t end = bytes.find('\n');
    std::string_view line = bytes.substr(0, end);
    bytes = end == std::string_view::npos ? std::string_view() : bytes.substr(end + 1);
    return line;
  };
  const std::string_view first = next_line();
  const std::size_t space = first.find(' ');
  r.method = std::string(first.substr(0, space));
  r.path = space == std::string_view::npos ? "" : std::string(first.substr(space + 1));
  while (!bytes.empty()) {
    const std::string_view line = next_line();
    if (line.empty()) break;
    const std::size_t colon = line.find(": ");
    if (colon == std::string_view::npos) continue;
    r.headers.emplace_back(line.substr(0, colon), line.substr(colon + 2));
  }
  r.body = std::string(bytes);
  return r;
}

// Returns what is wrong with `out`, the answer to `request`, or "".
std::string check(const Request& request, const Response& out) {
  switch (out.status) {
    case 200: case 400: case 403: case 404: case 405: case 413: case 422: case 503: break;
    default: return "status " + std::to_string(out.status) + " for " + request.method + " " + request.path;
  }
  if (out.content_type.starts_with("application/json")) {
    const nlohmann::json j = nlohmann::json::parse(out.body, nullptr, false);
    if (j.is_discarded()) return "an answer that is not JSON: " + out.body.substr(0, 200);
    if (!j.is_object()) return "an answer that is not a JSON object: " + out.body.substr(0, 200);
    // An error (the API's or a command's) says where; a report stopped short (503) is a report.
    if (j.contains("message") && !(j.contains("exit_status") && j.contains("line") && j.contains("column")))
      return "an error without exit status, line and column: " + out.body.substr(0, 200);
  }
  // The Host header, its name in any case (HTTP's header names are): the handler takes the first.
  std::optional<std::string> host;
  for (const auto& [name, value] : request.headers) {
    std::string lower = name;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "host" && !host) host = value;
  }
  const bool own_host = host && (*host == "127.0.0.1:8765" || *host == "localhost:8765");
  if (!own_host && out.status != 403) return "a request from a foreign host answered " + std::to_string(out.status);
  const std::string_view path = request.path;
  if (own_host && out.status == 200 && request.method == "POST" && path.starts_with("/api/")) {
    const std::string game(path.substr(5, path.find('/', 5) - 5));
    if (request.body.size() > skb::cli::serve::body_limit(game))
      return "a body of " + std::to_string(request.body.size()) + " bytes answered 200";
  }
  return "";
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  skb::cli::install_built_in_tables();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Request request = parse({reinterpret_cast<const char*>(data), size});
  static const std::atomic<bool> stopped{true};
  const Response out = skb::cli::serve::handle(request, kSite, &stopped);
  skb::fuzz::fail_on("fuzz_serve_handler", check(request, out));
  return 0;
}
