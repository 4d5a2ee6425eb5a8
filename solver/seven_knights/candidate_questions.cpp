#include "solver/seven_knights/candidate_questions.h"

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>

#include "enumerate/flat_index.h"
#include "enumerate/mix.h"
#include "solver/seven_knights/predicate.h"
#include "solver/seven_knights/predicate_text.h"
#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

namespace {

constexpr int kCells = kMaxValues * kMaxValues;
static_assert(kCells <= 64, "a truth table over two positions' cells must fit in 64 bits");

}  // namespace

namespace {

// A question shape: the text around the position names and its truth table over cells.
// One position: text = first + suffix. Two positions: text = first + infix + second + suffix.
struct Shape {
  std::string infix, suffix;
  std::uint64_t cells = 0;
  std::uint32_t order = 0;  // its place in its family, before merging (below)
};

// Returns a family of shapes with the shapes that split every possible set of cells alike
// merged: two shapes whose truth tables agree, or are complements, on `valid` (the cells a
// deal can show: for two positions, never the same value twice) split any deals alike. Each
// class stands where its first member stood and is shown by its shortest member, the first
// among equally short (keeping that member's `order`): what the per-block merging would choose,
// so the merged family gives the same candidates as the whole one (see Builder::add).
std::vector<Shape> merge_family(const std::vector<Shape>& family, std::uint64_t valid) {
  std::vector<Shape> merged;
  std::vector<std::uint64_t> keys;
  const int lowest = std::countr_zero(valid);
  for (std::uint32_t i = 0; i < family.size(); ++i) {
    Shape shape = family[i];
    std::uint64_t key = shape.cells & valid;
    if (!((key >> lowest) & 1u)) key = valid & ~key;
    const auto it = std::find(keys.begin(), keys.end(), key);
    shape.order = i;
    if (it == keys.end()) {
      keys.push_back(key);
      merged.push_back(std::move(shape));
      continue;
    }
    Shape& kept = merged[static_cast<std::size_t>(it - keys.begin())];
    if (shape.infix.size() + shape.suffix.size() < kept.infix.size() + kept.suffix.size()) kept = std::move(shape);
  }
  return merged;
}

// Every shape of the four families, compiled once with the predicate compiler over a universe
// of one slot (8 deals) or two slots (56 deals: every pair of distinct values).
struct Shapes {
  // One position after its value sets: "X op n", comparisons outer, n = 0..8 inner; merged.
  std::vector<Shape> one_position;
  // Two positions: "X op Y", then "X + Y op n" (comparisons outer, n = 2..14 inner); merged.
  std::vector<Shape> two_positions;
  std::array<std::string, 1u << kMaxValues> set_suffix;  // " in {..}" per value mask
  // Before merging, in the orders above (for compare_number_shape and the others).
  std::vector<Shape> compare_number, pairs;

  Shapes() {
    const Universe one(DealingSpec{1, 0xFFu, {0xFFu}});
    const Universe two(DealingSpec{2, 0xFFu, {0xFFu, 0xFFu}});
    const auto resolve = [](std::string_view name) -> std::optional<int> {
      if (name == "X") return 0;
      if (name == "Y") return 1;
      return std::nullopt;
    };
    const auto table = [&](const std::string& text, const Universe& u) {
      std::uint64_t cells = 0;
      compile(parse_predicate(text, 1, resolve), u).for_each([&](std::size_t d) {
        const int cell = u.slots() == 1 ? u.value(d, 0) : u.value(d, 0) * kMaxValues + u.value(d, 1);
        cells |= std::uint64_t{1} << cell;
      });
      return cells;
    };
    for (const Comparison op : kComparisons)
      for (int n = 0; n <= 8; ++n) {
        const std::string suffix = fmt::format(" {} {}", comparison_text(op), n);
        compare_number.push_back({"", suffix, table("X" + suffix, one)});
      }
    for (const Comparison op : kComparisons) {
      const std::string infix = fmt::format(" {} ", comparison_text(op));
      pairs.push_back({infix, "", table("X" + infix + "Y", two)});
    }
    for (const Comparison op : kComparisons)
      for (int n = 2; n <= 14; ++n) {
        const std::string suffix = fmt::format(" {} {}", comparison_text(op), n);
        pairs.push_back({" + ", suffix, table("X + Y" + suffix, two)});
      }
    std::uint64_t distinct_values = 0;  // two positions never hold the same value
    for (int a = 0; a < kMaxValues; ++a)
      for (int b = 0; b < kMaxValues; ++b)
        if (a != b) distinct_values |= std::uint64_t{1} << (a * kMaxValues + b);
    one_position = merge_family(compare_number, (std::uint64_t{1} << kMaxValues) - 1);
    two_positions = merge_family(pairs, distinct_values);
    // In a one-position block the value sets come first (at most 2^8 of them).
    for (Shape& shape : one_position) shape.order += 1u << kMaxValues;
    for (std::uint32_t m = 1; m < set_suffix.size(); ++m) set_suffix[m] = " in " + value_set_text(m);
  }
};

const Shapes& shapes() {
  static const Shapes s;
  return s;
}

}  // namespace

