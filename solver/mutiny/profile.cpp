#include "solver/mutiny/profile.h"

#include <stdexcept>

#include "solver/mutiny/honest_profile.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

std::vector<std::uint64_t> RandomProfile::weights(const State& state) const {
  return std::vector<std::uint64_t>(legal_actions(state).size(), 1);
}

std::vector<std::string_view> profile_names() { return {"random", "honest"}; }

std::unique_ptr<Profile> make_profile(std::string_view name, int players) {
  (void)players;
  if (name == "random") return std::make_unique<RandomProfile>();
  if (name == "honest") return std::make_unique<HonestProfile>();
  std::string known;
  for (std::string_view n : profile_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw std::invalid_argument("unknown profile \"" + std::string(name) + "\" (known: " + known + ")");
}

}  // namespace skb::mutiny
