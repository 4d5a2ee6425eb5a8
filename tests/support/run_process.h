// Running the built `skb` from a test: a child process with the given arguments and standard
// input, its standard output, standard error and exit status captured.
#pragma once

#include <string>
#include <vector>

namespace skb::reference {

struct ProcessResult {
  int status = -1;  // exit status, or 128 + signal number
  std::string out, err;
};

// Runs `program args...` with `input` on standard input and waits for it. Throws
// std::runtime_error if the process cannot be started.
ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const std::string& input = "");

}  // namespace skb::reference
