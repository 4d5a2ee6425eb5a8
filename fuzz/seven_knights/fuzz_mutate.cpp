// libFuzzer target with a structure-aware mutator: inputs stay (mostly) records, and each
// mutation is one a player could make when writing one down, or a deliberate abuse of one:
// swap an answer, drop, repeat or move a statement, change a name (to another player, a
// keyword, a center slot, a new name), change a number (to an edge or far out of range), change
// the lie rate, the rules, the variant or the seating, rewrite a question (negate it, nest it,
// join two with and/or, change its comparison, add a term), or add a new statement made of the
// record's own names. Now and then libFuzzer's own byte mutation runs instead, and crossover
// splices the statements of two records (the skeleton and the shared mutations:
// fuzz/common/line_mutator.h). The checks are the same as fuzz_record's.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/common/line_mutator.h"
#include "fuzz/seven_knights/fuzz_target.h"
#include "solver/core/random.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using skb::Rng;
using skb::fuzz::below_n;
using skb::fuzz::first_word;
using skb::fuzz::one_in;
using skb::fuzz::pick;
using skb::fuzz::words_of;

// The record's names: players (from the `players` line), center slots, and a few more.
struct Names {
  std::vector<std::string> players;
  std::vector<std::string> positions;
};

Names names_of(const std::vector<std::string>& lines) {
  Names n;
  for (const auto& l : lines)
    if (first_word(l) == "players") {
      auto w = words_of(l);
      n.players.assign(w.begin() + 1, w.end());
      break;
    }
  if (n.players.empty()) n.players = {"Ann", "Ben", "Cat", "Dan"};
  n.positions = n.players;
  for (const char* c : {"C1", "C2", "C3"}) n.positions.emplace_back(c);
  return n;
}

const std::vector<std::string> kKeywords{"variant", "players", "rules", "lie-rate", "view",    "look",    "tile", "ask",
                                         "vote",    "captain", "in",    "and",      "or",      "not",     "yes",  "no",
                                         "W",       "C4",      "C5",    "strict",   "lenient", "standard"};
const std::vector<std::string> kNumbers{"0",
                                        "1",
                                        "2",
                                        "3",
                                        "4",
                                        "5",
                                        "6",
                                        "7",
                                        "8",
                                        "9",
                                        "07",
                                        "10",
                                        "14",
                                        "98",
                                        "99",
                                        "100",
                                        "1000",
                                        "4294967296",
                                        "-1",
                                        "1..7",
                                        "7..1",
                                        "2..3",
                                        "999999999999999999999"};
const std::vector<std::string> kLieRates{"0", "1", "0.5", "0.3", ".25", "1.", "0.0000001", "0.9999999", "1.5", "x"};
const std::vector<std::string> kVariants{"standard", "advanced", "groping", "unity", "unity-advanced", "unity-groping"};
const std::vector<std::string> kOperators{"=", "!=", "<", "<=", ">", ">="};

std::string random_name(Rng& rng, const Names& names) {
  switch (below_n(rng, 6)) {
    case 0:
      return pick(rng, kKeywords);
    case 1: {
      std::string s = pick(rng, names.players);
      for (auto& c : s)
        if (one_in(rng, 2)) c = static_cast<char>(c ^ 0x20);  // flip the case of letters
      return s;
    }
    case 2:
      return "P" + std::to_string(below_n(rng, 100));
    default:
      return pick(rng, names.positions);
  }
}

// Returns the index of a random line whose first word is `keyword` (any line if empty), or -1.
int line_with(Rng& rng, const std::vector<std::string>& lines, std::string_view keyword) {
  std::vector<int> found;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (keyword.empty() ? !words_of(lines[i]).empty() : first_word(lines[i]) == keyword)
      found.push_back(static_cast<int>(i));
  return found.empty() ? -1 : pick(rng, found);
}

// The quoted question of an ask line: [open, close) around the text, or nothing.
bool question_span(const std::string& line, std::size_t& open, std::size_t& close) {
  open = line.find('"');
  if (open == std::string::npos) return false;
  close = line.find('"', open + 1);
  return close != std::string::npos;
}

