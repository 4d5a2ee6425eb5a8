// RuleError: the typed error of the Nyet! rules. The library never prints and never exits: an
// action the rules forbid throws a RuleError whose message says what is wrong in the players'
// words ("Ann cannot play R7: Ann holds B3 and must follow blue"). It derives from
// std::logic_error: an illegal action is a mistake of the caller, who can always ask
// State::legal_actions first. The record reader turns it into a RecordError at the statement's
// line and column.
#pragma once

#include <stdexcept>
#include <string>

namespace skb::nyet {

class RuleError : public std::logic_error {
 public:
  explicit RuleError(const std::string& message) : std::logic_error(message) {}
};

}  // namespace skb::nyet
