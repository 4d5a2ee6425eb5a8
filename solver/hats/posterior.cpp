#include "solver/hats/posterior.h"

#include <algorithm>
#include <stdexcept>

#include "solver/core/parallel.h"

namespace skb::hats {

namespace {

constexpr int kMaxWords = 8;    // checks are merged first; 512 distinct ones are far beyond any game
constexpr int kTableSlots = 5;  // model factors are tabulated for groups of up to 5 slots (11^5 entries)

using Mask = std::array<std::uint64_t, kMaxWords>;

int legal_count(const Table& t) {
  int n = 0;
  t.for_each_legal([&](Move) { ++n; });
  return n;
}

// The model's probability of turn `t` when the slots hold `values`.
long double turn_factor(const ModelTurn& t, const Model& model, const std::array<int, kPositions>& values) {
  PlayerView view;
  view.table = &t.before;
  view.player = t.before.to_move();
  for (int p = 0; p < kPositions; ++p) {
    const auto i = static_cast<std::size_t>(p);
    if (t.slot[i] != kNoSlot)
      view.face[i] = Kind::from_index(values[static_cast<std::size_t>(t.slot[i])]);
    else
      view.face[i] = t.face[i];
  }
  const double p = model.policy->probability(view, t.move);
  if (model.tremble <= 0) return p;
  return (1 - static_cast<long double>(model.tremble)) * p +
         static_cast<long double>(model.tremble) / legal_count(t.before);
}

// Turns that depend on the same slots, their factors multiplied; tabulated by the slots' kinds.
struct Group {
  unsigned slots = 0;
  std::vector<int> members;  // the slots, ascending
  int depth = 0;             // the last of them: the factor is applied once it is chosen
  std::vector<const ModelTurn*> turns;
  std::vector<long double> table;  // empty: computed when needed
};

struct Setup {
  int slots = 0;
  int words = 1;
  KindCounts counts{};
  std::vector<std::array<Mask, kHatKinds>> mask;  // per slot, per kind: the checks a hat there meets
  std::vector<Mask> reach;                        // per depth: the checks the slots from there can meet
  Mask full{};
  const Model* model = nullptr;
  std::vector<Group> groups;
  std::vector<std::vector<int>> groups_at;  // per depth: the groups applied there
  long double constant = 1;                 // the factor of turns that depend on no slot
};

template <class Weight>
struct Accumulator {
  std::vector<std::array<Weight, kHatKinds>> slot;
  Weight total = 0;
  std::uint64_t leaves = 0;
  explicit Accumulator(int slots) : slot(static_cast<std::size_t>(slots)) {
    for (auto& a : slot) a.fill(Weight{0});
  }
};

bool covers(const Mask& m, const Mask& full, int words) {
  for (int w = 0; w < words; ++w)
    if ((m[static_cast<std::size_t>(w)] & full[static_cast<std::size_t>(w)]) != full[static_cast<std::size_t>(w)])
      return false;
  return true;
}

Mask join(const Mask& a, const Mask& b, int words) {
  Mask out = a;
  for (int w = 0; w < words; ++w) out[static_cast<std::size_t>(w)] |= b[static_cast<std::size_t>(w)];
  return out;
}

template <class Weight, bool kModel>
class Enumerator {
 public:
  Enumerator(const Setup& s, Accumulator<Weight>& acc) : s_(s), acc_(acc), counts_(s.counts) {}

  // The weight of slot d taking kind k, given the kinds before it (a count, times the model's
  // factors that become known at d).
  Weight step(int d, int k) {
    Weight f = static_cast<Weight>(counts_[static_cast<std::size_t>(k)]);
    if constexpr (kModel) {
      for (int g : s_.groups_at[static_cast<std::size_t>(d)]) f *= factor(s_.groups[static_cast<std::size_t>(g)]);
    }
    return f;
  }

