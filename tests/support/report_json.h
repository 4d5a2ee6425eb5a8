// Reading a JSON report in a test: parsed, with its provenance (skb_version, command,
// elapsed_seconds: provenance.h) taken out of the top-level object, so that two runs of the same
// command, or a run and its golden file, compare equal. Header-only (nlohmann/json).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace skb::test {

// Returns `text` parsed, without the provenance members of the top-level object.
template <class Json = nlohmann::ordered_json>
Json parse_report(const std::string& text) {
  Json j = Json::parse(text);
  if (j.is_object())
    for (const char* key : {"skb_version", "command", "elapsed_seconds"}) j.erase(key);
  return j;
}

}  // namespace skb::test
