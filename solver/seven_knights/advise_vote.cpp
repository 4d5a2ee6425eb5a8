// Advice in the vote phase: whom the viewer should recommend as Captain.
#include <algorithm>
#include <bit>
#include <unordered_map>

#include "solver/core/parallel.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/rules_check.h"

namespace skb::seven_knights::advice {

namespace {

// For a would-be Captain who knows `known`: the arrangements they would lay for each thing they
// might see, from the public record's posterior: the most likely arrangements among the public
// deals that look alike to them (masses less than 1e-12 of that observation's total apart are
// equal). A Captain cannot know any tie order, so among tied arrangements they pick one
// uniformly at random.
class BestByObservation {
 public:
  BestByObservation(const ViewerPosterior& pub, const Universe& u, std::uint32_t known) : known_(known) {
    const int positions = std::popcount(known);
    // A table by observation when it is small against the deals (it is made per Captain).
    if (positions <= kDenseMaxPositions &&
        (std::size_t{1} << (3 * positions)) <= std::max<std::size_t>(512, 2 * pub.deals.size()))
      dense_.assign(std::size_t{1} << (3 * positions), {});
    // Each observation's total mass, then each arrangement's mass per observation.
    for (std::size_t i = 0; i < pub.deals.size(); ++i)
      entry(observation_key(u.deal(pub.deals[i]), known)).total += pub.weights[i];
    std::vector<std::pair<std::uint64_t, Mass>> masses;  // within one arrangement, per observation
    std::vector<Entry*> touched;
    for (std::size_t g = 0; g + 1 < pub.group_start.size(); ++g) {
      masses.clear();
      for (std::uint32_t k = pub.group_start[g]; k < pub.group_start[g + 1]; ++k) {
        const std::uint32_t i = pub.by_arrangement[k];
        const std::uint64_t key = observation_key(u.deal(pub.deals[i]), known);
        auto it = std::find_if(masses.begin(), masses.end(), [&](const auto& m) { return m.first == key; });
        if (it == masses.end())
          masses.emplace_back(key, pub.weights[i]);
        else
          it->second += pub.weights[i];
      }
      const std::uint32_t arrangement = pub.arrangement[pub.by_arrangement[pub.group_start[g]]];
      for (const auto& [key, m] : masses) {
        Entry& e = entry(key);
        const Mass tolerance = tie_tolerance<Mass> * e.total;
        if (m < e.best - tolerance) continue;
        if (e.near.empty()) touched.push_back(&e);
        e.best = std::max(e.best, m);
        e.near.emplace_back(arrangement, m);
      }
    }
    // Keep the arrangements tied with the best (the list only ever grew near the best so far).
    for (Entry* e : touched) {
      const Mass tolerance = tie_tolerance<Mass> * e->total;
      std::erase_if(e->near, [&](const auto& n) { return n.second < e->best - tolerance; });
    }
  }

  // Returns the chance that the Captain lays `arrangement` after seeing what `deal` shows: 1/k
  // when it is one of the k tied best arrangements for that observation, else 0.
  Mass chance(std::span<const std::uint8_t> deal, std::uint32_t arrangement) const {
    const std::uint64_t key = observation_key(deal, known_);
    const Entry* e = nullptr;
    if (!dense_.empty()) {
      e = &dense_[key];
    } else if (auto it = sparse_.find(key); it != sparse_.end()) {
      e = &it->second;
    }
    if (e == nullptr) return 0;
    for (const auto& [a, m] : e->near)
      if (a == arrangement) return Mass{1} / static_cast<Mass>(e->near.size());
    return 0;
  }

 private:
  static constexpr int kDenseMaxPositions = 5;  // 8^5 entries at most
  struct Entry {
    Mass total = 0, best = -1;
    std::vector<std::pair<std::uint32_t, Mass>> near;  // arrangements tied with the best, ascending ids
  };
  Entry& entry(std::uint64_t key) { return dense_.empty() ? sparse_[key] : dense_[key]; }

  std::uint32_t known_;
  std::vector<Entry> dense_;                         // by observation, when few positions are known
  std::unordered_map<std::uint64_t, Entry> sparse_;  // otherwise
};

// When the record names the Captain (`captain NAME`) and the viewer's vote is the last one
// missing, only the votes that elect that Captain are legal: any other would make the record
// contradict itself, and the reader would refuse it. Removes the others from `players`.
void keep_votes_electing_the_named_captain(const Record& r, const RecordFacts& facts, int viewer,
                                           std::vector<int>& players) {
  const bool viewer_voted = std::any_of(r.votes.begin(), r.votes.end(), [&](const Vote& x) { return x.voter == viewer; });
  if (!r.captain || facts.votes_complete || viewer_voted || static_cast<int>(r.votes.size()) != r.player_count() - 1)
    return;
  Record completed = r;
  completed.votes.push_back(Vote{0, viewer, 0, 0});
  std::erase_if(players, [&](int c) {
    completed.votes.back().candidate = c;
    return captain_by_votes(completed) != r.captain->player;
  });
}

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
  // (viewer_posterior takes only the lie rate from the record.)
  const Evidence pub_evidence = public_evidence(r, facts, e, u);
  const ViewerPosterior public_posterior = viewer_posterior(r, pub_evidence, tables);
  // The viewer may not recommend a player where that vote is impossible in every deal they
  // consider (the Witch cannot recommend the bewitched, nor the bewitched the Witch).
  const std::vector<DealSet> bewitched = bewitched_sets(r, u);
  std::vector<int> players;
  for (int c = 0; c < r.player_count(); ++c) {
    if (c == viewer || !e.consistent.disjoint(~forbidden_vote(viewer, c, bewitched, u))) players.push_back(c);
  }
  keep_votes_electing_the_named_captain(r, facts, viewer, players);
  // Per Captain: the viewer's side's chance to win. The Knights win in a deal when the Captain
  // is not on the Witch team and lays the winning arrangement (chance(), with ties split); the
  // Witch team wins otherwise. The viewer counts for the side they are on in each deal.
  const DealSet& viewer_team = e.witch_team[static_cast<std::size_t>(viewer)];
  std::vector<double> wins(players.size());
  const std::size_t work = players.size() * (public_posterior.deals.size() * 4 + v.deals.size());
  parallel_for(players.size(), threads_for(work, threads), [&](std::size_t k, int) {
    const int c = players[k];
    const BestByObservation best(public_posterior, u, facts.knows[c]);
    Mass win = 0;
    for (std::size_t i = 0; i < v.deals.size(); ++i) {
      const std::size_t d = v.deals[i];
      // A Witch-team Captain loses at once for the Knights.
      const Mass knights = e.witch_team[c].contains(d) ? Mass{0} : best.chance(u.deal(d), v.arrangement[i]);
      const Mass side = viewer_team.contains(d) ? 1 - knights : knights;
      if (side != 0) win += v.weights[i] * side;
    }
    wins[k] = static_cast<double>(win / v.total);
  });
  // Best first; equal chances (within the tie tolerance) in seat order.
  std::vector<RankKeys> keys(players.size());
  for (std::size_t k = 0; k < players.size(); ++k) keys[k] = {wins[k], 0};
  for (std::size_t k : rank_top(keys, options.top)) out.captains.push_back({players[k], keys[k].first});
}

}  // namespace skb::seven_knights::advice
