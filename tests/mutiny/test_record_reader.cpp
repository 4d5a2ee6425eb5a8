// Tests for solver/mutiny/record_reader.h (and the play of every action through the rules,
// play.h): what a `.mutiny` record reads to, and every class of error with its line, column and
// message (docs/mutiny/record-format.md).
//
// Most records sit on the standard seating: Ann the Boatswain, Ben the Chaplain, Cat the
// Helmsman, Dan the Navigator (and Eve, Fay jurors); `kHead` writes it, on lines 1 to 5.
#include <doctest/doctest.h>

#include <string>

#include "solver/core/error.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/rules.h"
#include "tests/mutiny/four_seats.h"

using namespace skb::mutiny;

namespace {

const std::string& kHead = skb::mutiny::testing::kFourSeats;

const Player Ann{0}, Ben{1}, Cat{2}, Dan{3}, Eve{4};

Record read(const std::string& text) { return read_record(text, "t.mutiny"); }

// The error `text` raises, as "LINE:COLUMN: message" (fails the test if it raises none).
std::string error(const std::string& text) {
  try {
    read(text);
  } catch (const skb::RecordError& e) {
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().column) + ": " + e.what();
  }
  FAIL("no error for:\n" << text);
  return "";
}

// The innocence votes of a 4-player game that make Cat innocent (Ann, Ben and Dan vote Cat).
const std::string kInnocentCat =
    "innocence-vote Ann Cat\n"
    "innocence-vote Ben Cat\n"
    "innocence-vote Cat Ann Dan\n"
    "innocence-vote Dan Cat\n";

}  // namespace

TEST_CASE("a whole record reads to its seating, settings, facts and actions") {
  const Record r = read(
      "# a comment line\n"
      "players Ann Ben Cat Dan Eve   # seat order\n"
      "navigator Ann\n"
      "helmsman Ben\n"
      "chaplain Cat\n"
      "boatswain Dan\n"
      "view Cat\n"
      "lie-rate 0.25\n"
      "confession-rate .5\n"
      "\n"
      "not-mutineer Cat\n"
      "confession Ann denied\n"
      "search Dan Ann\n"
      "report Dan Ann not-mutineer\n"
      "report Cat Ann denied\n");
  CHECK(r.file == "t.mutiny");
  CHECK(r.players == std::vector<std::string>{"Ann", "Ben", "Cat", "Dan", "Eve"});
  REQUIRE(r.seating);
  CHECK(r.seating->holder(Role::navigator) == Ann);
  CHECK(r.seating->holder(Role::boatswain) == Dan);
  CHECK(r.seating->jurors() == std::vector<Player>{Eve});
  CHECK(r.view == Cat);
  CHECK(r.lie_rate == 0.25);
  CHECK(r.confession_rate == 0.5);
  CHECK(r.confession_rate_statement == 7);  // the 8th statement
  REQUIRE(r.facts.size() == 2);
  CHECK(r.facts[0].kind == FactKind::not_mutineer);
  CHECK(r.facts[0].player == Cat);
  CHECK(r.facts[1].kind == FactKind::heard_denied);
  CHECK(r.facts[1].player == Ann);
  REQUIRE(r.actions.size() == 3);
  CHECK(r.actions[0].kind == StatementKind::search);
  CHECK(r.actions[0].actor == Dan);
  CHECK(r.actions[0].target == Ann);
  CHECK(r.actions[1].report == Report{Claim::is_not_mutineer, Ann});
  CHECK(r.actions[2].report == Report{Claim::denied, Ann});
  CHECK(r.statements.size() == 13);
  CHECK(r.statements[1].text == "navigator Ann");
  CHECK(r.statements[1].line == 3);
  CHECK(r.actions[2].columns == std::vector<int>{8, 12, 16});
}

TEST_CASE("defaults: a spectator, lie rate 1/2, confession rate 3/4; a header alone is a record") {
  const Record r = read(kHead);
  CHECK(!r.view);
  CHECK(r.lie_rate == 0.5);
  CHECK(r.confession_rate == 0.75);
  CHECK(!r.confession_rate_statement);
  CHECK(r.facts.empty());
  CHECK(r.actions.empty());
}

