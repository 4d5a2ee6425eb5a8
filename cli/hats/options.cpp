#include "cli/hats/options.h"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/help.h"
#include "cli/common/record_games.h"
#include "cli/common/options.h"
#include "cli/common/values.h"
#include "solver/hats/record_reader.h"

namespace skb::cli::hats {

void add_record_options(CLI::App& cmd, RecordSettings& s) {
  add_record_file(cmd, s.file, ".hats", fmt::format(" (a pipe or a file: skb hats {} < game.hats)", cmd.get_name()));
  help_value(cmd.add_option("--view", s.view,
                            "Whose knowledge to use (overrides the record's view): a player, whose every look in the "
                            "record must then say what they saw, or 'spectator' (only what was shown to everyone)"),
             "NAME");
}

LoadedRecord load_record(const RecordSettings& s, std::string_view command) {
  LoadedRecord out;
  if (s.text) {
    out.record = skb::hats::read_record(*s.text, s.text_name);
  } else {
    const std::string path = record_path(s.file, command, "game.hats");
    out.record = read_checking_game(path, "hats", command.substr(command.rfind(' ') + 1),
                                    [&] { return skb::hats::read_record_file(path); });
  }
  out.viewer = out.record.view;
  if (s.view) {
    if (*s.view == "spectator") {
      out.viewer.reset();
    } else {
      const auto p = out.record.find_player(*s.view);
      if (!p)
        throw UsageError(std::string(command),
                         fmt::format("--view {}: no such player in {} (players: {}, or spectator)", shown(*s.view),
                                     shown_path(out.record.file), out.record.player_list()));
      out.viewer = *p;
    }
    out.record.view = out.viewer;
  }
  skb::hats::check_view(out.record, out.viewer);
  out.replay = std::make_unique<skb::hats::Replay>(out.record);
  out.replay->play_all();
  return out;
}

Policies::Policies(int search_playouts) : search_(memory_, search_playouts) {}

const skb::hats::Policy& Policies::get(std::string_view name, std::string_view option, std::string_view command) const {
  if (name == "random") return random_;
  if (name == "memory") return memory_;
  if (name == "search") return search_;
  throw UsageError(std::string(command),
                   fmt::format("{}: {}", option, unknown_value_message(name, policy_names(), "policy")));
}

std::vector<std::string> policy_names() {
  std::vector<std::string> out;
  for (const std::string_view n : skb::hats::policy_names()) out.emplace_back(n);
  return out;
}

std::string policy_list() {
  std::string out;
  for (const std::string_view n : skb::hats::policy_names()) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

double parse_tremble(const std::string& text, std::string_view command) {
  return parse_cli_probability(text, "--tremble", "a tremble rate", command);
}

}  // namespace skb::cli::hats
