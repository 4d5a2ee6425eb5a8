#include "solver/hats/posterior.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <stdexcept>

#include "solver/core/fraction.h"
#include "solver/core/parallel.h"

namespace skb::hats {

namespace {

constexpr int kMaxWords = kMaxChecks / 64;  // the checks' bit masks

using Mask = std::array<std::uint64_t, kMaxWords>;

int legal_count(const Table& t) {
  int n = 0;
  t.for_each_legal([&](Move) { ++n; });
  return n;
}

// One turn's factor in the layouts' weights: the log of the model's probability of the turn
// when the slots hold given kinds (-inf when the model cannot play it: a move the policy never
// plays, with tremble 0). In logs, so that a record of thousands of turns, or a tremble of
// 1e-300, never underflows. What does not depend on the kinds (the count of legal moves) is
// worked out once.
class TurnFactor {
 public:
  TurnFactor(const ModelTurn& t, const Model& model) : turn_(&t), model_(&model), legal_(legal_count(t.before)) {}

  // Returns the policy's probability of the turn when the slots hold `values`.
  double probability(const std::array<int, kPositions>& values) const {
    PlayerView view;
    view.table = &turn_->before;
    view.player = turn_->before.to_move();
    for (int p = 0; p < kPositions; ++p) {
      const auto i = static_cast<std::size_t>(p);
      if (turn_->slot[i] != kNoSlot)
        view.face[i] = Kind::from_index(values[static_cast<std::size_t>(turn_->slot[i])]);
      else
        view.face[i] = turn_->face[i];
    }
    return model_->policy->probability(view, turn_->move);
  }

  // Returns the log factor of a turn the policy plays with probability `p`: log((1 - tremble) p
  // + tremble / legal), with a tremble too small for 1 - tremble to differ from 1 still counted
  // where p = 0.
  long double log_of(double p) const {
    if (model_->tremble <= 0) return p > 0 ? std::log(static_cast<long double>(p)) : kMinusInfinity;
    const long double tremble = model_->tremble;
    if (p == 0) return std::log(tremble) - std::log(static_cast<long double>(legal_));
    return std::log((1 - tremble) * static_cast<long double>(p) + tremble / legal_);
  }

  long double operator()(const std::array<int, kPositions>& values) const { return log_of(probability(values)); }

  static constexpr long double kMinusInfinity = -std::numeric_limits<long double>::infinity();