TEST_CASE("lexical rules: CR LF, a byte-order mark, tabs, comments touching words, Unicode names") {
  const Record r = read(
      "\xEF\xBB\xBFplayers\tZo\xC3\xAB Ben Cat Dan#seated\r\nboatswain Zo\xC3\xAB\r\n"
      "chaplain Ben\nhelmsman Cat\nnavigator Dan");
  CHECK(r.players[0] == "Zo\xC3\xAB");
  CHECK(r.seating->holder(Role::boatswain) == Ann);
  // Zoë written with a combining diaeresis is the same player.
  CHECK(r.find_player("Zoe\xCC\x88") == Ann);
  CHECK(error(kHead + "search Ann \"Cat\"\n") ==
        "6:12: unexpected quote \": this record has no quoted text (write words and names as they are)");
  CHECK(error(kHead + "search Ann Cat\x01\n") ==
        "6:15: unexpected byte 0x01: a control character, not text (only comments may hold anything)");
  CHECK(error(kHead + "search Ann \xE2\x80\x94\n")
            .find("6:12: unexpected character '\xE2\x80\x94' (U+2014): "
                  "outside comments, only player names") == 0);
}

TEST_CASE("errors: the header") {
  CHECK(error("") ==
        "1:1: the record is empty: it must start with 'players NAME...' (four to six names, in seat order)");
  CHECK(error("boatswain Ann\n") == "1:1: the record must start with 'players NAME...', not 'boatswain'");
  CHECK(error("players Ann Ben Cat\n") == "1:1: Mutiny is played by 4, 5 or 6 players, but this record seats 3");
  CHECK(error("players A B C D E F G\n") == "1:1: Mutiny is played by 4, 5 or 6 players, but this record seats 7");
  CHECK(error("players Ann Ben Ann Dan\n") == "1:17: 'Ann' is seated twice: player names must be unique");
  CHECK(error("players Ann nobody Cat Dan\n") == "1:13: 'nobody' is a reserved word and cannot be a player name");
  CHECK(error("players Ann 2B Cat Dan\n") ==
        "1:13: '2B' is not a valid player name: use a letter followed by letters, digits or _");
  CHECK(error(kHead + "players Ann Ben Cat Dan\n") ==
        "6:1: a second 'players' statement: the seating is given once, as the first statement");
  CHECK(error(kHead + "boatswain Ben\n") == "6:1: a second 'boatswain' statement: the Boatswain's card is given once");
  CHECK(error("players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ann\n") ==
        "3:10: Ann holds the Boatswain's card already: a player holds at most one crew card");
  CHECK(error("players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nsearch Ann Cat\n") ==
        "5:1: every crew card is given before the game: 'navigator NAME' is missing before 'search'");
  CHECK(error("players Ann Ben Cat Dan\nboatswain Ann\n") ==
        "2:1: the record ends before every crew card is given: 'chaplain NAME' is missing");
  CHECK(error(kHead + "view Ann\nview Ben\n") == "7:1: a second 'view' statement: it may be given only once");
  CHECK(error(kHead + "search Ann Cat\nview Ann\n") ==
        "7:1: 'view' belongs to the header, before every fact and action");
  CHECK(error(kHead + "view Zed\n") == "6:6: 'Zed' is not a player of this game (players: Ann, Ben, Cat, Dan)");
  CHECK(error(kHead + "view dan\n") == "6:6: 'dan' is not a player of this game: did you mean Dan?");
  CHECK(error(kHead + "view\n") == "6:5: 'view' is incomplete: write view NAME");
  CHECK(error(kHead + "view Ann Ben\n") == "6:10: unexpected 'Ben' after the statement: write view NAME");
}

