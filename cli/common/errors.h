// How every command of skb turns the libraries' typed errors into a message on standard error
// and an exit status (exit_status.h), and the front end's own error for a bad command line.
#pragma once

#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace skb::cli {

// A command line that cannot be used: an unknown value, a bad combination of options. `command`
// is the command as typed ("skb solve"). Printed as every command-line error is (see
// report_usage_error), exit status 2. Errors in a record are RecordErrors, which name the file,
// line and column.
class UsageError : public std::runtime_error {
 public:
  UsageError(std::string command, const std::string& message)
      : std::runtime_error(message), command_(std::move(command)) {}
  const std::string& command() const { return command_; }

 private:
  std::string command_;
};

// "Nothing to advise": the one form of every game's `advise` when the record leaves its viewer no
// decision, a record error of no particular line (exit status 2):
//   FILE: no decision to advise: the record has no viewer (add 'view NAME' to it, or pass --view NAME)
//   FILE: no decision to advise: the game is over[; DETAIL]
//   FILE: no decision to advise: it is Cat's turn[ (WHAT)], not Ann's
[[noreturn]] void throw_no_viewer(const std::string& file);
[[noreturn]] void throw_game_over(const std::string& file, std::string_view detail = "");
[[noreturn]] void throw_not_your_turn(const std::string& file, std::string_view whose, std::string_view viewer,
                                      std::string_view what = "");

// Prints a command-line error on standard error, in the one format of every command-line error
// (the parser's and UsageError's):
//   skb: error: solve: --lie-rate 2: a lie rate is a probability, between 0 and 1
//   hint: run 'skb solve --help' for the options
// `command` is the command as typed ("skb solve"; "skb" for none: "skb: error: MESSAGE"); the
// hint names its --help, unless `hint` says something else.
void report_usage_error(std::string_view command, std::string_view message, std::string_view hint = {});

// Returns the text report_usage_error prints (its lines, each ending in a newline).
std::string usage_error_text(std::string_view command, std::string_view message, std::string_view hint = {});

// A failed command's exit status and its message, the lines (each ending in a newline) that
// run_reporting_errors prints on standard error for it.
struct ErrorReport {
  int status = 0;
  std::string message;
  int line = 0;    // where in the record, for a RecordError or a Contradiction's first statement;
  int column = 0;  // 0: no particular place
};

// Returns the exit status and the message of `error`, as run_reporting_errors reports them: one
// home for both, shared by the command line and `skb serve` (which answers them as JSON).
ErrorReport describe_error(const std::exception_ptr& error);

// Runs `command` and returns its exit status, once standard output is flushed (see
// finish_output). A RecordError is reported as FILE:LINE:COL: message (status 2), a
// UsageError by report_usage_error (2), a Contradiction with its conflicting statements (3), any
// other exception as an internal error (1).
int run_reporting_errors(const std::function<int()>& command);

// Returns `status` once standard output is flushed. A reader that went away (a closed pipe, as
// in `skb solve big.skb --json | head -c 10`) is not an error: nothing is left to say, so skb
// exits quietly. Any other failed write (a full disk, /dev/full) is reported, so that a script
// never takes a lost report for a solved record.
int finish_output(int status);

}  // namespace skb::cli
