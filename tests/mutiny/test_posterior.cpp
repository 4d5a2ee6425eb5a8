// Tests for solver/mutiny/posterior.h: posteriors worked out by hand (the working in each
// test's comments), the lie rate and the confession rate at their edges, the course of the game
// as evidence, contradictions and their smallest sets, and the likelihood of a model of play
// against a direct computation.
//
// The standard seating: Ann the Boatswain, Ben the Chaplain, Cat the Helmsman, Dan the
// Navigator (kHead, lines 1 to 5); m is the Mutineer, t the player the Chaplain heard. A
// probability computed as an exact fraction is the double nearest to it, so it equals the
// correctly rounded quotient (1.0 / 7) exactly.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/mutiny/posterior.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/rules.h"
#include "tests/mutiny/four_seats.h"

using namespace skb::mutiny;

namespace {

const std::string& kHead = skb::mutiny::testing::kFourSeats;

enum Seat { ann, ben, cat, dan };

Posterior solved(const std::string& text, const Profile* model = nullptr) {
  SolveOptions options;
  options.model = model;
  return solve(read_record(text, "t.mutiny"), options);
}

// The lines of the statements of the contradiction `text` raises (fails if none).
std::vector<int> conflict(const std::string& text, const Profile* model = nullptr) {
  try {
    solved(text, model);
  } catch (const skb::Contradiction& c) {
    // A world, or, when the model is the cause (the statements fit some world without it), a
    // world under the model.
    const std::string world = c.world() == "world" || model == nullptr
                                  ? std::string("world")
                                  : "world under the model " + std::string(model->name()) + " with tremble 0";
    CHECK(c.world() == world);
    CHECK(std::string(c.what()) == "no " + world + " satisfies the record");
    // Only a model of play with tremble 0 can be the cause beyond the statements, and says so.
    if (model == nullptr) CHECK(c.explanation().empty());
    std::vector<int> lines;
    for (const auto& s : c.statements()) lines.push_back(s.line);
    return lines;
  }
  FAIL("no contradiction in:\n" << text);
  return {};
}

double sum(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x;
  return s;
}

}  // namespace

TEST_CASE("an empty record: the prior") {
  // m uniform; t nobody or one of Ann, Cat, Dan, 1/4 each. Sworn: m != Ben (3/4) and t = m (1/4).
  const Posterior p = solved(kHead);
  CHECK(p.consistent_worlds == 16);
  for (int s = 0; s < 4; ++s) CHECK(p.mutineer[static_cast<std::size_t>(s)] == 0.25);
  CHECK(p.sworn == 3.0 / 16);
  CHECK(p.mutineer_side[ben] == 0.25 + 3.0 / 16);
  CHECK(p.confession == std::vector<double>{0.25, 0.25, 0.25, 0.25});
  CHECK(!p.innocence_counted);
  CHECK(!p.guilt_counted);
  CHECK(p.game_over == 0.0);
}

TEST_CASE("the Boatswain who searched Cat and found no Mutineer: Ben and Dan, 1/2 each") {
  const Posterior p = solved(kHead + "view Ann\nnot-mutineer Ann\nsearch Ann Cat\nnot-mutineer Cat\n");
  CHECK(p.mutineer == std::vector<double>{0.0, 0.5, 0.0, 0.5});
  // Sworn only when Dan is the Mutineer and the Chaplain heard Dan: 1/2 x 1/4.
  CHECK(p.sworn == 0.125);
  CHECK(p.consistent_worlds == 8);
}

TEST_CASE("a spectator hears the Chaplain say 'Dan confessed'") {
  // A crew Chaplain never says it truly (hearing the Mutineer confess swears him): weight 0 where
  // Ben is crew. Ben the Mutineer: 4 worlds x 1/2; Ben sworn (t = m, m in Ann, Cat, Dan): 3 x 1/2.
  // Total 7/2: Ben 4/7, Ann, Cat, Dan 1/7 each; sworn 3/7; Ben surely on the Mutineer's side.
  const Posterior p = solved(kHead + "report Ben Dan confessed\n");
  CHECK(p.mutineer == std::vector<double>{1.0 / 7, 4.0 / 7, 1.0 / 7, 1.0 / 7});
  CHECK(p.sworn == 3.0 / 7);
  CHECK(p.mutineer_side == std::vector<double>{1.0 / 7, 1.0, 1.0 / 7, 1.0 / 7});
  CHECK(p.confession == std::vector<double>{1.0 / 7, 2.0 / 7, 2.0 / 7, 2.0 / 7});
  CHECK(p.consistent_worlds == 7);
  CHECK(sum(p.mutineer) == doctest::Approx(1.0));
}

