// Exit statuses of `skb`, as documented in the README and record-format.md.
#pragma once

namespace skb::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;       // a bug in skb: please report it
inline constexpr int kExitBadInput = 2;       // unreadable or illegal record, bad command line
inline constexpr int kExitContradiction = 3;  // a legal record that no deal satisfies
inline constexpr int kExitOutOfMemory = 4;    // the work needed more memory than the machine gave
inline constexpr int kExitInterrupted = 130;  // stopped by Ctrl-C or SIGTERM: 128 + SIGINT, as shells report it

}  // namespace skb::cli
