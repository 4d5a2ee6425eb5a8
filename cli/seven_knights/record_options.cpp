#include "cli/seven_knights/record_options.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/options.h"
#include "cli/common/help.h"
#include "cli/common/record_games.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "solver/core/error.h"
#include "solver/seven_knights/record_reader.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

void add_record_options(CLI::App& cmd, RecordOptions& o, std::string_view purpose) {
  add_record_file(cmd, o.file, ".skb", fmt::format(" (a pipe or a file: skb {} < game.skb)", cmd.get_name()));
  help_value(cmd.add_option("--lie-rate", o.lie_rate,
                 fmt::format("The Witch team's lie rate {}, 0 to 1 (overrides the record's lie-rate; default 0.5): "
                             "an answer from a Witch-team player is false with this probability",
                             lambda())),
             "X");
  help_value(cmd.add_option("--view", o.view,
                 fmt::format("{} from this player's knowledge (overrides the record's view); under strict rules "
                             "every tile fact must then be one this player knows",
                             purpose)),
             "NAME");
  help_value(choices(cmd.add_option("--rules", o.rules,
                                    "strict or lenient: question legality (overrides the record's rules)"),
                     {"strict", "lenient"}, "rule set"),
             "RULES");
}

Record load_record(const RecordOptions& o, std::string_view command) {
  Record record = o.text ? read_record(*o.text, o.text_name) : [&] {
    const std::string path = record_path(o.file, command, "game.skb");
    return read_checking_game(path, "", command.substr(command.rfind(' ') + 1), [&] { return read_record_file(path); });
  }();
  if (o.lie_rate) record.lie_rate = parse_cli_lie_rate(*o.lie_rate, command);
  if (o.rules) record.rules = *o.rules == "lenient" ? RuleSet::lenient : RuleSet::strict;
  if (o.view) {
    auto p = record.find_player(*o.view);
    if (!p) {
      std::string list;
      for (const auto& name : record.players) list += (list.empty() ? "" : ", ") + name;
      throw UsageError(std::string(command),
                       fmt::format("--view {}: no such player in {} (players: {})", shown(*o.view), shown_path(record.file),
                                   list));
    }
    record.view = *p;
  }
  return record;
}

}  // namespace skb::cli::seven_knights
