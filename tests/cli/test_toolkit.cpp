// Tests for cli/toolkit.h, cli/completions.h and cli/manual.h, run on the built `skb`
// (SKB_BINARY): the completion scripts and the manual page are made from the command line, so
// they name every command, every option and the values of options that take one of a list; a
// flag is completed as a flag (nothing after it), an option's value from its list.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/files.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

namespace {

using skb::test::ProcessResult;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

ProcessResult skb_run(const std::vector<std::string>& args) { return skb::test::run_process(SKB_BINARY, args); }

const std::vector<std::string> kCommands{"solve",          "advise",        "simulate",      "analyze",
                                         "lying",          "variants",      "mutiny solve",  "mutiny advise",
                                         "mutiny analyze", "hats solve",    "hats advise",   "hats simulate",
                                         "hats analyze",   "nyet solve",    "nyet dd",       "nyet advise",
                                         "nyet simulate",  "nyet analyze",  "games",         "completions",
                                         "manual",         "serve"};

}  // namespace

TEST_CASE("completions: bash, zsh and fish name every command") {
  for (const std::string shell : {"bash", "zsh", "fish"}) {
    CAPTURE(shell);
    const ProcessResult r = skb_run({"completions", shell});
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, shell + " completion for skb"));
    for (const std::string& command : kCommands) {
      const std::string last = command.substr(command.rfind(' ') + 1);
      CHECK_MESSAGE(contains(r.out, last), command);
    }
    // Options as the shell writes them: --top, or fish's -l top.
    const std::string option = shell == "fish" ? "-l " : "--";
    CHECK(contains(r.out, option + "top"));
    CHECK(contains(r.out, option + "profiles"));
  }
}

TEST_CASE("completions bash: a value from its list after an option, nothing special after a flag") {
  const ProcessResult r = skb_run({"completions", "bash"});
  REQUIRE(r.status == 0);
  CHECK(contains(r.out, "'skb solve:--color') COMPREPLY=($(compgen -W 'auto always never' -- \"$cur\")); return ;;"));
  CHECK(contains(r.out, "'skb solve:--rules') COMPREPLY=($(compgen -W 'strict lenient' -- \"$cur\")); return ;;"));
  // --json and --help take no value: no case of their own.
  CHECK(!contains(r.out, "'skb solve:--json')"));
  CHECK(!contains(r.out, "'skb solve:--help')"));
  CHECK(!contains(r.out, "'skb:--version')"));
}

TEST_CASE("completions: an unknown shell is a command-line error with the closest name") {
  const ProcessResult r = skb_run({"completions", "bsh"});
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err.rfind("skb: error: completions: SHELL: unknown shell 'bsh' (did you mean 'bash'?; shells: bash, zsh, fish)\n", 0) == 0);
}

TEST_CASE("manual: a man(7) page with every command") {
  const ProcessResult r = skb_run({"manual"});
  REQUIRE(r.status == 0);
  CHECK(contains(r.out, "\n.TH SKB 1 "));
  CHECK(contains(r.out, "\n.SH NAME\n"));
  CHECK(contains(r.out, "\n.SH SYNOPSIS\n"));
  for (const std::string& command : kCommands) {
    const std::string last = command.substr(command.rfind(' ') + 1);
    CHECK_MESSAGE(contains(r.out, last), command);
  }
  CHECK(contains(r.out, "Exit status"));
  // Every status skb returns, each with its meaning, from the same table as skb --help.
  CHECK(contains(r.out, "\n.SH EXIT STATUS\n.TP\n.B 0\ndone\n.TP\n.B 2\n"));
  CHECK(contains(r.out, "\n.TP\n.B 4\nout of memory: the work needed more memory than the machine gave\n"));
  CHECK(contains(r.out, "\n.TP\n.B 130\n"));
  CHECK(contains(r.out, "\n.TP\n.B 1\nan internal error (a bug in skb: please report it)\n"));
}

TEST_CASE("cmake --install: a stripped skb, its documents, the manual page and the completions") {
  // The sanitizer build is not meant to be installed (and its binary is not the one users get).
  if (skb::test::kSanitized) return;
  namespace fs = std::filesystem;
  const skb::test::ScratchDir prefix("toolkit", "install");
  const fs::path build = fs::path(SKB_BINARY).parent_path();
  const ProcessResult r = skb::test::run_process(
      "/usr/bin/cmake", {"--install", build.string(), "--prefix", prefix.path().string(), "--strip"});
  CAPTURE(r.out);
  CAPTURE(r.err);
  REQUIRE(r.status == 0);
  const fs::path skb = prefix.path() / "bin" / "skb";
  CHECK(fs::is_regular_file(skb));
  CHECK(fs::file_size(skb) < fs::file_size(SKB_BINARY));  // stripped
  for (const char* file : {"share/man/man1/skb.1", "share/bash-completion/completions/skb",
                           "share/zsh/site-functions/_skb", "share/fish/vendor_completions.d/skb.fish",
                           "share/doc/skb/nyet/record-format.md", "share/doc/skb/seven_knights/guide.md"}) {
    CAPTURE(file);
    CHECK(fs::is_regular_file(prefix.path() / file));
  }
  CHECK(contains(skb::test::read_file(prefix.path() / "share/man/man1/skb.1"), ".TH SKB 1"));
  // The installed binary runs and its --help names the installed documents.
  const ProcessResult help = skb::test::run_process(skb.string(), {"nyet", "--help"});
  CHECK(help.status == 0);
  CHECK(contains(help.out, (prefix.path() / "share/doc/skb/nyet/record-format.md").string()));
}