TEST_CASE("errors: lie rates and confession rates out of [0, 1] or not numbers") {
  CHECK(read(kHead + "lie-rate 0\n").lie_rate == 0.0);
  CHECK(read(kHead + "lie-rate 1\n").lie_rate == 1.0);
  CHECK(read(kHead + "lie-rate 2.5e-3\n").lie_rate == 0.0025);
  CHECK(read(kHead + "confession-rate 1.\n").confession_rate == 1.0);
  CHECK(error(kHead + "lie-rate 1.5\n") == "6:10: '1.5' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25");
  CHECK(error(kHead + "lie-rate -0.1\n") ==
        "6:10: '-0.1' is not a lie rate: write a decimal between 0 and 1, e.g. 0.25");
  CHECK(error(kHead + "confession-rate half\n") ==
        "6:17: 'half' is not a confession rate: write a decimal between 0 and 1, e.g. 0.75");
  CHECK(error(kHead + "lie-rate 0.1\nlie-rate 0.1\n") ==
        "7:1: a second 'lie-rate' statement: it may be given only once");
}

TEST_CASE("errors: unknown statements, with the keyword meant") {
  CHECK(error(kHead + "Search Ann Cat\n") == "6:1: unknown statement 'Search': keywords are lower case: write search");
  CHECK(error(kHead + "serch Ann Cat\n") == "6:1: unknown statement 'serch': did you mean search?");
  CHECK(error(kHead + "lie rate 0.3\n") == "6:1: unknown statement 'lie': write lie-rate, with a hyphen");
  CHECK(error(kHead + "guilt vote Ann Ben\n") == "6:1: unknown statement 'guilt': write guilt-vote, with a hyphen");
  CHECK(error(kHead + "accuse Ann Ben\n").find("6:1: unknown statement 'accuse': a statement starts with") == 0);
}

TEST_CASE("errors: facts about players who cannot be what the fact says, and repeated facts") {
  const std::string five = "players Ann Ben Cat Dan Eve\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n";
  CHECK(error(five + "mutineer Eve\n") == "6:10: Eve is a juror, and jurors are never the Mutineer");
  CHECK(read(five + "not-mutineer Eve\n").facts.size() == 1);  // true, and known to all
  CHECK(error(kHead + "confession Ben\n") == "6:12: the Chaplain cannot hear his own confession");
  CHECK(error(five + "no-confession Eve\n") == "6:15: jurors never confess: the Chaplain chooses another role player");
  CHECK(error(kHead + "confession Cat admitted\n") ==
        "6:16: what a confession showed is confessed or denied, not 'admitted'");
  CHECK(error(kHead + "confession nobody Cat\n") ==
        "6:19: unexpected 'Cat' after the statement: write confession NAME, confession NAME confessed, confession "
        "NAME denied or confession nobody");
  CHECK(error(kHead + "sworn Ben\n") == "6:7: unexpected 'Ben' after the statement: write sworn");
  CHECK(error(kHead + "not-mutineer Cat\n# again\nnot-mutineer Cat\n") == "8:1: this fact is stated already on line 6");
  // Facts may stand anywhere after the header.
  CHECK(read(kHead + "search Ann Cat\nmutineer Cat\nreport Ann Cat mutineer\n").facts.size() == 1);
}

TEST_CASE("errors: the actor of an action must hold the card that takes it") {
  CHECK(error(kHead + "search Ben Cat\n") ==
        "6:8: Ben is not the Boatswain (Ann is): only the Boatswain searches a cabin");
  CHECK(
      error(kHead + "report Cat Ann mutineer\n") ==
      "6:8: Cat cannot report: only the Boatswain (Ann) reports on his search and the Chaplain (Ben) on a confession");
  CHECK(error(kHead + kInnocentCat + "dead-reckoning Cat nobody\n") ==
        "10:16: Cat is not the Navigator (Dan is): only the Navigator moves a vote by dead reckoning");
  CHECK(error(kHead + kInnocentCat + "condemn Dan Ann\n") ==
        "10:9: Dan is not the Helmsman (Cat is): only the Helmsman condemns");
  CHECK(error(kHead + kInnocentCat + "wait Ben\n") ==
        "10:6: Ben is not the Boatswain (Ann is): only the Boatswain may wait and vote last (bosun knows best)");
}

