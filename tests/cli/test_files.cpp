// Tests for cli/common/files.h: a file appears whole or not at all, and a failure names the
// file and the system's reason.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "cli/common/files.h"
#include "tests/support/files.h"

namespace fs = std::filesystem;

TEST_CASE("write_file: the content, under its name, with no temporary file left") {
  const fs::path dir = fs::temp_directory_path() / "skb_test_files";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string content(100'000, 'x');
  skb::cli::write_file(dir / "a.skb", content);
  CHECK(skb::test::read_file(dir / "a.skb") == content);
  skb::cli::write_file(dir / "a.skb", "shorter\n");  // replaces it whole
  CHECK(skb::test::read_file(dir / "a.skb") == "shorter\n");
  std::size_t files = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    (void)entry;
    ++files;
  }
  CHECK(files == 1);
  fs::remove_all(dir);
}

TEST_CASE("write_file: a failure names the file and the reason") {
  const fs::path missing = fs::temp_directory_path() / "skb_no_such_folder" / "000000.skb";
  fs::remove_all(missing.parent_path());
  try {
    skb::cli::write_file(missing, "x");
    FAIL("expected a WriteError");
  } catch (const skb::cli::WriteError& e) {
    const std::string message = e.what();
    CHECK(message.find(missing.string()) != std::string::npos);
    CHECK(message.find("No such file or directory") != std::string::npos);
  }
}
