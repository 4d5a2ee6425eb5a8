// Seven Knights' rules of thumb for questions (players.h): the legal questions of advise's four
// families, the random question drawn among them, and advise's best question.
#include <bit>

#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/players.h"

namespace skb::seven_knights {

namespace {

// The questions to one answerer about one position (second < 0) or one pair of positions: the
// shapes of that family (candidate_questions.h), `count` of them.
struct QuestionGroup {
  int answerer = 0;
  int first = 0, second = -1;
  std::uint32_t values = 0;  // one position: the values it can still hold for the asker
  std::uint64_t count = 0;
};

// Returns the groups of the asker's legal questions in AskDecisions' order, and their total.
std::vector<QuestionGroup> question_groups(const AskView& view, std::uint64_t& total) {
  const int asker = view.player.index;
  const int positions = view.tables->positions;
  std::vector<QuestionGroup> groups;
  total = 0;
  for (int b = 0; b < view.tables->players; ++b) {
    if (b == asker) continue;
    const std::uint32_t askable = view.knows[b] & ~view.knows[asker];
    std::vector<int> named;
    for (int q = 0; q < positions; ++q)
      if ((askable >> q) & 1u) named.push_back(q);
    for (const int q : named) {
      const std::uint32_t values = view.can_hold[q] & ~view.seen_values;
      groups.push_back({b, q, -1, values, one_position_shape_count(values)});
      total += groups.back().count;
    }
    for (std::size_t i = 0; i < named.size(); ++i)
      for (std::size_t j = i + 1; j < named.size(); ++j) {
        groups.push_back({b, named[i], named[j], 0, two_position_shape_count()});
        total += groups.back().count;
      }
  }
  return groups;
}

// Returns question k (0 <= k < g.count) of group g: its shape, then its text around the
// position names.
QuestionChoice make_question(const AskView& view, const QuestionGroup& g, std::uint64_t k) {
  const QuestionShape shape = g.second < 0 ? one_position_shape(g.values, k) : two_position_shape(k);
  std::string text = view.position_names[g.first];
  text += shape.infix;
  if (g.second >= 0) text += view.position_names[g.second];
  text += shape.suffix;
  return {Player(g.answerer), std::move(text), CandidateQuestion{g.answerer, g.first, g.second, shape.cells, {}}};
}

// Returns advise's first question for the asker in `phase` (question or captain), or nothing.
std::optional<QuestionChoice> best_question(const AskView& view, Phase phase) {
  AdviseOptions o;
  o.phase = phase;
  o.top = 1;
  o.threads = 1;
  o.compiled_questions = view.compiled;
  o.question_order = QuestionOrder::by_information;  // `info` asks the most informative question, whichever team asks
  const Advice a = advise(*view.record, o);
  if (a.questions.empty()) return std::nullopt;
  return QuestionChoice{Player(a.questions.front().answerer), a.questions.front().predicate, std::nullopt};
}

}  // namespace

std::vector<std::optional<QuestionChoice>> AskDecisions::legal(const AskView& view) {
  std::uint64_t total = 0;
  const std::vector<QuestionGroup> groups = question_groups(view, total);
  std::vector<std::optional<QuestionChoice>> out;
  out.reserve(total == 0 ? 1 : total);
  for (const QuestionGroup& g : groups)
    for (std::uint64_t k = 0; k < g.count; ++k) out.emplace_back(make_question(view, g, k));
  if (out.empty()) out.emplace_back(std::nullopt);
  return out;
}

std::vector<std::uint64_t> RandomQuestion::weights(const AskView&, const std::vector<Action>& legal) const {
  return std::vector<std::uint64_t>(legal.size(), 1);
}

RandomQuestion::Action RandomQuestion::choose(const AskView& view, Rng& rng) const {
  std::uint64_t total = 0;
  const std::vector<QuestionGroup> groups = question_groups(view, total);
  if (total == 0) return std::nullopt;  // no question to ask, and no draw
  std::uint64_t k = below(rng, total);
  for (const QuestionGroup& g : groups) {
    if (k < g.count) return make_question(view, g, k);
    k -= g.count;
  }
  return std::nullopt;  // never reached: k < total
}

InfoQuestion::Action InfoQuestion::choose(const AskView& view, Rng&) const {
  return best_question(view, Phase::question);
}

CaptainQuestion::Action CaptainQuestion::choose(const AskView& view, Rng&) const {
  return best_question(view, Phase::captain);
}

}  // namespace skb::seven_knights
