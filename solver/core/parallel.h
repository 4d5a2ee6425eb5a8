// Threads: how many to use, and a loop that shares indices among them.
//
// Every parallel computation in skb gives the same result for any number of threads: work is
// split by index, each index's result is written to its own place, and totals are integers or
// are added in index order. This header holds the policy for how many threads to use.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>

#include <omp.h>

namespace skb {

// The most threads skb ever starts: the hardware threads times a small factor (more only adds
// waiting; the OpenMP runtime crashes on absurd counts such as OMP_NUM_THREADS=100000).
inline int max_threads() {
  const int hardware = omp_get_num_procs();
  return std::max(1, hardware) * 8;
}

// Returns the threads to use when `requested` are asked for: `requested` if positive, else
// OpenMP's default (OMP_NUM_THREADS, or the cores); never more than max_threads(), whatever the
// environment says. (The front end refuses larger requests with a message.)
inline int thread_count(int requested) {
  const int wanted = requested > 0 ? requested : omp_get_max_threads();
  return std::clamp(wanted, 1, max_threads());
}

// Returns the threads worth using for `work` elementary steps (deal visits): one below about a
// millisecond's work, where waking a second thread costs more than it saves (on a busy
// machine, up to a scheduler time slice while the others wait for it at the closing barrier).
inline int threads_for(std::size_t work, int threads) {
  constexpr std::size_t kParallelWork = std::size_t{1} << 18;
  return work >= kParallelWork ? threads : 1;
}

// Runs body(i, thread) for i in [0, n) on `threads` threads, one index at a time as threads come
// free; `thread` (0 .. threads-1) picks per-thread scratch space. One thread runs a plain loop:
// even a one-thread OpenMP region costs microseconds, which simulations pay per decision.
// An exception may not leave an OpenMP region (it would end the program, std::bad_alloc
// included): the first a body throws is kept, the indices not yet started are skipped, and it is
// thrown again once the loop is done, as the one-thread loop would throw it.
template <class Body>
void parallel_for(std::size_t n, int threads, const Body& body) {
  if (threads <= 1 || n <= 1) {
    for (std::size_t i = 0; i < n; ++i) body(i, 0);
    return;
  }
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
  for (std::size_t i = 0; i < n; ++i) {
    if (failed.load(std::memory_order_relaxed)) continue;
    try {
      body(i, omp_get_thread_num());
    } catch (...) {
#pragma omp critical(skb_parallel_for_failure)
      if (!failure) failure = std::current_exception();
      failed.store(true, std::memory_order_relaxed);
    }
  }
  if (failure) std::rethrow_exception(failure);
}

}  // namespace skb
