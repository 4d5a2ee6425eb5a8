#include "cli/mutiny/advise_command.h"

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/help.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "solver/mutiny/advice.h"
#include "solver/core/error.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/rules.h"

namespace skb::cli::mutiny {

namespace sm = skb::mutiny;

namespace {

constexpr std::string_view kAdviseCommand = "skb mutiny advise";

// Throws the record error of a record that leaves its viewer no decision, in the form every
// game's advise uses (errors.h).
[[noreturn]] void no_decision(const sm::Record& record, const sm::NoDecision& e) {
  switch (e.why()) {
    case sm::NoDecision::Why::no_viewer:
      throw_no_viewer(record.file);
    case sm::NoDecision::Why::game_over:
      throw_game_over(record.file);
    case sm::NoDecision::Why::another_player:
      break;
  }
  throw_not_your_turn(record.file, record.name(*e.actor()), record.name(*record.view),
                      sm::rule_of(e.phase()).name);
}

// The JSON of the advice: the viewer, the decision, the profile and model, each option with the
// line to add to the record, its chance in words, as a number and exact; the provenance.
std::string advice_json(const sm::Record& record, const sm::Advice& advice, const std::string& profile,
                        const Model& model, double seconds) {
  std::string o = fmt::format(
      "{{\"record\": {}, \"viewer\": {}, \"decision\": {}, \"profile\": {}, \"model\": {}, \"tremble\": {}, "
      "\"options\": [\n",
      json_string(record.file), json_string(record.name(advice.viewer)), json_string(sm::phase_name(advice.phase)),
      json_string(profile), model.name.empty() ? "null" : json_string(model.name),
      model.name.empty() ? "null" : json_number(model.tremble));
  for (std::size_t k = 0; k < advice.options.size(); ++k) {
    const sm::AdvisedOption& x = advice.options[k];
    o += fmt::format("  {{\"statement\": {}, \"option\": {}, \"win\": {}, \"win_exact\": {}}}{}\n",
                     json_string(x.statement), json_string(sm::action_words(record, x.action)),
                     json_number(fraction_to_double(x.win)), json_string(fraction_text(x.win)),
                     k + 1 < advice.options.size() ? "," : "");
  }
  return o + "], " + provenance_json(seconds) + "}\n";
}

// Whether the viewer's vote, written alone, would leave the record stopping inside a vote with
// earlier votes missing (the reader refuses that: a record that stops inside a vote holds the
// votes cast so far, in casting order). Advise draws those unseen votes from the profile; the
// player writes them, as shown at the table, with their own.
bool needs_earlier_votes(const sm::Record& record, const sm::Advice& advice) {
  if (advice.phase != sm::Phase::innocence_vote && advice.phase != sm::Phase::guilt_vote) return false;
  for (const sm::AdvisedOption& x : advice.options) {
    if (x.statement.empty() || x.statement.front() == '(') continue;
    try {
      sm::read_record(sm::write_record(record) + x.statement + "\n", record.file);
      return false;
    } catch (const RecordError&) {
      return true;
    }
  }
  return false;
}

// The text of the advice: the decision and whose side the chances are for, then a row an
// option, best first: its chance, the line to add to the record and the option in words. When a
// row is wider than the screen, the option in words goes on a line of its own, under the line to
// add (rather than wrapped in a column a few letters wide).
std::string advice_text(const sm::Record& record, const sm::Advice& advice, const std::string& profile,
                        const TextLayout& layout) {
  std::string o = fmt::format("{}'s decision: {} (everyone then plays {})\n", record.name(advice.viewer),
                              sm::phase_name(advice.phase), profile);
  std::size_t widest = 0;
  for (const sm::AdvisedOption& x : advice.options) widest = std::max(widest, display_width(x.statement));
  std::vector<std::string> words;
  bool fits = true;
  for (const sm::AdvisedOption& x : advice.options) {
    // The exact fraction where it is short enough to read (--json always has it).
    const std::string exact = fraction_text(x.win);
    words.push_back(sm::action_words(record, x.action) + (exact.size() <= 24 ? "  (" + exact + ")" : ""));
    fits = fits && !layout.too_wide(2 + 6 + 2 + widest + 2 + display_width(words.back()));
  }
  o += fits ? fmt::format("  {:>6}  {:<{}}  {}\n", "wins", "add to the record", widest, "the option")
            : fmt::format("  {:>6}  {}\n", "wins", "add to the record, then the option");
  for (std::size_t k = 0; k < advice.options.size(); ++k) {
    const sm::AdvisedOption& x = advice.options[k];
    const std::string row =
        fits ? fmt::format("  {:6.4f}  {:<{}}  {}", fraction_to_double(x.win), x.statement, widest, words[k])
             : fmt::format("  {:6.4f}  {}\n{:10}{}", fraction_to_double(x.win), x.statement, "", words[k]);
    o += strong(row, layout.color && k == 0) + "\n";
  }
  // The key, in two lines on a wide screen, reflowed as one paragraph on a narrower one.
  const std::string key =
      "wins: the chance that your side wins (the crew, or the Mutineer's side for the Mutineer and a sworn\n"
      "Chaplain) if you take the option; add to the record: the line to write once you have.\n";
  const std::string note =
      needs_earlier_votes(record, advice)
          ? "The votes cast before yours are not in the record (advise drew them from the profile): once\n"
            "the votes are shown, write them with yours (a record that stops inside a vote holds the votes\n"
            "cast so far, in casting order).\n"
          : "";
  // A player with two votes (the Helmsman's innocence votes, the condemned player's guilt votes)
  // decides the first here; the line ends with "..." for the second, written on the same line.
  const bool two_votes = std::any_of(advice.options.begin(), advice.options.end(), [](const sm::AdvisedOption& x) {
    return x.statement.size() > 4 && x.statement.compare(x.statement.size() - 4, 4, " ...") == 0;
  });
  const std::string second = two_votes ? "...: your second vote, written on the same line once you have cast it (the "
                                          "options here are your first).\n"
                                        : "";
  return wrap(o, layout.width, 8) + paragraph(key, layout.width) + paragraph(second, layout.width) +
         paragraph(note, layout.width);
}

}  // namespace

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& s) {
  auto* cmd = group.add_subcommand(
      "advise",
      "Advise the viewer of a Mutiny record on their next decision: every legal option, ranked by the exact "
      "probability that the viewer's side wins if they take it and everyone then plays a profile.");
  add_record_options(*cmd, s.record);
  std::vector<std::string> names;
  for (const std::string_view name : sm::profile_names()) names.emplace_back(name);
  help_value(
      choices(cmd->add_option("--profile", s.profile,
                              fmt::format("How everyone (the viewer too) plays from the decision on: {} (default: "
                                          "equilibrium, built into skb for 4, 5 and 6 players; with 6 its Chaplain "
                                          "never forgives and its Navigator names nobody)",
                                          profile_list())),
              names, "profile"),
      "PROFILE");
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON ({}) instead of the table", doc_path("mutiny/json-output.md")));
  add_color_options(*cmd, s.color, "Mark the best option in bold");
  cmd->footer(
      "\nThe worlds are weighed as `skb mutiny solve` weighs them. In each, the record is played to its end;\n"
      "votes that others cast in the same vote before the viewer (unseen: votes are simultaneous) are drawn\n"
      "from the profile. Each option is then taken and the game played out under the profile, every\n"
      "Mutineer, random choice and tie enumerated: the values are exact fractions. The viewer's side is the\n"
      "crew, or the Mutineer's side for the Mutineer and a sworn Chaplain. Each option is shown as the line\n"
      "to add to the record once taken (condemn Cat Ann); a player with two votes decides the first (its\n"
      "line ends with '...' for the second), and when votes cast before the viewer's are not in the record,\n"
      "the report says to write them with the viewer's own once shown.\n\n"
      "Examples:\n"
      "  skb mutiny advise examples/mutiny/advise/boatswain-waits.mutiny\n"
      "  skb mutiny advise game.mutiny --view Ben --profile random --json\n"
      "  skb mutiny advise < game.mutiny          (no FILE: the record is read from standard input)\n\n" +
      exit_statuses({{kExitOk, "advised"},
                     {kExitBadInput,
                      "the record cannot be read or breaks the rules, a bad option, or no decision "
                      "of the viewer's is next (no viewer, the game over, or another player's turn)"},
                     {kExitContradiction, "no world satisfies the record"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string advise_output(const AdviseSettings& s, const Stopwatch& stopwatch) {
  const sm::Record record = load_record(s.record, kAdviseCommand);
  const std::string profile_name = !s.profile.empty()                           ? s.profile
                                   : sm::has_equilibrium(record.player_count()) ? "equilibrium"
                                                                                : "honest";
  const std::unique_ptr<sm::Profile> profile =
      profile_option(profile_name, record.player_count(), "--profile", kAdviseCommand);
  const Model model = model_option(s.record, record.player_count(), kAdviseCommand);
  sm::Advice advice;
  try {
    advice = sm::advise(record, {profile.get(), model.profile.get(), model.tremble});
  } catch (const sm::NoDecision& e) {
    no_decision(record, e);
  }
  if (s.json) return advice_json(record, advice, profile_name, model, stopwatch.seconds());
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return advice_text(record, advice, profile_name, layout);
}

int run_advise(const AdviseSettings& s) {
  const Stopwatch stopwatch;
  std::cout << advise_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::mutiny
