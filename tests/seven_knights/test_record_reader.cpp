// Tests for solver/seven_knights/record_reader.h: statements, lexical rules and reading errors, each checked
// for its line, column and wording.
#include <doctest/doctest.h>

#include <string>

#include "solver/core/error.h"
#include "solver/seven_knights/record_reader.h"

namespace {

const char* kHeader = "variant standard\nplayers Ann Ben Cat Dan Eve Fay\n";

struct Failure {
  int line = 0, column = 0;
  std::string message;
};

Failure failure(const std::string& text) {
  try {
    skb::read_record(text, "game.skb");
  } catch (const skb::RecordError& e) {
    CHECK(e.where().file == "game.skb");
    return {e.where().line, e.where().column, e.what()};
  }
  FAIL("expected a RecordError for:\n" << text);
  return {};
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("a record with every statement") {
  auto r = skb::read_record(std::string(kHeader) +
                                "rules lenient\nlie-rate .25\nview Cat\n"
                                "look Ann Ben   # a comment\n"
                                "\n"
                                "tile Cat 04\n"
                                "ask Ann Fay \"Fay<3 and not (Fay in {1..2,W})\" yes\n"
                                "vote Ann Cat\n"
                                "captain Cat\n",
                            "g.skb");
  CHECK(r.variant->name == "standard");
  CHECK(r.players.size() == 6);
  CHECK(r.rules == skb::RuleSet::lenient);
  CHECK(r.lie_rate == 0.25);
  CHECK(r.view == 2);
  REQUIRE(r.looks.size() == 1);
  CHECK(r.looks[0].player == 0);
  CHECK(r.looks[0].position == 1);
  REQUIRE(r.tiles.size() == 1);
  CHECK(r.tiles[0].value == 4);  // 04 is read by value
  REQUIRE(r.questions.size() == 1);
  CHECK(r.questions[0].answer);
  CHECK(r.questions[0].predicate.positions() == 1u << 5);
  CHECK(r.votes.size() == 1);
  CHECK(r.captain->player == 2);
  // The statement text keeps the statement as written, without its comment.
  CHECK(r.statements[5].text == "look Ann Ben");
  CHECK(r.statements[5].line == 6);
}

TEST_CASE("CR LF line endings, tabs, and a missing final newline read like LF") {
  auto r = skb::read_record("variant\tunity\r\nplayers Ann Ben Cat Dan\r\nlook Ann C1\r\nvote Ann Ann", "g.skb");
  CHECK(r.players.size() == 4);
  CHECK(r.looks.size() == 1);
  CHECK(r.votes.size() == 1);
}

TEST_CASE("a UTF-8 byte-order mark at the start is ignored; columns count from after it") {
  auto r = skb::read_record("\xEF\xBB\xBFvariant unity\nplayers Ann Ben Cat Dan\n", "g.skb");
  CHECK(r.players.size() == 4);
  auto f = failure("\xEF\xBB\xBFvariant chess\n");
  CHECK(f.line == 1);
  CHECK(f.column == 9);
  // Anywhere else it is an error like any other non-ASCII byte.
  f = failure("variant unity\n\xEF\xBB\xBFplayers Ann Ben Cat Dan\n");
  CHECK(f.line == 2);
  CHECK(contains(f.message, "byte 0xEF"));
}

TEST_CASE("lie rates are plain decimals in [0, 1]") {
  CHECK(skb::parse_lie_rate("0") == 0.0);
  CHECK(skb::parse_lie_rate("1.") == 1.0);
  CHECK(skb::parse_lie_rate(".5") == 0.5);
  CHECK(skb::parse_lie_rate("0.25") == 0.25);
  CHECK_FALSE(skb::parse_lie_rate("1.5"));
  CHECK_FALSE(skb::parse_lie_rate("."));
  CHECK_FALSE(skb::parse_lie_rate("-0.1"));
  CHECK_FALSE(skb::parse_lie_rate("1e-3"));
  CHECK_FALSE(skb::parse_lie_rate("nan"));
}

TEST_CASE("header errors") {
  auto f = failure("");
  CHECK(f.line == 1);
  CHECK(contains(f.message, "empty"));
  f = failure("# only a comment\n\n");
  CHECK(contains(f.message, "variant"));
  f = failure("players Ann Ben\n");
  CHECK(f.line == 1);
  CHECK(contains(f.message, "must start with 'variant"));
  f = failure("variant chess\n");
  CHECK(f.column == 9);
  CHECK(contains(f.message, "unknown variant 'chess'"));
  f = failure("variant standard\nlook Ann Ben\n");
  CHECK(f.line == 2);
  CHECK(contains(f.message, "'players' must be the second statement"));
  f = failure("variant standard\n");
  CHECK(contains(f.message, "players"));
  f = failure("variant standard\nvariant standard\n");
  CHECK(f.line == 2);
  f = failure(std::string(kHeader) + "look Ann Ben\nview Cat\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "'view' must come right after 'players'"));
  f = failure(std::string(kHeader) + "view Cat\nview Ann\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "second 'view'"));
  f = failure(std::string(kHeader) + "rules strict\nrules strict\n");
  CHECK(contains(f.message, "second 'rules'"));
  f = failure(std::string(kHeader) + "lie-rate 0.5\nlie-rate 0.5\n");
  CHECK(contains(f.message, "second 'lie-rate'"));
  f = failure(std::string(kHeader) + "rules loose\n");
  CHECK(f.column == 7);
  f = failure(std::string(kHeader) + "lie-rate 1.5\n");
  CHECK(f.column == 10);
  CHECK(contains(f.message, "between 0 and 1"));
}

TEST_CASE("player names") {
  auto f = failure("variant standard\nplayers Ann Ben Cat\n");
  CHECK(contains(f.message, "4 to 8 players, but this record seats 3"));
  f = failure("variant standard\nplayers Ann Ben Cat Ann\n");
  CHECK(f.column == 21);
  CHECK(contains(f.message, "seated twice"));
  f = failure("variant standard\nplayers Ann Ben Cat yes\n");
  CHECK(contains(f.message, "reserved"));
  f = failure("variant standard\nplayers Ann Ben Cat C1\n");
  CHECK(contains(f.message, "reserved"));
  f = failure("variant standard\nplayers Ann Ben Cat 9lives\n");
  CHECK(contains(f.message, "not a valid player name"));
  f = failure("variant standard\nplayers Ann Ben Cat Abcdefghijklmnopqrstuvwxy\n");  // 25 characters
  CHECK(contains(f.message, "too long"));
  // Variant names are not reserved, names are case-sensitive, and 24 characters are fine.
  auto r = skb::read_record("variant standard\nplayers standard ann Ann Abcdefghijklmnopqrstuvwx\n", "g.skb");
  CHECK(r.players.size() == 4);
}

TEST_CASE("statement errors") {
  auto f = failure(std::string(kHeader) + "peek Ann Ben\n");
  CHECK(f.line == 3);
  CHECK(f.column == 1);
  CHECK(contains(f.message, "unknown statement 'peek'"));
  f = failure(std::string(kHeader) + "look Ann\n");
  CHECK(contains(f.message, "incomplete"));
  f = failure(std::string(kHeader) + "look Ann Ben Cat\n");
  CHECK(f.column == 14);
  f = failure(std::string(kHeader) + "look Zed Ben\n");
  CHECK(f.column == 6);
  CHECK(contains(f.message, "'Zed' is not a player"));
  f = failure(std::string(kHeader) + "look Ann C1\n");
  CHECK(contains(f.message, "there is no C1 in 6-player standard: it has no center slots"));
  f = failure(std::string(kHeader) + "tile Ann 8\n");
  CHECK(f.column == 10);
  CHECK(contains(f.message, "not a tile"));
  f = failure(std::string(kHeader) + "tile Ann 0\n");
  CHECK(contains(f.message, "not a tile"));
  f = failure(std::string(kHeader) + "ask Ann Ben Cat<3 yes\n");
  CHECK(contains(f.message, "double quotes"));
  f = failure(std::string(kHeader) + "ask Ann Ben \"Cat<3\" maybe\n");
  CHECK(contains(f.message, "yes or no"));
  f = failure(std::string(kHeader) + "ask Ann Ben \"Cat<3 yes\n");
  CHECK(f.column == 13);
  CHECK(contains(f.message, "never closed"));
  f = failure(std::string(kHeader) + "ask Ann Ben \"Cat<3\"yes\n");
  CHECK(f.column == 20);
  CHECK(contains(f.message, "followed by a space"));
  f = failure(std::string(kHeader) + "ask Ann Ben \"Cat < 3 # x\" yes\n");
  CHECK(f.column == 22);  // '#' inside the quotes is part of the predicate
  f = failure(std::string(kHeader) + "ask Ann Ben \"Cat < \" yes\n");
  CHECK(f.column == 20);
  f = failure(std::string(kHeader) + "vote Ann\n");
  CHECK(contains(f.message, "incomplete"));
  f = failure(std::string(kHeader) + "captain Ann\ncaptain Ben\n");
  CHECK(f.line == 4);
  CHECK(contains(f.message, "second 'captain'"));
  f = failure(std::string(kHeader) + "look Ann B\xc3\xa9n\n");
  CHECK(contains(f.message, "byte 0xC3"));
  f = failure(std::string(kHeader) + "look Ann Ben\rx\n");
  CHECK(contains(f.message, "carriage return"));
}

TEST_CASE("non-ASCII text is fine in comments") {
  auto r = skb::read_record(std::string(kHeader) + "# Zoë looked at Ben — twice?\n", "g.skb");
  CHECK(r.statements.size() == 2);
}