TEST_CASE("errors: round 1 actions the rules forbid, in the rules' words") {
  CHECK(error(kHead + "search Ann Ann\n") ==
        "6:12: Ann cannot search Ann's cabin: the Boatswain cannot search his own cabin");
  CHECK(
      error(
          "players Ann Ben Cat Dan Eve\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\nsearch Ann Eve\n") ==
      "6:12: Ann cannot search Eve's cabin: jurors have no cabin to search: only role players can be the Mutineer");
  CHECK(error(kHead + "report Ann Cat mutineer\n") ==
        "6:12: Ann cannot report \"Cat is the Mutineer\": the Boatswain did not search a cabin, so he can only stay "
        "silent");
  CHECK(error(kHead + "search Ann Cat\nreport Ann Dan not-mutineer\n") ==
        "7:12: Ann cannot report \"Dan is not the Mutineer\": the Boatswain can only report on the player whose cabin "
        "he searched");
  CHECK(error(kHead + "search Ann Cat\nreport Ann Cat confessed\n") ==
        "7:12: Ann cannot report \"Cat confessed\": the Boatswain reports on his search (\"X is the Mutineer\" or \"X "
        "is not\"), not on a confession");
  CHECK(error(kHead + "report Ben Ben denied\n") ==
        "6:12: Ben cannot report \"Ben denied\": the Chaplain can only report a confession of another player");
  CHECK(error(kHead + "report Ben Cat mutineer\n") ==
        "6:12: Ben cannot report \"Cat is the Mutineer\": the Chaplain reports a confession (\"X confessed\" or \"X "
        "denied\"), not a cabin search");
  CHECK(error(kHead + "report Ben Cat\n") ==
        "6:15: 'report' is incomplete: write report REPORTER PLAYER CLAIM (mutineer, not-mutineer, confessed or "
        "denied), or report REPORTER silent");
  CHECK(error(kHead + "report Ben Cat guilty\n") ==
        "6:16: unknown report 'guilty': the Boatswain reports mutineer or not-mutineer, the Chaplain confessed or "
        "denied");
}

TEST_CASE("errors: votes") {
  CHECK(error(kHead + "innocence-vote Ann Ann\n") == "6:20: Ann cannot vote for Ann: nobody votes for themselves");
  CHECK(error("players Ann Ben Cat Dan Eve\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n"
              "innocence-vote Eve Eve\n") == "6:20: Eve cannot vote for Eve: nobody votes for themselves");
  CHECK(error("players Ann Ben Cat Dan Eve\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n"
              "innocence-vote Ann Eve\n") ==
        "6:20: Ann cannot vote for Eve: votes go to role players only: jurors are never voted for");
  CHECK(error(kHead + "innocence-vote Cat Ann\n") ==
        "6:20: Cat casts two votes in the innocence vote (the Helmsman's trust): write both, innocence-vote Cat PLAYER "
        "PLAYER");
  CHECK(error(kHead + "innocence-vote Ann Ben Cat\n") ==
        "6:24: Ann casts one vote in the innocence vote (only the Helmsman casts two)");
  CHECK(error(kHead + "innocence-vote Ann Ben\ninnocence-vote Ann Cat\n") ==
        "7:16: Ann has voted already in the innocence vote (line 6): a player with two votes writes both in one "
        "statement");
  CHECK(error(kHead + "innocence-vote Ann Ben\ncondemn Cat nobody\n") ==
        "7:1: the innocence vote is incomplete: no vote from Ben, Cat, Dan (every player votes before the Helmsman's "
        "condemn)");
  CHECK(error(kHead + "condemn Cat nobody\n") ==
        "6:1: the innocence vote is missing: every player votes in it (write innocence-vote VOTER PLAYER) before the "
        "Helmsman's condemn");
  // Round 2: the innocent player (Cat) gets no guilt vote; the condemned player casts two.
  CHECK(error(kHead + kInnocentCat + "guilt-vote Ann Cat\n") ==
        "10:16: Ann cannot vote for Cat: in the guilt vote nobody votes for the innocent player");
  CHECK(error(kHead + kInnocentCat + "condemn Cat Ann\nguilt-vote Ann Ben\n") ==
        "11:16: Ann casts two votes in the guilt vote (condemned by the Helmsman): write both, guilt-vote Ann PLAYER "
        "PLAYER");
  CHECK(error(kHead + kInnocentCat + "guilt-vote Ann Ben Dan\n") ==
        "10:20: Ann casts one vote in the guilt vote (only the player the Helmsman condemned casts two)");
}

