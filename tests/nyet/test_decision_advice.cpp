// Advice before the tricks (solver/nyet/decision_advice.h):
// - which records hold a pre-trick decision of their viewer, and the record lines of each option;
// - against a plain reference on small cases: the same drawn deals (draw i from game_seed(seed, 2i)),
//   the record replayed on the deal by hand, the option then the greedy rule, then either the
//   double-dummy line played through State::apply and scored by State::scores() (the rules' one
//   home of the score: units times points, the Bonus doubled), or, past the node limit, the
//   greedy rule to the end of the round; the advice's means must be the reference's;
// - the same numbers on 1 and 2 threads; the written pass of another player kept.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <string>

#include "solver/core/simulation.h"
#include "solver/nyet/advice.h"
#include "solver/nyet/decision_advice.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/greedy.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/world_sampler.h"
#include "tests/support/files.h"
#include "tests/support/sanitized.h"

using namespace skb::nyet;

namespace {

const std::filesystem::path kExamples = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "nyet";

// The example `name` cut before the first line starting with `before` (and with `edit` replaced
// by `with`, if given).
Record cut_example(const std::string& name, const std::string& before, const std::string& edit = "",
                   const std::string& with = "") {
  std::string text = skb::test::read_file(kExamples / name);
  text = text.substr(0, text.find("\n" + before) + 1);
  if (!edit.empty()) text.replace(text.find(edit), edit.size(), with);
  return read_record(text, name);
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "; ") + l;
  return out;
}

// The reference measures of every option (by its lines) in draw i: the plain protocol of the
// header, written out again here.
std::map<std::string, std::pair<double, double>> reference_draw(const Replay& replay, const std::vector<Action>& options,
                                                                std::uint64_t seed, std::uint64_t i,
                                                                std::uint64_t node_limit) {
  const Record& r = replay.record();
  const Seat viewer = *r.view;
  skb::Rng world_rng(skb::game_seed(seed, 2 * i));
  const World w = WorldSampler(replay).sample(world_rng);
  const std::uint64_t play_seed = world_rng();
  std::vector<State> done;
  for (const Action& option : options) {
    State s = State::deal(r.table, *r.dealer, w.hands, w.aside);
    for (const VetoEntry& e : r.vetoes) s.apply(Veto{e.box});
    if (r.teams && s.phase() == Phase::teams) s.apply(ChooseTeams{*r.teams});
    skb::Rng rng(play_seed);
    bool chosen = false;
    while (s.phase() != Phase::tricks) {
      const std::optional<Action> written =
          s.phase() == Phase::discard ? written_discard(replay, s, s.to_move()) : std::nullopt;
      if (!chosen && s.to_move() == viewer) {
        s.apply(option);
        chosen = true;
      } else {
        s.apply(written ? *written : greedy_action(s, rng));
      }
    }
    done.push_back(s);
  }
  bool solved = true;
  std::vector<State> finished = done;
  try {
    for (State& s : finished) {
      DoubleDummy dd(std::size_t{4} << 20);
      DdOptions o;
      o.node_limit = node_limit;
      for (Card c : dd.best_line(s.position(), o)) s.apply(Play{c});
    }
  } catch (const DdLimitReached&) {
    solved = false;
  }
  if (!solved) {
    finished = done;
    for (State& s : finished) {
      skb::Rng rng(skb::game_seed(play_seed, 1));
      while (s.phase() == Phase::tricks) s.apply(greedy_action(s, rng));
    }
  }
  std::map<std::string, std::pair<double, double>> out;
  for (std::size_t k = 0; k < options.size(); ++k) {
    const State& s = finished[k];
    const int n = s.players();
    const Seat other = s.teams()->side_of(viewer, n).complement(n).lowest();
    const int diff = s.tricks().units_of(viewer) - s.tricks().units_of(other);
    out[joined(action_lines(options[k], viewer, r.table))] = {s.scores()[static_cast<std::size_t>(viewer.index())],
                                                              s.terms()->points < 0 ? -diff : diff};
  }
  return out;
}

// Checks the advice's means against the reference over its draws.
void check_against_reference(const Replay& replay, const DecisionAdvice& a, const DecisionAdviceOptions& o) {
  std::vector<Action> options;
  for (const DecisionOption& d : a.options) options.push_back(d.action);
  std::map<std::string, std::pair<double, double>> sums;
  for (std::uint64_t i = 0; i < a.draws; ++i)
    for (const auto& [line, m] : reference_draw(replay, options, o.seed, i, o.node_limit)) {
      sums[line].first += m.first;
      sums[line].second += m.second;
    }
  for (const DecisionOption& d : a.options) {
    CAPTURE(joined(d.lines));
    CHECK(d.score == doctest::Approx(sums[joined(d.lines)].first / static_cast<double>(a.draws)));
    CHECK(d.units == doctest::Approx(sums[joined(d.lines)].second / static_cast<double>(a.draws)));
  }
}

}  // namespace

