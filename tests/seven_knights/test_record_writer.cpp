// Tests for solver/seven_knights/record_writer.h and predicate_text.h: records built statement
// by statement are what the reader reads from the written text (lines, columns and all), and
// every record written and read back is the same game.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "solver/seven_knights/predicate_text.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/simulate.h"
#include "tests/seven_knights/reference/record_generator.h"
#include "tests/support/files.h"

namespace {

namespace fs = std::filesystem;

bool same_terms(const std::vector<skb::seven_knights::Term>& a, const std::vector<skb::seven_knights::Term>& b, bool columns) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].kind != b[i].kind || a[i].value != b[i].value || (columns && a[i].column != b[i].column)) return false;
  return true;
}

// Whether two predicates have the same tree, node for node (and the same columns, if asked).
bool same_predicate(const skb::seven_knights::Predicate& a, const skb::seven_knights::Predicate& b, bool columns) {
  if (a.root != b.root || a.nodes.size() != b.nodes.size()) return false;
  for (std::size_t i = 0; i < a.nodes.size(); ++i) {
    const skb::seven_knights::PredicateNode &x = a.nodes[i], &y = b.nodes[i];
    if (x.kind != y.kind || x.children != y.children || x.comparison != y.comparison || x.values != y.values ||
        !same_terms(x.lhs, y.lhs, columns) || !same_terms(x.rhs, y.rhs, columns) ||
        !same_terms({x.position}, {y.position}, columns) || (columns && x.column != y.column))
      return false;
  }
  return true;
}

// Checks that two records are the same game: every setting and typed statement; with
// `positions`, also every statement's line, column and text and every column of its words.
void check_same_record(const skb::seven_knights::Record& a, const skb::seven_knights::Record& b, bool positions) {
  CHECK(a.variant == b.variant);
  CHECK(a.players == b.players);
  CHECK(a.rules == b.rules);
  CHECK(a.lie_rate == b.lie_rate);
  CHECK(a.view == b.view);
  REQUIRE(a.statements.size() == b.statements.size());
  for (std::size_t i = 0; i < a.statements.size(); ++i) {
    CHECK(a.statements[i].kind == b.statements[i].kind);
    if (!positions) continue;
    CHECK(a.statements[i].line == b.statements[i].line);
    CHECK(a.statements[i].column == b.statements[i].column);
    CHECK(a.statements[i].text == b.statements[i].text);
  }
  REQUIRE(a.looks.size() == b.looks.size());
  for (std::size_t i = 0; i < a.looks.size(); ++i) {
    const auto &x = a.looks[i], &y = b.looks[i];
    CHECK((x.statement == y.statement && x.player == y.player && x.position == y.position));
    if (positions) CHECK(x.position_column == y.position_column);
  }
  REQUIRE(a.tiles.size() == b.tiles.size());
  for (std::size_t i = 0; i < a.tiles.size(); ++i) {
    const auto &x = a.tiles[i], &y = b.tiles[i];
    CHECK((x.statement == y.statement && x.position == y.position && x.value == y.value));
    if (positions) CHECK((x.position_column == y.position_column && x.value_column == y.value_column));
  }
  REQUIRE(a.questions.size() == b.questions.size());
  for (std::size_t i = 0; i < a.questions.size(); ++i) {
    const auto &x = a.questions[i], &y = b.questions[i];
    CHECK((x.statement == y.statement && x.asker == y.asker && x.answerer == y.answerer && x.answer == y.answer));
    CHECK(same_predicate(x.predicate, y.predicate, positions));
    if (positions) CHECK((x.asker_column == y.asker_column && x.answerer_column == y.answerer_column));
  }
  REQUIRE(a.votes.size() == b.votes.size());
  for (std::size_t i = 0; i < a.votes.size(); ++i) {
    const auto &x = a.votes[i], &y = b.votes[i];
    CHECK((x.statement == y.statement && x.voter == y.voter && x.candidate == y.candidate));
    if (positions) CHECK(x.candidate_column == y.candidate_column);
  }
  REQUIRE(a.captain.has_value() == b.captain.has_value());
  if (a.captain) {
    CHECK((a.captain->statement == b.captain->statement && a.captain->player == b.captain->player));
    if (positions) CHECK(a.captain->player_column == b.captain->player_column);
  }
}

// Writes `record`, reads the text back and checks that it is the same game and that writing
// it again gives the same text.
void check_round_trip(const skb::seven_knights::Record& record) {
  const std::string text = skb::seven_knights::write_record(record);
  const skb::seven_knights::Record back = skb::seven_knights::read_record(text, "written.skb");
  check_same_record(record, back, false);
  CHECK(skb::seven_knights::write_record(back) == text);
}

