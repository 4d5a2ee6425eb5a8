#include "solver/hats/move.h"

#include <fmt/format.h>

#include "solver/hats/record_vocabulary.h"

namespace skb::hats {

std::string_view move_keyword(MoveKind k) {
  switch (k) {
    case MoveKind::look:
      return keyword(Keyword::look);
    case MoveKind::swap:
      return keyword(Keyword::swap);
    case MoveKind::open:
      return keyword(Keyword::open);
  }
  return "?";
}

std::string move_text(Move m) {
  if (m.kind == MoveKind::swap)
    return fmt::format("{} {} {}", move_keyword(m.kind), m.first.number(), m.second.number());
  return fmt::format("{} {}", move_keyword(m.kind), m.first.number());
}

}  // namespace skb::hats
