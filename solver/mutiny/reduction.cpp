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

}  // namespace skb::mutiny
