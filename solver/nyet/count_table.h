// The dynamic programme that counts consistent deals, over the classes of a Reduction
// (deal_problem.h). Internal to deal_count.cpp and sampler.cpp.
//
// A *fill* is how many cards each place class holds so far; the table maps every fill (a box of
// (c1 + 1) x ... x (cm + 1) states, c the capacities) to the number of ways the card classes
// added so far reach it. Adding a card class of s cards goes place class by place class: t of the
// r cards not yet placed go to the next class in C(r, t) ways, so that a class spread as n1..nm
// counts s! / (n1! ... nm!); the last allowed place class takes all that is left.
//
// Counts are exact integers: unsigned 128-bit with every addition and multiplication checked
// (CountOverflow on overflow), or GMP's mpz_class; callers try the first and fall back to the
// second. A box larger than kMaxStates is refused before any work (CountTooLarge).
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <gmpxx.h>

namespace skb::nyet {

__extension__ using U128 = unsigned __int128;

// Thrown by the checked 128-bit arithmetic.
struct CountOverflow {};

// A record whose counting table would pass kMaxStates fill states.
class CountTooLarge : public std::runtime_error {
 public:
  explicit CountTooLarge(const std::string& message) : std::runtime_error(message) {}
};

// The most fill states a table may have (16 MB per table of 128-bit counts).
inline constexpr std::size_t kMaxStates = 1'000'000;

inline U128 checked_add(U128 a, U128 b) {
  U128 r;
  if (__builtin_add_overflow(a, b, &r)) throw CountOverflow{};
  return r;
}
inline U128 checked_mul(U128 a, U128 b) {
  U128 r;
  if (__builtin_mul_overflow(a, b, &r)) throw CountOverflow{};
  return r;
}
inline mpz_class checked_add(const mpz_class& a, const mpz_class& b) { return a + b; }
inline mpz_class checked_mul(const mpz_class& a, const mpz_class& b) { return a * b; }
inline bool is_zero(U128 a) { return a == 0; }
inline bool is_zero(const mpz_class& a) { return sgn(a) == 0; }
inline mpz_class to_mpz(U128 a) {
  mpz_class hi(static_cast<unsigned long>(static_cast<std::uint64_t>(a >> 64)));
  mpz_class lo(static_cast<unsigned long>(static_cast<std::uint64_t>(a)));
  return (hi << 64) + lo;
}
inline mpz_class to_mpz(const mpz_class& a) { return a; }

// Binomial coefficients C(n, k) for n up to 64, in the counting integer.
template <class Int>
class Binomials {
 public:
  Binomials() : table_(65 * 65, Int(0u)) {
    for (int n = 0; n <= 64; ++n) {
      at(n, 0) = Int(1u);
      for (int k = 1; k <= n; ++k) at(n, k) = at(n - 1, k - 1) + (k <= n - 1 ? at(n - 1, k) : Int(0u));
    }
  }
  const Int& operator()(int n, int k) const { return table_[static_cast<std::size_t>(n * 65 + k)]; }

 private:
  Int& at(int n, int k) { return table_[static_cast<std::size_t>(n * 65 + k)]; }
  std::vector<Int> table_;
};

// The fill states of the place classes.
class FillBox {
 public:
  explicit FillBox(const std::vector<int>& capacity) : capacity_(capacity) {
    std::size_t size = 1;
    for (int c : capacity) {
      stride_.push_back(size);
      size *= static_cast<std::size_t>(c + 1);
      if (size > kMaxStates)
        throw CountTooLarge("the counting table would need more than " + std::to_string(kMaxStates) +
                            " states (too many places with different voids)");
    }
    total_.assign(size, 0);
    for (std::size_t i = 0; i < size; ++i) {
      int sum = 0;
      for (std::size_t m = 0; m < capacity.size(); ++m) sum += coord(i, m);
      total_[i] = static_cast<std::uint8_t>(sum);
    }
  }
  std::size_t size() const { return total_.size(); }
  std::size_t places() const { return capacity_.size(); }
  int capacity(std::size_t m) const { return capacity_[m]; }
  std::size_t stride(std::size_t m) const { return stride_[m]; }
  int coord(std::size_t index, std::size_t m) const {
    return static_cast<int>(index / stride_[m] % static_cast<std::size_t>(capacity_[m] + 1));
  }
  // The number of cards of the fill.
  int total(std::size_t index) const { return total_[index]; }
  // The index of the full box (every place class at its capacity).
  std::size_t full() const { return size() - 1; }

 private:
  std::vector<int> capacity_;
  std::vector<std::size_t> stride_;
  std::vector<std::uint8_t> total_;
};

// The count of every fill for the card classes added so far.
template <class Int>
class CountTable {
 public:
  explicit CountTable(const FillBox& box) : box_(&box), values_(box.size(), Int(0u)) { values_[0] = Int(1u); }

  // Adds a card class of `size` cards that the place classes of `allowed` may hold.
  void add_class(int size, std::uint32_t allowed, const Binomials<Int>& binomial) {
    const int after = placed_ + size;
    std::vector<std::size_t> targets;
    for (std::size_t m = 0; m < box_->places(); ++m)
      if (allowed >> m & 1U) targets.push_back(m);
    for (std::size_t i = 0; i < targets.size(); ++i) {
      const std::size_t m = targets[i];
      const bool last = i + 1 == targets.size();
      std::vector<Int> out = last ? std::vector<Int>(values_.size(), Int(0u)) : values_;
      for (std::size_t idx = 0; idx < values_.size(); ++idx) {
        const Int& v = values_[idx];
        if (is_zero(v)) continue;
        const int r = after - box_->total(idx);
        const int room = box_->capacity(m) - box_->coord(idx, m);
        if (last) {  // the rest goes here
          if (r <= room) out[idx + static_cast<std::size_t>(r) * box_->stride(m)] = checked_add(out[idx + static_cast<std::size_t>(r) * box_->stride(m)], v);
          continue;
        }
        for (int t = 1; t <= std::min(r, room); ++t) {
          Int& o = out[idx + static_cast<std::size_t>(t) * box_->stride(m)];
          o = checked_add(o, checked_mul(v, binomial(r, t)));
        }
      }
      values_ = std::move(out);
    }
    if (targets.empty() && size > 0) std::fill(values_.begin(), values_.end(), Int(0u));
    placed_ = after;
  }

  const std::vector<Int>& values() const { return values_; }
  int placed() const { return placed_; }

 private:
  const FillBox* box_;
  std::vector<Int> values_;
  int placed_ = 0;
};

}  // namespace skb::nyet