QuestionShape value_set_shape(std::uint32_t values) {
  if (values == 0 || values >= (1u << kMaxValues)) throw std::out_of_range("no such value set");
  return {"", shapes().set_suffix[values], values};
}

QuestionShape compare_number_shape(int comparison, int n) {
  if (comparison < 0 || comparison >= 6 || n < 0 || n > 8) throw std::out_of_range("no such question shape");
  const Shape& s = shapes().compare_number[static_cast<std::size_t>(comparison * 9 + n)];
  return {s.infix, s.suffix, s.cells};
}

QuestionShape compare_pair_shape(int comparison) {
  if (comparison < 0 || comparison >= 6) throw std::out_of_range("no such question shape");
  const Shape& s = shapes().pairs[static_cast<std::size_t>(comparison)];
  return {s.infix, s.suffix, s.cells};
}

QuestionShape sum_number_shape(int comparison, int n) {
  if (comparison < 0 || comparison >= 6 || n < 2 || n > 14) throw std::out_of_range("no such question shape");
  const Shape& s = shapes().pairs[static_cast<std::size_t>(6 + comparison * 13 + (n - 2))];
  return {s.infix, s.suffix, s.cells};
}

std::uint32_t value_subset(std::span<const int> ordered, std::uint64_t mask) {
  std::uint32_t values = 0;
  for (std::size_t i = 0; i < ordered.size(); ++i)
    if ((mask >> i) & 1u) values |= 1u << ordered[i];
  return values;
}

namespace {

constexpr std::uint64_t kCompareNumberShapes = 6 * 9;     // = != < <= > >=, n = 0..8
constexpr std::uint64_t kTwoPositionShapes = 6 + 6 * 13;  // X op Y; X + Y op n, n = 2..14

std::uint64_t value_set_count(std::size_t values) { return values >= 2 ? (std::uint64_t{1} << values) - 2 : 0; }

}  // namespace

std::uint64_t one_position_shape_count(std::uint32_t values) {
  return value_set_count(static_cast<std::size_t>(std::popcount(values))) + kCompareNumberShapes;
}

QuestionShape one_position_shape(std::uint32_t values, std::uint64_t k) {
  const std::vector<int> possible = tile_order(values);
  const std::uint64_t sets = value_set_count(possible.size());
  if (k < sets) return value_set_shape(value_subset(possible, k + 1));
  k -= sets;
  if (k >= kCompareNumberShapes) throw std::out_of_range("no such question shape");
  return compare_number_shape(static_cast<int>(k / 9), static_cast<int>(k % 9));
}

std::uint64_t two_position_shape_count() { return kTwoPositionShapes; }

QuestionShape two_position_shape(std::uint64_t k) {
  if (k < 6) return compare_pair_shape(static_cast<int>(k));
  k -= 6;
  if (k >= kTwoPositionShapes - 6) throw std::out_of_range("no such question shape");
  return sum_number_shape(static_cast<int>(k / 13), static_cast<int>(2 + k % 13));
}

