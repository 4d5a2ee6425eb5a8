#include "cli/tables/built_in_tables.h"

// Each table's first byte and the byte past its end (built_in_mutiny.S).
extern "C" const std::byte skb_mutiny_equilibrium_4[];
extern "C" const std::byte skb_mutiny_equilibrium_4_end[];
extern "C" const std::byte skb_mutiny_equilibrium_5[];
extern "C" const std::byte skb_mutiny_equilibrium_5_end[];
extern "C" const std::byte skb_mutiny_equilibrium_6[];
extern "C" const std::byte skb_mutiny_equilibrium_6_end[];

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

}  // namespace skb::cli