TEST_CASE("a crew Chaplain's 'Cat denied' rules out every world but those where he heard Cat") {
  // Crew Ben (m != Ben, t != m): true only if t = Cat and m != Cat: weight 1 for m in Ann, Dan.
  // Ben the Mutineer: true (t = Cat) 1/2, false 1/2: 4 worlds x 1/2 = 2. Sworn Ben (t = m): false,
  // 1/2 each for m = Ann, Cat, Dan. Total 2 + 2 + 3/2 = 11/2.
  // P(Ben) = 2/(11/2) = 4/11; P(Ann) = P(Dan) = (1 + 1/2)/(11/2) = 3/11; P(Cat) = (1/2)/(11/2) = 1/11.
  const Posterior p = solved(kHead + "report Ben Cat denied\n");
  CHECK(p.mutineer == std::vector<double>{3.0 / 11, 4.0 / 11, 1.0 / 11, 3.0 / 11});
  CHECK(p.sworn == 3.0 / 11);  // (1/2 + 1/2 + 1/2)/(11/2)
}

TEST_CASE("the viewer's own report is not evidence for the viewer") {
  // A spectator: Ann's "Cat is the Mutineer" is true (Cat, weight 1) or Ann lied (1/2): Cat 2/3.
  const Posterior spectator = solved(kHead + "search Ann Cat\nreport Ann Cat mutineer\n");
  CHECK(spectator.mutineer == std::vector<double>{1.0 / 3, 0.0, 2.0 / 3, 0.0});
  // Ann herself knows only that she is not the Mutineer: Ben, Cat, Dan alike.
  const Posterior ann = solved(kHead + "view Ann\nnot-mutineer Ann\nsearch Ann Cat\nreport Ann Cat mutineer\n");
  CHECK(ann.mutineer == std::vector<double>{0.0, 1.0 / 3, 1.0 / 3, 1.0 / 3});
}

TEST_CASE("lie rate 0 and 1: the Mutineer's side never lies, or always lies") {
  const std::string accuse = "search Ann Ben\nreport Ann Ben mutineer\n";
  // lambda = 0: Ann the Mutineer would have lied (weight 0); only Ben is left.
  CHECK(solved(kHead + "lie-rate 0\n" + accuse).mutineer == std::vector<double>{0.0, 1.0, 0.0, 0.0});
  // lambda = 1: Ann the Mutineer lies for sure (weight 1), as likely as Ben (crew Ann, true).
  CHECK(solved(kHead + "lie-rate 1\n" + accuse).mutineer == std::vector<double>{0.5, 0.5, 0.0, 0.0});
  // lambda = 1 and "Ben is not the Mutineer": a Mutineer Ann would not say the truth; a crew Ann
  // says it only if true: Cat or Dan.
  CHECK(solved(kHead + "lie-rate 1\nsearch Ann Ben\nreport Ann Ben not-mutineer\n").mutineer ==
        std::vector<double>{0.0, 0.0, 0.5, 0.5});
  // lambda = 1/4: Ben 1, Ann 1/4: Ben 4/5, Ann 1/5.
  CHECK(solved(kHead + "lie-rate 0.25\n" + accuse).mutineer == std::vector<double>{0.2, 0.8, 0.0, 0.0});
}

