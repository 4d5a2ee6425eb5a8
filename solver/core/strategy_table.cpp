#include "solver/core/strategy_table.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <stdexcept>

#include "enumerate/mix.h"
#include "solver/core/byte_stream.h"

namespace skb {

namespace {

constexpr std::string_view kMagic = "SKBSTRAT";
constexpr std::uint32_t kVersion = 1;


}  // namespace

std::vector<std::uint32_t> round_to_total(std::span<const double> probabilities, std::uint32_t total) {
  const std::size_t n = probabilities.size();
  std::vector<std::uint32_t> weights(n, 0);
  std::vector<double> remainder(n, 0.0);
  std::uint64_t given = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const double share = std::max(0.0, probabilities[k]) * total;
    const double whole = std::floor(share);
    weights[k] = static_cast<std::uint32_t>(std::min<double>(whole, total));
    remainder[k] = share - whole;
    given += weights[k];
  }
  // The units left (or, from rounding of the inputs, too many) go by largest remainder.
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
  for (std::size_t i = 0; given < total && n > 0; i = (i + 1) % n, ++given) ++weights[order[i]];
  for (std::size_t i = n; given > total && n > 0;) {
    i = i == 0 ? n - 1 : i - 1;
    if (weights[order[i]] > 0) {
      --weights[order[i]];
      --given;
    }
  }
  return weights;
}

StrategyTable StrategyTable::from_graph(const GameGraph& graph, const Strategy& strategy, const OptionOrder& order) {
  std::vector<InfosetId> by_key(graph.infosets());
  std::iota(by_key.begin(), by_key.end(), InfosetId{0});
  std::sort(by_key.begin(), by_key.end(),
            [&](InfosetId a, InfosetId b) { return graph.infoset_key(a) < graph.infoset_key(b); });
  StrategyTable table;
  for (InfosetId set : by_key) {
    if (graph.infoset_key(set).size() > 0xffff || graph.options(set) > 0xff)
      throw std::length_error("an information set's key or options exceed what a strategy table holds");
    table.keys_ += graph.infoset_key(set);
    table.key_first_.push_back(table.keys_.size());
    std::vector<double> probabilities(strategy.begin() + static_cast<std::ptrdiff_t>(graph.first_slot(set)),
                                      strategy.begin() + static_cast<std::ptrdiff_t>(graph.first_slot(set) + static_cast<std::uint64_t>(graph.options(set))));
    if (!order.empty()) {
      const std::vector<double> in_graph = probabilities;
      for (std::size_t i = 0; i < in_graph.size(); ++i)
        probabilities[i] = in_graph[static_cast<std::size_t>(order[set][i])];
    }
    for (std::uint32_t w : round_to_total(probabilities, resolution))
      table.weights_.push_back(static_cast<std::uint16_t>(w));
    table.weight_first_.push_back(table.weights_.size());
  }
  table.fingerprint_ = table.digest();
  return table;
}

StrategyTable StrategyTable::from_sets(std::vector<std::pair<std::string, std::vector<double>>> sets) {
  std::sort(sets.begin(), sets.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  StrategyTable table;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const auto& [key, probabilities] = sets[i];
    if (i > 0 && sets[i - 1].first == key) throw std::invalid_argument("an information set given twice: " + key);
    if (key.size() > 0xffff || probabilities.empty() || probabilities.size() > 0xff)
      throw std::length_error("an information set's key or options exceed what a strategy table holds");
    table.keys_ += key;
    table.key_first_.push_back(table.keys_.size());
    for (std::uint32_t w : round_to_total(probabilities, resolution))
      table.weights_.push_back(static_cast<std::uint16_t>(w));
    table.weight_first_.push_back(table.weights_.size());
  }
  table.fingerprint_ = table.digest();
  return table;
}

std::vector<std::byte> StrategyTable::write(std::string_view metadata) const {
  std::vector<std::byte> out;
  put_bytes(out, kMagic);
  put_u32(out, kVersion);
  put_u32(out, static_cast<std::uint32_t>(metadata.size()));
  put_bytes(out, metadata);
  put_u32(out, static_cast<std::uint32_t>(size()));
  for (std::size_t i = 0; i < size(); ++i) {
    const std::size_t length = key_first_[i + 1] - key_first_[i];
    const std::size_t options = weight_first_[i + 1] - weight_first_[i];
    out.push_back(static_cast<std::byte>(length & 0xff));
    out.push_back(static_cast<std::byte>(length >> 8));
    out.push_back(static_cast<std::byte>(options));
  }
  put_bytes(out, keys_);
  for (std::uint16_t w : weights_) {
    out.push_back(static_cast<std::byte>(w & 0xff));
    out.push_back(static_cast<std::byte>(w >> 8));
  }
  return out;
}

