// Record writer: a game in its typed form (a Record) written as a `.skb` record, and records
// built statement by statement exactly as the reader would read the written text.
//
// This is the one place where statement text is made. write_record writes every statement
// from its typed entry (the predicate by predicate_text), one statement a line, header first;
// read_record reads that text back to an equal Record (tests/seven_knights/test_record_writer.cpp
// checks it, and that writing again gives the same text). The add_* functions append one
// statement to a Record the way the reader would have read it from write_record's text: the
// typed entry, the statement's text, its line and the columns of its words. The round
// simulator builds its records this way.
#pragma once

#include <string>
#include <string_view>

#include "solver/seven_knights/record.h"
#include "solver/seven_knights/types.h"

namespace skb::seven_knights {

// Returns the record as text: every statement in order, one a line, each ending in a newline.
std::string write_record(const Record& record);

// Returns the text of statement `statement` (an index into Record::statements) from its typed
// entry, as write_record writes it.
std::string statement_text(const Record& record, std::size_t statement);

// Starts the statements of a record whose variant, players, rules, lie rate and view are set:
// `variant` and `players`, then `rules lenient`, `lie-rate X` and `view NAME` where they differ
// from the defaults (strict, 0.5, no view). The record must have no statements yet.
void begin_record(Record& record);

// Appends a statement, as the reader would read it after the last one; each returns the new
// statement's index. The arguments must be legal names of the record (players, positions) but
// the rules of play are not checked (check_rules does that).
int add_look(Record& record, Player player, Position position);
int add_tile(Record& record, Position position, TileValue value);
int add_vote(Record& record, Player voter, Player candidate);
int add_captain(Record& record, Player player);
// `predicate` as parse_question returns it for the same asker and answerer.
int add_question(Record& record, Player asker, Player answerer, Predicate predicate, bool answer);

// Parses `text` as the question `asker` asks `answerer`, with the columns it has in the `ask`
// line that add_question writes. Throws PredicateSyntaxError.
Predicate parse_question(const Record& record, Player asker, Player answerer, std::string_view text);

}  // namespace skb::seven_knights
