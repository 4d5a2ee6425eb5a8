// skb: the command-line front end. All the work is in cli/app.cpp and the libraries; main only
// installs the tables built into the program first (Seven Knights' universes, Mutiny's
// equilibria and values).
#include <cstdio>
#include <exception>

#include "cli/app.h"
#include "cli/tables/built_in_tables.h"

int main(int argc, char** argv) {
  // The tables made at build time, before any command can need them. They were made by this
  // very build, so a failure here is a bug of skb's (exit status 1), not the user's.
  try {
    skb::cli::install_built_in_tables();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skb: internal error: the built-in tables: %s\n", e.what());
    return 1;
  }
  return skb::cli::run(argc, argv);
}
