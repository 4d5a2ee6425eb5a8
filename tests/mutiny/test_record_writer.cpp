// Tests for solver/mutiny/record_writer.h: the text written for every statement, and round trips
// (written text reads back to a record that writes the same text) on every example record.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_writer.h"
#include "tests/support/files.h"

using namespace skb::mutiny;

TEST_CASE("write_record: the header in a fixed order, then the facts, then the actions") {
  const Record r = read_record(
      "players Ann Ben Cat Dan Eve\n"
      "navigator Ann\n"
      "view Cat                     # comments are not kept\n"
      "helmsman Ben\nchaplain Cat\nboatswain Dan\n"
      "lie-rate 1e-300\n"
      "search Dan Ann\n"
      "confession Ann denied\n"
      "not-mutineer Cat\n"
      "report Dan Ann not-mutineer\n"
      "report Cat silent\n"
      "innocence-vote Eve Ann\ninnocence-vote Ann Ben\ninnocence-vote Ben Dan Dan\ninnocence-vote Cat Dan\n"
      "innocence-vote Dan Ann\n"
      "dead-reckoning Ann Ben Dan Cat\n"
      "condemn Ben nobody\n"
      "wait Dan\n",
      "t.mutiny");
  CHECK(write_record(r) ==
        "players Ann Ben Cat Dan Eve\n"
        "boatswain Dan\nchaplain Cat\nhelmsman Ben\nnavigator Ann\n"
        "view Cat\n"
        "lie-rate 1e-300\n"
        "confession Ann denied\n"
        "not-mutineer Cat\n"
        "search Dan Ann\n"
        "report Dan Ann not-mutineer\n"
        "report Cat silent\n"
        "innocence-vote Eve Ann\ninnocence-vote Ann Ben\ninnocence-vote Ben Dan Dan\ninnocence-vote Cat Dan\n"
        "innocence-vote Dan Ann\n"
        "dead-reckoning Ann Ben Dan Cat\n"
        "condemn Ben nobody\n"
        "wait Dan\n");
  // A rate that differs from the default is written, as the shortest text of its double.
  const Record rate = read_record(write_record(r), "again.mutiny");
  CHECK(rate.lie_rate == 1e-300);
  CHECK(write_record(rate) == write_record(r));
}

TEST_CASE("write_record: every fact and the rest of round 2") {
  const std::string text =
      "players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n"
      "view Dan\nconfession-rate 0.375\n"
      "mutineer Dan\nno-confession Dan\nnot-sworn\n"
      "innocence-vote Ann Cat\ninnocence-vote Ben Cat\ninnocence-vote Cat Ann Dan\ninnocence-vote Dan Cat\n"
      "condemn Cat Ann\n"
      "guilt-vote Ann Dan Ben\nguilt-vote Ben Dan\nguilt-vote Cat Ben\nguilt-vote Dan Ann\n"
      "forgive Ben Ann Dan\n"
      "change-course Dan Cat\n"
      "move Cat Ben Dan\n";
  CHECK(write_record(read_record(text, "t.mutiny")) == text);
  const std::string chaplain =
      "players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\nview Ben\n"
      "confession Cat\nmutineer Cat\nsworn\n"
      "search Ann nobody\nreport Ben Cat confessed\n";
  CHECK(write_record(read_record(chaplain, "t.mutiny")) == chaplain);
  const std::string nobody =
      "players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\nview Ben\n"
      "confession nobody\n";
  CHECK(write_record(read_record(nobody, "t.mutiny")) == nobody);
}

TEST_CASE("round trips: every example record") {
  const std::filesystem::path examples = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "mutiny";
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(examples)) {
    if (entry.path().extension() != ".mutiny") continue;
    CAPTURE(entry.path());
    const Record r = read_record(skb::test::read_file(entry.path()), entry.path().string());
    const std::string written = write_record(r);
    const Record again = read_record(written, "written.mutiny");
    CHECK(write_record(again) == written);
    CHECK(again.players == r.players);
    CHECK(again.seating == r.seating);
    CHECK(again.view == r.view);
    CHECK(again.facts == r.facts);
    CHECK(again.actions.size() == r.actions.size());
    ++count;
  }
  CHECK(count >= 5);
}
