// The pages of `skb serve`, for a browser: GET / is the page choosing a game, GET /GAME/ that
// game's page (the same page for every game: it reads the game from its address and loads the
// game's renderer), GET /assets/PATH the page's files and the bundled example records
// (assets.h). All are built into skb: the server reads no files. The API (api.h) is under /api/.
#pragma once

#include <optional>
#include <string_view>

#include "cli/serve/api.h"

namespace skb::cli::serve {

// Returns the page at `path` ("/", "/mutiny/", "/assets/app.js") with its Content-Type, or nothing
// when there is no such page. GAME is a game of the API (body_limit(GAME) > 0); "/GAME" without
// the final slash is the same page.
std::optional<Response> page(std::string_view path);

}  // namespace skb::cli::serve
