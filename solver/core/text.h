// Text helpers shared by every game's reader, writer and reports.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace skb {

// Returns `text` as error messages quote it: its first `keep` characters, then "..." and its
// length if it is longer, so that a 1 MB word in a record never becomes a 1 MB message; bytes
// that are not printable ASCII (other than tab) are written \xNN, so that a message never
// carries invalid UTF-8 or a terminal escape sequence from the record.
std::string excerpt(std::string_view text, std::size_t keep = 40);

// Returns x as a plain decimal, as record formats want numbers (no exponent): the shortest text
// that reads back as x (0.3, not 0.29999999999999999) when that needs no exponent, else 17
// decimals with trailing zeros removed.
std::string plain_decimal(double x);

}  // namespace skb
