#include "cli/common/errors.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "cli/common/interrupt.h"
#include "solver/core/error.h"
#include "solver/core/record_text.h"

namespace skb::cli {

namespace {

constexpr std::size_t kShownFileName = 300;
constexpr std::size_t kShownMessage = 2000;

// A file name as a message shows it: control bytes escaped, a name of thousands of characters
// cut (skb::quote).
std::string file_name(const std::string& file) { return skb::quote(file, kShownFileName); }

std::string where(const SourceLocation& at) {
  if (at.line <= 0) return file_name(at.file);
  return fmt::format("{}:{}:{}", file_name(at.file), at.line, at.column);
}

// `message` with every line's control bytes escaped and cut at kShownMessage characters: a
// value typed on the command line may end up in it (the values themselves are cut by shown(),
// values.h; this keeps any that is not from reaching the terminal raw).
std::string safe_message(std::string_view message) {
  std::string out;
  while (true) {
    const std::size_t end = message.find('\n');
    out += skb::quote(message.substr(0, end), kShownMessage);
    if (end == std::string_view::npos) return out;
    out += '\n';
    message.remove_prefix(end + 1);
  }
}

std::string contradiction_text(const Contradiction& c) {
  const auto& s = c.statements();
  const std::string file = file_name(c.file());
  std::string first = s.empty() ? file : fmt::format("{}:{}:{}", file, s[0].line, s[0].column);
  const std::string& world = c.world();
  std::string out;
  if (s.size() == 1)
    out += fmt::format("{}: contradiction: no {} satisfies this record. This statement cannot be true in any {}:\n",
                       first, world, world);
  else
    out += fmt::format(
        "{}: contradiction: no {} satisfies this record. These {} statements cannot all be true "
        "(remove any one of them and some {} fits):\n",
        first, world, s.size(), world);
  for (const auto& st : s) out += fmt::format("{}:{}:{}:   {}\n", file, st.line, st.column, safe_message(st.text));
  if (!c.explanation().empty()) out += safe_message(c.explanation()) + "\n";
  return out;
}

}  // namespace

void throw_no_viewer(const std::string& file) {
  throw RecordError({file, 0, 0},
                    "no decision to advise: the record has no viewer (add 'view NAME' to it, or pass --view NAME)");
}

void throw_game_over(const std::string& file, std::string_view detail) {
  throw RecordError({file, 0, 0},
                    fmt::format("no decision to advise: the game is over{}{}", detail.empty() ? "" : "; ", detail));
}

void throw_not_your_turn(const std::string& file, std::string_view whose, std::string_view viewer,
                         std::string_view what) {
  throw RecordError({file, 0, 0}, fmt::format("no decision to advise: it is {}'s turn{}, not {}'s", whose,
                                              what.empty() ? std::string() : fmt::format(" ({})", what), viewer));
}

std::string usage_error_text(std::string_view command, std::string_view message, std::string_view hint) {
  const std::size_t space = command.find(' ');
  const std::string_view sub = space == std::string_view::npos ? std::string_view() : command.substr(space + 1);
  std::string out = "skb: error: " + (sub.empty() ? "" : std::string(sub) + ": ") + safe_message(message) + "\n";
  if (!hint.empty()) return out + "hint: " + safe_message(hint) + "\n";
  return out + fmt::format("hint: run '{} --help' for the {}\n", command, sub.empty() ? "commands" : "options");
}

void report_usage_error(std::string_view command, std::string_view message, std::string_view hint) {
  std::cerr << usage_error_text(command, message, hint);
}

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

ErrorReport describe_error(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const RecordError& e) {
    return {kExitBadInput, where(e.where()) + ": " + safe_message(e.what()) + "\n", e.where().line, e.where().column};
  } catch (const UsageError& e) {
    return {kExitBadInput, usage_error_text(e.command(), e.what())};
  } catch (const Contradiction& c) {
    const auto& first = c.statements();
    return {kExitContradiction, contradiction_text(c), first.empty() ? 0 : first[0].line,
            first.empty() ? 0 : first[0].column};
  } catch (const std::bad_alloc&) {
    // One clear line, not an internal error: the input asked for more than the machine has.
    return {kExitOutOfMemory,
            "skb: out of memory: the work needed more memory than this machine gave it (try a smaller "
            "problem, fewer --threads, or a machine with more memory)\n"};
  } catch (const Interrupted&) {  // an interrupt before the command had anything to print
    return {kExitInterrupted, "skb: interrupted before anything was finished\n"};
  } catch (const Cancelled&) {  // the same, seen by long work in solver/ (its cancel flag)
    return {kExitInterrupted, "skb: interrupted before anything was finished\n"};
  } catch (const std::exception& e) {
    return {kExitInternal, "skb: internal error: " + safe_message(e.what()) + " (please report this with the record)\n"};
  } catch (...) {
    return {kExitInternal, "skb: internal error: an unknown exception (please report this with the record)\n"};
  }
}

int run_reporting_errors(const std::function<int()>& command) {
  try {
    return finish_output(command());
  } catch (...) {
    std::cout.flush();
    const ErrorReport report = describe_error(std::current_exception());
    std::cerr << report.message;
    return report.status;
  }
}

}  // namespace skb::cli
