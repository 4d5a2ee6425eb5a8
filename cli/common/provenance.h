// Provenance: what made a report, carried by every JSON and CSV report of every game and command
// so that a saved report can be remade: the skb version, the command line as typed (quoted for a
// POSIX shell) and the time the work took. The command line is recorded once, by the front end,
// before any command runs; reports of any game read it here.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace skb::cli {

// The time a command's work has taken, for the provenance's elapsed_seconds: started when made.
class Stopwatch {
 public:
  Stopwatch() : start_(std::chrono::steady_clock::now()) {}
  double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  std::chrono::steady_clock::time_point start_;
};

// Records the command line (called by the front end with main's arguments).
void record_command_line(int argc, const char* const* argv);

// Returns the recorded command line, every word quoted for a POSIX shell where it needs to be
// (`skb analyze --variants 'a b'`), the program named "skb"; "skb" if none was recorded.
const std::string& command_line();

// Returns skb's version ("0.1.0").
const std::string& skb_version();

// Returns what `skb --version` prints: the version, the commit it was built from ("+changes"
// when the tree differed from it), the build type and whether MPI is on:
//   skb 0.1.0 (commit 902fc77a1b2c, Release build, MPI off)
std::string version_text();

// Returns the JSON members `"skb_version": ..., "command": ..., "elapsed_seconds": ...` (no
// braces; to be placed inside an object), `seconds` rounded to the millisecond.
std::string provenance_json(double seconds);

// The CSV columns of the provenance, and a row's cells (the command quoted as CSV needs).
std::string provenance_csv_header();  // "skb_version,command,elapsed_seconds"
std::string provenance_csv_cells(double seconds);

// Returns `cell` quoted for CSV when it holds a comma, a quote or a line break.
std::string csv_cell(const std::string& cell);

}  // namespace skb::cli
