#include "cli/app.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/advise_command.h"
#include "cli/analyze_command.h"
#include "cli/exit_status.h"
#include "cli/simulate_command.h"
#include "cli/solve_command.h"
#include "cli/variants_command.h"
#include "solver/error.h"

namespace skb::cli {

namespace {

std::string where(const SourceLocation& at) {
  if (at.line <= 0) return at.file;
  return fmt::format("{}:{}:{}", at.file, at.line, at.column);
}

void print_contradiction(const Contradiction& c) {
  const auto& s = c.statements();
  std::string first = s.empty() ? c.file() : fmt::format("{}:{}:{}", c.file(), s[0].line, s[0].column);
  if (s.size() == 1)
    std::cerr << fmt::format(
        "{}: contradiction: no deal satisfies this record. This statement cannot be true in any deal:\n", first);
  else
    std::cerr << fmt::format(
        "{}: contradiction: no deal satisfies this record. These {} statements cannot all be true "
        "(remove any one of them and some deal fits):\n",
        first, s.size());
  for (const auto& st : s) std::cerr << fmt::format("{}:{}:{}:   {}\n", c.file(), st.line, st.column, st.text);
}

// Returns the exit status once standard output is flushed. A reader that went away (a closed
// pipe, as in `skb solve big.skb --json | head -c 10`) is not an error: nothing is left to say,
// so skb exits quietly. Any other failed write (a full disk, /dev/full) is reported, so that a
// script never takes a lost report for a solved record.
int finish_output(int status) {
  errno = 0;
  std::cout.flush();
  if (std::cout) return status;
  const int error = errno;
  struct stat out {};
  const bool pipe = ::fstat(STDOUT_FILENO, &out) == 0 && (S_ISFIFO(out.st_mode) || S_ISSOCK(out.st_mode));
  if (error == EPIPE || pipe) return kExitOk;
  std::cerr << "skb: cannot write the output" << (error ? std::string(": ") + std::strerror(error) : std::string())
            << "\n";
  return kExitBadInput;
}

}  // namespace

int run(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);  // a closed pipe shows up as a write error, handled below
  CLI::App app{
      "skb: exact deduction for Seven Knights Bewitched.\n"
      "Reads a game record (.skb) and computes, from every deal consistent with it, where "
      "each tile is and which arrangement the Captain should lay down.",
      "skb"};
  app.set_version_flag("--version", std::string("skb ") + SKB_VERSION);
  app.require_subcommand(1);
  app.footer(
      "\nRun 'skb solve --help' for the solver's options. Records are described in the README\n"
      "(and record-format.md). Exit status: 0 ok, 1 internal error, 2 bad input, 3 contradiction.");
  SolveSettings solve;
  add_solve_command(app, solve);
  AdviseSettings advise;
  auto* advise_cmd = add_advise_command(app, advise);
  SimulateSettings simulate;
  auto* simulate_cmd = add_simulate_command(app, simulate);
  AnalyzeSettings analyze;
  auto* analyze_cmd = add_analyze_command(app, analyze);
  auto* variants = app.add_subcommand("variants",
                                      "List the six variants: players, tiles, center slots, dealing rule "
                                      "and the number of deals for each player count.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int status = app.exit(e);  // prints help / version (status 0) or the parse error
    return status == 0 ? kExitOk : kExitBadInput;
  }
  try {
    int status = kExitOk;
    if (variants->parsed())
      status = run_variants();
    else if (advise_cmd->parsed())
      status = run_advise(advise);
    else if (simulate_cmd->parsed())
      status = run_simulate(simulate);
    else if (analyze_cmd->parsed())
      status = run_analyze(analyze);
    else
      status = run_solve(solve);
    return finish_output(status);
  } catch (const RecordError& e) {
    std::cout.flush();
    std::cerr << where(e.where()) << ": " << e.what() << "\n";
    return kExitBadInput;
  } catch (const Contradiction& c) {
    std::cout.flush();
    print_contradiction(c);
    return kExitContradiction;
  } catch (const std::exception& e) {
    std::cerr << "skb: internal error: " << e.what() << " (please report this with the record)\n";
    return kExitInternal;
  }
}

}  // namespace skb::cli
