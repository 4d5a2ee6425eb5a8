// Advice (solver/mutiny/advice.h) at the decisions a record reaches only by going past its end:
// the Navigator's dead reckoning after a complete innocence vote, the Boatswain's report after
// the secret confession, a guilt vote after optional decisions the record passes over; worlds
// where the game is over are not the viewer's; and the same advice with and without the tables
// of values.
#include <doctest/doctest.h>

#include "cli/tables/built_in_tables.h"
#include "solver/mutiny/advice.h"
#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/value_table.h"

namespace {

using skb::Fraction;
using namespace skb::mutiny;

const std::string kHeader =
    "players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n";

Advice advice_of(const std::string& text, const Profile& profile, bool tables = true) {
  const Record record = read_record(text, "test.mutiny");
  AdviseOptions options;
  options.profile = &profile;
  options.use_value_tables = tables;
  return advise(record, options);
}

// The value of the option written `words` (as describe writes it on the standard seating).
Fraction value_of(const Advice& a, const std::string& words) {
  for (const AdvisedOption& o : a.options)
    if (describe(Seating::standard(4), o.action) == words) return o.win;
  FAIL("no option " << words);
  return -1;
}

}  // namespace

TEST_CASE("the Navigator's dead reckoning after a complete innocence vote is his decision") {
  // Dan, the Navigator, is the Mutineer. Votes: Ann and Ben for Dan, Cat for Ann and Ben, Dan
  // for Cat: Dan 2, Ann 1, Ben 1, Cat 1. Leaving Dan the only player with the most votes makes
  // him innocent, which ends the game with the Mutineer's win: probability 1 whatever everyone
  // then plays. Any move (never to the Navigator himself) leaves him at most 2 votes against 2,
  // or clears another player: the game goes on, and random play can still catch him.
  const std::string text = kHeader +
                           "view Dan\nmutineer Dan\nsearch Ann nobody\n"
                           "innocence-vote Ann Dan\ninnocence-vote Ben Dan\ninnocence-vote Cat Ann Ben\n"
                           "innocence-vote Dan Cat\n";
  const RandomProfile random;
  const HonestProfile honest;
  for (const Profile* profile : std::initializer_list<const Profile*>{&random, &honest}) {
    CAPTURE(profile->name());
    const Advice a = advice_of(text, *profile);
    CHECK(a.phase == Phase::dead_reckoning);
    CHECK(value_of(a, "move no vote") == 1);
    CHECK(a.options.front().win == 1);
    // Ann's vote for Dan moved to Cat: Dan 1, Cat 2: Cat innocent, the game goes on.
    if (profile == &random)
      CHECK(value_of(a, "move the vote of player 0 (the Boatswain) to player 2 (the Helmsman)") < 1);
  }
  // Anyone else reading the same record: the dead reckoning was not made.
  const Record record = read_record(kHeader + "view Cat\n" + text.substr(text.find("search")), "test.mutiny");
  AdviseOptions options;
  options.profile = &random;
  const Advice cat = advise(record, options);
  CHECK(cat.phase == Phase::condemn);
}

TEST_CASE("the Boatswain's report after his search: the confession, secret, is the world's") {
  // Under `random` nobody reads a report: every report the Boatswain can make is worth the same.
  const RandomProfile random;
  const Advice a = advice_of(kHeader + "view Ann\nnot-mutineer Ann\nsearch Ann Dan\nnot-mutineer Dan\n", random);
  CHECK(a.phase == Phase::boatswain_report);
  REQUIRE(a.options.size() == 3);
  CHECK(a.options[0].win == a.options[1].win);
  CHECK(a.options[1].win == a.options[2].win);
}

TEST_CASE("a guilt vote after the condemn and the wait the record passes over") {
  const std::string votes =
      "search Ann nobody\ninnocence-vote Ann Ben\ninnocence-vote Ben Dan\ninnocence-vote Cat Dan Dan\n"
      "innocence-vote Dan Cat\n";
  const HonestProfile honest;
  // Dan is innocent (3 votes); the Helmsman's condemn and the Boatswain's wait are not
  // written: not taken. Ben votes second: Ann's vote before his is drawn from the profile.
  const Advice a = advice_of(kHeader + "view Ben\n" + votes, honest);
  CHECK(a.phase == Phase::guilt_vote);
  // Worlds where Dan is the Mutineer would have ended the game at his innocence: Ben, asked
  // for a vote, knows they are not his. The same advice as the record that shows the game went
  // on (the condemn written out: worlds where Dan is the Mutineer weigh 0 there).
  const Advice shown = advice_of(kHeader + "view Ben\n" + votes + "condemn Cat nobody\n", honest);
  REQUIRE(a.options.size() == shown.options.size());
  for (std::size_t k = 0; k < a.options.size(); ++k) {
    CHECK(a.options[k].action == shown.options[k].action);
    CHECK(a.options[k].win == shown.options[k].win);
  }
}

TEST_CASE("advice reads the tables of values built in, and gives the same numbers as without them") {
  for (int n = min_players; n <= max_players; ++n) install_equilibrium(n, skb::cli::built_in_mutiny_equilibrium(n));
  for (const std::span<const std::byte> t : skb::cli::built_in_mutiny_values()) install_value_table(t);
  // Ben, the Chaplain, at his report: the innocence vote's subtree meets round 2 in the tables.
  const std::string text = kHeader + "view Ben\nnot-mutineer Ben\nconfession Cat denied\nsearch Ann Cat\n"
                                     "report Ann Cat not-mutineer\n";
  for (const std::string_view name : {"random", "honest"}) {
    CAPTURE(name);
    const std::unique_ptr<Profile> profile = make_profile(name, 4);
    REQUIRE(installed_value_table(*profile, 4) != nullptr);
    const Advice fast = advice_of(text, *profile, true);
    const Advice slow = advice_of(text, *profile, false);
    REQUIRE(fast.options.size() == slow.options.size());
    for (std::size_t k = 0; k < fast.options.size(); ++k) {
      CHECK(fast.options[k].action == slow.options[k].action);
      CHECK(fast.options[k].win == slow.options[k].win);
    }
  }
}