TEST_CASE("the confession rate: the prior of whom the Chaplain heard") {
  // c = 0: he heard nobody, never sworn.
  const Posterior none = solved(kHead + "confession-rate 0\n");
  CHECK(none.sworn == 0.0);
  CHECK(none.confession == std::vector<double>{1.0, 0.0, 0.0, 0.0});
  CHECK(none.consistent_worlds == 4);
  // c = 1: he heard one of the three others; sworn if m != Ben (3/4) and he heard m (1/3): 1/4.
  const Posterior all = solved(kHead + "confession-rate 1\n");
  CHECK(all.sworn == 0.25);
  CHECK(all.confession == std::vector<double>{0.0, 1.0 / 3, 1.0 / 3, 1.0 / 3});
  // c = 3/8, "Dan denied" (examples/mutiny/confession-rate.mutiny): Ben 8/15, Ann and Cat 1/5,
  // Dan 1/15, sworn 1/5.
  const Posterior eighth = solved(kHead + "confession-rate 0.375\nreport Ben Dan denied\n");
  CHECK(eighth.mutineer == std::vector<double>{0.2, 8.0 / 15, 0.2, 1.0 / 15});
  CHECK(eighth.sworn == 0.2);
}

TEST_CASE("a record that goes on to round 2 shows that the innocent player is not the Mutineer") {
  const std::string votes =
      "innocence-vote Ann Cat\ninnocence-vote Ben Cat\ninnocence-vote Cat Ann Dan\ninnocence-vote Dan Cat\n";
  // Ending with the votes: Cat is innocent, and if Cat is the Mutineer (1/4) the game is over
  // and his side has won.
  const Posterior end1 = solved(kHead + votes);
  CHECK(end1.innocence_counted);
  CHECK(end1.innocent == Player{cat});
  CHECK(end1.game_over == 0.25);
  CHECK(end1.mutineer_side_won == 0.25);
  CHECK(end1.crew_won == 0.0);
  CHECK(end1.mutineer[cat] == 0.25);
  // Going on: Cat is not the Mutineer.
  const Posterior on = solved(kHead + votes + "condemn Cat nobody\n");
  CHECK(on.mutineer == std::vector<double>{1.0 / 3, 1.0 / 3, 0.0, 1.0 / 3});
  CHECK(on.game_over == 0.0);
  // The whole guilt vote (Dan 2, Ben 2 after the move): a tie, nobody is guilty, the Mutineer's
  // side has won.
  const std::string guilt = "guilt-vote Ann Dan\nguilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ben\n";
  const Posterior tie = solved(kHead + votes + guilt);
  CHECK(tie.guilt_counted);
  CHECK(!tie.guilty);
  CHECK(tie.game_over == 1.0);
  CHECK(tie.mutineer_side_won == 1.0);
  // The Chaplain takes Ann's vote for Dan: Ben 3 (Cat's, Dan's, Ann's), Dan 1. Ben is guilty: the
  // crew has won iff Ben is the Mutineer (1/3).
  const Posterior forgiven = solved(kHead + votes + guilt + "forgive Ben Ann Dan\n");
  CHECK(forgiven.guilty == Player{ben});
  CHECK(forgiven.game_over == 1.0);
  CHECK(forgiven.crew_won == 1.0 / 3);
  CHECK(forgiven.mutineer_side_won == 2.0 / 3);
}

TEST_CASE("contradictions: a smallest set of conflicting statements, by line") {
  // Cat knows he is not the Mutineer (line 9); Ann says he is (line 11): Ann must be lying, which
  // lie-rate 0 forbids. The fact of line 8 and the search take no part.
  CHECK(conflict(kHead + "view Cat\nlie-rate 0\nno-confession Cat\nnot-mutineer Cat\nsearch Ann Cat\n"
                         "report Ann Cat mutineer\n") == std::vector<int>{9, 11});
  // Facts against each other.
  CHECK(conflict(kHead + "view Cat\nmutineer Cat\nnot-mutineer Cat\n") == std::vector<int>{7, 8});
  // At lie rate 0, "Cat confessed" can only be the sworn Chaplain telling the truth (Cat the
  // Mutineer); Ann found Cat innocent (line 9). Ann's own fact (line 7) does not conflict.
  CHECK(conflict(kHead + "view Ann\nlie-rate 0\nnot-mutineer Ann\nsearch Ann Cat\nnot-mutineer Cat\n"
                         "report Ann Cat not-mutineer\nreport Ben Cat confessed\n") == std::vector<int>{10, 12});
  // The Mutineer declared innocent, yet the record goes on to round 2 (line 11).
  CHECK(conflict(kHead + "view Cat\nmutineer Cat\ninnocence-vote Ann Cat\ninnocence-vote Ben Cat\n"
                         "innocence-vote Cat Ann Dan\ninnocence-vote Dan Cat\ncondemn Cat nobody\n") ==
        std::vector<int>{7, 12});
  // A confession rate of 0 in the record is one of the statements; given on the command line
  // (no statement), the fact alone cannot be true.
  const std::string heard = kHead + "view Ben\nconfession-rate 0\nconfession Cat denied\n";
  CHECK(conflict(heard) == std::vector<int>{7, 8});
  Record flag = read_record(kHead + "view Ben\nconfession Cat denied\n", "t.mutiny");
  flag.confession_rate = 0;
  CHECK_THROWS_AS(solve(flag), skb::Contradiction);
  try {
    solve(flag);
  } catch (const skb::Contradiction& c) {
    REQUIRE(c.statements().size() == 1);
    CHECK(c.statements()[0].line == 7);
    CHECK(c.statements()[0].column == 1);
    CHECK(c.statements()[0].text == "confession Cat denied");
  }
}