std::uint64_t StrategyTable::digest() const {
  // Eight bytes at a time: tables hold megabytes of keys.
  const auto bytes = [](std::uint64_t h, const void* data, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (; n >= 8; n -= 8, p += 8) {
      std::uint64_t word = 0;
      std::memcpy(&word, p, 8);
      h = mix64(h ^ word);
    }
    std::uint64_t tail = n;
    for (std::size_t i = 0; i < n; ++i) tail = (tail << 8) | p[i];
    return mix64(h ^ tail);
  };
  std::uint64_t h = mix64(size());
  h = bytes(h, keys_.data(), keys_.size());
  h = bytes(h, key_first_.data(), key_first_.size() * sizeof(std::uint64_t));
  return bytes(h, weights_.data(), weights_.size() * sizeof(std::uint16_t));
}

StrategyTable StrategyTable::read(std::span<const std::byte> bytes) {
  ByteReader in(bytes, "strategy table");
  if (in.text(kMagic.size()) != kMagic) throw std::runtime_error("not a strategy table (no SKBSTRAT at its start)");
  if (const std::uint32_t version = in.u32(); version != kVersion)
    throw std::runtime_error("strategy table of format " + std::to_string(version) + ", expected " +
                             std::to_string(kVersion));
  StrategyTable table;
  table.metadata_ = in.text(in.u32());
  const std::uint32_t entries = in.u32();
  std::vector<std::uint16_t> lengths(entries);
  std::vector<std::uint8_t> options(entries);
  for (std::uint32_t i = 0; i < entries; ++i) {
    lengths[i] = in.u16();
    options[i] = in.u8();
    if (options[i] == 0) throw std::runtime_error("strategy table entry with no options");
  }
  for (std::uint32_t i = 0; i < entries; ++i) {
    table.keys_ += in.text(lengths[i]);
    table.key_first_.push_back(table.keys_.size());
    if (i > 0 && !(table.key(i - 1) < table.key(i))) throw std::runtime_error("strategy table keys out of order");
  }
  for (std::uint32_t i = 0; i < entries; ++i) {
    std::uint32_t sum = 0;
    for (std::uint8_t k = 0; k < options[i]; ++k) {
      table.weights_.push_back(in.u16());
      sum += table.weights_.back();
    }
    if (sum != resolution) throw std::runtime_error("strategy table weights that do not add up");
    table.weight_first_.push_back(table.weights_.size());
  }
  if (!in.done()) throw std::runtime_error("strategy table followed by extra bytes");
  table.fingerprint_ = table.digest();
  return table;
}

std::span<const std::uint16_t> StrategyTable::find(std::string_view wanted) const {
  std::size_t lo = 0, hi = size();
  while (lo < hi) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (key(mid) < wanted)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == size() || key(lo) != wanted) return {};
  return {weights_.data() + weight_first_[lo], weight_first_[lo + 1] - weight_first_[lo]};
}

namespace {

// Returns the table's weights on `graph` (see weights_on_graph); a set the table lacks throws
// when `missing` is null and plays uniform, counted in *missing, otherwise.
std::vector<std::uint32_t> table_weights(const StrategyTable& table, const GameGraph& graph,
                                         const StrategyTable::OptionOrder& order, std::uint64_t* missing) {
  std::vector<std::uint32_t> weights(graph.strategy_size(), 0);
  std::vector<std::vector<std::uint32_t>> uniform_of;  // by option count, made when first needed
  for (InfosetId set = 0; set < graph.infosets(); ++set) {
    const std::size_t n = static_cast<std::size_t>(graph.options(set));
    const auto place = [&](const auto& w) {
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t option = order.empty() ? i : static_cast<std::size_t>(order[set][i]);
        weights[graph.first_slot(set) + option] = w[i];
      }
    };
    const std::span<const std::uint16_t> found = table.find(graph.infoset_key(set));
    if (found.empty() && missing != nullptr) {
      if (uniform_of.size() <= n) uniform_of.resize(n + 1);
      if (uniform_of[n].empty())
        uniform_of[n] = round_to_total(std::vector<double>(n, 1.0 / static_cast<double>(n)), StrategyTable::resolution);
      place(uniform_of[n]);
      ++*missing;
      continue;
    }
    if (found.size() != n) throw std::invalid_argument("the strategy table does not hold every decision of this game");
    place(found);
  }
  return weights;
}

}  // namespace

std::vector<std::uint32_t> StrategyTable::weights_on_graph(const GameGraph& graph, const OptionOrder& order) const {
  return table_weights(*this, graph, order, nullptr);
}

std::vector<std::uint32_t> StrategyTable::weights_on_graph_or_uniform(const GameGraph& graph, const OptionOrder& order,
                                                                      std::uint64_t* missing) const {
  std::uint64_t count = 0;
  std::vector<std::uint32_t> weights = table_weights(*this, graph, order, &count);
  if (missing != nullptr) *missing = count;
  return weights;
}

Strategy StrategyTable::probabilities(const std::vector<std::uint32_t>& weights) {
  Strategy strategy(weights.size());
  for (std::size_t a = 0; a < weights.size(); ++a) strategy[a] = static_cast<double>(weights[a]) / resolution;
  return strategy;
}

Strategy StrategyTable::on_graph(const GameGraph& graph, const OptionOrder& order) const {
  return probabilities(weights_on_graph(graph, order));
}

}  // namespace skb
