// Provenance: what made a report, carried by every JSON and CSV report of a simulation so that a
// saved table can be remade: the skb version, the command line as typed (quoted for a POSIX
// shell) and the time the work took. The command line is recorded once, by the front end,
// before any command runs; reports of any game read it here.
#pragma once

#include <string>
#include <vector>

namespace skb::cli {

// Records the command line (called by the front end with main's arguments).
void record_command_line(int argc, const char* const* argv);

// Returns the recorded command line, every word quoted for a POSIX shell where it needs to be
// (`skb analyze --variants 'a b'`), the program named "skb"; "skb" if none was recorded.
const std::string& command_line();

// Returns skb's version ("0.1.0").
const std::string& skb_version();

// Returns the JSON members `"skb_version": ..., "command": ..., "elapsed_seconds": ...` (no
// braces; to be placed inside an object), `seconds` rounded to the millisecond.
std::string provenance_json(double seconds);

// The CSV columns of the provenance, and a row's cells (the command quoted as CSV needs).
std::string provenance_csv_header();  // "skb_version,command,elapsed_seconds"
std::string provenance_csv_cells(double seconds);

// Returns `cell` quoted for CSV when it holds a comma, a quote or a line break.
std::string csv_cell(const std::string& cell);

}  // namespace skb::cli
