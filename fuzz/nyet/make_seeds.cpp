// fuzz_nyet_seeds FOLDER: writes records of random rounds (solver/nyet/record_maker.h) into
// FOLDER, for the Nyet! fuzz targets' seed corpus: 2 to 5 players, every view, every phase.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "solver/nyet/record_maker.h"
#include "solver/nyet/record_writer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_nyet_seeds FOLDER\n");
    return 2;
  }
  using namespace skb::nyet;
  const std::filesystem::path folder = argv[1];
  std::filesystem::create_directories(folder);
  int written = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const int players = 2 + static_cast<int>(seed % 4);
    const int actions = static_cast<int>(seed * 11 % (vetoes_per_round(players) + 2 + players * hand_size(players)));
    const std::optional<Seat> view =
        seed % 4 == 0 ? std::nullopt : std::optional<Seat>(Seat(static_cast<int>(seed % static_cast<std::uint64_t>(players))));
    const SeatSet shown = seed % 8 == 0 ? SeatSet::all(players) : SeatSet();
    const MadeRecord made = make_record(players, seed, actions, view, shown);
    std::ofstream(folder / ("made-" + std::to_string(seed) + ".nyet")) << write_record(made.record);
    if (made.truth.phase() == Phase::tricks)
      std::ofstream(folder / ("position-" + std::to_string(seed) + ".nyet"))
          << write_record(position_record(made.truth.position()));
    ++written;
  }
  std::printf("%d records\n", written);
  return 0;
}
