// The options every Mutiny command that reads a record shares (solve, advise): the file, and
// the settings that override the record's (view, lie rate, confession rate), and the model of
// play; with the one function that reads the record and applies them.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "solver/mutiny/profile.h"
#include "solver/mutiny/record.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::mutiny {

struct RecordSettings {
  std::string file;                            // empty: standard input, when it is not a terminal
  std::optional<std::string> view;             // --view NAME
  std::optional<std::string> lie_rate;         // --lie-rate X, as typed
  std::optional<std::string> confession_rate;  // --confession-rate X, as typed
  std::optional<std::string> model;            // --model PROFILE
  std::optional<std::string> tremble;          // --tremble X, as typed (with --model)
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

// The tremble of --model when --tremble is not given: a player errs (takes a uniformly random
// legal option) with this chance, as in `skb hats solve --model`.
inline constexpr double kDefaultTremble = 0.05;

// The model of play the options chose: none (no profile), or a profile with its tremble.
struct Model {
  std::unique_ptr<skb::mutiny::Profile> profile;
  std::string name;    // empty: no model
  double tremble = 0;  // with a model: --tremble, or kDefaultTremble
};

// Returns the model of play of `settings` for games of `players` players. Throws UsageError for
// an unknown profile, a bad tremble, or --tremble without --model.
Model model_option(const RecordSettings& settings, int players, std::string_view command);

// Adds FILE, --view, --lie-rate, --confession-rate, --model and --tremble to `cmd`.
void add_record_options(CLI::App& cmd, RecordSettings& settings);

// Returns the profile names, comma-separated, for help and messages.
std::string profile_list();

// Returns the profile `name` for games of `players` players; throws UsageError naming `option`
// and the known profiles if there is none of that name.
std::unique_ptr<skb::mutiny::Profile> profile_option(const std::string& name, int players, std::string_view option,
                                                     std::string_view command);

// Reads the record and applies the settings to it. Throws RecordError for the record and
// UsageError for a bad setting.
skb::mutiny::Record load_record(const RecordSettings& settings, std::string_view command);

}  // namespace skb::cli::mutiny
