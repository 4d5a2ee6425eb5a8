#include "solver/advise.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>
#include <omp.h>

#include "solver/candidate_questions.h"
#include "solver/error.h"
#include "solver/evidence.h"
#include "solver/game_tables.h"
#include "solver/posterior.h"
#include "solver/split_table.h"

namespace skb {

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::search:
      return "search";
    case Phase::question:
      return "question";
    case Phase::vote:
      return "vote";
    case Phase::captain:
      return "captain";
  }
  return "";
}

std::optional<Phase> find_phase(std::string_view name) {
  for (Phase p : {Phase::search, Phase::question, Phase::vote, Phase::captain})
    if (phase_name(p) == name) return p;
  return std::nullopt;
}

std::optional<Phase> detect_phase(const Record& r, const RecordFacts& facts) {
  const int n = r.player_count();
  const bool two_rounds = r.variant->two_search_rounds;
  for (int p = 0; p < n; ++p) {
    std::uint32_t looked = facts.looked[p];
    std::uint32_t seats = looked & ((1u << n) - 1), center = looked >> n;
    bool done = two_rounds ? seats != 0 && center != 0 : looked != 0;
    if (!done) return Phase::search;
  }
  std::vector<int> asked(n, 0);
  for (const auto& q : r.questions) ++asked[q.asker];
  if (std::any_of(asked.begin(), asked.end(), [](int a) { return a == 0; })) return Phase::question;
  if (!facts.votes_complete) return Phase::vote;
  if (facts.captain && asked[*facts.captain] < 2) return Phase::captain;
  return std::nullopt;
}

namespace {

// p log2 p for probabilities that repeat: masses of arrangements are sums of a few distinct
// deal weights, so remembered logarithms (Log2Memo) save most of the slow long double ones.
class PLogP {
 public:
  Mass operator()(Mass p) { return p * log2_(p); }

 private:
  Log2Memo log2_;
};

// The winning arrangement's distribution under the viewer's posterior: its largest mass and
// its entropy in bits.
struct Spread {
  Mass best = 0, entropy = 0;
};

Spread arrangement_spread(const ViewerPosterior& v) {
  Spread s;
  PLogP plogp;
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    Mass m = 0;
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) m += v.weights[v.by_arrangement[k]];
    s.best = std::max(s.best, m);
    if (const Mass p = m / v.total; p > 0) s.entropy -= plogp(p);
  }
  return s;
}

// What inspecting position p tells the viewer: the expected entropy of the winning arrangement
// after seeing p's value, and the chance to win as Captain afterwards, Σ over values of the
// best arrangement's mass among the deals holding it where the viewer is not on the Witch team
// (seeing W bewitches the viewer: nothing). One pass over the deals grouped by arrangement.
struct Inspection {
  Mass expected_entropy = 0, win = 0;
};

Inspection weigh_inspection(const ViewerPosterior& v, const Universe& u, int p, int viewer) {
  std::array<Mass, kMaxValues> total{}, entropy{}, best{};
  std::array<PLogP, kMaxValues> plogp;
  for (std::size_t i = 0; i < v.deals.size(); ++i) total[u.value(v.deals[i], p)] += v.weights[i];
  for (std::size_t g = 0; g + 1 < v.group_start.size(); ++g) {
    if (v.group_start[g + 1] - v.group_start[g] == 1) {
      // One deal wins with this arrangement (every arrangement, with no center slot): the same
      // sums as below, without clearing the per-value arrays.
      const std::uint32_t i = v.by_arrangement[v.group_start[g]];
      const auto deal = u.deal(v.deals[i]);
      const int value = deal[p];
      if (const Mass q = v.weights[i] / total[value]; q > 0) entropy[value] -= plogp[value](q);
      if (deal[viewer] != kWitch) best[value] = std::max(best[value], v.weights[i]);
      continue;
    }
    std::array<Mass, kMaxValues> mass{}, knights{};
    std::uint32_t seen = 0;
    for (std::uint32_t k = v.group_start[g]; k < v.group_start[g + 1]; ++k) {
      const std::uint32_t i = v.by_arrangement[k];
      const auto deal = u.deal(v.deals[i]);
      mass[deal[p]] += v.weights[i];
      if (deal[viewer] != kWitch) knights[deal[p]] += v.weights[i];
      seen |= 1u << deal[p];
    }
    for (; seen != 0; seen &= seen - 1) {
      const int value = std::countr_zero(seen);
      if (const Mass q = mass[value] / total[value]; q > 0) entropy[value] -= plogp[value](q);
      best[value] = std::max(best[value], knights[value]);
    }
  }
  Inspection out;
  for (int value = 0; value < kMaxValues; ++value) {
    if (total[value] == 0) continue;
    out.expected_entropy += (total[value] / v.total) * entropy[value];
    if (value != kWitch) out.win += best[value];
  }
  return out;
}

