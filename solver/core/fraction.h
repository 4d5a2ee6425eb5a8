// Fraction: an exact rational number (GMP's mpq_class), for values that must be reported exactly
// ("the crew wins with probability 1234/5678"), and its forms in output.
#pragma once

#include <string>

#include <gmpxx.h>

namespace skb {

using Fraction = mpq_class;

// Returns the fraction in lowest terms as "p/q" ("1/1" for one, "0/1" for zero).
std::string fraction_text(const Fraction& value);

// Returns the fraction rounded to the nearest double.
double fraction_to_double(const Fraction& value);

}  // namespace skb
