#include "cli/common/provenance.h"

#include <cmath>

#include <fmt/format.h>

#include "build_info.h"  // SKB_COMMIT, made at build time (tools/build_info.cmake)
#include "cli/common/json.h"

namespace skb::cli {

namespace {

std::string& stored_command_line() {
  static std::string line = "skb";
  return line;
}

// A word as a POSIX shell reads it back: bare when it holds only safe characters, otherwise in
// single quotes (a single quote written as '\'').
std::string shell_word(const std::string& w) {
  const bool safe = !w.empty() && w.find_first_not_of(
                                      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                      "-_./,=:+@%") == std::string::npos;
  if (safe) return w;
  std::string out = "'";
  for (char c : w) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

void record_command_line(int argc, const char* const* argv) {
  std::string line = "skb";
  for (int i = 1; i < argc; ++i) line += " " + shell_word(argv[i]);
  stored_command_line() = line;
}

const std::string& command_line() { return stored_command_line(); }

const std::string& skb_version() {
  static const std::string version = SKB_VERSION;
  return version;
}

std::string version_text() {
  const std::string type = SKB_BUILD_TYPE;
  return fmt::format("skb {} (commit {}, {} build, MPI {})", skb_version(), SKB_COMMIT,
                     type.empty() ? std::string("default") : type, SKB_MPI ? "on" : "off");
}

std::string provenance_json(double seconds) {
  return fmt::format("\"skb_version\": {}, \"command\": {}, \"elapsed_seconds\": {}", json_string(skb_version()),
                     json_string(command_line()), json_number(std::round(seconds * 1000) / 1000));
}

std::string provenance_csv_header() { return "skb_version,command,elapsed_seconds"; }

std::string provenance_csv_cells(double seconds) {
  return fmt::format("{},{},{}", csv_cell(skb_version()), csv_cell(command_line()),
                     json_number(std::round(seconds * 1000) / 1000));
}

std::string csv_cell(const std::string& cell) {
  if (cell.find_first_of(",\"\n\r") == std::string::npos) return cell;
  std::string out = "\"";
  for (char c : cell) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace skb::cli
