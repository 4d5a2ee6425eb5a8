#include "cli/tables/built_in_tables.h"

// The image's first byte and the byte past its end (built_in_tables.S).
extern "C" const std::byte skb_built_in_tables[];
extern "C" const std::byte skb_built_in_tables_end[];

namespace skb::cli {

std::span<const std::byte> built_in_tables_image() {
  return {skb_built_in_tables, static_cast<std::size_t>(skb_built_in_tables_end - skb_built_in_tables)};
}

}  // namespace skb::cli
