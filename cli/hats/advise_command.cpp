#include "cli/hats/advise_command.h"

#include <algorithm>
#include <iostream>
#include <optional>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "cli/hats/solve_command.h"
#include "solver/core/error.h"
#include "solver/hats/evidence.h"
#include "solver/hats/playout.h"

namespace skb::cli::hats {

namespace {

constexpr std::string_view kAdviseCommand = "skb hats advise";

}  // namespace

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& s) {
  auto* cmd = group.add_subcommand(
      "advise",
      "Rank every legal move of the viewer, whose turn it is, by the expected final score margin (the viewer's "
      "score minus the best other score) and the chance to win, when everyone then plays a profile.");
  add_record_options(*cmd, s.record);
  help_value(choices(cmd->add_option("--profile", s.profile, "How everyone plays after the move: memory (default) or random"),
                     {"memory", "random"}, "profile"),
             "PROFILE");
  help_value(cmd->add_option("--playouts", s.playouts,
                             fmt::format("Playouts of every move in the first round (default {}, at most 1,000,000): "
                                         "each draws the hidden hats and both piles from the exact posterior and plays "
                                         "the game out",
                                         kDefaultPlayouts))
                 ->check(whole_in("--playouts", 1, 1'000'000)),
             "N");
  help_value(cmd->add_option("--budget", s.budget,
                             fmt::format("Playouts in all (default {}; raised to the first round's if below it): "
                                         "after the first round, the moves still tied with the best get more "
                                         "playouts until the best stands apart or the budget is spent",
                                         kDefaultBudget))
                 ->check(whole_in("--budget", 1, 1'000'000'000)),
             "N");
  add_seed_option(*cmd, s.seed, "of the playouts");
  add_threads_option(*cmd, s.threads);
  help_value(cmd->add_option("--top", s.top, "Show only the best K moves")->check(at_least_one("--top")), "K");
  add_json_flag(*cmd, s.json, fmt::format("Print JSON ({}) instead of the table", doc_path("hats/json-output.md")));
  add_color_options(*cmd, s.color, "Mark the best move in bold");
  cmd->footer(
      "\nEvery playout draws a world (the faces the viewer does not know, both piles) from the exact posterior\n"
      "(without a model of play), plays each legal move in that same world, then plays the game to its end with\n"
      "the profile in every seat, the viewer's included. A move's value is its mean over its playouts, with its\n"
      "standard error (se). Every move gets --playouts playouts; then, round after round, the moves whose margin\n"
      "is within 2 standard errors of the difference from the best's (marked (tied)) get twice as many, until\n"
      "the best stands apart or --budget playouts are spent; the report says which. The same seed gives the\n"
      "same numbers on any number of threads. Each move is shown as the line to add to the record (with what\n"
      "you see, for a look or an open).\n\n"
      "Examples:\n"
      "  skb hats advise examples/hats/advise/forty-turns-4p.hats\n"
      "  skb hats advise game.hats --budget 400000 --seed 7\n"
      "  skb hats advise game.hats --profile random --json\n"
      "  skb hats advise < game.hats          (no FILE: the record is read from standard input)\n\n" +
      exit_statuses({{kExitOk, "advised"},
                     {kExitBadInput,
                      "the record cannot be read or breaks the rules, a bad option, or no decision "
                      "for the viewer (no viewer, the game over, or another player's turn)"},
                     {kExitContradiction, "no hat layout fits the record"},
                     {kExitOutOfMemory, kOutOfMemory},
                     {kExitInterrupted, kInterrupted}}));
  return cmd;
}

namespace {

// The line a move adds to the record, by `player`: "swap Ann 1 2", "look Ann 7" (to which the
// look adds the hat seen), "open Ann 4" (the hat opened, and the new character).
std::string move_statement(const std::string& player, skb::hats::Move m) {
  if (m.kind == skb::hats::MoveKind::swap)
    return fmt::format("{} {} {} {}", skb::hats::move_keyword(m.kind), player, m.first.number(), m.second.number());
  return fmt::format("{} {} {}", skb::hats::move_keyword(m.kind), player, m.first.number());
}

// Returns the report's lines on the playouts' uncertainty: whether the best move stands apart,
// or what the budget could not tell apart.
std::string tie_note(const skb::hats::Advice& advice, std::uint64_t budget) {
  std::size_t tied = 0;
  for (const auto& m : advice.moves) tied += m.tied_with_best ? 1 : 0;
  if (tied == 0)
    return "The best move's margin is more than 2 standard errors of the difference ahead of every other move's.\n";
  std::string o = fmt::format(
      "(tied): within 2 standard errors of the difference from the best move's margin: {} {} the playouts cannot "
      "tell from the best.",
      tied, tied == 1 ? "move" : "moves");
  if (advice.budget_spent)
    o += fmt::format(" The budget ({} playouts) could not separate them: within the playouts' noise they are as "
                     "good as the best; a larger --budget may tell them apart.",
                     budget);
  else if (advice.cancelled)
    o += " Interrupted before the race was over.";
  else
    o += " More --playouts may separate them.";
  return o + "\n";
}

std::string advice_json(const std::string& viewer, const AdviseSettings& s, const skb::hats::Advice& advice,
                        std::size_t shown, double seconds) {
  std::string o = "{\n";
  o += fmt::format("  \"viewer\": {},\n  \"profile\": {},\n  \"playouts\": {},\n  \"budget\": {},\n  \"seed\": {},\n",
                   json_string(viewer), json_string(s.profile), advice.playouts, s.budget, s.seed);
  o += fmt::format("  \"plays\": {},\n  \"rounds\": {},\n  \"budget_spent\": {},\n", advice.plays, advice.rounds,
                   advice.budget_spent ? "true" : "false");
  o += fmt::format("  \"stopped_playouts\": {},\n  \"separated\": {},\n  \"moves\": [\n", advice.stopped,
                   advice.separated ? "true" : "false");
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& m = advice.moves[i];
    o += fmt::format(
        "    {{\"move\": {}, \"statement\": {}, \"playouts\": {}, \"margin\": {}, \"margin_se\": {}, \"win\": {}, "
        "\"win_se\": {}, \"tied_with_best\": {}}}{}\n",
        json_string(skb::hats::move_text(m.move)), json_string(move_statement(viewer, m.move)), m.playouts,
        json_number(m.margin), json_number(m.margin_error), json_number(m.win), json_number(m.win_error),
        m.tied_with_best ? "true" : "false", i + 1 < shown ? "," : "");
  }
  return o + "  ],\n  " + provenance_json(seconds) + "\n}\n";
}

std::string advice_text(const std::string& viewer, int turn, const AdviseSettings& s, const skb::hats::Advice& advice,
                        std::size_t shown, const TextLayout& layout) {
  std::string o = fmt::format("{} to move (turn {}); everyone then plays {}; seed {}\n", viewer, turn, s.profile, s.seed);
  // "then more" only when a second round was played: the first round may already separate the best.
  o += fmt::format("Playouts: {} per move{}: {} in all (budget {})\n", advice.playouts,
                   advice.rounds > 1 ? ", then more for the moves tied with the best" : "", advice.plays,
                   std::max<std::uint64_t>(s.budget, advice.plays));
  o += "   margin      se     win      se  playouts  add to the record\n";
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& m = advice.moves[i];
    const std::string row =
        fmt::format("  {:>+7.3f} {:>7.3f} {:>7.3f} {:>7.3f} {:>9}  {}{}", m.margin, m.margin_error, m.win, m.win_error,
                    m.playouts, move_statement(viewer, m.move), m.tied_with_best ? "  (tied)" : "");
    o += strong(row, layout.color && i == 0) + "\n";
  }
  if (shown < advice.moves.size())
    o += fmt::format("  ... {} legal moves in all; --top shows more.\n", advice.moves.size());
  if (advice.stopped > 0)
    o += fmt::format("Note: {} playouts reached the limit of {} turns and were scored where they stopped.\n",
                     advice.stopped, skb::hats::kTurnLimit);
  // The key and the note on ties, each one paragraph: reflowed whole on a narrow screen.
  const std::string key =
      "margin: your final score minus the best other score; win: your share of the win (1/k when k share it);\n"
      "a look or an open adds what you see: look Ann 7 HAT, open Ann 4 HAT [new C].\n";
  return wrap(o, layout.width, 2) + paragraph(key, layout.width) + paragraph(tie_note(advice, s.budget), layout.width);
}

}  // namespace

