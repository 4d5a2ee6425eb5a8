// Tests for solver/seven_knights/candidate_questions.h: the candidates against a plain reference that writes
// out every question of the four families as text, compiles each with the predicate compiler
// and merges them by comparing deal sets; and a hand-worked record.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "solver/seven_knights/candidate_questions.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/predicate.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/split_table.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"
#include "tests/seven_knights/reference/record_generator.h"

namespace {

using skb::seven_knights::CandidateQuestion;
using skb::DealSet;

struct Setup {
  skb::seven_knights::Record record;
  skb::seven_knights::RecordFacts facts;
  const skb::seven_knights::VariantTables* tables;
  std::vector<std::uint32_t> deals;  // the viewer's consistent deals
};

Setup setup(const std::string& text) {
  Setup s{skb::seven_knights::read_record(text, "candidates.skb"), {}, nullptr, {}};
  s.facts = skb::seven_knights::check_rules(s.record);
  s.tables = &skb::seven_knights::variant_tables(*s.record.variant, s.record.player_count());
  const skb::seven_knights::Evidence e = skb::seven_knights::gather_evidence(s.record, *s.tables);
  e.consistent.for_each([&](std::size_t d) { s.deals.push_back(static_cast<std::uint32_t>(d)); });
  return s;
}

// The consistent deals on the side of a split that holds the first consistent deal.
DealSet side(const DealSet& truth, const DealSet& consistent, std::size_t first) {
  DealSet s = truth & consistent;
  return s.contains(first) ? s : consistent - s;
}

// The reference: every question as text, compiled, merged by deal set (shortest text kept),
// leaving out the questions decided by the dealing (true or false in every deal of the
// universe). Returns, per answerer, canonical side -> shortest text length.
std::map<std::pair<int, std::vector<std::uint64_t>>, std::size_t> reference_splits(const Setup& s, int asker) {
  const skb::Universe& u = s.tables->universe;
  DealSet consistent = u.none();
  for (auto d : s.deals) consistent.insert(d);
  const auto resolve = [&](std::string_view name) { return s.record.find_position(name); };
  std::map<std::pair<int, std::vector<std::uint64_t>>, std::size_t> out;
  const auto add = [&](int b, const std::string& text) {
    const DealSet truth = skb::seven_knights::compile(skb::seven_knights::parse_predicate(text, 1, resolve), u);
    if (truth.empty() || truth == u.all()) return;  // tells nothing about the tiles
    const DealSet key = side(truth, consistent, s.deals.front());
    auto [it, inserted] = out.try_emplace({b, {key.words().begin(), key.words().end()}}, text.size());
    if (!inserted) it->second = std::min(it->second, text.size());
  };
  const char* ops[] = {"=", "!=", "<", "<=", ">", ">="};
  const bool strict = s.record.rules == skb::seven_knights::RuleSet::strict;
  for (int b = 0; b < s.record.player_count(); ++b) {
    if (b == asker) continue;
    const std::uint32_t askable = s.facts.knows[b] & (strict ? ~s.facts.knows[asker] : ~0u);
    std::vector<std::string> names;
    for (int p = 0; p < s.record.position_count(); ++p) {
      if (!((askable >> p) & 1u)) continue;
      names.push_back(s.record.position_name(p));
      std::vector<std::string> possible;  // the values p holds in some consistent deal
      for (int v = 0; v < skb::seven_knights::kMaxValues; ++v)
        if (!u.holds(p, v).disjoint(consistent)) possible.push_back(v == skb::seven_knights::kWitch ? "W" : std::to_string(v));
      for (std::uint32_t m = 1; m + 1 < (1u << possible.size()); ++m) {
        std::vector<std::string> chosen;  // plain lists, no ranges: longer texts, same sets
        for (std::size_t i = 0; i < possible.size(); ++i)
          if ((m >> i) & 1u) chosen.push_back(possible[i]);
        add(b, fmt::format("{} in {{{}}}", names.back(), fmt::join(chosen, ",")));
      }
      for (const char* op : ops)
        for (int n = 0; n <= 8; ++n) add(b, fmt::format("{} {} {}", names.back(), op, n));
    }
    for (std::size_t i = 0; i < names.size(); ++i)
      for (std::size_t j = i + 1; j < names.size(); ++j)
        for (const char* op : ops) {
          add(b, fmt::format("{} {} {}", names[i], op, names[j]));
          for (int n = 2; n <= 14; ++n) add(b, fmt::format("{} + {} {} {}", names[i], names[j], op, n));
        }
  }
  return out;
}

// Checks the candidates of `asker` with liar tests against the reference: each candidate's
// truth table agrees with its own text compiled, deal by deal; candidates split the deals
// pairwise differently; there is exactly one candidate per reference split; a candidate is a
// liar test exactly when it is decided over the consistent deals. Without liar tests, the
// candidates are the same, in the same order, less the liar tests. Returns the number of
// candidates with liar tests.
std::size_t check_candidates(const Setup& s, int asker) {
  const skb::Universe& u = s.tables->universe;
  DealSet consistent = u.none();
  for (auto d : s.deals) consistent.insert(d);
  const auto resolve = [&](std::string_view name) { return s.record.find_position(name); };
  const std::vector<CandidateQuestion> candidates =
      skb::seven_knights::candidate_questions(s.record, s.facts, asker, u, s.deals, /*liar_tests=*/true);
  std::vector<std::string> without;
  for (const CandidateQuestion& c : skb::seven_knights::candidate_questions(s.record, s.facts, asker, u, s.deals))
    without.push_back(c.predicate);
  std::vector<std::string> expected_without;
  const auto reference = reference_splits(s, asker);
  std::set<std::pair<int, std::vector<std::uint64_t>>> seen;
  for (const CandidateQuestion& c : candidates) {
    CAPTURE(c.predicate);
    const DealSet truth = skb::seven_knights::compile(skb::seven_knights::parse_predicate(c.predicate, 1, resolve), u);
    bool agrees = true;
    for (auto d : s.deals) agrees = agrees && c.truth(u.deal(d)) == truth.contains(d);
    REQUIRE(agrees);
    const DealSet key = side(truth, consistent, s.deals.front());
    CHECK(c.liar_test == (key == consistent));
    if (!c.liar_test) expected_without.push_back(c.predicate);
    const std::pair<int, std::vector<std::uint64_t>> id{c.answerer, {key.words().begin(), key.words().end()}};
    REQUIRE(seen.insert(id).second);  // no two candidates split alike
    auto it = reference.find(id);
    REQUIRE(it != reference.end());
    CHECK(c.predicate.size() <= it->second);  // the shortest text (ranges may beat plain lists)
  }
  CHECK(candidates.size() == reference.size());
  CHECK(without == expected_without);
  return candidates.size();
}

}  // namespace

