#include "solver/mutiny/variant.h"

#include <array>

#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

constexpr std::array<std::string_view, power_count> kPowerNames = {
    "search",  "confession",       "reports",     "lies",          "dead-reckoning",
    "condemn", "bosun-knows-best", "forgiveness", "change-course",
};

// Returns the power whose decision `phase` is, or nothing for the votes (and for the move forced
// by change course, which goes with its power's "nobody").
std::optional<Power> power_of_phase(Phase phase) {
  switch (phase) {
    case Phase::search:
      return Power::search;
    case Phase::confession:
      return Power::confession;
    case Phase::boatswain_report:
    case Phase::chaplain_report:
      return Power::reports;
    case Phase::dead_reckoning:
      return Power::dead_reckoning;
    case Phase::condemn:
      return Power::condemn;
    case Phase::bosun_wait:
      return Power::bosun_knows_best;
    case Phase::forgiveness:
      return Power::forgiveness;
    case Phase::change_course:
      return Power::change_course;
    default:
      return std::nullopt;
  }
}

}  // namespace

bool removes_decision(const Variant& variant, Phase phase) {
  const std::optional<Power> power = power_of_phase(phase);
  return power && variant.removes(*power);
}

std::string_view power_name(Power power) { return kPowerNames[static_cast<std::size_t>(power)]; }

std::optional<Power> power_of_name(std::string_view name) {
  for (std::size_t k = 0; k < kPowerNames.size(); ++k)
    if (kPowerNames[k] == name) return static_cast<Power>(k);
  return std::nullopt;
}

std::string Variant::describe() const {
  if (standard()) return "standard";
  std::string out;
  for (std::size_t k = 0; k < kPowerNames.size(); ++k) {
    if (!removes(static_cast<Power>(k))) continue;
    if (!out.empty()) out += ", ";
    out += "no ";
    out += kPowerNames[k];
  }
  return out;
}

std::vector<Action> allowed_actions(const State& state, const Variant& variant) {
  std::vector<Action> actions = legal_actions(state);
  if (variant.standard() || actions.empty()) return actions;
  if (removes_decision(variant, state.phase())) {
    actions.resize(1);
    return actions;
  }
  const bool reporting = state.phase() == Phase::boatswain_report || state.phase() == Phase::chaplain_report;
  if (reporting && variant.removes(Power::lies)) {
    std::erase_if(actions, [&](const Action& a) {
      return report_truth(a.report, state.mutineer(), state.confession_target()) == false;
    });
  }
  return actions;
}

}  // namespace skb::mutiny
