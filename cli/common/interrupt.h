// Interrupts: long commands (simulate, analyze) finish cleanly on Ctrl-C (SIGINT) or SIGTERM:
// they stop at the next safe point, keep and print what is done, and exit with status 130.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <stdexcept>

#include "cli/common/exit_status.h"

namespace skb::cli {

// Raised at a safe point once an interrupt has arrived.
class Interrupted : public std::runtime_error {
 public:
  Interrupted() : std::runtime_error("interrupted") {}
};

// While alive, SIGINT and SIGTERM set a flag instead of ending the process and say at once on
// standard error that the command is stopping (a second signal ends it at once, as usual). The previous handlers come back when it goes out of scope.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
};

// Returns whether an interrupt has arrived (under an InterruptGuard).
bool interrupted();

// The flag itself, for long work in solver/ that takes a cancel flag (it looks at it between
// steps and stops, keeping what is complete): set by the first SIGINT or SIGTERM under a guard.
const std::atomic<bool>* interrupt_flag();

// Throws Interrupted if an interrupt has arrived.
void stop_if_interrupted();

// Returns the start of the note an interrupted batch command writes on standard error, the same
// words in every game: "COMMAND: interrupted after DONE of TOTAL UNITS" (the command adds what of
// its output is complete).
std::string interrupted_after(std::string_view command, std::uint64_t done, std::uint64_t total, std::string_view units);

// The exit status of an interrupted command is kExitInterrupted (exit_status.h).

}  // namespace skb::cli
