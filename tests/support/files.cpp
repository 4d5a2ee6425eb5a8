#include "tests/support/files.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace skb::test {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in.good()) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::filesystem::path> files_in(const std::filesystem::path& dir, const std::string& extension,
                                            const std::string& prefix) {
  std::vector<std::filesystem::path> out;
  if (!std::filesystem::is_directory(dir)) return out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::filesystem::path& p = e.path();
    if (!e.is_regular_file() || !p.filename().string().starts_with(prefix)) continue;
    if (!extension.empty() ? p.extension() != extension
                           : p.stem() == "README" || p.extension() == ".txt" || p.extension() == ".json")
      continue;
    out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace skb::test
