// The server of a statically linked skb: none of its own (see server.h), but the dynamically
// linked `skb-serve` beside it, which this process becomes when asked to serve.
#include "cli/serve/server.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/common/errors.h"

namespace skb::cli::serve {

struct Server::Impl {};

bool server_available() { return false; }

namespace {

// Returns this process's arguments, as the kernel keeps them (argv[0] first).
std::vector<std::string> own_arguments() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> args;
  std::string::size_type start = 0;
  while (start < all.size()) {
    const std::string::size_type end = all.find('\0', start);
    args.push_back(all.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return args;
}

}  // namespace

void serve_beside() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path beside = self.parent_path() / "skb-serve";
  std::vector<std::string> args = own_arguments();
  if (!ec && !args.empty()) {
    args[0] = beside.string();
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(beside.c_str(), argv.data());  // returns only on failure
  }
  const int error = errno;
  throw UsageError("skb serve",
                   fmt::format("this skb is linked statically and serves through the program skb-serve beside it, "
                               "which cannot be run ({}: {}); build it with `cmake --build BUILD --target skb-serve` "
                               "(the skb target builds it too), or build skb with -DSKB_STATIC=OFF",
                               beside.string(), std::strerror(error)));
}

Server::Server(const ServerSettings&, std::ostream&) { serve_beside(); }

Server::~Server() = default;
int Server::port() const { return 0; }
void Server::run() {}
void Server::stop() {}

}  // namespace skb::cli::serve
