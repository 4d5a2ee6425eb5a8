// The board and the veto phase (solver/nyet/board.h): the boxes of each line, what may be
// covered (an empty box on a line with at least two empty boxes), the end of the phase after
// players + 14 vetoes, and the terms it leaves.
#include <doctest/doctest.h>

#include "solver/nyet/board.h"
#include "solver/nyet/rule_error.h"

using namespace skb::nyet;

namespace {

const Table kTable({"Ann", "Ben", "Cat", "Dan"});

Box box(Line line, const char* text) { return *parse_box(line, text, kTable); }

std::string veto_error(const Board& b, const Box& x) {
  try {
    b.check_veto(x, Seat(1), kTable);
  } catch (const RuleError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the lines and their boxes") {
  CHECK(box_count(Line::first, 4) == 4);  // one per character in play
  CHECK(box_count(Line::first, 2) == 2);
  CHECK(box_list(Line::discard, kTable) == "nyet, 1, 2, 1-not-one, pass");
  CHECK(box_list(Line::trump, kTable) == "B, R, Y, G");
  CHECK(box_list(Line::supertrump, kTable) == "B, R, Y, G, none");
  CHECK(box_list(Line::points, kTable) == "-2, 1, 2, 3, 4");
  CHECK(box_list(Line::first, kTable) == "Ann, Ben, Cat, Dan");
  CHECK(!parse_box(Line::trump, "none", kTable));
  CHECK(!parse_box(Line::points, "5", kTable));
  CHECK(parse_line("supertrump") == Line::supertrump);
  CHECK(vetoes_per_round(4) == 18);  // 3 + 4 + 3 + 4 + 4
  CHECK(vetoes_per_round(2) == 16);
  CHECK(veto_turn(Seat(3), 0, 4) == Seat(3));  // the dealer first
  CHECK(veto_turn(Seat(3), 1, 4) == Seat(0));  // then clockwise
}

TEST_CASE("a veto covers an empty box on a line with two or more empty boxes") {
  Board b(4);
  CHECK(veto_error(b, box(Line::trump, "R")).empty());
  b.cover(box(Line::trump, "R"));
  CHECK(veto_error(b, box(Line::trump, "R")) == "Ben cannot cover trump R: it is covered already");
  b.cover(box(Line::trump, "B"));
  b.cover(box(Line::trump, "Y"));
  CHECK(b.empty_boxes(Line::trump) == 1);
  CHECK(b.decided(Line::trump) == box(Line::trump, "G"));
  CHECK(veto_error(b, box(Line::trump, "G")) ==
        "Ben cannot cover trump G: it is the last empty box of the trump line, which is decided");
  CHECK(!b.complete());
}

TEST_CASE("the phase ends when every line has one empty box; the terms are those boxes") {
  Board b(3);
  for (const char* p : {"Ann", "Cat"}) b.cover(Box{Line::first, kTable.find(p)->index()});
  for (const char* d : {"nyet", "1", "2", "pass"}) b.cover(box(Line::discard, d));
  for (const char* t : {"B", "R", "G"}) b.cover(box(Line::trump, t));
  for (const char* s : {"B", "R", "Y", "G"}) b.cover(box(Line::supertrump, s));
  for (const char* p : {"1", "2", "3", "4"}) b.cover(box(Line::points, p));
  REQUIRE(b.complete());
  const Terms t = b.terms();
  CHECK(b.first_player() == Seat(1));
  CHECK(t.discard == DiscardRule::one_not_one);
  CHECK(t.trumps.trump == Colour::yellow);
  CHECK(!t.trumps.supertrump);
  CHECK(t.points == -2);
  CHECK(veto_error(b, box(Line::points, "-2")) ==
        "Ben cannot cover points -2: the veto phase is over, every line has one empty box");
}