DealSet truth_set(const Universe& u, int first, int second, std::uint64_t cells) {
  DealSet out = u.none();
  for (int a = 0; a < kMaxValues; ++a) {
    if (second < 0) {
      if ((cells >> a) & 1u) out |= u.holds(first, a);
      continue;
    }
    const std::uint64_t row = (cells >> (a * kMaxValues)) & 0xFFu;
    if (row == 0 || u.holds(first, a).empty()) continue;
    DealSet either = u.none();
    for (std::uint64_t b = row; b != 0; b &= b - 1) either |= u.holds(second, std::countr_zero(b));
    out |= either & u.holds(first, a);
  }
  return out;
}

namespace {

// What the viewer's consistent deals look like through one or two positions: which cells
// occur, the cell of the first deal (which fixes the side of a split used as its key), and,
// per cell, two random sums over the deals in it (a set's hash is the sum over its cells).
struct CellView {
  std::uint64_t occupied = 0;
  int first_cell = 0;
  std::array<std::uint64_t, kCells> hash1{}, hash2{};
};

class Builder {
 public:
  Builder(const Record& r, const Universe& u, std::span<const std::uint32_t> deals) : u_(u), deals_(deals) {
    const int n = r.player_count();
    for (int p = 0; p < r.position_count(); ++p)
      dealt_.push_back(p < n ? seat_values(*r.variant, n) : center_values(*r.variant, n));
    seen_.reserve(256);
    block_index_.reserve(128);
    out_.reserve(256);
    parts_.reserve(256);
    next_.reserve(256);
    for (int p = 0; p < r.position_count(); ++p) names_.push_back(r.position_name(p));
  }

  // Questions come in blocks naming the same positions to the same answerer. Within a block,
  // questions are merged by their canonical truth table first (cheap), and only the distinct
  // ones are offered for merging across blocks, in the order of their first occurrence and
  // with their shortest text (the first among equally short), which is what offering every
  // question one by one would give.
  void begin_block(int answerer, int first, int second) {
    block_ = {answerer, first, second, &cell_view(first, second), dealt_cells(first, second)};
    block_entries_.clear();
    block_index_.clear();
    for (std::uint8_t side : small_used_) small_index_[side] = FlatIndex::kNone;
    small_used_.clear();
  }
  // Adds a question of the block; `order` is its place among the block's questions before any
  // merging (a merged family's shape stands for its class, and keeps its own place).
  void add(const Shape& shape) { add(shape.cells, shape.infix, shape.suffix, shape.order); }
  void add(std::uint64_t cells, std::string_view infix, std::string_view suffix, std::uint32_t order) {
    // Decided by the dealing alone (true or false in every deal): never a question.
    if (const std::uint64_t dealt = cells & block_.dealt; dealt == 0 || dealt == block_.dealt) return;
    const CellView& view = *block_.view;
    std::uint64_t side = cells & view.occupied;
    if (!((side >> view.first_cell) & 1u)) side = view.occupied & ~side;
    const std::size_t length = infix.size() + suffix.size();
    // One position: a side is a set of at most 8 cells, indexed directly.
    std::uint32_t& entry = block_.second < 0 ? small_index_[side] : block_index_.find(side);
    if (block_.second < 0 && entry == FlatIndex::kNone) small_used_.push_back(static_cast<std::uint8_t>(side));
    if (entry == FlatIndex::kNone) {
      entry = static_cast<std::uint32_t>(block_entries_.size());
      block_entries_.push_back({cells, infix, suffix, length, order});
    } else if (BlockEntry& e = block_entries_[entry]; length < e.length || (length == e.length && order < e.order)) {
      e = {cells, infix, suffix, length, order};  // the shortest text, the first among equally short
    }
  }
  void end_block() {
    for (const auto& e : block_entries_)
      offer(block_.answerer, block_.first, block_.second, e.cells, e.infix, e.suffix);
  }

