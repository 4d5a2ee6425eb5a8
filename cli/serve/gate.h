// The gate of `skb serve`'s work: at most a few requests solve at once, a few more wait for their
// turn, and any beyond those are turned away at once (the server answers 503, busy) rather than
// piling up. Knows no HTTP: the server asks it for a turn before running a request.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <mutex>

namespace skb::cli::serve {

class Gate {
 public:
  // At most `running` turns held at once, at most `waiting` callers waiting for one.
  Gate(std::size_t running, std::size_t waiting);

  // A turn, held while alive (a default-made one holds nothing).
  class Turn {
   public:
    Turn() = default;
    explicit Turn(Gate* gate) : gate_(gate) {}
    Turn(Turn&& other) noexcept : gate_(other.gate_) { other.gate_ = nullptr; }
    Turn& operator=(Turn&&) = delete;
    Turn(const Turn&) = delete;
    Turn& operator=(const Turn&) = delete;
    ~Turn();
    explicit operator bool() const { return gate_ != nullptr; }

   private:
    Gate* gate_ = nullptr;
  };

  // Returns a turn, once one is free; returns an empty Turn at once when `waiting` callers already
  // wait (busy).
  Turn enter();

  // Returns how many turns are held now, and how many callers wait.
  std::size_t running() const;
  std::size_t waiting() const;

 private:
  void leave();

  const std::size_t max_running_;
  const std::size_t max_waiting_;
  mutable std::mutex mutex_;
  std::condition_variable freed_;
  std::size_t running_ = 0;
  std::size_t waiting_ = 0;
};

}  // namespace skb::cli::serve
