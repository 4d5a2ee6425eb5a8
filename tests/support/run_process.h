// Running the built `skb` from a test: a child process with the given arguments and standard
// input, its standard output, standard error and exit status captured.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace skb::test {

struct ProcessResult {
  int status = -1;  // exit status, or 128 + signal number
  std::string out, err;
  // With ProcessOptions::interrupt_when: whether SIGINT was sent, and the seconds from it to the
  // child's exit.
  bool interrupted = false;
  double seconds_after_interrupt = 0;
};

// How to run the child, beyond its arguments.
struct ProcessOptions {
  std::string input;  // standard input (a file), unless terminal_in
  // Environment variables to set (a value) or unset (nothing) in the child. COLUMNS is unset
  // unless named here, so that reports keep their wide layout whatever the test's terminal.
  std::vector<std::pair<std::string, std::optional<std::string>>> env;
  bool terminal_in = false;    // standard input a pseudo-terminal (nothing typed on it)
  bool terminal_out = false;   // standard output a pseudo-terminal; what it shows is captured
                               // with the terminal's "\r\n" read back as "\n"
  unsigned short columns = 0;  // the pseudo-terminal's width (0: the system's default)
  // Ctrl-C as a terminal sends it: if set, asked every 10 ms while the child runs, given what it
  // has written so far on standard output and standard error, whether to interrupt it now; the
  // first time it says so, the child alone is sent one SIGINT. The child starts with SIGINT and
  // SIGTERM at their default disposition (not ignored, as they are for a background job) and no
  // signal blocked. Nothing is sent if it exits first. Not with terminal_out.
  std::function<bool(const std::string& out, const std::string& err)> interrupt_when;
};

// Runs `program args...` with `input` on standard input and waits for it. Throws
// std::runtime_error if the process cannot be started.
ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input = "");

// The same, as `options` say.
ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const ProcessOptions& options);

// A condition for ProcessOptions::interrupt_when: standard output contains `text` (the command
// has shown something, e.g. its first row).
std::function<bool(const std::string& out, const std::string& err)> output_contains(std::string text);

}  // namespace skb::test
