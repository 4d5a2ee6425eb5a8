// What the hat game's commands share: reading a record with the view and model options (solve,
// advise), and naming policies and lineups (advise, simulate, analyze).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/hats/advice.h"
#include "solver/hats/policy.h"
#include "solver/hats/record.h"

namespace CLI {
class App;
}  // namespace CLI

namespace skb::cli::hats {

struct RecordSettings {
  std::string file;                 // empty: standard input, when it is not a terminal
  std::optional<std::string> view;  // --view NAME or --view spectator
  // The record itself, read instead of FILE when given (a request to `skb serve`), its
  // messages naming `text_name` as the file.
  std::optional<std::string> text;
  std::string text_name = "record";
};

// Adds FILE and --view to `cmd`.
void add_record_options(CLI::App& cmd, RecordSettings& settings);

// A record read and replayed, with the viewer the command line chose.
struct LoadedRecord {
  skb::hats::Record record;
  std::optional<int> viewer;
  std::unique_ptr<skb::hats::Replay> replay;
};

// Reads and replays the record, applies --view and checks that the viewer's looks say what they
// saw. Throws RecordError, Contradiction and UsageError.
LoadedRecord load_record(const RecordSettings& settings, std::string_view command);

// The policies by name; `search` values its moves with `search_playouts` playouts of memory.
class Policies {
 public:
  explicit Policies(int search_playouts = 32);
  // Returns the policy `name`, or throws UsageError naming `option` and the known ones.
  const skb::hats::Policy& get(std::string_view name, std::string_view option, std::string_view command) const;
  const skb::hats::Policy& memory() const { return memory_; }

 private:
  skb::hats::RandomPolicy random_;
  skb::hats::MemoryPolicy memory_;
  skb::hats::SearchPolicy search_;
};

// "random, memory, search".
std::string policy_list();

// The policies' names: random, memory, search.
std::vector<std::string> policy_names();

// Returns `text` (a tremble rate typed for --tremble) as a probability; throws UsageError.
double parse_tremble(const std::string& text, std::string_view command);

}  // namespace skb::cli::hats
