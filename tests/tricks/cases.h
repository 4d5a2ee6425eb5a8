// The games the trick engine's tests run on: bridge in every strain, and the Nyet!-like test game
// (nyet_like.h) with 2, 3, 4 and 5 seats in several team splits, with a supertrump colour other
// than trumps, the same as trumps, or none; with the largest endgame each size allows the plain
// minimax (minimax.h) to solve quickly. Counts shrink under AddressSanitizer (scaled).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/support/sanitized.h"
#include "tests/tricks/nyet_like.h"

namespace skb::tricks::test {

struct NyetLikeCase {
  std::string name;
  int seats;
  std::array<int, kMaxSeats> sides;
  int trump, supertrump;
  int max_tricks;  // endgames of 1 .. max_tricks tricks
  int count;       // positions checked
};

// Returns `full`, or a twenty-fifth of it (at least 8) under AddressSanitizer (the sanitizer build
// also compiles the test drivers, and with them the header-only engine, without optimisation).
inline int scaled(int full) { return ::skb::test::kSanitized ? (full / 25 > 8 ? full / 25 : 8) : full; }

inline std::vector<NyetLikeCase> nyet_like_cases() {
  return {
      {"4 seats 2v2, supertrump apart", 4, {0, 1, 0, 1, 0}, 1, 3, 4, scaled(400)},
      {"4 seats 2v2, supertrump = trump", 4, {0, 1, 0, 1, 0}, 2, 2, 4, scaled(300)},
      {"4 seats 1v3, no supertrump", 4, {0, 1, 1, 1, 0}, 0, NyetLikeRules::kNoSupertrump, 4, scaled(300)},
      {"4 seats 2v2 neighbours", 4, {0, 0, 1, 1, 0}, 3, 0, 4, scaled(300)},
      {"2 seats 1v1", 2, {0, 1, 0, 0, 0}, 1, 0, 6, scaled(400)},
      {"3 seats 1v2", 3, {1, 0, 1, 0, 0}, 2, 1, 5, scaled(400)},
      {"3 seats 1v2, no supertrump", 3, {0, 1, 1, 0, 0}, 0, NyetLikeRules::kNoSupertrump, 5, scaled(200)},
      {"5 seats {0,3} v {1,2,4}", 5, {0, 1, 1, 0, 1}, 3, 2, 4, scaled(300)},
      {"5 seats {0,1} v {2,3,4}", 5, {0, 0, 1, 1, 1}, 1, 1, 4, scaled(200)},
  };
}

}  // namespace skb::tricks::test
