// The `.nyet` record reader (solver/nyet/record_reader.h, replay.h): a record read statement by
// statement through the rules; every broken rule an error at its line and column in words;
// statements that cannot all be true a contradiction naming them; what the writer knows.
#include <doctest/doctest.h>

#include <string>

#include "solver/core/error.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/replay.h"

using namespace skb::nyet;

namespace {

// Ann's record of a 4-player round up to the teams: the terms leave Ann first, no discards,
// trump green, no supertrumps, 4 points. Ann holds B2..B13, R13, Y13, G13 (line 4).
const std::string kHead =
    "players Ann Ben Cat Dan\n"
    "dealer Dan\n"
    "view Ann\n"
    "hand Ann B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 R13 Y13 G13\n";
const std::string kVetoes =
    "veto Dan first Dan\nveto Ann first Cat\nveto Ben first Ben\n"        // lines 5-7
    "veto Cat discard 1\nveto Dan discard 2\nveto Ann discard 1-not-one\n"  // 8-10
    "veto Ben discard pass\n"                                               // 11
    "veto Cat trump B\nveto Dan trump R\nveto Ann trump Y\n"                // 12-14
    "veto Ben supertrump B\nveto Cat supertrump R\nveto Dan supertrump Y\n"  // 15-17
    "veto Ann supertrump G\n"                                               // 18
    "veto Ben points -2\nveto Cat points 1\nveto Dan points 2\nveto Ann points 3\n";  // 19-22
const std::string kRound = kHead + kVetoes + "teams Ann Cat vs Ben Dan\n";  // line 23
// The same with line 2 at pass (nyet covered instead of pass).
std::string pass_round() {
  std::string r = kRound;
  r.replace(r.find("veto Ben discard pass"), 21, "veto Ben discard nyet");
  return r;
}

// Returns "LINE:COLUMN: message" of the error reading `text`, or "" if it reads.
std::string error_of(const std::string& text) {
  try {
    read_record(text, "r.nyet");
  } catch (const skb::RecordError& e) {
    return std::to_string(e.where().line) + ":" + std::to_string(e.where().column) + ": " + e.what();
  }
  return "";
}

// Returns "LINE:COLUMN LINE:COLUMN ..." of the statements a contradiction names, or "".
std::string contradiction_of(const std::string& text) {
  try {
    read_record(text, "r.nyet");
  } catch (const skb::Contradiction& c) {
    std::string out;
    for (const auto& s : c.statements()) out += (out.empty() ? "" : " ") + std::to_string(s.line) + ":" + std::to_string(s.column);
    return out;
  }
  return "";
}

}  // namespace

TEST_CASE("a round record reads: header, hand, vetoes, teams, tricks") {
  const Record r = read_record(kRound + "trick Ann B2 B1 G2 B1\n", "r.nyet");
  CHECK(r.players() == 4);
  CHECK(r.dealer == Seat(3));
  CHECK(r.view == Seat(0));
  CHECK(r.vetoes.size() == 18);
  const Replay replay = Replay::of(r);
  CHECK(replay.phase() == Phase::tricks);
  CHECK(replay.first_player() == Seat(0));
  CHECK(replay.terms()->trumps.trump == Colour::green);
  CHECK(!replay.terms()->trumps.supertrump);
  CHECK(replay.terms()->points == 4);
  CHECK(replay.terms()->discard == DiscardRule::nyet);
  // Cat (G2) trumped and leads; Cat has shown no blue.
  CHECK(replay.to_move() == Seat(2));
  CHECK(replay.seat(Seat(2)).void_at[0].given());
  CHECK(replay.seat(Seat(1)).hand_size == 14);
  CHECK(replay.seat(Seat(0)).hand.size() == 14);
}

