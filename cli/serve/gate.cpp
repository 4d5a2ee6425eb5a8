#include "cli/serve/gate.h"

namespace skb::cli::serve {

Gate::Gate(std::size_t running, std::size_t waiting) : max_running_(running == 0 ? 1 : running), max_waiting_(waiting) {}

Gate::Turn::~Turn() {
  if (gate_ != nullptr) gate_->leave();
}

Gate::Turn Gate::enter() {
  std::unique_lock lock(mutex_);
  if (running_ < max_running_) {
    ++running_;
    return Turn(this);
  }
  if (waiting_ >= max_waiting_) return Turn();
  ++waiting_;
  freed_.wait(lock, [this] { return running_ < max_running_; });
  --waiting_;
  ++running_;
  return Turn(this);
}

std::size_t Gate::running() const {
  std::lock_guard lock(mutex_);
  return running_;
}

std::size_t Gate::waiting() const {
  std::lock_guard lock(mutex_);
  return waiting_;
}

void Gate::leave() {
  {
    std::lock_guard lock(mutex_);
    --running_;
  }
  freed_.notify_one();
}

}  // namespace skb::cli::serve