std::string name_of(const skb::seven_knights::Record& r, int p) { return r.position_name(p); }

}  // namespace

TEST_CASE("a record built statement by statement is what the reader reads from its text") {
  skb::seven_knights::Record r;
  r.file = "built.skb";
  r.variant = skb::seven_knights::find_variant("groping");
  r.players = {"Ann", "Benedict", "Cy", "Dora"};
  r.rules = skb::seven_knights::RuleSet::lenient;
  r.lie_rate = 0.25;
  r.view = 2;
  skb::seven_knights::begin_record(r);
  using skb::seven_knights::Player, skb::seven_knights::Position, skb::seven_knights::TileValue;
  const Player ann(0), benedict(1), cy(2);
  const Position c1(4);
  skb::seven_knights::add_look(r, ann, Position::seat_of(benedict));
  skb::seven_knights::add_look(r, ann, c1);
  skb::seven_knights::add_tile(r, c1, TileValue(skb::seven_knights::kWitch));
  skb::seven_knights::add_tile(r, Position::seat_of(cy), TileValue(7));
  skb::seven_knights::add_question(r, cy, benedict,
                    skb::seven_knights::parse_question(r, cy, benedict, "Ann + C1 >= 7 or not (Ann in {1,3..5} and Dora != W)"), true);
  skb::seven_knights::add_vote(r, ann, benedict);
  skb::seven_knights::add_vote(r, benedict, benedict);
  skb::seven_knights::add_captain(r, benedict);
  // Written by hand: one statement a line, the settings after `players`.
  const std::string expected =
      "variant groping\n"
      "players Ann Benedict Cy Dora\n"
      "rules lenient\n"
      "lie-rate 0.25\n"
      "view Cy\n"
      "look Ann Benedict\n"
      "look Ann C1\n"
      "tile C1 W\n"
      "tile Cy 7\n"
      "ask Cy Benedict \"Ann + C1 >= 7 or not (Ann in {1,3..5} and Dora != W)\" yes\n"
      "vote Ann Benedict\n"
      "vote Benedict Benedict\n"
      "captain Benedict\n";
  CHECK(skb::seven_knights::write_record(r) == expected);
  for (std::size_t i = 0; i < r.statements.size(); ++i) CHECK(skb::seven_knights::statement_text(r, i) == r.statements[i].text);
  // Every line, column and word as the reader finds them: e.g. the predicate's first term sits
  // at column 18 ("ask Cy Benedict \"" is 17 characters), "C1" at 24 (after "Ann + ").
  const skb::seven_knights::Record read = skb::seven_knights::read_record(expected, "built.skb");
  check_same_record(r, read, true);
  CHECK(r.questions[0].predicate.nodes[0].lhs[0].column == 18);
  CHECK(r.questions[0].predicate.nodes[0].lhs[1].column == 24);
}

TEST_CASE("predicate text: canonical, and the same tree when parsed again") {
  skb::seven_knights::Record r;
  r.variant = skb::seven_knights::find_variant("standard");
  r.players = {"Ann", "Ben", "Cat", "Dan", "Eve"};
  const auto resolve = [&](std::string_view name) { return r.find_position(name); };
  const auto name = [&](int p) { return name_of(r, p); };
  // Written loosely -> canonically. Nested groups of one operator keep their parentheses (the
  // parser keeps them as nodes of their own); redundant ones around atoms go.
  const std::pair<const char*, const char*> cases[] = {
      {"Ann=1", "Ann = 1"},
      {"(Ann in {1,2,3,W})", "Ann in {1..3,W}"},
      {"Ann+Ben+W>=12", "Ann + Ben + W >= 12"},
      {"not not Ann < 3", "not not Ann < 3"},
      {"not(Ann = 1 or Ben = 2)", "not (Ann = 1 or Ben = 2)"},
      {"(Ann = 1 or Ben = 2) and Cat = 3", "(Ann = 1 or Ben = 2) and Cat = 3"},
      {"(Ann = 1 and Ben = 2) and Cat = 3", "(Ann = 1 and Ben = 2) and Cat = 3"},
      {"Ann = 1 and Ben = 2 or Cat = 3", "Ann = 1 and Ben = 2 or Cat = 3"},
      {"Ann = 1 or (Ben = 2 or Cat = 3)", "Ann = 1 or (Ben = 2 or Cat = 3)"},
      {"C1 != Dan", "C1 != Dan"},
      {"3 > Eve", "3 > Eve"},
      {"Ann in {7,5,6,1}", "Ann in {1,5..7}"},
  };
  for (const auto& entry : cases) {
    const auto& written = std::get<0>(entry);
    const auto& canonical = std::get<1>(entry);
    CAPTURE(written);
    const skb::seven_knights::Predicate p = skb::seven_knights::parse_predicate(written, 1, resolve);
    const std::string text = skb::seven_knights::predicate_text(p, name);
    CHECK(text == canonical);
    CHECK(same_predicate(p, skb::seven_knights::parse_predicate(text, 1, resolve), false));
  }
}

