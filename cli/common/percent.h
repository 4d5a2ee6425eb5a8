// Percentages: how every text report prints a probability, so that the games read alike.
//
// One decimal ("45.5"), with the two ends kept honest: exactly 0 and exactly 1 are shown as such
// ("·" or "0", "100"), and values that would round to a misleading 0.0 or 100.0 are shown as
// "<0.1" and ">99.9".
#pragma once

#include <string>

namespace skb::cli {

// Returns a probability as a percentage for a table: "·" (or "." in ASCII) for exactly 0, "100"
// for exactly 1, "<0.1" and ">99.9" for values that would otherwise round to a misleading 0.0 or
// 100.0, else one decimal ("45.5").
std::string percent(double p, bool utf8 = true);

// Returns a probability for a sentence: as `percent`, but "0" rather than "·".
std::string percent_in_text(double p);

}  // namespace skb::cli
