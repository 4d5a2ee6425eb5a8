// Test helper: the header of the four-player record most Mutiny tests write their games after:
// Ann the Boatswain, Ben the Chaplain, Cat the Helmsman and Dan the Navigator, in seats 0 to 3.
#pragma once

#include <string>

namespace skb::mutiny::testing {

inline const std::string kFourSeats =
    "players Ann Ben Cat Dan\n"
    "boatswain Ann\n"
    "chaplain Ben\n"
    "helmsman Cat\n"
    "navigator Dan\n";

}  // namespace skb::mutiny::testing