 private:
  const ModelTurn* turn_;
  const Model* model_;
  int legal_;
};

// The classes of a slot's kinds that the model's factors tell apart: with a model that reads a
// known hat only by whether it is magic and whether it matches its character
// (reads_faces_by_fit, policy.h), the kinds a slot can hold fall into the magic hat, each
// character the slot's hat faced in a turn whose player knew it, and the rest; otherwise every
// kind is a class of its own. A factor is then computed once per class, on a representative.
struct SlotClasses {
  std::array<std::uint8_t, kHatKinds> of{};            // per kind: its class
  std::array<std::uint8_t, kHatKinds> representative{};  // per class: a kind of it
  int count = 0;
};

std::vector<SlotClasses> slot_classes(const Evidence& e, bool by_fit) {
  std::vector<SlotClasses> out(static_cast<std::size_t>(e.slots()));
  for (int slot = 0; slot < e.slots(); ++slot) {
    SlotClasses& c = out[static_cast<std::size_t>(slot)];
    std::array<bool, kHatKinds> own{};  // kinds that are a class of their own
    if (!by_fit) {
      own.fill(true);
    } else {
      own[static_cast<std::size_t>(Kind::magic().index())] = true;
      for (const ModelTurn& t : e.turns)
        for (int p = 0; p < kPositions; ++p)
          if (t.slot[static_cast<std::size_t>(p)] == slot)
            own[static_cast<std::size_t>(t.before.character(Position::from_index(p)).index())] = true;
    }
    int rest = -1;
    for (int k = 0; k < kHatKinds; ++k) {
      if (own[static_cast<std::size_t>(k)] || rest < 0) {
        c.representative[static_cast<std::size_t>(c.count)] = static_cast<std::uint8_t>(k);
        c.of[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(c.count);
        if (!own[static_cast<std::size_t>(k)]) rest = c.count;
        ++c.count;
      } else {
        c.of[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(rest);
      }
    }
  }
  return out;
}

// Turns that depend on the same slots, their log factors added; tabulated by the classes of the
// slots' kinds (SlotClasses) when the table is small enough, else summed per layout.
struct Group {
  unsigned slots = 0;
  std::vector<int> members;  // the slots, ascending
  int depth = 0;             // the last of them: the factor is applied once it is chosen
  std::vector<TurnFactor> turns;
  std::vector<long double> table;  // per class combination, the first member's class fastest; empty: per layout
};

struct Setup {
  int slots = 0;
  int words = 1;
  KindCounts counts{};
  std::vector<std::array<Mask, kHatKinds>> mask;  // per slot, per kind: the checks a hat there meets
  std::vector<Mask> reach;                        // per depth: the checks the slots from there can meet
  Mask full{};
  const Model* model = nullptr;
  std::vector<SlotClasses> classes;         // per slot
  std::vector<Group> groups;
  std::vector<std::vector<int>> groups_at;  // per depth: the groups applied there
  // Per depth d: the classes of slots 0..d-1 as one number (radix[d] = their combinations), and,
  // when small enough, every group applied at d summed into one table by the classes of slots
  // 0..d (so that a layout costs one lookup a slot, whatever the groups).
  std::vector<std::size_t> radix;
  std::vector<std::vector<long double>> merged;
  // The exponentials of the last depth's merged table (LogEnumerator::run_last), where the
  // table exists.
  std::vector<long double> last_exp;
  long double constant = 0;  // the log factor of turns that depend on no slot
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

// The layouts without a model: every weight an exact integer (the ways to draw the kinds).
class CountEnumerator {
 public:
  CountEnumerator(const Setup& s, Accumulator<std::uint64_t>& acc) : s_(s), acc_(acc), counts_(s.counts) {}

  // Returns the sum over the kinds of slots d.. of their weights, adding every slot's share to
  // the accumulator (each scaled by `prefix`, the weight of the kinds before d).
  std::uint64_t run(int d, const Mask& mask, std::uint64_t prefix) {
    if (d == s_.slots) {
      if (!covers(mask, s_.full, s_.words)) return 0;
      ++acc_.leaves;
      return 1;
    }
    if (!covers(join(mask, s_.reach[static_cast<std::size_t>(d)], s_.words), s_.full, s_.words)) return 0;
    const bool last = d + 1 == s_.slots;
    std::uint64_t sum = 0;
    for (int k = 0; k < kHatKinds; ++k) {
      const auto f = static_cast<std::uint64_t>(counts_[static_cast<std::size_t>(k)]);
      if (f == 0) continue;
      const Mask below = join(mask, s_.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)], s_.words);
      std::uint64_t sub = 0;
      if (last) {
        if (!covers(below, s_.full, s_.words)) continue;
        ++acc_.leaves;
        sub = 1;  // the last slot: each kind a leaf, weighed without a call
      } else {
        --counts_[static_cast<std::size_t>(k)];
        sub = run(d + 1, below, prefix * f);
        ++counts_[static_cast<std::size_t>(k)];
        if (sub == 0) continue;
      }
      acc_.slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] += prefix * f * sub;
      sum += f * sub;
    }
    return sum;
  }

  // Fixes the kinds of the first slots (a task's prefix); returns its weight, 0 if impossible.
  std::uint64_t fix(const std::vector<int>& kinds) {
    std::uint64_t w = 1;
    for (const int k : kinds) {
      if (counts_[static_cast<std::size_t>(k)] == 0) return 0;
      w *= static_cast<std::uint64_t>(counts_[static_cast<std::size_t>(k)]--);
    }
    return w;
  }

 private:
  const Setup& s_;
  Accumulator<std::uint64_t>& acc_;
  KindCounts counts_;
};

// Returns log(n) for the few counts a kind can have left (the box holds at most 4 of a kind).
long double log_count(int n) {
  static const std::array<long double, 25> logs = [] {
    std::array<long double, 25> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = std::log(static_cast<long double>(i));
    return out;
  }();
  return logs[static_cast<std::size_t>(n)];
}

// The layouts with a model, in logs: a layout's log weight is the log of its ways to draw plus
// the log factors of the turns. A first pass finds the largest (`best`); the second adds
// exp(log weight - largest) over the layouts, so that the sums neither underflow nor overflow
// whatever the number of turns or the tremble (a layout whose weight is a factor e^-11000 below
// the largest's counts as consistent but adds nothing a long double can hold).
class LogEnumerator {
 public:
  LogEnumerator(const Setup& s, long double top, Accumulator<long double>* acc)
      : s_(s), top_(top), acc_(acc), counts_(s.counts) {}

