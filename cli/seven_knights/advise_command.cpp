#include "cli/seven_knights/advise_command.h"

#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/seven_knights/advice_report.h"
#include "solver/seven_knights/advise.h"

namespace skb::cli {

CLI::App* add_advise_command(CLI::App& app, AdviseSettings& s) {
  auto* cmd = app.add_subcommand(
      "advise",
      "Advise the record's viewer (the record needs 'view NAME', or pass --view): which tile to inspect, which "
      "question to ask, whom to recommend as Captain, or, as Captain, which last question wins the most.");
  add_record_options(*cmd, s.record, "Advise");
  cmd->add_flag("--json", s.json, "Print JSON instead of the table");
  cmd->add_option("--top", s.top, "How many suggestions to list, best first (default 10; at least 1)")
      ->check(at_least_one("--top"));
  cmd->add_option("--phase", s.phase,
                  "search, question, vote or captain (default: read from the record: someone has not inspected "
                  "yet: search; not asked: question; not voted: vote; the Captain has asked fewer than two: captain)")
      ->check(CLI::IsMember({"search", "question", "vote", "captain"}));
  cmd->add_option("--threads", s.threads,
                  "Threads for evaluating candidates (default: all cores); results are the same")
      ->check(at_least_one("--threads"));
  cmd->footer(
      "\nPhases:\n"
      "  search    for each position you may inspect: the information it gives about the winning arrangement\n"
      "            (bits) and your chance to win as Captain after seeing it (seeing W bewitches you)\n"
      "  question  legal questions ranked by expected information (bits) about the winning arrangement\n"
      "  vote      for each player you may recommend: the Knights' chance to win with that Captain, who lays\n"
      "            the best arrangement for their own knowledge (a Witch-team Captain loses at once)\n"
      "  captain   the Captain's additional question, ranked by the Knights' expected chance to win after it\n\n"
      "Examples:\n"
      "  skb advise examples/seven_knights/advise/captain.skb\n"
      "  skb advise game.skb --view Ann --phase vote --json\n\n"
      "Exit status: as for solve (0 ok, 1 internal error, 2 bad input, 3 contradiction).");
  return cmd;
}

int run_advise(const AdviseSettings& s) {
  Record record = load_record(s.record, "skb advise");
  AdviseOptions options;
  options.top = s.top;
  options.threads = s.threads;
  if (s.phase) options.phase = find_phase(*s.phase);
  Advice advice = advise(record, options);
  std::cout << (s.json ? advice_json(record, advice) : advice_text(record, advice));
  return kExitOk;
}

}  // namespace skb::cli
