// `skb mutiny advise` as a user runs it (the built skb): the golden advice of
// examples/mutiny/advise/ (each record has the working in its comments), and the records that
// leave the viewer no decision.
#include <doctest/doctest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/run_process.h"

namespace {

const std::filesystem::path kExamples = std::filesystem::path(SKB_SOURCE_DIR) / "examples" / "mutiny";

skb::test::ProcessResult skb_run(const std::vector<std::string>& args) {
  return skb::test::run_process(SKB_BINARY, args);
}

}  // namespace

TEST_CASE("golden advice") {
  // NAME.json is the advice with the default profile (the equilibrium built into skb), and
  // NAME.PROFILE.json the advice with --profile PROFILE (the hand-worked ones use honest).
  int goldens = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kExamples / "advise")) {
    if (entry.path().extension() != ".json") continue;
    const std::string stem = entry.path().stem().string();
    const std::size_t dot = stem.find('.');
    const std::filesystem::path record = kExamples / "advise" / (stem.substr(0, dot) + ".mutiny");
    CAPTURE(entry.path());
    std::vector<std::string> args = {"mutiny", "advise", record.string(), "--json"};
    if (dot != std::string::npos) {
      args.push_back("--profile");
      args.push_back(stem.substr(dot + 1));
    }
    const auto r = skb_run(args);
    REQUIRE(r.status == 0);
    // Byte for byte, but for the provenance's command line and seconds (golden.h).
    CHECK(skb::test::matches_golden(r.out, entry.path()));
    ++goldens;
  }
  CHECK(goldens >= 4);
}