  // Returns the largest log weight of the layouts of slots d.. (each plus `prefix`), -inf if none.
  long double best(int d, const Mask& mask, long double prefix) {
    long double out = kNone;
    if (!covers(join(mask, s_.reach[static_cast<std::size_t>(d)], s_.words), s_.full, s_.words)) return out;
    for (int k = 0; k < kHatKinds; ++k) {
      if (counts_[static_cast<std::size_t>(k)] == 0) continue;
      const Mask below = join(mask, s_.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)], s_.words);
      values_[static_cast<std::size_t>(d)] = k;
      const long double w = prefix + step(d, k);
      if (w == kNone) continue;
      if (d + 1 == s_.slots) {
        if (covers(below, s_.full, s_.words)) out = std::max(out, w);
        continue;
      }
      --counts_[static_cast<std::size_t>(k)];
      out = std::max(out, best(d + 1, below, w));
      ++counts_[static_cast<std::size_t>(k)];
    }
    return out;
  }

  // Returns the sum of exp(log weight - top) over the layouts of slots d.. (each plus `prefix`),
  // adding every slot's share to the accumulator.
  long double run(int d, const Mask& mask, long double prefix) {
    if (!covers(join(mask, s_.reach[static_cast<std::size_t>(d)], s_.words), s_.full, s_.words)) return 0;
    if (d + 1 == s_.slots) return run_last(d, mask, prefix);
    long double sum = 0;
    for (int k = 0; k < kHatKinds; ++k) {
      if (counts_[static_cast<std::size_t>(k)] == 0) continue;
      const Mask below = join(mask, s_.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)], s_.words);
      values_[static_cast<std::size_t>(d)] = k;
      const long double w = prefix + step(d, k);
      if (w == kNone) continue;
      --counts_[static_cast<std::size_t>(k)];
      const long double sub = run(d + 1, below, w);
      ++counts_[static_cast<std::size_t>(k)];
      acc_->slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] += sub;
      sum += sub;
    }
    return sum;
  }

  // run() at the last slot, with one exp a call instead of one a leaf: a leaf's mass is
  // exp(prefix - top) x its kind's count (the ways to draw it) x exp(the log factor of the groups
  // applied there), the last from the table Setup::last_exp. Where a factor would leave the range
  // of long double, or the groups have no table, the leaf's exp is taken directly.
  long double run_last(int d, const Mask& mask, long double prefix) {
    const auto i = static_cast<std::size_t>(d);
    const bool plain = s_.groups_at[i].empty();
    const long double shift = prefix - top_;
    const bool scaled = (plain || !s_.last_exp.empty()) && shift > -kExpRange && shift < kExpRange;
    const long double scale = scaled ? std::exp(shift) : 0;
    long double sum = 0;
    for (int k = 0; k < kHatKinds; ++k) {
      const int count = counts_[static_cast<std::size_t>(k)];
      if (count == 0) continue;
      if (!covers(join(mask, s_.mask[i][static_cast<std::size_t>(k)], s_.words), s_.full, s_.words)) continue;
      values_[i] = k;
      const std::size_t path = path_[i] + s_.radix[i] * s_.classes[i].of[static_cast<std::size_t>(k)];
      long double sub = 0;
      if (scaled && (plain || s_.merged[i][path] > -kExpRange)) {
        sub = scale * static_cast<long double>(count) * (plain ? 1.0L : s_.last_exp[path]);
      } else {
        const long double w = prefix + step(d, k);
        if (w == kNone) continue;
        sub = std::exp(w - top_);
      }
      ++acc_->leaves;
      acc_->slot[i][static_cast<std::size_t>(k)] += sub;
      sum += sub;
    }
    return sum;
  }

  // Fixes the kinds of the first slots (a task's prefix); returns its log weight, -inf if
  // impossible.
  long double fix(const std::vector<int>& kinds) {
    long double w = 0;
    for (std::size_t d = 0; d < kinds.size(); ++d) {
      const int k = kinds[d];
      if (counts_[static_cast<std::size_t>(k)] == 0) return kNone;
      values_[d] = k;
      w += step(static_cast<int>(d), k);
      --counts_[static_cast<std::size_t>(k)];
    }
    return w;
  }

  static constexpr long double kNone = -std::numeric_limits<long double>::infinity();
  // A bound on |x| within which exp(x) is a normal long double (its limit is about 11356).
  static constexpr long double kExpRange = 11000;

 private:
  // The log weight of slot d taking kind k, given the kinds before it: the log of the ways to
  // draw it, plus the log factors of the groups whose last slot is d.
  long double step(int d, int k) {
    long double f = log_count(counts_[static_cast<std::size_t>(k)]);
    const auto i = static_cast<std::size_t>(d);
    path_[i + 1] = path_[i] + s_.radix[i] * s_.classes[i].of[static_cast<std::size_t>(k)];
    if (!s_.merged[i].empty()) return f + s_.merged[i][path_[i + 1]];
    for (int g : s_.groups_at[i]) f += factor(s_.groups[static_cast<std::size_t>(g)]);
    return f;
  }

  long double factor(const Group& g) const {
    if (!g.table.empty()) {
      std::size_t index = 0;
      for (auto it = g.members.rbegin(); it != g.members.rend(); ++it) {
        const SlotClasses& c = s_.classes[static_cast<std::size_t>(*it)];
        index = index * static_cast<std::size_t>(c.count) +
                c.of[static_cast<std::size_t>(values_[static_cast<std::size_t>(*it)])];
      }
      return g.table[index];
    }
    long double f = 0;
    for (const TurnFactor& t : g.turns) f += t(values_);
    return f;
  }

  const Setup& s_;
  long double top_;
  Accumulator<long double>* acc_;
  KindCounts counts_;
  std::array<int, kPositions> values_{};
  std::array<std::size_t, kPositions + 1> path_{};  // per depth: the classes of the slots before it (Setup::radix)
};

