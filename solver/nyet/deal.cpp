#include "solver/nyet/deal.h"

#include "solver/nyet/setup.h"

namespace skb::nyet {

Dealt deal_cards(int players, Rng& rng) {
  std::vector<Card> cards;
  for (Card c : deck(players)) cards.push_back(c);
  shuffle(cards, rng);
  Dealt d;
  d.hands.assign(static_cast<std::size_t>(players), CardSet());
  const std::size_t size = static_cast<std::size_t>(hand_size(players));
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i < size * static_cast<std::size_t>(players))
      d.hands[i / size].add(cards[i]);
    else
      d.aside.add(cards[i]);
  }
  return d;
}

}  // namespace skb::nyet