  // Returns the sum over the kinds of slots d.. of their weights, adding every slot's share to
  // the accumulator (each scaled by `prefix`, the weight of the kinds before d).
  Weight run(int d, const Mask& mask, Weight prefix) {
    if (d == s_.slots) {
      if (!covers(mask, s_.full, s_.words)) return 0;
      ++acc_.leaves;
      return 1;
    }
    if (!covers(join(mask, s_.reach[static_cast<std::size_t>(d)], s_.words), s_.full, s_.words)) return 0;
    if (d + 1 == s_.slots) return last(d, mask, prefix);
    Weight sum = 0;
    for (int k = 0; k < kHatKinds; ++k) {
      if (counts_[static_cast<std::size_t>(k)] == 0) continue;
      values_[static_cast<std::size_t>(d)] = k;
      const Weight f = step(d, k);
      if (f == 0) continue;
      --counts_[static_cast<std::size_t>(k)];
      const Weight sub = run(
          d + 1, join(mask, s_.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)], s_.words), prefix * f);
      ++counts_[static_cast<std::size_t>(k)];
      if (sub == 0) continue;
      const Weight c = f * sub;
      acc_.slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] += prefix * c;
      sum += c;
    }
    return sum;
  }

  // The last slot: each kind is a leaf, weighed without a call.
  Weight last(int d, const Mask& mask, Weight prefix) {
    Weight sum = 0;
    auto& slot_acc = acc_.slot[static_cast<std::size_t>(d)];
    const auto& masks = s_.mask[static_cast<std::size_t>(d)];
    for (int k = 0; k < kHatKinds; ++k) {
      if (counts_[static_cast<std::size_t>(k)] == 0) continue;
      if (!covers(join(mask, masks[static_cast<std::size_t>(k)], s_.words), s_.full, s_.words)) continue;
      values_[static_cast<std::size_t>(d)] = k;
      const Weight f = step(d, k);
      if (f == 0) continue;
      ++acc_.leaves;
      slot_acc[static_cast<std::size_t>(k)] += prefix * f;
      sum += f;
    }
    return sum;
  }

  // Fixes the kinds of the first slots (a task's prefix); returns its weight, 0 if impossible.
  Weight fix(const std::vector<int>& kinds) {
    Weight w = 1;
    for (std::size_t d = 0; d < kinds.size(); ++d) {
      const int k = kinds[d];
      if (counts_[static_cast<std::size_t>(k)] == 0) return 0;
      values_[d] = k;
      w *= step(static_cast<int>(d), k);
      --counts_[static_cast<std::size_t>(k)];
    }
    return w;
  }

 private:
  Weight factor(const Group& g) const {
    if (!g.table.empty()) {
      std::size_t index = 0;
      for (auto it = g.members.rbegin(); it != g.members.rend(); ++it)
        index = index * kHatKinds + static_cast<std::size_t>(values_[static_cast<std::size_t>(*it)]);
      return static_cast<Weight>(g.table[index]);
    }
    long double f = 1;
    for (const ModelTurn* t : g.turns) f *= turn_factor(*t, *s_.model, values_);
    return static_cast<Weight>(f);
  }

  const Setup& s_;
  Accumulator<Weight>& acc_;
  KindCounts counts_;
  std::array<int, kPositions> values_{};
};

