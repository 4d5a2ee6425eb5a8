#include "cli/nyet/advise_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/record_games.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "cli/nyet/decision_report.h"
#include "cli/nyet/json_report.h"
#include "cli/nyet/text_report.h"
#include "solver/core/error.h"
#include "solver/nyet/count_table.h"
#include "solver/nyet/decision_advice.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

namespace sn = skb::nyet;

namespace {

constexpr std::string_view kAdviseCommand = "skb nyet advise";
// The most --budget and --max-nodes allow.
constexpr std::uint64_t kAdviseMaxBudget = 1'000'000;
constexpr std::uint64_t kAdviseMaxNodes = 10'000'000'000ULL;

// Returns the phase in words, for "not a card to play" messages.
std::string_view phase_words(sn::Phase p) {
  switch (p) {
    case sn::Phase::veto:
      return "the veto phase";
    case sn::Phase::teams:
      return "the choice of teams";
    case sn::Phase::discard:
      return "the discards (or the pass)";
    case sn::Phase::tricks:
      return "the trick phase";
    case sn::Phase::over:
      break;
  }
  return "the end of the round";
}

// Throws the record error of a record that leaves its viewer no card to play, in the form every
// game's advise uses (errors.h).
[[noreturn]] void no_decision(const sn::Record& r, const sn::NoCardDecision& e) {
  using Why = sn::NoCardDecision::Why;
  switch (e.why()) {
    case Why::no_viewer:  // no --view here: a record gives the hand of its writer only
      throw RecordError({r.file, 0, 0}, "no decision to advise: the record has no viewer (advice is for the player "
                                        "who wrote the record: add 'view NAME' and that player's hand)");
    case Why::round_over:
      throw_game_over(r.file, "the round is over: every card is played");
    case Why::another_player:
    case Why::not_trick_phase:
      break;
  }
  if (r.teams && r.players() == 5 && !r.teams->bonus)
    throw RecordError({r.file, 0, 0}, "no decision to advise: the teams are written without the Bonus card's holder "
                                      "(with 5 players, add 'bonus NAME' after the teams)");
  if (e.actor())
    throw_not_your_turn(r.file, r.table.name(*e.actor()), r.table.name(*r.view),
                        e.phase() == sn::Phase::veto    ? "a veto"
                        : e.phase() == sn::Phase::teams ? "the choice of teams"
                                                        : "a card to play");
  throw RecordError({r.file, 0, 0},
                    fmt::format("no decision to advise: the round is in {}{}, and {} has no decision to make there",
                                phase_words(e.phase()),
                                e.actor() ? fmt::format(" ({} to act)", r.table.name(*e.actor())) : std::string(),
                                r.table.name(*r.view)));
}

std::string advice_value(double v) { return fmt::format("{:+.3f}", std::abs(v) < 5e-10 ? 0.0 : v); }

// Returns the exact value as a fraction in lowest terms ("7/3", "-1", "0").
std::string exact_text(const sn::CardAdvice& c) {
  mpq_class q(c.numerator, c.denominator);
  q.canonicalize();
  return q.get_str();
}

// The team of the viewer, by name, and the other.
// Returns the record's trick line once the viewer plays `kind`: the trick in progress with the
// card at its end, or a new trick led by the viewer ("trick Dan Y1 G4", "trick Ann G4").
std::string trick_line(const sn::Replay& replay, sn::Kind kind) {
  const sn::TrickPlay& t = replay.tricks();
  std::string line = "trick " + replay.record().table.name(t.leader());
  for (const sn::Card c : t.current()) line += " " + sn::kind_text(sn::kind_of(c));
  return line + " " + sn::kind_text(kind);
}

sn::SeatSet viewer_team(const sn::Replay& replay, sn::Seat s) { return replay.teams_chosen()->side_of(s, replay.players()); }

// The lines on the uncertainty: exact, or whether the budget separated the best card.
std::string method_note(const sn::Advice& a, std::uint64_t budget) {
  if (a.cards.size() == 1) return "Only one card may be played.\n";
  if (a.exact) {
    const std::size_t tied = static_cast<std::size_t>(
        std::count_if(a.cards.begin(), a.cards.end(), [](const sn::CardAdvice& c) { return c.tied_with_best; }));
    return tied == 0 ? "Exact: the best card is better than every other.\n"
                     : fmt::format("Exact: (tied) marks {} {} exactly as good as the best.\n", tied,
                                   tied == 1 ? "card" : "cards");
  }
  if (a.separated)
    return "The best card's value is more than 2 standard errors of the difference ahead of every other card's.\n";
  std::string o = "(tied): within 2 standard errors of the difference from the best card's value: the deals drawn "
                  "cannot tell it from the best.";
  if (a.cancelled)
    o += " Interrupted before the budget was spent.";
  else
    o += fmt::format(" The budget ({} deals) could not separate them; a larger --budget may.", budget);
  return o + "\n";
}

std::string advice_text(const sn::Replay& replay, const sn::Advice& a, const AdviseSettings& s,
                        const TextLayout& layout) {
  const sn::Table& t = replay.record().table;
  const sn::SeatSet team = viewer_team(replay, a.viewer), others = team.complement(t.players());
  std::string o = round_text(replay);
  o += fmt::format("\nAdvice: {} to {}; {} consistent deal{}, ", t.name(a.viewer),
                   replay.tricks().current().empty() ? "lead" : "play", thousands(a.deals.get_str()),
                   a.deals == 1 ? "" : "s");
  if (a.exact)
    o += fmt::format("every one solved (exact: {} distinct up to the copies of the 1s)\n", a.outcomes);
  else
    o += fmt::format("{} drawn uniformly and solved ({} round{}; budget {}, seed {})\n", a.draws, a.rounds,
                     a.rounds == 1 ? "" : "s", s.budget, s.seed);
  o += fmt::format("Value: the mean double-dummy value over the deals: the units taken from here to the end of "
                   "the round by {} minus those taken by {}{}\n",
                   t.names_of(team), t.names_of(others),
                   replay.terms()->points < 0 ? ", negated: at -2 points each team plays to take as few units as it can"
                                              : "");
  std::size_t width = 0;
  for (const sn::CardAdvice& c : a.cards) width = std::max(width, trick_line(replay, c.kind).size());
  o += fmt::format("\n  {:<{}}  Card     Value  {}\n", "Record line", width, a.exact ? "Exact" : "    se");
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    const sn::CardAdvice& c = a.cards[i];
    const std::string line = fmt::format("{:<{}}  ", trick_line(replay, c.kind), width);
    const std::string row =
        a.exact ? fmt::format("  {}{:<5}{:>9}  {}{}", line, sn::kind_text(c.kind), advice_value(c.value),
                              exact_text(c), c.tied_with_best ? "  (tied)" : i == 0 ? "  best" : "")
                : fmt::format("  {}{:<5}{:>9}{:>8.3f}{}", line, sn::kind_text(c.kind), advice_value(c.value), c.error,
                              c.tied_with_best ? "  (tied)" : i == 0 ? "  best" : "");
    o += strong(row, layout.color && (i == 0 || c.tied_with_best)) + "\n";
  }
  o += replay.tricks().current().empty()
           ? "Record line: the line to add once the card is led.\n"
           : "Record line: the last trick line as it reads once the card is played.\n";
  o += "\n" + method_note(a, s.budget);
  if (a.played_out > 0)
    o += fmt::format(
        "Played out: in {} of the {} deals drawn a double-dummy solve passed --max-nodes ({}), and each card's value "
        "there is that of the round played out by the greedy rule, not best play.\n",
        a.played_out, a.draws, s.max_nodes);
  return wrap(o, layout.width, 2);
}

