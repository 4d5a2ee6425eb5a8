#include "cli/serve/assets.h"

#include <array>
#include <utility>

namespace skb::cli::serve {

const Asset* find_asset(std::string_view path) {
  for (const Asset& asset : assets())
    if (asset.path == path) return &asset;
  return nullptr;
}

std::string_view content_type(std::string_view path) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kTypes = {{
      {".html", "text/html; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".json", "application/json; charset=utf-8"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      // The record files: plain text.
      {".skb", "text/plain; charset=utf-8"},
      {".mutiny", "text/plain; charset=utf-8"},
      {".hats", "text/plain; charset=utf-8"},
      {".nyet", "text/plain; charset=utf-8"},
  }};
  for (const auto& [extension, type] : kTypes)
    if (path.ends_with(extension)) return type;
  return "application/octet-stream";
}

}  // namespace skb::cli::serve