  // Offers a question: merges it into an existing candidate or appends it.
  void offer(int answerer, int first, int second, std::uint64_t cells, std::string_view infix,
             std::string_view suffix) {
    const CellView& view = cell_view(first, second);
    std::uint64_t side = cells & view.occupied;
    if (!((side >> view.first_cell) & 1u)) side = view.occupied & ~side;
    std::uint64_t hash1 = 0, hash2 = 0;
    for (std::uint64_t m = side; m != 0; m &= m - 1) {
      hash1 += view.hash1[std::countr_zero(m)];
      hash2 += view.hash2[std::countr_zero(m)];
    }
    // The index is keyed by (answerer, hash1); hash2 and the deal-by-deal check confirm.
    const std::uint64_t key = hash1 ^ static_cast<std::uint64_t>(answerer);
    const Parts parts{first, second, infix, suffix, hash2};
    const std::size_t length = text_length(parts);
    std::uint32_t& head = seen_.find(key);
    for (std::uint32_t index = head; index != FlatIndex::kNone; index = next_[index]) {
      CandidateQuestion& c = out_[index];
      if (c.answerer != answerer || parts_[index].hash2 != hash2 || !same_split(c, first, second, side)) continue;
      if (length < text_length(parts_[index])) {
        c.first = first, c.second = second, c.cells = cells;
        parts_[index] = parts;
      }
      return;
    }
    next_.push_back(head);
    head = static_cast<std::uint32_t>(out_.size());
    out_.push_back({answerer, first, second, cells, {}});
    parts_.push_back(parts);
  }

  const CellView& cell_view(int first, int second) {
    const std::size_t slot =
        static_cast<std::size_t>(first) * (kMaxPositions + 1) + static_cast<std::size_t>(second + 1);
    if (views_.empty()) views_.resize(static_cast<std::size_t>(kMaxPositions) * (kMaxPositions + 1));
    std::unique_ptr<CellView>& v = views_[slot];
    if (v) return *v;
    v = std::make_unique<CellView>();
    const CandidateQuestion probe{0, first, second, 0, {}};
    for (std::size_t i = 0; i < deals_.size(); ++i) {
      const int c = probe.cell(u_.deal(deals_[i]));
      if (i == 0) v->first_cell = c;
      v->occupied |= std::uint64_t{1} << c;
      v->hash1[c] += mix64(2 * std::uint64_t{deals_[i]});
      v->hash2[c] += mix64(2 * std::uint64_t{deals_[i]} + 1);
    }
    return *v;
  }

  // Returns the candidates, each with its (shortest) text; those decided over the deals are
  // marked as liar tests, and left out unless `liar_tests`.
  std::vector<CandidateQuestion> take(bool liar_tests) {
    for (std::size_t i = 0; i < out_.size(); ++i) {
      const CellView& view = cell_view(out_[i].first, out_[i].second);
      const std::uint64_t side = out_[i].cells & view.occupied;
      out_[i].liar_test = side == 0 || side == view.occupied;
      const Parts& p = parts_[i];
      std::string& text = out_[i].predicate;
      text.reserve(text_length(p));
      text.append(names_[static_cast<std::size_t>(p.first)]).append(p.infix);
      if (p.second >= 0) text.append(names_[static_cast<std::size_t>(p.second)]);
      text.append(p.suffix);
    }
    if (!liar_tests) std::erase_if(out_, [](const CandidateQuestion& c) { return c.liar_test; });
    return std::move(out_);
  }

  // Returns the cells the dealing can show for (first, second): the values each position may
  // be dealt, and for two positions every pair of different ones.
  std::uint64_t dealt_cells(int first, int second) const {
    const std::uint32_t a = dealt_[static_cast<std::size_t>(first)];
    if (second < 0) return a;
    const std::uint32_t b = dealt_[static_cast<std::size_t>(second)];
    std::uint64_t cells = 0;
    for (int x = 0; x < kMaxValues; ++x)
      for (int y = 0; y < kMaxValues; ++y)
        if (x != y && ((a >> x) & 1u) && ((b >> y) & 1u)) cells |= std::uint64_t{1} << (x * kMaxValues + y);
    return cells;
  }

 private:
  // A question's text, kept in parts until the candidates are final.
  struct Parts {
    int first, second;
    std::string_view infix, suffix;
    std::uint64_t hash2;
  };
  std::size_t text_length(const Parts& p) const {
    return names_[static_cast<std::size_t>(p.first)].size() + p.infix.size() +
           (p.second < 0 ? 0 : names_[static_cast<std::size_t>(p.second)].size()) + p.suffix.size();
  }

