#include "solver/mutiny/variant.h"

#include <array>

#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

constexpr std::array<std::string_view, power_count> kPowerNames = {
    "search",  "confession",       "reports",     "lies",          "dead-reckoning",
    "condemn", "bosun-knows-best", "forgiveness", "change-course",
};

}  // namespace

bool removes_decision(const Variant& variant, Phase phase) {
  const std::optional<Power> power = rule_of(phase).power;
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