// The largest table of a group, in class combinations: beyond it the factors are summed per
// layout (only with a model that reads every kind, holding a group of 6 or 7 slots).
constexpr std::size_t kMaxGroupTable = std::size_t{1} << 20;

// Tabulates `g`'s log factors by the classes of its members' kinds, if the table is small enough,
// on up to `threads` threads: a group can hold thousands of turns (every turn of a long deal
// whose player knew the same hats), each entry independent of the others.
void tabulate(Group& g, const Setup& s, int threads) {
  std::size_t size = 1;
  for (const int m : g.members) size *= static_cast<std::size_t>(s.classes[static_cast<std::size_t>(m)].count);
  if (size > kMaxGroupTable) return;
  g.table.resize(size);
  constexpr std::size_t kChunk = 512;  // entries per task
  const std::size_t chunks = (size + kChunk - 1) / kChunk;
  parallel_for(chunks, threads_for(size * g.turns.size(), thread_count(threads)), [&](std::size_t chunk, int) {
    std::array<int, kPositions> values{};
    std::vector<std::vector<std::pair<double, long double>>> logs(g.turns.size());  // per turn: (p, its log factor)
    for (std::size_t index = chunk * kChunk; index < std::min(size, (chunk + 1) * kChunk); ++index) {
      std::size_t rest = index;
      for (const int m : g.members) {
        const SlotClasses& c = s.classes[static_cast<std::size_t>(m)];
        values[static_cast<std::size_t>(m)] = c.representative[rest % static_cast<std::size_t>(c.count)];
        rest /= static_cast<std::size_t>(c.count);
      }
      long double f = 0;
      for (std::size_t t = 0; t < g.turns.size(); ++t) {
        // Policies give few distinct probabilities (1/n of n equal choices, or 0): their logs once.
        const double p = g.turns[t].probability(values);
        auto& seen = logs[t];
        const auto found = std::find_if(seen.begin(), seen.end(), [&](const auto& e) { return e.first == p; });
        if (found != seen.end()) {
          f += found->second;
        } else {
          const long double l = g.turns[t].log_of(p);
          seen.emplace_back(p, l);
          f += l;
        }
      }
      g.table[index] = f;
    }
  });
}

