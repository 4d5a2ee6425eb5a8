#include "cli/mutiny/record_options.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/options.h"
#include "cli/common/terminal.h"
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
  if (std::find(names.begin(), names.end(), name) == names.end())
    throw UsageError(std::string(command),
                     fmt::format("{} {}: no such profile (profiles: {})", option, name, profile_list()));
  try {
    return skb::mutiny::make_profile(name, players);
  } catch (const std::invalid_argument& e) {
    // The equilibrium of a player count that is not built in.
    throw UsageError(std::string(command), fmt::format("{} {}: {}", option, name, e.what()));
  }
}

void add_record_options(CLI::App& cmd, RecordSettings& s) {
  add_record_file(cmd, s.file, ".mutiny");
  cmd.add_option("--view", s.view,
                 "Use this player's knowledge (overrides the record's view); every fact of the record must then be "
                 "one this player knows");
  cmd.add_option("--lie-rate", s.lie_rate,
                 fmt::format("The lie rate {}, 0 to 1 (overrides the record's lie-rate; default 0.5): a report by the "
                             "Mutineer or a sworn Chaplain is false with this probability; a crew member's is true",
                             lambda()));
  cmd.add_option("--confession-rate", s.confession_rate,
                 "The chance that the Chaplain heard a confession, 0 to 1, spread evenly over the three other role "
                 "players (overrides the record's confession-rate; default 0.75: nobody and each of the three "
                 "alike); used when the record does not say whom he heard");
  cmd.add_option("--model", s.model,
                 fmt::format("Weigh every recorded action (votes, moves, silence too) by its probability under this "
                             "profile of play: {} (default: none, and only reports and facts are evidence)",
                             profile_list()));
}

skb::mutiny::Record load_record(const RecordSettings& s, std::string_view command) {
  skb::mutiny::Record record = skb::mutiny::read_record_file(record_path(s.file, command, "game.mutiny"));
  if (s.lie_rate) record.lie_rate = parse_cli_lie_rate(*s.lie_rate, command);
  if (s.confession_rate) {
    record.confession_rate =
        parse_cli_probability(*s.confession_rate, "--confession-rate", "a confession rate", command);
    record.confession_rate_statement.reset();
  }
  if (s.view) {
    const auto p = record.find_player(*s.view);
    if (!p)
      throw UsageError(std::string(command), fmt::format("--view {}: no such player in {} (players: {})", *s.view,
                                                         record.file, record.player_list()));
    record.view = *p;
  }
  return record;
}

}  // namespace skb::cli::mutiny
