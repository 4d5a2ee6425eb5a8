#include "solver/hats/move.h"

#include <fmt/format.h>

namespace skb::hats {

std::string_view move_keyword(MoveKind k) {
  switch (k) {
    case MoveKind::look:
      return "look";
    case MoveKind::swap:
      return "swap";
    case MoveKind::open:
      return "open";
  }
  return "?";
}

std::string move_text(Move m) {
  if (m.kind == MoveKind::swap) return fmt::format("swap {} {}", m.first.number(), m.second.number());
  return fmt::format("{} {}", move_keyword(m.kind), m.first.number());
}

}  // namespace skb::hats
