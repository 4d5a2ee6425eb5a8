#include "cli/mutiny/record_options.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/options.h"
#include "cli/common/help.h"
#include "cli/common/record_games.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "solver/mutiny/record_reader.h"

namespace skb::cli::mutiny {

std::string profile_list() {
  std::string out;
  for (const std::string_view name : skb::mutiny::profile_names()) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

std::unique_ptr<skb::mutiny::Profile> profile_option(const std::string& name, int players, std::string_view option,
                                                     std::string_view command) {
  const auto names = skb::mutiny::profile_names();
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    const std::vector<std::string> known(names.begin(), names.end());
    throw UsageError(std::string(command), fmt::format("{}: {}", option, unknown_value_message(name, known, "profile")));
  }
  try {
    return skb::mutiny::make_profile(name, players);
  } catch (const std::invalid_argument& e) {
    // The equilibrium of a player count that is not built in.
    throw UsageError(std::string(command), fmt::format("{} {}: {}", option, name, e.what()));
  }
}

void add_record_options(CLI::App& cmd, RecordSettings& s) {
  add_record_file(cmd, s.file, ".mutiny",
                  fmt::format(" (a pipe or a file: skb mutiny {} < game.mutiny)", cmd.get_name()));
  help_value(cmd.add_option("--view", s.view,
                            "Use this player's knowledge (overrides the record's view); every fact of the record must "
                            "then be one this player knows"),
             "NAME");
  help_value(cmd.add_option("--lie-rate", s.lie_rate,
                            fmt::format("The lie rate {}, 0 to 1 (overrides the record's lie-rate; default 0.5): a "
                                        "report by the Mutineer or a sworn Chaplain is false with this probability; a "
                                        "crew member's is true",
                                        lambda())),
             "X");
  help_value(cmd.add_option("--confession-rate", s.confession_rate,
                            "The chance that the Chaplain heard a confession, 0 to 1, spread evenly over the three "
                            "other role players (overrides the record's confession-rate; default 0.75: nobody and "
                            "each of the three alike); used when the record does not say whom he heard"),
             "X");
  std::vector<std::string> names;
  for (const std::string_view name : skb::mutiny::profile_names()) names.emplace_back(name);
  help_value(choices(cmd.add_option("--model", s.model,
                                    fmt::format("Weigh every recorded action (votes, moves, silence too) by its "
                                                "probability under this profile of play: {} (default: none, and only "
                                                "reports and facts are evidence)",
                                                profile_list())),
                     names, "profile"),
             "PROFILE");
  help_value(cmd.add_option("--tremble", s.tremble,
                            fmt::format("With --model: the chance, 0 to 1, that a player takes a uniformly random "
                                        "legal option instead of the profile's (default {}; 0 makes an action the "
                                        "profile never takes impossible)",
                                        kDefaultTremble)),
             "X");
}

Model model_option(const RecordSettings& s, int players, std::string_view command) {
  Model model;
  if (s.tremble && !s.model) throw UsageError(std::string(command), "--tremble needs --model");
  if (!s.model) return model;
  model.profile = profile_option(*s.model, players, "--model", command);
  model.name = *s.model;
  model.tremble =
      s.tremble ? parse_cli_probability(*s.tremble, "--tremble", "a tremble rate", command) : kDefaultTremble;
  return model;
}

skb::mutiny::Record load_record(const RecordSettings& s, std::string_view command) {
  skb::mutiny::Record record = s.text ? skb::mutiny::read_record(*s.text, s.text_name) : [&] {
    const std::string path = record_path(s.file, command, "game.mutiny");
    return read_checking_game(path, "mutiny", command.substr(command.rfind(' ') + 1),
                              [&] { return skb::mutiny::read_record_file(path); });
  }();
  if (s.lie_rate) record.lie_rate = parse_cli_lie_rate(*s.lie_rate, command);
  if (s.confession_rate) {
    record.confession_rate =
        parse_cli_probability(*s.confession_rate, "--confession-rate", "a confession rate", command);
    record.confession_rate_statement.reset();
  }
  if (s.view) {
    const auto p = record.find_player(*s.view);
    if (!p)
      throw UsageError(std::string(command), fmt::format("--view {}: no such player in {} (players: {})",
                                                         shown(*s.view), shown_path(record.file), record.player_list()));
    record.view = *p;
  }
  return record;
}

}  // namespace skb::cli::mutiny
