// Tests for solver/seven_knights/record_reader.h: statements, lexical rules and reading errors, each checked
// for its line, column and wording.
#include <doctest/doctest.h>

#include <string>

#include "solver/core/error.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"

namespace {

const char* kHeader = "variant standard\nplayers Ann Ben Cat Dan Eve Fay\n";

struct Failure {
  int line = 0, column = 0;
  std::string message;
};

Failure failure(const std::string& text) {
  try {
    skb::seven_knights::read_record(text, "game.skb");
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
  auto r = skb::seven_knights::read_record(std::string(kHeader) +
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
  CHECK(r.rules == skb::seven_knights::RuleSet::lenient);
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
  auto r = skb::seven_knights::read_record("variant\tunity\r\nplayers Ann Ben Cat Dan\r\nlook Ann C1\r\nvote Ann Ann", "g.skb");
  CHECK(r.players.size() == 4);
  CHECK(r.looks.size() == 1);
  CHECK(r.votes.size() == 1);
}

TEST_CASE("a UTF-8 byte-order mark at the start is ignored; columns count from after it") {
  auto r = skb::seven_knights::read_record("\xEF\xBB\xBFvariant unity\nplayers Ann Ben Cat Dan\n", "g.skb");
  CHECK(r.players.size() == 4);
  auto f = failure("\xEF\xBB\xBFvariant chess\n");
  CHECK(f.line == 1);
  CHECK(f.column == 9);
  // Anywhere else it is an error.
  f = failure("variant unity\n\xEF\xBB\xBFplayers Ann Ben Cat Dan\n");
  CHECK(f.line == 2);
  CHECK(f.column == 1);
  CHECK(f.message ==
        "unexpected byte-order mark (U+FEFF, bytes 0xEF 0xBB 0xBF): only the very start of the file may hold one");
}

TEST_CASE("lie rates are decimals in [0, 1], optionally with an exponent") {
  CHECK(skb::seven_knights::parse_lie_rate("0") == 0.0);
  CHECK(skb::seven_knights::parse_lie_rate("1.") == 1.0);
  CHECK(skb::seven_knights::parse_lie_rate(".5") == 0.5);
  CHECK(skb::seven_knights::parse_lie_rate("0.25") == 0.25);
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("1.5"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("."));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("-0.1"));
  CHECK(skb::seven_knights::parse_lie_rate("1e-3") == 0.001);
  CHECK(skb::seven_knights::parse_lie_rate("2.5E-3") == 0.0025);
  CHECK(skb::seven_knights::parse_lie_rate("1e-300") == 1e-300);
  CHECK(skb::seven_knights::parse_lie_rate("5e-324") == 5e-324);  // the smallest subnormal
  CHECK(skb::seven_knights::parse_lie_rate("1e-400") == 0.0);     // below every double: the nearest is 0
  CHECK(skb::seven_knights::parse_lie_rate("0.1e+1") == 1.0);
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("1e400"));  // infinity
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("2e-0"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("1e"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("1e+"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("e-3"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("+0.5"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("0x0.8"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("nan"));
  CHECK_FALSE(skb::seven_knights::parse_lie_rate("inf"));
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
  auto r = skb::seven_knights::read_record("variant standard\nplayers standard ann Ann Abcdefghijklmnopqrstuvwx\n", "g.skb");
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
  f = failure(std::string(kHeader) + "look Ann B\xc3n\n");  // 0xC3 starts a sequence 'n' cannot continue
  CHECK(f.column == 11);
  CHECK(contains(f.message, "unexpected byte 0xC3: this is not UTF-8 text"));
  f = failure(std::string(kHeader) + "look Ann Ben\rx\n");
  CHECK(contains(f.message, "carriage return"));
}

TEST_CASE("non-ASCII text is fine in comments") {
  auto r = skb::seven_knights::read_record(std::string(kHeader) + "# Zoë looked at Ben — twice?\n", "g.skb");
  CHECK(r.statements.size() == 2);
}

TEST_CASE("typing on a phone: curly quotes") {
  const std::string h = kHeader;
  auto f = failure(h + "ask Ann Ben \u201CCat<3\u201D yes\n");
  CHECK(f.line == 3);
  CHECK(f.column == 13);
  CHECK(f.message == "curly quote \u201C: use straight quotes \" around a question");
  f = failure(h + "ask Ann Ben \"Cat<3\u201D yes\n");  // a straight quote, closed by a curly one
  CHECK(f.column == 19);
  CHECK(f.message == "curly quote \u201D: use straight quotes \" around a question");
  f = failure(h + "ask Ann Ben \u2018Cat<3\u2019 yes\n");
  CHECK(f.column == 13);
  CHECK(f.message == "curly quote \u2018: use straight quotes \" around a question");
  f = failure(h + "ask Ann Ben \u00ABCat<3\u00BB yes\n");
  CHECK(f.column == 13);
  CHECK(f.message == "quotation mark \u00AB: use straight quotes \" around a question");
  f = failure(h + "ask Ann Ben \"Cat = \u201C3\u201D\" yes\n");  // inside the straight quotes
  CHECK(f.column == 20);
  CHECK(f.message == "curly quote \u201C: use straight quotes \" around a question");
  f = failure(h + "ask Ann Ben 'Cat<3' yes\n");
  CHECK(f.column == 13);
  CHECK(f.message == "single quote ': use double quotes \" around a question");
  // An apostrophe inside a word is not a question's quote: it is named as a character.
  f = failure("variant standard\nplayers Ann Ben O\u2019Brien Dan\n");
  CHECK(f.column == 18);
  CHECK(f.message ==
        "unexpected character '\u2019' (U+2019): outside comments and questions, only player names may hold "
        "characters other than ASCII (letters and digits)");
  // A no-break space between words.
  f = failure(h + "look\u00A0Ann Ben\n");
  CHECK(f.column == 5);
  CHECK(f.message == "unexpected no-break space (U+00A0): separate words with ordinary spaces");
}

TEST_CASE("typing on a phone: keywords in capitals") {
  const std::string h = kHeader;
  auto f = failure(h + "Ask Ann Ben \"Cat<3\" yes\n");
  CHECK(f.line == 3);
  CHECK(f.column == 1);
  CHECK(f.message == "unknown statement 'Ask': keywords are lower case: write ask");
  f = failure(h + "VOTE Ann Ben\n");
  CHECK(f.message == "unknown statement 'VOTE': keywords are lower case: write vote");
  f = failure("Variant standard\n");
  CHECK(f.message == "unknown statement 'Variant': keywords are lower case: write variant");
  f = failure(h + "Lie-Rate 0.5\n");
  CHECK(f.message == "unknown statement 'Lie-Rate': keywords are lower case: write lie-rate");
  f = failure(h + "lie rate 0.5\n");
  CHECK(f.message == "unknown statement 'lie': write lie-rate, with a hyphen");
  f = failure(h + "aks Ann Ben \"Cat<3\" yes\n");
  CHECK(f.message == "unknown statement 'aks': did you mean ask?");
  f = failure(h + "player Ann\n");
  CHECK(f.message == "unknown statement 'player': did you mean players?");
  f = failure("variant Standard\n");
  CHECK(f.column == 9);
  CHECK(f.message == "unknown variant 'Standard': variant names are lower case: write standard");
  f = failure("variant standrad\n");
  CHECK(f.message == "unknown variant 'standrad': did you mean standard?");
  f = failure(h + "rules Strict\n");
  CHECK(f.column == 7);
  CHECK(f.message == "unknown rules 'Strict': keywords are lower case: write strict");
  f = failure(h + "ask Ann Ben \"Cat<3\" Yes\n");
  CHECK(f.column == 21);
  CHECK(f.message == "the answer must be yes or no, not 'Yes': keywords are lower case: write yes");
  f = failure(h + "ask Ann Ben \"Cat<3\" NO\n");
  CHECK(f.message == "the answer must be yes or no, not 'NO': keywords are lower case: write no");
  f = failure(h + "tile Ann w\n");
  CHECK(f.column == 10);
  CHECK(f.message == "'w' is not a tile: write W (upper case) for the Witch");
  f = failure(h + "ask Ann Ben \"Cat IN {1,2}\" yes\n");
  CHECK(f.column == 18);
  CHECK(contains(f.message, "found 'IN': keywords are lower case: write in"));
  f = failure(h + "ask Ann Ben \"Cat == 3\" yes\n");
  CHECK(f.column == 18);
  CHECK(f.message == "'==' is not a comparison: use = (one equals sign)");
  f = failure(h + "ask Ann Ben \"Cat in {1-3}\" yes\n");
  CHECK(f.column == 22);
  CHECK(f.message == "'1-3' is not a range: write 1..3");
  // A capitalised word where a name belongs is a name: a player may be called Look (or Yes).
  auto r = skb::seven_knights::read_record(
      "variant standard\nplayers Look Ask Yes Ben\nlook Look Ask\nvote Yes Look\n"
      "ask Yes Look \"Ask = 3\" yes\n",
      "g.skb");
  CHECK(r.looks.size() == 1);
  CHECK(r.questions.size() == 1);
  f = failure("variant standard\nplayers Look Ask Yes Ben\nLook Look Ask\n");
  CHECK(f.message == "unknown statement 'Look': keywords are lower case: write look");
}

TEST_CASE("typing on a phone: a name in the wrong case, or one letter off") {
  const std::string h = "variant standard\nplayers Ann Dave Cat Eve Fay\n";
  auto f = failure(h + "look dave Ann\n");
  CHECK(f.line == 3);
  CHECK(f.column == 6);
  CHECK(f.message == "'dave' is not a player of this game: did you mean Dave?");
  f = failure(h + "look Ann Dav\n");
  CHECK(f.column == 10);
  CHECK(f.message == "'Dav' is not a player of this game: did you mean Dave?");
  f = failure(h + "look Ann c1\n");
  CHECK(f.message == "'c1' is not a player of this game: did you mean C1?");
  f = failure(h + "vote Ann c1\n");  // C1 is no player: no suggestion where only players belong
  CHECK(f.message == "'c1' is not a player of this game (players: Ann, Dave, Cat, Eve, Fay)");
  f = failure(h + "look Ann Dan\n");  // no name is one edit away: no guess
  CHECK(f.message == "'Dan' is not a player of this game (players: Ann, Dave, Cat, Eve, Fay)");
  f = failure(h + "ask Ann Dave \"dave = 3\" yes\n");
  CHECK(f.column == 15);
  CHECK(f.message == "'dave' is not a player or a center slot of this game: did you mean Dave?");
  f = failure(h + "view DAVE\n");
  CHECK(f.message == "'DAVE' is not a player of this game: did you mean Dave?");
}

TEST_CASE("player names of Unicode letters") {
  const std::string h = "variant standard\nplayers Zoë Łukasz José Ann\n";
  auto r = skb::seven_knights::read_record(h + "look Zoë Łukasz\nlook Łukasz C1\nask José Zoë \"Łukasz in {1..2} and C1 != W\" no\n"
                                "vote Ann Łukasz\n",
                            "g.skb");
  CHECK(r.players == std::vector<std::string>{"Zoë", "Łukasz", "José", "Ann"});
  CHECK(r.looks[0].position == 1);
  CHECK(r.questions[0].answerer == 0);
  CHECK(r.questions[0].predicate.positions() == 0b10010u);
  // Columns count characters: 'Zed' starts at the 10th character (the 11th byte).
  auto f = failure(h + "look Zoë Zed\n");
  CHECK(f.column == 10);
  CHECK(f.message == "'Zed' is not a player of this game (players: Zoë, Łukasz, José, Ann)");
  f = failure(h + "ask José Zoë \"Łukasz = Bob\" yes\n");
  CHECK(f.column == 24);
  f = failure(h + "look Zoë Łukasz Ann\n");
  CHECK(f.column == 17);
  f = failure(h + "look zoë Ann\n");
  CHECK(f.message == "'zoë' is not a player of this game: did you mean Zoë?");
  f = failure(h + "look Jose Ann\n");
  CHECK(f.message == "'Jose' is not a player of this game: did you mean José?");
  // Letters of any script; combining marks and digits after the first letter.
  r = skb::seven_knights::read_record("variant standard\nplayers Жанна 明 अमित Ann_2\n", "g.skb");
  CHECK(r.players.size() == 4);
  // The same name in decomposed form (e + a combining diaeresis) is the same player: names are
  // kept in NFC.
  r = skb::seven_knights::read_record(h + "look Zoe\u0308 Ann\n", "g.skb");
  CHECK(r.looks[0].player == 0);
  f = failure("variant standard\nplayers Zoë Ann Zoe\u0308 Ben\n");
  CHECK(f.column == 17);
  CHECK(f.message == "'Zoë' is seated twice: player names must be unique");
  // At most 24 characters, not bytes.
  std::string e24;
  for (int i = 0; i < 24; ++i) e24 += "é";
  r = skb::seven_knights::read_record("variant standard\nplayers " + e24 + " Ann Ben Cat\n", "g.skb");
  CHECK(r.players[0] == e24);
  f = failure("variant standard\nplayers " + e24 + "é Ann Ben Cat\n");
  CHECK(contains(f.message, "too long: at most 24 characters"));
  // A name starts with a letter: not a digit, a mark or a symbol.
  f = failure("variant standard\nplayers Ann Ben Cat \u0301Dan\n");
  CHECK(f.message == "'\u0301Dan' is not a valid player name: use a letter followed by letters, digits or _");
  f = failure("variant standard\nplayers Ann Ben Cat Dan\u2014\n");
  CHECK(f.column == 24);
  CHECK(contains(f.message, "unexpected character '\u2014' (U+2014)"));
  // Outside names and comments, other text is still an error: a variant with an accent is no variant.
  f = failure("variant stándard\n");
  CHECK(f.message == "unknown variant 'stándard': did you mean standard?");
  // Invalid UTF-8 is named by its byte, in a name as in a question.
  f = failure(h + "look Zo\xC3 Ann\n");
  CHECK(f.column == 8);
  CHECK(contains(f.message, "unexpected byte 0xC3"));
  f = failure(h + "look \xED\xA0\x80 Ann\n");  // an encoded surrogate
  CHECK(f.column == 6);
  CHECK(contains(f.message, "unexpected byte 0xED"));
  f = failure(h + "ask José Zoë \"Łukasz = \xFF\" yes\n");
  CHECK(f.column == 24);
  CHECK(contains(f.message, "unexpected byte 0xFF in the question"));
}

TEST_CASE("a record with Unicode names solves exactly like the same record in ASCII") {
  const std::string unicode =
      "variant standard\nplayers Zoë Łukasz José Ann\nview Zoë\n"
      "look Zoë Łukasz\nlook Łukasz José\nlook José Ann\nlook Ann C1\n"
      "tile Zoë 2\ntile Łukasz 4\n"
      "ask Zoë José \"Ann in {1..3}\" yes\nask Łukasz Ann \"C1 != W\" yes\nask Ann Łukasz \"José + 1 > 3\" no\n"
      "vote Zoë José\nvote Łukasz José\nvote José Ann\nvote Ann José\n";
  std::string ascii = unicode;
  for (auto [from, to] : {std::pair<std::string, std::string>{"Zoë", "Zoe"}, {"Łukasz", "Lukasz"}, {"José", "Jose"}})
    for (std::size_t at; (at = ascii.find(from)) != std::string::npos;) ascii.replace(at, from.size(), to);
  const skb::seven_knights::Posterior u = skb::seven_knights::solve(skb::seven_knights::read_record(unicode, "u.skb"));
  const skb::seven_knights::Posterior a = skb::seven_knights::solve(skb::seven_knights::read_record(ascii, "a.skb"));
  CHECK(u.consistent_deals > 0);
  CHECK(u.consistent_deals == a.consistent_deals);
  REQUIRE(u.tiles.rows() == a.tiles.rows());
  REQUIRE(u.tiles.cols() == a.tiles.cols());
  for (std::ptrdiff_t p = 0; p < u.tiles.rows(); ++p)
    for (std::ptrdiff_t v = 0; v < u.tiles.cols(); ++v) CHECK(u.tiles(p, v) == a.tiles(p, v));
  CHECK(u.witch_team == a.witch_team);
}