TEST_CASE("hand-worked: two unknown tiles, every question about them is one of two candidates") {
  // standard, 4 players (Knights 1..4 and W, one center slot). Ann holds 1, saw Ben's 2 and
  // is told Cat's 3 (lenient rules allow the fact): Dan and C1 hold 4 and W in either order, so
  // Ann has 2 consistent deals. Dan knows Dan and C1 (his inspection). Every question to Dan
  // either tells the two deals apart or is decided over them. Decided by the dealing itself
  // (false in every deal, like "Dan = 0": W has no number) means no candidate at all; decided
  // over Ann's two deals only (like "Dan = 1": Ann holds 1) means a liar test, left out unless
  // asked for. Each candidate is shown in its shortest text, the first generated among equally
  // short ones. Generation order: Dan's questions ("Dan in {4}" (10 characters, splits),
  // "Dan in {W}", "Dan = 1" (7, decided), ..., "Dan = 4" (7, splits)), then C1's ("C1 in {4}"
  // (9), ..., "C1 = 1" (6, decided), ..., "C1 = 4" (6, splits)), then the pairs (8 characters
  // or more). So the splitting candidate (generated first) reads "C1 = 4", the liar test "C1 = 1".
  const std::string text =
      "variant standard\nplayers Ann Ben Cat Dan\nrules lenient\nview Ann\n"
      "look Ann Ben\nlook Ben Cat\nlook Cat Ann\nlook Dan C1\n"
      "tile Ann 1\ntile Ben 2\ntile Cat 3\n";
  const Setup s = setup(text);
  REQUIRE(s.deals.size() == 2);
  const auto to_dan = [&](bool liar_tests) {
    std::vector<std::pair<std::string, bool>> out;
    for (const auto& c : skb::seven_knights::candidate_questions(s.record, s.facts, 0, s.tables->universe, s.deals, liar_tests))
      if (c.answerer == 3) out.emplace_back(c.predicate, c.liar_test);
    return out;
  };
  const auto plain = to_dan(false), with_liar_tests = to_dan(true);
  REQUIRE(plain.size() == 1);
  CHECK(plain[0] == std::pair<std::string, bool>{"C1 = 4", false});
  REQUIRE(with_liar_tests.size() == 2);
  CHECK(with_liar_tests[0] == std::pair<std::string, bool>{"C1 = 4", false});
  CHECK(with_liar_tests[1] == std::pair<std::string, bool>{"C1 = 1", true});
  check_candidates(s, 0);
}

