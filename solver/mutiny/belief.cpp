#include "solver/mutiny/belief.h"

#include "solver/mutiny/world.h"

namespace skb::mutiny {

namespace {

bool past(const State& s, Phase phase) { return s.phase() > phase; }

// Returns whether the world (mutineer m, confession target t) agrees with what `viewer` knows.
bool agrees(const State& s, std::optional<Player> viewer, Player m, std::optional<Player> t) {
  if (past(s, Phase::dead_reckoning) && s.innocent() == m) return false;
  if (!viewer) return true;
  const std::optional<Role> role = s.seating().role_of(*viewer);
  if (!role) return true;
  if ((s.mutineer() == *viewer) != (m == *viewer)) return false;
  if (*role == Role::boatswain && past(s, Phase::search) && s.searched() &&
      (*s.searched() == s.mutineer()) != (*s.searched() == m))
    return false;
  if (*role == Role::chaplain && past(s, Phase::confession)) {
    if (t != s.confession_target()) return false;
    if (t && (*t == s.mutineer()) != (*t == m)) return false;
  }
  if (*role != Role::chaplain && past(s, Phase::confession) && (s.confession_target() == *viewer) != (t == *viewer))
    return false;
  return true;
}

// Returns the world's weight from the reports `viewer` did not make, as world.h's report_weight
// gives it with lie rate 1/2, times 4: 4, 2, 1 or 0 (the product of at most two factors 1, 1/2
// or 0 is exact in a double).
std::uint32_t belief_report_weight(const State& s, std::optional<Player> viewer, Player m, std::optional<Player> t) {
  const World world{m, t};
  double weight = 4;
  const auto weigh = [&](const Report& report, Role role, Phase phase) {
    if (!past(s, phase)) return;
    const Player reporter = s.holder(role);
    if (viewer == reporter) return;
    weight *= report_weight(s.seating(), world, reporter, report, 0.5);
  };
  weigh(s.boatswain_report(), Role::boatswain, Phase::boatswain_report);
  weigh(s.chaplain_report(), Role::chaplain, Phase::chaplain_report);
  return static_cast<std::uint32_t>(weight);
}

}  // namespace

Belief belief_of(const State& s, std::optional<Player> viewer) {
  const Seating& seating = s.seating();
  Belief with_reports;
  Belief without_reports;
  // The confession targets: nobody, then the Chaplain's three fellow role players.
  std::array<std::optional<Player>, role_count> targets{};
  for (std::size_t k = 1; const Role r : all_roles)
    if (r != Role::chaplain) targets[k++] = seating.holder(r);
  for (const Role r : all_roles) {
    const Player m = seating.holder(r);
    for (const std::optional<Player>& t : targets) {
      if (!agrees(s, viewer, m, t)) continue;
      const std::size_t i = static_cast<std::size_t>(m.index);
      without_reports.mutineer_weight[i] += 4;
      without_reports.total += 4;
      const std::uint32_t w = belief_report_weight(s, viewer, m, t);
      with_reports.mutineer_weight[i] += w;
      with_reports.total += w;
    }
  }
  return with_reports.total > 0 ? with_reports : without_reports;
}

}  // namespace skb::mutiny
