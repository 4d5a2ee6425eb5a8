#include "cli/seven_knights/advise_command.h"

#include <iostream>

#include <CLI/CLI.hpp>

#include <fmt/format.h>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/values.h"
#include "cli/seven_knights/advice_report.h"
#include "solver/seven_knights/advise.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

CLI::App* add_advise_command(CLI::App& app, AdviseSettings& s) {
  auto* cmd = app.add_subcommand(
      "advise",
      "Advise the record's viewer (the record needs 'view NAME', or pass --view): which tile to inspect, which "
      "question to ask, whom to recommend as Captain, or, as Captain, which last question wins the most.");
  add_record_options(*cmd, s.record, "Advise");
  add_json_flag(*cmd, s.json, "Print JSON instead of the table");
  cmd->add_option("--top", s.top, "How many suggestions to list, best first (default 10; at least 1)")
      ->check(at_least_one("--top"));
  help_value(choices(cmd->add_option("--phase", s.phase,
                                     "search, question, vote, captain or answer (default: read from the record: "
                                     "someone has not inspected yet: search; not asked: question; not voted: vote; "
                                     "the Captain has asked fewer than two: captain; answer needs --question)"),
                     {"search", "question", "vote", "captain", "answer"}, "phase"),
             "PHASE");
  help_value(cmd->add_option("--question", s.question,
                  "The question asked of you, as the record would state it without the answer, e.g. "
                  "'ask Ann Cat \"Ben = 3\"' (implies --phase answer): which answer serves your side"),
             "QUESTION");
  add_color_options(*cmd, s.color, "Mark the best suggestion in bold");
  cmd->add_flag("--liar-tests", s.liar_tests,
                "Also list questions whose truthful answer the asker can already deduce (labelled 'liar test': "
                "their only use is to catch a lie)");
  add_threads_option(*cmd, s.threads, "Threads for evaluating candidates (default: all cores); results are the same");
  cmd->footer(
      "\nPhases:\n"
      "  search    for each position you may inspect: the information it gives about the winning arrangement\n"
      "            (bits) and your chance to win as Captain after seeing it, knowing all you would know then\n"
      "            (seeing W, now or earlier, bewitches you: no chance)\n"
      "  question  legal questions ranked by expected information (bits) about the winning arrangement;\n"
      "            questions whose answer you can already deduce only test for liars (--liar-tests lists them)\n"
      "  vote      for each player you may recommend: your side's chance to win with that Captain, who lays\n"
      "            the best arrangement for their own knowledge, a tied best one at random (a Witch-team\n"
      "            Captain wins at once for the Witch team)\n"
      "  captain   the Captain's additional question, ranked by the Knights' expected chance to win after it\n"
      "  answer    your answers to --question, by your side's chance to win after each (a Knight tells the\n"
      "            truth first)\n"
      "Your side: the Knights, or the Witch team when you are the Witch or have seen her (advise says\n"
      "which, or the chance when the record does not state your tiles). When you have already made the\n"
      "phase's move (asked, voted), advise says whom you are waiting for and advises your next decision.\n"
      "Ties: values equal within 1e-12 count as equal, and fall to the next key, then to seat order.\n\n"
      "Examples:\n"
      "  skb advise examples/seven_knights/advise/captain.skb\n"
      "  skb advise game.skb --view Ann --phase vote --json\n"
      "  skb advise game.skb --view Cat --question 'ask Ann Cat \"Ben = 3\"'\n\n"
      "The table fits the screen ($COLUMNS, or the terminal's width): on a narrow one each question's\n"
      "numbers go on the line under it.\n\n" +
      exit_statuses({{kExitOk, "advised"},
                     {kExitBadInput,
                      "the record cannot be read or breaks the rules, a bad option, or no decision "
                      "to advise (no viewer, the round over)"},
                     {kExitContradiction, "no deal satisfies the record"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

std::string advise_output(const AdviseSettings& s, const Stopwatch& stopwatch) {
  Record record = load_record(s.record, "skb advise");
  AdviseOptions options;
  options.top = s.top;
  options.threads = check_threads(s.threads, "skb advise");
  if (s.phase) options.phase = find_phase(*s.phase);
  options.liar_tests = s.liar_tests;
  if (s.question) {
    if (s.phase && *s.phase != "answer")
      throw UsageError("skb advise", fmt::format("--question goes with --phase answer, not --phase {}", *s.phase));
    options.question = *s.question;
    options.phase = Phase::answer;
  }
  Advice advice = advise(record, options);
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return s.json ? advice_json(record, advice, stopwatch.seconds()) : advice_text(record, advice, layout);
}

int run_advise(const AdviseSettings& s) {
  const Stopwatch stopwatch;
  std::cout << advise_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::seven_knights
