#include "cli/serve/api.h"

#include <algorithm>
#include <cctype>
#include <exception>
#include <functional>
#include <optional>

#include <fmt/format.h>

#include "cli/common/command.h"
#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/values.h"
#include "cli/hats/advise_command.h"
#include "cli/hats/legal_command.h"
#include "cli/hats/solve_command.h"
#include "cli/mutiny/advise_command.h"
#include "cli/mutiny/legal_command.h"
#include "cli/mutiny/solve_command.h"
#include "cli/nyet/advise_command.h"
#include "cli/nyet/legal_command.h"
#include "cli/nyet/solve_command.h"
#include "cli/seven_knights/advise_command.h"
#include "cli/seven_knights/legal_command.h"
#include "cli/seven_knights/solve_command.h"
#include "cli/serve/pages.h"
#include "solver/hats/record_reader.h"
#include "solver/mutiny/record_reader.h"
#include "solver/nyet/record_reader.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::cli::serve {

namespace {

// What a command answers: its report and exit status (0, or 130 for a report of the work done
// before the server stopped it, or for none, the note saying so).
using Output = CommandOutput;

using Run = std::function<Output(const std::string& record, const std::atomic<bool>* cancel)>;

// A finished report.
Output report(std::string text) { return {std::move(text), "", kExitOk}; }

// The flag of work that nothing stops.
const std::atomic<bool>* never_stopped() {
  static const std::atomic<bool> never{false};
  return &never;
}

struct Route {
  std::string_view game;
  std::string_view command;
  std::size_t limit;  // the game's record limit
  Run run;
};

// Sets the record of a command's settings to `text`, wherever the command keeps it.
template <class Settings>
void set_record(Settings& s, const std::string& text) {
  if constexpr (requires { s.record.text; })
    s.record.text = text;
  else
    s.text = text;
}

// Returns a route's work: the command's settings with the record and --json, given to `output`,
// the command's own function (its report, finished: the command has no cancel flag).
template <class Settings, class Output>
Run quick(Output output) {
  return [output](const std::string& r, const std::atomic<bool>*) {
    Settings s;
    set_record(s, r);
    s.json = true;
    return report(output(s));
  };
}

// The same for a command that stops when `cancel` is set and says what it finished (advice over
// drawn deals).
template <class Settings, class Output>
Run stoppable(Output output) {
  return [output](const std::string& r, const std::atomic<bool>* cancel) {
    Settings s;
    set_record(s, r);
    s.json = true;
    return output(s, cancel != nullptr ? cancel : never_stopped());
  };
}

// The commands served, each run as its command line runs it with --json and the record as text.
const std::vector<Route>& routes() {
  namespace sk = seven_knights;
  constexpr std::size_t kSk = skb::seven_knights::kMaxRecordBytes;
  constexpr std::size_t kMutiny = skb::mutiny::kMaxRecordBytes;
  constexpr std::size_t kHats = skb::hats::kMaxRecordBytes;
  constexpr std::size_t kNyet = skb::nyet::kMaxRecordBytes;
  static const std::vector<Route> table = {
      {"seven-knights", "solve", kSk, quick<sk::SolveSettings>([](const auto& s) { return sk::solve_output(s); })},
      {"seven-knights", "advise", kSk, quick<sk::AdviseSettings>([](const auto& s) { return sk::advise_output(s); })},
      {"seven-knights", "legal", kSk, quick<sk::LegalSettings>([](const auto& s) { return sk::legal_output(s); })},
      {"mutiny", "solve", kMutiny, quick<mutiny::SolveSettings>([](const auto& s) { return mutiny::solve_output(s); })},
      {"mutiny", "advise", kMutiny,
       quick<mutiny::AdviseSettings>([](const auto& s) { return mutiny::advise_output(s); })},
      {"mutiny", "legal", kMutiny, quick<mutiny::LegalSettings>([](const auto& s) { return mutiny::legal_output(s); })},
      {"hats", "solve", kHats, quick<hats::SolveSettings>([](const auto& s) { return hats::solve_output(s); })},
      {"hats", "advise", kHats,
       stoppable<hats::AdviseSettings>([](const auto& s, const auto* c) { return hats::advise_output(s, c); })},
      {"hats", "legal", kHats, quick<hats::LegalSettings>([](const auto& s) { return hats::legal_output(s); })},
      {"nyet", "solve", kNyet, quick<nyet::SolveSettings>([](const auto& s) { return nyet::solve_output(s); })},
      {"nyet", "advise", kNyet,
       stoppable<nyet::AdviseSettings>([](const auto& s, const auto* c) { return nyet::advise_output(s, c); })},
      {"nyet", "legal", kNyet, quick<nyet::LegalSettings>([](const auto& s) { return nyet::legal_output(s); })},
  };
  return table;
}

// Returns the value of header `name` (any case), or "" when the request has none.
std::string header(const Request& request, std::string_view name) {
  for (const auto& [key, value] : request.headers)
    if (std::equal(key.begin(), key.end(), name.begin(), name.end(),
                   [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; }))
      return value;
  return "";
}

// An error answer: `message` (its lines) as JSON, with the exit status it stands for.
Response error(int http, int exit_status, std::string_view message, int line = 0, int column = 0) {
  while (!message.empty() && message.back() == '\n') message.remove_suffix(1);
  return {http, "application/json; charset=utf-8",
          fmt::format("{{\n  \"exit_status\": {},\n  \"message\": {},\n  \"line\": {},\n  \"column\": {}\n}}\n",
                      exit_status, json_string(message), line, column),
          ""};
}

// Returns whether `host` ("127.0.0.1:8080") names the server at `site`.
bool own_host(std::string_view host, const Site& site) {
  for (const std::string& name : site.hosts)
    if (host == fmt::format("{}:{}", name, site.port)) return true;
  return false;
}

// Returns the refusal of a request from elsewhere (403), or nothing for one from the server's own
// page or a local tool: its Host must name the server, and its Origin, when it has one, too.
std::optional<Response> refuse_foreign(const Request& request, const Site& site) {
  const std::string host = header(request, "host");
  if (!own_host(host, site))
    return error(403, kExitBadInput,
                 fmt::format("skb serve: refused: the request's Host '{}' is not this server's (http://{}:{}/)",
                             shown(host), site.hosts.front(), site.port));
  const std::string origin = header(request, "origin");
  constexpr std::string_view kHttp = "http://";
  if (!origin.empty() && (!origin.starts_with(kHttp) || !own_host(std::string_view(origin).substr(kHttp.size()), site)))
    return error(403, kExitBadInput,
                 fmt::format("skb serve: refused: the request's Origin '{}' is not this server's (http://{}:{})",
                             shown(origin), site.hosts.front(), site.port));
  return std::nullopt;
}

// Runs `route` on the body and returns its answer: the report, or the command's error.
Response run(const Route& route, const Request& request, const std::atomic<bool>* cancel) {
  if (request.body.size() > route.limit)
    return error(413, kExitBadInput,
                 fmt::format("record: the record is {} bytes, more than the {} bytes a {} record may have",
                             request.body.size(), route.limit, route.game));
  try {
    Output out = route.run(request.body, cancel);
    // Stopped before anything was finished: no report, the note says so.
    if (out.text.empty() && out.status != kExitOk) {
      Response stopped = error(http_status(out.status), out.status, out.note);
      stopped.note = out.note;
      return stopped;
    }
    return {http_status(out.status), "application/json; charset=utf-8", std::move(out.text), std::move(out.note)};
  } catch (...) {
    const ErrorReport report = describe_error(std::current_exception());
    return error(http_status(report.status), report.status, report.message, report.line, report.column);
  }
}

// Returns the page a browser asks for (pages.h), or the error: 404 for no such page, 405 for a method
// other than GET (or HEAD).
Response page_or_error(const Request& request) {
  std::optional<Response> found = page(request.path);
  if (!found)
    return error(404, kExitBadInput,
                 fmt::format("skb serve: no such page: '{}' (the pages: / and /GAME/, GAME one of seven-knights, "
                             "mutiny, hats, nyet; the API: POST /api/GAME/...)",
                             shown(request.path)));
  if (request.method != "GET" && request.method != "HEAD")
    return error(405, kExitBadInput,
                 fmt::format("skb serve: {} is a page: it takes GET, not '{}'", shown(request.path), shown(request.method)));
  return std::move(*found);
}

}  // namespace