Setup make_setup(const Evidence& e, const Model& model) {
  Setup s;
  s.slots = e.slots();
  s.counts = e.unseen;
  const int checks = static_cast<int>(e.checks.size());
  s.words = std::max(1, (checks + 63) / 64);
  if (s.words > kMaxWords) throw std::length_error("more than 512 distinct live-table checks since the deal");
  s.mask.assign(static_cast<std::size_t>(s.slots), {});
  for (int c = 0; c < checks; ++c) {
    const auto bit = std::uint64_t{1} << (c % 64);
    const auto word = static_cast<std::size_t>(c / 64);
    s.full[word] |= bit;
    for (const auto& [slot, character] : e.checks[static_cast<std::size_t>(c)].pairs)
      for (int k = 0; k < kHatKinds; ++k)
        if (Kind::from_index(k).fits(character))
          s.mask[static_cast<std::size_t>(slot)][static_cast<std::size_t>(k)][word] |= bit;
  }
  s.reach.assign(static_cast<std::size_t>(s.slots) + 1, Mask{});
  for (int d = s.slots - 1; d >= 0; --d) {
    s.reach[static_cast<std::size_t>(d)] = s.reach[static_cast<std::size_t>(d) + 1];
    for (int k = 0; k < kHatKinds; ++k)
      if (s.counts[static_cast<std::size_t>(k)] > 0)
        s.reach[static_cast<std::size_t>(d)] =
            join(s.reach[static_cast<std::size_t>(d)], s.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)],
                 s.words);
  }
  s.groups_at.assign(static_cast<std::size_t>(s.slots), {});
  if (model.policy == nullptr) return s;
  s.model = &model;
  for (const ModelTurn& t : e.turns) {
    if (t.slots == 0) {
      s.constant *= turn_factor(t, model, {});
      continue;
    }
    auto it = std::find_if(s.groups.begin(), s.groups.end(), [&](const Group& g) { return g.slots == t.slots; });
    if (it == s.groups.end()) {
      Group g;
      g.slots = t.slots;
      for (int slot = 0; slot < s.slots; ++slot)
        if ((t.slots >> slot) & 1u) g.members.push_back(slot);
      g.depth = g.members.back();
      s.groups.push_back(std::move(g));
      it = std::prev(s.groups.end());
    }
    it->turns.push_back(&t);
  }
  for (std::size_t gi = 0; gi < s.groups.size(); ++gi) {
    Group& g = s.groups[gi];
    s.groups_at[static_cast<std::size_t>(g.depth)].push_back(static_cast<int>(gi));
    const int n = static_cast<int>(g.members.size());
    if (n > kTableSlots) continue;
    std::size_t size = 1;
    for (int i = 0; i < n; ++i) size *= kHatKinds;
    g.table.resize(size);
    std::array<int, kPositions> values{};
    for (std::size_t index = 0; index < size; ++index) {
      std::size_t rest = index;
      for (int i = 0; i < n; ++i) {
        values[static_cast<std::size_t>(g.members[static_cast<std::size_t>(i)])] = static_cast<int>(rest % kHatKinds);
        rest /= kHatKinds;
      }
      long double f = 1;
      for (const ModelTurn* t : g.turns) f *= turn_factor(*t, model, values);
      g.table[index] = f;
    }
  }
  return s;
}

// The tasks: every prefix of the first `depth` slots' kinds.
std::vector<std::vector<int>> tasks(int depth) {
  std::vector<std::vector<int>> out{{}};
  for (int d = 0; d < depth; ++d) {
    std::vector<std::vector<int>> next;
    for (const auto& t : out)
      for (int k = 0; k < kHatKinds; ++k) {
        next.push_back(t);
        next.back().push_back(k);
      }
    out = std::move(next);
  }
  return out;
}

template <class Weight, bool kModel>
Accumulator<Weight> enumerate(const Setup& s, int threads) {
  const int depth = std::min(s.slots, 2);
  const auto prefixes = tasks(depth);
  std::vector<Accumulator<Weight>> parts(prefixes.size(), Accumulator<Weight>(s.slots));
  const std::size_t work = sequences(s.counts, s.slots);
  parallel_for(prefixes.size(), threads_for(work, thread_count(threads)), [&](std::size_t i, int) {
    Accumulator<Weight>& acc = parts[i];
    Enumerator<Weight, kModel> e(s, acc);
    const Weight w = e.fix(prefixes[i]);
    if (w == 0) return;
    Mask mask{};
    for (std::size_t d = 0; d < prefixes[i].size(); ++d)
      mask = join(mask, s.mask[d][static_cast<std::size_t>(prefixes[i][d])], s.words);
    const Weight sub = e.run(depth, mask, w);
    const Weight mass = w * sub;
    for (std::size_t d = 0; d < prefixes[i].size(); ++d) acc.slot[d][static_cast<std::size_t>(prefixes[i][d])] += mass;
    acc.total += mass;
  });
  Accumulator<Weight> out(s.slots);
  for (const auto& p : parts) {  // in task order: the same sums for any thread count
    for (int d = 0; d < s.slots; ++d)
      for (int k = 0; k < kHatKinds; ++k)
        out.slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] +=
            p.slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)];
    out.total += p.total;
    out.leaves += p.leaves;
  }
  return out;
}

