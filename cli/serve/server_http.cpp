// The server of `skb serve` on cpp-httplib (server.h).
#include "cli/serve/server.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <httplib.h>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/values.h"
#include "cli/serve/api.h"
#include "cli/serve/budget.h"
#include "cli/serve/gate.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::cli::serve {

struct Server::Impl {
  Impl(const ServerSettings& s, std::ostream& log_to)
      : settings(s),
        log(log_to),
        gate(s.running, s.waiting),
        advice_gate(s.running > 1 ? s.running - 1 : 1, s.waiting),
        budget(s.budget) {}

  void answer(const httplib::Request& req, httplib::Response& res);

  ServerSettings settings;
  std::ostream& log;
  std::mutex log_mutex;
  Gate gate;         // quick work: solve, legal, the pages
  Gate advice_gate;  // advice, which may take its whole budget: a core is always left to quick work
  Budget budget;
  Site site;
  httplib::Server http;
  int port = 0;
  socket_t listening = -1;  // the listening socket, once made
};

bool server_available() { return true; }

void serve_beside() { throw UsageError("skb serve", "internal error: this skb has a server of its own"); }

namespace {

// Returns `note` on one line (the X-Skb-Note header and the log line hold no line breaks).
std::string one_line(std::string note) {
  while (!note.empty() && note.back() == '\n') note.pop_back();
  for (char& c : note)
    if (c == '\n' || c == '\r') c = ' ';
  return note;
}

// Returns this machine's IPv4 addresses (getifaddrs), as the Host a browser elsewhere sends when it
// reaches a server listening on 0.0.0.0: the names it answers to are still only its own addresses.
std::vector<std::string> own_addresses() {
  std::vector<std::string> out;
  ifaddrs* list = nullptr;
  if (::getifaddrs(&list) != 0) return out;
  for (const ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
    if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET) continue;
    char text[INET_ADDRSTRLEN] = {};
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (::inet_ntop(AF_INET, &in->sin_addr, text, sizeof(text)) != nullptr) out.emplace_back(text);
  }
  ::freeifaddrs(list);
  return out;
}

}  // namespace

// Returns whether `path` asks for advice: work that may take its whole time budget.
bool asks_advice(const std::string& path) { return path.ends_with("/advise"); }

// Answers one request: the API's answer once its gate gives a turn (advice has a gate of its own,
// so that quick answers never wait behind it), within the request's time budget; 503 when the gate
// is full; logs it. An advice request naming its page's session (X-Skb-Session) stops that page's
// older advice.
void Server::Impl::answer(const httplib::Request& req, httplib::Response& res) {
  const auto start = std::chrono::steady_clock::now();
  Response out;
  bool overrun = false;
  bool superseded = false;
  const bool advice = asks_advice(req.path);
  const Budget::Ticket ticket(budget, advice ? req.get_header_value("X-Skb-Session") : std::string());
  if (Gate::Turn turn = (advice ? advice_gate : gate).enter()) {
    Request request{req.method, req.path, {req.headers.begin(), req.headers.end()}, req.body};
    out = handle(request, site, ticket.flag());
    overrun = ticket.overrun();
    superseded = ticket.superseded();
  } else {
    out = {503, "application/json; charset=utf-8",
           fmt::format("{{\n  \"exit_status\": {},\n  \"message\": \"skb serve: busy: {} requests are being answered "
                       "and {} wait; try again\",\n  \"line\": 0,\n  \"column\": 0\n}}\n",
                       kExitOutOfMemory, settings.running, settings.waiting),
           ""};
  }
  std::string note = one_line(out.note);
  if (superseded) note = "stopped: a newer advice request of the same page came" + (note.empty() ? "" : ": " + note);
  if (overrun)
    note = fmt::format("stopped at its time budget of {} s (skb serve --budget){}{}",
                       static_cast<double>(settings.budget.count()) / 1000.0, note.empty() ? "" : ": ", note);
  res.status = out.status;
  res.set_content(out.body, out.content_type.c_str());
  if (!note.empty()) res.set_header("X-Skb-Note", note);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const std::string line = fmt::format("{} {} {} {} {} bytes {:.1f} ms{}{}\n", req.remote_addr, shown(req.method),
                                       shown(req.path), out.status, out.body.size(), ms, note.empty() ? "" : " ",
                                       note);
  const std::lock_guard lock(log_mutex);
  log << line << std::flush;
}

Server::Server(const ServerSettings& settings, std::ostream& log) : impl_(std::make_unique<Impl>(settings, log)) {
  Impl& s = *impl_;
  const std::size_t threads = settings.running + settings.waiting + 1;
  s.http.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  // One more byte than the largest record of any game, so that the API, not the library,
  // refuses a body over its game's limit (413, with a message).
  s.http.set_payload_max_length(skb::seven_knights::kMaxRecordBytes + 1);
  // cpp-httplib sets SO_REUSEPORT on Linux, which lets a second server (anyone's) bind the same
  // port and take half the connections: SO_REUSEADDR only, so a port in use is refused, and a
  // port just freed (its connections in TIME_WAIT) is not.
  // An answer is written as soon as it is made (no 40 ms wait for the client's acknowledgement of
  // the headers, Nagle's algorithm against delayed ACKs).
  s.http.set_tcp_nodelay(true);
  s.http.set_socket_options([&s](socket_t sock) {
    const int yes = 1;
    ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof(yes));
    s.listening = sock;
  });
  const auto handler = [&s](const httplib::Request& req, httplib::Response& res) { s.answer(req, res); };
  s.http.Get(".*", handler).Post(".*", handler).Put(".*", handler).Delete(".*", handler);
  s.http.Options(".*", handler).Patch(".*", handler);
  s.port = settings.port == 0 ? s.http.bind_to_any_port(settings.bind)
                              : (s.http.bind_to_port(settings.bind, settings.port) ? settings.port : -1);
  // cpp-httplib 0.11 listens with a backlog of 5 connections: 200 clients at once overflow it, and
  // the kernel drops the connections beyond (a client sees its connection reset, or waits a second
  // for the next try). Listening again on the same socket only sets a longer backlog (Linux).
  if (s.port > 0 && s.listening >= 0) ::listen(s.listening, SOMAXCONN);
  if (s.port <= 0)
    throw UsageError("skb serve", fmt::format("cannot listen on {}:{} (an address of this machine? a port in use? "
                                              "try another with --port)",
                                              shown(settings.bind), settings.port));
  s.site.port = s.port;
  if (settings.bind == "0.0.0.0") {
    for (std::string& address : own_addresses()) s.site.hosts.push_back(std::move(address));
  } else if (settings.bind != "127.0.0.1" && settings.bind != "localhost") {
    s.site.hosts.push_back(settings.bind);
  }
}

Server::~Server() = default;

int Server::port() const { return impl_->port; }

void Server::run() { impl_->http.listen_after_bind(); }

void Server::stop() {
  impl_->budget.stop_all();
  impl_->http.stop();
}

}  // namespace skb::cli::serve
