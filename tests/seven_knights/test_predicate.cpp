// Tests for solver/seven_knights/predicate.h: the predicate grammar, its errors, and compilation to deal sets.
//
// The universe throughout is 4-player standard: positions Ann, Ben, Cat, Dan, C1 (indices 0..4)
// holding Knights 1..4 and W, every permutation once: 5! = 120 deals. Fixing j positions to
// distinct tiles leaves (5-j)! deals: one fixed tile -> 24, two -> 6, three -> 2.
#include <doctest/doctest.h>

#include <string>

#include "enumerate/universe.h"
#include "solver/seven_knights/predicate.h"
#include "solver/seven_knights/variant.h"

namespace {

const skb::Universe& universe() {
  static const skb::Universe u(skb::seven_knights::dealing_spec(*skb::seven_knights::find_variant("standard"), 4));
  return u;
}

std::optional<int> resolve(std::string_view name) {
  static const char* names[] = {"Ann", "Ben", "Cat", "Dan", "C1"};
  for (int i = 0; i < 5; ++i)
    if (name == names[i]) return i;
  return std::nullopt;
}

std::size_t count(const std::string& text) {
  return skb::seven_knights::compile(skb::seven_knights::parse_predicate(text, 1, resolve), universe()).count();
}

// Returns the column of the syntax error in `text` (parsed as if starting at column 10), or 0.
int error_column(const std::string& text, std::string* message = nullptr) {
  try {
    skb::seven_knights::parse_predicate(text, 10, resolve);
  } catch (const skb::seven_knights::PredicateSyntaxError& e) {
    if (message) *message = e.what();
    return e.column();
  }
  return 0;
}

}  // namespace

TEST_CASE("sets: values, ranges and W") {
  CHECK(count("Ann in {1,2}") == 48);     // 2 tiles x 24
  CHECK(count("Ann in {1..3,W}") == 96);  // 4 tiles x 24
  CHECK(count("Ann in {W}") == 24);
  CHECK(count("Ann in {5..7}") == 0);  // 4-player standard has no 5..7
  CHECK(count("Ann in {02}") == 24);   // numbers are read by value
}

TEST_CASE("comparisons of single positions with numbers and W") {
  CHECK(count("Ann = W") == 24);
  CHECK(count("W = Ann") == 24);
  CHECK(count("Ann != W") == 96);
  CHECK(count("Ann < 9") == 96);  // every Knight; the Witch has no number, so false
  CHECK(count("Ann >= 0") == 96);
  CHECK(count("Ann = 3") == 24);
  CHECK(count("Ann != 3") == 96);  // includes Ann = W: the Witch is not 3
  CHECK(count("Ann < W") == 0);    // orderings are false whenever a side is the Witch
  CHECK(count("Ann = Ben") == 0);  // distinct tiles, and two positions cannot both hold W
  CHECK(count("Ann != Ben") == 120);
  // Ann < Ben, both Knights: 12 ordered pairs of distinct Knights 1..4, half increasing,
  // 6 pairs x 3! = 36.
  CHECK(count("Ann < Ben") == 36);
  CHECK(count("Ann > Ben") == 36);
  CHECK(count("Ann <= Ben") == 36);
}

TEST_CASE("sums: the Witch in a sum of two or more terms leaves it without a value") {
  // Ann + Ben = 3: (1,2) or (2,1), 2 x 3! = 12.
  CHECK(count("Ann + Ben = 3") == 12);
  // != is the negation of =, so deals with W in the sum (no value) count as "not equal".
  CHECK(count("Ann + Ben != 3") == 108);
  CHECK(count("Ann + 1 > 4") == 24);    // Ann = 4
  CHECK(count("Ann + Ann = 4") == 24);  // Ann = 2
  CHECK(count("Ann + W = 3") == 0);     // a sum with the literal W has no value
  CHECK(count("Ann + W != 3") == 120);
  CHECK(count("Ann + 0 = W") == 0);  // a two-term sum is never "the Witch"
  // A position named twice counts twice: 2 Ann + Ben = 5: (Ann 1, Ben 3) or (Ann 2, Ben 1): 12.
  CHECK(count("Ann + Ben + Ann = 5") == 12);
  // A long sum is no harder: 1000 Ann = 999 Ann + 2 only when Ann = 2 (24 deals), and
  // 1000 Ann < 1000 Ben exactly when Ann < Ben (36 deals, as below).
  auto repeat = [](const std::string& name, int times) {
    std::string sum = name;
    for (int i = 1; i < times; ++i) sum += "+" + name;
    return sum;
  };
  CHECK(count(repeat("Ann", 1000) + " = " + repeat("Ann", 999) + " + 2") == 24);
  CHECK(count(repeat("Ann", 1000) + " < " + repeat("Ben", 1000)) == 36);
  // Ann + Ben + Cat = 6: {1,2,3} in some order: 3! x 2! = 12.
  CHECK(count("Ann + Ben + Cat = 6") == 12);
  // Ann + Ben < Cat: Knights a+b<c with distinct values in 1..4: (1,2,4),(2,1,4) -> 2 x 2! = 4.
  CHECK(count("Ann + Ben < Cat") == 4);
  CHECK(count("Cat > Ann + Ben") == 4);
}