int http_status(int exit_status) {
  switch (exit_status) {
    case kExitOk: return 200;
    case kExitBadInput: return 400;
    case kExitContradiction: return 422;
    case kExitOutOfMemory: return 503;
    case kExitInterrupted: return 503;
    default: return 500;
  }
}

std::size_t body_limit(std::string_view game) {
  for (const Route& route : routes())
    if (route.game == game) return route.limit;
  return 0;
}

Response handle(const Request& request, const Site& site, const std::atomic<bool>* cancel) {
  try {
    if (auto refusal = refuse_foreign(request, site)) return *refusal;
    constexpr std::string_view kApi = "/api/";
    if (!request.path.starts_with(kApi)) return page_or_error(request);
    std::string_view path = request.path;
    const Route* found = nullptr;
    if (path.starts_with(kApi)) {
      path.remove_prefix(kApi.size());
      for (const Route& route : routes())
        if (path == fmt::format("{}/{}", route.game, route.command)) found = &route;
    }
    if (found == nullptr)
      return error(404, kExitBadInput,
                   fmt::format("skb serve: no such page: '{}' (the API: POST /api/GAME/solve or /api/GAME/advise, GAME "
                               "one of seven-knights, mutiny, hats, nyet)",
                               shown(request.path)));
    if (request.method != "POST")
      return error(405, kExitBadInput,
                   fmt::format("skb serve: {} takes POST with the record as the body, not '{}'", request.path,
                               shown(request.method)));
    return run(*found, request, cancel);
  } catch (...) {  // only an allocation can fail here
    const ErrorReport report = describe_error(std::current_exception());
    return error(http_status(report.status), report.status, report.message);
  }
}

}  // namespace skb::cli::serve
