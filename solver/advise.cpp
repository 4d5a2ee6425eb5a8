#include "solver/advise.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <numeric>
#include <unordered_map>

#include <fmt/format.h>
#include <omp.h>

#include "solver/error.h"
#include "solver/evidence.h"
#include "solver/game_tables.h"
#include "solver/posterior.h"

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

using Mass = long double;

// Entropy in bits of a distribution given by unnormalised masses summing to `total`.
Mass entropy_bits(const std::vector<Mass>& masses, Mass total) {
  if (total <= 0) return 0;
  Mass h = 0;
  for (Mass m : masses)
    if (m > 0) h -= (m / total) * std::log2(m / total);
  return h;
}

// Accumulates masses per arrangement for one answer, remembering which ids it touched so that
// clearing costs only what was used. One per thread; sized to the arrangement table.
class ArrangementMasses {
 public:
  explicit ArrangementMasses(std::size_t arrangements) : mass_(arrangements, 0) {}
  void add(std::uint32_t arrangement, Mass m) {
    if (m == 0) return;
    if (mass_[arrangement] == 0) touched_.push_back(arrangement);
    mass_[arrangement] += m;
  }
  // Returns (total, largest mass, entropy in bits) and clears.
  struct Summary {
    Mass total = 0, best = 0, entropy = 0;
  };
  Summary take() {
    Summary s;
    std::vector<Mass> used;
    used.reserve(touched_.size());
    std::sort(touched_.begin(), touched_.end());  // a fixed summation order
    for (auto a : touched_) {
      used.push_back(mass_[a]);
      s.total += mass_[a];
      s.best = std::max(s.best, mass_[a]);
      mass_[a] = 0;
    }
    touched_.clear();
    s.entropy = entropy_bits(used, s.total);
    return s;
  }

 private:
  std::vector<Mass> mass_;
  std::vector<std::uint32_t> touched_;
};

// The viewer's posterior, deal by deal.
struct ViewerPosterior {
  std::vector<std::uint32_t> deals;
  std::vector<Mass> weights;
  std::vector<std::uint32_t> arrangement;  // winning arrangement of each deal
  Mass total = 0;
};

ViewerPosterior viewer_posterior(const Record& r, const Evidence& e, const GameTables& t) {
  WeightedDeals wd = weigh_deals(r, e);
  ViewerPosterior v{std::move(wd.deals), std::move(wd.weights), {}, wd.total};
  for (auto d : v.deals) v.arrangement.push_back(t.arrangement_of_deal[d]);
  return v;
}

struct Split {
  Mass p_yes = 0, win_yes = 0, win_no = 0, expected = 0, info = 0;
};

