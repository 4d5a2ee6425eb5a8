// Tests for cli/serve/pages.h and assets.h: the page of `skb serve` is built into skb and served by
// the API function (no socket, no file read).
//
// Every file of cli/serve/web/ is served under /assets/ byte for byte with the Content-Type of its
// extension, every bundled example record under /assets/examples/GAME/ (with an index that lists
// exactly those), / is the page choosing a game and /GAME/ the game's page for every game of
// `skb games` (each with its renderer, web/games/GAME.js). Anything else is 404, a method other than
// GET or HEAD 405, and a request from elsewhere (Host) 403, as for the API.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/games.h"
#include "cli/serve/api.h"
#include "cli/serve/assets.h"
#include "cli/serve/pages.h"
#include "tests/support/files.h"

namespace {

using skb::cli::serve::Request;
using skb::cli::serve::Response;
using skb::cli::serve::Site;

const Site kSite{{"127.0.0.1", "localhost"}, 8765};
const std::filesystem::path kWeb = std::filesystem::path(SKB_SOURCE_DIR) / "cli" / "serve" / "web";

Response get(const std::string& path, const std::string& method = "GET", const std::string& host = "127.0.0.1:8765") {
  return skb::cli::serve::handle(Request{method, path, {{"Host", host}}, ""}, kSite);
}

// The example folder of a game: seven-knights is examples/seven_knights/.
std::filesystem::path examples_of(std::string game) {
  for (char& c : game)
    if (c == '-') c = '_';
  return std::filesystem::path(SKB_SOURCE_DIR) / "examples" / game;
}

bool is_record(const std::filesystem::path& file) {
  const std::string ext = file.extension().string();
  return ext == ".skb" || ext == ".mutiny" || ext == ".hats" || ext == ".nyet";
}

}  // namespace

TEST_CASE("every file of cli/serve/web/ is served under /assets/, byte for byte, with its Content-Type") {
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(kWeb)) {
    if (!entry.is_regular_file()) continue;
    const std::string path = std::filesystem::relative(entry.path(), kWeb).generic_string();
    CAPTURE(path);
    const Response r = get("/assets/" + path);
    CHECK(r.status == 200);
    CHECK(r.body == skb::test::read_file(entry.path()));
    CHECK(r.content_type == skb::cli::serve::content_type(path));
    ++files;
  }
  // index.html, game.html, app.css, app.js, format.js and a renderer per game at least.
  CHECK(files >= 9);
}

TEST_CASE("/ chooses a game; /GAME/ (and /GAME) is the game's page, with its renderer, for every game") {
  const Response home = get("/");
  CHECK(home.status == 200);
  CHECK(home.content_type == "text/html; charset=utf-8");
  CHECK(home.body == skb::test::read_file(kWeb / "index.html"));
  for (const skb::cli::Game& game : skb::cli::games()) {
    const std::string name(game.name);
    CAPTURE(name);
    CHECK(home.body.find(fmt::format("href=\"/{}/\"", name)) != std::string::npos);  // listed
    for (const std::string& path : {"/" + name + "/", "/" + name}) {
      const Response page = get(path);
      CHECK(page.status == 200);
      CHECK(page.content_type == "text/html; charset=utf-8");
      CHECK(page.body == skb::test::read_file(kWeb / "game.html"));
    }
    const Response renderer = get(fmt::format("/assets/games/{}.js", name));
    CHECK(renderer.status == 200);
    CHECK(renderer.content_type == "text/javascript; charset=utf-8");
  }
}

TEST_CASE("the bundled example records are served, and examples/index.json lists exactly those") {
  const Response index = get("/assets/examples/index.json");
  REQUIRE(index.status == 200);
  CHECK(index.content_type == "application/json; charset=utf-8");
  const nlohmann::json listed = nlohmann::json::parse(index.body);
  CHECK(listed.size() == skb::cli::games().size());
  for (const skb::cli::Game& game : skb::cli::games()) {
    const std::string name(game.name);
    std::set<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(examples_of(name)))
      if (entry.is_regular_file() && is_record(entry.path())) files.insert(entry.path().filename().string());
    CAPTURE(name);
    CHECK(!files.empty());
    CHECK(listed.at(name).get<std::set<std::string>>() == files);
    for (const std::string& file : files) {
      const Response r = get(fmt::format("/assets/examples/{}/{}", name, file));
      CHECK(r.status == 200);
      CHECK(r.content_type == "text/plain; charset=utf-8");
      CHECK(r.body == skb::test::read_file(examples_of(name) / file));
    }
  }
}

TEST_CASE("anything else is 404; a page takes GET or HEAD (405 otherwise); a foreign Host is refused") {
  for (const char* path : {"/assets/", "/assets/nope.js", "/assets/../CMakeLists.txt", "/chess/", "/mutiny/x",
                           "/mutiny//", "//", "/etc/passwd", "/index.htm", "/assets/examples/mutiny/",
                           // no path at all, or one without its slash (fuzz_serve_handler found the first: it
                           // was answered 500, an internal error)
                           "", "mutiny", "x"}) {
    CAPTURE(path);
    const Response r = get(path);
    CHECK(r.status == 404);
    CHECK(nlohmann::json::parse(r.body)["message"].get<std::string>().starts_with("skb serve: no such page"));
  }
  CHECK(get("/mutiny/", "HEAD").status == 200);
  CHECK(get("/mutiny/", "POST").status == 405);
  CHECK(get("/assets/app.js", "DELETE").status == 405);
  CHECK(get("/", "GET", "evil.example:8765").status == 403);
}

TEST_CASE("content_type: by extension; no asset has one the table lacks") {
  using skb::cli::serve::content_type;
  CHECK(content_type("index.html") == "text/html; charset=utf-8");
  CHECK(content_type("app.css") == "text/css; charset=utf-8");
  CHECK(content_type("games/nyet.js") == "text/javascript; charset=utf-8");
  CHECK(content_type("examples/index.json") == "application/json; charset=utf-8");
  CHECK(content_type("examples/mutiny/a.mutiny") == "text/plain; charset=utf-8");
  CHECK(content_type("x.exe") == "application/octet-stream");
  for (const skb::cli::serve::Asset& asset : skb::cli::serve::assets()) {
    CAPTURE(asset.path);
    CHECK(content_type(asset.path) != "application/octet-stream");
    CHECK(skb::cli::serve::find_asset(asset.path) == &asset);
  }
}
