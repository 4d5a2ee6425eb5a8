// Advice in the answer phase: what the viewer should answer to the question asked of them.
//
// For each answer (yes, no): the viewer's side's chance to win after giving it. After the
// answer, the Knights' chance in a deal d is the chance that the arrangement the public record
// then favours is d's winning one: the public posterior (the record without the viewer's private
// tile facts, plus the question and the answer) ranks the arrangements, and among tied best ones
// a Captain picks uniformly. The viewer's side wins in d with that chance when the viewer is a
// Knight in d, and with the rest when they are on the Witch team. A Knight ranks the truthful
// answer first (the Knights team always tells the truth); the Witch team ranks by its chance,
// which makes the answer that lowers the Knights' chance most the first.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise_phases.h"
#include "solver/seven_knights/predicate.h"
#include "solver/seven_knights/record_writer.h"

namespace skb::seven_knights::advice {

namespace {

// The question the viewer is asked, read from `ask ASKER ANSWERER "PREDICATE"`.
struct AskedQuestion {
  int asker = 0;
  Predicate predicate;
};

[[noreturn]] void bad_question(int column, const std::string& message) {
  throw RecordError({"--question", 1, column}, message);
}

AskedQuestion read_question(const Record& r, int viewer, const std::string& text) {
  // Words: ask, the asker, the answerer, then the predicate between double quotes.
  std::vector<std::pair<std::string, int>> words;  // word, 1-based column
  std::size_t i = 0;
  while (i < text.size() && words.size() < 3) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    words.emplace_back(text.substr(start, i - start), static_cast<int>(start) + 1);
  }
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  const std::string usage = "write ask ASKER " + r.players[static_cast<std::size_t>(viewer)] + " \"QUESTION\"";
  if (words.size() < 3 || words[0].first != "ask") bad_question(1, "the question must read: " + usage);
  const auto asker = r.find_player(words[1].first);
  if (!asker)
    bad_question(words[1].second, fmt::format("'{}' is not a player of this game", skb::quote(words[1].first)));
  const auto answerer = r.find_player(words[2].first);
  if (!answerer || *answerer != viewer)
    bad_question(words[2].second, fmt::format("the question must be asked of you ({}): {}",
                                              r.players[static_cast<std::size_t>(viewer)], usage));
  if (*asker == viewer) bad_question(words[1].second, "you cannot ask yourself: " + usage);
  const std::size_t close = text.rfind('"');
  if (i >= text.size() || text[i] != '"' || close == i)
    bad_question(static_cast<int>(i) + 1, "the question must be written between double quotes: " + usage);
  for (std::size_t k = close + 1; k < text.size(); ++k)
    if (text[k] != ' ' && text[k] != '\t')
      bad_question(static_cast<int>(k) + 1, "nothing may follow the question (the answer is what you are advised)");
  try {
    return {*asker, parse_predicate(std::string_view(text).substr(i + 1, close - i - 1), static_cast<int>(i) + 2,
                                    [&r](std::string_view name) { return r.find_position(name); })};
  } catch (const PredicateSyntaxError& e) {
    bad_question(e.column(), e.what());
  }
}

}  // namespace

void advise_answer(const Context& ctx, Advice& out) {
  const Record& r = ctx.record;
  const int viewer = ctx.viewer;
  const VariantTables& tables = ctx.tables;
  const Universe& u = tables.universe;
  const ViewerPosterior& v = ctx.posterior;
  const AskedQuestion asked = read_question(r, viewer, *ctx.options.question);
  out.asker = asked.asker;

  // The question must be one the rules allow at this point of the record.
  Record with = r;
  add_question(with, Player(asked.asker), Player(viewer), asked.predicate, true);
  try {
    check_rules(with);
  } catch (const RecordError& e) {
    throw RecordError({"--question", 1, 1}, e.what());
  }

  // The public record's evidence (the viewer's private tile facts left out; the Captain's
  // revealed tile is public), with the question added with each answer in turn.
  const Evidence pub = public_evidence(r, ctx.facts, ctx.evidence, u);
  const DealSet truth = compile(asked.predicate, u);
  const DealSet& viewer_team = ctx.evidence.witch_team[static_cast<std::size_t>(viewer)];
  for (const bool answer : {true, false}) {
    Evidence evidence = pub;
    add_answer(evidence, answer ? truth : ~truth, viewer, r.lie_rate);
    // The arrangements the public record then favours (ties within the tolerance, split evenly).
    std::vector<std::uint32_t> favoured;
    if (!evidence.consistent.empty()) {
      const ViewerPosterior after = viewer_posterior(r, evidence, tables);  // (only its lie rate)
      const Mass best = arrangement_spread(after).best;
      for (std::size_t g = 0; g + 1 < after.group_start.size(); ++g) {
        Mass m = 0;
        for (std::uint32_t k = after.group_start[g]; k < after.group_start[g + 1]; ++k)
          m += after.weights[after.by_arrangement[k]];
        if (m >= best - tie_tolerance<Mass> * after.total)
          favoured.push_back(after.arrangement[after.by_arrangement[after.group_start[g]]]);
      }
    }
    Mass win = 0, true_mass = 0;
    for (std::size_t i = 0; i < v.deals.size(); ++i) {
      const bool laid = std::binary_search(favoured.begin(), favoured.end(), v.arrangement[i]);
      const Mass knights = laid ? Mass{1} / static_cast<Mass>(favoured.size()) : Mass{0};
      win += v.weights[i] * (viewer_team.contains(v.deals[i]) ? 1 - knights : knights);
      if (truth.contains(v.deals[i]) == answer) true_mass += v.weights[i];
    }
    out.answers.push_back({answer, static_cast<double>(win / v.total), static_cast<double>(true_mass / v.total)});
  }
  // A Knight (in every deal the viewer considers) tells the truth: the likelier true answer
  // first; anyone else by their side's chance, the likelier true answer on a tie; then yes.
  const bool knight = out.viewer_witch_team == 0;
  std::vector<RankKeys> keys;
  for (const AnswerAdvice& a : out.answers)
    keys.push_back(knight ? RankKeys{a.p_true, a.win} : RankKeys{a.win, a.p_true});
  std::vector<AnswerAdvice> ranked;
  for (std::size_t k : rank_top(keys, keys.size())) {
    AnswerAdvice a = out.answers[k];
    (knight ? a.p_true : a.win) = keys[k].first;
    (knight ? a.win : a.p_true) = keys[k].second;
    ranked.push_back(a);
  }
  out.answers = std::move(ranked);
}

}  // namespace skb::seven_knights::advice
