#include "cli/common/progress.h"

#include <algorithm>
#include <cmath>
#include <iostream>

#include <fmt/format.h>

namespace skb::cli {

std::string format_duration(double seconds) {
  const long s = std::lround(std::max(0.0, seconds));
  return s >= 3600 ? fmt::format("{}h{:02}m", s / 3600, s / 60 % 60) : fmt::format("{}m{:02}s", s / 60, s % 60);
}

ProgressBar::ProgressBar(bool enabled, std::uint64_t total)
    : enabled_(enabled), total_(total), start_(std::chrono::steady_clock::now()) {}

double ProgressBar::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProgressBar::show(std::uint64_t done, std::string_view label) const {
  if (!enabled_) return;
  const double seconds = elapsed();
  const double rate = static_cast<double>(done) / std::max(seconds, 1e-9);
  const int width = 24, filled = static_cast<int>(width * done / std::max<std::uint64_t>(1, total_));
  std::cerr << fmt::format(
                   "\r[{}{}] {} {:>8.0f} games/s  left {}   ", std::string(filled, '#'),
                   std::string(width - filled, '.'), label, rate,
                   done > 0 ? format_duration(seconds / static_cast<double>(done) * static_cast<double>(total_ - done))
                            : "?")
            << std::flush;
}

void ProgressBar::finish(std::string_view summary) const {
  if (!enabled_) return;
  std::cerr << fmt::format("\r{} in {}{}\n", summary, format_duration(elapsed()), std::string(40, ' '));
}

}  // namespace skb::cli
