// Tests for cli/common/interrupt.h: under a guard, SIGINT and SIGTERM only set a flag that the
// command checks at its next safe point.
#include <doctest/doctest.h>

#include <csignal>

#include "cli/common/interrupt.h"

TEST_CASE("an interrupt under the guard is a flag, raised as Interrupted at the next check") {
  for (int signal : {SIGINT, SIGTERM}) {
    CAPTURE(signal);
    skb::cli::InterruptGuard guard;
    CHECK_FALSE(skb::cli::interrupted());
    CHECK_NOTHROW(skb::cli::stop_if_interrupted());
    std::raise(signal);  // would end the process without the guard
    CHECK(skb::cli::interrupted());
    CHECK_THROWS_AS(skb::cli::stop_if_interrupted(), skb::cli::Interrupted);
  }
  // A new guard starts clear.
  skb::cli::InterruptGuard guard;
  CHECK_FALSE(skb::cli::interrupted());
}
