// The `skb mutiny solve --json` report, exactly the schema of docs/mutiny/json-output.md (field
// order and layout as in its example; numbers in shortest round-trip form).
#pragma once

#include <string>
#include <string_view>

#include "solver/mutiny/posterior.h"
#include "solver/mutiny/record.h"

namespace skb::cli::mutiny {

// Returns the JSON text (ending in a newline) for a solved record; `model` is the profile named
// by --model, empty for none.
std::string json_report(const skb::mutiny::Record& record, const skb::mutiny::Posterior& posterior,
                        std::string_view model, double tremble, double seconds);

}  // namespace skb::cli::mutiny