int thread_count(const AdviseOptions& o) { return o.threads > 0 ? o.threads : omp_get_max_threads(); }

// Returns the threads worth using for `work` deal visits: one below about a millisecond's work,
// where waking a second thread costs more than it saves (on a busy machine, up to a scheduler
// time slice while the others wait for it at the closing barrier).
int threads_for(std::size_t work, int threads) {
  constexpr std::size_t kParallelWork = std::size_t{1} << 18;
  return work >= kParallelWork ? threads : 1;
}

// Runs body(i, thread) for i in [0, n) on `threads` threads, one index at a time as threads come
// free; `thread` (0 .. threads-1) picks per-thread scratch space. One thread runs a plain loop:
// even a one-thread OpenMP region costs microseconds, which simulations pay per decision.
template <class Body>
void parallel_for(std::size_t n, int threads, const Body& body) {
  if (threads <= 1 || n <= 1) {
    for (std::size_t i = 0; i < n; ++i) body(i, 0);
    return;
  }
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
  for (std::size_t i = 0; i < n; ++i) body(i, omp_get_thread_num());
}

// Returns the positions the viewer may still inspect: any other position in play if they have
// not looked yet; in the two-round variants, other seats and center slots separately.
std::vector<int> inspectable(const Record& r, const RecordFacts& facts, int viewer) {
  const int n = r.player_count();
  const std::uint32_t looked = facts.looked[viewer];
  const bool two_rounds = r.variant->two_search_rounds;
  const bool seat_open = two_rounds ? (looked & ((1u << n) - 1)) == 0 : looked == 0;
  const bool center_open = two_rounds ? (looked >> n) == 0 : looked == 0;
  std::vector<int> out;
  for (int p = 0; p < r.position_count(); ++p) {
    if (p == viewer) continue;
    bool seat = r.is_seat(p);
    if (two_rounds ? (seat ? seat_open : center_open) : seat_open) out.push_back(p);
  }
  return out;
}

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
        if (m > e.best_mass + 1e-12L * e.total) e.best_mass = m, e.arrangement = arrangement;
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

