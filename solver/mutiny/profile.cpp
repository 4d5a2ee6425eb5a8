#include "solver/mutiny/profile.h"

#include <map>
#include <mutex>
#include <stdexcept>

#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/solved_profile.h"

namespace skb::mutiny {

std::vector<std::uint64_t> RandomProfile::weights(const State& state) const {
  return weights_of(state, legal_actions(state));
}

std::vector<std::uint64_t> RandomProfile::weights_of(const State&, const std::vector<Action>& actions) const {
  return std::vector<std::uint64_t>(actions.size(), 1);
}

namespace {

// The installed equilibria: their bytes, and each table once read.
struct Installed {
  std::span<const std::byte> bytes;
  std::shared_ptr<const skb::StrategyTable> table;
};

std::mutex& installed_mutex() {
  static std::mutex m;
  return m;
}

std::map<int, Installed>& installed() {
  static std::map<int, Installed> tables;
  return tables;
}

}  // namespace

std::vector<std::string_view> profile_names() { return {"random", "honest", "equilibrium"}; }

void install_equilibrium(int players, std::span<const std::byte> table) {
  const std::lock_guard lock(installed_mutex());
  installed()[players] = Installed{table, nullptr};
}

bool has_equilibrium(int players) {
  const std::lock_guard lock(installed_mutex());
  const auto it = installed().find(players);
  return it != installed().end() && !it->second.bytes.empty();
}

std::shared_ptr<const skb::StrategyTable> equilibrium_table(int players) {
  const std::lock_guard lock(installed_mutex());
  const auto it = installed().find(players);
  if (it == installed().end() || it->second.bytes.empty())
    throw std::invalid_argument("no equilibrium of " + std::to_string(players) +
                                " players is built into this skb (solved: " +
                                [] {
                                  std::string counts;
                                  for (const auto& [n, t] : installed())
                                    if (!t.bytes.empty()) counts += (counts.empty() ? "" : ", ") + std::to_string(n);
                                  return counts.empty() ? std::string("none") : counts;
                                }() +
                                " players)");
  if (!it->second.table)
    it->second.table = std::make_shared<const skb::StrategyTable>(skb::StrategyTable::read(it->second.bytes));
  return it->second.table;
}

std::unique_ptr<Profile> make_profile(std::string_view name, int players) {
  if (name == "random") return std::make_unique<RandomProfile>();
  if (name == "honest") return std::make_unique<HonestProfile>();
  if (name == "equilibrium") return std::make_unique<SolvedProfile>("equilibrium", players, equilibrium_table(players));
  std::string known;
  for (std::string_view n : profile_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw std::invalid_argument("unknown profile \"" + std::string(name) + "\" (known: " + known + ")");
}

}  // namespace skb::mutiny
