#include "cli/serve/serve_command.h"

#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
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
      "\nThe API (a record in the body of a POST; the answer is exactly the JSON of the command's --json):\n"
      "  POST /api/seven-knights/solve    skb solve --json         POST /api/seven-knights/advise   skb advise --json\n"
      "  POST /api/mutiny/solve           skb mutiny solve --json  POST /api/mutiny/advise          skb mutiny advise --json\n"
      "  POST /api/hats/solve             skb hats solve --json    POST /api/hats/advise            skb hats advise --json\n"
      "  POST /api/hats/legal             skb hats legal --json\n"
      "  POST /api/nyet/solve             skb nyet solve --json    POST /api/nyet/advise            skb nyet advise --json\n"
      "  POST /api/nyet/legal             skb nyet legal --json\n"
      "An error is the command's message and exit status as JSON ({{\"exit_status\", \"message\", \"line\", \"column\"}}),\n"
      "with HTTP status 400 for exit status 2 (a bad record), 422 for 3 (a contradiction), 503 for 4 (out of\n"
      "memory) or when busy, 413 for a record over its game's size limit, 404 for no such page.\n\n"
      "Safe by default: skb listens on 127.0.0.1 only (--bind for another address, with a warning); a request\n"
      "whose Host or Origin is not this server's (127.0.0.1:PORT or localhost:PORT) is refused (403), so a web\n"
      "page elsewhere cannot use it; {} requests (one per core) are solved at once and 16 more wait, any beyond are answered\n"
      "503 at once. One line per request goes to standard error: client, method, path, status, size, time.\n"
      "Ctrl-C or SIGTERM stops the server (status 0) once the requests in progress are answered.\n"
      "The API is described in {}.\n\n"
      "Examples:\n"
      "  skb serve                      (http://127.0.0.1:8765/)\n"
      "  skb serve --port 9000\n"
      "  curl --data-binary @examples/mutiny/chaplain-report-spectator.mutiny http://127.0.0.1:8765/api/mutiny/solve\n\n"
      "{}",
      std::max(1U, std::thread::hardware_concurrency()), doc_path("serve.md"),
      exit_statuses({{kExitOk, "stopped by Ctrl-C or SIGTERM"},
                     {kExitBadInput, "a bad command line, or the address cannot be listened on"}}));
}

// Serves until SIGINT or SIGTERM: the signals are blocked in every thread and awaited by one,
// which stops the server (httplib's stop is not safe in a signal handler). Returns the exit status.
int serve_until_signal(const ServerSettings& settings) {
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
  std::cout << fmt::format("skb serve: listening on http://{}:{}/ (Ctrl-C to stop)\n", settings.bind, server.port())
            << std::flush;
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
  return kExitOk;
}

}  // namespace

void add_serve_command(CLI::App& app, Commands& commands, const char* group) {
  auto settings = std::make_shared<ServerSettings>();
  settings->running = std::max(1U, std::thread::hardware_concurrency());
  CLI::App* cmd = app.add_subcommand(
      "serve", "Serve every game's solve and advise as a local web API (JSON, as --json), on 127.0.0.1");
  cmd->group(group);
  help_value(cmd->add_option("--port", settings->port, "The port to listen on (default 8765; 0: any free port)")
                 ->check(CLI::Range(0, 65535)),
             "N");
  help_value(cmd->add_option("--bind", settings->bind,
                             "The address to listen on (default 127.0.0.1, this machine only; another, such as "
                             "0.0.0.0, lets other machines in: skb warns)"),
             "ADDR");
  cmd->footer(footer());
  commands.push_back({cmd, [settings] { return serve_until_signal(*settings); }});
}

}  // namespace skb::cli::serve
