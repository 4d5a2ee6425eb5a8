// The reports of `skb nyet dd`: the round as the record leaves it (text_report.h's round_text,
// json_report.h's round_json), then the double-dummy value of the rest of the round for the team
// of the player to move, the value of every card that player may play, and a line of best play
// trick by trick (docs/nyet/double-dummy.md; the JSON fields in docs/nyet/json-output.md).
#pragma once

#include <cstdint>
#include <string>

#include "cli/common/terminal.h"
#include "solver/nyet/double_dummy.h"
#include "solver/nyet/replay.h"

namespace skb::cli::nyet {

std::string dd_text_report(const skb::nyet::Replay& replay, const skb::nyet::DdResult& result, const TextLayout& layout);

std::string dd_json_report(const skb::nyet::Replay& replay, const skb::nyet::DdResult& result,
                           std::uint64_t node_limit, double seconds);

}  // namespace skb::cli::nyet
