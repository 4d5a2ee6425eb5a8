// A structure-aware mutator for line-based records (every game's): a record is a list of
// statements, one a line, each a keyword and its words. mutate_lines is the skeleton every
// game's custom mutator shares (one to three mutations of the record's lines, libFuzzer's own
// byte mutation now and then and when the result is too long, sometimes no final newline) and
// cross_records the crossover; a game brings its own mutation of the lines (Seven Knights' and
// Nyet!'s know their statements) or takes the generic one, mutate_lines_once: one mutation a
// player could make writing a game down, or a deliberate abuse of one: drop, repeat or move a
// statement, replace a word by a keyword of the format, by a word of another statement or by a
// number (good, out of range or malformed), drop or repeat a word, or change the formatting (CR
// LF, tabs, a comment, a blank line). Random draws use skb::Rng and below(); a seed gives the
// same mutation everywhere.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "solver/core/random.h"
#include "tests/support/lines.h"

namespace skb::fuzz {

inline std::size_t below_n(Rng& rng, std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(skb::below(rng, n)); }
inline bool one_in(Rng& rng, std::size_t n) { return below_n(rng, n) == 0; }
template <class T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[below_n(rng, v.size())];
}

inline std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

inline std::string first_word(const std::string& line) {
  const auto w = words_of(line);
  return w.empty() ? std::string() : w[0];
}

inline std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// Returns a word of some statement of `lines` (or "x" when there is none).
inline std::string some_word(Rng& rng, const std::vector<std::string>& lines) {
  const auto w = words_of(lines[below_n(rng, lines.size())]);
  return w.empty() ? std::string("x") : w[below_n(rng, w.size())];
}

// Drops, repeats (here or elsewhere) or moves the statement at `at` of `lines`.
inline void rearrange_statement(Rng& rng, std::vector<std::string>& lines, std::size_t at) {
  switch (below_n(rng, 3)) {
    case 0:
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at));
      return;
    case 1:
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below_n(rng, lines.size() + 1)), lines[at]);
      return;
    default:
      std::swap(lines[at], lines[below_n(rng, lines.size())]);
      return;
  }
}

// Changes the formatting at the statement `at` of `lines`: a CR before its LF, tabs for its
// spaces, a comment after it, or a blank line before it.
inline void change_formatting(Rng& rng, std::vector<std::string>& lines, std::size_t at) {
  auto& line = lines[at];
  switch (below_n(rng, 4)) {
    case 0:
      line += "\r";
      return;
    case 1:
      for (char& c : line)
        if (c == ' ') c = '\t';
      return;
    case 2:
      line += "  # note \"quoted\"";
      return;
    default:
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), "");
      return;
  }
}

// Applies one mutation to `lines`, drawing keywords from `keywords`.
inline void mutate_lines_once(Rng& rng, std::vector<std::string>& lines, const std::vector<std::string>& keywords) {
  static const std::vector<std::string> kNumbers{"0", "1", "2", "3", "4", "7", "8", "-1", "12", "99", "1000",
                                                 "0.25", "0.5", "1/3", "07", "-0", "1e9", "nan"};
  if (lines.empty()) {
    lines.push_back(keywords[below_n(rng, keywords.size())]);
    return;
  }
  const std::size_t at = below_n(rng, lines.size());
  std::vector<std::string> words = words_of(lines[at]);
  switch (below_n(rng, 9)) {
    case 0:
    case 1:
    case 2:
      rearrange_statement(rng, lines, at);
      return;
    case 3:  // a word becomes a keyword
      if (words.empty()) return;
      words[below_n(rng, words.size())] = keywords[below_n(rng, keywords.size())];
      break;
    case 4:  // a word becomes another statement's word (a name, a position, a card)
      if (words.empty()) return;
      words[below_n(rng, words.size())] = some_word(rng, lines);
      break;
    case 5:  // a word becomes a number
      if (words.empty()) return;
      words[below_n(rng, words.size())] = kNumbers[below_n(rng, kNumbers.size())];
      break;
    case 6:  // a word dropped or repeated
      if (words.size() < 2) return;
      if (below_n(rng, 2) == 0)
        words.erase(words.begin() + static_cast<std::ptrdiff_t>(1 + below_n(rng, words.size() - 1)));
      else
        words.push_back(words[below_n(rng, words.size())]);
      break;
    case 7: {  // a new statement: a keyword and words of the record
      std::string s = keywords[below_n(rng, keywords.size())];
      for (std::size_t k = below_n(rng, 4); k > 0; --k) s += " " + some_word(rng, lines);
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below_n(rng, lines.size() + 1)), s);
      return;
    }
    default:
      change_formatting(rng, lines, at);
      return;
  }
  lines[at] = join_words(words);
}

