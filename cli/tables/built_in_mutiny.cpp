#include "cli/tables/built_in_tables.h"

// Each table's first byte and the byte past its end (built_in_mutiny.S).
extern "C" const std::byte skb_mutiny_equilibrium_4[];
extern "C" const std::byte skb_mutiny_equilibrium_4_end[];
extern "C" const std::byte skb_mutiny_equilibrium_5[];
extern "C" const std::byte skb_mutiny_equilibrium_5_end[];
extern "C" const std::byte skb_mutiny_equilibrium_6[];
extern "C" const std::byte skb_mutiny_equilibrium_6_end[];
// The same for each table of values.
extern "C" const std::byte skb_mutiny_values_random_4[];
extern "C" const std::byte skb_mutiny_values_random_4_end[];
extern "C" const std::byte skb_mutiny_values_random_5[];
extern "C" const std::byte skb_mutiny_values_random_5_end[];
extern "C" const std::byte skb_mutiny_values_random_6[];
extern "C" const std::byte skb_mutiny_values_random_6_end[];
extern "C" const std::byte skb_mutiny_values_honest_4[];
extern "C" const std::byte skb_mutiny_values_honest_4_end[];
extern "C" const std::byte skb_mutiny_values_honest_5[];
extern "C" const std::byte skb_mutiny_values_honest_5_end[];
extern "C" const std::byte skb_mutiny_values_honest_6[];
extern "C" const std::byte skb_mutiny_values_honest_6_end[];
extern "C" const std::byte skb_mutiny_values_equilibrium_4[];
extern "C" const std::byte skb_mutiny_values_equilibrium_4_end[];
extern "C" const std::byte skb_mutiny_values_equilibrium_5[];
extern "C" const std::byte skb_mutiny_values_equilibrium_5_end[];
extern "C" const std::byte skb_mutiny_values_equilibrium_6[];
extern "C" const std::byte skb_mutiny_values_equilibrium_6_end[];

namespace skb::cli {

std::span<const std::byte> built_in_mutiny_equilibrium(int players) {
  const auto span = [](const std::byte* begin, const std::byte* end) {
    return std::span<const std::byte>(begin, static_cast<std::size_t>(end - begin));
  };
  switch (players) {
    case 4:
      return span(skb_mutiny_equilibrium_4, skb_mutiny_equilibrium_4_end);
    case 5:
      return span(skb_mutiny_equilibrium_5, skb_mutiny_equilibrium_5_end);
    case 6:
      return span(skb_mutiny_equilibrium_6, skb_mutiny_equilibrium_6_end);
    default:
      return {};
  }
}

std::vector<std::span<const std::byte>> built_in_mutiny_values() {
  const auto span = [](const std::byte* begin, const std::byte* end) {
    return std::span<const std::byte>(begin, static_cast<std::size_t>(end - begin));
  };
  std::vector<std::span<const std::byte>> all{
      span(skb_mutiny_values_random_4, skb_mutiny_values_random_4_end),
      span(skb_mutiny_values_random_5, skb_mutiny_values_random_5_end),
      span(skb_mutiny_values_random_6, skb_mutiny_values_random_6_end),
      span(skb_mutiny_values_honest_4, skb_mutiny_values_honest_4_end),
      span(skb_mutiny_values_honest_5, skb_mutiny_values_honest_5_end),
      span(skb_mutiny_values_honest_6, skb_mutiny_values_honest_6_end),
      span(skb_mutiny_values_equilibrium_4, skb_mutiny_values_equilibrium_4_end),
      span(skb_mutiny_values_equilibrium_5, skb_mutiny_values_equilibrium_5_end),
      span(skb_mutiny_values_equilibrium_6, skb_mutiny_values_equilibrium_6_end),
  };
  std::erase_if(all, [](std::span<const std::byte> t) { return t.empty(); });
  return all;
}

}  // namespace skb::cli
