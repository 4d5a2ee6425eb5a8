#include "solver/nyet/deal_count.h"

#include <stdexcept>

#include "solver/nyet/count_table.h"

namespace skb::nyet {

namespace {

mpz_class factorial(int n) {
  mpz_class f;
  mpz_fac_ui(f.get_mpz_t(), static_cast<unsigned long>(n));
  return f;
}

mpz_class binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  mpz_class b;
  mpz_bin_uiui(b.get_mpz_t(), static_cast<unsigned long>(n), static_cast<unsigned long>(k));
  return b;
}

// Calls leaf(k, table) for every card class k in [lo, hi), `table` holding every class outside
// [lo, hi) and none inside: each leaf's table holds every class but k.
template <class Int, class Leaf>
void leave_one_out(const Reduction& r, const Binomials<Int>& binomials, int lo, int hi, const CountTable<Int>& table,
                   const Leaf& leaf) {
  if (hi - lo == 1) return leaf(lo, table);
  const int mid = (lo + hi) / 2;
  const auto add = [&](CountTable<Int>& t, int from, int to) {
    for (int k = from; k < to; ++k)
      t.add_class(r.class_size[static_cast<std::size_t>(k)], r.class_allowed[static_cast<std::size_t>(k)], binomials);
  };
  CountTable<Int> left = table;
  add(left, mid, hi);
  leave_one_out(r, binomials, lo, mid, left, leaf);
  CountTable<Int> right = table;
  add(right, lo, mid);
  leave_one_out(r, binomials, mid, hi, right, leaf);
}

// The deals counted by class: every class added to one table, read at the full fill.
template <class Int>
mpz_class class_count(const Reduction& r) {
  const FillBox box(r.place_capacity);
  const Binomials<Int> binomials;
  CountTable<Int> table(box);
  for (std::size_t k = 0; k < r.class_size.size(); ++k) table.add_class(r.class_size[k], r.class_allowed[k], binomials);
  return to_mpz(table.values()[box.full()]);
}

// Returns the ways to split each place class's cards among its places.
mpz_class split_ways(const Reduction& r, const DealProblem& problem) {
  mpz_class ways = 1;
  for (std::size_t m = 0; m < r.place_capacity.size(); ++m) {
    ways *= factorial(r.place_capacity[m]);
    for (int p : r.place_members[m]) ways /= factorial(problem.capacity[static_cast<std::size_t>(p)]);
  }
  return ways;
}

}  // namespace

mpz_class count_deals(const DealProblem& problem) {
  const Reduction r = reduce(problem);
  if (r.cards != r.capacity) return 0;
  if (r.class_size.empty()) return 1;
  mpz_class by_class;
  try {
    by_class = class_count<U128>(r);
  } catch (const CountOverflow&) {
    by_class = class_count<mpz_class>(r);
  }
  return by_class * split_ways(r, problem);
}

DealCounts::DealCounts(const DealProblem& problem) : problem_(problem), reduction_(reduce(problem)) {
  const Reduction& r = reduction_;
  const std::size_t classes = r.class_size.size(), places = r.place_capacity.size();
  spread_sum_.assign(classes, std::vector<mpz_class>(places));
  spread_.assign(classes, std::vector<std::vector<mpz_class>>(places));
  for (std::size_t m = 0; m < places; ++m)
    for (std::size_t k = 0; k < classes; ++k) spread_[k][m].assign(static_cast<std::size_t>(r.place_capacity[m] + 1), 0);
  if (r.cards != r.capacity) {
    class_total_ = 0;
  } else if (classes == 0) {
    class_total_ = 1;
  } else {
    try {
      run<U128>();
    } catch (const CountOverflow&) {
      for (auto& row : spread_sum_)
        for (auto& v : row) v = 0;
      for (auto& row : spread_)
        for (auto& col : row)
          for (auto& v : col) v = 0;
      run<mpz_class>();
    }
  }
  count_ = class_total_ * split_ways(r, problem_);
}

