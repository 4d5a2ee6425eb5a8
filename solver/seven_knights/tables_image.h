// Tables image: the tables of every variant and player count (variant_tables.h), made when skb
// is built and carried inside the program, so that a solve reads them instead of enumerating
// 40,320 deals and their sets first.
//
// The build runs tools/make_tables_image, which enumerates every (variant, player count) as
// variant_tables does at run time and writes the result with make_tables_image; the program
// carries that image as read-only data (cli/tables/built_in_tables.h) and hands it to install_tables_image
// before its first solve. The operating system loads a page of the image when it is first read,
// so a solve of an 8-player record reads its own universe and nothing else.
//
// Layout, in the byte order of the machine that builds (and runs) it:
//   header   "SKBTABLE", format version, entry count (u64 each)
//   entries  per (variant, player count): variant index, players, slots, values, deals, pool
//            (u64 each), the allowed values of each of kUniverseMaxSlots slots (u32 each), and
//            the offsets of its rows, holds words and arrangement ids (u64 each)
//   data     rows (a byte per slot), holds words (u64), arrangement ids (u32), each table at an
//            offset that is a multiple of 64
// The dealing rule recorded with each entry is checked against the program's own on install,
// so an image from another version of the rules is refused, not misread.
#pragma once

#include <cstddef>
#include <span>
#include <string>

namespace skb::seven_knights {

// Returns the image of every variant's tables for every player count it allows, in the order of
// variants(), player counts ascending (enumerated by variant_tables).
std::string make_tables_image();

// Hands every entry of `image` to use_fixed_tables. The image must stay in memory for the life
// of the program and be aligned to 64 bytes. Throws std::invalid_argument naming what is wrong
// if it is not an image of this format, or its dealing rules differ from the program's.
void install_tables_image(std::span<const std::byte> image);

}  // namespace skb::seven_knights
