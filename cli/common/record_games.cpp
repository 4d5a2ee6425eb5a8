#include "cli/common/record_games.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "cli/common/values.h"
#include "solver/core/error.h"

namespace skb::cli {

namespace {

const std::array<RecordGame, 4>& games() {
  static const std::array<RecordGame, 4> table{{
      {"Seven Knights Bewitched", "", ".skb", {"solve", "advise"}},
      {"Mutiny", "mutiny", ".mutiny", {"solve", "advise"}},
      {"hat game (Magic Hat)", "hats", ".hats", {"solve", "advise", "legal"}},
      {"Nyet!", "nyet", ".nyet", {"solve", "dd", "advise", "legal"}},
  }};
  return table;
}

// The game whose keywords the first statements of `text` use, or nothing.
std::optional<RecordGame> game_of_text(std::istream& text) {
  std::string line;
  bool first = true;
  for (int read = 0; read < 200 && std::getline(text, line); ++read) {
    std::istringstream words(line.substr(0, line.find('#')));
    std::string keyword;
    if (!(words >> keyword)) continue;
    if (first && keyword == "variant") return games()[0];
    first = false;
    for (const char* crew : {"boatswain", "chaplain", "helmsman", "navigator"})
      if (keyword == crew) return games()[1];
    if (keyword == "characters") return games()[2];
    for (const char* nyet : {"dealer", "hand", "veto", "trick"})
      if (keyword == nyet) return games()[3];
  }
  return std::nullopt;
}

}  // namespace

std::optional<RecordGame> record_game(const std::string& path) {
  const std::string extension = std::filesystem::path(path).extension().string();
  for (const RecordGame& g : games())
    if (extension == g.extension) return g;
  // Only a regular file, and only its first 64 KiB: a device or a pipe may never end, and a
  // record of another game shows its keywords in its first lines.
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string head(std::size_t{64} << 10, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  std::istringstream text(head);
  return game_of_text(text);
}

std::optional<std::string> wrong_game_message(const RecordGame& found, std::string_view group,
                                              std::string_view command, const std::string& path) {
  if (found.group == group) return std::nullopt;
  std::string_view word = command;
  if (std::find(found.commands.begin(), found.commands.end(), command) == found.commands.end()) word = "solve";
  const RecordGame* here = nullptr;
  for (const RecordGame& g : games())
    if (g.group == group) here = &g;
  return fmt::format("this is a {} record ({}), not a {} one: run 'skb {}{}{} {}'", found.title, found.extension,
                     here ? here->title : "", found.group, found.group.empty() ? "" : " ", word, shown_path(path));
}

void check_game_of(const std::string& path, std::string_view group, std::string_view command) {
  const std::optional<RecordGame> found = record_game(path);
  if (!found) return;
  if (const std::optional<std::string> message = wrong_game_message(*found, group, command, path))
    throw RecordError({path, 0, 0}, *message);
}

}  // namespace skb::cli
