#include "cli/common/interrupt.h"

#include <atomic>
#include <csignal>

namespace skb::cli {

namespace {

volatile std::sig_atomic_t flag = 0;
using Handler = void (*)(int);
Handler previous_int = SIG_DFL, previous_term = SIG_DFL;

extern "C" void on_signal(int signal) {
  if (flag) {  // a second interrupt: stop now
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  flag = 1;
}

}  // namespace

InterruptGuard::InterruptGuard() {
  flag = 0;
  previous_int = std::signal(SIGINT, on_signal);
  previous_term = std::signal(SIGTERM, on_signal);
}

InterruptGuard::~InterruptGuard() {
  std::signal(SIGINT, previous_int);
  std::signal(SIGTERM, previous_term);
}

bool interrupted() { return flag != 0; }

void stop_if_interrupted() {
  if (flag) throw Interrupted();
}

}  // namespace skb::cli
