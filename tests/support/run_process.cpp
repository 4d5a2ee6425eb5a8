#include "tests/support/run_process.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace skb::reference {

namespace {

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

ProcessResult run_process(const std::string& program, const std::vector<std::string>& args, const std::string& input) {
  // Files rather than pipes: no deadlock however much the child prints.
  static int counter = 0;
  const auto base = std::filesystem::temp_directory_path() /
                    ("skb_run_" + std::to_string(::getpid()) + "_" + std::to_string(++counter));
  const std::string in_path = base.string() + ".in", out_path = base.string() + ".out",
                    err_path = base.string() + ".err";
  std::ofstream(in_path, std::ios::binary) << input;
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error("cannot fork");
  if (pid == 0) {
    if (!std::freopen(in_path.c_str(), "rb", stdin) || !std::freopen(out_path.c_str(), "wb", stdout) ||
        !std::freopen(err_path.c_str(), "wb", stderr))
      ::_exit(126);
    std::vector<char*> argv{const_cast<char*>(program.c_str())};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    ::execv(program.c_str(), argv.data());
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ProcessResult r;
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  for (const auto& p : {in_path, out_path, err_path}) std::filesystem::remove(p);
  return r;
}

}  // namespace skb::reference
