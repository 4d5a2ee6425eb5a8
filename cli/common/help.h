// Help that fits: how every `--help` of skb is laid out, and the pieces every command's help
// shares (the exit statuses, where the documents are).
//
// The help is laid out as the reports are (terminal.h): to the screen's width when it is known
// ($COLUMNS, or the terminal), each option's description wrapped beside its name, the footers'
// paragraphs reflowed and their lists wrapped under their own indentation; the wide layout when
// the width is not known. An option shows the value it takes by a name (`--top K`, `--view
// NAME`), never by the parser's type tags (TEXT, UINT, `:{a,b}`). Every command's footer ends
// with the exit statuses it can return, in one form (exit_statuses).
#pragma once

#include <array>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "cli/common/exit_status.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace skb::cli {

// Installs skb's help layout on `app` (inherited by the commands added after it).
void use_help_layout(CLI::App& app);

// Sets the name the help shows for the value `option` takes ("K", "NAME", "X").
CLI::Option* help_value(CLI::Option* option, std::string_view name);

// Returns `text` laid out for `width` (nothing: unchanged): each paragraph of prose (lines up to
// a blank line, unindented) joined and wrapped when a line is too wide; each item of an indented
// list (a line and the more indented lines under it) joined and wrapped under its own
// indentation. Blocks that fit are unchanged.
std::string reflow(std::string_view text, std::optional<std::size_t> width);

// The line of a footer that lists a command's exit statuses, e.g.
//   Exit status: 0 solved; 2 bad input ...; 3 ...; 1 an internal error (a bug: please report it).
// Each pair is a status and what it means for this command, listed in increasing order of
// status; 1 is always added, last.
std::string exit_statuses(std::initializer_list<std::pair<int, std::string_view>> statuses);
std::string exit_statuses(std::span<const std::pair<int, std::string_view>> statuses);

// What exit status 1 means: added to every list.
inline constexpr std::string_view kInternalError = "an internal error (a bug in skb: please report it)";

// What exit status 2 means for a command that reads a record.
inline constexpr std::string_view kBadRecord =
    "the record cannot be read or breaks the rules (the message names file:line:column), or a bad option";
// What exit status 4 means for a command whose work grows with its input or options (every
// command that solves, advises, simulates or analyzes): the message is one line, "skb: out of
// memory: ...".
inline constexpr std::string_view kOutOfMemory = "out of memory: the work needed more memory than the machine gave";
// What exit status 130 means for a command that can be interrupted.
inline constexpr std::string_view kInterrupted =
    "interrupted by Ctrl-C or SIGTERM (what was finished is printed)";

// What each exit status of skb means, whatever the command: listed by the top-level help, each
// game's help and the manual page's EXIT STATUS (a command's help says what each means for it).
inline constexpr std::array<std::pair<int, std::string_view>, 5> kExitStatusMeanings{{
    {kExitOk, "done"},
    {kExitBadInput,
     "a record that cannot be read or breaks the rules, a bad command line, or an output that cannot "
     "be written"},
    {kExitContradiction, "a record that nothing satisfies"},
    {kExitOutOfMemory, kOutOfMemory},
    {kExitInterrupted, "a long command interrupted by Ctrl-C or SIGTERM (what was finished is printed)"},
}};

// Returns the path a help text gives for the document `name` ("mutiny/record-format.md"):
// docs/NAME in a build or source tree, or the installed copy (PREFIX/share/doc/skb/NAME) when
// skb runs installed as PREFIX/bin/skb and the document is there.
std::string doc_path(std::string_view name);

}  // namespace skb::cli