TEST_CASE("connectives: not, and, or, parentheses and precedence") {
  CHECK(count("not Ann in {W}") == 96);
  CHECK(count("not not Ann in {W}") == 24);
  CHECK(count("Ann in {1} or Ben in {1}") == 48);
  CHECK(count("Ann in {1} and Ben in {1}") == 0);
  // and binds tighter than or: A1 | (B2 & C3) = 24 + 6 - 2 = 28.
  CHECK(count("Ann in {1} or Ben in {2} and Cat in {3}") == 28);
  // (A1 | B2) & C3 = (24 + 24 - 6) restricted to Cat = 3: 6 + 6 - 2 = 10.
  CHECK(count("(Ann in {1} or Ben in {2}) and Cat in {3}") == 10);
  // Each atom is judged on its own: Ann = 3 or Ben < 2 is true when Ann holds W and Ben is 1.
  CHECK(skb::seven_knights::compile(skb::seven_knights::parse_predicate("Ann = 3 or Ben < 2", 1, resolve), universe())
            .contains(*universe().find(std::vector<std::uint8_t>{0, 1, 2, 3, 4})));
}

TEST_CASE("tokens may touch") {
  CHECK(count("Ann<3") == 48);
  CHECK(count("Ann in{1..3,W}") == 96);
  CHECK(count("(Ann=1)or(Ben=1)") == 48);
}

TEST_CASE("positions named") {
  auto p = skb::seven_knights::parse_predicate("Ann < Ben + 2 or C1 in {W}", 1, resolve);
  CHECK(p.positions() == 0b10011u);
}

TEST_CASE("syntax errors name the column of the offending token") {
  std::string message;
  // The text starts at column 10, so character i of the text is column 10 + i.
  CHECK(error_column("", &message) == 10);
  CHECK(message.find("empty") != std::string::npos);
  CHECK(error_column("Ann <") == 15);               // missing right side, at the end
  CHECK(error_column("(Ann < 3", &message) == 18);  // missing ')'
  CHECK(message.find("')'") != std::string::npos);
  CHECK(error_column("Ann in {5..3}", &message) == 21);
  CHECK(message.find("empty") != std::string::npos);
  CHECK(error_column("Ann in {8}") == 18);
  CHECK(error_column("Ann in {0}") == 18);
  CHECK(error_column("Ann < 100", &message) == 16);
  CHECK(message.find("0 to 99") != std::string::npos);
  CHECK(error_column("3 < 4", &message) == 10);
  CHECK(message.find("names no tile") != std::string::npos);
  CHECK(error_column("Ann + Ben in {1}") == 20);
  CHECK(error_column("Zed < 3", &message) == 10);
  CHECK(message.find("Zed") != std::string::npos);
  CHECK(error_column("Ann # 3") == 14);
  CHECK(error_column("Ann ! 3") == 14);
  CHECK(error_column("Ann < 3 Ben") == 18);
  CHECK(error_column("Ann in 1") == 17);
  CHECK(error_column("Ann in {1 2}") == 20);
  CHECK(error_column("Ann < 3 and") == 21);
  CHECK(error_column("C2 < 3") == 10);  // no C2 in a one-center game
}

TEST_CASE("nesting is bounded, and the bound is a clear error, not a crash") {
  std::string ok, deep;
  for (int i = 0; i < skb::seven_knights::kMaxNesting; ++i) ok += "(";
  ok += "Ann in {1}";
  for (int i = 0; i < skb::seven_knights::kMaxNesting; ++i) ok += ")";
  CHECK(count(ok) == 24);
  for (int i = 0; i <= skb::seven_knights::kMaxNesting; ++i) deep += "not ";
  std::string message;
  CHECK(error_column(deep + "Ann in {1}", &message) > 0);
  CHECK(message.find("nested too deeply") != std::string::npos);
}

