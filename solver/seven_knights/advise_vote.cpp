// Advice in the vote phase: whom the viewer should recommend as Captain.
#include <algorithm>
#include <bit>
#include <unordered_map>

#include "solver/core/parallel.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise_phases.h"

namespace skb::advice {

namespace {

// Packs the values a player sees in a deal (their known positions, in index order), 3 bits a
// value: value codes are below 8.
std::uint64_t observation(std::span<const std::uint8_t> deal, std::uint32_t known) {
  static_assert(kMaxValues <= 8, "observations pack a value in 3 bits");
  std::uint64_t key = 0;
  for (std::uint32_t k = known; k != 0; k &= k - 1) key = (key << 3) | deal[std::countr_zero(k)];
  return key;
}

// For a would-be Captain who knows `known`: the arrangement they would lay for each thing they
// might see, from the public record's posterior: the most likely arrangement among the public
// deals that look alike to them; masses less than 1e-12 of that observation's total apart are
// equal, and ties go to the first arrangement in tie order (the smallest id).
class BestByObservation {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  BestByObservation(const ViewerPosterior& pub, const Universe& u, std::uint32_t known) : known_(known) {
    const int positions = std::popcount(known);
    if (positions <= kDenseMaxPositions) {
      dense_.assign(std::size_t{1} << (3 * positions), {});
    }
    // Each observation's total mass, then the arrangements in ascending order: the first
    // strictly larger (beyond the tolerance) wins.
    for (std::size_t i = 0; i < pub.deals.size(); ++i)
      entry(observation(u.deal(pub.deals[i]), known)).total += pub.weights[i];
    std::vector<std::pair<std::uint64_t, Mass>> masses;  // within one arrangement, per observation
    for (std::size_t g = 0; g + 1 < pub.group_start.size(); ++g) {
      masses.clear();
      for (std::uint32_t k = pub.group_start[g]; k < pub.group_start[g + 1]; ++k) {
        const std::uint32_t i = pub.by_arrangement[k];
        const std::uint64_t key = observation(u.deal(pub.deals[i]), known);
        auto it = std::find_if(masses.begin(), masses.end(), [&](const auto& m) { return m.first == key; });
        if (it == masses.end())
          masses.emplace_back(key, pub.weights[i]);
        else
          it->second += pub.weights[i];
      }
      const std::uint32_t arrangement = pub.arrangement[pub.by_arrangement[pub.group_start[g]]];
      for (const auto& [key, m] : masses) {
        Entry& e = entry(key);
        if (m > e.best_mass + tie_tolerance<Mass> * e.total) e.best_mass = m, e.arrangement = arrangement;
      }
    }
  }

  // Returns the arrangement laid after seeing what `deal` shows, kNone if no public deal shows it.
  std::uint32_t operator()(std::span<const std::uint8_t> deal) const {
    const std::uint64_t key = observation(deal, known_);
    if (!dense_.empty()) return dense_[key].arrangement;
    auto it = sparse_.find(key);
    return it == sparse_.end() ? kNone : it->second.arrangement;
  }

 private:
  static constexpr int kDenseMaxPositions = 5;  // 8^5 entries at most
  struct Entry {
    Mass total = 0, best_mass = -1;
    std::uint32_t arrangement = kNone;
  };
  Entry& entry(std::uint64_t key) { return dense_.empty() ? sparse_[key] : dense_[key]; }

  std::uint32_t known_;
  std::vector<Entry> dense_;                         // by observation, when few positions are known
  std::unordered_map<std::uint64_t, Entry> sparse_;  // otherwise
};

}  // namespace

void advise_vote(const Context& ctx, Advice& out) {
  const Record& r = ctx.record;
  const RecordFacts& facts = ctx.facts;
  const AdviseOptions& options = ctx.options;
  const int viewer = ctx.viewer;
  const VariantTables& tables = ctx.tables;
  const Universe& u = tables.universe;
  const Evidence& e = ctx.evidence;
  const ViewerPosterior& v = ctx.posterior;
  const int threads = ctx.threads;
  // A would-be Captain knows only the public record and their own tiles: drop the viewer's
  // private tile facts (keep the Captain's revealed tile, which is public).
  Record pub = r;
  pub.view.reset();
  std::erase_if(pub.tiles, [&](const TileFact& t) { return !(facts.captain && t.position == *facts.captain); });
  Evidence pub_evidence = gather_evidence(pub, tables, options.compiled_questions);
  const ViewerPosterior public_posterior = viewer_posterior(pub, pub_evidence, tables);
  // The viewer may not recommend a player where that vote is impossible in every deal they
  // consider (the Witch cannot recommend the bewitched, nor the bewitched the Witch).
  const std::vector<DealSet> bewitched = bewitched_sets(r, u);
  std::vector<int> players;
  for (int c = 0; c < r.player_count(); ++c) {
    if (c == viewer || !e.consistent.disjoint(~forbidden_vote(viewer, c, bewitched, u))) players.push_back(c);
  }
  std::vector<CaptainChoice> choices(players.size());
  const std::size_t work = players.size() * (public_posterior.deals.size() * 4 + v.deals.size());
  parallel_for(players.size(), threads_for(work, threads), [&](std::size_t k, int) {
    const int c = players[k];
    const BestByObservation best(public_posterior, u, facts.knows[c]);
    Mass win = 0;
    for (std::size_t i = 0; i < v.deals.size(); ++i) {
      const std::size_t d = v.deals[i];
      if (e.witch_team[c].contains(d)) continue;  // a Witch-team Captain loses at once
      if (best(u.deal(d)) == v.arrangement[i]) win += v.weights[i];
    }
    choices[k] = {c, static_cast<double>(win / v.total)};
  });
  std::stable_sort(choices.begin(), choices.end(),
                   [](const CaptainChoice& a, const CaptainChoice& b) { return a.win > b.win; });
  if (choices.size() > options.top) choices.resize(options.top);
  out.captains = std::move(choices);
}

}  // namespace skb::advice
