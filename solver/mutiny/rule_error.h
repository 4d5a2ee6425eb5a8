// RuleError: the typed error of the Mutiny rules engine. The library never prints and never
// exits: an action the rules forbid (or a question asked of a game in the wrong phase, such as
// the winners of a game not yet over) throws a RuleError whose message says what is wrong in the
// players' words ("player 2 (the Helmsman) cannot vote for themselves"). It derives from
// std::logic_error: asking for an illegal action is a mistake of the caller, who can always ask
// legal_actions (rules.h) first.
#pragma once

#include <stdexcept>
#include <string>

namespace skb::mutiny {

class RuleError : public std::logic_error {
 public:
  explicit RuleError(const std::string& message) : std::logic_error(message) {}
};

}  // namespace skb::mutiny