// Sums the tables of the groups applied at each depth into one table by the classes of the slots
// up to it (Setup::merged), where every group has a table and the merged one is small enough.
void merge_groups(Setup& s) {
  s.radix.assign(static_cast<std::size_t>(s.slots) + 1, 1);
  for (int d = 0; d < s.slots; ++d)
    s.radix[static_cast<std::size_t>(d) + 1] =
        s.radix[static_cast<std::size_t>(d)] * static_cast<std::size_t>(s.classes[static_cast<std::size_t>(d)].count);
  s.merged.assign(static_cast<std::size_t>(s.slots), {});
  for (int d = 0; d < s.slots; ++d) {
    const auto& at = s.groups_at[static_cast<std::size_t>(d)];
    if (at.empty()) continue;
    const std::size_t size = s.radix[static_cast<std::size_t>(d) + 1];
    const bool tabulated =
        std::all_of(at.begin(), at.end(), [&](int g) { return !s.groups[static_cast<std::size_t>(g)].table.empty(); });
    if (!tabulated || size > kMaxGroupTable) continue;
    std::vector<long double>& out = s.merged[static_cast<std::size_t>(d)];
    out.assign(size, 0);
    std::array<int, kPositions> cls{};
    for (std::size_t index = 0; index < size; ++index) {
      std::size_t rest = index;
      for (int j = 0; j <= d; ++j) {
        const auto count = static_cast<std::size_t>(s.classes[static_cast<std::size_t>(j)].count);
        cls[static_cast<std::size_t>(j)] = static_cast<int>(rest % count);
        rest /= count;
      }
      for (const int gi : at) {
        const Group& g = s.groups[static_cast<std::size_t>(gi)];
        std::size_t gindex = 0;
        for (auto it = g.members.rbegin(); it != g.members.rend(); ++it)
          gindex = gindex * static_cast<std::size_t>(s.classes[static_cast<std::size_t>(*it)].count) +
                   static_cast<std::size_t>(cls[static_cast<std::size_t>(*it)]);
        out[index] += g.table[gindex];
      }
    }
  }
  if (s.slots > 0) {
    const std::vector<long double>& last = s.merged[static_cast<std::size_t>(s.slots) - 1];
    s.last_exp.resize(last.size());
    for (std::size_t j = 0; j < last.size(); ++j) s.last_exp[j] = std::exp(last[j]);
  }
}