// Weighs a question (or anything that splits deals in two with given likelihoods) against the
// viewer's posterior. `likelihood_yes(i)` is L(yes | deal i); L(no | deal i) is 1 minus it.
template <class Likelihood>
Split weigh_split(const ViewerPosterior& v, Mass h_before, ArrangementMasses& scratch, Likelihood likelihood_yes) {
  for (std::size_t i = 0; i < v.deals.size(); ++i) scratch.add(v.arrangement[i], v.weights[i] * likelihood_yes(i));
  auto yes = scratch.take();
  for (std::size_t i = 0; i < v.deals.size(); ++i)
    scratch.add(v.arrangement[i], v.weights[i] * (1 - likelihood_yes(i)));
  auto no = scratch.take();
  Split s;
  s.p_yes = yes.total / v.total;
  s.win_yes = yes.total > 0 ? yes.best / yes.total : 0;
  s.win_no = no.total > 0 ? no.best / no.total : 0;
  s.expected = (yes.best + no.best) / v.total;
  s.info = std::max<Mass>(0, h_before - (yes.total / v.total) * yes.entropy - (no.total / v.total) * no.entropy);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Candidate questions

struct Candidate {
  int answerer = 0;
  std::string predicate;
  DealSet truth;
  std::size_t order = 0;  // generation order, for stable ties
};

std::string set_text(const std::vector<int>& values) {
  // Runs of three or more consecutive Knights as ranges (shorter), W last.
  std::vector<std::string> items;
  std::vector<int> knights;
  bool witch = false;
  for (int v : values) {
    if (v == kWitch)
      witch = true;
    else
      knights.push_back(v);
  }
  for (std::size_t i = 0; i < knights.size();) {
    std::size_t j = i;
    while (j + 1 < knights.size() && knights[j + 1] == knights[j] + 1) ++j;
    if (j - i >= 2) {
      items.push_back(fmt::format("{}..{}", knights[i], knights[j]));
    } else {
      for (std::size_t k = i; k <= j; ++k) items.push_back(std::to_string(knights[k]));
    }
    i = j + 1;
  }
  if (witch) items.push_back("W");
  return fmt::format("{{{}}}", fmt::join(items, ","));
}

// Returns the candidate questions `asker` may ask, each with its truth set over `u`, the
// universe of the viewer's consistent deals only (deal i of `u` is the i-th consistent deal).
std::vector<Candidate> candidate_questions(const Record& r, const RecordFacts& facts, int asker, const Universe& u) {
  const DealSet consistent = u.all();
  static constexpr const char* kOps[] = {"=", "!=", "<", "<=", ">", ">="};
  const bool strict = r.rules == RuleSet::strict;
  std::vector<std::pair<int, std::string>> texts;  // (answerer, predicate)
  for (int b = 0; b < r.player_count(); ++b) {
    if (b == asker) continue;
    std::uint32_t askable = facts.knows[b] & (strict ? ~facts.knows[asker] : ~0u);
    std::vector<int> positions;
    for (int p = 0; p < r.position_count(); ++p)
      if ((askable >> p) & 1u) positions.push_back(p);
    for (int p : positions) {
      std::vector<int> possible;
      for (int v = 1; v < kMaxValues; ++v)
        if (!u.holds(p, v).disjoint(consistent)) possible.push_back(v);
      if (!u.holds(p, kWitch).disjoint(consistent)) possible.push_back(kWitch);
      const std::string name = r.position_name(p);
      const std::uint32_t subsets = 1u << possible.size();
      for (std::uint32_t mask = 1; mask + 1 < subsets; ++mask) {
        std::vector<int> chosen;
        for (std::size_t i = 0; i < possible.size(); ++i)
          if ((mask >> i) & 1u) chosen.push_back(possible[i]);
        texts.emplace_back(b, fmt::format("{} in {}", name, set_text(chosen)));
      }
      for (const char* op : kOps)
        for (int number = 0; number <= 8; ++number) texts.emplace_back(b, fmt::format("{} {} {}", name, op, number));
    }
    for (std::size_t i = 0; i < positions.size(); ++i)
      for (std::size_t j = i + 1; j < positions.size(); ++j) {
        const std::string a = r.position_name(positions[i]), c = r.position_name(positions[j]);
        for (const char* op : kOps) texts.emplace_back(b, fmt::format("{} {} {}", a, op, c));
        for (const char* op : kOps)
          for (int number = 2; number <= 14; ++number)
            texts.emplace_back(b, fmt::format("{} + {} {} {}", a, c, op, number));
      }
  }
  // Compile each and merge those that split the consistent deals alike (either way round):
  // keep the shortest text, the first generated among equals.
  std::vector<Candidate> out;
  std::map<std::pair<int, std::vector<std::uint64_t>>, std::size_t> seen;
  const auto resolve = [&r](std::string_view name) { return r.find_position(name); };
  const std::size_t first = 0;  // the first consistent deal decides which side is the key
  for (std::size_t k = 0; k < texts.size(); ++k) {
    const auto& [b, text] = texts[k];
    DealSet truth = compile(parse_predicate(text, 1, resolve), u);
    DealSet side = truth & consistent;
    if (!side.contains(first)) side = consistent - side;
    std::vector<std::uint64_t> key(side.words().begin(), side.words().end());
    auto [it, inserted] = seen.try_emplace({b, std::move(key)}, out.size());
    if (inserted) {
      out.push_back({b, text, std::move(truth), k});
    } else if (text.size() < out[it->second].predicate.size()) {
      out[it->second].predicate = text;
      out[it->second].truth = std::move(truth);
    }
  }
  return out;
}

int thread_count(const AdviseOptions& o) { return o.threads > 0 ? o.threads : omp_get_max_threads(); }

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

// Packs the values a player sees in a deal (their known positions, in index order).
std::uint64_t observation(std::span<const std::uint8_t> deal, std::uint32_t known) {
  std::uint64_t key = 0;
  for (std::uint32_t k = known; k != 0; k &= k - 1) key = (key << 4) | deal[std::countr_zero(k)];
  return key;
}

// For a would-be Captain who knows `known`: the arrangement they would lay for each thing they
// might see, from the public record's posterior. Ties go to the first arrangement in tie order.
std::unordered_map<std::uint64_t, std::uint32_t> best_by_observation(const ViewerPosterior& pub, const Universe& u,
                                                                     std::uint32_t known) {
  struct Entry {
    std::uint64_t key;
    std::uint32_t arrangement;
    Mass weight;
  };
  std::vector<Entry> entries;
  entries.reserve(pub.deals.size());
  for (std::size_t i = 0; i < pub.deals.size(); ++i)
    entries.push_back({observation(u.deal(pub.deals[i]), known), pub.arrangement[i], pub.weights[i]});
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return a.key != b.key ? a.key < b.key : a.arrangement < b.arrangement;
  });
  std::unordered_map<std::uint64_t, std::uint32_t> best;
  for (std::size_t i = 0; i < entries.size();) {
    const std::uint64_t key = entries[i].key;
    Mass best_mass = -1, group_total = 0;
    std::uint32_t best_arrangement = 0;
    std::vector<std::pair<std::uint32_t, Mass>> masses;
    for (; i < entries.size() && entries[i].key == key;) {
      const std::uint32_t a = entries[i].arrangement;
      Mass m = 0;
      for (; i < entries.size() && entries[i].key == key && entries[i].arrangement == a; ++i) m += entries[i].weight;
      masses.emplace_back(a, m);
      group_total += m;
    }
    for (const auto& [a, m] : masses)  // ascending ids: strictly larger (beyond 1e-12) wins
      if (m > best_mass + 1e-12L * group_total) best_mass = m, best_arrangement = a;
    best.emplace(key, best_arrangement);
  }
  return best;
}

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
  Evidence e = gather_evidence(r, tables);
  if (e.consistent.empty()) solve(r);  // throws the Contradiction, naming the conflict
  const ViewerPosterior v = viewer_posterior(r, e, tables);

  Advice out;
  out.phase = *phase;
  out.adviser = viewer;
  out.asker = *phase == Phase::captain ? *facts.captain : viewer;
  ArrangementMasses scratch(tables.arrangement_count());
  for (std::size_t i = 0; i < v.deals.size(); ++i) scratch.add(v.arrangement[i], v.weights[i]);
  const auto before = scratch.take();
  out.win_now = static_cast<double>(before.best / v.total);
  const int threads = thread_count(options);

  if (*phase == Phase::question || *phase == Phase::captain) {
    const Universe consistent_only = u.restricted_to(e.consistent);
    std::vector<Candidate> candidates = candidate_questions(r, facts, out.asker, consistent_only);
    out.candidates = candidates.size();
    std::vector<QuestionAdvice> advice(candidates.size());
    const Mass lie = static_cast<Mass>(r.lie_rate);
#pragma omp parallel num_threads(threads)
    {
      ArrangementMasses local(tables.arrangement_count());
#pragma omp for schedule(dynamic, 8)
      for (std::size_t k = 0; k < candidates.size(); ++k) {
        const Candidate& c = candidates[k];
        const DealSet& team = e.witch_team[c.answerer];
        Split s = weigh_split(v, before.entropy, local, [&](std::size_t i) -> Mass {
          bool truth = c.truth.contains(i);  // deal i of the consistent-only universe
          if (team.contains(v.deals[i])) return truth ? 1 - lie : lie;
          return truth ? 1 : 0;
        });
        advice[k] = {c.answerer,
                     c.predicate,
                     static_cast<double>(s.p_yes),
                     static_cast<double>(s.win_yes),
                     static_cast<double>(s.win_no),
                     static_cast<double>(s.expected),
                     static_cast<double>(s.info)};
      }
    }
    std::vector<std::size_t> order(advice.size());
    std::iota(order.begin(), order.end(), 0);
    const bool by_win = *phase == Phase::captain;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      const auto& x = advice[a];
      const auto& y = advice[b];
      double x1 = by_win ? x.expected_win : x.info_bits, y1 = by_win ? y.expected_win : y.info_bits;
      double x2 = by_win ? x.info_bits : x.expected_win, y2 = by_win ? y.info_bits : y.expected_win;
      if (x1 != y1) return x1 > y1;
      if (x2 != y2) return x2 > y2;
      return false;
    });
    for (std::size_t i = 0; i < order.size() && i < options.top; ++i) out.questions.push_back(advice[order[i]]);
  }

  if (*phase == Phase::search) {
    // Seeing a value is an "answer" with likelihood 1 in the deals that hold it. Seeing W
    // bewitches the viewer, and a viewer on the Witch team cannot win as Captain.
    std::vector<int> positions = inspectable(r, facts, viewer);
    std::vector<InspectionAdvice> advice(positions.size());
#pragma omp parallel num_threads(threads)
    {
      ArrangementMasses local(tables.arrangement_count());
#pragma omp for schedule(dynamic, 1)
      for (std::size_t k = 0; k < positions.size(); ++k) {
        const int p = positions[k];
        Mass win = 0, expected_entropy = 0;
        for (int value = 0; value < kMaxValues; ++value) {
          const DealSet& holds = u.holds(p, value);
          Mass team_free = 0;  // mass of the best arrangement among deals where the viewer is a Knight
          for (std::size_t i = 0; i < v.deals.size(); ++i)
            if (holds.contains(v.deals[i])) local.add(v.arrangement[i], v.weights[i]);
          auto seen = local.take();
          if (seen.total == 0) continue;
          expected_entropy += (seen.total / v.total) * seen.entropy;
          if (value == kWitch) continue;
          for (std::size_t i = 0; i < v.deals.size(); ++i)
            if (holds.contains(v.deals[i]) && !u.holds(viewer, kWitch).contains(v.deals[i]))
              local.add(v.arrangement[i], v.weights[i]);
          team_free = local.take().best;
          win += team_free;
        }
        advice[k] = {p, static_cast<double>(std::max<Mass>(0, before.entropy - expected_entropy)),
                     static_cast<double>(win / v.total)};
      }
    }
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
    Evidence pub_evidence = gather_evidence(pub, tables);
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
#pragma omp parallel for num_threads(threads) schedule(dynamic, 1)
    for (std::size_t k = 0; k < players.size(); ++k) {
      const int c = players[k];
      const auto best = best_by_observation(public_posterior, u, facts.knows[c]);
      Mass win = 0;
      for (std::size_t i = 0; i < v.deals.size(); ++i) {
        const std::size_t d = v.deals[i];
        if (e.witch_team[c].contains(d)) continue;  // a Witch-team Captain loses at once
        auto it = best.find(observation(u.deal(d), facts.knows[c]));
        if (it != best.end() && it->second == v.arrangement[i]) win += v.weights[i];
      }
      choices[k] = {c, static_cast<double>(win / v.total)};
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const CaptainChoice& a, const CaptainChoice& b) { return a.win > b.win; });
    if (choices.size() > options.top) choices.resize(options.top);
    out.captains = std::move(choices);
  }
  return out;
}

}  // namespace skb
