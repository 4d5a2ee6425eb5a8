// Statement reader: the skeleton every game's record reader shares, so that a record of any game
// is read the same way and its errors read alike.
//
// A record is read line by line (record_text.h's lexical rules: comments, words with their
// columns, player names); each line that holds words is one statement, its first word the
// keyword. What is the same in every game lives here: the current line and its words, errors at
// a column of the current line, the check of the number of words after the keyword ("'look' is
// incomplete: write ..."), statements that may be given once, the first statement's check, the
// message for an unknown keyword (with "did you mean" and the hyphen a keyword was split at),
// and the players' names (the name rules, no name twice) with the error for a word that names no
// player. A game's reader derives from StatementReader and adds what its statements mean. Every
// error is a RecordError naming the file, line and column.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/core/record_text.h"

namespace skb {

class StatementReader {
 protected:
  // Reads `text`, the record called `file` in messages; with `quotes`, a word may be written
  // between double quotes (record_text.h's split_words).
  StatementReader(std::string_view text, std::string file, bool quotes)
      : text_(text), file_(std::move(file)), quotes_(quotes) {}

  // Calls statement(text) for every line of the record that holds a statement, in order, with
  // line() and words() set to it (`text` is the line's text, for statement_text). Returns the
  // number of lines of the record.
  template <class Statement>
  int read_statements(Statement&& statement) {
    return for_each_line(text_, [&](std::string_view text, int number) {
      std::vector<Word> words = split_words(text, file_, number, quotes_);
      if (words.empty()) return;
      line_ = number;
      words_ = std::move(words);
      statement(text);
    });
  }

  const std::string& file() const { return file_; }
  // Returns the number of the current line (of the last statement read).
  int line() const { return line_; }
  // Returns the words of the current statement, the keyword first.
  const std::vector<Word>& words() const { return words_; }
  // Returns the number of words after the keyword.
  std::size_t args() const { return words_.size() - 1; }
  // Returns the statement as written on its line, whose text is `text`: from its first word to
  // the end of its last, without the comment or surrounding blanks.
  std::string statement_text(std::string_view text) const;

  // Throws the RecordError `message` at `column` of the current line.
  [[noreturn]] void fail(int column, const std::string& message) const { fail_at(line_, column, message); }
  // Throws the RecordError `message` at line `line_number`, column `column`.
  [[noreturn]] void fail_at(int line_number, int column, const std::string& message) const;

  // Throws unless the statement has between `least` and `most` words after the keyword:
  // "'KEY' is incomplete: write USAGE" just after the last word, or "unexpected 'W' after the
  // statement: write USAGE" at the first word too many.
  void expect_args(std::size_t least, std::size_t most, std::string_view usage) const;

  // For a statement that may be given once: throws "a second 'KEY' statement: it may be given
  // only once" if `seen`, else sets it.
  void once(bool& seen) const;

  // Throws "the record must start with 'FIRST', not 'KEY'" at the keyword, for a statement that
  // comes before the one a record starts with (`first`: "players NAME...").
  [[noreturn]] void not_first(std::string_view first) const;

  // Throws "the record is empty: it must start with 'FIRST'" and `note` at the start of the last
  // of its `lines` lines (line 1 when there is none), for a record without its first statement.
  [[noreturn]] void empty_record(int lines, std::string_view first, std::string_view note) const;

  // Returns the message for a keyword that is none of `keywords`: "unknown statement 'KEY'"
  // followed by the hint for two words that make a keyword with a hyphen ("lie rate": write
  // lie-rate, with a hyphen), else for a keyword in capitals or misspelt (record_text.h's
  // keyword_hint), else `expected` (": a statement starts with ...").
  std::string unknown_statement(std::span<const std::string_view> keywords, std::string_view expected) const;

  // Returns the names of a `players` statement, in order and in NFC: each follows the name rules
  // and is none of `reserved` (record_text.h's check_name), is written without quotes, and is
  // not given twice. Throws `none` just after the keyword when there is no name.
  std::vector<std::string> player_names(std::span<const std::string_view> reserved, std::string_view none) const;

  // Throws the error for the word `w` that names no player of `players`: "did you mean X?" when it
  // is probably one of `candidates` (record_text.h's suggest; the players, and whatever else a
  // word there may name), else the list of the players.
  [[noreturn]] void no_such_player(const Word& w, const std::vector<std::string>& players,
                                   const std::vector<std::string>& candidates) const;

 private:
  std::string_view text_;
  std::string file_;
  bool quotes_;
  int line_ = 0;
  std::vector<Word> words_;
};

}  // namespace skb