TEST_CASE("every example record, written and read back, is the same game") {
  const fs::path examples = fs::path(SKB_SOURCE_DIR) / "examples" / "seven_knights";
  int checked = 0;
  for (const auto& dir : {examples, examples / "advise"})
    for (const auto& entry : fs::directory_iterator(dir)) {
      if (entry.path().extension() != ".skb") continue;
      CAPTURE(entry.path().string());
      check_round_trip(skb::seven_knights::read_record(skb::test::read_file(entry.path()), entry.path().string()));
      ++checked;
    }
  CHECK(checked == 15);  // 11 examples, 4 advise examples
}

TEST_CASE("generated records of every variant, written and read back, are the same game") {
  // 6 variants x every player count x 8 seeds: lenient and strict, views, lie rates 0, 0.3, 0.5
  // and 1, nested and, or, not, sums with W, random formatting that the writer normalises.
  int checked = 0;
  for (const skb::seven_knights::Variant& v : skb::seven_knights::variants())
    for (int n = v.min_players; n <= v.max_players; ++n)
      for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        skb::seven_knights::reference::RecordGenerator generator(seed * 131 + static_cast<std::uint64_t>(n));
        const auto generated = generator.generate(v, n);
        CAPTURE(generated.text);
        check_round_trip(skb::seven_knights::read_record(generated.text, "generated.skb"));
        ++checked;
      }
  CHECK(checked == 8 * (5 + 4 + 2 + 4 + 4 + 2));
}

TEST_CASE("a written lie rate reads back as the same double") {
  // The writer gives the shortest text that reads back exactly (1e-300 stays 1e-300, not a
  // 17-decimal 0; 0.1 stays 0.1), and the reader takes it, exponent and all. Rates from the
  // extremes and a few that need all 17 digits.
  for (double rate :
       {1e-300, 5e-324, 1e-5, 0.1, 0.3, 1.0 / 3, 0.25, 1 - 1e-12, 1 - 0x1p-53, 0.0, 1.0, 0.30000000000000004}) {
    CAPTURE(rate);
    skb::seven_knights::Record r;
    r.variant = skb::seven_knights::find_variant("standard");
    r.players = {"Ann", "Ben", "Cat", "Dan"};
    r.lie_rate = rate;
    skb::seven_knights::begin_record(r);
    const skb::seven_knights::Record back = skb::seven_knights::read_record(skb::seven_knights::write_record(r), "rate.skb");
    CHECK(back.lie_rate == rate);
  }
  skb::seven_knights::Record r;
  r.variant = skb::seven_knights::find_variant("standard");
  r.players = {"Ann", "Ben", "Cat", "Dan"};
  r.lie_rate = 1e-300;
  skb::seven_knights::begin_record(r);
  CHECK(skb::seven_knights::write_record(r) == "variant standard\nplayers Ann Ben Cat Dan\nlie-rate 1e-300\n");
}

TEST_CASE("a simulated round's record is the writer's text of the round") {
  // The round builds its public record with the add_* functions; its text reads back to a
  // record the writer writes the same way, byte for byte.
  for (const char* variant : {"standard", "groping", "unity-groping"}) {
    const skb::seven_knights::Variant& v = *skb::seven_knights::find_variant(variant);
    for (const char* profile : {"naive", "smart"}) {
      skb::seven_knights::SimulationPlan plan;
      plan.round = {&v,           v.min_players, skb::seven_knights::find_profile(profile)->policies, profile[0] == 'n' ? 0.3 : 0.5,
                    std::nullopt, std::nullopt};
      plan.games = 4;
      plan.threads = 1;
      skb::seven_knights::simulate(plan, 0, 1, [&](std::uint64_t, const skb::seven_knights::RoundResult& round) {
        CAPTURE(round.record);
        CHECK(skb::seven_knights::write_record(skb::seven_knights::read_record(round.record, "round.skb")) == round.record);
      });
    }
  }
}