TEST_CASE("every probability is exact: ties print equal") {
  // Cat and Dan play the same part below: their chances are bitwise equal.
  const Posterior p = solved(kHead + "view Ann\nnot-mutineer Ann\nreport Ben Ann denied\n");
  // Crew Ben's "Ann denied": he heard Ann (1/4) and m != Ann. Ben the Mutineer: 1/2 whatever.
  // m = Cat: t = Ann, 1/4 x 1 = 1/4 (t = Cat sworn: false, 1/8); m = Dan alike: 3/8 each;
  // m = Ben: 4 x 1/4 x 1/2 = 1/2. Total 5/4: Ben 2/5, Cat 3/10, Dan 3/10.
  CHECK(p.mutineer == std::vector<double>{0.0, 0.4, 0.3, 0.3});
  CHECK(p.mutineer[cat] == p.mutineer[dan]);
}

namespace {

// A model of play that reads the hidden world (for this test only): the Mutineer's votes go to
// his first legal target with weight 3 and to every other with weight 1; a Mutineer Boatswain
// never searches Cat (weights none 2, the others 3, Cat 0, where a crew Boatswain gives 2 to
// each: "no search" has probability 1/4 either way); every other decision is uniform.
class LeaningMutineer final : public Profile {
 public:
  std::string_view name() const override { return "leaning"; }
  std::vector<std::uint64_t> weights(const State& state) const override {
    const std::vector<Action> legal = legal_actions(state);
    std::vector<std::uint64_t> w(legal.size(), 1);
    const bool mutineer = current_player(state) == state.mutineer();
    if (mutineer && (state.phase() == Phase::innocence_vote || state.phase() == Phase::guilt_vote)) w[0] = 3;
    if (state.phase() == Phase::search)
      for (std::size_t k = 0; k < w.size(); ++k)
        w[k] = !mutineer || k == 0 ? 2 : legal[k].target == Player{cat} ? 0 : 3;
    return w;
  }
  void context(const State&, std::string&) const override {}
};

}  // namespace

