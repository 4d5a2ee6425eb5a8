#include "cli/hats/advise_command.h"

#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
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
  cmd->add_option("--profile", s.profile, "How everyone plays after the move: memory (default) or random");
  cmd->add_option("--playouts", s.playouts,
                  fmt::format("Playouts per move (default {}, at most 1,000,000): each draws the hidden hats and both "
                              "piles from the exact posterior and plays the game out",
                              kDefaultPlayouts))
      ->check(CLI::Range(1, 1'000'000));
  add_seed_option(*cmd, s.seed, "of the playouts");
  add_threads_option(*cmd, s.threads);
  cmd->add_option("--top", s.top, "Show only the best K moves")->check(at_least_one("--top"));
  add_json_flag(*cmd, s.json, "Print JSON (docs/hats/json-output.md) instead of the table");
  cmd->footer(
      "\nEvery playout draws a world (the faces the viewer does not know, both piles) from the exact posterior\n"
      "(without a model of play), plays each legal move in that same world, then plays the game to its end with\n"
      "the profile in every seat, the viewer's included. A move's value is its mean over the playouts, with its\n"
      "standard error (se); the same seed gives the same numbers on any number of threads.\n\n"
      "Examples:\n"
      "  skb hats advise examples/hats/advise/forty-turns-4p.hats\n"
      "  skb hats advise game.hats --playouts 1000 --seed 7\n"
      "  skb hats advise game.hats --profile random --json\n\n"
      "Exit status: 0 advised; 2 the record cannot be read or breaks the rules, a bad option, or no decision\n"
      "for the viewer (no viewer, the game is over, or another player is to move); 3 no hat layout fits the\n"
      "record; 1 an internal error.");
  return cmd;
}

namespace {

// Returns the report's line on the playouts' uncertainty: whether the best move stands apart.
std::string tie_note(const skb::hats::Advice& advice) {
  std::size_t tied = 0;
  for (const auto& m : advice.moves) tied += m.tied_with_best ? 1 : 0;
  if (tied == 0)
    return "The best move's margin is more than 2 standard errors of the difference ahead of every other move's.\n";
  return fmt::format(
      "(tied): within 2 standard errors of the difference from the best move's margin: {} {} the playouts cannot "
      "tell from the best; more --playouts may separate them.\n",
      tied, tied == 1 ? "move" : "moves");
}

}  // namespace

int run_advise(const AdviseSettings& s) {
  const Policies policies;
  const skb::hats::Policy& rollout = policies.get(s.profile, "--profile", kAdviseCommand);
  if (rollout.reads_history())
    throw UsageError(std::string(kAdviseCommand), "--profile search: the playouts use memory or random");
  const int threads = check_threads(s.threads, kAdviseCommand);
  const LoadedRecord loaded = load_record(s.record, kAdviseCommand);
  const skb::hats::Table& table = loaded.replay->table();
  const auto& r = loaded.record;
  const auto failure = [&](const std::string& why) {
    throw skb::RecordError({r.file, 0, 0}, "no decision to advise: " + why);
  };
  if (!loaded.viewer) failure("the record has no viewer (give one with 'view NAME' or --view NAME)");
  if (table.over()) failure("the game is over");
  if (table.to_move() != *loaded.viewer)
    failure(fmt::format("it is {}'s turn, not {}'s", r.players[static_cast<std::size_t>(table.to_move())],
                        r.players[static_cast<std::size_t>(*loaded.viewer)]));
  (void)solve_loaded(loaded, {}, threads);  // a record that no layout fits is a contradiction (exit 3)
  const skb::hats::Evidence e = skb::hats::make_evidence(table, loaded.replay->history(), *loaded.viewer);
  skb::hats::AdviceOptions options;
  options.playouts = s.playouts;
  options.seed = s.seed;
  options.threads = threads;
  const skb::hats::Advice advice = skb::hats::advise(e, rollout, options);
  const std::size_t shown = std::min(advice.moves.size(), s.top.value_or(advice.moves.size()));
  const std::string& viewer = r.players[static_cast<std::size_t>(*loaded.viewer)];
  if (s.json) {
    std::string o = "{\n";
    o += fmt::format("  \"viewer\": {},\n  \"profile\": {},\n  \"playouts\": {},\n  \"seed\": {},\n",
                     json_string(viewer), json_string(s.profile), advice.playouts, s.seed);
    o += fmt::format("  \"stopped_playouts\": {},\n  \"separated\": {},\n  \"moves\": [\n", advice.stopped,
                     advice.separated ? "true" : "false");
    for (std::size_t i = 0; i < shown; ++i) {
      const auto& m = advice.moves[i];
      o += fmt::format(
          "    {{\"move\": {}, \"margin\": {}, \"margin_se\": {}, \"win\": {}, \"win_se\": {}, \"tied_with_best\": {}}}{}\n",
          json_string(skb::hats::move_text(m.move)), json_number(m.margin), json_number(m.margin_error),
          json_number(m.win), json_number(m.win_error), m.tied_with_best ? "true" : "false", i + 1 < shown ? "," : "");
    }
    o += "  ]\n}\n";
    std::cout << o;
    return kExitOk;
  }
  std::string o = fmt::format("{} to move (turn {}); everyone then plays {}; {} playouts per move, seed {}\n", viewer,
                              table.turns() + 1, s.profile, advice.playouts, s.seed);
  o += "   margin      se     win      se  move\n";
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& m = advice.moves[i];
    o += fmt::format("  {:>+7.3f} {:>7.3f} {:>7.3f} {:>7.3f}  {}{}\n", m.margin, m.margin_error, m.win, m.win_error,
                     skb::hats::move_text(m.move), m.tied_with_best ? "  (tied)" : "");
  }
  if (shown < advice.moves.size())
    o += fmt::format("  ... {} legal moves in all; --top shows more.\n", advice.moves.size());
  if (advice.stopped > 0)
    o += fmt::format("Note: {} playouts reached the limit of {} turns and were scored where they stopped.\n",
                     advice.stopped, skb::hats::kTurnLimit);
  o += "margin: your final score minus the best other score; win: your share of the win (1/k when k share it).\n";
  o += tie_note(advice);
  std::cout << wrap(o, TextLayout::for_stdout().width, 2);
  return kExitOk;
}

}  // namespace skb::cli::hats
