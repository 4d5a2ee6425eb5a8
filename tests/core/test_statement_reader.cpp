// Statement reader (solver/core/statement_reader.h): the skeleton the games' record readers share,
// tried on a toy format with the statements `players NAME...`, `score NAME N`, `lie-rate X` and
// `seen` (once), so that each shared check shows its message, line and column.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "solver/core/error.h"
#include "solver/core/statement_reader.h"

namespace {

constexpr std::array<std::string_view, 4> kKeywords{"players", "score", "lie-rate", "seen"};
constexpr std::array<std::string_view, 2> kReserved{"players", "score"};

struct Toy {
  std::vector<std::string> players;
  std::vector<std::string> statements;
  int lines = 0;
};

class ToyReader : skb::StatementReader {
 public:
  explicit ToyReader(std::string_view text) : StatementReader(text, "toy.txt", false) {}

  Toy read() {
    toy_.lines = read_statements([&](std::string_view text) { statement(text); });
    if (toy_.players.empty()) empty_record(toy_.lines, "players NAME...", " (one name or more)");
    return toy_;
  }

 private:
  void statement(std::string_view text) {
    const std::string_view key = words()[0].text;
    if (key != "players" && toy_.players.empty()) not_first("players NAME...");
    toy_.statements.push_back(statement_text(text));
    if (key == "players") {
      toy_.players = player_names(kReserved, "'players' needs names");
    } else if (key == "score") {
      expect_args(2, 2, "score NAME N");
      if (std::find(toy_.players.begin(), toy_.players.end(), words()[1].text) == toy_.players.end())
        no_such_player(words()[1], toy_.players, toy_.players);
    } else if (key == "seen") {
      once(seen_);
    } else if (key != "lie-rate") {
      fail(words()[0].column, unknown_statement(kKeywords, ": expected players, score, lie-rate or seen"));
    }
  }

  Toy toy_;
  bool seen_ = false;
};

// Returns the error reading `text` gives, as "line:column: message".
std::string error_of(std::string_view text) {
  try {
    ToyReader(text).read();
  } catch (const skb::RecordError& e) {
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().column) + ": " + e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("statements: blank and comment lines are skipped, the text runs from the first word to the last") {
  const Toy toy = ToyReader("# a toy record\n\nplayers Ann Bob   # the seating\n  score Ann 3\n").read();
  CHECK(toy.lines == 4);
  CHECK(toy.players == std::vector<std::string>{"Ann", "Bob"});
  CHECK(toy.statements == std::vector<std::string>{"players Ann Bob", "score Ann 3"});
}

TEST_CASE("an empty record: at the last line, or line 1 when there is none") {
  CHECK(error_of("") == "1:1: the record is empty: it must start with 'players NAME...' (one name or more)");
  CHECK(error_of("# nothing\n\n# yet\n") ==
        "3:1: the record is empty: it must start with 'players NAME...' (one name or more)");
}

TEST_CASE("the first statement, the number of words and statements given once") {
  CHECK(error_of("score Ann 3\n") == "1:1: the record must start with 'players NAME...', not 'score'");
  // Incomplete: just after the last word ("score Ann" ends at column 10).
  CHECK(error_of("players Ann\nscore Ann\n") == "2:10: 'score' is incomplete: write score NAME N");
  CHECK(error_of("players Ann\nscore Ann 3 4\n") == "2:13: unexpected '4' after the statement: write score NAME N");
  CHECK(error_of("players Ann\nseen\nseen\n") == "3:1: a second 'seen' statement: it may be given only once");
}

TEST_CASE("unknown statements: a hyphen left out, a capital or a slip, else the list") {
  CHECK(error_of("players Ann\nLie Rate 0.5\n") == "2:1: unknown statement 'Lie': write lie-rate, with a hyphen");
  CHECK(error_of("players Ann\nScore Ann 3\n") ==
        "2:1: unknown statement 'Score': keywords are lower case: write score");
  CHECK(error_of("players Ann\nscroe Ann 3\n") == "2:1: unknown statement 'scroe': did you mean score?");
  CHECK(error_of("players Ann\nvote Ann\n") ==
        "2:1: unknown statement 'vote': expected players, score, lie-rate or seen");
}

TEST_CASE("player names: the name rules, no name twice, and a word that names no player") {
  CHECK(error_of("players\n") == "1:8: 'players' needs names");
  CHECK(error_of("players Ann Bob Ann\n") == "1:17: 'Ann' is seated twice: player names must be unique");
  CHECK(error_of("players Ann score\n") == "1:13: 'score' is a reserved word and cannot be a player name");
  CHECK(error_of("players Ann Bob\nscore Anne 3\n") == "2:7: 'Anne' is not a player of this game: did you mean Ann?");
  CHECK(error_of("players Ann Bob\nscore Zed 3\n") == "2:7: 'Zed' is not a player of this game (players: Ann, Bob)");
}