std::string advice_json(const sn::Replay& replay, const sn::Advice& a, const AdviseSettings& s, double seconds) {
  const sn::Table& t = replay.record().table;
  std::vector<std::string> team;
  const sn::SeatSet side = viewer_team(replay, a.viewer);
  for (int i = 0; i < t.players(); ++i)
    if (side.contains(sn::Seat(i))) team.push_back(t.name(sn::Seat(i)));
  std::vector<std::string> cards;
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    const sn::CardAdvice& c = a.cards[i];
    cards.push_back(fmt::format("{{\"card\": \"{}\", \"line\": {}, \"value\": {}, \"se\": {}, \"exact\": {}, "
                                "\"best\": {}, \"tied_with_best\": {}}}",
                                sn::kind_text(c.kind), json_string(trick_line(replay, c.kind)), json_number(c.value),
                                json_number(c.error),
                                a.exact ? json_string(exact_text(c)) : "null", i == 0, c.tied_with_best));
  }
  std::string o = "{\n" + round_json(replay);
  o += "  \"advice\": {\n";
  o += fmt::format("    \"viewer\": {},\n", json_string(t.name(a.viewer)));
  o += fmt::format("    \"team\": {},\n", json_string_array(team));
  o += fmt::format("    \"negated\": {},\n", replay.terms()->points < 0);
  o += fmt::format("    \"deals\": {},\n", json_string(a.deals.get_str()));
  o += fmt::format("    \"method\": {},\n", json_string(a.exact ? "exact" : "sampled"));
  o += fmt::format("    \"outcomes\": {},\n", a.outcomes);
  o += fmt::format("    \"draws\": {},\n", a.draws);
  o += fmt::format("    \"rounds\": {},\n", a.rounds);
  o += fmt::format("    \"budget\": {},\n", s.budget);
  o += fmt::format("    \"seed\": {},\n", s.seed);
  o += fmt::format("    \"separated\": {},\n", a.separated);
  o += fmt::format("    \"budget_spent\": {},\n", a.budget_spent);
  o += fmt::format("    \"cancelled\": {},\n", a.cancelled);
  o += fmt::format("    \"max_nodes\": {},\n", s.max_nodes);
  o += fmt::format("    \"played_out\": {},\n", a.played_out);
  o += fmt::format("    \"cards\": [\n      {}\n    ]\n", fmt::join(cards, ",\n      "));
  o += "  },\n";
  o += fmt::format("  {}\n", provenance_json(seconds));
  return o + "}\n";
}