TEST_CASE("errors name the line and column, in the players' words") {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"", "1:1: the record is empty: it must start with 'players NAME NAME...' (2 to 5 names, clockwise)"},
      {"dealer Ann\n", "1:1: the record must start with 'players NAME NAME...', not 'dealer'"},
      {"players Ann\ndealer Ann\n", "1:1: Nyet! is played by 2 to 5 players, but this record seats 1"},
      {"players Ann B7\n", "1:13: 'B7' is a card: a player's name cannot be one"},
      {"players Ann trump\n", "1:13: 'trump' is a reserved word and cannot be a player name"},
      {"players Ann Ben\nview Ann\n", "2:1: the header names the dealer, 'dealer NAME' (or, for a position, its terms: 'terms ...')"},
      {kHead + "veto Ann first Ann\n", "5:6: it is Dan's turn to veto, not Ann's (the vetoes go clockwise from the dealer, Dan)"},
      {kHead + "veto Dan trumps R\n", "5:10: 'trumps' is not a line of the board: did you mean trump?"},
      {kHead + "veto Dan trump X\n", "5:16: 'X' is not a box of the trump line: B, R, Y, G"},
      {kHead + "veto Dan first Eve\n", "5:16: 'Eve' is not a box of the first line: Ann, Ben, Cat, Dan"},
      {kHead + "veto Dan trump R\nveto Ann trump R\n", "6:16: Ann cannot cover trump R: it is covered already"},
      {kHead + "veto Dan trump R\nveto Ann trump B\nveto Ben trump Y\nveto Cat trump G\n",
       "8:16: Cat cannot cover trump G: it is the last empty box of the trump line, which is decided"},
      {"players Ann Ben Cat Dan\ndealer Dan\nview Ann\nveto Dan trump R\n",
       "4:1: Ann's hand comes first: write 'hand Ann CARDS...' (the 15 cards Ann was dealt) before the vetoes"},
      {kHead + "hand Ben B1\n",
       "5:6: this is Ann's record: Ben's hand is hidden from Ann (a spectator's record, without 'view', may give every "
       "hand)"},
      {"players Ann Ben Cat Dan\ndealer Dan\nview Ann\nhand Ann B2 B3\n",
       "4:6: Ann was dealt 15 cards (with 4 players), but this hand has 2"},
      {"players Ann Ben Cat Dan\ndealer Dan\nview Ann\nhand Ann b7\n",
       "4:10: 'b7' is not a card: colour letters are capitals, write B7"},
      {"players Ann Ben Cat Dan\ndealer Dan\nview Ann\nhand Ann B14\n",
       "4:10: 'B14' is not a card: values are 1 to 13, without leading zeros (B1 ... B13)"},
      {"players Ann Ben Cat\ndealer Cat\nview Ann\nhand Ann B11\n",
       "4:10: B11 is not in the deck with 3 players: the 11s, 12s and 13s are taken out"},
      {kHead + "teams Ann Cat vs Ben Dan\n",
       "5:1: the teams are chosen once the veto phase is over (18 vetoes to go)"},
      {kHead + kVetoes + "teams Ann vs Ben Cat Dan\n", "23:1: with 4 players the sides are 2 and 2, not 1 and 3"},
      {kHead + kVetoes + "teams Ann Cat vs Ben\n", "23:1: Dan is on neither side: every player is on one"},
      {kHead + kVetoes + "teams Ann Cat Ben Dan\n", "23:22: 'teams' needs 'vs' between the sides: write teams NAME... vs NAME... (the two sides)"},
      {kHead + kVetoes + "trick Ann B2\n", "23:1: the teams come first: write 'teams ... vs ...' (the first player's choice)"},
      {kRound + "bonus Ann\n", "24:1: there is no Bonus card with 4 players"},
      {kRound + "discard Ann B2\n", "24:1: nobody discards this round: line 2 is nyet"},
      {kRound + "trick Ben B2\n", "24:7: Ben cannot lead: Ann leads the first trick"},
      {kRound + "trick Ann R12\n", "24:11: Ann cannot play R12: Ann does not hold it"},
      {kRound + "trick Ann B2 B1 G2 B1\ntrick Ann B3\n", "25:7: Ann cannot lead: Cat won the last trick and leads"},
      {kRound + "trick Ann B2 B1 G2 B1 B1\n", "24:23: a trick has one card per player: 4"},
      {kRound + "trick Ann B2 B1 G2\ntrick Cat B3\n",
       "25:1: the trick before is not complete: every trick but the last has one card per player"},
      {kRound + "trick Ann B2 B1 B1 G2\ntrick Dan R1 B3\n", "25:14: Ann cannot play B3: Ann holds R13 and must follow red"},
      {kRound + "units Ann 3\n", "24:1: 'units' belongs to a position record: a round's units come from its tricks"},
      {kRound + "playz Ann\n", "24:1: unknown statement 'playz': a statement starts with players, characters, dealer, view, "
                               "terms, hand, veto, teams, bonus, discard, pass, units or trick"},
      {kRound + "dealer Ann\n", "24:1: 'dealer' belongs to the header, before the hands and the vetoes"},
      {pass_round() + "trick Ann B2\n", "24:1: Ann's pass must be written before the first trick: 'pass Ann CARD'"},
      {pass_round() + "pass Ann B2\ntrick Ann B3\n",
       "25:1: the card Ann received must be written before the first trick: 'pass Dan CARD' (Dan passes to Ann)"},
      {pass_round() + "pass Ben R5\n",
       "24:6: the record cannot know what Ben passed to Cat: a pass is written by, or to, a player whose hand it gives"},
      {pass_round() + "pass Ann R5\n", "24:10: Ann cannot pass R5: Ann does not hold it"},
      {pass_round() + "discard Ann B2\n", "24:1: line 2 is pass: write the card passed, 'pass Ann CARD'"},
  };
  for (const auto& entry : cases) {
    const std::string& text = entry.first;  // (a structured binding cannot be captured by clang 14)
    CAPTURE(text);
    CHECK(error_of(text) == entry.second);
  }
}

