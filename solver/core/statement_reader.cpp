#include "solver/core/statement_reader.h"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb {

namespace {

std::string lower(std::string_view w) {
  std::string out(w);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string StatementReader::statement_text(std::string_view text) const {
  return std::string(text.substr(words_.front().begin, words_.back().end - words_.front().begin));
}

void StatementReader::fail_at(int line_number, int column, const std::string& message) const {
  throw RecordError({file_, line_number, column}, message);
}

void StatementReader::expect_args(std::size_t least, std::size_t most, std::string_view usage) const {
  if (args() < least)
    fail(words_.back().end_column, fmt::format("'{}' is incomplete: write {}", words_[0].text, usage));
  if (args() > most)
    fail(words_[most + 1].column,
         fmt::format("unexpected '{}' after the statement: write {}", quote(words_[most + 1].text), usage));
}

void StatementReader::once(bool& seen) const {
  if (seen) fail(words_[0].column, fmt::format("a second '{}' statement: it may be given only once", words_[0].text));
  seen = true;
}

void StatementReader::not_first(std::string_view first) const {
  fail(words_[0].column, fmt::format("the record must start with '{}', not '{}'", first, quote(words_[0].text)));
}

void StatementReader::empty_record(int lines, std::string_view first, std::string_view note) const {
  fail_at(std::max(lines, 1), 1, fmt::format("the record is empty: it must start with '{}'{}", first, note));
}

std::string StatementReader::unknown_statement(std::span<const std::string_view> keywords,
                                               std::string_view expected) const {
  const Word& key = words_.front();
  std::string hint;
  if (words_.size() > 1 && !words_[1].quoted) {
    const std::string joined = lower(key.text) + "-" + lower(words_[1].text);
    for (const std::string_view k : keywords)
      if (joined == k) hint = fmt::format(": write {}, with a hyphen", k);
  }
  if (hint.empty()) hint = keyword_hint(key.text, keywords);
  if (hint.empty()) hint = expected;
  return fmt::format("unknown statement '{}'{}", quote(key.text), hint);
}

std::vector<std::string> StatementReader::player_names(std::span<const std::string_view> reserved,
                                                       std::string_view none) const {
  if (args() == 0) fail(words_[0].end_column, std::string(none));
  std::vector<std::string> names;
  for (std::size_t i = 1; i < words_.size(); ++i) {
    const Word& w = words_[i];
    if (w.quoted) fail(w.column, "player names are written without quotes");
    std::string name = check_name(w, file_, line_, reserved);
    for (const std::string& p : names)
      if (p == name) fail(w.column, fmt::format("'{}' is seated twice: player names must be unique", quote(name)));
    names.push_back(std::move(name));
  }
  return names;
}

void StatementReader::no_such_player(const Word& w, const std::vector<std::string>& players,
                                     const std::vector<std::string>& candidates) const {
  if (const auto s = suggest(w.text, candidates))
    fail(w.column, fmt::format("'{}' is not a player of this game: did you mean {}?", quote(w.text), s->text));
  fail(w.column,
       fmt::format("'{}' is not a player of this game (players: {})", quote(w.text), fmt::join(players, ", ")));
}

}  // namespace skb
