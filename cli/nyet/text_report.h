// The text report of `skb nyet solve`: the round as the record leaves it (phase, board or terms,
// teams, units, the trick in progress, voids) and where the unseen cards are, as a table a player
// reads at a glance: a row per unseen card, grouped by colour, a column per place, chances in %.
#pragma once

#include <string>

#include "cli/common/terminal.h"
#include "solver/nyet/locations.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

std::string text_report(const skb::nyet::Replay& replay, const skb::nyet::Locations& locations,
                        const TextLayout& layout);

// Returns the round as the record leaves it, a line each (players, who sees, the phase, the board
// or terms, teams, units, the trick in progress, voids, scores): the head of every report.
std::string round_text(const skb::nyet::Replay& replay);

// Returns "1,850,332,263,780".
std::string thousands(const std::string& digits);

}  // namespace skb::cli::nyet
