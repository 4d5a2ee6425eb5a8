// The time budget of `skb serve`'s requests: every request gets a cancel flag, which is set when
// its time is up or when the server stops, whichever comes first; long work (advice over sampled
// deals, the hat game's and Nyet!'s) looks at the flag between steps and answers what it
// finished. One watchdog thread serves every request, so a request costs no thread of its own.
// A ticket may name the page that asked (its session): a newer ticket of the same session cancels
// the older one, so that a page's stale advice (the record has changed since) stops at once
// rather than hold a core until its budget runs out. Knows no HTTP: the server takes a Ticket for
// each request it answers.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <list>
#include <mutex>
#include <string>
#include <thread>

namespace skb::cli::serve {

class Budget {
 public:
  // Each request may take `limit` of time.
  explicit Budget(std::chrono::milliseconds limit);
  ~Budget();
  Budget(const Budget&) = delete;
  Budget& operator=(const Budget&) = delete;

  struct Entry {
    std::chrono::steady_clock::time_point deadline;
    std::atomic<bool> cancel{false};
    bool overrun = false;     // set with cancel when the deadline passed (not when the server stopped)
    bool superseded = false;  // set with cancel when a newer ticket of the same session came
    std::string session;      // "": none
  };

  // One request's flag, watched while the ticket lives.
  class Ticket {
   public:
    // Watches a new request of `session` ("": of none), cancelling the live one of the same
    // session, if any.
    explicit Ticket(Budget& budget, std::string session = "");
    ~Ticket();
    Ticket(const Ticket&) = delete;
    Ticket& operator=(const Ticket&) = delete;
    // Returns the flag to give the request's work.
    const std::atomic<bool>* flag() const { return &entry_->cancel; }
    // Returns whether the request was stopped because its time was up.
    bool overrun() const;
    // Returns whether the request was stopped by a newer one of its session.
    bool superseded() const;

   private:
    Budget& budget_;
    std::list<Entry>::iterator entry_;
  };

  // Sets every flag, now and for every ticket taken later (the server is stopping).
  void stop_all();

  // Returns the time a request may take.
  std::chrono::milliseconds limit() const { return limit_; }

  // Returns how many tickets are alive.
  std::size_t watched() const;

 private:
  void watch();

  const std::chrono::milliseconds limit_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::list<Entry> entries_;
  bool stopping_ = false;
  bool ending_ = false;
  std::thread watchdog_;
};

}  // namespace skb::cli::serve
