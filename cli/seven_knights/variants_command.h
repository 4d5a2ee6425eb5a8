// `skb variants`: prints the table of variants with their deal counts.
#pragma once

namespace skb::cli {

// Prints the table to stdout and returns the exit status.
int run_variants();

}  // namespace skb::cli
