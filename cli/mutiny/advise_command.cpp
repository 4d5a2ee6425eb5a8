#include "cli/mutiny/advise_command.h"

#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "solver/mutiny/advice.h"
#include "solver/mutiny/rules.h"

namespace skb::cli::mutiny {

namespace sm = skb::mutiny;

namespace {

constexpr std::string_view kAdviseCommand = "skb mutiny advise";

// Returns `text` with every "player 2 (the Helmsman)" the library writes in the players' names:
// "Cat (the Helmsman)".
std::string with_names(const sm::Record& record, std::string text) {
  const sm::Seating& seating = *record.seating;
  for (const sm::Player p : seating.everyone()) {
    const std::string generic = seating.describe(p);
    const std::optional<sm::Role> role = seating.role_of(p);
    const std::string named = record.name(p) + (role ? " (the " + std::string(sm::role_name(*role)) + ")" : "");
    for (std::size_t at = text.find(generic); at != std::string::npos; at = text.find(generic, at + named.size()))
      text.replace(at, generic.size(), named);
  }
  return text;
}

// Returns the action in words with the players' names: "vote for Cat (the Helmsman)".
std::string in_words(const sm::Record& record, const sm::Action& action) {
  return with_names(record, sm::describe(*record.seating, action));
}

}  // namespace

CLI::App* add_advise_command(CLI::App& group, AdviseSettings& s) {
  auto* cmd = group.add_subcommand(
      "advise",
      "Advise the viewer of a Mutiny record on their next decision: every legal option, ranked by the exact "
      "probability that the viewer's side wins if they take it and everyone then plays a profile.");
  add_record_options(*cmd, s.record);
  cmd->add_option(
      "--profile", s.profile,
      fmt::format("How everyone (the viewer too) plays from the decision on: {} (default: equilibrium, built into "
                  "skb for 4, 5 and 6 players; with 6 its Chaplain never forgives and its Navigator names nobody)",
                  profile_list()));
  add_json_flag(*cmd, s.json, "Print JSON (docs/mutiny/json-output.md) instead of the table");
  cmd->footer(
      "\nThe worlds are weighed as `skb mutiny solve` weighs them. In each, the record is played to its end;\n"
      "votes that others cast in the same vote before the viewer (unseen: votes are simultaneous) are drawn\n"
      "from the profile. Each option is then taken and the game played out under the profile, every\n"
      "Mutineer, random choice and tie enumerated: the values are exact fractions. The viewer's side is the\n"
      "crew, or the Mutineer's side for the Mutineer and a sworn Chaplain.\n\n"
      "Examples:\n"
      "  skb mutiny advise examples/mutiny/advise/boatswain-waits.mutiny\n"
      "  skb mutiny advise game.mutiny --view Ben --profile random --json\n\n"
      "Exit status: 0 advised; 2 the record cannot be read or breaks the rules, a bad option, or no decision of\n"
      "the viewer's is next (no viewer, the game over, or another player to act); 3 no world satisfies the\n"
      "record; 1 an internal error.");
  return cmd;
}

int run_advise(const AdviseSettings& s) {
  const sm::Record record = load_record(s.record, kAdviseCommand);
  const std::string profile_name = !s.profile.empty()                           ? s.profile
                                   : sm::has_equilibrium(record.player_count()) ? "equilibrium"
                                                                                : "honest";
  const std::unique_ptr<sm::Profile> profile =
      profile_option(profile_name, record.player_count(), "--profile", kAdviseCommand);
  std::unique_ptr<sm::Profile> model;
  if (s.record.model) model = profile_option(*s.record.model, record.player_count(), "--model", kAdviseCommand);
  sm::Advice advice;
  try {
    advice = sm::advise(record, {profile.get(), model.get()});
  } catch (const sm::NoDecision& e) {
    throw UsageError(std::string(kAdviseCommand), record.file + ": " + with_names(record, e.what()));
  }
  const std::string viewer = record.name(advice.viewer);
  if (s.json) {
    std::cout << "{\"record\": " << json_string(record.file) << ", \"viewer\": " << json_string(viewer)
              << ", \"decision\": " << json_string(sm::phase_name(advice.phase))
              << ", \"profile\": " << json_string(profile_name) << ", \"options\": [\n";
    for (std::size_t k = 0; k < advice.options.size(); ++k) {
      const sm::AdvisedOption& o = advice.options[k];
      std::cout << "  {\"option\": " << json_string(in_words(record, o.action))
                << ", \"win\": " << json_number(fraction_to_double(o.win))
                << ", \"win_exact\": " << json_string(fraction_text(o.win)) << "}"
                << (k + 1 < advice.options.size() ? "," : "") << "\n";
    }
    std::cout << "]}\n";
    return kExitOk;
  }
  std::cout << fmt::format("{}'s decision: {} (everyone then plays {})\n", viewer, sm::phase_name(advice.phase),
                           profile_name);
  std::cout << fmt::format("  {:>6}  {}\n", "wins", "option");
  for (const sm::AdvisedOption& o : advice.options) {
    // The exact fraction where it is short enough to read (--json always has it).
    const std::string exact = fraction_text(o.win);
    std::cout << fmt::format("  {:6.4f}  {}{}\n", fraction_to_double(o.win), in_words(record, o.action),
                             exact.size() <= 24 ? "  (" + exact + ")" : "");
  }
  return kExitOk;
}

}  // namespace skb::cli::mutiny
