#include "solver/nyet/discards.h"

#include <fmt/format.h>

#include "solver/nyet/rule_error.h"

namespace skb::nyet {

std::string cards_text(CardSet cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_text(c);
  return out.empty() ? "nothing" : out;
}

void check_discard(CardSet hand, CardSet cards, DiscardRule rule, const std::string& name) {
  if (rule == DiscardRule::pass)
    throw RuleError(fmt::format("{} cannot discard: line 2 is pass, each player passes one card to the left", name));
  if (rule == DiscardRule::nyet) throw RuleError(fmt::format("{} cannot discard: line 2 is nyet, nobody discards", name));
  const CardSet missing = cards - hand;
  if (!missing.empty())
    throw RuleError(fmt::format("{} cannot discard {}: {} does not hold it", name, card_text(missing.lowest()), name));
  const int want = discards_of(hand, rule);
  if (rule == DiscardRule::one_not_one) {
    if (want == 0 && !cards.empty())
      throw RuleError(fmt::format("{} cannot discard {}: with 1-not-one a hand of only 1s discards nothing", name,
                                  cards_text(cards)));
    const CardSet ones = cards & all_ones();
    if (!ones.empty())
      throw RuleError(fmt::format("{} cannot discard {}: with 1-not-one the card discarded is not a 1", name,
                                  card_text(ones.lowest())));
  }
  if (cards.size() != want)
    throw RuleError(fmt::format("{} discards {} card{} this round (line 2 is {}), not {}", name, want,
                                want == 1 ? "" : "s", discard_rule_name(rule), cards.size()));
}

void check_pass(CardSet hand, Card card, DiscardRule rule, const std::string& name) {
  if (rule != DiscardRule::pass)
    throw RuleError(fmt::format("{} cannot pass a card: line 2 is {}, not pass", name, discard_rule_name(rule)));
  if (!hand.contains(card))
    throw RuleError(fmt::format("{} cannot pass {}: {} does not hold it", name, card_text(card), name));
}

}  // namespace skb::nyet