std::string random_atom(Rng& rng, const Names& names) {
  const std::string p = pick(rng, names.positions);
  switch (below_n(rng, 4)) {
    case 0:
      return p + " in {" + pick(rng, kNumbers) + (one_in(rng, 2) ? ",W}" : "}");
    case 1:
      return p + " " + pick(rng, kOperators) + " " + pick(rng, kNumbers);
    case 2:
      return p + " + " + pick(rng, names.positions) + " " + pick(rng, kOperators) + " " + pick(rng, kNumbers);
    default:
      return p + " " + pick(rng, kOperators) + " " + (one_in(rng, 3) ? "W" : pick(rng, names.positions));
  }
}

std::string rewrite_question(Rng& rng, std::string q, const std::vector<std::string>& lines, const Names& names) {
  switch (below_n(rng, 7)) {
    case 0:
      return "not (" + q + ")";
    case 1: {
      const std::size_t depth = one_in(rng, 4) ? 150 + below_n(rng, 100) : 1 + below_n(rng, 5);  // around kMaxNesting
      return std::string(depth, '(') + q + std::string(depth, ')');
    }
    case 2: {
      // Join with another question of the record, or a new atom.
      std::string other = random_atom(rng, names);
      const int l = line_with(rng, lines, "ask");
      std::size_t open = 0, close = 0;
      if (l >= 0 && one_in(rng, 2) && question_span(lines[static_cast<std::size_t>(l)], open, close))
        other = lines[static_cast<std::size_t>(l)].substr(open + 1, close - open - 1);
      return "(" + q + ") " + (one_in(rng, 2) ? "and" : "or") + " (" + other + ")";
    }
    case 3: {
      for (const auto& op : {"<=", ">=", "!=", "=", "<", ">"}) {
        const std::size_t at = q.find(op);
        if (at != std::string::npos) return q.replace(at, std::strlen(op), pick(rng, kOperators));
      }
      return q + " " + pick(rng, kOperators) + " 3";
    }
    case 4: {
      const std::size_t at = q.find_first_of("=<>!");
      if (at == std::string::npos) return q;
      return q.insert(at, " + " + pick(rng, names.positions) + " ");
    }
    case 5:
      return random_atom(rng, names);
    default:
      return q.substr(0, below_n(rng, q.size() + 1));  // cut short
  }
}

std::string new_statement(Rng& rng, const Names& names) {
  auto player = [&] { return pick(rng, names.players); };
  auto position = [&] { return pick(rng, names.positions); };
  switch (below_n(rng, 7)) {
    case 0:
      return "look " + player() + " " + position();
    case 1:
      return "tile " + position() + " " + (one_in(rng, 4) ? "W" : pick(rng, kNumbers));
    case 2:
      return "ask " + player() + " " + player() + " \"" + random_atom(rng, names) + "\" " +
             (one_in(rng, 2) ? "yes" : "no");
    case 3:
      return "vote " + player() + " " + player();
    case 4:
      return "captain " + player();
    case 5:
      return "view " + player();
    default:
      return "rules " + std::string(one_in(rng, 2) ? "lenient" : "strict");
  }
}

// Replaces the n-th whitespace-separated word of a line.
std::string replace_word(const std::string& line, std::size_t n, const std::string& with) {
  std::size_t i = 0, seen = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i && seen++ == n) return line.substr(0, i) + with + line.substr(j);
    i = j;
  }
  return line;
}

// Swaps the answer of a question.
void swap_answer(Rng& rng, std::vector<std::string>& lines) {
  const int l = line_with(rng, lines, "ask");
  if (l < 0) return;
  auto& line = lines[static_cast<std::size_t>(l)];
  const std::size_t yes = line.rfind(" yes"), no = line.rfind(" no");
  if (yes != std::string::npos && (no == std::string::npos || yes > no))
    line.replace(yes, 4, " no");
  else if (no != std::string::npos)
    line.replace(no, 3, " yes");
}