TEST_CASE("statements that cannot all be true: a contradiction naming them") {
  // Ann holds B2; Ben plays it too.
  CHECK(contradiction_of(kRound + "trick Ann B2 B2\n") == "4:10 24:14");
  // Four B1s: three in the first trick (Ann's B2 wins it), a fourth from Ben.
  CHECK(contradiction_of(kRound + "trick Ann B2 B1 B1 B1\ntrick Ann B3 B1\n") == "24:14 24:17 24:20 25:14");
  // Ben trumps Ann's blue lead with G2 (no blue), then plays a blue card.
  CHECK(contradiction_of(kRound + "trick Ann B2 G2 B1 B1\ntrick Ben B1\n") == "24:14 25:11");
  // Ann passed B2 to Ben, who then shows no blue while B2 is still in his hand.
  CHECK(contradiction_of(pass_round() + "pass Ann B2\npass Dan Y7\ntrick Ann Y7 Y1 Y2 Y3\ntrick Ann B3 G4\n") ==
        "24:10 27:14");
  // ... but playing it is no contradiction, and the card is then played.
  CHECK(contradiction_of(pass_round() + "pass Ann B2\npass Dan Y7\ntrick Ann Y7 Y1 Y2 Y3\ntrick Ann B3 B2 G4\n").empty());
}

TEST_CASE("discards: the known player's, and 'none' under 1-not-one") {
  std::string r = kRound;
  r.replace(r.find("veto Ann discard 1-not-one"), 26, "veto Ann discard nyet");  // line 2: 1-not-one
  CHECK(error_of(r + "discard Ann B2\n").empty());
  CHECK(error_of(r + "discard Ann none\n") == "24:9: Ann discards 1 card this round (line 2 is 1-not-one), not 0");
  CHECK(error_of(r + "discard Ben B5\n") ==
        "24:13: Ben's discards are face down: only Ben's own record, or a spectator's that gives Ben's hand, can say "
        "what Ben discarded");
  CHECK(error_of(r + "discard Ann B2\ntrick Ann B3\n").empty());
  CHECK(error_of(r + "trick Ann B3\n") == "24:1: Ann's discard must be written before the first trick: 'discard Ann CARD'");
  CHECK(error_of(r + "discard Ann B2\ndiscard Ann B3\n") == "25:9: a second discard for Ann");
  // Ben says he discards nothing: his hand would be 15 1s, and the deck has 12: no deal (the count
  // says so, not the reader).
  CHECK(error_of(r + "discard Ben none\n").empty());
  std::string two = kRound;
  two.replace(two.find("veto Dan discard 2"), 18, "veto Dan discard nyet");  // line 2: 2
  CHECK(error_of(two + "discard Ann B2\n") == "24:13: Ann discards 2 cards this round (line 2 is 2), not 1");
  CHECK(error_of(two + "discard Ann B2 B3\n").empty());
}

