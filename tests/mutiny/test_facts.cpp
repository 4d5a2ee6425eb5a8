// Tests for solver/mutiny/facts.h: the truth of each fact in a world, which facts each viewer
// can know (docs/mutiny/record-format.md, "Facts"), and the notes on what a viewer knows but
// the record does not state.
//
// The standard seating: Ann the Boatswain, Ben the Chaplain, Cat the Helmsman, Dan the
// Navigator, lines 1 to 5 (kHead).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "solver/core/error.h"
#include "solver/mutiny/facts.h"
#include "solver/mutiny/posterior.h"
#include "solver/mutiny/record_reader.h"

using namespace skb::mutiny;

namespace {

const std::string kHead =
    "players Ann Ben Cat Dan Eve\n"
    "boatswain Ann\n"
    "chaplain Ben\n"
    "helmsman Cat\n"
    "navigator Dan\n";

const Player Ann{0}, Ben{1}, Cat{2}, Dan{3};

// The message of the error solving `text` raises because of an unknowable fact, as
// "LINE:COLUMN: message", or "" when it raises none.
std::string knowledge_error(const std::string& text) {
  const Record r = read_record(text, "t.mutiny");
  try {
    solve(r);
  } catch (const skb::RecordError& e) {
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().column) + ": " + e.what();
  } catch (const skb::Contradiction&) {
    return "contradiction";
  }
  return "";
}

Fact fact(FactKind kind, std::optional<Player> p = std::nullopt) { return Fact{0, kind, p, 0}; }

}  // namespace

TEST_CASE("holds: each fact in a world") {
  const World cat_heard_cat{Cat, Cat};  // the Chaplain heard the Mutineer: sworn
  const World dan_heard_nobody{Dan, std::nullopt};
  CHECK(holds(fact(FactKind::mutineer, Cat), cat_heard_cat));
  CHECK(!holds(fact(FactKind::not_mutineer, Cat), cat_heard_cat));
  CHECK(holds(fact(FactKind::heard, Cat), cat_heard_cat));
  CHECK(holds(fact(FactKind::heard_confessed, Cat), cat_heard_cat));
  CHECK(!holds(fact(FactKind::heard_denied, Cat), cat_heard_cat));
  CHECK(holds(fact(FactKind::heard_denied, Ann), World{Dan, Ann}));
  CHECK(!holds(fact(FactKind::heard_nobody), cat_heard_cat));
  CHECK(holds(fact(FactKind::heard_nobody), dan_heard_nobody));
  CHECK(holds(fact(FactKind::not_heard, Ann), cat_heard_cat));
  CHECK(holds(fact(FactKind::sworn), cat_heard_cat));
  CHECK(holds(fact(FactKind::not_sworn), dan_heard_nobody));
}

TEST_CASE("every role player knows whether they are the Mutineer and whether they were asked") {
  CHECK(knowledge_error(kHead + "view Cat\nnot-mutineer Cat\nno-confession Cat\n").empty());
  CHECK(knowledge_error(kHead + "view Cat\nmutineer Cat\nconfession Cat confessed\n").empty());
  CHECK(knowledge_error(kHead + "view Cat\nconfession Cat denied\n").empty());
  CHECK(knowledge_error(kHead + "view Cat\nmutineer Dan\n") ==
        "7:1: Cat cannot know whether Dan is the Mutineer: each player knows it of themselves, the Boatswain of the "
        "player whose cabin he searched, and the Chaplain of the player he heard (written 'confession NAME "
        "confessed' or 'confession NAME denied')");
  CHECK(knowledge_error(kHead + "view Cat\nconfession Dan\n") ==
        "7:1: Cat cannot know whom the Chaplain heard: only the Chaplain knows it, and each role player whether he "
        "was the one asked");
  CHECK(knowledge_error(kHead + "view Cat\nconfession nobody\n").find("7:1: Cat cannot know whom") == 0);
}

TEST_CASE("the Boatswain knows what he found, once the record shows his search") {
  CHECK(knowledge_error(kHead + "view Ann\nnot-mutineer Cat\nsearch Ann Cat\n").empty());
  CHECK(knowledge_error(kHead + "view Ann\nmutineer Cat\nsearch Ann Cat\n").empty());
  CHECK(knowledge_error(kHead + "view Ann\nnot-mutineer Cat\n").find("7:1: Ann cannot know whether Cat") == 0);
  CHECK(knowledge_error(kHead + "view Ann\nnot-mutineer Dan\nsearch Ann Cat\n")
            .find("7:1: Ann cannot know whether Dan") == 0);
}

TEST_CASE("the Chaplain knows whom he heard and what it showed, hence whether he is sworn") {
  CHECK(knowledge_error(kHead + "view Ben\nconfession Cat denied\nnot-sworn\n").empty());
  CHECK(knowledge_error(kHead + "view Ben\nconfession Cat confessed\nsworn\nmutineer Cat\n").empty());
  CHECK(knowledge_error(kHead + "view Ben\nconfession nobody\nnot-sworn\nno-confession Dan\n").empty());
  // Whom he heard alone, not what it showed, is a fact he may state; with it, "sworn" says that
  // Cat confessed, which he knows too; but "Cat is the Mutineer" alone he cannot know.
  CHECK(knowledge_error(kHead + "view Ben\nconfession Cat\n").empty());
  CHECK(knowledge_error(kHead + "view Ben\nconfession Cat\nsworn\n").empty());
  CHECK(knowledge_error(kHead + "view Ben\nmutineer Cat\n").find("7:1: Ben cannot know whether Cat") == 0);
}

