// Tests for solver/core/parallel.h: how many threads to use, and parallel_for, which must visit
// every index exactly once and hand out thread ids below the number of threads.
#include <doctest/doctest.h>

#include <omp.h>

#include <atomic>
#include <cstddef>
#include <new>
#include <stdexcept>
#include <vector>

#include "solver/core/parallel.h"

TEST_CASE("thread_count: the request if positive, else OpenMP's default") {
  CHECK(skb::thread_count(1) == 1);
  CHECK(skb::thread_count(3) == 3);
  CHECK(skb::thread_count(0) == omp_get_max_threads());
  CHECK(skb::thread_count(-2) == omp_get_max_threads());
  CHECK(skb::thread_count(0) >= 1);
}

TEST_CASE("threads_for: one thread below 2^18 steps of work, all of them from there") {
  // kParallelWork = 2^18 = 262144.
  CHECK(skb::threads_for(0, 8) == 1);
  CHECK(skb::threads_for(262143, 8) == 1);
  CHECK(skb::threads_for(262144, 8) == 8);
  CHECK(skb::threads_for(std::size_t{1} << 30, 3) == 3);
  CHECK(skb::threads_for(262144, 1) == 1);
}

TEST_CASE("parallel_for visits each index exactly once, with thread ids below the threads") {
  for (int threads : {1, 2, 3}) {
    for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{1000}}) {
      CAPTURE(threads);
      CAPTURE(n);
      std::vector<std::atomic<int>> visits(n);
      std::atomic<int> bad_thread{0}, calls{0};
      skb::parallel_for(n, threads, [&](std::size_t i, int thread) {
        visits[i].fetch_add(1);
        calls.fetch_add(1);
        if (thread < 0 || thread >= threads) bad_thread.fetch_add(1);
      });
      CHECK(calls.load() == static_cast<int>(n));
      CHECK(bad_thread.load() == 0);
      for (std::size_t i = 0; i < n; ++i) {
        CAPTURE(i);
        CHECK(visits[i].load() == 1);
      }
    }
  }
}

TEST_CASE("one thread is a plain loop: indices in order, on thread 0 of the caller") {
  std::vector<std::size_t> order;
  std::vector<int> thread_ids;
  skb::parallel_for(50, 1, [&](std::size_t i, int thread) {
    order.push_back(i);
    thread_ids.push_back(thread);
  });
  REQUIRE(order.size() == 50);
  for (std::size_t i = 0; i < 50; ++i) {
    CHECK(order[i] == i);
    CHECK(thread_ids[i] == 0);
  }
}

TEST_CASE("per-thread scratch chosen by thread id is never shared") {
  // Each thread adds into its own slot without atomics; the slots add up to the sum of indices,
  // 0 + 1 + ... + 9999 = 9999 * 10000 / 2 = 49995000.
  constexpr int kThreads = 2;
  std::vector<std::size_t> scratch(kThreads, 0);
  skb::parallel_for(10000, kThreads,
                    [&](std::size_t i, int thread) { scratch[static_cast<std::size_t>(thread)] += i; });
  CHECK(scratch[0] + scratch[1] == 49995000u);
}

TEST_CASE("thread_count never exceeds max_threads, whatever is asked or set") {
  // The OpenMP runtime crashed on OMP_NUM_THREADS=100000 and --threads 2147483647 (bad_alloc):
  // requests and OpenMP's default are clamped to the hardware threads times 8.
  const int most = skb::max_threads();
  CHECK(most >= 8);
  CHECK(skb::thread_count(100000) == most);
  CHECK(skb::thread_count(2147483647) == most);
  CHECK(skb::thread_count(1) == 1);
  const int before = omp_get_max_threads();
  omp_set_num_threads(100000);
  CHECK(skb::thread_count(0) == most);
  omp_set_num_threads(before);
  CHECK(skb::thread_count(0) == std::min(before, most));
}

TEST_CASE("an exception thrown by a body leaves parallel_for as it would leave a plain loop") {
  // Index 7 throws; on 1 thread the loop stops there, on several the indices not yet started
  // are skipped; either way the caller gets the exception (std::bad_alloc included: out of
  // memory inside a parallel loop must reach the front end's message, not end the program).
  for (int threads : {1, 2, 4}) {
    CAPTURE(threads);
    std::atomic<int> calls{0};
    CHECK_THROWS_AS(skb::parallel_for(1000, threads,
                                      [&](std::size_t i, int) {
                                        calls.fetch_add(1);
                                        if (i == 7) throw std::bad_alloc();
                                      }),
                    std::bad_alloc);
    // One thread stops at index 7; several may have started others meanwhile (how many depends
    // on the scheduler), but never run an index twice.
    if (threads == 1) CHECK(calls.load() == 8);
    CHECK(calls.load() <= 1000);
    CHECK_THROWS_WITH_AS(skb::parallel_for(
                             10, threads, [](std::size_t i, int) { if (i % 3 == 2) throw std::runtime_error("index"); }),
                         "index", std::runtime_error);
  }
}
