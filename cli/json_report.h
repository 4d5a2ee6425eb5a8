// The `solve --json` report, exactly the schema of json-output.md (field order and layout as in
// its example; numbers in shortest round-trip form).
#pragma once

#include <string>

#include "solver/posterior.h"
#include "solver/record.h"

namespace skb::cli {

// Returns the JSON text (ending in a newline) for a solved record.
std::string json_report(const Record& record, const Posterior& posterior);

// Returns a JSON string literal for `s`.
std::string json_string(std::string_view s);

// Returns a double in shortest round-trip form, always with a '.' or an exponent ("0.0", "1.0").
std::string json_number(double x);

}  // namespace skb::cli
