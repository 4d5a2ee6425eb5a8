// Tests for cli/serve/gate.h: at most `running` turns at once, at most `waiting` callers waiting,
// any beyond turned away at once; a turn given back lets a waiting caller in.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "cli/serve/gate.h"

using skb::cli::serve::Gate;

namespace {

// Waits (up to 10 s) until `done()` holds; returns whether it did.
template <class Done>
bool eventually(const Done& done) {
  for (int i = 0; i < 10000 && !done(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return done();
}

}  // namespace

TEST_CASE("gate: one running, one waiting, the third turned away, the waiter let in when the turn is given back") {
  Gate gate(1, 1);
  std::atomic<bool> second_in{false};
  std::thread second;
  {
    Gate::Turn first = gate.enter();
    REQUIRE(first);
    CHECK(gate.running() == 1);
    second = std::thread([&] {
      Gate::Turn turn = gate.enter();  // waits for `first`
      CHECK(turn);
      second_in = true;
    });
    REQUIRE(eventually([&] { return gate.waiting() == 1; }));
    const Gate::Turn third = gate.enter();  // the queue is full: at once, no turn
    CHECK_FALSE(third);
    CHECK_FALSE(second_in);
  }
  second.join();
  CHECK(second_in);
  CHECK(gate.running() == 0);
  CHECK(gate.waiting() == 0);
}

TEST_CASE("gate: turns up to `running` at once without waiting; none waiting allowed means busy at once") {
  Gate gate(3, 0);
  Gate::Turn a = gate.enter();
  Gate::Turn b = gate.enter();
  Gate::Turn c = gate.enter();
  CHECK((a && b && c));
  CHECK(gate.running() == 3);
  CHECK_FALSE(gate.enter());
  { Gate::Turn moved = std::move(b); }  // given back once, by the turn it was moved to
  CHECK(gate.running() == 2);
  CHECK(gate.enter());  // (given back at once: a temporary)
  CHECK(gate.running() == 2);
}
