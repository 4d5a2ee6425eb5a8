#include "cli/seven_knights/advice_report.h"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/common/provenance.h"
#include "cli/seven_knights/json_report.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

std::string advice_json(const Record& r, const Advice& a, double seconds) {
  std::string o = "{\n";
  o += fmt::format("  \"phase\": {},\n", json_string(phase_name(a.phase)));
  o += fmt::format("  \"adviser\": {},\n", json_string(r.players[a.adviser]));
  o += fmt::format("  \"win_now\": {},\n", json_number(a.win_now));
  o += fmt::format("  \"viewer_witch_team\": {}", json_number(a.viewer_witch_team));
  if (a.phase == Phase::captain) o += fmt::format(",\n  \"captain_witch_team\": {}", json_number(a.captain_witch_team));
  if (a.phase == Phase::answer) o += fmt::format(",\n  \"asker\": {}", json_string(r.players[a.asker]));
  if (a.phase == Phase::question)
    o += fmt::format(",\n  \"ranked_for\": {}", json_string(a.ranked_for_witch_team ? "witch_team" : "knights"));
  if (a.waiting_for) {
    std::vector<std::string> players;
    for (int p : a.waiting_on) players.push_back(json_string(r.players[p]));
    o += fmt::format(",\n  \"waiting_for\": {{\"phase\": {}, \"players\": [{}]}}",
                     json_string(phase_name(*a.waiting_for)), fmt::join(players, ", "));
  }
  if (a.phase == Phase::question || a.phase == Phase::captain) {
    o += ",\n  \"questions\": [";
    for (std::size_t i = 0; i < a.questions.size(); ++i) {
      const auto& q = a.questions[i];
      o += fmt::format(
          "{}\n    {{\"answerer\": {}, \"predicate\": {}, \"p_yes\": {}, \"win_if_yes\": {}, \"win_if_no\": {}, "
          "\"expected_win\": {}, \"info_bits\": {}, \"liar_test\": {}}}",
          i ? "," : "", json_string(r.players[q.answerer]), json_string(q.predicate), json_number(q.p_yes),
          json_number(q.win_if_yes), json_number(q.win_if_no), json_number(q.expected_win), json_number(q.info_bits),
          q.liar_test ? "true" : "false");
    }
    o += a.questions.empty() ? "]" : "\n  ]";
  }
  if (a.phase == Phase::search) {
    o += ",\n  \"inspections\": [";
    for (std::size_t i = 0; i < a.inspections.size(); ++i) {
      const auto& x = a.inspections[i];
      o += fmt::format("{}\n    {{\"position\": {}, \"info_bits\": {}, \"expected_win\": {}}}", i ? "," : "",
                       json_string(r.position_name(x.position)), json_number(x.info_bits), json_number(x.expected_win));
    }
    o += a.inspections.empty() ? "]" : "\n  ]";
  }
  if (a.phase == Phase::vote) {
    o += ",\n  \"captains\": [";
    for (std::size_t i = 0; i < a.captains.size(); ++i) {
      const auto& c = a.captains[i];
      o += fmt::format("{}\n    {{\"player\": {}, \"win\": {}}}", i ? "," : "", json_string(r.players[c.player]),
                       json_number(c.win));
    }
    o += a.captains.empty() ? "]" : "\n  ]";
  }
  if (a.phase == Phase::answer) {
    o += ",\n  \"answers\": [";
    for (std::size_t i = 0; i < a.answers.size(); ++i) {
      const auto& x = a.answers[i];
      o += fmt::format("{}\n    {{\"answer\": {}, \"win\": {}, \"p_true\": {}}}", i ? "," : "",
                       json_string(x.answer ? "yes" : "no"), json_number(x.win), json_number(x.p_true));
    }
    o += a.answers.empty() ? "]" : "\n  ]";
  }
  o += ",\n  \"notes\": " + json_string_array(a.notes);
  return o + ",\n  " + provenance_json(seconds) + "\n}\n";
}

