// What the shared fuzz targets (fuzz/common/*_target.cpp) fuzz for Mutiny: the checks
// (fuzz/mutiny/mutiny_check.h: check_record, check_advise), the record's words for the mutator
// (keywords.h: kKeywords, is_header) and the game's name in a finding's message.
#pragma once

#include "fuzz/mutiny/keywords.h"
#include "fuzz/mutiny/mutiny_check.h"

namespace skb::fuzz {

namespace game = skb::fuzz::mutiny;
inline constexpr const char* kGameName = "mutiny";

}  // namespace skb::fuzz
