// Discards and the pass (line 2 of the board). After the teams, all players at once: discard the
// number of cards line 2 says, face down (with 1-not-one, exactly one card whose value is not 1,
// or none from a hand of only 1s); or, with pass, each chooses one card of their hand as dealt
// and gives it to the left neighbour (known then to both; a card received cannot be passed on).
// Discards play no part. A round has as many tricks as a hand holds after the discards (a
// player who could discard nothing under 1-not-one keeps one card that plays no part).
#pragma once

#include <string>

#include "solver/nyet/cards.h"
#include "solver/nyet/setup.h"
#include "solver/nyet/terms.h"

namespace skb::nyet {

// Returns the number of tricks of a round: the dealt hand less the discards of the rule.
constexpr int tricks_per_round(int players, DiscardRule rule) { return hand_size(players) - discard_count(rule); }

// Whether `hand` (as dealt) must discard nothing under `rule`: 1-not-one and only 1s.
constexpr bool discards_nothing(CardSet hand, DiscardRule rule) {
  return rule == DiscardRule::one_not_one && (hand - all_ones()).empty();
}

// Returns the number of cards `hand` discards under `rule`.
constexpr int discards_of(CardSet hand, DiscardRule rule) { return discards_nothing(hand, rule) ? 0 : discard_count(rule); }

// Throws RuleError, in words naming `name`, unless `cards` is a discard `hand` may make under
// `rule`: held, as many as the rule says, no 1 under 1-not-one (none from a hand of only 1s).
void check_discard(CardSet hand, CardSet cards, DiscardRule rule, const std::string& name);

// Throws RuleError unless `card` is in `hand` (the hand as dealt) and the rule is pass.
void check_pass(CardSet hand, Card card, DiscardRule rule, const std::string& name);

// Returns "B7 R13" (kinds, lowest first), or "nothing".
std::string cards_text(CardSet cards);

}  // namespace skb::nyet
