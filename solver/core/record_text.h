// Record text: the lexical rules every game's record format shares (docs/seven_knights/
// record-format.md, "Lexical rules" and "Player names"; docs/mutiny/record-format.md).
//
// Records are UTF-8 text, one statement a line, `#` starting a comment. Words are separated by
// spaces and tabs and written in ASCII, except player names, which may hold letters of any script
// (Unicode letters, combining marks, decimal digits and _, classified with ICU) and are compared
// in Normalization Form C. Everything here is shared by the record readers of every game and by
// Seven Knights' predicate tokenizer; errors are RecordErrors (solver/core/error.h) naming the
// file, line and column, where a column counts characters (code points), not bytes.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/core/error.h"

namespace skb {

struct Decoded {
  char32_t code_point = 0;
  std::size_t length = 0;  // bytes; 0 if the bytes at this place are not valid UTF-8
};
// Decodes the character at byte `i` of `text`. Overlong forms, surrogates, code points above
// U+10FFFF and truncated sequences are not valid.
Decoded decode(std::string_view text, std::size_t i);
// Returns the number of characters in `text`: code points, a byte that is not valid UTF-8
// counting as one. For ASCII, its size.
std::size_t characters(std::string_view text);
// A name starts with a letter (a Unicode letter, general category L) and goes on with letters,
// combining marks (M), decimal digits (Nd) and _.
bool is_name_start(char32_t c);
bool is_name_char(char32_t c);
// Quotation marks a phone or a word processor puts where a straight " belongs: “ ” „ ‟ ‘ ’ ‚ ‛
// « » ‹ › and the full-width ＂.
bool is_typographic_quote(char32_t c);
// The message for such a quote: `curly quote “: use straight quotes " around a question`.
std::string typographic_quote_message(char32_t c);
// Describes a non-ASCII character for a message: '—' (U+2014), or U+202E alone when the
// character is invisible or a control (so that a message never carries one).
std::string describe(char32_t c);
// As excerpt (solver/core/text.h), but printable UTF-8 characters are kept as they are (Zoë,
// not Zo\xC3\xAB) and `keep` counts characters; controls, invisible characters and invalid
// bytes are still written \xNN.
std::string quote(std::string_view text, std::size_t keep = 40);
// Returns `name` in Unicode Normalization Form C (as it is unless it holds non-ASCII text
// written in decomposed form, e.g. e followed by a combining acute accent). `name` must be valid UTF-8.
std::string nfc(std::string_view name);

struct Suggestion {
  std::string text;
  bool case_only = false;  // the word differs from `text` only in case
};
// Returns the candidate `word` was probably meant to be: the only one equal to it apart from
// case, else the only one one edit away (a character added, dropped, changed, or two
// neighbours swapped; ignoring case; both at least 3 characters long), else nothing.
std::optional<Suggestion> suggest(std::string_view word, const std::vector<std::string>& candidates);

// Returns what to add to the message about an unknown `word` when it is probably one of the
// lower-case `keywords`: ": keywords are lower case: write ask" (with `kind` for "keywords") or
// ": did you mean ask?"; empty when it is none of them.
std::string keyword_hint(std::string_view word, std::span<const std::string_view> keywords,
                         std::string_view kind = "keywords");

// One word of a statement.
struct Word {
  std::string_view text;           // for a quoted word: the text between the quotes
  int column = 0;                  // 1-based column of the first character (the quote, if quoted)
  int end_column = 0;              // the column just after the word (after the closing quote, if quoted)
  std::size_t begin = 0, end = 0;  // the word's bytes in its line, quotes included
  bool quoted = false;
};

// Splits line `line_number` of `file` into words, dropping its comment. With `quotes`, a word
// may be written between double quotes (Seven Knights' questions); without, a quote is an
// error. Throws RecordError naming the column of a character no record may hold there (a
// control byte, invalid UTF-8, a stray byte-order mark, a no-break or other Unicode space, a
// non-ASCII character that cannot be part of a name, a misplaced quote).
std::vector<Word> split_words(std::string_view line, const std::string& file, int line_number, bool quotes);

// Calls line(text, number) for every line of a record's text, numbered from 1: a UTF-8
// byte-order mark at the very start is not part of the first line, lines end at LF, and a CR
// before the LF is dropped. Returns the number of lines.
template <class Line>
int for_each_line(std::string_view text, Line&& line) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  int number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(start, end - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    line(l, ++number);
    start = end + 1;
  }
  return number;
}

// The longest player name, in characters.
inline constexpr std::size_t kMaxNameLength = 24;

// Returns the player name `word` in NFC, after checking the name rules: a letter followed by
// letters, combining marks, digits or _, at most kMaxNameLength characters, not one of the
// `reserved` words. Throws RecordError at the word's column.
std::string check_name(const Word& word, const std::string& file, int line_number,
                       std::span<const std::string_view> reserved);

}  // namespace skb