Advice advise(const Record& r, const AdviseOptions& options) {
  RecordFacts facts = check_rules(r);
  if (!r.view)
    throw RecordError({r.file, 0, 0}, "advice is for a player: add 'view NAME' to the record or pass --view NAME");
  const int viewer = *r.view;
  std::optional<Phase> phase = options.phase ? options.phase : detect_phase(r, facts);
  if (!phase)
    throw RecordError({r.file, 0, 0},
                      "the round is over (every phase is complete and the Captain asked both questions); pass --phase "
                      "to get advice for a phase anyway");
  if (*phase == Phase::captain && !facts.captain)
    throw RecordError(
        {r.file, 0, 0},
        "the Captain is not known: record every vote or add 'captain NAME' for Captain's-question advice");

  const GameTables& tables = game_tables(*r.variant, r.player_count());
  const Universe& u = tables.universe;
  Evidence e = gather_evidence(r, tables, options.compiled_questions);
  if (e.consistent.empty()) solve(r);  // throws the Contradiction, naming the conflict
  const ViewerPosterior v = viewer_posterior(r, e, tables);

  Advice out;
  out.phase = *phase;
  out.adviser = viewer;
  out.asker = *phase == Phase::captain ? *facts.captain : viewer;
  const Spread before = arrangement_spread(v);
  out.win_now = static_cast<double>(before.best / v.total);
  const int threads = thread_count(options);

  if (*phase == Phase::question || *phase == Phase::captain) {
    const std::vector<CandidateQuestion> candidates = candidate_questions(r, facts, out.asker, u, v.deals);
    out.candidates = candidates.size();
    // Questions naming the same positions, to the same answerer, share one split table.
    std::map<std::tuple<int, int, int>, std::vector<std::size_t>> by_table;
    for (std::size_t k = 0; k < candidates.size(); ++k)
      by_table[{candidates[k].answerer, candidates[k].first, candidates[k].second}].push_back(k);
    const std::vector<std::vector<std::size_t>> groups = [&] {
      std::vector<std::vector<std::size_t>> g;
      for (auto& [key, members] : by_table) g.push_back(std::move(members));
      return g;
    }();
    std::vector<QuestionAdvice> advice(candidates.size());
    const Mass lie = static_cast<Mass>(r.lie_rate);
    const std::size_t work = v.deals.size() * (groups.size() + candidates.size() / 4);
    const bool by_win = *phase == Phase::captain;
    // Ranked by expected_win first (the captain phase), a question's information matters only
    // if it can reach the first `top`: the first pass leaves the logarithms out, and the second
    // weighs with them only the questions whose expected_win is at least the top-th largest.
    const bool info_later = by_win && options.top > 0 && options.top < candidates.size();
    std::vector<std::optional<SplitTable>> split_tables(info_later ? groups.size() : 0);
    const auto weigh = [&](std::size_t g, std::vector<Mass>& sums, const SplitTable& table, bool with_info,
                           double threshold) {
      for (std::size_t k : groups[g]) {
        if (advice[k].expected_win < threshold) continue;
        const CandidateQuestion& c = candidates[k];
        const Split s = table.weigh(c.cells, lie, before.entropy, sums, with_info);
        advice[k] = {c.answerer,
                     c.predicate,
                     static_cast<double>(s.p_yes),
                     static_cast<double>(s.win_yes),
                     static_cast<double>(s.win_no),
                     static_cast<double>(s.expected),
                     static_cast<double>(s.info)};
      }
    };
    const int question_threads = threads_for(work, threads);
    std::vector<std::vector<Mass>> sums(static_cast<std::size_t>(question_threads));
    parallel_for(groups.size(), question_threads, [&](std::size_t g, int thread) {
      const CandidateQuestion& head = candidates[groups[g].front()];
      SplitTable table(v, u, e.witch_team[head.answerer], head.first, head.second);
      weigh(g, sums[static_cast<std::size_t>(thread)], table, !info_later, -1);
      if (info_later) split_tables[g].emplace(std::move(table));
    });
    if (info_later) {
      std::vector<double> expected;
      for (const auto& a : advice) expected.push_back(a.expected_win);
      std::nth_element(expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(options.top - 1),
                       expected.end(), std::greater<>());
      const double threshold = expected[options.top - 1];
      parallel_for(groups.size(), question_threads, [&](std::size_t g, int thread) {
        weigh(g, sums[static_cast<std::size_t>(thread)], *split_tables[g], true, threshold);
      });
    }
    std::vector<std::size_t> order(advice.size());
    std::iota(order.begin(), order.end(), 0);
    // Only the first `top` are shown: a partial sort, equal keys in generation order.
    const std::size_t shown = std::min(options.top, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(shown), order.end(),
                      [&](std::size_t a, std::size_t b) {
                        const auto& x = advice[a];
                        const auto& y = advice[b];
                        double x1 = by_win ? x.expected_win : x.info_bits, y1 = by_win ? y.expected_win : y.info_bits;
                        double x2 = by_win ? x.info_bits : x.expected_win, y2 = by_win ? y.info_bits : y.expected_win;
                        if (x1 != y1) return x1 > y1;
                        if (x2 != y2) return x2 > y2;
                        return a < b;
                      });
    for (std::size_t i = 0; i < order.size() && i < options.top; ++i) out.questions.push_back(advice[order[i]]);
  }

  if (*phase == Phase::search) {
    // Seeing a value is an "answer" with likelihood 1 in the deals that hold it. Seeing W
    // bewitches the viewer, and a viewer on the Witch team cannot win as Captain.
    std::vector<int> positions = inspectable(r, facts, viewer);
    std::vector<InspectionAdvice> advice(positions.size());
    parallel_for(
        positions.size(), threads_for(2 * positions.size() * v.deals.size(), threads), [&](std::size_t k, int) {
          const Inspection x = weigh_inspection(v, u, positions[k], viewer);
          advice[k] = {positions[k], static_cast<double>(std::max<Mass>(0, before.entropy - x.expected_entropy)),
                       static_cast<double>(x.win / v.total)};
        });
    std::stable_sort(advice.begin(), advice.end(), [](const InspectionAdvice& a, const InspectionAdvice& b) {
      if (a.expected_win != b.expected_win) return a.expected_win > b.expected_win;
      return a.info_bits > b.info_bits;
    });
    if (advice.size() > options.top) advice.resize(options.top);
    out.inspections = std::move(advice);
  }

  if (*phase == Phase::vote) {
    // A would-be Captain knows only the public record and their own tiles: drop the viewer's
    // private tile facts (keep the Captain's revealed tile, which is public).
    Record pub = r;
    pub.view.reset();
    std::erase_if(pub.tiles, [&](const TileFact& t) { return !(facts.captain && t.position == *facts.captain); });
    Evidence pub_evidence = gather_evidence(pub, tables, options.compiled_questions);
    const ViewerPosterior public_posterior = viewer_posterior(pub, pub_evidence, tables);
    // The viewer may not recommend a player where that vote is impossible in every deal they
    // consider (the Witch cannot recommend the bewitched, nor the bewitched the Witch).
    std::vector<DealSet> bewitched(r.player_count(), u.none());
    for (const auto& l : r.looks) bewitched[l.player] |= u.holds(l.position, kWitch);
    std::vector<int> players;
    for (int c = 0; c < r.player_count(); ++c) {
      DealSet forbidden = (u.holds(viewer, kWitch) & bewitched[c]) | (bewitched[viewer] & u.holds(c, kWitch));
      if (c == viewer || !e.consistent.disjoint(~forbidden)) players.push_back(c);
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
  return out;
}

}  // namespace skb