TEST_CASE("a model of play: every recorded action weighed by its probability, against a direct computation") {
  const LeaningMutineer model;
  // Votes Ann: Ben, Ben: Ann, Cat: Ann Ann (his two), Dan: Ann; every vote goes to its voter's
  // first legal target (seat order). A crew vote has probability 1/3 (three targets), a Mutineer's
  // 3/5. The Helmsman's pair: crew (1/3)^2, Mutineer (3/5)^2. Relative to all-crew play the
  // Mutineer's world gains (3/5)/(1/3) = 9/5 for Ann, Ben or Dan, and (9/25)/(1/9) = 81/25 for
  // Cat. Total 27/5 + 81/25 = 216/25: Cat 81/216 = 3/8, the others 45/216 = 5/24 each. The
  // decisions the record implies (no search, silence, no move at the end) weigh alike in every
  // world ("no search" 1/4 whoever the Boatswain is).
  const std::string same =
      "innocence-vote Ann Ben\ninnocence-vote Ben Ann\ninnocence-vote Cat Ann Ann\n"
      "innocence-vote Dan Ann\n";
  const Posterior p = solved(kHead + same, &model);
  CHECK(p.mutineer[cat] == 3.0 / 8);
  CHECK(p.mutineer[ann] == 5.0 / 24);
  CHECK(p.mutineer[ben] == 5.0 / 24);
  CHECK(p.mutineer[dan] == 5.0 / 24);
  // Without a model, votes are not evidence.
  CHECK(solved(kHead + same).mutineer == std::vector<double>{0.25, 0.25, 0.25, 0.25});
  // The Helmsman's two different votes are one observation in either order: a Mutineer Cat votes
  // Ben then Ann (1/5 x 3/5) or Ann then Ben (3/5 x 1/5): 6/25; crew Cat 2 x 1/9. Cat gains
  // (6/25)/(2/9) = 27/25, the others 9/5: total 162/25, Cat 27/162 = 1/6, the others 5/18.
  const Posterior pair = solved(kHead +
                                    "innocence-vote Ann Ben\ninnocence-vote Ben Ann\ninnocence-vote Cat Ben Ann\n"
                                    "innocence-vote Dan Ann\n",
                                &model);
  CHECK(pair.mutineer[cat] == 1.0 / 6);
  CHECK(pair.mutineer[ann] == 5.0 / 18);
  // The same record written with Cat's votes in the other order gives the same answer.
  CHECK(solved(kHead + "innocence-vote Cat Ann Ben\ninnocence-vote Ann Ben\ninnocence-vote Ben Ann\n"
                       "innocence-vote Dan Ann\n",
               &model)
            .mutineer == pair.mutineer);
  // The random profile weighs every world alike (the options do not depend on the world).
  const std::unique_ptr<Profile> random = make_profile("random", 4);
  CHECK(solved(kHead + same, random.get()).mutineer == std::vector<double>{0.25, 0.25, 0.25, 0.25});
}

TEST_CASE("a record with no action whose implied declines the model never takes: the last statement conflicts") {
  // Cat, the Helmsman, about to decide: the game goes on to Cat's decision, and the Boatswain's
  // search, which the record passes over, was not taken ("no cabin search"). An honest Boatswain
  // always searches, so with tremble 0 no world fits; the decline is the doing of the record's
  // end, its last statement (line 7, `not-mutineer Cat`: the record has no action to blame). A
  // fuzzer found this blamed on statement -1 (out of the record).
  const std::unique_ptr<Profile> honest = make_profile("honest", 4);
  SolveOptions options;
  options.model = honest.get();
  options.tremble = 0;
  options.open_for = Player{cat};
  try {
    solve(read_record(kHead + "view Cat\nnot-mutineer Cat\n", "t.mutiny"), options);
    FAIL("no contradiction");
  } catch (const skb::Contradiction& c) {
    REQUIRE(c.statements().size() == 1);
    CHECK(c.statements()[0].line == 7);
    CHECK(c.explanation().find("no cabin search") != std::string::npos);
  }
}

TEST_CASE("a model of play that never takes a recorded action: the action is a conflicting statement") {
  const LeaningMutineer model;
  // A Mutineer Boatswain never searches Cat: Ann, who is the Mutineer (line 7), did (line 8).
  CHECK(conflict(kHead + "view Ann\nmutineer Ann\nsearch Ann Cat\n", &model) == std::vector<int>{7, 8});
  // The statements fit some world without the model: the explanation names the model as the
  // cause, an action it never takes, and the way out (a tremble above 0).
  try {
    solved(kHead + "view Ann\nmutineer Ann\nsearch Ann Cat\n", &model);
    FAIL("no contradiction");
  } catch (const skb::Contradiction& c) {
    CHECK(c.explanation().find("the model leaning never takes an action") != std::string::npos);
    CHECK(c.explanation().find("in the world where Ann is the Mutineer") != std::string::npos);
    CHECK(c.explanation().find("Give a tremble above 0") != std::string::npos);
    // The conflict holds under the model only: the world the report names is the model's.
    CHECK(c.world() == "world under the model leaning with tremble 0");
  }
  // A spectator: the search rules out only the worlds where Ann is the Mutineer (a search of
  // Cat has probability 2/8 for a crew Boatswain whoever the Mutineer is).
  CHECK(solved(kHead + "search Ann Cat\n", &model).mutineer == std::vector<double>{0.0, 1.0 / 3, 1.0 / 3, 1.0 / 3});
}