TEST_CASE("slips of typing on a phone name the slip and the fix") {
  std::string m;
  // Columns count from 10 (error_column parses as if the question started there).
  CHECK(error_column("Ann == 3", &m) == 14);
  CHECK(m == "'==' is not a comparison: use = (one equals sign)");
  CHECK(error_column("Ann => 3", &m) == 14);
  CHECK(m == "'=>' is not a comparison: write >=");
  CHECK(error_column("Ann =< 3", &m) == 14);
  CHECK(m == "'=<' is not a comparison: write <=");
  CHECK(error_column("Ann <> 3", &m) == 14);
  CHECK(m == "'<>' is not a comparison: write != for 'not equal'");
  CHECK(error_column("Ann \u2264 3", &m) == 14);
  CHECK(m == "'\u2264' is not a comparison here: write <=");
  CHECK(error_column("Ann in {1-3}", &m) == 18);  // at the range's first number
  CHECK(m == "'1-3' is not a range: write 1..3");
  CHECK(error_column("Ann in {W,2-4}", &m) == 20);
  CHECK(m == "'2-4' is not a range: write 2..4");
  CHECK(error_column("Ann in {1\u20263}", &m) == 19);
  CHECK(m == "'\u2026' (an ellipsis) is not a range: write two dots, e.g. 1..3");
  CHECK(error_column("Ann - 1 = 2", &m) == 14);
  CHECK(m == "'-': a question has no subtraction and no negative numbers (only +)");
  // Keywords in capitals are read as names (a player may be called And); when no position
  // has that name, the message says how to write the keyword.
  CHECK(error_column("Ann IN {1}", &m) == 14);
  CHECK(m == "expected a comparison (=, !=, <, <=, >, >=) or 'in', found 'IN': keywords are lower case: write in");
  CHECK(error_column("Ann = 1 And Ben = 2", &m) == 18);
  CHECK(m == "unexpected 'And': keywords are lower case: write and");
  CHECK(error_column("Ann = 1 OR Ben = 2", &m) == 18);
  CHECK(m == "unexpected 'OR': keywords are lower case: write or");
  CHECK(error_column("Not Ann = 1", &m) == 10);
  CHECK(m == "'Not' is not a player or a center slot of this game: keywords are lower case: write not");
  CHECK(error_column("Ann = w", &m) == 16);
  CHECK(m == "'w' is not a player or a center slot of this game: write W (upper case) for the Witch");
  // Curly quotes inside the straight ones.
  CHECK(error_column("Ann = \u201C3\u201D", &m) == 16);
  CHECK(m == "curly quote \u201C: use straight quotes \" around a question");
  // Other characters are named, and invalid UTF-8 by its byte.
  CHECK(error_column("Ann = 3 \u2014 Ben = 2", &m) == 18);
  CHECK(m == "unexpected character '\u2014' (U+2014) in the question");
  CHECK(error_column("Ann = \xC3 3", &m) == 16);
  CHECK(m == "unexpected byte 0xC3 in the question: this is not UTF-8 text");
  CHECK(error_column("Ann =\u00A03", &m) == 15);
  CHECK(m == "unexpected space character U+00A0 in the question: use an ordinary space");
  CHECK(error_column("Ann = \u202E3", &m) == 16);  // invisible: named by its code point only
  CHECK(m == "unexpected character U+202E in the question");
}

