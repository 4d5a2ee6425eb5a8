// Tests for solver/seven_knights/split_table.h: SplitTable::weigh against the definition computed deal by
// deal (advise.h): with L(yes | d) = 1 / 0 for a Knights-team answerer (true / false) and
// 1-λ / λ for a Witch-team one, P(yes, r) = Σ_{d: R(d) = r} w(d) L(yes | d), and the split's
// figures are the totals, maxima and entropies of those masses. Also the signature compression
// itself: on 8-player `standard`, where every arrangement has a single deal, the table holds
// at most 8 cells x 2 teams x (distinct weights) signatures for a one-position question.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/split_table.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"
#include "tests/seven_knights/reference/record_generator.h"

namespace {

using skb::Mass;

// The definition, deal by deal.
skb::seven_knights::Split direct(const skb::seven_knights::ViewerPosterior& v, const skb::Universe& u, const skb::DealSet& team, int first,
                  int second, std::uint64_t cells, Mass lie, Mass& entropy_before) {
  std::map<std::uint32_t, Mass> all, yes, no;
  Mass total_yes = 0, total_no = 0;
  for (std::size_t i = 0; i < v.deals.size(); ++i) {
    const auto deal = u.deal(v.deals[i]);
    const int cell = second < 0 ? deal[first] : deal[first] * skb::seven_knights::kMaxValues + deal[second];
    const bool truth = (cells >> cell) & 1u, witch_team = team.contains(v.deals[i]);
    const Mass l_yes = witch_team ? (truth ? 1 - lie : lie) : (truth ? 1 : 0);
    all[v.arrangement[i]] += v.weights[i];
    yes[v.arrangement[i]] += v.weights[i] * l_yes;
    no[v.arrangement[i]] += v.weights[i] * (1 - l_yes);
    total_yes += v.weights[i] * l_yes, total_no += v.weights[i] * (1 - l_yes);
  }
  const auto summary = [](const std::map<std::uint32_t, Mass>& m, Mass total, Mass& best) {
    Mass h = 0;
    best = 0;
    for (const auto& [r, x] : m) {
      best = std::max(best, x);
      if (x > 0) h -= (x / total) * std::log2(x / total);
    }
    return h;
  };
  Mass best_all = 0, best_yes = 0, best_no = 0;
  entropy_before = summary(all, v.total, best_all);
  const Mass h_yes = summary(yes, total_yes, best_yes), h_no = summary(no, total_no, best_no);
  skb::seven_knights::Split s;
  s.p_yes = total_yes / v.total;
  s.win_yes = total_yes > 0 ? best_yes / total_yes : 0;
  s.win_no = total_no > 0 ? best_no / total_no : 0;
  s.expected = (best_yes + best_no) / v.total;
  s.info = std::max<Mass>(0, entropy_before - (total_yes / v.total) * h_yes - (total_no / v.total) * h_no);
  return s;
}

}  // namespace

