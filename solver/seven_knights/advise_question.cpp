// Advice for questions: every candidate question weighed through split tables, ranked for the
// viewer's own question (advise_question) or the Captain's last one (advise_captain.cpp).
#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>

#include "solver/core/parallel.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/candidate_questions.h"
#include "solver/seven_knights/split_table.h"

namespace skb::seven_knights::advice {

void rank_questions(const Context& ctx, QuestionOrder ranking, Advice& out) {
  const Record& r = ctx.record;
  const RecordFacts& facts = ctx.facts;
  const AdviseOptions& options = ctx.options;
  const Universe& u = ctx.tables.universe;
  const Evidence& e = ctx.evidence;
  const ViewerPosterior& v = ctx.posterior;
  const Spread& before = ctx.before;
  const int threads = ctx.threads;
  const std::vector<CandidateQuestion> candidates =
      candidate_questions(r, facts, out.asker, u, v.deals, options.liar_tests);
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
  const bool by_win = ranking == QuestionOrder::by_expected_win;
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
                   static_cast<double>(s.info),
                   c.liar_test};
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
    std::nth_element(expected.begin(), expected.begin() + static_cast<std::ptrdiff_t>(options.top - 1), expected.end(),
                     std::greater<>());
    // Questions tied with the top-th (within chained tie tolerances) may rank by information.
    const double threshold = expected[options.top - 1] - 1e3 * kTieTolerance;
    parallel_for(groups.size(), question_threads, [&](std::size_t g, int thread) {
      weigh(g, sums[static_cast<std::size_t>(thread)], *split_tables[g], true, threshold);
    });
  }
  // Only the first `top` are shown, ranked with the tie order of solver/core/tie_order.h: equal
  // keys (within the tie tolerance) fall to the second key, then to generation order.
  // The Witch team's ranking is the Knights' ranking by expected win turned round: both keys
  // negated, so that the least help to the Knights ranks first.
  const bool least = ranking == QuestionOrder::least_help_to_knights;
  std::vector<RankKeys> keys(advice.size());
  for (std::size_t k = 0; k < advice.size(); ++k)
    keys[k] = least    ? RankKeys{-advice[k].expected_win, -advice[k].info_bits}
              : by_win ? RankKeys{advice[k].expected_win, advice[k].info_bits}
                       : RankKeys{advice[k].info_bits, advice[k].expected_win};
  for (std::size_t k : rank_top(keys, options.top)) {
    QuestionAdvice a = advice[k];
    if (least) {
      a.expected_win = -keys[k].first;
      a.info_bits = -keys[k].second;
    } else {
      (by_win ? a.expected_win : a.info_bits) = keys[k].first;
      (by_win ? a.info_bits : a.expected_win) = keys[k].second;
    }
    out.questions.push_back(std::move(a));
  }
}

void advise_question(const Context& ctx, Advice& out) {
  // A viewer surely on the Witch team wants the table to learn as little as it can.
  const QuestionOrder order = ctx.options.question_order.value_or(
      out.viewer_witch_team >= 1 - 1e-12 ? QuestionOrder::least_help_to_knights : QuestionOrder::by_information);
  out.ranked_for_witch_team = order == QuestionOrder::least_help_to_knights;
  rank_questions(ctx, order, out);
}

}  // namespace skb::seven_knights::advice
