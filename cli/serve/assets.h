// The page of `skb serve` built into skb: its files (HTML, CSS, JavaScript, from cli/serve/web/) and
// the bundled example records (examples/GAME/, for the page's "New record"), turned into byte arrays
// at build time by embed_web.cmake, so that the page works with no network and the server reads no
// files. Each is served under /assets/PATH (pages.h).
#pragma once

#include <span>
#include <string_view>

namespace skb::cli::serve {

struct Asset {
  std::string_view path;   // "app.js", "games/mutiny.js", "examples/mutiny/x.mutiny", "examples/index.json"
  std::string_view bytes;  // the file's contents
};

// Returns every asset, sorted by nothing in particular (generated: embed_web.cmake).
std::span<const Asset> assets();

// Returns the asset at `path`, or nullptr when there is none.
const Asset* find_asset(std::string_view path);

// Returns the Content-Type of a file named `path`, from its extension ("text/javascript;
// charset=utf-8" for .js, ...; "application/octet-stream" for an extension the page does not use).
std::string_view content_type(std::string_view path);

}  // namespace skb::cli::serve