TEST_CASE("votes: any order within a vote, replayed in casting order") {
  const Record r = read(kHead +
                        "innocence-vote Dan Cat\n"
                        "innocence-vote Cat Dan Ann\n"
                        "innocence-vote Ben Cat\n"
                        "innocence-vote Ann Cat\n"
                        "condemn Cat nobody\n");
  CHECK(r.actions.size() == 5);
  CHECK(r.actions[1].second == Ann);
}

TEST_CASE("errors: moves of votes (dead reckoning, forgiveness, change course)") {
  const std::string round1 = kHead + kInnocentCat;
  CHECK(error(round1 + "dead-reckoning Dan Ann Cat Dan\n") ==
        "10:28: Dan cannot move Ann's vote for Cat to Dan: dead reckoning cannot move a vote to the Navigator");
  CHECK(error(round1 + "dead-reckoning Dan Ann Cat Ann\n") ==
        "10:28: Dan cannot move Ann's vote for Cat to Ann: nobody votes for themselves");
  CHECK(error(round1 + "dead-reckoning Dan Ann Cat Cat\n") ==
        "10:28: Dan cannot move Ann's vote for Cat to Cat: a moved vote must go to another player than the one it is "
        "for");
  CHECK(error(round1 + "dead-reckoning Dan Ann Ben Dan\n") == "10:20: Ann has no vote for Ben: Ann's vote is for Cat");
  CHECK(error(round1 + "dead-reckoning Dan Cat Ben Dan\n") ==
        "10:20: Cat has no vote for Ben: Cat's votes are for Ann and Dan");
  CHECK(error(round1 + "dead-reckoning Dan Ann Cat\n") ==
        "10:27: 'dead-reckoning' is incomplete: write dead-reckoning NAVIGATOR CASTER FROM TO (CASTER's vote for FROM "
        "moved to TO), or dead-reckoning NAVIGATOR nobody");
  // Round 2 with Cat innocent: Ann, Ben, Cat and Dan vote.
  const std::string guilt = round1 +
                            "guilt-vote Ann Dan\n"
                            "guilt-vote Ben Dan\n"
                            "guilt-vote Cat Ben\n"
                            "guilt-vote Dan Ben\n";
  CHECK(error(guilt + "forgive Ben Ben Dan\n") ==
        "14:13: Ben cannot take Ben's vote for Dan: the Chaplain cannot take his own vote, only one cast by another "
        "player");
  CHECK(error(guilt + "forgive Ben Dan Ben\n") ==
        "14:13: Ben cannot take Dan's vote for Ben: that vote is already for the Chaplain");
  CHECK(error(guilt + "change-course Dan Ann\n") ==
        "14:19: Dan cannot name Ann for change course: the Navigator can only name a player none of whose votes is for "
        "him");
  CHECK(error(guilt + "move Cat Ben Ann\n") ==
        "14:1: nobody was named for change course: write change-course NAVIGATOR PLAYER before the move");
  // Cat's only vote is for Ben: he can move it to Ann or Dan (not himself, not the innocent Cat).
  const std::string named = guilt.substr(0, guilt.size() - std::string("guilt-vote Dan Ben\n").size()) +
                            "guilt-vote Dan Ann\nchange-course Dan Cat\n";
  CHECK(error(named + "move Ann Dan Ben\n") ==
        "15:6: Ann was not named for change course (Cat was): only the player named moves one of their votes");
  CHECK(error(named + "move Cat Ben Cat\n") ==
        "15:14: Cat cannot move their vote for Ben to Cat: nobody votes for themselves");
  CHECK(error(named + "forgive Ben nobody\n") ==
        "15:1: out of order: the Chaplain's forgiveness comes before the Navigator's change course (line 14)");
  CHECK(read(named + "move Cat Ben Ann\n").actions.back().kind == StatementKind::move);
}

