// Whole-process timing for the command benchmarks: a command spawned with its output to
// /dev/null, its wall time from spawn to exit, the median of a sample, and the records of a
// folder; a failed command ends the benchmark (status 2), since a time of a failure would mean
// nothing.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

extern char** environ;

namespace skb::bench {

// Runs `args` with standard output and error to /dev/null; returns the wall time in ms. Exits
// with status 2 when it cannot start or does not exit with status 0 (`who` names the benchmark).
inline double run_ms(const std::vector<std::string>& args, const char* who) {
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
    std::fprintf(stderr, "%s: cannot start %s\n", who, argv[0]);
    std::exit(2);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  posix_spawn_file_actions_destroy(&actions);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s: %s failed\n", who, args.size() > 3 ? args[3].c_str() : args.back().c_str());
    std::exit(2);
  }
  return ms;
}

inline double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  const std::size_t n = xs.size();
  return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}

// The files of `dir` whose names end in `extension` (".nyet"), sorted.
inline std::vector<std::filesystem::path> records_in(const std::string& dir, const std::string& extension) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == extension) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace skb::bench
