#include "cli/common/progress.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <utility>

#include <fmt/format.h>

namespace skb::cli {

std::string format_duration(double seconds) {
  const long s = std::lround(std::max(0.0, seconds));
  return s >= 3600 ? fmt::format("{}h{:02}m", s / 3600, s / 60 % 60) : fmt::format("{}m{:02}s", s / 60, s % 60);
}

std::string format_rate(std::uint64_t done, double seconds) {
  if (done == 0 || !(seconds > 0)) return "?";
  const double rate = static_cast<double>(done) / seconds;
  // Three significant digits while the rate is small, each branch from where rounding to its
  // digits reaches the next decade (9.996 is "10.0", not "10.00").
  if (rate >= 99.95) return fmt::format("{:.0f}", rate);
  if (rate >= 9.995) return fmt::format("{:.1f}", rate);
  if (rate >= 0.9995) return fmt::format("{:.2f}", rate);
  if (rate >= 0.0005) return fmt::format("{:.3f}", rate);
  return "<0.001";  // over half an hour a unit
}

std::string progress_line(std::uint64_t done, std::uint64_t total, double seconds, std::string_view label,
                          std::string_view unit) {
  done = std::min(done, total);
  const std::uint64_t width = 24, filled = width * done / std::max<std::uint64_t>(1, total);
  const bool known = done > 0 && seconds > 0;
  return fmt::format("[{}{}] {} {:>8} {}/s  left {}   ", std::string(filled, '#'), std::string(width - filled, '.'),
                     label, format_rate(done, seconds), unit,
                     known ? format_duration(seconds / static_cast<double>(done) * static_cast<double>(total - done))
                           : "?");
}

ProgressBar::ProgressBar(bool enabled, std::uint64_t total, std::string unit)
    : enabled_(enabled), total_(total), unit_(std::move(unit)), start_(std::chrono::steady_clock::now()) {}

double ProgressBar::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProgressBar::show(std::uint64_t done, std::string_view label) const {
  if (!enabled_) return;
  std::cerr << "\r" << progress_line(done, total_, elapsed(), label, unit_) << std::flush;
}

void ProgressBar::finish(std::string_view summary) const {
  if (!enabled_) return;
  std::cerr << fmt::format("\r{} in {}{}\n", summary, format_duration(elapsed()), std::string(40, ' '));
}

}  // namespace skb::cli