template <class Int>
void DealCounts::run() {
  const Reduction& r = reduction_;
  const FillBox box(r.place_capacity);
  const Binomials<Int> binomials;
  const int classes = static_cast<int>(r.class_size.size());
  std::vector<Int> totals(static_cast<std::size_t>(classes), Int(0u));
  std::vector<std::vector<Int>> sums(static_cast<std::size_t>(classes), std::vector<Int>(box.places(), Int(0u)));
  std::vector<std::vector<std::vector<Int>>> spread(static_cast<std::size_t>(classes));
  for (auto& row : spread)
    for (std::size_t m = 0; m < box.places(); ++m) row.emplace_back(static_cast<std::size_t>(box.capacity(m) + 1), Int(0u));
  const auto leaf = [&](int k, const CountTable<Int>& table) {
    const auto kk = static_cast<std::size_t>(k);
    const std::uint32_t allowed = r.class_allowed[kk];
    const int size = r.class_size[kk];
    for (std::size_t idx = 0; idx < box.size(); ++idx) {
      const Int& v = table.values()[idx];
      if (is_zero(v)) continue;
      // The class fills what the others left: n_m = capacity - fill.
      Int w = v;
      int left = size;
      bool fits = true;
      for (std::size_t m = 0; m < box.places() && fits; ++m) {
        const int n = box.capacity(m) - box.coord(idx, m);
        if (n > 0 && !(allowed >> m & 1U)) fits = false;
        if (n > 0 && fits) {
          w = checked_mul(w, binomials(left, n));
          left -= n;
        }
      }
      if (!fits || left != 0) continue;
      totals[kk] = checked_add(totals[kk], w);
      for (std::size_t m = 0; m < box.places(); ++m) {
        const int n = box.capacity(m) - box.coord(idx, m);
        if (n == 0) continue;
        sums[kk][m] = checked_add(sums[kk][m], checked_mul(w, Int(static_cast<unsigned>(n))));
        spread[kk][m][static_cast<std::size_t>(n)] = checked_add(spread[kk][m][static_cast<std::size_t>(n)], w);
      }
    }
  };
  leave_one_out(r, binomials, 0, classes, CountTable<Int>(box), leaf);
  class_total_ = to_mpz(totals[0]);
  for (std::size_t k = 0; k < totals.size(); ++k) {
    if (to_mpz(totals[k]) != class_total_) throw std::logic_error("DealCounts: the class tables disagree");
    for (std::size_t m = 0; m < box.places(); ++m) {
      spread_sum_[k][m] = to_mpz(sums[k][m]);
      // n_m = 0: the rest of the total.
      mpz_class rest = class_total_;
      for (std::size_t x = 1; x < spread[k][m].size(); ++x) {
        spread_[k][m][x] = to_mpz(spread[k][m][x]);
        rest -= spread_[k][m][x];
      }
      spread_[k][m][0] = rest;
    }
  }
}

Fraction DealCounts::single(int group, int place) const {
  const Reduction& r = reduction_;
  const int k = r.class_of_group.at(static_cast<std::size_t>(group));
  const int m = r.class_of_place.at(static_cast<std::size_t>(place));
  if (k < 0 || sgn(class_total_) == 0 || !(r.class_allowed[static_cast<std::size_t>(k)] >> m & 1U)) return 0;
  const auto kk = static_cast<std::size_t>(k), mm = static_cast<std::size_t>(m);
  const int capacity = r.place_capacity[mm];
  if (capacity == 0) return 0;
  Fraction p(mpz_class(spread_sum_[kk][mm] * problem_.capacity[static_cast<std::size_t>(place)]),
             mpz_class(class_total_ * r.class_size[kk] * capacity));
  p.canonicalize();
  return p;
}

Fraction DealCounts::none(int group, int copies, int place) const {
  const Reduction& r = reduction_;
  const int k = r.class_of_group.at(static_cast<std::size_t>(group));
  const int m = r.class_of_place.at(static_cast<std::size_t>(place));
  if (k < 0 || sgn(class_total_) == 0 || !(r.class_allowed[static_cast<std::size_t>(k)] >> m & 1U)) return 1;
  const auto kk = static_cast<std::size_t>(k), mm = static_cast<std::size_t>(m);
  const int s = r.class_size[kk], c = r.place_capacity[mm], a = problem_.capacity[static_cast<std::size_t>(place)];
  Fraction sum = 0;
  for (int x = 0; x <= c; ++x) {
    const mpz_class& w = spread_[kk][mm][static_cast<std::size_t>(x)];
    if (sgn(w) == 0) continue;
    // t of the copies among the x cards of the class sent to m, none of them in p.
    Fraction h = 0;
    for (int t = 0; t <= std::min(copies, x); ++t)
      h += Fraction(mpz_class(binomial(copies, t) * binomial(s - copies, x - t) * binomial(c - a, t)),
                    mpz_class(binomial(s, x) * binomial(c, t)));
    sum += Fraction(w) * h;
  }
  sum /= Fraction(class_total_);
  sum.canonicalize();
  return sum;
}

}  // namespace skb::nyet
