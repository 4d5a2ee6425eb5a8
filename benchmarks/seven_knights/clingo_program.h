// A record of Seven Knights Bewitched as an answer set program, for clingo to count its deals.
//
// skb decides which deals a record allows with bit sets over the enumerated universe
// (solver/seven_knights/evidence.cpp). To cross-check it, the whole meaning of a record is
// written here a second time, from the rules (docs/seven_knights/rules.md, record-format.md),
// in a different language: an ASP program whose answer sets are exactly the consistent deals, so
// that `clingo -n 0 -q` reports as many models ("Models : N") as skb's `consistent_deals`. The
// program has one choice per position in play (`at(P,V)`: position P holds value V; 0 is the
// Witch), the dealing rule of the variant, and one group of rules per statement: `tile` facts
// are hard constraints; `look`s decide who is bewitched and so who is on the Witch team; every
// `ask` gets its predicate spelt out atom by atom (the Witch's special values included) and a
// constraint on its answer that depends on the answerer's team and the lie rate; every `vote`
// rules out the deals where the Witch recommends a player she bewitched or a bewitched player
// recommends the Witch. Every other atom is defined by stratified rules from `at/2`, so each deal
// is exactly one answer set. `view` and `captain` constrain nothing (the viewer's knowledge
// reaches the solver only through `tile` statements; the Captain's reveal is a `tile`).
//
// Only skb's record reader is shared with the solver (names resolved to indices, the predicate's
// syntax tree): nothing here asks the solver which deals are consistent, and the dealing rule is
// this file's own copy of the table in rules.md. Used by the whole-process benchmark
// (bench_process.cpp), which times clingo on every bench record and, with --check, compares the
// counts on every bench record and example.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace skb::seven_knights {
struct Record;
}

namespace skb::bench {

using namespace skb::seven_knights;

// Returns the dealing rule of `variant` with `players` players (rules.md, "Variants") as an ASP
// program whose answer sets are the deals: positions 0..players-1 are the seats and the next
// ones the center slots (`seat/1`, `pos/1`), `val/1` the values the variant uses (0 = W, 1..k the
// Knights), exactly one value per position (never W on a seat where the variant deals the Witch
// to the center only), each value at most once; what is left over lies aside, unordered. The
// empty string if the variant or the player count is not in this file's table: the caller then
// has nothing to count with.
std::string dealing_program(std::string_view variant, int players);

// The translation of a record: the program, or why there is none.
struct ClingoProgram {
  std::optional<std::string> text;  // the ASP program; nothing if the record cannot be encoded
  std::string reason;               // why not, when `text` is empty
};

// Returns the ASP program whose answer sets are the deals consistent with `record` (rules.md,
// section 11: the dealing rule, every `tile`, every vote, and every answer that the answer model
// does not weigh as merely likely: Knights-team answers always, Witch-team answers when the lie
// rate is 0 or 1), so that its number of answer sets is skb's `consistent_deals`. The record is
// taken as read (its rules of play are not checked here: a record skb rejects is not compared).
// Returns a reason instead when the record uses something this translation does not know (a
// variant or player count missing from dealing_program's table).
ClingoProgram record_program(const seven_knights::Record& record);

// Reads the record at `path` with skb's reader, sets its lie rate to `lie_rate` if one is given
// (as `skb solve --lie-rate` does), and returns record_program of it; the reason is the reader's
// message when the record cannot be read.
ClingoProgram record_program_file(const std::string& path, std::optional<double> lie_rate = std::nullopt);

}  // namespace skb::bench
