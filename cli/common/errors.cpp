#include "cli/common/errors.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <new>

#include <fmt/format.h>

#include "cli/common/exit_status.h"
#include "solver/core/error.h"

namespace skb::cli {

namespace {

std::string where(const SourceLocation& at) {
  if (at.line <= 0) return at.file;
  return fmt::format("{}:{}:{}", at.file, at.line, at.column);
}

void print_contradiction(const Contradiction& c) {
  const auto& s = c.statements();
  std::string first = s.empty() ? c.file() : fmt::format("{}:{}:{}", c.file(), s[0].line, s[0].column);
  const std::string& world = c.world();
  if (s.size() == 1)
    std::cerr << fmt::format(
        "{}: contradiction: no {} satisfies this record. This statement cannot be true in any {}:\n", first, world,
        world);
  else
    std::cerr << fmt::format(
        "{}: contradiction: no {} satisfies this record. These {} statements cannot all be true "
        "(remove any one of them and some {} fits):\n",
        first, world, s.size(), world);
  for (const auto& st : s) std::cerr << fmt::format("{}:{}:{}:   {}\n", c.file(), st.line, st.column, st.text);
}

}  // namespace

void report_usage_error(std::string_view command, std::string_view message, std::string_view hint) {
  const std::size_t space = command.find(' ');
  const std::string_view sub = space == std::string_view::npos ? std::string_view() : command.substr(space + 1);
  std::cerr << "skb: error: " << (sub.empty() ? "" : std::string(sub) + ": ") << message << "\n";
  if (!hint.empty())
    std::cerr << "hint: " << hint << "\n";
  else
    std::cerr << fmt::format("hint: run '{} --help' for the {}\n", command, sub.empty() ? "commands" : "options");
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

int run_reporting_errors(const std::function<int()>& command) {
  try {
    return finish_output(command());
  } catch (const RecordError& e) {
    std::cout.flush();
    std::cerr << where(e.where()) << ": " << e.what() << "\n";
    return kExitBadInput;
  } catch (const UsageError& e) {
    std::cout.flush();
    report_usage_error(e.command(), e.what());
    return kExitBadInput;
  } catch (const Contradiction& c) {
    std::cout.flush();
    print_contradiction(c);
    return kExitContradiction;
  } catch (const std::bad_alloc&) {
    // One clear line, not an internal error: the input asked for more than the machine has.
    std::cout.flush();
    std::cerr << "skb: out of memory: the work needed more memory than this machine gave it (try a smaller "
                 "problem, fewer --threads, or a machine with more memory)\n";
    return kExitOutOfMemory;
  } catch (const std::exception& e) {
    std::cerr << "skb: internal error: " << e.what() << " (please report this with the record)\n";
    return kExitInternal;
  }
}

}  // namespace skb::cli
