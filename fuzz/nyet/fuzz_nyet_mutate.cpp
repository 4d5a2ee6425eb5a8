// libFuzzer target with a structure-aware mutator: inputs stay (mostly) `.nyet` records, and each
// mutation is one a player could make writing a round down, or a deliberate abuse of one: drop,
// repeat or move a statement, change a card (to another, a near miss or a card out of the deck),
// a name (to another player, a keyword, a new name), a line or a box of a veto, cut a trick short
// or add a card to it, or add a new statement made of the record's names. Now and then
// libFuzzer's own byte mutation runs instead, and crossover splices two records' statements. The
// checks are fuzz_nyet_record's (fuzz/nyet/nyet_check.h). Random draws use skb::Rng and below().
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz/nyet/nyet_check.h"
#include "solver/core/random.h"
#include "tests/support/lines.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using skb::Rng;
using skb::test::join_lines;
using skb::test::split_lines;

std::size_t below(Rng& rng, std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(skb::below(rng, n)); }
bool one_in(Rng& rng, std::size_t n) { return below(rng, n) == 0; }
template <class T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[below(rng, v.size())];
}

std::vector<std::string> words_of(const std::string& line) {
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

std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The record's players (a `players` line with names), else four names to use.
std::vector<std::string> players_of(const std::vector<std::string>& lines) {
  for (const auto& l : lines) {
    auto w = words_of(l);
    if (w.size() > 1 && w[0] == "players") return {w.begin() + 1, w.end()};
  }
  return {"Ann", "Ben", "Cat", "Dan"};
}

const std::vector<std::string> kKeywords{"players", "dealer", "view",   "hand", "veto",  "teams", "bonus",
                                         "discard", "pass",   "units",  "trick", "terms", "vs",    "none",
                                         "nyet",    "first",  "trump",  "supertrump", "points", "wolf"};
const std::vector<std::string> kLines{"first", "discard", "trump", "supertrump", "points"};
const std::vector<std::string> kBoxes{"nyet", "1", "2", "1-not-one", "pass", "B", "R", "Y", "G", "none",
                                      "-2", "3", "4", "0", "5", "-1"};

std::string random_card(Rng& rng) {
  static const char* colours = "BRYG";
  if (one_in(rng, 12)) return pick(rng, std::vector<std::string>{"b7", "B0", "B14", "X3", "R01", "G", "11", "Y1x"});
  const int value = 1 + static_cast<int>(below(rng, 13));
  return std::string(1, colours[below(rng, 4)]) + std::to_string(value);
}

std::string random_name(Rng& rng, const std::vector<std::string>& players) {
  switch (below(rng, 5)) {
    case 0:
      return pick(rng, kKeywords);
    case 1:
      return "P" + std::to_string(below(rng, 10));
    default:
      return pick(rng, players);
  }
}

std::string new_statement(Rng& rng, const std::vector<std::string>& players) {
  const auto name = [&] { return random_name(rng, players); };
  switch (below(rng, 9)) {
    case 0:
      return "veto " + name() + " " + pick(rng, kLines) + " " + (one_in(rng, 3) ? name() : pick(rng, kBoxes));
    case 1: {
      std::string t = "trick " + name();
      for (std::size_t i = below(rng, players.size() + 2); i > 0; --i) t += " " + random_card(rng);
      return t;
    }
    case 2:
      return "pass " + name() + " " + random_card(rng);
    case 3:
      return "discard " + name() + " " + (one_in(rng, 3) ? std::string("none") : random_card(rng));
    case 4: {
      std::string h = "hand " + name();
      for (std::size_t i = below(rng, 17); i > 0; --i) h += " " + random_card(rng);
      return h;
    }
    case 5: {
      std::vector<std::string> order = players;
      skb::shuffle(order, rng);
      const std::size_t cut = below(rng, order.size() + 1);
      std::string t = "teams";
      for (std::size_t i = 0; i < order.size(); ++i) t += (i == cut ? " vs " : " ") + order[i];
      return t;
    }
    case 6:
      return "bonus " + name();
    case 7:
      return "units " + name() + " " + std::to_string(below(rng, 20));
    default:
      return pick(rng, std::vector<std::string>{"view ", "dealer "}) + name();
  }
}

void mutate_once(Rng& rng, std::vector<std::string>& lines) {
  const std::vector<std::string> players = players_of(lines);
  if (lines.empty()) {
    lines = {"players Ann Ben", "dealer Ann"};
    return;
  }
  const std::size_t at = below(rng, lines.size());
  std::vector<std::string> words = words_of(lines[at]);
  switch (below(rng, 10)) {
    case 0:  // drop a statement
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at));
      return;
    case 1:  // repeat a statement, here or elsewhere
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below(rng, lines.size() + 1)), lines[at]);
      return;
    case 2:  // move a statement
      std::swap(lines[at], lines[below(rng, lines.size())]);
      return;
    case 3: {  // change a card
      std::vector<std::size_t> cards;
      for (std::size_t i = 0; i < words.size(); ++i)
        if (skb::nyet::parse_kind(words[i])) cards.push_back(i);
      if (cards.empty()) return;
      words[pick(rng, cards)] = random_card(rng);
      break;
    }
    case 4:  // change a name
      if (words.size() < 2) return;
      words[1 + below(rng, words.size() - 1)] = random_name(rng, players);
      break;
    case 5:  // a veto's line or box
      if (words.size() != 4 || words[0] != "veto") return;
      if (one_in(rng, 2))
        words[2] = pick(rng, kLines);
      else
        words[3] = one_in(rng, 3) ? pick(rng, players) : pick(rng, kBoxes);
      break;
    case 6:  // a new statement
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below(rng, lines.size() + 1)), new_statement(rng, players));
      return;
    case 7:  // a trick cut short, or one card more
      if (words.empty() || words[0] != "trick") return;
      if (words.size() > 2 && one_in(rng, 2))
        words.pop_back();
      else
        words.push_back(random_card(rng));
      break;
    case 8: {  // formatting: CR LF, tabs, a comment, a blank line
      auto& line = lines[at];
      switch (below(rng, 4)) {
        case 0:
          line += "\r";
          return;
        case 1:
          for (char& c : line)
            if (c == ' ') c = '\t';
          return;
        case 2:
          line += "  # note";
          return;
        default:
          lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), "");
          return;
      }
    }
    default:  // a number: units, points
      for (auto& w : words)
        if (!w.empty() && (std::isdigit(static_cast<unsigned char>(w[0])) || w[0] == '-') && one_in(rng, 2))
          w = pick(rng, std::vector<std::string>{"0", "-2", "5", "999", "1000", "07", "-0"});
      break;
  }
  lines[at] = join_words(words);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = skb::fuzz::nyet::check_record({reinterpret_cast<const char*>(data), size});
  if (!problem.empty()) {
    std::fprintf(stderr, "skb fuzz (nyet): %s\n", problem.c_str());
    std::abort();
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  Rng rng(seed);
  if (one_in(rng, 12)) return LLVMFuzzerMutate(data, size, max_size);
  std::vector<std::string> lines = split_lines(std::string(reinterpret_cast<const char*>(data), size));
  for (std::size_t k = 1 + below(rng, 3); k > 0; --k) mutate_once(rng, lines);
  const std::string text = join_lines(lines);
  if (text.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
  // The first record's header and a random mix of both records' other statements.
  Rng rng(seed);
  const auto a = split_lines(std::string(reinterpret_cast<const char*>(data1), size1));
  const auto b = split_lines(std::string(reinterpret_cast<const char*>(data2), size2));
  std::vector<std::string> lines;
  for (const auto& l : a) {
    const auto w = words_of(l);
    const bool header = !w.empty() && (w[0] == "players" || w[0] == "dealer" || w[0] == "view" || w[0] == "terms");
    if (header || one_in(rng, 2)) lines.push_back(l);
  }
  for (const auto& l : b)
    if (one_in(rng, 2)) lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below(rng, lines.size() + 1)), l);
  const std::string text = join_lines(lines);
  const std::size_t n = std::min(text.size(), max_out_size);
  std::memcpy(out, text.data(), n);
  return n;
}