TEST_CASE("which records hold a pre-trick decision of their viewer") {
  const auto decides = [](const char* name) {
    const Record r = read_record_file((kExamples / name).string());
    return has_pre_trick_decision(Replay::of(r));
  };
  CHECK(decides("ben-late-veto-2p.nyet"));
  // Cat's record with Ann to veto; a spectator's; the trick phase.
  CHECK(!decides("cat-vetoes-3p.nyet"));
  CHECK(!decides("spectator-early-5p.nyet"));
  CHECK(!decides("ann-one-void-4p.nyet"));
  // Cat's pass not yet written (Ben's, to her, is): her decision.
  const Record pass = cut_example("cat-pass-5p.nyet", "pass Cat");
  CHECK(has_pre_trick_decision(Replay::of(pass)));
  const Record vetoes = cut_example("cat-vetoes-3p.nyet", "veto Cat points 1");
  CHECK(has_pre_trick_decision(Replay::of(vetoes)));
  const Record ann_turn = read_record_file((kExamples / "cat-vetoes-3p.nyet").string());
  const Replay ann = Replay::of(ann_turn);
  try {
    (void)advise_decision(ann);
    FAIL("Ann's veto is not Cat's decision");
  } catch (const NoCardDecision& e) {
    CHECK(e.why() == NoCardDecision::Why::another_player);
    CHECK(e.actor() == Seat(0));
  }
}

TEST_CASE("the record lines of each kind of option") {
  const Table five({"Ann", "Ben", "Cat", "Dan", "Eve"});
  CHECK(action_lines(Veto{Box{Line::trump, 1}}, Seat(2), five) == std::vector<std::string>{"veto Cat trump R"});
  CHECK(action_lines(Veto{Box{Line::first, 4}}, Seat(2), five) == std::vector<std::string>{"veto Cat first Eve"});
  CHECK(action_lines(ChooseTeams{Teams{SeatSet(0b00101), Seat(2)}}, Seat(2), five) ==
        std::vector<std::string>{"teams Ann Cat vs Ben Dan Eve", "bonus Cat"});
  const Table four({"Ann", "Ben", "Cat", "Dan"});
  CHECK(action_lines(ChooseTeams{Teams{SeatSet(0b0101), std::nullopt}}, Seat(0), four) ==
        std::vector<std::string>{"teams Ann Cat vs Ben Dan"});
  CHECK(action_lines(Discard{CardSet()}, Seat(1), four) == std::vector<std::string>{"discard Ben none"});
  CHECK(action_lines(Discard{CardSet(make_card(Colour::blue, 7)) | CardSet(make_card(Colour::red, 13))}, Seat(1),
                     four) == std::vector<std::string>{"discard Ben B7 R13"});
  CHECK(action_lines(Pass{make_card(Colour::green, 1)}, Seat(3), four) == std::vector<std::string>{"pass Dan G1"});
}

TEST_CASE("a 2-player veto, solved double dummy, against the reference; the same on 2 threads") {
  // Ben's record before his 15th veto: first Ann, discard 2, trump green decided; supertrump B or
  // G and points 1 or 2 open: four options. Then Ann's last veto and both discards by the greedy
  // rule, 13 tricks solved.
  const Record rec = cut_example("ben-two-players.nyet", "veto Ben supertrump B");
  const Replay replay = Replay::of(rec);
  DecisionAdviceOptions o;
  o.budget = skb::test::kSanitized ? 2 : 4;
  o.first_round = o.budget;
  o.seed = 3;
  const DecisionAdvice a = advise_decision(replay, o);
  CHECK(a.phase == Phase::veto);
  CHECK(a.options.size() == 4);
  CHECK(a.draws == o.budget);
  CHECK(a.played_out == 0);  // every deal solved within the default node limit
  check_against_reference(replay, a, o);
  o.threads = 2;
  const DecisionAdvice b = advise_decision(replay, o);
  REQUIRE(b.options.size() == a.options.size());
  for (std::size_t k = 0; k < a.options.size(); ++k) {
    CHECK(b.options[k].lines == a.options[k].lines);
    CHECK(b.options[k].score == a.options[k].score);
    CHECK(b.options[k].units == a.options[k].units);
  }
  CHECK(b.played_out == a.played_out);
}

TEST_CASE("past the node limit every option is played out by the greedy rule: 5 players, teams and the Bonus") {
  // Cat's 5-player record with the first-player line left to her (Ben covered Eve instead of Cat):
  // she chooses the teams and the Bonus. A node limit of 1,000 stops every full-deal solve, so
  // every deal is played out; the Bonus holder scores double (State::scores in the reference).
  const Record rec = cut_example("cat-pass-5p.nyet", "teams", "veto Ben first Cat", "veto Ben first Eve");
  const Replay replay = Replay::of(rec);
  DecisionAdviceOptions o;
  o.budget = 4;
  o.first_round = 4;
  o.node_limit = 1000;
  const DecisionAdvice a = advise_decision(replay, o);
  CHECK(a.phase == Phase::teams);
  // Sides of 2 with Cat: 4 partners x 2 Bonus holders; sides of 3 with Cat: 6 pairs x 2 holders.
  CHECK(a.options.size() == 20);
  CHECK(a.played_out == a.draws);
  check_against_reference(replay, a, o);
}

TEST_CASE("a pass with the pass received written: Ben's written pass is kept, Cat's options exclude the card") {
  const Record rec = cut_example("cat-pass-5p.nyet", "pass Cat");
  const Replay replay = Replay::of(rec);
  DecisionAdviceOptions o;
  o.budget = 2;
  o.first_round = 2;
  o.node_limit = 1000;
  const DecisionAdvice a = advise_decision(replay, o);
  CHECK(a.options.size() == 12);  // Cat's 12 dealt cards, one of each kind; not the Y5 received
  for (const DecisionOption& d : a.options) CHECK(d.lines.front() != "pass Cat Y5");
  check_against_reference(replay, a, o);
}
