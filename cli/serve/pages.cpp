#include "cli/serve/pages.h"

#include <string>

#include "cli/serve/assets.h"

namespace skb::cli::serve {

namespace {

// The answer serving `asset`, or nothing for no asset.
std::optional<Response> served(const Asset* asset) {
  if (asset == nullptr) return std::nullopt;
  return Response{200, std::string(content_type(asset->path)), std::string(asset->bytes), ""};
}

}  // namespace

std::optional<Response> page(std::string_view path) {
  constexpr std::string_view kAssets = "/assets/";
  if (path == "/" || path == "/index.html") return served(find_asset("index.html"));
  if (path.starts_with(kAssets)) return served(find_asset(path.substr(kAssets.size())));
  // "/mutiny/" or "/mutiny": a game's page. (A path may be anything, even empty: a request line
  // without one, which the fuzz target found.)
  if (!path.starts_with('/')) return std::nullopt;
  std::string_view game = path.substr(1);
  if (game.ends_with('/')) game.remove_suffix(1);
  if (!game.empty() && game.find('/') == std::string_view::npos && body_limit(game) > 0)
    return served(find_asset("game.html"));
  return std::nullopt;
}

}  // namespace skb::cli::serve
