#include "solver/mutiny/reduction.h"

namespace skb::mutiny {

Reduction reduction_of(int players) {
  Reduction r;
  if (players == max_players) {
    r.memory = Memory::tallied;
    r.removed = Variant{}.without(Power::forgiveness).without(Power::change_course);
  }
  return r;
}

std::string_view memory_name(Memory memory) {
  switch (memory) {
    case Memory::perfect:
      return "perfect";
    case Memory::short_term:
      return "short_term";
    case Memory::reduced:
      return "reduced";
    case Memory::none:
      return "state";
    case Memory::tallied:
      return "tallied";
  }
  return "?";
}

}  // namespace skb::mutiny