Setup make_setup(const Evidence& e, const Model& model, int threads) {
  Setup s;
  s.slots = e.slots();
  s.counts = e.unseen;
  const int checks = static_cast<int>(e.checks.size());
  if (checks > kMaxChecks) throw TooManyChecks(e.checks[static_cast<std::size_t>(kMaxChecks)].after_turn);
  s.words = std::max(1, (checks + 63) / 64);
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
  s.classes = slot_classes(e, reads_faces_by_fit(*model.policy));
  for (const ModelTurn& t : e.turns) {
    if (t.slots == 0) {
      s.constant += TurnFactor(t, model)({});
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
    it->turns.emplace_back(t, model);
  }
  for (std::size_t gi = 0; gi < s.groups.size(); ++gi) {
    Group& g = s.groups[gi];
    s.groups_at[static_cast<std::size_t>(g.depth)].push_back(static_cast<int>(gi));
    tabulate(g, s, threads);
  }
  merge_groups(s);
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

// Adds `part` into `out`, entry by entry.
template <class Weight>
void add(Accumulator<Weight>& out, const Accumulator<Weight>& part) {
  for (std::size_t d = 0; d < out.slot.size(); ++d)
    for (int k = 0; k < kHatKinds; ++k) out.slot[d][static_cast<std::size_t>(k)] += part.slot[d][static_cast<std::size_t>(k)];
  out.total += part.total;
  out.leaves += part.leaves;
}

Mask prefix_mask(const Setup& s, const std::vector<int>& kinds) {
  Mask mask{};
  for (std::size_t d = 0; d < kinds.size(); ++d) mask = join(mask, s.mask[d][static_cast<std::size_t>(kinds[d])], s.words);
  return mask;
}

// The layouts' exact integer weights without a model, counted over states rather than layouts.
// What a layout's remaining slots may hold, and whether it can still pass the checks, depend only
// on the kinds left (their counts) and the checks met so far (the mask): layouts that agree on
// both share their completions. So the layouts form a graph of states by depth (7 slots of 11
// kinds: 15.7 million layouts, a few thousand states), walked forward for the weight of the ways
// to reach each state (`outside`: the product of the counts drawn) and backward for the weight of
// its completions that pass every check (`inside`); a kind k at a state of depth d then adds
// outside x count x inside(child) to slot d's kind k, the same integers the layout-by-layout
// enumeration adds up (CountEnumerator). Returns nothing when the states pass `cap` (each about
// 200 bytes: checks so varied that few layouts share a state), for the caller to enumerate
// layout by layout.
std::optional<Accumulator<std::uint64_t>> count_by_states(const Setup& s, std::size_t cap) {
  struct Node {
    KindCounts counts;
    Mask mask;
    std::uint64_t outside = 0, outside_ways = 0;  // weight and number of the layouts reaching it
    std::uint64_t inside = 0, inside_ways = 0;    // of its completions that pass the checks
    std::array<int, kHatKinds> child;             // index in the next depth, or -1
  };
  const auto key = [&s](const KindCounts& counts, const Mask& mask) {
    std::string k(reinterpret_cast<const char*>(counts.data()), sizeof(KindCounts));
    k.append(reinterpret_cast<const char*>(mask.data()), sizeof(std::uint64_t) * static_cast<std::size_t>(s.words));
    return k;
  };
  std::vector<std::vector<Node>> levels(static_cast<std::size_t>(s.slots) + 1);
  levels[0].push_back(Node{s.counts, Mask{}, 1, 1, 0, 0, {}});
  std::size_t states = 1;
  for (int d = 0; d < s.slots; ++d) {
    std::vector<Node>& here = levels[static_cast<std::size_t>(d)];
    std::vector<Node>& next = levels[static_cast<std::size_t>(d) + 1];
    std::unordered_map<std::string, int> index;
    const bool last = d + 1 == s.slots;
    for (Node& node : here) {
      node.child.fill(-1);
      for (int k = 0; k < kHatKinds; ++k) {
        const int f = node.counts[static_cast<std::size_t>(k)];
        if (f == 0) continue;
        const Mask mask = join(node.mask, s.mask[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)], s.words);
        const Mask reachable = last ? mask : join(mask, s.reach[static_cast<std::size_t>(d) + 1], s.words);
        if (!covers(reachable, s.full, s.words)) continue;
        KindCounts counts = node.counts;
        --counts[static_cast<std::size_t>(k)];
        const auto [at, added] = index.try_emplace(key(counts, mask), static_cast<int>(next.size()));
        if (added) {
          if (++states > cap) return std::nullopt;
          next.push_back(Node{counts, mask, 0, 0, 0, 0, {}});
        }
        Node& child = next[static_cast<std::size_t>(at->second)];
        child.outside += node.outside * static_cast<std::uint64_t>(f);
        child.outside_ways += node.outside_ways;
        node.child[static_cast<std::size_t>(k)] = at->second;
      }
    }
  }
  for (Node& leaf : levels.back()) {
    leaf.inside = 1;
    leaf.inside_ways = 1;
  }
  Accumulator<std::uint64_t> acc(s.slots);
  for (int d = s.slots - 1; d >= 0; --d) {
    const std::vector<Node>& next = levels[static_cast<std::size_t>(d) + 1];
    for (Node& node : levels[static_cast<std::size_t>(d)])
      for (int k = 0; k < kHatKinds; ++k) {
        const int c = node.child[static_cast<std::size_t>(k)];
        if (c < 0) continue;
        const Node& child = next[static_cast<std::size_t>(c)];
        const auto f = static_cast<std::uint64_t>(node.counts[static_cast<std::size_t>(k)]);
        node.inside += f * child.inside;
        node.inside_ways += child.inside_ways;
        acc.slot[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] += node.outside * f * child.inside;
      }
  }
  const Node& root = levels[0][0];
  acc.total = s.slots == 0 ? (covers(root.mask, s.full, s.words) ? 1 : 0) : root.inside;
  acc.leaves = s.slots == 0 ? acc.total : root.inside_ways;
  return acc;
}

// The layouts' exact integer weights without a model: over at most `max_states` states
// (count_by_states), or else layout by layout. There the first two slots' kinds split the work
// into tasks, summed in task order: the same sums for any thread count.
Accumulator<std::uint64_t> enumerate_counts(const Setup& s, int threads, std::size_t max_states) {
  // Counted over states when they are few (as a rule); layout by layout otherwise.
  if (auto by_states = count_by_states(s, max_states)) return *std::move(by_states);
  const int depth = std::min(s.slots, 2);
  const auto prefixes = tasks(depth);
  std::vector<Accumulator<std::uint64_t>> parts(prefixes.size(), Accumulator<std::uint64_t>(s.slots));
  const std::size_t work = sequences(s.counts, s.slots);
  parallel_for(prefixes.size(), threads_for(work, thread_count(threads)), [&](std::size_t i, int) {
    Accumulator<std::uint64_t>& acc = parts[i];
    CountEnumerator e(s, acc);
    const std::uint64_t w = e.fix(prefixes[i]);
    if (w == 0) return;
    const Mask mask = prefix_mask(s, prefixes[i]);
    std::uint64_t sub = 0;
    if (static_cast<int>(prefixes[i].size()) == s.slots) {
      if (!covers(mask, s.full, s.words)) return;
      ++acc.leaves;
      sub = 1;
    } else {
      sub = e.run(depth, mask, w);
    }
    const std::uint64_t mass = w * sub;
    for (std::size_t d = 0; d < prefixes[i].size(); ++d) acc.slot[d][static_cast<std::size_t>(prefixes[i][d])] += mass;
    acc.total += mass;
  });
  Accumulator<std::uint64_t> out(s.slots);
  for (const auto& p : parts) add(out, p);
  return out;
}

// The layouts' weights with a model, relative to the largest (LogEnumerator); `top` receives the
// largest log weight (-inf when no layout has a weight).
Accumulator<long double> enumerate_model(const Setup& s, int threads, long double& top) {
  const int depth = std::min(s.slots, 2);
  const auto prefixes = tasks(depth);
  const std::size_t work = sequences(s.counts, s.slots);
  const int used = threads_for(work, thread_count(threads));
  // Each task's prefix and, for a prefix of every slot, whether it passes the checks.
  const auto prefix_weight = [&](LogEnumerator& e, std::size_t i) {
    const long double w = e.fix(prefixes[i]);
      if (w == LogEnumerator::kNone) return w;
    if (static_cast<int>(prefixes[i].size()) == s.slots && !covers(prefix_mask(s, prefixes[i]), s.full, s.words))
      return LogEnumerator::kNone;
    return w;
  };
  std::vector<long double> best(prefixes.size(), LogEnumerator::kNone);
  parallel_for(prefixes.size(), used, [&](std::size_t i, int) {
    LogEnumerator e(s, 0, nullptr);
    const long double w = prefix_weight(e, i);
    if (w == LogEnumerator::kNone) return;
    best[i] = static_cast<int>(prefixes[i].size()) == s.slots ? w : e.best(depth, prefix_mask(s, prefixes[i]), w);
  });
  top = *std::max_element(best.begin(), best.end());
  Accumulator<long double> out(s.slots);
  if (top == LogEnumerator::kNone) return out;
  std::vector<Accumulator<long double>> parts(prefixes.size(), Accumulator<long double>(s.slots));
  parallel_for(prefixes.size(), used, [&](std::size_t i, int) {
    if (best[i] == LogEnumerator::kNone) return;
    Accumulator<long double>& acc = parts[i];
    LogEnumerator e(s, top, &acc);
    const long double w = prefix_weight(e, i);
    long double mass = 0;
    if (static_cast<int>(prefixes[i].size()) == s.slots) {
      ++acc.leaves;
      mass = std::exp(w - top);
    } else {
      mass = e.run(depth, prefix_mask(s, prefixes[i]), w);
    }
    for (std::size_t d = 0; d < prefixes[i].size(); ++d) acc.slot[d][static_cast<std::size_t>(prefixes[i][d])] += mass;
    acc.total += mass;
  });
  for (const auto& p : parts) add(out, p);
  return out;
}

std::uint64_t falling(int n, int k) {
  std::uint64_t out = 1;
  for (int i = 0; i < k; ++i) out *= static_cast<std::uint64_t>(n - i);
  return out;
}

// Returns a / b rounded once to the nearest double (a, b exact integers, b > 0).
double exact_ratio(std::uint64_t a, std::uint64_t b) {
  return fraction_to_double(Fraction(mpz_class(static_cast<unsigned long>(a)), mpz_class(static_cast<unsigned long>(b))));
}

// The faces' probabilities: exact ratios of integers without a model, rounded once.
void fill(Posterior& post, const Evidence& e, const Accumulator<std::uint64_t>& acc) {
  for (int s = 0; s < e.slots(); ++s) {
    PositionBelief& b = post.positions[static_cast<std::size_t>(e.slot_position[static_cast<std::size_t>(s)].index())];
    for (int k = 0; k < kHatKinds; ++k)
      b.face[static_cast<std::size_t>(k)] =
          acc.total > 0 ? exact_ratio(acc.slot[static_cast<std::size_t>(s)][static_cast<std::size_t>(k)], acc.total)
                        : 0.0;
  }
}

// The same with a model, whose weights are not exact: ratios of long double sums.
void fill(Posterior& post, const Evidence& e, const Accumulator<long double>& acc) {
  for (int s = 0; s < e.slots(); ++s) {
    PositionBelief& b = post.positions[static_cast<std::size_t>(e.slot_position[static_cast<std::size_t>(s)].index())];
    for (int k = 0; k < kHatKinds; ++k)
      b.face[static_cast<std::size_t>(k)] =
          acc.total > 0
              ? static_cast<double>(acc.slot[static_cast<std::size_t>(s)][static_cast<std::size_t>(k)] / acc.total)
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

Posterior solve(const Evidence& e, const Model& model, int threads, std::size_t max_count_states) {
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
  const Setup s = make_setup(e, model, threads);
  const std::uint64_t prior = falling(e.unseen_cards, e.slots());
  // The checks alone: the prior probability of passing them, and the posterior without a model.
  const Setup plain = model.policy == nullptr ? Setup{} : make_setup(e, Model{}, threads);
  const auto checks = enumerate_counts(model.policy == nullptr ? s : plain, threads, max_count_states);
  post.checks_passed = prior > 0 ? exact_ratio(checks.total, prior) : 0;
  if (model.policy == nullptr) {
    post.consistent = checks.leaves;
    fill(post, e, checks);
  } else if (s.constant != LogEnumerator::kNone && checks.total > 0) {
    long double top = 0;
    const auto acc = enumerate_model(s, threads, top);
    post.consistent = acc.leaves;
    if (acc.total > 0) {
      // The likelihood averaged over the layouts that pass the checks, from its log.
      const long double log_evidence =
          top + std::log(acc.total) + s.constant - std::log(static_cast<long double>(checks.total));
      post.model_evidence = static_cast<double>(std::exp(log_evidence));
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
