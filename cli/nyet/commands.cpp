#include "cli/nyet/commands.h"

#include <memory>

#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/nyet/advise_command.h"
#include "cli/nyet/legal_command.h"
#include "cli/nyet/dd_command.h"
#include "cli/nyet/simulate_command.h"
#include "cli/nyet/solve_command.h"
#include "cli/nyet/survey_command.h"

namespace skb::cli::nyet {

void add_commands(CLI::App& parent, Commands& commands) {
  parent.footer(
      "\nNyet! (Stefan Dorra) is a trick-taking game for 2 to 5 players in two teams, whose terms (the first\n"
      "player, the discards, trump and supertrump, the points) are set by vetoes on a board. A .nyet record is\n"
      "what a player, or a spectator, writes down during a round: the players, the dealer, the viewer's hand,\n"
      "the vetoes, the teams, the discards or passes and every trick; or a position (every hand, the terms, the\n"
      "teams and the units so far) to start from.\n\n"
      "Now: 'skb nyet solve' counts the deals consistent with a record and says, for every card the viewer has\n"
      "not seen, how likely each place (another player's hand or discards, the cards set aside) holds it, exactly.\n"
      "'skb nyet dd' gives, when every hand is known, the double-dummy value of the rest of the round, of every\n"
      "card the player to move may play, and a line of best play.\n"
      "'skb nyet advise' gives the viewer, to play a card with the other hands hidden, every legal card's value\n"
      "over the consistent deals (exact when they are few, otherwise over deals drawn uniformly); before the\n"
      "tricks, every legal veto, choice of teams, discard or pass, valued with the greedy rule for the rest of\n"
      "the pre-trick phases and a double-dummy solve of each drawn deal.\n"
      "'skb nyet legal' lists the lines that may come next in a record (vetoes, teams, discards, cards).\n"
      "'skb nyet simulate' plays many whole games with a policy in every seat (random, greedy, pimc) and\n"
      "'skb nyet analyze' sweeps player counts and pairs of policies for the designer.\n"
      "'skb nyet survey' solves random deals double dummy and measures best play: the first player's side's\n"
      "units by its trump length, loot, and the tricks supertrumps take.\n\n"
      "Examples:\n"
      "  skb nyet solve examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet solve game.nyet --json\n"
      "  skb nyet solve < game.nyet\n"
      "  skb nyet dd examples/nyet/position-4p.nyet\n"
      "  skb nyet advise examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet legal examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet simulate --players 4 --games 10000\n"
      "  skb nyet analyze --players 3,4,5 --profiles greedy:random --games 2000\n"
      "  skb nyet survey --players 5 --deals 50 --pre-trick greedy\n\n"
      "Records are described in " +
      doc_path("nyet/record-format.md") + ", the rules as skb models them in " + doc_path("nyet/rules.md") + ".\n\n" +
      exit_statuses({{kExitOk, "done"},
                     {kExitBadInput,
                      "the record cannot be read or breaks the rules, or a bad command line (the "
                      "message names file:line:column)"},
                     {kExitContradiction,
                      "the record contradicts itself (no deal fits: the message names the "
                      "statements)"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted, "a long command (dd, advise, simulate, analyze, survey) interrupted by Ctrl-C or SIGTERM"}}));
  auto solve = std::make_shared<SolveSettings>();
  commands.push_back({add_solve_command(parent, *solve), [solve] { return run_solve(*solve); }});
  auto dd = std::make_shared<DdSettings>();
  commands.push_back({add_dd_command(parent, *dd), [dd] { return run_dd(*dd); }});
  auto advise = std::make_shared<AdviseSettings>();
  commands.push_back({add_advise_command(parent, *advise), [advise] { return run_advise(*advise); }});
  auto legal = std::make_shared<LegalSettings>();
  commands.push_back({add_legal_command(parent, *legal), [legal] { return run_legal(*legal); }});
  auto simulate = std::make_shared<SimulateSettings>();
  commands.push_back({add_simulate_command(parent, *simulate), [simulate] { return run_simulate(*simulate); }});
  auto analyze = std::make_shared<AnalyzeSettings>();
  commands.push_back({add_analyze_command(parent, *analyze), [analyze] { return run_analyze(*analyze); }});
  auto survey = std::make_shared<SurveySettings>();
  commands.push_back({add_survey_command(parent, *survey), [survey] { return run_survey(*survey); }});
}

}  // namespace skb::cli::nyet
