#include "cli/serve/serve_command.h"

#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/values.h"
#include "cli/serve/server.h"

namespace skb::cli::serve {

namespace {

// The help's footer: what is served, how safely, and the exit statuses.
std::string footer() {
  return fmt::format(
      "\nThe page: open the address skb prints (http://127.0.0.1:8765/) in a browser and choose the game; each\n"
      "game's page (/seven-knights/, /mutiny/, /hats/, /nyet/) holds the record as text, checked as you type,\n"
      "the lines that may come next as buttons (a tap writes the line; Ctrl+Z undoes), the chances as a heat\n"
      "map and the advice, from the API below; open and save record files, or copy a link that carries the\n"
      "record (nothing is stored on the server). Its files are built into skb: no network is needed.\n\n"
      "The API (a record in the body of a POST; the answer is exactly the JSON of the command's --json):\n"
      "  POST /api/seven-knights/solve    skb solve --json         POST /api/seven-knights/advise   skb advise --json\n"
      "  POST /api/seven-knights/legal    skb legal --json\n"
      "  POST /api/mutiny/solve           skb mutiny solve --json  POST /api/mutiny/advise          skb mutiny advise --json\n"
      "  POST /api/mutiny/legal           skb mutiny legal --json\n"
      "  POST /api/hats/solve             skb hats solve --json    POST /api/hats/advise            skb hats advise --json\n"
      "  POST /api/hats/legal             skb hats legal --json\n"
      "  POST /api/nyet/solve             skb nyet solve --json    POST /api/nyet/advise            skb nyet advise --json\n"
      "  POST /api/nyet/legal             skb nyet legal --json\n"
      "An error is the command's message and exit status as JSON ({{\"exit_status\", \"message\", \"line\", \"column\"}}),\n"
      "with HTTP status 400 for exit status 2 (a bad record), 422 for 3 (a contradiction), 503 for 4 (out of\n"
      "memory), when busy or past the time budget, 413 for a record over its game's size limit, 404 for no such\n"
      "page.\n\n"
      "Safe by default: skb listens on 127.0.0.1 only (--bind for another address, with a warning); a request\n"
      "whose Host or Origin is not this server's (127.0.0.1:PORT or localhost:PORT) is refused (403), so a web\n"
      "page elsewhere cannot use it; {} requests (one per core) are solved at once and 256 more wait, any beyond\n"
      "are answered 503 at once; each request has a time budget (--budget), past which long work stops and\n"
      "answers what it finished, and each command its own stated bounds on time and memory (it refuses a record\n"
      "beyond them before starting, as on the command line). The server reads no file. One line per request\n"
      "goes to standard error: client, method, path, status, size, time. Ctrl-C or SIGTERM stops the server\n"
      "within a second (status 130): work in progress is stopped and answered with what it finished.\n"
      "The page and the API are described in {}.\n\n"
      "Examples:\n"
      "  skb serve                      (http://127.0.0.1:8765/)\n"
      "  skb serve --open               (and open the page in the desktop's browser)\n"
      "  skb serve --port 9000 --budget 5\n"
      "  curl --data-binary @examples/mutiny/chaplain-report-spectator.mutiny http://127.0.0.1:8765/api/mutiny/solve\n\n"
      "{}",
      std::max(1U, std::thread::hardware_concurrency()), doc_path("serve.md"),
      exit_statuses({{kExitInterrupted, "stopped by Ctrl-C or SIGTERM"},
                     {kExitBadInput, "a bad command line, or the address cannot be listened on"}}));
}

// Opens `url` in the desktop's browser (xdg-open, in a child process whose exit is not awaited
// beyond a moment); returns whether it could be started.
bool open_in_browser(const std::string& url) {
  std::string program = "xdg-open";
  std::string address = url;
  char* argv[] = {program.data(), address.data(), nullptr};
  pid_t child = 0;
  if (posix_spawnp(&child, program.c_str(), nullptr, nullptr, argv, environ) != 0) return false;
  // xdg-open hands the address to the browser and ends; reap it from a thread, so that no zombie
  // is left and the server does not wait for it.
  std::thread([child] {
    int status = 0;
    waitpid(child, &status, 0);
  }).detach();
  return true;
}

// Serves until SIGINT or SIGTERM: the signals are blocked in every thread and awaited by one,
// which stops the server (httplib's stop is not safe in a signal handler). Returns the exit status:
// 130 when a signal stopped it.
int serve_until_signal(const ServerSettings& settings, bool open) {
  // A static skb has no server of its own: the skb-serve beside it takes over this process.
  if (!server_available()) serve_beside();
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  sigset_t previous;
  pthread_sigmask(SIG_BLOCK, &signals, &previous);
  struct Restore {
    sigset_t mask;
    ~Restore() { pthread_sigmask(SIG_SETMASK, &mask, nullptr); }
  } restore{previous};
  Server server(settings, std::cerr);
  if (settings.bind != "127.0.0.1" && settings.bind != "localhost")
    std::cerr << fmt::format(
        "skb serve: warning: listening on {}, not 127.0.0.1: anyone who can reach this address can use the "
        "server\n",
        shown(settings.bind));
  const std::string url = fmt::format("http://{}:{}/", settings.bind == "0.0.0.0" ? "127.0.0.1" : settings.bind,
                                      server.port());
  std::cout << fmt::format("skb serve: listening on {} (Ctrl-C to stop)\n", url) << std::flush;
  if (open && !open_in_browser(url))
    std::cerr << fmt::format("skb serve: could not start a browser (xdg-open); open {} in one\n", url);
  std::atomic<bool> signalled{false};
  std::thread waiter([&] {
    int signal = 0;
    sigwait(&signals, &signal);
    signalled = true;
    server.stop();
  });
  server.run();
  if (!signalled) pthread_kill(waiter.native_handle(), SIGTERM);  // run ended otherwise: end the waiter
  waiter.join();
  std::cerr << "skb serve: stopped\n";
  return signalled ? kExitInterrupted : kExitOk;
}

}  // namespace

void add_serve_command(CLI::App& app, Commands& commands, const char* group) {
  auto settings = std::make_shared<ServerSettings>();
  settings->running = std::max(1U, std::thread::hardware_concurrency());
  CLI::App* cmd = app.add_subcommand(
      "serve", "Serve a page for every game at the table, and every game's solve, advise and legal lines as a local "
               "web API (JSON, as --json), on 127.0.0.1");
  cmd->group(group);
  help_value(cmd->add_option("--port", settings->port, "The port to listen on (default 8765; 0: any free port)")
                 ->check(CLI::Range(0, 65535)),
             "N");
  help_value(cmd->add_option("--bind", settings->bind,
                             "The address to listen on (default 127.0.0.1, this machine only; another, such as "
                             "0.0.0.0, lets other machines in: skb warns)"),
             "ADDR");
  auto open = std::make_shared<bool>(false);
  cmd->add_flag("--open", *open, "Open the page in the desktop's browser once listening (xdg-open)");
  auto budget = std::make_shared<double>(30.0);
  help_value(cmd->add_option("--budget", *budget,
                             "The time a request may take, in seconds (default 30): beyond it, long work (advice "
                             "over drawn deals) stops and answers what it finished (503, X-Skb-Note says so)")
                 ->check(CLI::Range(0.05, 3600.0)),
             "SECONDS");
  cmd->footer(footer());
  commands.push_back({cmd, [settings, open, budget] {
                        settings->budget = std::chrono::milliseconds(static_cast<long long>(*budget * 1000.0));
                        return serve_until_signal(*settings, *open);
                      }});
}

}  // namespace skb::cli::serve
