#include "solver/mutiny/report.h"

namespace skb::mutiny {

std::optional<bool> report_truth(const Report& report, Player mutineer, std::optional<Player> confession_target) {
  if (report.claim == Claim::silent || !report.about) return std::nullopt;
  const Player x = *report.about;
  switch (report.claim) {
    case Claim::is_mutineer:
      return x == mutineer;
    case Claim::is_not_mutineer:
      return x != mutineer;
    case Claim::confessed:
      return confession_target == x && x == mutineer;
    case Claim::denied:
      return confession_target == x && x != mutineer;
    case Claim::silent:
      break;
  }
  return std::nullopt;
}

}  // namespace skb::mutiny
