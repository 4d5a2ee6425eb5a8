#include "cli/common/interrupt.h"

#include <atomic>
#include <unistd.h>

#include <csignal>
#include <string>
#include <cstring>

#include <fmt/format.h>

namespace skb::cli {

namespace {

// A lock-free atomic may be set from a signal handler, and read by threads as a cancel flag.
std::atomic<bool> flag{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the interrupt flag must be safe to set in a signal handler");
using Handler = void (*)(int);
Handler previous_int = SIG_DFL, previous_term = SIG_DFL;
// What the first interrupt says at once, on a line of its own on a terminal (after the "^C" it
// echoes, or a progress bar). Chosen when the guard starts: isatty is no call for a handler.
const char* stopping_message = "";

constexpr const char* kStopping = "skb: stopping: finishing what is in progress (interrupt again to stop at once)\n";
constexpr const char* kStoppingOnTerminal =
    "\nskb: stopping: finishing what is in progress (interrupt again to stop at once)\n";

extern "C" void on_signal(int signal) {
  if (flag.load()) {  // a second interrupt: stop now
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  flag.store(true);
  // write() may be called from a handler; what it returns does not matter here.
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, stopping_message, std::strlen(stopping_message));
}

}  // namespace

InterruptGuard::InterruptGuard() {
  flag.store(false);
  stopping_message = ::isatty(STDERR_FILENO) == 1 ? kStoppingOnTerminal : kStopping;
  previous_int = std::signal(SIGINT, on_signal);
  previous_term = std::signal(SIGTERM, on_signal);
}

InterruptGuard::~InterruptGuard() {
  std::signal(SIGINT, previous_int);
  std::signal(SIGTERM, previous_term);
}

bool interrupted() { return flag.load(); }

const std::atomic<bool>* interrupt_flag() { return &flag; }

void stop_if_interrupted() {
  if (flag.load()) throw Interrupted();
}

std::string interrupted_after(std::string_view command, std::uint64_t done, std::uint64_t total, std::string_view units) {
  return fmt::format("{}: interrupted after {} of {} {}", command, done, total, units);
}

}  // namespace skb::cli