// Progress on a terminal's standard error: the solves so far, every 0.1 s after the first half
// second; none unless `shown` (not for `skb serve`).
class Progress {
 public:
  Progress(const Stopwatch& clock, std::string_view what, bool shown)
      : clock_(clock), what_(what), terminal_(shown && ::isatty(STDERR_FILENO) == 1) {}
  void show(std::uint64_t done) {
    const double now = clock_.seconds();
    if (!terminal_ || now < 0.5 || now - last_ < 0.1) return;
    last_ = now;
    shown_ = true;
    std::cerr << fmt::format("\r{}: {} {}, {:.0f} s   ", kAdviseCommand, done, what_, now) << std::flush;
  }
  // Ends the progress line (before a message).
  void end() const {
    if (shown_) std::cerr << "\n";
  }
  // Clears the progress line (before the report).
  void clear() const {
    if (shown_) std::cerr << "\r" << std::string(60, ' ') << "\r";
  }

 private:
  const Stopwatch& clock_;
  std::string_view what_;
  bool terminal_;
  bool shown_ = false;
  double last_ = 0;
};

// Runs the advice on a decision before the tricks (decision_advice.h) and prints its report.
// The advice on a decision before the tricks, as advise_output says.
CommandOutput decision_output(const AdviseSettings& s, const sn::Record& record, const sn::Replay& replay, int threads,
                              const std::atomic<bool>* cancel, const Stopwatch& stopwatch) {
  DecisionReportSettings report{s.budget == 0 ? sn::kDefaultDecisionBudget : s.budget, s.seed,
                                s.max_nodes == 0 ? sn::kDefaultDecisionNodeLimit : s.max_nodes};
  sn::DecisionAdviceOptions options;
  options.budget = report.budget;
  options.seed = s.seed;
  options.threads = threads;
  options.node_limit = report.max_nodes;
  Progress progress(stopwatch, "solves", cancel == nullptr);
  options.progress = [&](std::uint64_t solved) { progress.show(solved); };
  std::optional<InterruptGuard> guard;
  if (cancel == nullptr) guard.emplace();
  options.cancel = cancel != nullptr ? cancel : interrupt_flag();
  sn::DecisionAdvice advice;
  try {
    advice = sn::advise_decision(replay, options);
  } catch (const sn::NoCardDecision& e) {
    no_decision(record, e);
  } catch (const sn::CountTooLarge& e) {
    throw RecordError({record.file, 0, 0}, std::string("cannot count this record's deals: ") + e.what());
  } catch (const Cancelled&) {
    progress.end();
    return {"", fmt::format("{}: interrupted before a round of deals was finished; no report\n", kAdviseCommand),
            kExitInterrupted};
  }
  progress.clear();
  CommandOutput out;
  out.status = advice.cancelled ? kExitInterrupted : kExitOk;
  if (advice.cancelled)
    out.note = fmt::format("{}: interrupted: the report is of the first {} deals drawn\n", kAdviseCommand, advice.draws);
  if (s.json) {
    out.text = decision_json(replay, advice, report, stopwatch.seconds());
    return out;
  }
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  out.text = decision_text(replay, advice, report, layout);
  return out;
}

}  // namespace

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& s) {
  auto* cmd = group.add_subcommand(
      "advise",
      "What to do: for the viewer of a record, to veto, choose the teams, discard, pass or play a card, every legal "
      "option with its value over the deals consistent with what the viewer knows, best first.");
  add_record_file(*cmd, s.file, ".nyet");
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("nyet/json-output.md")));
  add_color_options(*cmd, s.color, "Mark the best cards in bold");
  help_value(cmd->add_option("--budget", s.budget,
                             fmt::format("Deals drawn at most: for a card, when there are more than {} consistent "
                                         "deals (default {}; {} first), before the tricks always (default {}; {} "
                                         "first); then twice as many while the best is tied; at most {}",
                                         sn::kExactDealLimit, sn::kDefaultAdviceBudget, sn::kAdviceFirstRound,
                                         sn::kDefaultDecisionBudget, sn::kDecisionFirstRound, kAdviseMaxBudget))
                 ->check(whole_in("--budget", 1, kAdviseMaxBudget)),
             "N");
  add_seed_option(*cmd, s.seed, "of the deals drawn");
  add_threads_option(*cmd, s.threads);
  cmd->add_option("--max-nodes", s.max_nodes,
                  fmt::format("The node limit of one double-dummy search (default {} for a card, {} before the tricks; at "
                              "most {}): a drawn deal that needs more is played out by the greedy rule instead and "
                              "counted; with every deal listed (exact), the advice fails beyond it",
                              sn::kDefaultCardNodeLimit, sn::kDefaultDecisionNodeLimit, kAdviseMaxNodes))
      ->check(whole_in("--max-nodes", 1, kAdviseMaxNodes));
  cmd->footer(
      "\nThe record is the viewer's ('view NAME'), with the viewer to act.\n\n"
      "A card (the trick phase). A card's value is\n"
      "the mean, over the deals consistent with what the viewer knows (the deals 'skb nyet solve' counts, every\n"
      "deal of the physical cards equally likely), of its double-dummy value: the units the viewer's team takes\n"
      "from here to the end of the round, the trick on the table included, minus the other team's, with every\n"
      "hand known and best play by both teams (negated at -2 points). With at most " +
      std::to_string(sn::kExactDealLimit) +
      " consistent deals every\n"
      "deal is solved and the values are exact fractions. Otherwise deals are drawn uniformly: " +
      std::to_string(sn::kAdviceFirstRound) +
      " first,\n"
      "then twice as many while a card is within 2 standard errors (se) of the difference from the best (marked\n"
      "(tied)), up to --budget; the report says whether the budget separated the best. Every card is valued in\n"
      "the same deals; the same seed gives the same numbers on any number of threads. A drawn deal whose\n"
      "solve passes --max-nodes (full hands at the first tricks) is played out by the greedy rule after each\n"
      "card instead, from the same coins, and the report counts those deals.\n\n"
      "A veto, the teams (and the Bonus), a discard or the pass. Every legal option, written as the record line(s)\n"
      "it adds, is valued over deals drawn uniformly from the consistent ones (" +
      std::to_string(sn::kDecisionFirstRound) + " first, then doubling while tied, up to\n"
      "--budget, default " + std::to_string(sn::kDefaultDecisionBudget) +
      "): the option is made, every later decision before the tricks is made by the\n"
      "greedy rule of thumb (" + doc_path("nyet/players.md") + "), and the deal is solved double dummy from the\n"
      "first lead. Score: the viewer's points for the round on the line of best play (their team's units times\n"
      "the points, doubled for the Bonus holder); options rank by it. Units: the card advice's scale. A deal\n"
      "whose solve passes --max-nodes is played out by the greedy rule for every option, and the report counts\n"
      "those deals. Time: at most options x budget solves of --max-nodes nodes each (a 2-player late veto:\n"
      "about a second; with 3 to 5 players most full deals pass the default limit and are played out, a few\n"
      "seconds; the 4-player first veto: see " + doc_path("nyet/advise.md") + ").\n\n"
      "Examples:\n"
      "  skb nyet advise examples/nyet/ann-mid-round-4p.nyet\n"
      "  skb nyet advise examples/nyet/ben-late-veto-2p.nyet     (a veto)\n"
      "  skb nyet advise game.nyet --budget 1000 --seed 7 --json\n"
      "  skb nyet advise < game.nyet                 (no FILE: the record is read from standard input)\n\n"
      "On a terminal it shows its progress; Ctrl-C stops it, printing the rounds of deals finished (status 130).\n"
      "Advice is described in " + doc_path("nyet/advise.md") + ", records in " + doc_path("nyet/record-format.md") +
      ".\n\n" +
      exit_statuses({{kExitOk, "advised"},
                     {kExitBadInput, "the record cannot be read or breaks the rules (the message names "
                                     "file:line:column), a bad option, a deal needing more than --max-nodes, or no "
                                     "decision for the viewer (no viewer, another player's turn, or the round over)"},
                     {kExitContradiction, "the record contradicts itself: no deal fits it (the message names the "
                                          "statements)"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted, kInterrupted}}));
  return cmd;
}