// The body of LLVMFuzzerCustomMutator: one to three mutations of the record in `data` by
// `mutate_once(Rng&, std::vector<std::string>& lines)`, or libFuzzer's own byte mutation
// (`byte_mutate`) now and then and when the result is too long; one time in ten without its
// final newline.
template <class MutateOnce, class ByteMutate>
std::size_t mutate_lines(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed,
                         const MutateOnce& mutate_once, ByteMutate byte_mutate) {
  Rng rng(seed);
  if (one_in(rng, 12)) return byte_mutate(data, size, max_size);
  std::vector<std::string> lines = skb::test::split_lines(std::string(reinterpret_cast<const char*>(data), size));
  for (std::size_t k = 1 + below_n(rng, 3); k > 0; --k) mutate_once(rng, lines);
  std::string text = skb::test::join_lines(lines);
  if (one_in(rng, 10) && !text.empty()) text.pop_back();
  if (text.size() > max_size) return byte_mutate(data, size, max_size);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}

// mutate_lines with the generic mutation, drawing keywords from `keywords`.
template <class ByteMutate>
std::size_t mutate_record(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed,
                          const std::vector<std::string>& keywords, ByteMutate byte_mutate) {
  return mutate_lines(
      data, size, max_size, seed,
      [&](Rng& rng, std::vector<std::string>& lines) { mutate_lines_once(rng, lines, keywords); }, byte_mutate);
}

// The mutator of an input whose first byte chooses options and whose rest is a record (the
// advise targets): one time in eight another option byte, else `mutate_rest(data, size,
// max_size, seed)` on the record.
template <class MutateRest, class ByteMutate>
std::size_t mutate_after_option_byte(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed,
                                     const MutateRest& mutate_rest, ByteMutate byte_mutate) {
  if (size == 0 || max_size < 2) return byte_mutate(data, size, max_size);
  if (seed % 8 == 0) {
    data[0] = static_cast<std::uint8_t>(data[0] + 1 + seed / 8 % 17);
    return size;
  }
  return 1 + mutate_rest(data + 1, size - 1, max_size - 1, seed);
}

// The body of LLVMFuzzerCustomCrossOver: the first record's statements that are `header(keyword)`,
// and a random mix of both records' others (the second's header is left out: a record has one).
template <class IsHeader>
std::size_t cross_records(const std::uint8_t* data1, std::size_t size1, const std::uint8_t* data2, std::size_t size2,
                          std::uint8_t* out, std::size_t max_out_size, unsigned int seed, IsHeader header) {
  Rng rng(seed);
  const auto a = skb::test::split_lines(std::string(reinterpret_cast<const char*>(data1), size1));
  const auto b = skb::test::split_lines(std::string(reinterpret_cast<const char*>(data2), size2));
  std::vector<std::string> lines;
  for (const auto& l : a) {
    const auto w = words_of(l);
    if ((!w.empty() && header(w[0])) || below_n(rng, 2) == 0) lines.push_back(l);
  }
  for (const auto& l : b) {
    const auto w = words_of(l);
    if ((w.empty() || !header(w[0])) && one_in(rng, 2))
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below_n(rng, lines.size() + 1)), l);
  }
  const std::string text = skb::test::join_lines(lines);
  const std::size_t n = std::min(text.size(), max_out_size);
  std::memcpy(out, text.data(), n);
  return n;
}

}  // namespace skb::fuzz
