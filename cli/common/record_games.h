// Which game a record belongs to, so that a record given to another game's command names the
// right one: `skb solve x.mutiny` says "x.mutiny is a Mutiny record: run 'skb mutiny solve
// x.mutiny'" rather than that a Seven Knights record must start with 'variant'.
//
// A record is known by its file's extension (.skb, .mutiny, .hats, .nyet) and, for any other
// name, by the keywords of its first statements: a Seven Knights record starts with `variant`;
// only Mutiny's have crew cards (`boatswain`, `chaplain`, `helmsman`, `navigator`), only the hat
// game's `characters`, only Nyet!'s `dealer`, `hand`, `veto` or `trick`. Standard input is not
// read twice: only its statements are not recognised.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skb::cli {

struct RecordGame {
  std::string_view title;      // "Mutiny"
  std::string_view group;      // the command group: "mutiny"; "" for Seven Knights' top-level commands
  std::string_view extension;  // ".mutiny"
  std::vector<std::string_view> commands;  // the commands that read a record: solve, advise
};

// Returns the game of the record at `path` (not "-"), from its extension or its first
// statements, or nothing when neither says.
std::optional<RecordGame> record_game(const std::string& path);

// Returns the message for a record of `found` given to the `command` ("solve") of the game whose
// group is `group`, or nothing when `found` is that game: "this is a Mutiny record (.mutiny), not a
// Seven Knights Bewitched one: run 'skb mutiny solve x.mutiny'".
std::optional<std::string> wrong_game_message(const RecordGame& found, std::string_view group,
                                              std::string_view command, const std::string& path);

// Calls `read()` and returns what it returns; when it throws a RecordError and the record is
// another game's, throws a RecordError of the file (exit status 2) that names the right command.
template <class Read>
auto read_checking_game(const std::string& path, std::string_view group, std::string_view command, const Read& read)
    -> decltype(read());

// Throws the RecordError of wrong_game_message when the record at `path` is another game's;
// returns otherwise.
void check_game_of(const std::string& path, std::string_view group, std::string_view command);

template <class Read>
auto read_checking_game(const std::string& path, std::string_view group, std::string_view command, const Read& read)
    -> decltype(read()) {
  try {
    return read();
  } catch (...) {
    if (path != "-") check_game_of(path, group, command);
    throw;
  }
}

}  // namespace skb::cli