TEST_CASE("a spectator's record: any hands, with their discards and passes") {
  const std::string spectator =
      "players Ann Ben\ndealer Ben\n"
      "hand Ben B1 B1 B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13\n"
      "veto Ben first Ben\nveto Ann discard 1\nveto Ben discard 2\nveto Ann discard 1-not-one\nveto Ben discard pass\n"
      "veto Ann trump B\nveto Ben trump R\nveto Ann trump Y\n"
      "veto Ben supertrump B\nveto Ann supertrump R\nveto Ben supertrump Y\nveto Ann supertrump none\n"
      "veto Ben points -2\nveto Ann points 1\nveto Ben points 2\nveto Ann points 3\n";
  // Ann first; nyet; trump green; supertrumps the green 1s; 4 points. Ben's hand is known.
  const Record record = read_record(spectator + "trick Ann G5 B13\n", "s.nyet");
  const Replay replay = Replay::of(record);
  CHECK(replay.known() == SeatSet(Seat(1)));
  CHECK(replay.phase() == Phase::tricks);
  CHECK(replay.terms()->trumps.supertrump == Colour::green);
  CHECK(replay.seat(Seat(1)).hand.size() == 14);
  CHECK(error_of(spectator + "trick Ann G5 R1\n") == "20:14: Ben cannot play R1: Ben does not hold it");
  CHECK(!replay.has_position());
}

TEST_CASE("a position record: terms, teams, every hand, units, the trick in progress") {
  const std::string head =
      "players Ann Ben Cat Dan\nterms trump R supertrump B points 2\nteams Ann Cat vs Ben Dan\n"
      "hand Ann Y5 B7\nhand Ben Y1 Y9\nhand Cat B1 G4\nhand Dan R1 Y8\nunits Ann 4\nunits Ben 6\n";
  const Record record = read_record(head + "trick Ann Y5 Y1\n", "p.nyet");
  const Replay replay = Replay::of(record);
  REQUIRE(replay.has_position());
  const Position p = replay.position();
  CHECK(p.to_move() == Seat(2));
  CHECK(p.tricks.current().size() == 2);
  CHECK(p.tricks.units() == std::array<int, 2>{4, 6});
  CHECK(p.tricks.tricks_left() == 2);
  CHECK(p.hands[0].size() == 1);
  CHECK(p.trumps.supertrump == Colour::blue);
  CHECK(p.points == 2);
  CHECK(error_of(head) == "2:1: a position names who leads: end it with 'trick NAME' (NAME to lead), or with the trick in progress");
  CHECK(error_of("players Ann Ben Cat Dan\nterms trump R supertrump B points 2\nteams Ann Cat vs Ben Dan\n"
                 "hand Ann Y5 B7\nhand Ben Y1\nhand Cat B1 G4\nhand Dan R1 Y8\ntrick Ann\n") ==
        "5:6: Ben holds 1 cards and Ann 2: a position starts between tricks, every hand the same size");
  CHECK(error_of("players Ann Ben Cat Dan\nterms trump R supertrump B points 2\nhand Ann Y5\ntrick Ann\n") ==
        "4:1: a position gives every hand: Ben's is missing ('hand Ben CARDS...')");
  CHECK(error_of("players Ann Ben\nterms trump R supertrump B points 2\nview Ann\nhand Ann Y5\n") ==
        "4:1: a position record gives every hand: it has no 'view'");
  CHECK(error_of("players Ann Ben\nterms trump Q supertrump B points 2\n") ==
        "2:13: 'Q' is not a colour: the colours are B, R, Y and G (blue, red, yellow, green)");
  CHECK(error_of(head + "veto Ann trump B\n") == "10:1: a position record has no veto phase: its terms are given");
  CHECK(contradiction_of("players Ann Ben\nterms trump R supertrump none points 2\nhand Ann Y5\nhand Ben Y5\ntrick Ann\n") ==
        "3:10 4:10");
}
