#include "tests/support/golden.h"

#include <cstdlib>
#include <fstream>
#include <regex>

#include "tests/support/files.h"

namespace skb::test {

namespace {

bool regenerating() {
  const char* value = std::getenv("SKB_REGENERATE");
  return value != nullptr && std::string(value) == "1";
}

// `output` as a golden keeps it: the source folder (where the tests run skb on the examples)
// taken out of the command lines.
std::string as_kept(std::string output) {
#ifdef SKB_SOURCE_DIR
  const std::string prefix = std::string(SKB_SOURCE_DIR) + "/";
  for (std::size_t at = output.find(prefix); at != std::string::npos; at = output.find(prefix, at))
    output.erase(at, prefix.size());
#endif
  return output;
}

}  // namespace

std::string without_run(const std::string& text) {
  static const std::regex json(R"("command": "(?:[^"\\]|\\.)*", "elapsed_seconds": [-+0-9.eE]+)");
  std::string out = std::regex_replace(text, json, R"("command": "", "elapsed_seconds": 0)");
  // CSV: a row's last two cells, the command (quoted when it holds a comma) and the seconds.
  static const std::regex csv(R"(,(?:"(?:[^"]|"")*"|[^,"\n]*),[-+0-9.eE]+(\n|$))");
  if (out.find("command,elapsed_seconds") != std::string::npos) out = std::regex_replace(out, csv, ",,0$1");
  return out;
}

bool matches_golden(const std::string& output, const std::filesystem::path& path) {
  std::string golden;
  try {
    golden = read_file(path);
  } catch (const std::exception&) {
    if (!regenerating()) throw;
  }
  if (without_run(as_kept(output)) == without_run(golden)) return true;
  if (!regenerating()) return false;
  std::ofstream(path, std::ios::binary) << as_kept(output);
  return true;
}

}  // namespace skb::test
