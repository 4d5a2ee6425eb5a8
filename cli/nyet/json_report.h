// The JSON report of `skb nyet solve --json` (docs/nyet/json-output.md): the round as the record
// leaves it, the places, the number of consistent deals and every unseen card's chances, with the
// provenance (skb version, command line, elapsed seconds).
#pragma once

#include <string>

#include "solver/nyet/locations.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

// Returns the fields every Nyet! JSON report opens with (players .. voids), one a line, each
// indented by two spaces and ending with a comma: the round as the record leaves it.
std::string round_json(const skb::nyet::Replay& replay);

std::string json_report(const skb::nyet::Replay& replay, const skb::nyet::Locations& locations, double seconds);

}  // namespace skb::cli::nyet
