// Legal lines: the lines that may come next in a `.skb` record, as buttons for the page of
// `skb serve` and the list of `skb legal`.
//
// A record's statements come in any order (record-format.md), so a line may come next when the
// record with it appended still follows the rules of play: check_rules (rules_check.h) is the one
// home of that (who may look where, who may ask whom about what, the question limits, one vote a
// player, the Captain, which tiles a viewer may state). legal_lines proposes every statement of
// the format's shapes, built by the record writer's add_* functions (so spelled as the writer
// spells it), and keeps those check_rules accepts:
// - `look A P`: every player, every position in play;
// - `tile P V`: every position whose value the record does not state yet, every value the
//   variant deals there (with a view under strict rules only the viewer's positions pass);
// - `ask A B "P = V" yes|no`: a predicate is free text, so the buttons offer the plainest
//   question of the rules, one position's value: every position P the answerer knows, every value
//   V the variant deals there, each with both answers (an answer is what was observed: both are
//   listed, never filtered by the deals left; a contradiction is the solver's business);
// - `vote A B`: every player who has not voted, for every player (themselves allowed);
// - `captain A`: every player, while the votes are incomplete and check_rules accepts one (once
//   every player has voted the votes decide, and a `captain` line would only repeat them).
// Lines come in that order (looks, tiles, questions, votes, Captain), players and positions in
// seat order, values in tile order (1..7, then W). The lines never replace an existing line.
#pragma once

#include <string>
#include <vector>

#include "solver/core/next_line.h"
#include "solver/seven_knights/record.h"

namespace skb::seven_knights {

// What the record waits for and the lines that may come next (in the order above): the
// type every game's legal lines are (solver/core/next_line.h); `phase` is "finished" when none.
using LegalLines = NextLines;

// Returns the lines that may come next after `record`, which must pass check_rules (it throws
// RecordError as check_rules does otherwise).
LegalLines legal_lines(const Record& record);

}  // namespace skb::seven_knights
