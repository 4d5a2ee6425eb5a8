#include "tests/support/run_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <functional>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace skb::test {

namespace {

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A pseudo-terminal: the master (the test's end) and the slave (the child's), `columns` wide.
struct Terminal {
  int master = -1, slave = -1;
  explicit Terminal(unsigned short columns) {
    master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) throw std::runtime_error("no terminal");
    const char* name = ::ptsname(master);
    if (name == nullptr) throw std::runtime_error("no terminal name");
    slave = ::open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) throw std::runtime_error("cannot open the terminal");
    if (columns > 0) {
      struct winsize size {};
      size.ws_row = 24;
      size.ws_col = columns;
      ::ioctl(slave, TIOCSWINSZ, &size);
    }
  }
  ~Terminal() {
    if (slave >= 0) ::close(slave);
    if (master >= 0) ::close(master);
  }
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;
};

// Waits for child `pid`, writing to `out_path` and `err_path`, sending it SIGINT once `when`
// holds of what they hold; sets `status` and r's interrupt fields.
void interrupt_when(pid_t pid, const std::string& out_path, const std::string& err_path,
                    const std::function<bool(const std::string&, const std::string&)>& when, int& status,
                    ProcessResult& r) {
  std::chrono::steady_clock::time_point sent;
  while (true) {
    const pid_t done = ::waitpid(pid, &status, r.interrupted ? 0 : WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) throw std::runtime_error("cannot wait for the child");
    if (r.interrupted) continue;
    if (when(slurp(out_path), slurp(err_path))) {
      ::kill(pid, SIGINT);
      sent = std::chrono::steady_clock::now();
      r.interrupted = true;
    } else {
      ::usleep(10'000);
    }
  }
  if (r.interrupted)
    r.seconds_after_interrupt = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
}

}  // namespace

ProcessResult run_process(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  ProcessOptions options;
  options.input = input;
  return run_process(program, args, options);
}

ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const ProcessOptions& options) {
  // Files rather than pipes: no deadlock however much the child prints.
  static int counter = 0;
  const auto base = std::filesystem::temp_directory_path() /
                    ("skb_run_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
  const std::string in_path = base.string() + ".in", out_path = base.string() + ".out",
                    err_path = base.string() + ".err";
  std::ofstream(in_path, std::ios::binary) << options.input;
  std::optional<Terminal> terminal;
  if (options.terminal_in || options.terminal_out) terminal.emplace(options.columns);
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error("cannot fork");
  if (pid == 0) {
    const int in = options.terminal_in ? terminal->slave : ::open(in_path.c_str(), O_RDONLY);
    const int out =
        options.terminal_out ? terminal->slave : ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || out < 0 || err < 0) ::_exit(126);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    if (terminal) ::close(terminal->master);
    // Signals as a terminal's foreground job has them, whatever this process inherited.
    ::signal(SIGINT, SIG_DFL);
    ::signal(SIGTERM, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::unsetenv("COLUMNS");
    for (const auto& [key, value] : options.env) {
      if (value)
        ::setenv(key.c_str(), value->c_str(), 1);
      else
        ::unsetenv(key.c_str());
    }
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(program.c_str(), argv.data());
    ::_exit(127);
  }
  ProcessResult r;
  int status = 0;
  if (options.terminal_out) {
    // Read the terminal while the child runs (so that it never blocks on a full buffer), then
    // what is left once it has exited.
    std::string shown;
    char buffer[4096];
    bool exited = false;
    while (!exited) {
      pollfd p{terminal->master, POLLIN, 0};
      if (::poll(&p, 1, 20) > 0 && (p.revents & POLLIN)) {
        const ssize_t k = ::read(terminal->master, buffer, sizeof buffer);
        if (k > 0) shown.append(buffer, static_cast<std::size_t>(k));
      }
      exited = ::waitpid(pid, &status, WNOHANG) == pid;
    }
    ::close(terminal->slave);
    terminal->slave = -1;
    while (true) {
      pollfd p{terminal->master, POLLIN, 0};
      if (::poll(&p, 1, 2000) <= 0) break;
      const ssize_t k = ::read(terminal->master, buffer, sizeof buffer);
      if (k <= 0) break;
      shown.append(buffer, static_cast<std::size_t>(k));
    }
    for (std::size_t at = shown.find("\r\n"); at != std::string::npos; at = shown.find("\r\n", at)) shown.erase(at, 1);
    r.out = shown;
  } else if (options.interrupt_when) {
    interrupt_when(pid, out_path, err_path, options.interrupt_when, status, r);
    r.out = slurp(out_path);
  } else {
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.out = slurp(out_path);
  }
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.err = slurp(err_path);
  for (const auto& p : {in_path, out_path, err_path}) std::filesystem::remove(p);
  return r;
}

std::function<bool(const std::string&, const std::string&)> output_contains(std::string text) {
  return [text = std::move(text)](const std::string& out, const std::string&) {
    return out.find(text) != std::string::npos;
  };
}

}  // namespace skb::test
