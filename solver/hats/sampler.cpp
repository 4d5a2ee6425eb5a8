#include "solver/hats/sampler.h"

#include <algorithm>
#include <stdexcept>

#include "solver/hats/posterior.h"

namespace skb::hats {

WorldSampler::WorldSampler(const Evidence& e) : e_(e) {
  if (e.failed_check) throw std::invalid_argument("no layout of the hats passes the live-table checks");
  for (int k = 0; k < kHatKinds; ++k)
    for (int c = 0; c < e.unseen[static_cast<std::size_t>(k)]; ++c) unseen_cards_.push_back(Kind::from_index(k));
  KindCounts characters{};
  for (int k = 0; k < kCharacterKinds; ++k)
    characters[static_cast<std::size_t>(k)] = kCharacterCopies - e.table.taken()[static_cast<std::size_t>(k)];
  e.table.positions().for_each(
      [&](Position p) { --characters[static_cast<std::size_t>(e.table.character(p).index())]; });
  for (int k = 0; k < kCharacterKinds; ++k)
    for (int c = 0; c < characters[static_cast<std::size_t>(k)]; ++c) characters_left_.push_back(Kind::from_index(k));
  if (sequences(e.unseen, e.slots()) > kSupportLimit) return;
  // Enumerate every layout with its weight (the number of ways to draw it).
  std::array<int, kPositions> values{};
  KindCounts counts = e.unseen;
  std::uint64_t total = 0;
  const auto walk = [&](auto&& self, int d, std::uint64_t weight) -> void {
    if (d == e.slots()) {
      if (!passes(values)) return;
      std::uint32_t packed = 0;
      for (int s = e.slots() - 1; s >= 0; --s)
        packed = packed << 4 | static_cast<std::uint32_t>(values[static_cast<std::size_t>(s)]);
      total += weight;
      layouts_.push_back(packed);
      cumulative_.push_back(total);
      return;
    }
    for (int k = 0; k < kHatKinds; ++k) {
      const int c = counts[static_cast<std::size_t>(k)];
      if (c == 0) continue;
      values[static_cast<std::size_t>(d)] = k;
      --counts[static_cast<std::size_t>(k)];
      self(self, d + 1, weight * static_cast<std::uint64_t>(c));
      ++counts[static_cast<std::size_t>(k)];
    }
  };
  walk(walk, 0, 1);
  if (layouts_.empty()) throw std::invalid_argument("no layout of the hats passes the live-table checks");
}

bool WorldSampler::passes(const std::array<int, kPositions>& values) const {
  for (const SlotCheck& c : e_.checks) {
    bool met = false;
    for (const auto& [slot, character] : c.pairs)
      met = met || Kind::from_index(values[static_cast<std::size_t>(slot)]).fits(character);
    if (!met) return false;
  }
  return true;
}

DealtGame WorldSampler::sample(Rng& rng) const {
  std::array<int, kPositions> values{};
  std::vector<Kind> cards = unseen_cards_;
  const int slots = e_.slots();
  if (!layouts_.empty()) {
    const std::uint64_t r = below(rng, cumulative_.back());
    const auto i =
        static_cast<std::size_t>(std::upper_bound(cumulative_.begin(), cumulative_.end(), r) - cumulative_.begin());
    std::uint32_t packed = layouts_[i];
    for (int s = 0; s < slots; ++s, packed >>= 4) {
      values[static_cast<std::size_t>(s)] = static_cast<int>(packed & 15u);
      // Take one card of that kind out of the unseen cards (the rest form the pile).
      const auto it = std::find(cards.begin(), cards.end(), Kind::from_index(values[static_cast<std::size_t>(s)]));
      *it = cards.back();
      cards.pop_back();
    }
  } else {
    for (int attempt = 0;; ++attempt) {
      if (attempt == 10'000'000) throw std::runtime_error("sampling the hidden hats: no layout found in 10^7 draws");
      cards = unseen_cards_;
      for (int s = 0; s < slots; ++s) {
        const std::size_t j = below(rng, cards.size());
        values[static_cast<std::size_t>(s)] = cards[j].index();
        cards[j] = cards.back();
        cards.pop_back();
      }
      if (passes(values)) break;
    }
  }
  std::array<Kind, kPositions> faces{};
  e_.table.positions().for_each([&](Position p) {
    const auto i = static_cast<std::size_t>(p.index());
    faces[i] = e_.slot_at[i] == kNoSlot ? *e_.known_face[i]
                                        : Kind::from_index(values[static_cast<std::size_t>(e_.slot_at[i])]);
  });
  shuffle(cards, rng);
  std::vector<Kind> characters = characters_left_;
  shuffle(characters, rng);
  return DealtGame(e_.table, faces, std::move(cards), std::move(characters));
}

}  // namespace skb::hats
