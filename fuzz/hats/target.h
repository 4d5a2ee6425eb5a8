// What the shared fuzz targets (fuzz/common/*_target.cpp) fuzz for the hat game: the checks
// (fuzz/hats/hats_check.h: check_record, check_advise), the record's words for the mutator
// (keywords.h: kKeywords, is_header) and the game's name in a finding's message.
#pragma once

#include "fuzz/hats/keywords.h"
#include "fuzz/hats/hats_check.h"

namespace skb::fuzz {

namespace game = skb::fuzz::hats;
inline constexpr const char* kGameName = "hats";

}  // namespace skb::fuzz