// Changes a number of `line`.
void change_number(Rng& rng, std::string& line) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < line.size(); ++i)
    if (std::isdigit(static_cast<unsigned char>(line[i])) &&
        (i == 0 || !std::isdigit(static_cast<unsigned char>(line[i - 1]))))
      starts.push_back(i);
  if (starts.empty()) return;
  const std::size_t s = pick(rng, starts);
  std::size_t e = s;
  while (e < line.size() && std::isdigit(static_cast<unsigned char>(line[e]))) ++e;
  line.replace(s, e - s, pick(rng, kNumbers));
}

// Sets the lie rate, or adds a lie-rate statement.
void change_lie_rate(Rng& rng, std::vector<std::string>& lines) {
  const int l = line_with(rng, lines, "lie-rate");
  const std::string statement = "lie-rate " + pick(rng, kLieRates);
  if (l >= 0)
    lines[static_cast<std::size_t>(l)] = statement;
  else
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(2, lines.size())), statement);
}

// Turns strict rules lenient or the other way, or adds `rules lenient`.
void change_rules(Rng& rng, std::vector<std::string>& lines) {
  const int l = line_with(rng, lines, "rules");
  if (l >= 0)
    lines[static_cast<std::size_t>(l)] =
        lines[static_cast<std::size_t>(l)].find("lenient") != std::string::npos ? "rules strict" : "rules lenient";
  else
    lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(2, lines.size())), "rules lenient");
}

// The seating: one player more or fewer.
void change_seating(Rng& rng, std::vector<std::string>& lines, const Names& names) {
  const int l = line_with(rng, lines, "players");
  if (l < 0) return;
  auto& line = lines[static_cast<std::size_t>(l)];
  if (one_in(rng, 2) && words_of(line).size() > 2)
    line = line.substr(0, line.find_last_of(" \t"));
  else
    line += " " + random_name(rng, names);
}

// Rewrites the question of an `ask` statement.
void change_question(Rng& rng, std::vector<std::string>& lines, const Names& names) {
  const int l = line_with(rng, lines, "ask");
  if (l < 0) return;
  auto& line = lines[static_cast<std::size_t>(l)];
  std::size_t open = 0, close = 0;
  if (!question_span(line, open, close)) return;
  const std::string q = rewrite_question(rng, line.substr(open + 1, close - open - 1), lines, names);
  line.replace(open + 1, close - open - 1, q);
}

void mutate_once(Rng& rng, std::vector<std::string>& lines) {
  const Names names = names_of(lines);
  if (lines.empty()) {
    lines = {"variant standard", "players Ann Ben Cat Dan"};
    return;
  }
  const std::size_t at = below_n(rng, lines.size());
  switch (below_n(rng, 14)) {
    case 0:
      swap_answer(rng, lines);
      break;
    case 1:
    case 2:
    case 3:
      skb::fuzz::rearrange_statement(rng, lines, at);
      break;
    case 4: {  // change a name
      const auto words = words_of(lines[at]);
      if (words.size() < 2) break;
      lines[at] = replace_word(lines[at], 1 + below_n(rng, words.size() - 1), random_name(rng, names));
      break;
    }
    case 5:
      change_number(rng, lines[at]);
      break;
    case 6:
      change_lie_rate(rng, lines);
      break;
    case 7:
      change_rules(rng, lines);
      break;
    case 8: {  // the variant
      const int l = line_with(rng, lines, "variant");
      if (l >= 0) lines[static_cast<std::size_t>(l)] = "variant " + pick(rng, kVariants);
      break;
    }
    case 9:
      change_seating(rng, lines, names);
      break;
    case 10:
    case 11:
      change_question(rng, lines, names);
      break;
    case 12:  // a new statement
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(below_n(rng, lines.size() + 1)),
                   new_statement(rng, names));
      break;
    default:
      skb::fuzz::change_formatting(rng, lines, at);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  skb::fuzz::check_one_input({reinterpret_cast<const char*>(data), size});
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
    return w == "variant" || w == "players" || w == "rules" || w == "lie-rate" || w == "view";
  });
}
