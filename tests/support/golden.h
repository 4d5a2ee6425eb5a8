// Golden outputs: what skb prints compared with a file kept beside the examples, byte for byte
// but for the provenance's command line and elapsed seconds (provenance.h), which differ from run
// to run and are blanked on both sides.
//
// A deliberate change of format regenerates the files: run the tests with SKB_REGENERATE=1 in
// the environment, and every golden that differs is rewritten with what skb now prints (the
// source folder taken out of the command line, so that it reads as typed in the repository);
// then read the diff before committing it. Exact figures must never change that way.
#pragma once

#include <filesystem>
#include <string>

namespace skb::test {

// Returns `text` with every provenance's command and elapsed seconds blanked: in JSON
// ("command": "...", "elapsed_seconds": X) and in CSV (the last two cells of a row whose header
// ends with command,elapsed_seconds).
std::string without_run(const std::string& text);

// Returns whether `output` matches the golden file `path` (without_run on both). With
// SKB_REGENERATE=1, a golden that differs (or is missing) is rewritten with `output` and the
// answer is true.
bool matches_golden(const std::string& output, const std::filesystem::path& path);

}  // namespace skb::test
