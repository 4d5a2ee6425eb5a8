#include "cli/serve/budget.h"

#include <algorithm>

namespace skb::cli::serve {

Budget::Budget(std::chrono::milliseconds limit) : limit_(limit), watchdog_([this] { watch(); }) {}

Budget::~Budget() {
  {
    std::lock_guard lock(mutex_);
    ending_ = true;
  }
  changed_.notify_all();
  watchdog_.join();
}

Budget::Ticket::Ticket(Budget& budget, std::string session) : budget_(budget) {
  {
    std::lock_guard lock(budget_.mutex_);
    if (!session.empty())
      for (Entry& e : budget_.entries_)
        if (e.session == session && !e.cancel) {
          e.superseded = true;
          e.cancel = true;
        }
    entry_ = budget_.entries_.emplace(budget_.entries_.end());
    entry_->deadline = std::chrono::steady_clock::now() + budget_.limit_;
    entry_->session = std::move(session);
    if (budget_.stopping_) entry_->cancel = true;
  }
  budget_.changed_.notify_all();  // the watchdog may be sleeping past this deadline
}

Budget::Ticket::~Ticket() {
  std::lock_guard lock(budget_.mutex_);
  budget_.entries_.erase(entry_);
}

bool Budget::Ticket::overrun() const {
  std::lock_guard lock(budget_.mutex_);
  return entry_->overrun;
}

bool Budget::Ticket::superseded() const {
  std::lock_guard lock(budget_.mutex_);
  return entry_->superseded;
}

void Budget::stop_all() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (Entry& e : entries_) e.cancel = true;
  }
  changed_.notify_all();
}

std::size_t Budget::watched() const {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

// The watchdog: sleeps until the nearest deadline of a request not yet cancelled (or a change),
// then cancels every request whose deadline has passed.
void Budget::watch() {
  std::unique_lock lock(mutex_);
  while (!ending_) {
    const auto now = std::chrono::steady_clock::now();
    auto next = std::chrono::steady_clock::time_point::max();
    for (Entry& e : entries_) {
      if (e.cancel) continue;
      if (e.deadline <= now) {
        e.overrun = true;
        e.cancel = true;
      } else {
        next = std::min(next, e.deadline);
      }
    }
    if (next == std::chrono::steady_clock::time_point::max())
      changed_.wait(lock);
    else
      changed_.wait_until(lock, next);
  }
}

}  // namespace skb::cli::serve
