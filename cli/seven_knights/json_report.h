// The `solve --json` report, exactly the schema of json-output.md (field order and layout as in
// its example; numbers in shortest round-trip form).
#pragma once

#include <string>

#include "cli/common/json.h"

#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

// Returns the JSON text (ending in a newline) for a solved record.
std::string json_report(const Record& record, const Posterior& posterior, double seconds = 0);

}  // namespace skb::cli::seven_knights
