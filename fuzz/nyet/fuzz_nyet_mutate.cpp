// libFuzzer target with a structure-aware mutator: inputs stay (mostly) `.nyet` records, and each
// mutation is one a player could make writing a round down, or a deliberate abuse of one: drop,
// repeat or move a statement, change a card (to another, a near miss or a card out of the deck),
// a name (to another player, a keyword, a new name), a line or a box of a veto, cut a trick short
// or add a card to it, or add a new statement made of the record's names. Now and then
// libFuzzer's own byte mutation runs instead, and crossover splices two records' statements (the
// skeleton and the shared mutations: fuzz/common/line_mutator.h). The checks are
// fuzz_nyet_record's (fuzz/nyet/nyet_check.h). Random draws use skb::Rng and below().
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/common/line_mutator.h"
#include "fuzz/common/verdict.h"
#include "fuzz/nyet/keywords.h"
#include "fuzz/nyet/nyet_check.h"
#include "solver/core/random.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using skb::Rng;
using skb::fuzz::below_n;
using skb::fuzz::join_words;
using skb::fuzz::one_in;
using skb::fuzz::pick;
using skb::fuzz::words_of;

// The record's players (a `players` line with names), else four names to use.
std::vector<std::string> players_of(const std::vector<std::string>& lines) {
  for (const auto& l : lines) {
    auto w = words_of(l);
    if (w.size() > 1 && w[0] == "players") return {w.begin() + 1, w.end()};
  }
  return {"Ann", "Ben", "Cat", "Dan"};
}

using skb::fuzz::nyet::kKeywords;
const std::vector<std::string> kLines{"first", "discard", "trump", "supertrump", "points"};
const std::vector<std::string> kBoxes{"nyet", "1", "2", "1-not-one", "pass", "B", "R", "Y", "G", "none",
                                      "-2", "3", "4", "0", "5", "-1"};

std::string random_card(Rng& rng) {
  static const char* colours = "BRYG";
  if (one_in(rng, 12)) return pick(rng, std::vector<std::string>{"b7", "B0", "B14", "X3", "R01", "G", "11", "Y1x"});
  const int value = 1 + static_cast<int>(below_n(rng, 13));
  return std::string(1, colours[below_n(rng, 4)]) + std::to_string(value);
}

std::string random_name(Rng& rng, const std::vector<std::string>& players) {
  switch (below_n(rng, 5)) {
    case 0:
      return pick(rng, kKeywords);
    case 1:
      return "P" + std::to_string(below_n(rng, 10));
    default:
      return pick(rng, players);
  }
}

std::string new_statement(Rng& rng, const std::vector<std::string>& players) {
  const auto name = [&] { return random_name(rng, players); };
  switch (below_n(rng, 9)) {
    case 0:
      return "veto " + name() + " " + pick(rng, kLines) + " " + (one_in(rng, 3) ? name() : pick(rng, kBoxes));
    case 1: {
      std::string t = "trick " + name();
      for (std::size_t i = below_n(rng, players.size() + 2); i > 0; --i) t += " " + random_card(rng);
      return t;
    }
    case 2:
      return "pass " + name() + " " + random_card(rng);
    case 3:
      return "discard " + name() + " " + (one_in(rng, 3) ? std::string("none") : random_card(rng));
    case 4: {
      std::string h = "hand " + name();
      for (std::size_t i = below_n(rng, 17); i > 0; --i) h += " " + random_card(rng);
      return h;
    }
    case 5: {
      std::vector<std::string> order = players;
      skb::shuffle(order, rng);
      const std::size_t cut = below_n(rng, order.size() + 1);
      std::string t = "teams";
      for (std::size_t i = 0; i < order.size(); ++i) t += (i == cut ? " vs " : " ") + order[i];
      return t;
    }
    case 6:
      return "bonus " + name();
    case 7:
      return "units " + name() + " " + std::to_string(below_n(rng, 20));
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
  const std::size_t at = below_n(rng, lines.size());
  std::vector<std::string> words = words_of(lines[at]);
  switch (below_n(rng, 10)) {
    case 0:
    case 1:
    case 2:
      skb::fuzz::rearrange_statement(rng, lines, at);
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
      words[1 + below_n(rng, words.size() - 1)] = random_name(rng, players);
      break;
    case 5:  // a veto's line or box
      if (words.size() != 4 || words[0] != "veto") return;
      if (one_in(rng, 2))
        words[2] = pick(rng, kLines);
      else
        words[3] = one_in(rng, 3) ? pick(rng, players) : pick(rng, kBoxes);
      break;
    case 6:  // a new statement
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below_n(rng, lines.size() + 1)), new_statement(rng, players));
      return;
    case 7:  // a trick cut short, or one card more
      if (words.empty() || words[0] != "trick") return;
      if (words.size() > 2 && one_in(rng, 2))
        words.pop_back();
      else
        words.push_back(random_card(rng));
      break;
    case 8:
      skb::fuzz::change_formatting(rng, lines, at);
      return;
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
  skb::fuzz::fail_on("nyet", skb::fuzz::nyet::check_record({reinterpret_cast<const char*>(data), size}));
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  return skb::fuzz::mutate_lines(data, size, max_size, seed, mutate_once, LLVMFuzzerMutate);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
  return skb::fuzz::cross_records(data1, size1, data2, size2, out, max_out_size, seed, [](std::string_view w) {
    return w == "players" || w == "dealer" || w == "view" || w == "terms";
  });
}
