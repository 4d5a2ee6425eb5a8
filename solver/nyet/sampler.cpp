#include "solver/nyet/sampler.h"

#include <stdexcept>

#include "solver/nyet/count_table.h"

namespace skb::nyet {

namespace {

// Returns a uniform draw from 0 .. n-1 (n >= 1).
U128 uniform_below(Rng& rng, U128 n) {
  const U128 top = n - 1;
  const auto high = static_cast<std::uint64_t>(top >> 64);
  if (high == 0) return static_cast<std::uint64_t>(top) == ~std::uint64_t{0} ? U128{rng()} : below(rng, static_cast<std::uint64_t>(n));
  while (true) {
    const U128 x = U128{below(rng, high + 1)} << 64 | U128{rng()};
    if (x < n) return x;
  }
}

mpz_class uniform_below(Rng& rng, const mpz_class& n) {
  const mpz_class top = n - 1;
  const std::size_t words = (mpz_sizeinbase(top.get_mpz_t(), 2) + 63) / 64;
  const mpz_class first = top >> static_cast<mp_bitcnt_t>(64 * (words - 1));
  while (true) {
    mpz_class x = to_mpz(U128{uniform_below(rng, U128{first.get_ui()} + 1)});
    for (std::size_t w = 1; w < words; ++w) x = (x << 64) + to_mpz(U128{rng()});
    if (x < n) return x;
  }
}

}  // namespace

struct DealSampler::Tables {
  virtual ~Tables() = default;
  // Returns the spread n[k][m] of every card class over the place classes.
  virtual std::vector<std::vector<int>> spread(Rng& rng) const = 0;
};

namespace {

template <class Int>
class TablesOf : public DealSampler::Tables {
 public:
  explicit TablesOf(const Reduction& r) : r_(r), box_(r.place_capacity) {
    CountTable<Int> table(box_);
    prefix_.push_back(table.values());
    for (std::size_t k = 0; k < r.class_size.size(); ++k) {
      table.add_class(r.class_size[k], r.class_allowed[k], binomials_);
      prefix_.push_back(table.values());
    }
    if (is_zero(prefix_.back()[box_.full()])) throw std::invalid_argument("DealSampler: no deal is consistent");
  }

  std::vector<std::vector<int>> spread(Rng& rng) const override {
    const std::size_t classes = r_.class_size.size();
    std::vector<std::vector<int>> out(classes, std::vector<int>(box_.places(), 0));
    std::size_t fill = box_.full();
    for (std::size_t k = classes; k-- > 0;) {
      // Every spread n of class k that the fill allows, weighted by the ways to reach fill - n.
      std::vector<std::pair<std::size_t, Int>> options;  // (fill - n, weight)
      std::vector<int> n(box_.places(), 0);
      Int total(0u);
      const auto visit = [&](auto&& self, std::size_t m, int left, std::size_t index, Int weight) -> void {
        if (m == box_.places()) {
          if (left != 0) return;
          const Int w = checked_mul(weight, prefix_[k][index]);
          if (is_zero(w)) return;
          total = checked_add(total, w);
          options.emplace_back(index, w);
          return;
        }
        const int most = (r_.class_allowed[k] >> m & 1U) ? std::min(left, box_.coord(index, m)) : 0;
        for (int t = 0; t <= most; ++t)
          self(self, m + 1, left - t, index - static_cast<std::size_t>(t) * box_.stride(m),
               checked_mul(weight, binomials_(left, t)));
      };
      visit(visit, 0, r_.class_size[k], fill, Int(1u));
      Int draw = uniform_below(rng, total);
      std::size_t chosen = 0;
      while (!(draw < options[chosen].second)) draw -= options[chosen++].second;
      for (std::size_t m = 0; m < box_.places(); ++m)
        out[k][m] = box_.coord(fill, m) - box_.coord(options[chosen].first, m);
      fill = options[chosen].first;
    }
    return out;
  }

 private:
  const Reduction& r_;
  FillBox box_;
  Binomials<Int> binomials_;
  std::vector<std::vector<Int>> prefix_;
};

}  // namespace

DealSampler::DealSampler(const DealProblem& problem) : problem_(problem), reduction_(reduce(problem)) {
  if (reduction_.cards != reduction_.capacity) throw std::invalid_argument("DealSampler: no deal is consistent");
  try {
    tables_ = std::make_unique<TablesOf<U128>>(reduction_);
  } catch (const CountOverflow&) {
    tables_ = std::make_unique<TablesOf<mpz_class>>(reduction_);
  }
}

DealSampler::~DealSampler() = default;
DealSampler::DealSampler(DealSampler&&) noexcept = default;
DealSampler& DealSampler::operator=(DealSampler&&) noexcept = default;

std::vector<CardSet> DealSampler::sample(Rng& rng) const {
  const Reduction& r = reduction_;
  const std::vector<std::vector<int>> spread = tables_->spread(rng);
  // The cards of each class, shuffled, dealt to the place classes by the spread.
  std::vector<std::vector<Card>> by_class(r.class_size.size());
  for (std::size_t g = 0; g < problem_.groups.size(); ++g)
    if (r.class_of_group[g] >= 0)
      for (Card c : problem_.groups[g].cards) by_class[static_cast<std::size_t>(r.class_of_group[g])].push_back(c);
  std::vector<std::vector<Card>> by_place_class(r.place_capacity.size());
  for (std::size_t k = 0; k < by_class.size(); ++k) {
    shuffle(by_class[k], rng);
    std::size_t next = 0;
    for (std::size_t m = 0; m < by_place_class.size(); ++m)
      for (int i = 0; i < spread[k][m]; ++i) by_place_class[m].push_back(by_class[k][next++]);
  }
  // Each place class's cards, shuffled, dealt to its places by their capacities.
  std::vector<CardSet> out(problem_.capacity.size());
  for (std::size_t m = 0; m < by_place_class.size(); ++m) {
    shuffle(by_place_class[m], rng);
    std::size_t next = 0;
    for (int p : r.place_members[m])
      for (int i = 0; i < problem_.capacity[static_cast<std::size_t>(p)]; ++i)
        out[static_cast<std::size_t>(p)].add(by_place_class[m][next++]);
  }
  return out;
}

}  // namespace skb::nyet
