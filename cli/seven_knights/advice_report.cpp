#include "cli/seven_knights/advice_report.h"

#include <fmt/format.h>

#include "cli/seven_knights/json_report.h"

namespace skb::cli {

std::string advice_json(const Record& r, const Advice& a) {
  std::string o = "{\n";
  o += fmt::format("  \"phase\": {},\n", json_string(phase_name(a.phase)));
  o += fmt::format("  \"adviser\": {},\n", json_string(r.players[a.adviser]));
  o += fmt::format("  \"win_now\": {}", json_number(a.win_now));
  if (a.phase == Phase::question || a.phase == Phase::captain) {
    o += ",\n  \"questions\": [";
    for (std::size_t i = 0; i < a.questions.size(); ++i) {
      const auto& q = a.questions[i];
      o += fmt::format(
          "{}\n    {{\"answerer\": {}, \"predicate\": {}, \"p_yes\": {}, \"win_if_yes\": {}, \"win_if_no\": {}, "
          "\"expected_win\": {}, \"info_bits\": {}}}",
          i ? "," : "", json_string(r.players[q.answerer]), json_string(q.predicate), json_number(q.p_yes),
          json_number(q.win_if_yes), json_number(q.win_if_no), json_number(q.expected_win), json_number(q.info_bits));
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
  return o + "\n}\n";
}

namespace {

std::string pct(double p) { return fmt::format("{:.1f}%", 100 * p); }

}  // namespace

std::string advice_text(const Record& r, const Advice& a) {
  const std::string& me = r.players[a.adviser];
  std::string o;
  o += fmt::format("Advice for {} ({} phase), {} with {} players\n", me, phase_name(a.phase), r.variant->name,
                   r.player_count());
  o += fmt::format("Right now the best arrangement is right with probability {}.\n\n", pct(a.win_now));
  switch (a.phase) {
    case Phase::captain:
    case Phase::question: {
      const bool captain = a.phase == Phase::captain;
      const std::string& asker = r.players[a.asker];
      o += captain ? fmt::format(
                         "The Captain's additional question, ranked by the chance to win after it "
                         "({} distinct questions {} may ask):\n",
                         a.candidates, asker)
                   : fmt::format(
                         "Questions for {} to ask, ranked by what the answer tells about the winning "
                         "arrangement ({} distinct legal questions):\n",
                         asker, a.candidates);
      o += fmt::format("  {:>3}  {:<40} {:>6} {:>8} {:>8} {:>9} {:>7} {:>6}\n", "", "question (as you would record it)",
                       "P(yes)", "win|yes", "win|no", "expected", "gain", "bits");
      for (std::size_t i = 0; i < a.questions.size(); ++i) {
        const auto& q = a.questions[i];
        std::string line = fmt::format("ask {} {} \"{}\"", asker, r.players[q.answerer], q.predicate);
        o += fmt::format("  {:>2}.  {:<40} {:>6} {:>8} {:>8} {:>9} {:>7} {:>6.3f}\n", i + 1, line, pct(q.p_yes),
                         pct(q.win_if_yes), pct(q.win_if_no), pct(q.expected_win),
                         fmt::format("{:+.1f}", 100 * (q.expected_win - a.win_now)), q.info_bits);
      }
      if (a.questions.empty()) o += fmt::format("  {} has no legal question to ask.\n", asker);
      o += "\nP(yes): the chance of a yes; win|yes, win|no: the chance the best arrangement after that answer is\n"
           "right; expected: averaged over the answers; gain: expected minus now, in points; bits: information\n"
           "about the winning arrangement.\n";
      break;
    }
    case Phase::search: {
      o += fmt::format("Where {} could look, ranked by the chance to win as Captain after seeing it:\n", me);
      o += fmt::format("  {:>3}  {:<10} {:>9} {:>6}\n", "", "position", "expected", "bits");
      for (std::size_t i = 0; i < a.inspections.size(); ++i) {
        const auto& x = a.inspections[i];
        o += fmt::format("  {:>2}.  {:<10} {:>9} {:>6.3f}\n", i + 1, r.position_name(x.position), pct(x.expected_win),
                         x.info_bits);
      }
      if (a.inspections.empty()) o += fmt::format("  {} has already inspected every tile the rules allow.\n", me);
      o += "\nexpected: the chance to lay the right arrangement as Captain after seeing the tile (seeing the Witch\n"
           "bewitches you: that counts as a loss); bits: information about the winning arrangement.\n";
      break;
    }
    case Phase::vote: {
      o += fmt::format("Whom {} could recommend, ranked by the Knights' chance to win with that Captain:\n", me);
      for (std::size_t i = 0; i < a.captains.size(); ++i)
        o += fmt::format("  {:>2}.  {:<24} {:>7}\n", i + 1, r.players[a.captains[i].player], pct(a.captains[i].win));
      o += "\nEach Captain lays the best arrangement for what they know (their own tile, the tiles they inspected\n"
           "and the public record); a Captain on the Witch team loses at once.\n";
      break;
    }
  }
  return o;
}

}  // namespace skb::cli