TEST_CASE("the Boatswain's vote: 3/4 for the Chaplain, nothing otherwise") {
  // examples/mutiny/advise/boatswain-waits.mutiny works it out by hand.
  const auto r =
      skb_run({"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string(), "--profile", "honest"});
  REQUIRE(r.status == 0);
  CHECK(r.out.find("0.7500  guilt-vote Ann Ben  vote for Ben (the Chaplain)  (3/4)") != std::string::npos);
  // Without --profile, the equilibrium built into skb (4 players) is the profile.
  const auto built_in = skb_run({"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string()});
  REQUIRE(built_in.status == 0);
  CHECK(built_in.out.find("(everyone then plays equilibrium)") != std::string::npos);
}

TEST_CASE("a narrow screen: the option in words under its line, the key reflowed, every line fits") {
  // The rows of the honest advice (above) are 62 columns and more with the exact fractions: at 60
  // columns each option's words go on their own line under the line to add, rather than being
  // wrapped in a column a few letters wide, and the two-line key is reflowed as one paragraph.
  skb::test::ProcessOptions options;
  options.env = {{"COLUMNS", "60"}};
  const auto r = skb::test::run_process(
      SKB_BINARY, {"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string(), "--profile", "honest"},
      options);
  REQUIRE(r.status == 0);
  CHECK(r.out ==
        "Ann's decision: a vote of the guilt vote (everyone then\n"
        "plays honest)\n"
        "    wins  add to the record, then the option\n"
        "  0.7500  guilt-vote Ann Ben\n"
        "          vote for Ben (the Chaplain)  (3/4)\n"
        "  0.0000  guilt-vote Ann Cat\n"
        "          vote for Cat (the Helmsman)  (0/1)\n"
        "  0.0000  guilt-vote Ann Dan\n"
        "          vote for Dan (the Navigator)  (0/1)\n"
        "wins: the chance that your side wins (the crew, or the\n"
        "Mutineer's side for the Mutineer and a sworn Chaplain) if\n"
        "you take the option; add to the record: the line to write\n"
        "once you have.\n");
  // On a wide screen the same rows keep one line an option and the key its two lines.
  options.env = {{"COLUMNS", "100"}};
  const auto wide = skb::test::run_process(
      SKB_BINARY, {"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string(), "--profile", "honest"},
      options);
  REQUIRE(wide.status == 0);
  CHECK(wide.out.find("\n  0.7500  guilt-vote Ann Ben  vote for Ben (the Chaplain)  (3/4)\n") != std::string::npos);
  CHECK(wide.out.find("and a sworn\nChaplain) if you take the option") != std::string::npos);
}

TEST_CASE("6 players: the juror's guilt vote, and the 6-player equilibrium as the default profile") {
  // examples/mutiny/advise/juror-guilt-vote-6p.mutiny works out the vote for Ben under honest.
  const std::string record = (kExamples / "advise" / "juror-guilt-vote-6p.mutiny").string();
  const auto honest = skb_run({"mutiny", "advise", record, "--profile", "honest"});
  REQUIRE(honest.status == 0);
  CHECK(honest.out.find("1.0000  guilt-vote Eve Ben  vote for Ben (the Navigator)  (1/1)") != std::string::npos);
  // Without --profile, the equilibrium built into skb for 6 players.
  const auto built_in = skb_run({"mutiny", "advise", record});
  REQUIRE(built_in.status == 0);
  CHECK(built_in.out.find("Eve's decision: a vote of the guilt vote (everyone then plays equilibrium)") !=
        std::string::npos);
}

TEST_CASE("a vote whose earlier votes the record lacks: the note to write them with the viewer's own") {
  // Eve (a juror) votes before seeing Ann's, Ben's and Dan's guilt votes: advise draws them from
  // the profile, but "guilt-vote Eve Ben" alone would leave the record stopping inside the vote
  // with Ann's vote missing, which the reader refuses. The Boatswain who waited votes last, with
  // every other vote in his record: his line can be added alone, and no note is shown.
  const std::string juror = (kExamples / "advise" / "juror-guilt-vote-6p.mutiny").string();
  const auto r = skb_run({"mutiny", "advise", juror, "--profile", "honest"});
  REQUIRE(r.status == 0);
  CHECK(r.out.find("\nThe votes cast before yours are not in the record (advise drew them from the profile): once\n"
                   "the votes are shown, write them with yours") != std::string::npos);
  const std::string text = skb::test::read_file(juror);
  const auto alone = skb::test::run_process(SKB_BINARY, {"mutiny", "solve", "-"}, text + "guilt-vote Eve Ben\n");
  CHECK(alone.status == 2);
  CHECK(alone.err.find("with Ann's vote missing before Eve's") != std::string::npos);
  const auto last = skb_run({"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string()});
  REQUIRE(last.status == 0);
  CHECK(last.out.find("The votes cast before yours") == std::string::npos);
  CHECK(last.out.find("...: your second vote") == std::string::npos);
  // The Helmsman's first of two innocence votes: its line ends with "...", which the key explains.
  const auto helmsman = skb_run({"mutiny", "advise", (kExamples / "chaplain-report-spectator.mutiny").string(),
                                 "--view", "Cat", "--profile", "honest"});
  REQUIRE(helmsman.status == 0);
  CHECK(helmsman.out.find("  innocence-vote Cat Ann ...  vote for Ann (the Boatswain)") != std::string::npos);
  CHECK(helmsman.out.find("\n...: your second vote, written on the same line") != std::string::npos);
}

TEST_CASE("no decision to advise on: exit 2 with the reason") {
  // The Helmsman's record stops while the waiting Boatswain has still to vote.
  const auto other = skb_run({"mutiny", "advise", (kExamples / "chosen-helmsman-in-progress.mutiny").string()});
  CHECK(other.status == 2);
  CHECK(other.err.find("no decision to advise: it is Ann's turn (a vote of the guilt vote), not Cat's") != std::string::npos);
  // A spectator has no decision.
  const auto spectator = skb_run({"mutiny", "advise", (kExamples / "chaplain-report-spectator.mutiny").string()});
  CHECK(spectator.status == 2);
  CHECK(spectator.err.find("no decision to advise: the record has no viewer (add 'view NAME' to it, or pass --view NAME)") != std::string::npos);
  // An unknown profile is a command-line error.
  const auto profile =
      skb_run({"mutiny", "advise", (kExamples / "advise" / "boatswain-waits.mutiny").string(), "--profile", "clever"});
  CHECK(profile.status == 2);
}