namespace {

std::string pct(double p) { return fmt::format("{:.1f}%", 100 * p); }

// "the Knights'" or "the Witch team's", as far as the viewer knows; "your side's" when unsure.
std::string side_name(const Advice& a) {
  if (a.viewer_witch_team == 0.0) return "the Knights'";
  if (a.viewer_witch_team == 1.0) return "the Witch team's";
  return "your side's";
}

// Which side the viewer is on (rules.md: the Witch and whoever saw her are the Witch team).
std::string side_line(const Advice& a) {
  if (a.viewer_witch_team == 0.0) return "You are on the Knights team.\n";
  if (a.viewer_witch_team == 1.0) return "You are on the Witch team.\n";
  return fmt::format(
      "You are on the Witch team with probability {} (the record does not state all your tiles); advice is for "
      "your side in each case.\n",
      pct(a.viewer_witch_team));
}

// Returns "Ann", "Ann and Ben", "Ann, Ben and Cat".
std::string names_list(const Record& r, const std::vector<int>& players) {
  std::string out;
  for (std::size_t i = 0; i < players.size(); ++i)
    out += (i == 0 ? "" : i + 1 == players.size() ? " and " : ", ") + r.players[players[i]];
  return out;
}

// What the viewer has done and whom they are waiting for.
std::string waiting_line(const Record& r, const Advice& a) {
  const Phase phase = *a.waiting_for;
  if (phase == Phase::captain)
    return fmt::format("Waiting for the Captain, {}, to ask the last question.\n", names_list(r, a.waiting_on));
  const std::string done = phase == Phase::search ? "inspected" : phase == Phase::question ? "asked" : "voted";
  const std::string move = phase == Phase::search ? "inspect" : phase == Phase::question ? "ask" : "vote";
  // Everyone has made the move (possible only with --phase naming a finished phase): nobody to wait for.
  std::string line = a.waiting_on.empty()
                         ? fmt::format("You have {}, and so has everyone: the {} phase is over.", done, phase_name(phase))
                         : fmt::format("You have {}; waiting for {} to {}.", done, names_list(r, a.waiting_on), move);
  if (a.phase != phase) line += fmt::format(" Your next decision: the {} phase, below.", phase_name(a.phase));
  return line + "\n";
}

// The question table: one row a question, or, when that is too wide for the screen, the
// question on a line of its own and its numbers on the next.
std::string question_table(const Record& r, const Advice& a, const TextLayout& layout) {
  const std::string& asker = r.players[a.asker];
  std::vector<std::string> questions, numbers;
  for (const auto& q : a.questions) {
    questions.push_back(fmt::format("ask {} {} \"{}\"", asker, r.players[q.answerer], q.predicate));
    numbers.push_back(fmt::format("{:>6} {:>8} {:>8} {:>9} {:>7} {:>6.3f}", pct(q.p_yes), pct(q.win_if_yes),
                                  pct(q.win_if_no), pct(q.expected_win),
                                  fmt::format("{:+.1f}", 100 * (q.expected_win - a.win_now)), q.info_bits));
  }
  std::string wide =
      fmt::format("  {:>3}  {:<40} {:>6} {:>8} {:>8} {:>9} {:>7} {:>6}\n", "", "question (as you would record it)",
                  "P(yes)", "win|yes", "win|no", "expected", "gain", "bits");
  std::size_t widest = display_width(wide) - 1;
  for (std::size_t i = 0; i < a.questions.size(); ++i) {
    const std::string row = fmt::format("  {:>2}.  {:<40} {}{}", i + 1, questions[i], numbers[i],
                                        a.questions[i].liar_test ? "  liar test" : "");
    widest = std::max(widest, display_width(row));
    wide += strong(row, layout.color && i == 0) + "\n";
  }
  if (!layout.too_wide(widest)) return wide;
  std::string o =
      fmt::format("  {:>3}  {}\n  {:>3}  {:>6} {:>7} {:>7} {:>8} {:>6} {:>6}\n", "",
                  "question (as you would record it)", "", "P(yes)", "win|yes", "win|no", "expected", "gain", "bits");
  for (std::size_t i = 0; i < a.questions.size(); ++i) {
    const auto& q = a.questions[i];
    o += strong(fmt::format("  {:>2}.  {}{}", i + 1, questions[i], q.liar_test ? "  liar test" : ""),
                layout.color && i == 0) +
         "\n";
    o += fmt::format("  {:>3}  {:>6} {:>7} {:>7} {:>8} {:>6} {:>6.3f}\n", "", pct(q.p_yes), pct(q.win_if_yes),
                     pct(q.win_if_no), pct(q.expected_win), fmt::format("{:+.1f}", 100 * (q.expected_win - a.win_now)),
                     q.info_bits);
  }
  return o;
}

std::string advice_body(const Record& r, const Advice& a, const TextLayout& layout) {
  const std::string& me = r.players[a.adviser];
  std::string o;
  o += fmt::format("Advice for {} ({} phase), {} with {} players\n", me, phase_name(a.phase), r.variant->name,
                   r.player_count());
  o += side_line(a);
  for (const auto& note : a.notes) o += "Note: " + note + "\n";
  if (a.waiting_for) o += waiting_line(r, a);
  o += fmt::format("Right now the best arrangement is right with probability {}.\n", pct(a.win_now));
  if (a.phase == Phase::captain && a.captain_witch_team > 0) {
    const std::string& captain = r.players[a.asker];
    o +=
        a.captain_witch_team == 1.0
            ? fmt::format("The Captain, {}, is on the Witch team: the Witch team has already won, whatever is asked.\n",
                          captain)
            : fmt::format(
                  "The Captain, {}, is on the Witch team with probability {}: then the Witch team has already "
                  "won.\n",
                  captain, pct(a.captain_witch_team));
  }
  o += "\n";
  if (a.waiting_for && a.phase == *a.waiting_for) {
    o += a.waiting_on.empty() ? fmt::format("{} has nothing to decide in this phase.\n", me)
                              : fmt::format("{} has nothing to decide until then.\n", me);
    return o;
  }
  switch (a.phase) {
    case Phase::captain:
    case Phase::question: {
      const bool captain = a.phase == Phase::captain;
      const std::string& asker = r.players[a.asker];
      o += captain ? fmt::format(
                         "The Captain's additional question, ranked by the chance to win after it "
                         "({} distinct questions {} may ask):\n",
                         a.candidates, asker)
                   : a.ranked_for_witch_team
                         ? fmt::format(
                               "Questions for {} to ask, ranked for the Witch team: the Knights' expected chance after "
                               "the answer, lowest first ({} distinct legal questions):\n",
                               asker, a.candidates)
                         : fmt::format(
                               "Questions for {} to ask, ranked for the Knights by what the answer tells about the "
                               "winning arrangement ({} distinct legal questions):\n",
                               asker, a.candidates);
      o += question_table(r, a, layout);
      if (a.questions.empty()) o += fmt::format("  {} has no legal question to ask.\n", asker);
      o += paragraph(
          "\nP(yes): the chance of a yes; win|yes, win|no: the chance the best arrangement after that answer is\n"
          "right; expected: averaged over the answers; gain: expected minus now, in points; bits: information\n"
          "about the winning arrangement.\n",
          layout.width);
      if (std::any_of(a.questions.begin(), a.questions.end(), [](const QuestionAdvice& q) { return q.liar_test; }))
        o += "liar test: the asker can already deduce the truthful answer; the question only tests for a lie.\n";
      break;
    }
    case Phase::search: {
      o += fmt::format("Where {} could look, ranked by the chance to win as Captain after seeing it:\n", me);
      // Each position as the line to add to the record once looked (as the questions are).
      std::vector<std::string> looks;
      std::size_t widest = display_width("add to the record");
      for (const auto& x : a.inspections) {
        looks.push_back(fmt::format("look {} {}", me, r.position_name(x.position)));
        widest = std::max(widest, display_width(looks.back()));
      }
      o += fmt::format("  {:>3}  {:<{}} {:>9} {:>6}\n", "", "add to the record", widest, "expected", "bits");
      for (std::size_t i = 0; i < a.inspections.size(); ++i) {
        const auto& x = a.inspections[i];
        o += strong(fmt::format("  {:>2}.  {:<{}} {:>9} {:>6.3f}", i + 1, looks[i], widest, pct(x.expected_win),
                                x.info_bits),
                    layout.color && i == 0) +
             "\n";
      }
      if (a.inspections.empty()) o += fmt::format("  {} has already inspected every tile the rules allow.\n", me);
      o += paragraph(
          "\nexpected: the chance to lay the right arrangement as Captain after seeing the tile (seeing the Witch\n"
          "bewitches you: that counts as a loss); bits: information about the winning arrangement. Once you\n"
          "have looked, add what you saw too: tile POSITION VALUE.\n",
          layout.width);
      break;
    }
    case Phase::vote: {
      o += fmt::format("Whom {} could recommend, ranked by {} chance to win with that Captain:\n", me, side_name(a));
      // Each Captain as the line to add to the record once recommended (as the questions are).
      o += fmt::format("  {:>3}  {:<24} {:>7}\n", "", "add to the record", "win");
      for (std::size_t i = 0; i < a.captains.size(); ++i)
        o += strong(fmt::format("  {:>2}.  {:<24} {:>7}", i + 1,
                                fmt::format("vote {} {}", me, r.players[a.captains[i].player]),
                                pct(a.captains[i].win)),
                    layout.color && i == 0) +
             "\n";
      o += paragraph(
          "\nEach Captain lays the best arrangement for what they know (their own tile, the tiles they inspected\n"
          "and the public record), one of the tied best at random; a Captain on the Witch team wins at once\n"
          "for the Witch team.\n",
          layout.width);
      break;
    }
    case Phase::answer: {
      o += fmt::format("{} asks {} a question. {}'s answers, ranked by {} chance to win after each:\n",
                       r.players[a.asker], me, me, side_name(a));
      for (std::size_t i = 0; i < a.answers.size(); ++i) {
        const auto& x = a.answers[i];
        o += strong(fmt::format("  {:>2}.  {:<4} {:>7}   (true with probability {})", i + 1, x.answer ? "yes" : "no",
                                pct(x.win), pct(x.p_true)),
                    layout.color && i == 0) +
             "\n";
      }
      o += paragraph(
          "\nAfter the answer, the Knights win when the arrangement the public record then favours is the right\n"
          "one (tied favourites split evenly). A Knight always tells the truth; the Witch team may lie.\n",
          layout.width);
      break;
    }
  }
  return o;
}

}  // namespace

std::string advice_text(const Record& r, const Advice& a, const TextLayout& layout) {
  // What is still too wide after the tables chose their layout is prose, or a list row: wrapped,
  // a row's continuation indented further.
  return wrap(advice_body(r, a, layout), layout.width, 2);
}

}  // namespace skb::cli::seven_knights