std::uint64_t falling(int n, int k) {
  std::uint64_t out = 1;
  for (int i = 0; i < k; ++i) out *= static_cast<std::uint64_t>(n - i);
  return out;
}

template <class Weight>
void fill(Posterior& post, const Evidence& e, const Accumulator<Weight>& acc) {
  const auto total = static_cast<long double>(acc.total);
  for (int s = 0; s < e.slots(); ++s) {
    PositionBelief& b = post.positions[static_cast<std::size_t>(e.slot_position[static_cast<std::size_t>(s)].index())];
    for (int k = 0; k < kHatKinds; ++k)
      b.face[static_cast<std::size_t>(k)] =
          total > 0 ? static_cast<double>(
                          static_cast<long double>(acc.slot[static_cast<std::size_t>(s)][static_cast<std::size_t>(k)]) /
                          total)
                    : 0.0;
  }
}

}  // namespace

std::uint64_t sequences(const KindCounts& counts, int length) {
  // Exponential generating functions: ways[j] = sequences of j slots from the kinds so far.
  std::vector<std::uint64_t> ways(static_cast<std::size_t>(length) + 1, 0);
  ways[0] = 1;
  for (int k = 0; k < kHatKinds; ++k) {
    std::vector<std::uint64_t> next(ways.size(), 0);
    for (int j = 0; j <= length; ++j) {
      std::uint64_t choose = 1;  // C(j, m)
      for (int m = 0; m <= std::min(j, counts[static_cast<std::size_t>(k)]); ++m) {
        next[static_cast<std::size_t>(j)] += ways[static_cast<std::size_t>(j - m)] * choose;
        choose = choose * static_cast<std::uint64_t>(j - m) / static_cast<std::uint64_t>(m + 1);
      }
    }
    ways = std::move(next);
  }
  return ways[static_cast<std::size_t>(length)];
}

Posterior solve(const Evidence& e, const Model& model, int threads) {
  if (model.policy != nullptr && !model.policy->is_model())
    throw std::invalid_argument("a model of play needs a policy with probabilities");
  Posterior post;
  post.slots = e.slots();
  post.layouts = sequences(e.unseen, e.slots());
  e.table.positions().for_each([&](Position p) {
    PositionBelief& b = post.positions[static_cast<std::size_t>(p.index())];
    b.present = true;
    b.known = e.known_face[static_cast<std::size_t>(p.index())];
    if (b.known) b.face[static_cast<std::size_t>(b.known->index())] = 1;
  });
  if (e.failed_check) return post;  // no layout: consistent stays 0
  const Setup s = make_setup(e, model);
  const std::uint64_t prior = falling(e.unseen_cards, e.slots());
  if (model.policy == nullptr) {
    const auto acc = enumerate<std::uint64_t, false>(s, threads);
    post.consistent = acc.leaves;
    post.checks_passed = prior > 0 ? static_cast<double>(acc.total) / static_cast<double>(prior) : 0;
    fill(post, e, acc);
  } else {
    // The checks alone, for the prior probability of passing them; then the model's weights.
    const Setup plain = make_setup(e, Model{});
    const auto checks = enumerate<std::uint64_t, false>(plain, threads);
    post.checks_passed = prior > 0 ? static_cast<double>(checks.total) / static_cast<double>(prior) : 0;
    if (s.constant > 0) {
      const auto acc = enumerate<long double, true>(s, threads);
      post.consistent = acc.leaves;
      post.model_evidence = checks.total > 0 ? static_cast<double>(acc.total * s.constant / checks.total) : 0;
      fill(post, e, acc);
    }
  }
  if (post.consistent == 0) return post;
  e.table.positions().for_each([&](Position p) {
    PositionBelief& b = post.positions[static_cast<std::size_t>(p.index())];
    const Kind c = e.table.character(p);
    b.match = b.face[static_cast<std::size_t>(c.index())];
    b.magic = b.face[static_cast<std::size_t>(Kind::magic().index())];
  });
  return post;
}

}  // namespace skb::hats
