// Command-line values: how every option of every game reads what was typed and how a message
// shows it back.
//
// One spelling for each kind of value, whatever the option: a whole number is digits only (no
// sign, no spaces, no 0x: `--top 0x10`, `--top +3` and `--top ' 5'` are refused, never read as
// 16, 3 or 5); a name is one of a fixed list, and a near miss gets "did you mean" (`standrad`,
// `equilibirum`, `Standard`); a list is names or numbers separated by commas, none of them empty
// (`honest,,random` and `''` are refused). A value echoed in a message is cut to a readable
// length and its control bytes escaped (skb::quote, as record errors do), so that no option can
// make a message of 100 KB or send an escape sequence to the terminal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
class Option;
class Validator;
}  // namespace CLI

namespace skb::cli {

// How many characters of a typed value a message shows.
inline constexpr std::size_t kShownValue = 40;

// Returns `value` as a message shows it: at most kShownValue characters, then "... (N
// characters)"; control bytes, invalid UTF-8 and invisible characters as \xNN.
std::string shown(std::string_view value);

// The same for a file's name: at most kShownPath characters.
inline constexpr std::size_t kShownPath = 300;
std::string shown_path(std::string_view path);

// Returns whether `text` is a whole number written in digits only (no sign, no spaces) between
// `low` and `high`.
bool whole_number_in(std::string_view text, std::uint64_t low, std::uint64_t high);

// Returns the message for a whole number out of its form or range: "--top takes a whole number,
// at least 1, not '0x10'" (`range` is ", at least 1" or " from 3 to 8").
std::string whole_number_message(std::string_view option, std::string_view range, std::string_view typed);

// A validator for a whole number from `low` to `high` (digits only), whose message names
// `option`: "--players takes a whole number from 3 to 8, not '9'". `range` replaces the
// default wording of the range (", at least 1" when `high` is the type's largest, else " from
// LOW to HIGH").
CLI::Validator whole_in(std::string option, std::uint64_t low, std::uint64_t high, std::string range = "");

// Returns "unknown WHAT 'typed' (did you mean 'x'?; WHATs: a, b, c)" for a value that is not in
// `names`; the suggestion is the closest name (suggest.h), or the name that differs only in case.
std::string unknown_value_message(std::string_view typed, const std::vector<std::string>& names,
                                  std::string_view what);

// A validator for one of `names` (exactly, case included), whose message is
// "--variant standrad: unknown variant (did you mean 'standard'?; variants: ...)".
CLI::Validator one_of(std::string option, std::vector<std::string> names, std::string what);

// Returns the items of a comma-separated list as typed ("a,b"). Throws nothing: empty items are
// kept (list validators refuse them).
std::vector<std::string> split_list(std::string_view text);

// A validator for a comma-separated list of `names` (empty: any text): every item one of them
// (one_of's message for a wrong one), none empty: "--profiles honest,,random: an empty item (two commas, or one at
// either end)".
CLI::Validator list_of(std::string option, std::vector<std::string> names, std::string what);

// A validator for a comma-separated list of whole numbers from `low` to `high`.
CLI::Validator list_of_numbers(std::string option, std::uint64_t low, std::uint64_t high);

// Adds the check one_of(...) to `option` and remembers `names` as the values it takes (for the
// shell completions). Returns `option`.
CLI::Option* choices(CLI::Option* option, std::vector<std::string> names, std::string what);

// Returns the values `option` takes, as choices() or add_list_option() recorded them, or nullptr.
const std::vector<std::string>* choices_of(const CLI::Option* option);

// Adds a comma-separated list option to `cmd`, each item one of `names` (list_of), filling `out`
// with the items (the option may also be repeated: `--profiles a --profiles b` is `--profiles
// a,b`). The whole text is checked before it is split, so nothing is dropped.
CLI::Option* add_list_option(CLI::App& cmd, const std::string& name, std::vector<std::string>& out,
                             const std::string& help, std::vector<std::string> names, std::string what);

// The same for a list of whole numbers from `low` to `high` (list_of_numbers).
CLI::Option* add_number_list_option(CLI::App& cmd, const std::string& name, std::vector<int>& out,
                                    const std::string& help, int low, int high);

// Adds to every option of `app` and of its commands that takes a whole number (CLI11's INT and
// UINT) the check that it is written in digits only, so that no option reads 0x10, +3 or ' 5'.
void refuse_loose_numbers(CLI::App& app);

}  // namespace skb::cli