TEST_CASE("generated records: candidates match the compiled questions, merged exactly") {
  skb::seven_knights::reference::RecordGenerator generator(20261121);
  std::size_t records = 0, total = 0;
  for (const skb::seven_knights::Variant& v : skb::seven_knights::variants())
    for (int n = v.min_players; n <= v.max_players; ++n)
      for (int i = 0; i < 3; ++i) {
        const auto g = generator.generate(v, n);
        CAPTURE(g.text);
        const Setup s = setup(g.text);
        const int asker = g.view ? *g.view : 0;
        total += check_candidates(s, asker);
        ++records;
      }
  MESSAGE(records << " records, " << total << " candidates checked");
  CHECK(records > 50);
}

TEST_CASE("truth_set of a shape's cells equals compiling its text, in every universe kind") {
  // Standard 6 players (seats only, 720 deals) and advanced 4 players (a center slot and tiles
  // set aside, 6,720 deals, the Witch possibly out of play). For every family shape over seat
  // 0 (and seat 0 with the last position in play), the set from the cell table must be the
  // compiled predicate's, deal for deal: 54 + 84 shapes and every value set of position 0.
  const char* const kComparisonText[] = {"=", "!=", "<", "<=", ">", ">="};
  for (const auto& entry : {std::pair{"standard", 6}, std::pair{"advanced", 4}}) {
    const auto& variant_name = std::get<0>(entry);
    const auto& players = std::get<1>(entry);
    CAPTURE(variant_name);
    const skb::seven_knights::VariantTables& t = skb::seven_knights::variant_tables(*skb::seven_knights::find_variant(variant_name), players);
    const skb::Universe& u = t.universe;
    const int a = 0, b = t.positions - 1;
    const auto resolve = [&](std::string_view name) -> std::optional<int> {
      if (name == "A") return a;
      if (name == "B") return b;
      return std::nullopt;
    };
    const auto compiled = [&](const std::string& text) {
      return skb::seven_knights::compile(skb::seven_knights::parse_predicate(text, 1, resolve), u);
    };
    for (int op = 0; op < 6; ++op) {
      for (int n = 0; n <= 8; ++n) {
        const std::string text = fmt::format("A {} {}", kComparisonText[op], n);
        CAPTURE(text);
        CHECK(skb::seven_knights::truth_set(u, a, -1, skb::seven_knights::compare_number_shape(op, n).cells) == compiled(text));
        CHECK("A" + std::string(skb::seven_knights::compare_number_shape(op, n).suffix) == text);
      }
      const std::string pair = fmt::format("A {} B", kComparisonText[op]);
      CAPTURE(pair);
      CHECK(skb::seven_knights::truth_set(u, a, b, skb::seven_knights::compare_pair_shape(op).cells) == compiled(pair));
      CHECK("A" + std::string(skb::seven_knights::compare_pair_shape(op).infix) + "B" == pair);
      for (int n = 2; n <= 14; ++n) {
        const std::string text = fmt::format("A + B {} {}", kComparisonText[op], n);
        CAPTURE(text);
        CHECK(skb::seven_knights::truth_set(u, a, b, skb::seven_knights::sum_number_shape(op, n).cells) == compiled(text));
        CHECK("A" + std::string(skb::seven_knights::sum_number_shape(op, n).infix) + "B" +
                  std::string(skb::seven_knights::sum_number_shape(op, n).suffix) ==
              text);
      }
    }
    for (std::uint32_t values = 1; values < 255; ++values) {
      const std::string text = "A in " + skb::seven_knights::value_set_text(values);
      CAPTURE(text);
      CHECK(skb::seven_knights::truth_set(u, a, -1, values) == compiled(text));
      CHECK(skb::seven_knights::value_set_shape(values).cells == values);
      CHECK("A" + std::string(skb::seven_knights::value_set_shape(values).suffix) == text);
    }
  }
  CHECK_THROWS_AS(skb::seven_knights::compare_number_shape(6, 0), std::out_of_range);
  CHECK_THROWS_AS(skb::seven_knights::sum_number_shape(0, 15), std::out_of_range);
}
