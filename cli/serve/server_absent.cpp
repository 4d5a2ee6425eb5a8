// The server of a statically linked skb: none (see server.h), so that skb still builds and says why.
#include "cli/serve/server.h"

#include "cli/common/errors.h"

namespace skb::cli::serve {

struct Server::Impl {};

bool server_available() { return false; }

Server::Server(const ServerSettings&, std::ostream&) {
  throw UsageError("skb serve",
                   "this skb has no web server: it was linked statically (SKB_STATIC), and the HTTP library skb "
                   "uses (Debian's cpp-httplib) exists only as a shared library; build skb with -DSKB_STATIC=OFF "
                   "to serve");
}

Server::~Server() = default;
int Server::port() const { return 0; }
void Server::run() {}
void Server::stop() {}

}  // namespace skb::cli::serve
