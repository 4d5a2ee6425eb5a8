#include "solver/nyet/deal_enumeration.h"

#include <string>

namespace skb::nyet {

TooManyDeals::TooManyDeals(std::size_t limit)
    : std::length_error("more than " + std::to_string(limit) + " consistent deals to list") {}

namespace {

// One unseen kind: its physical copies, its group and the places that allow it.
struct KindToPlace {
  CardSet copies;
  std::size_t group = 0;
  std::uint32_t allowed = 0;
};

class Lister {
 public:
  Lister(const DealProblem& problem, std::size_t limit) : problem_(problem), limit_(limit) {
    room_ = problem.capacity;
    left_.assign(problem.groups.size(), 0);
    for (std::size_t g = 0; g < problem.groups.size(); ++g) {
      const CardGroup& group = problem.groups[g];
      left_[g] = group.cards.size();
      for (int index = 0; index < kKindCount; ++index) {
        const CardSet copies = group.cards & copies_of(kind_from_index(index));
        if (!copies.empty()) kinds_.push_back({copies, g, group.allowed});
      }
    }
    current_.places.assign(problem.capacity.size(), CardSet());
  }

  std::vector<WeightedDeal> run() {
    int cards = 0, room = 0;
    for (int l : left_) cards += l;
    for (int r : room_) room += r;
    if (cards == room && feasible()) next_kind(0);
    return std::move(out_);
  }

 private:
  // Whether the cards left can fill the room left exactly (Hall's condition on the groups).
  bool feasible() const {
    const std::size_t groups = left_.size();
    for (std::uint32_t subset = 1; subset < (std::uint32_t{1} << groups); ++subset) {
      int cards = 0;
      std::uint32_t places = 0;
      for (std::size_t g = 0; g < groups; ++g)
        if (subset >> g & 1U) {
          cards += left_[g];
          if (left_[g] > 0) places |= problem_.groups[g].allowed;
        }
      if (cards == 0) continue;
      int room = 0;
      for (std::size_t p = 0; p < room_.size(); ++p)
        if (places >> p & 1U) room += room_[p];
      if (cards > room) return false;
    }
    return true;
  }

  void next_kind(std::size_t k) {
    if (k == kinds_.size()) {
      if (out_.size() == limit_) throw TooManyDeals(limit_);
      out_.push_back(current_);
      return;
    }
    const KindToPlace& kind = kinds_[k];
    left_[kind.group] -= kind.copies.size();
    spread(k, 0, kind.copies, kind.copies.size());
    left_[kind.group] += kind.copies.size();
  }

  // Spreads the `rest` copies still to place of kind k (`copies` left, lowest first) over the
  // places from `place` on; then the next kind, if what is left can still be filled.
  void spread(std::size_t k, std::size_t place, CardSet copies, int rest) {
    if (rest == 0) {
      if (feasible()) next_kind(k + 1);
      return;
    }
    if (place == room_.size()) return;
    spread(k, place + 1, copies, rest);  // none here
    if (!(kinds_[k].allowed >> place & 1U)) return;
    const std::uint64_t weight = current_.weight;
    const CardSet before = current_.places[place];
    for (int n = 1; n <= rest && n <= room_[place]; ++n) {
      const Card card = copies.lowest();
      copies.remove(card);
      current_.places[place].add(card);
      // Choosing which n of the `rest` copies go here: C(rest, n) ways.
      current_.weight = weight * binomial(rest, n);
      room_[place] -= n;
      spread(k, place + 1, copies, rest - n);
      room_[place] += n;
    }
    current_.places[place] = before;
    current_.weight = weight;
  }

  static std::uint64_t binomial(int n, int k) {
    std::uint64_t b = 1;
    for (int i = 1; i <= k; ++i) b = b * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return b;
  }

  const DealProblem& problem_;
  std::size_t limit_;
  std::vector<int> room_, left_;
  std::vector<KindToPlace> kinds_;
  WeightedDeal current_;
  std::vector<WeightedDeal> out_;
};

}  // namespace

std::vector<WeightedDeal> enumerate_deals(const DealProblem& problem, std::size_t limit) {
  if (problem.capacity.size() > static_cast<std::size_t>(kMaxPlaces))
    throw std::invalid_argument("enumerate_deals: too many places");
  return Lister(problem, limit).run();
}

}  // namespace skb::nyet