TEST_CASE("SplitTable::weigh equals the deal-by-deal definition on generated records") {
  skb::seven_knights::reference::RecordGenerator generator(7);
  std::mt19937_64 rng(11);
  int records = 0, splits = 0;
  std::vector<Mass> scratch;
  for (const skb::seven_knights::Variant& variant : skb::seven_knights::variants())
    for (int n = variant.min_players; n <= variant.max_players; ++n)
      for (int k = 0; k < 4; ++k) {
        const auto g = generator.generate(variant, n);
        CAPTURE(g.text);
        const skb::seven_knights::Record r = skb::seven_knights::read_record(g.text, "split.skb");
        skb::seven_knights::check_rules(r);
        const skb::seven_knights::VariantTables& t = skb::seven_knights::variant_tables(*r.variant, r.player_count());
        const skb::seven_knights::Evidence e = skb::seven_knights::gather_evidence(r, t);
        const skb::seven_knights::ViewerPosterior v = skb::seven_knights::viewer_posterior(r, e, t);
        ++records;
        for (int b = 0; b < n; ++b) {
          const int first = static_cast<int>(rng() % r.position_count());
          const int second = rng() % 2 ? -1 : static_cast<int>(rng() % r.position_count());
          if (second == first) continue;
          const skb::seven_knights::SplitTable table(v, t.universe, e.witch_team[b], first, second);
          for (int q = 0; q < 5; ++q) {
            const std::uint64_t cells = rng() & (second < 0 ? 0xFFu : ~std::uint64_t{0});
            Mass before = 0;
            const skb::seven_knights::Split want = direct(v, t.universe, e.witch_team[b], first, second, cells, r.lie_rate, before);
            const skb::seven_knights::Split got = table.weigh(cells, r.lie_rate, before, scratch);
            CHECK(static_cast<double>(got.p_yes) == doctest::Approx(static_cast<double>(want.p_yes)).epsilon(1e-12));
            CHECK(static_cast<double>(got.win_yes) ==
                  doctest::Approx(static_cast<double>(want.win_yes)).epsilon(1e-12));
            CHECK(static_cast<double>(got.win_no) == doctest::Approx(static_cast<double>(want.win_no)).epsilon(1e-12));
            CHECK(static_cast<double>(got.expected) ==
                  doctest::Approx(static_cast<double>(want.expected)).epsilon(1e-12));
            CHECK(std::abs(static_cast<double>(got.info - want.info)) < 1e-12);
            ++splits;
          }
        }
      }
  MESSAGE(records << " records, " << splits << " splits checked");
  CHECK(splits > 500);
}

TEST_CASE("8-player standard: one signature per (cell, team, weight), however many deals") {
  // A spectator's record with no statement: all 8! = 40,320 deals weigh 1 and every
  // arrangement is a single deal. For Ann's tile (8 values) and Ann as answerer (on the Witch
  // team exactly when she holds W, i.e. cell 0): signatures are (cell 0, team 1) and
  // (cell 1..7, team 0): 8 in all, each met 7! = 5,040 times.
  const skb::seven_knights::Record r = skb::seven_knights::read_record("variant standard\nplayers A B C D E F G H\n", "s.skb");
  const skb::seven_knights::VariantTables& t = skb::seven_knights::variant_tables(*r.variant, r.player_count());
  const skb::seven_knights::Evidence e = skb::seven_knights::gather_evidence(r, t);
  const skb::seven_knights::ViewerPosterior v = skb::seven_knights::viewer_posterior(r, e, t);
  REQUIRE(v.deals.size() == 40320);
  const skb::seven_knights::SplitTable table(v, t.universe, e.witch_team[0], 0, -1);
  CHECK(table.signatures() == 8);
  // "A = 1" to A at λ = 1/2: yes comes from the 5,040 deals where A holds 1 (weight 1 each)
  // and, half the time, from the 5,040 where A holds W (A is the Witch and may lie): yes mass
  // 5040 + 2520 = 7560, so P(yes) = 7560/40320 = 3/16, win|yes = 1/7560; no mass 30240 (A
  // holds 2..7) + 2520 = 32760, win|no = 1/32760; expected = (1 + 1)/40320. Info = I(R; answer)
  // = H(answer) - H(answer | R) = H(3/16) - P(A holds W) x H(1/2) = H(3/16) - 1/8 bits.
  std::vector<Mass> scratch;
  const Mass before = std::log2(40320.0L);
  const skb::seven_knights::Split s = table.weigh(std::uint64_t{1} << 1, 0.5L, before, scratch);
  CHECK(static_cast<double>(s.p_yes) == doctest::Approx(3.0 / 16).epsilon(1e-15));
  CHECK(static_cast<double>(s.win_yes) == doctest::Approx(1.0 / 7560).epsilon(1e-15));
  CHECK(static_cast<double>(s.win_no) == doctest::Approx(1.0 / 32760).epsilon(1e-15));
  CHECK(static_cast<double>(s.expected) == doctest::Approx(2.0 / 40320).epsilon(1e-15));
  const double h = -(3.0 / 16) * std::log2(3.0 / 16) - (13.0 / 16) * std::log2(13.0 / 16) - 1.0 / 8;
  CHECK(static_cast<double>(s.info) == doctest::Approx(h).epsilon(1e-12));
}