CommandOutput advise_output(const AdviseSettings& settings, const std::atomic<bool>* cancel, const Stopwatch& stopwatch) {
  const int threads = check_threads(settings.threads, kAdviseCommand);
  const sn::Record record = settings.text ? sn::read_record(*settings.text, settings.text_name) : [&] {
    const std::string path = record_path(settings.file, kAdviseCommand, "game.nyet");
    return read_checking_game(path, "nyet", "advise", [&] { return sn::read_record_file(path); });
  }();
  const sn::Replay replay = sn::Replay::of(record);
  if (sn::has_pre_trick_decision(replay)) return decision_output(settings, record, replay, threads, cancel, stopwatch);
  AdviseSettings s = settings;
  if (s.budget == 0) s.budget = sn::kDefaultAdviceBudget;
  if (s.max_nodes == 0) s.max_nodes = sn::kDefaultCardNodeLimit;
  sn::AdviceOptions options;
  options.budget = s.budget;
  options.seed = s.seed;
  options.threads = threads;
  options.node_limit = s.max_nodes;
  options.play_out_over_limit = true;
  Progress progress(stopwatch, "deals solved", cancel == nullptr);
  options.progress = [&](std::uint64_t solved) { progress.show(solved); };
  std::optional<InterruptGuard> guard;
  if (cancel == nullptr) guard.emplace();
  options.cancel = cancel != nullptr ? cancel : interrupt_flag();
  sn::Advice advice;
  try {
    advice = sn::advise(replay, options);
  } catch (const sn::NoCardDecision& e) {
    no_decision(record, e);
  } catch (const sn::CountTooLarge& e) {
    throw RecordError({record.file, 0, 0}, std::string("cannot count this record's deals: ") + e.what());
  } catch (const Cancelled&) {
    progress.end();
    return {"", fmt::format("{}: interrupted before a round of deals was finished; no report\n", kAdviseCommand),
            kExitInterrupted};
  } catch (const sn::DdLimitReached& e) {
    progress.end();
    throw UsageError(std::string(kAdviseCommand),
                     fmt::format("{}: in one of the deals, {} (--max-nodes); allow more with --max-nodes, up to {}", record.file,
                                 e.what(), kAdviseMaxNodes));
  }
  progress.clear();
  CommandOutput out;
  out.status = advice.cancelled ? kExitInterrupted : kExitOk;
  if (advice.cancelled)
    out.note = fmt::format("{}: interrupted: the report is of the first {} deals drawn\n", kAdviseCommand, advice.draws);
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  out.text = s.json ? advice_json(replay, advice, s, stopwatch.seconds()) : advice_text(replay, advice, s, layout);
  return out;
}

int run_advise(const AdviseSettings& settings) {
  const Stopwatch stopwatch;
  const CommandOutput out = advise_output(settings, nullptr, stopwatch);
  std::cerr << out.note;
  std::cout << out.text;
  return out.status;
}

}  // namespace skb::cli::nyet
