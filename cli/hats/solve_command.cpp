#include "cli/hats/solve_command.h"

#include <algorithm>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/help.h"
#include "cli/common/options.h"
#include "cli/common/provenance.h"
#include "cli/common/values.h"
#include "cli/hats/solve_report.h"
#include "solver/core/error.h"
#include "solver/hats/evidence.h"

namespace skb::cli::hats {

namespace {

constexpr std::string_view kCommand = "skb hats solve";
constexpr double kDefaultTremble = 0.05;

[[noreturn]] void no_layout(const skb::hats::Record& r, std::vector<int> statements, const std::string& world) {
  std::sort(statements.begin(), statements.end());
  statements.erase(std::unique(statements.begin(), statements.end()), statements.end());
  statements.erase(std::remove(statements.begin(), statements.end(), -1), statements.end());
  std::vector<ConflictingStatement> out;
  for (int s : statements) out.push_back({r.statement(s).line, r.statement(s).column, r.statement(s).text});
  throw Contradiction(r.file, std::move(out), world);
}

}  // namespace

CLI::App* add_solve_command(CLI::App& group, SolveSettings& s) {
  auto* cmd = group.add_subcommand(
      "solve",
      "Solve a hat game's record exactly: for every position the chance of each hat, of a match and of a magic hat, "
      "who knows it, and what each player knows.");
  add_record_options(*cmd, s.record);
  help_value(choices(cmd->add_option("--model", s.model,
                                     "Weigh every other player's turn since the deal by its chance under this policy: "
                                     "random or memory (default: none; only what was seen and the live-table checks "
                                     "are evidence)"),
                     {"random", "memory"}, "model"),
             "POLICY");
  help_value(cmd->add_option("--tremble", s.tremble,
                             fmt::format("With --model: the chance, 0 to 1, that a player makes a uniformly random "
                                         "legal move instead of the policy's (default {}; 0 makes a move the policy "
                                         "never plays impossible)",
                                         kDefaultTremble)),
             "X");
  add_threads_option(*cmd, s.threads);
  add_json_flag(*cmd, s.json,
                fmt::format("Print JSON (the schema of {}) instead of the report", doc_path("hats/json-output.md")));
  add_color_options(*cmd, s.color, "Shade the grid");
  cmd->footer(
      "\nThe hidden state is the face of every table hat the viewer does not know and the order of the hat pile.\n"
      "Every assignment of the unseen hat cards is weighed exactly: equally likely orders of the piles, kept only\n"
      "if every table since the last deal was live (a dead table would have been reshuffled, so each live table\n"
      "is public evidence), and with --model times the chance of every other player's turn. Nothing is sampled.\n\n"
      "Examples:\n"
      "  skb hats solve examples/hats/six-misses.hats\n"
      "  skb hats solve game.hats --json\n"
      "  skb hats solve game.hats --view Ben            (Ben's knowledge: his looks must say what he saw)\n"
      "  skb hats solve game.hats --view spectator\n"
      "  skb hats solve game.hats --model memory --tremble 0.1\n"
      "  skb hats solve < game.hats                     (no FILE: the record is read from standard input)\n\n"
      "The rules are in " +
      doc_path("hats/rules.md") + ", records in " + doc_path("hats/record-format.md") + ", the JSON in " +
      doc_path("hats/json-output.md") + ".\n\n" +
      exit_statuses({{kExitOk, "solved"},
                     {kExitBadInput, kBadRecord},
                     {kExitContradiction,
                      "the record contradicts itself: no hat layout fits it (the message names "
                      "the statements)"},
                     {kExitOutOfMemory, kOutOfMemory}}));
  return cmd;
}

skb::hats::Posterior solve_loaded(const LoadedRecord& loaded, const skb::hats::Model& model, int threads) {
  const skb::hats::Replay& replay = *loaded.replay;
  const skb::hats::Evidence e =
      skb::hats::make_evidence(replay.table(), replay.history(), loaded.viewer ? *loaded.viewer : -1);
  const auto& r = loaded.record;
  const auto shown = [&](const skb::hats::Table& t) {
    std::vector<int> out;
    t.positions().for_each([&](skb::hats::Position p) { out.push_back(replay.shown_by(t.hat(p))); });
    return out;
  };
  if (e.failed_check) {
    // A table every hat of which the viewer knows, none fitting, that was not dealt again.
    for (const auto& c : replay.history().checks())
      if (c.after_turn == *e.failed_check) {
        std::vector<int> statements = shown(c.table);
        statements.push_back(replay.turn_statement(c.after_turn));
        no_layout(r, statements, "hat layout");
      }
  }
  if (e.checks.size() > static_cast<std::size_t>(skb::hats::kMaxChecks)) {
    // Refused before the work: the first check too many, at the turn after which it was made.
    const int at = replay.turn_statement(e.checks[static_cast<std::size_t>(skb::hats::kMaxChecks)].after_turn);
    throw RecordError({r.file, r.statement(at).line, r.statement(at).column},
                      fmt::format("more than {} distinct live-table checks since the deal, the most the exact "
                                  "posterior weighs (each swap or open that changes the table adds one; a real "
                                  "deal holds a few dozen)",
                                  skb::hats::kMaxChecks));
  }
  skb::hats::Posterior post = skb::hats::solve(e, model, threads);
  if (post.consistent_record()) return post;
  if (model.policy == nullptr || !skb::hats::solve(e, {}, threads).consistent_record()) {
    // Keep the fewest checks that still leave no layout (each dropped if the rest still fail).
    skb::hats::Evidence fewer = e;
    for (std::size_t i = fewer.checks.size(); i-- > 0;) {
      skb::hats::Evidence without = fewer;
      without.checks.erase(without.checks.begin() + static_cast<std::ptrdiff_t>(i));
      if (!skb::hats::solve(without, {}, threads).consistent_record()) fewer = std::move(without);
    }
    std::vector<int> statements;
    for (const auto& c : fewer.checks) statements.push_back(replay.turn_statement(c.after_turn));
    no_layout(r, statements, "hat layout");
  }
  std::vector<int> statements;
  for (const auto& t : e.turns) statements.push_back(replay.turn_statement(t.turn));
  // Only a tremble of 0 makes a move the model never plays impossible: with any other, every
  // layout that passes the checks keeps a weight (posterior.h weighs them in logs).
  no_layout(r, statements,
            fmt::format("hat layout under the model {} with tremble {}", model.policy->name(), model.tremble));
}

std::string solve_output(const SolveSettings& s, const Stopwatch& stopwatch) {
  const Policies policies;
  const skb::hats::Policy* policy = nullptr;
  if (s.model) {
    policy = &policies.get(*s.model, "--model", kCommand);
    if (!policy->is_model())
      throw UsageError(
          std::string(kCommand),
          fmt::format("--model {}: its moves have no probability to weigh (models: random, memory)", *s.model));
  }
  if (s.tremble && !s.model) throw UsageError(std::string(kCommand), "--tremble needs --model");
  const double tremble = s.tremble ? parse_tremble(*s.tremble, kCommand) : kDefaultTremble;
  const int threads = check_threads(s.threads, kCommand);
  const LoadedRecord loaded = load_record(s.record, kCommand);
  const skb::hats::Model model{policy, tremble};
  const skb::hats::Posterior post = solve_loaded(loaded, model, threads);
  const ModelNote note{s.model.value_or(""), tremble};
  const skb::hats::Table& table = loaded.replay->table();
  if (s.json) return solve_json(loaded.record, table, loaded.viewer, post, note, stopwatch.seconds());
  TextLayout layout = TextLayout::for_stdout();
  layout.color = s.color.on();
  return solve_text(loaded.record, table, loaded.viewer, post, note, layout);
}

int run_solve(const SolveSettings& s) {
  const Stopwatch stopwatch;
  std::cout << solve_output(s, stopwatch);
  return kExitOk;
}

}  // namespace skb::cli::hats
