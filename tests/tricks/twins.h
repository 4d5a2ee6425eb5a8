// Twins of a position for the trick engine's partition tests: a position that agrees with a
// dealt one (no trick in progress) on a set of marks, in the sense of bands.h: every band's cards
// in play moved to another random set of the band's bits in the same order (the rules see ranks
// only by their order), the cards at or above the lowest mark of each ranked band kept with their
// owners, the others of the band (and every card of an equal band) shuffled among the seats that
// held them, so that each seat keeps its count per band. Whatever the engine proved resting on
// the marks must hold in every twin.
#pragma once

#include <algorithm>
#include <vector>

#include "solver/core/random.h"
#include "solver/tricks/bands.h"
#include "solver/tricks/cards.h"
#include "solver/tricks/rules.h"
#include "tests/tricks/deals.h"

namespace skb::tricks::test {

template <TrickRules R>
Deal twin(const R& rules, const Deal& d, CardSet marks, Rng& rng) {
  const Bands& bands = rules.bands();
  const int seats = rules.seats();
  CardSet in_play;
  for (int s = 0; s < seats; ++s) in_play |= d.hands[s];
  const CardSet fixed = bands.at_or_above(marks);
  Deal out = d;
  for (int s = 0; s < seats; ++s) out.hands[s] = CardSet();
  for (int b = 0; b < bands.count(); ++b) {
    const CardSet band = bands.band(b);
    const std::vector<Card> now(CardSet(in_play & band).begin(), CardSet(in_play & band).end());
    std::vector<int> owner, loose, loose_owner;
    for (std::size_t i = 0; i < now.size(); ++i) {
      for (int s = 0; s < seats; ++s)
        if (d.hands[s].contains(now[i])) owner.push_back(s);
      if (!fixed.contains(now[i])) {
        loose.push_back(static_cast<int>(i));
        loose_owner.push_back(owner.back());
      }
    }
    shuffle(loose_owner, rng);
    for (std::size_t k = 0; k < loose.size(); ++k) owner[static_cast<std::size_t>(loose[k])] = loose_owner[k];
    // New places for a ranked band: a random subset of its bits of the same size, in order.
    std::vector<Card> place = now;
    if (bands.ranked().contains(band.lowest())) {
      std::vector<Card> all(band.begin(), band.end());
      shuffle(all, rng);
      place.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(now.size()));
      std::sort(place.begin(), place.end());
    }
    for (std::size_t i = 0; i < now.size(); ++i) out.hands[owner[i]].add(place[i]);
  }
  return out;
}

}  // namespace skb::tricks::test