  // Returns whether candidate c splits the deals as `side` does (a canonical truth table over
  // the cells of (first, second) containing the first deal's cell), either way round.
  bool same_split(const CandidateQuestion& c, int first, int second, std::uint64_t side) {
    if (c.first == first && c.second == second) {
      const CellView& view = cell_view(first, second);
      std::uint64_t own = c.cells & view.occupied;
      if (!((own >> view.first_cell) & 1u)) own = view.occupied & ~own;
      return own == side;
    }
    const CandidateQuestion other{0, first, second, side, {}};
    const bool flip = !c.truth(u_.deal(deals_[0]));  // other holds the first deal on its true side
    for (std::uint32_t d : deals_)
      if ((c.truth(u_.deal(d)) != flip) != other.truth(u_.deal(d))) return false;
    return true;
  }

  const Universe& u_;
  std::span<const std::uint32_t> deals_;
  std::vector<std::string> names_;                // position names
  std::vector<std::unique_ptr<CellView>> views_;  // by (first, second + 1)
  FlatIndex seen_;                                // (answerer, hash) -> the last candidate with it
  std::vector<std::uint32_t> next_;               // per candidate: the previous one with its key
  std::vector<CandidateQuestion> out_;
  std::vector<Parts> parts_;          // per candidate
  std::vector<std::uint32_t> dealt_;  // per position: the values the dealing may put there
  struct Block {
    int answerer = 0, first = 0, second = -1;
    const CellView* view = nullptr;
    std::uint64_t dealt = 0;  // the cells the dealing can show
  } block_;
  struct BlockEntry {
    std::uint64_t cells;
    std::string_view infix, suffix;
    std::size_t length;
    std::uint32_t order;
  };
  std::vector<BlockEntry> block_entries_;
  FlatIndex block_index_;  // two-position blocks: side -> entry
  std::array<std::uint32_t, 1u << kMaxValues> small_index_ = [] {
    std::array<std::uint32_t, 1u << kMaxValues> a;
    a.fill(FlatIndex::kNone);
    return a;
  }();                                    // one-position blocks: side -> entry
  std::vector<std::uint8_t> small_used_;  // the sides set in small_index_
};

}  // namespace

std::vector<CandidateQuestion> candidate_questions(const Record& r, const RecordFacts& facts, int asker,
                                                   const Universe& u, std::span<const std::uint32_t> deals,
                                                   bool liar_tests) {
  if (deals.empty()) return {};
  const Shapes& s = shapes();
  const bool strict = r.rules == RuleSet::strict;
  Builder builder(r, u, deals);
  for (int b = 0; b < r.player_count(); ++b) {
    if (b == asker) continue;
    const std::uint32_t askable = facts.knows[b] & (strict ? ~facts.knows[asker] : ~0u);
    std::vector<int> positions;
    for (int p = 0; p < r.position_count(); ++p)
      if ((askable >> p) & 1u) positions.push_back(p);
    for (int p : positions) {
      // The values p can hold, Knights ascending then W; every subset but none and all.
      const std::uint64_t occupied = builder.cell_view(p, -1).occupied;
      const std::vector<int> possible = tile_order(static_cast<std::uint32_t>(occupied));
      const std::uint32_t subsets = 1u << possible.size();
      builder.begin_block(b, p, -1);
      for (std::uint32_t mask = 1; mask + 1 < subsets; ++mask) {
        const std::uint32_t values = value_subset(possible, mask);
        builder.add(values, "", s.set_suffix[values], mask);
      }
      for (const Shape& shape : s.one_position) builder.add(shape);
      builder.end_block();
    }
    for (std::size_t i = 0; i < positions.size(); ++i)
      for (std::size_t j = i + 1; j < positions.size(); ++j) {
        builder.begin_block(b, positions[i], positions[j]);
        for (const Shape& shape : s.two_positions) builder.add(shape);
        builder.end_block();
      }
  }
  return builder.take(liar_tests);
}

}  // namespace skb::seven_knights
