// What the shared record target (fuzz/common/record_target.cpp) fuzzes for Nyet!: the record
// check of fuzz/nyet/nyet_check.h and the game's name in a finding's message (Nyet!'s mutator
// is its own: fuzz_nyet_mutate.cpp).
#pragma once

#include "fuzz/nyet/nyet_check.h"

namespace skb::fuzz {

namespace game = skb::fuzz::nyet;
inline constexpr const char* kGameName = "nyet";

}  // namespace skb::fuzz