TEST_CASE("a name that is no position: did you mean") {
  const std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "C1"};
  const skb::seven_knights::NameSuggester suggest = [&](std::string_view word) -> std::optional<std::string> {
    if (auto s = skb::suggest(word, names)) return s->text;
    return std::nullopt;
  };
  auto message = [&](const std::string& text) {
    try {
      skb::seven_knights::parse_predicate(text, 1, resolve, suggest);
    } catch (const skb::seven_knights::PredicateSyntaxError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(message("ann = 3") == "'ann' is not a player or a center slot of this game: did you mean Ann?");
  CHECK(message("c1 = W") == "'c1' is not a player or a center slot of this game: did you mean C1?");
  CHECK(message("Bne = 3") == "'Bne' is not a player or a center slot of this game: did you mean Ben?");
  CHECK(message("Catt = 3") == "'Catt' is not a player or a center slot of this game: did you mean Cat?");
  CHECK(message("Dann = 3") == "'Dann' is not a player or a center slot of this game");  // Dan or Ann: no guess
  CHECK(message("Zed = 3") == "'Zed' is not a player or a center slot of this game");
  // Without a suggester, no suggestion.
  CHECK(error_column("ann = 3") == 10);
}

TEST_CASE("names of Unicode letters; columns count characters") {
  const std::vector<std::string> names{"Zoë", "Łukasz", "José", "Ann"};
  auto resolve_unicode = [&](std::string_view name) -> std::optional<int> {
    for (int i = 0; i < 4; ++i)
      if (name == names[i]) return i;
    return std::nullopt;
  };
  auto p = skb::seven_knights::parse_predicate("Zoë = 3 and Łukasz+José<Ann", 1, resolve_unicode);
  CHECK(p.positions() == 0b1111u);
  // 'Ann' is the 25th character (bytes would say 28).
  int at = 0;
  p.for_each_position([&](const skb::seven_knights::Term& t) {
    if (t.value == 3) at = t.column;
  });
  CHECK(at == 25);
  try {
    skb::seven_knights::parse_predicate("Zoë = 3 and Łukasz = Bob", 5, resolve_unicode);
    FAIL("expected an error");
  } catch (const skb::seven_knights::PredicateSyntaxError& e) {
    CHECK(e.column() == 5 + 21);
    CHECK(std::string(e.what()) == "'Bob' is not a player or a center slot of this game");
  }
  // A name starts with a letter of any script and goes on with letters, combining marks,
  // digits and _.
  using skb::is_name_char;
  using skb::is_name_start;
  CHECK(is_name_start(U'Z'));
  CHECK(is_name_start(U'Ł'));
  CHECK(is_name_start(U'ж'));
  CHECK(is_name_start(U'明'));
  CHECK_FALSE(is_name_start(U'7'));
  CHECK_FALSE(is_name_start(U'_'));
  CHECK_FALSE(is_name_start(U'\u0301'));  // a combining mark starts nothing
  CHECK(is_name_char(U'\u0301'));
  CHECK(is_name_char(U'_'));
  CHECK_FALSE(is_name_char(U'\u2019'));
  CHECK_FALSE(is_name_char(U'\u00A0'));
  CHECK_FALSE(is_name_char(U'-'));
}

TEST_CASE("record_text: decoding, quoting, NFC and suggestions") {
  namespace rt = skb;
  CHECK(rt::decode("é", 0).code_point == U'é');
  CHECK(rt::decode("é", 0).length == 2);
  CHECK(rt::decode("\xC0\xAF", 0).length == 0);          // overlong
  CHECK(rt::decode("\xED\xA0\x80", 0).length == 0);      // a surrogate
  CHECK(rt::decode("\xF4\x90\x80\x80", 0).length == 0);  // above U+10FFFF
  CHECK(rt::decode("\xE2\x80", 0).length == 0);          // truncated
  CHECK(rt::characters("Zoë") == 3);
  CHECK(rt::characters("Z\xFFo") == 3);
  CHECK(rt::quote("Zoë") == "Zoë");
  CHECK(rt::quote("Z\xC3o\x1b") == "Z\\xC3o\\x1B");
  CHECK(rt::quote("a\u202Eb") == "a\\xE2\\x80\\xAEb");
  CHECK(rt::quote(std::string(50, 'x'), 40) == std::string(40, 'x') + "... (50 characters)");
  CHECK(rt::quote("ééééé", 2) == "éé... (5 characters)");
  CHECK(rt::nfc("Zoe\u0308") == "Zoë");
  CHECK(rt::nfc("Ann") == "Ann");
  const std::vector<std::string> players{"Dave", "dave2", "Ann", "ANN"};
  CHECK(rt::suggest("dave", players)->text == "Dave");
  CHECK(rt::suggest("dave", players)->case_only);
  CHECK(rt::suggest("Dav", players)->text == "Dave");
  CHECK_FALSE(rt::suggest("Dav", players)->case_only);
  CHECK_FALSE(rt::suggest("ann", players));  // Ann or ANN: ambiguous, no guess
  CHECK_FALSE(rt::suggest("Bob", players));
  CHECK(rt::suggest("ZOË", {"Zoë"})->text == "Zoë");
}
