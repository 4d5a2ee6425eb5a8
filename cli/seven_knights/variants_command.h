// `skb variants`: prints the table of variants with their deal counts.
#pragma once

namespace skb::seven_knights {}

namespace skb::cli::seven_knights {

using namespace skb::seven_knights;  // the Seven Knights front end speaks its library's names

// Prints the table to stdout and returns the exit status.
int run_variants();

}  // namespace skb::cli::seven_knights
