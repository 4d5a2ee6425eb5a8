// Writes the generated part of the fuzz seed corpus: legal records of every variant and player
// count from the property tests' generator (tests/seven_knights/reference/record_generator.h), strict and
// lenient, each at most 4,096 bytes (the fuzz runs' -max_len). Usage: fuzz_seeds DIR [COUNT]
// (COUNT records per variant and player count, default 6). Seeded, so the corpus is the same
// on every run.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "solver/seven_knights/variant.h"
#include "tests/seven_knights/reference/record_generator.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: fuzz_seeds DIR [COUNT]\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  const int count = argc > 2 ? std::atoi(argv[2]) : 6;
  std::filesystem::create_directories(dir);
  skb::seven_knights::reference::RecordGenerator generator(0x5EED);
  int written = 0;
  for (const skb::seven_knights::Variant& v : skb::seven_knights::variants()) {
    for (int n = v.min_players; n <= v.max_players; ++n) {
      for (int i = 0; i < count; ++i) {
        skb::seven_knights::reference::GeneratorOptions options;
        options.lenient = i % 3 == 2;
        options.max_lenient_questions = 8;
        const auto g = generator.generate(v, n, options);
        if (g.text.size() > 4096) continue;
        const auto path = dir / (std::string(v.name) + "-" + std::to_string(n) + "-" + std::to_string(i) + ".skb");
        std::ofstream(path, std::ios::binary) << g.text;
        ++written;
      }
    }
  }
  std::cout << "fuzz_seeds: " << written << " records in " << dir.string() << "\n";
  return 0;
}