CommandOutput advise_output(const AdviseSettings& s, const std::atomic<bool>* cancel, const Stopwatch& stopwatch) {
  const Policies policies;
  const skb::hats::Policy& rollout = policies.get(s.profile, "--profile", kAdviseCommand);
  const int threads = check_threads(s.threads, kAdviseCommand);
  const LoadedRecord loaded = load_record(s.record, kAdviseCommand);
  const skb::hats::Table& table = loaded.replay->table();
  const auto& r = loaded.record;
  if (!loaded.viewer) throw_no_viewer(r.file);
  if (table.over()) throw_game_over(r.file);
  if (table.to_move() != *loaded.viewer)
    throw_not_your_turn(r.file, r.players[static_cast<std::size_t>(table.to_move())],
                        r.players[static_cast<std::size_t>(*loaded.viewer)]);
  (void)solve_loaded(loaded, {}, threads);  // a record that no layout fits is a contradiction (exit 3)
  const skb::hats::Evidence e = skb::hats::make_evidence(table, loaded.replay->history(), *loaded.viewer);
  skb::hats::AdviceOptions options;
  options.playouts = s.playouts;
  options.budget = s.budget;
  options.seed = s.seed;
  options.threads = threads;
  // Ctrl-C or SIGTERM ends the race after its last complete round, which is printed (status 130).
  std::optional<InterruptGuard> guard;
  if (cancel == nullptr) guard.emplace();
  options.cancel = cancel != nullptr ? cancel : interrupt_flag();
  const skb::hats::Advice advice = skb::hats::advise(e, rollout, options);
  CommandOutput out;
  out.status = advice.cancelled ? kExitInterrupted : kExitOk;
  if (advice.cancelled)
    out.note = fmt::format("skb hats advise: interrupted: the report is of the race's first {} {} ({} playouts)\n",
                           advice.rounds, advice.rounds == 1 ? "round" : "rounds", advice.plays);
  const std::size_t shown = std::min(advice.moves.size(), s.top.value_or(advice.moves.size()));
  const std::string& viewer = r.players[static_cast<std::size_t>(*loaded.viewer)];
  if (s.json) {
    out.text = advice_json(viewer, s, advice, shown, stopwatch.seconds());
    return out;
  }
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  out.text = advice_text(viewer, table.turns() + 1, s, advice, shown, layout);
  return out;
}

int run_advise(const AdviseSettings& s) {
  const Stopwatch stopwatch;
  const CommandOutput out = advise_output(s, nullptr, stopwatch);
  std::cerr << out.note;
  std::cout << out.text;
  return out.status;
}

}  // namespace skb::cli::hats
