// What the shared targets (fuzz/common/record_target.cpp, advise_target.cpp) fuzz for Nyet!: the
// record check of fuzz/nyet/nyet_check.h, the advice check of fuzz/nyet/advise_check.h, the
// record's words for the advise target's mutator (keywords.h) and the game's name in a finding's
// message (Nyet!'s record mutator is its own: fuzz_nyet_mutate.cpp).
#pragma once

#include "fuzz/nyet/advise_check.h"
#include "fuzz/nyet/keywords.h"
#include "fuzz/nyet/nyet_check.h"

namespace skb::fuzz {

namespace game = skb::fuzz::nyet;
inline constexpr const char* kGameName = "nyet";

}  // namespace skb::fuzz
