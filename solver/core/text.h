// Text helpers shared by every game's reader, writer and reports.
#pragma once

#include <cstddef>
#include <optional>
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

// True iff `text` is a decimal number as records and command lines write probabilities: digits
// with at most one decimal point (at least one digit), optionally followed by an exponent (`e`
// or `E`, an optional sign, digits): `0`, `0.25`, `.5`, `1.`, `2.5e-3`. No sign, no `nan`, no
// `inf`.
bool is_decimal_number(std::string_view text);

// Parses a probability: a decimal number (is_decimal_number) in [0, 1], read as the double
// nearest to what is written, so that the shortest round-trip text of any double (fmt's `{}`,
// e.g. `1e-300`) reads back as that double; an exponent below every double reads as 0. Returns
// nothing if the text is not such a number or the number is above 1.
std::optional<double> parse_probability(std::string_view text);

}  // namespace skb
