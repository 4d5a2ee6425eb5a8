#include "tests/support/files.h"

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

}  // namespace skb::test
