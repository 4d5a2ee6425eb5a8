// skb_make_tables_image FILE: writes the tables image of every Seven Knights variant
// (solver/seven_knights/tables_image.h) to FILE. Run by the build (cli/tables/); the image is
// then built into skb. Exit status 0, or 1 with a message if the file cannot be written.
#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

#include "solver/seven_knights/tables_image.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: skb_make_tables_image FILE\n");
    return 1;
  }
  try {
    const std::string image = skb::seven_knights::make_tables_image();
    const std::string temporary = std::string(argv[1]) + ".part";
    {
      std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
      out.write(image.data(), static_cast<std::streamsize>(image.size()));
      out.close();
      if (!out) {
        std::fprintf(stderr, "skb_make_tables_image: cannot write %s\n", temporary.c_str());
        return 1;
      }
    }
    if (std::rename(temporary.c_str(), argv[1]) != 0) {
      std::fprintf(stderr, "skb_make_tables_image: cannot rename %s to %s\n", temporary.c_str(), argv[1]);
      return 1;
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skb_make_tables_image: %s\n", e.what());
    return 1;
  }
  return 0;
}
