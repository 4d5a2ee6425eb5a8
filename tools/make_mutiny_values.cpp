// skb_make_mutiny_values: makes the tables of Mutiny's values at the boundaries of the game
// (solver/mutiny/value_table.h) for the profiles built into skb, which `skb mutiny advise`
// reads so that it answers at any decision within a second. tools/make_mutiny_values.sh runs
// it and compresses the tables into solver/mutiny/data/ (remake them whenever an equilibrium or
// the rules of a profile change: a table made for another equilibrium is never read, and
// tests/mutiny/test_value_table.cpp checks the tables built in against values computed afresh).
//
// Usage: skb_make_mutiny_values DIR [PLAYERS] [PROFILES]
//   DIR       where to write values-PROFILE-N.skbval
//   PLAYERS   player counts, comma-separated (default 4,5,6)
//   PROFILES  profiles, comma-separated (default random,honest,equilibrium)
// Every table covers the three boundaries (boundary.h): the innocence vote, round 2 and the guilt
// vote.
#include <chrono>
#include <cstdio>
#include <exception>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/tables/built_in_tables.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/value_table.h"

namespace {

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  namespace sm = skb::mutiny;
  if (argc < 2 || argc > 4) {
    std::fprintf(stderr, "usage: skb_make_mutiny_values DIR [PLAYERS] [PROFILES]\n");
    return 2;
  }
  const std::string dir = argv[1];
  const std::vector<std::string> players = split(argc > 2 ? argv[2] : "4,5,6");
  const std::vector<std::string> profiles = split(argc > 3 ? argv[3] : "random,honest,equilibrium");
  try {
    for (int n = sm::min_players; n <= sm::max_players; ++n)
      sm::install_equilibrium(n, skb::cli::built_in_mutiny_equilibrium(n));
    for (const std::string& count : players) {
      const int n = std::stoi(count);
      for (const std::string& name : profiles) {
        const auto start = std::chrono::steady_clock::now();
        const std::unique_ptr<sm::Profile> profile = sm::make_profile(name, n);
        sm::ValueTableOptions options;
        options.progress = [&](sm::Boundary b, std::size_t done, std::size_t total) {
          std::fprintf(stderr, "\r%s, %d players: %s %zu/%zu   ", name.c_str(), n,
                       std::string(sm::boundary_name(b)).c_str(), done, total);
        };
        const sm::ValueTable table = sm::make_value_table(n, *profile, options);
        const std::vector<std::byte> bytes = table.write();
        const std::string path = dir + "/values-" + name + "-" + std::to_string(n) + ".skbval";
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!out) throw std::runtime_error("cannot write " + path);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr, "\r%s, %d players: %zu entries, %zu bytes, %.1f s\n", name.c_str(), n, table.size(),
                     bytes.size(), seconds);
      }
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skb_make_mutiny_values: %s\n", e.what());
    return 1;
  }
  return 0;
}
