#include "solver/hats/policy.h"

#include <array>
#include <stdexcept>

namespace skb::hats {

namespace {

constexpr std::array<std::string_view, 3> kPolicyNames{"random", "memory", "search"};

int legal_count(const Table& t) {
  int n = 0;
  t.for_each_legal([&](Move) { ++n; });
  return n;
}

// The moves memory plays in `view`, all equally likely: a known match, else a known magic hat,
// else the best class of looks. At most 7.
struct Candidates {
  std::array<Move, kPositions> moves{};
  int size = 0;
  void add(Move m) { moves[static_cast<std::size_t>(size++)] = m; }
  bool contains(Move m) const {
    for (int i = 0; i < size; ++i)
      if (moves[static_cast<std::size_t>(i)] == m) return true;
    return false;
  }
};

Candidates memory_candidates(const PlayerView& v) {
  const Table& t = *v.table;
  Candidates out;
  const PositionSet known = t.known(v.player);
  known.for_each([&](Position p) {
    const auto& f = v.face[static_cast<std::size_t>(p.index())];
    if (f && f->matches(t.character(p))) out.add(Move::open(p));
  });
  if (out.size > 0) return out;
  known.for_each([&](Position p) {
    const auto& f = v.face[static_cast<std::size_t>(p.index())];
    if (f && f->is_magic()) out.add(Move::open(p));
  });
  if (out.size > 0) return out;
  const bool ban = t.previous() && t.previous()->kind == MoveKind::look;
  const auto allowed = [&](Position p) { return !(ban && t.previous()->first == p); };
  PositionSet nobody = t.positions();
  for (int s = 0; s < t.players(); ++s) nobody = PositionSet::from_bits(nobody.bits() & ~t.known(s).bits());
  nobody.for_each([&](Position p) {
    if (allowed(p)) out.add(Move::look(p));
  });
  if (out.size > 0) return out;
  PositionSet unknown = PositionSet::from_bits(t.positions().bits() & ~known.bits());
  unknown.for_each([&](Position p) {
    if (allowed(p)) out.add(Move::look(p));
  });
  if (out.size > 0) return out;
  t.positions().for_each([&](Position p) {
    if (allowed(p)) out.add(Move::look(p));
  });
  return out;
}

}  // namespace

Move RandomPolicy::choose(const PlayerView& view, Rng& rng) const {
  const int n = legal_count(*view.table);
  auto pick = static_cast<int>(below(rng, static_cast<std::uint64_t>(n)));
  Move out{};
  view.table->for_each_legal([&](Move m) {
    if (pick-- == 0) out = m;
  });
  return out;
}

std::vector<std::uint64_t> RandomPolicy::weights(const PlayerView&, const std::vector<Move>& legal) const {
  return std::vector<std::uint64_t>(legal.size(), 1);
}

double RandomPolicy::probability(const PlayerView& view, const Move&) const { return 1.0 / legal_count(*view.table); }

Move MemoryPolicy::choose(const PlayerView& view, Rng& rng) const {
  const Candidates c = memory_candidates(view);
  return c.moves[static_cast<std::size_t>(below(rng, static_cast<std::uint64_t>(c.size)))];
}

std::vector<std::uint64_t> MemoryPolicy::weights(const PlayerView& view, const std::vector<Move>& legal) const {
  const Candidates c = memory_candidates(view);
  std::vector<std::uint64_t> w;
  for (const Move& m : legal) w.push_back(c.contains(m) ? 1 : 0);
  return w;
}

double MemoryPolicy::probability(const PlayerView& view, const Move& m) const {
  const Candidates c = memory_candidates(view);
  return c.contains(m) ? 1.0 / c.size : 0.0;
}

bool reads_faces_by_fit(const Policy& policy) {
  // memory_candidates reads a known face by matches() and is_magic() alone; random reads none.
  return dynamic_cast<const MemoryPolicy*>(&policy) != nullptr || dynamic_cast<const RandomPolicy*>(&policy) != nullptr;
}

std::span<const std::string_view> policy_names() { return kPolicyNames; }

}  // namespace skb::hats