TEST_CASE("errors: actions out of order, repeated, or after the end of the game") {
  CHECK(error(kHead + "report Ben Dan denied\nreport Ann silent\n") ==
        "7:1: out of order: the Boatswain's report comes before the Chaplain's report (line 6)");
  CHECK(error(kHead + "search Ann Cat\nsearch Ann Dan\n") ==
        "7:1: a second 'search' statement: the Boatswain's cabin search is on line 6");
  CHECK(error(kHead + kInnocentCat + "search Ann Cat\n") ==
        "10:1: out of order: the Boatswain's cabin search comes before the innocence vote (line 9)");
  CHECK(error(kHead + kInnocentCat + "condemn Cat nobody\ninnocence-vote Ann Ben\n") ==
        "11:1: out of order: the innocence vote comes before the Helmsman's condemn (line 10)");
  const std::string over = kHead + kInnocentCat +
                           "guilt-vote Ann Dan\nguilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ben\n"
                           "change-course Dan nobody\n";
  CHECK(error(over + "forgive Ben nobody\n") ==
        "15:1: the game is over: the guilt vote is counted, and nothing follows it");
}

TEST_CASE("optional actions passed over were not taken; explicit declines read the same way") {
  const Record implicit = read(kHead + "report Ben Dan denied\n" + kInnocentCat + "guilt-vote Ann Dan\n" +
                               "guilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ben\n");
  const Record explicit_ = read(kHead +
                                "search Ann nobody\n"
                                "report Ann silent\n"
                                "report Ben Dan denied\n" +
                                kInnocentCat +
                                "dead-reckoning Dan nobody\n"
                                "condemn Cat nobody\n"
                                "guilt-vote Ann Dan\nguilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ben\n"
                                "forgive Ben nobody\n"
                                "change-course Dan nobody\n");
  CHECK(implicit.actions.size() == 9);
  CHECK(explicit_.actions.size() == 15);
  CHECK(explicit_.actions[0].target == std::nullopt);
}

TEST_CASE("the end of the record: a vote may stop only before the votes not yet cast") {
  // Everyone but the waiting Boatswain has voted: a game in progress.
  const std::string waits = kHead + kInnocentCat + "wait Ann\nguilt-vote Ben Dan\nguilt-vote Cat Dan\n";
  CHECK(read(waits + "guilt-vote Dan Ben\n").actions.size() == 8);
  // The first voters in seat order: also a prefix of the casting order.
  CHECK(read(kHead + "innocence-vote Ann Cat\ninnocence-vote Ben Cat\n").actions.size() == 2);
  CHECK(error(kHead + "innocence-vote Ben Cat\n") ==
        "6:1: the record stops inside the innocence vote with Ann's vote missing before Ben's: a record that stops "
        "during a vote holds the votes cast so far, in casting order (every player in seat order, a waiting Boatswain "
        "last)");
  // After change course names a player, the record may stop before the move.
  const std::string named = kHead + kInnocentCat +
                            "guilt-vote Ann Dan\nguilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ann\n"
                            "change-course Dan Cat\n";
  CHECK(read(named).actions.size() == 9);
}

TEST_CASE("a record that goes on after the Mutineer may have been declared innocent reads") {
  // Cat is innocent: in the world where Cat is the Mutineer the game is over, but not in the
  // others; the record is legal, and the solver rules that world out (mutiny/test_posterior.cpp).
  const Record r = read(kHead + kInnocentCat + "condemn Cat Ann\n");
  CHECK(r.actions.size() == 5);
}

TEST_CASE("read_record_file: files that cannot be read") {
  try {
    read_record_file("/nonexistent/game.mutiny");
    FAIL("no error");
  } catch (const skb::RecordError& e) {
    CHECK(e.where().line == 0);
    CHECK(std::string(e.what()) == "cannot open the record: No such file or directory");
  }
  try {
    read_record_file("/tmp");
    FAIL("no error");
  } catch (const skb::RecordError& e) {
    CHECK(std::string(e.what()) == "this is a folder, not a record file");
  }
}