TEST_CASE("the Mutineer knows whether the Chaplain is sworn; a crew member who was not asked does not") {
  CHECK(knowledge_error(kHead + "view Dan\nmutineer Dan\nsworn\n").empty());
  CHECK(knowledge_error(kHead + "view Dan\nmutineer Dan\nnot-sworn\n").empty());
  CHECK(knowledge_error(kHead + "view Dan\nsworn\n") ==
        "7:1: Dan cannot know whether the Chaplain is sworn: only the Chaplain and the Mutineer know it");
  CHECK(knowledge_error(kHead + "view Dan\nnot-mutineer Dan\nno-confession Dan\nnot-sworn\n")
            .find("9:1: Dan cannot know whether the Chaplain is sworn") == 0);
  // Asked and not the Mutineer: then the Chaplain is not sworn, and Dan knows it.
  CHECK(knowledge_error(kHead + "view Dan\nnot-mutineer Dan\nconfession Dan\nnot-sworn\n").empty());
}

TEST_CASE("jurors and spectators know nothing private, but anyone may state what the public record implies") {
  CHECK(knowledge_error(kHead + "view Eve\nnot-mutineer Eve\n").empty());  // jurors are never the Mutineer
  CHECK(knowledge_error(kHead + "view Eve\nnot-mutineer Ann\n").find("7:1: Eve cannot know whether Ann") == 0);
  CHECK(knowledge_error(kHead + "not-mutineer Ann\n") ==
        "6:1: a spectator cannot know whether Ann is the Mutineer: each player knows it of themselves, the Boatswain "
        "of the player whose cabin he searched, and the Chaplain of the player he heard (written 'confession NAME "
        "confessed' or 'confession NAME denied') (a record without 'view NAME' is a spectator's: it states only "
        "what the public record shows)");
  // Cat is innocent and round 2 is under way: Cat is not the Mutineer, as everyone knows.
  const std::string round2 =
      "innocence-vote Ann Cat\ninnocence-vote Ben Cat\ninnocence-vote Cat Ann Dan\ninnocence-vote Dan Cat\n"
      "innocence-vote Eve Cat\ncondemn Cat nobody\n";
  CHECK(knowledge_error(kHead + "not-mutineer Cat\n" + round2).empty());
  CHECK(knowledge_error(kHead + "not-mutineer Cat\n").find("6:1: a spectator cannot know") == 0);
}

TEST_CASE("facts that contradict each other are a contradiction, not a question of knowledge") {
  CHECK(knowledge_error(kHead + "view Cat\nmutineer Cat\nnot-mutineer Cat\n") == "contradiction");
  CHECK(knowledge_error(kHead + "view Cat\nconfession Dan\nno-confession Dan\n") == "contradiction");
}

TEST_CASE("check_knowable directly, and --view making a record illegal") {
  Record r = read_record(kHead + "view Ann\nnot-mutineer Cat\nsearch Ann Cat\n", "t.mutiny");
  const std::vector<bool> all(16, true);
  CHECK_NOTHROW(check_knowable(r, all));
  r.view = Dan;  // as --view Dan would
  CHECK_THROWS_AS(check_knowable(r, all), skb::RecordError);
}

TEST_CASE("notes: what the viewer knows but the record does not state") {
  const std::vector<bool> all(16, true);
  const Record chaplain = read_record(kHead + "view Ben\n", "t.mutiny");
  const std::vector<std::string> notes = unstated_knowledge(chaplain, all);
  REQUIRE(notes.size() == 2);
  CHECK(notes[0] == "Ben knows whether they are the Mutineer: add 'mutineer Ben' or 'not-mutineer Ben'");
  CHECK(notes[1] ==
        "Ben knows whose confession he heard and what it showed: add 'confession NAME confessed', 'confession NAME "
        "denied' or 'confession nobody'");
  // Whom he heard, but not what it showed: still a note.
  CHECK(
      unstated_knowledge(read_record(kHead + "view Ben\nnot-mutineer Ben\nconfession Cat\n", "t.mutiny"), all).size() ==
      1);
  CHECK(unstated_knowledge(read_record(kHead + "view Ben\nnot-mutineer Ben\nconfession nobody\n", "t.mutiny"), all)
            .empty());
  const Record boatswain = read_record(kHead + "view Ann\nnot-mutineer Ann\nno-confession Ann\nsearch Ann Dan\n", "t");
  REQUIRE(unstated_knowledge(boatswain, all).size() == 1);
  CHECK(unstated_knowledge(boatswain, all)[0] ==
        "Ann searched Dan's cabin and knows whether Dan is the Mutineer: add 'mutineer Dan' or 'not-mutineer Dan'");
  CHECK(unstated_knowledge(read_record(kHead + "view Eve\n", "t"), all).empty());  // a juror
  CHECK(unstated_knowledge(read_record(kHead, "t"), all).empty());                 // a spectator
}
