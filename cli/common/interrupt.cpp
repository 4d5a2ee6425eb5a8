#include "cli/common/interrupt.h"

#include <atomic>
#include <csignal>

namespace skb::cli {

namespace {

// A lock-free atomic may be set from a signal handler, and read by threads as a cancel flag.
std::atomic<bool> flag{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the interrupt flag must be safe to set in a signal handler");
using Handler = void (*)(int);
Handler previous_int = SIG_DFL, previous_term = SIG_DFL;

extern "C" void on_signal(int signal) {
  if (flag.load()) {  // a second interrupt: stop now
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  flag.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  flag.store(false);
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

}  // namespace skb::cli
