#include "solver/core/fraction.h"

namespace skb {

std::string fraction_text(const Fraction& value) {
  Fraction v = value;
  v.canonicalize();
  return v.get_num().get_str() + "/" + v.get_den().get_str();
}

double fraction_to_double(const Fraction& value) {
  if (value == 0) return 0.0;
  // 40 significant digits from 256 bits, then one correct rounding by strtod: mpq_get_d would
  // truncate.
  const mpf_class quotient(value, 256);
  mp_exp_t exponent = 0;
  std::string digits = quotient.get_str(exponent, 10, 40);
  const bool negative = digits.front() == '-';
  if (negative) digits.erase(0, 1);
  return std::stod(std::string(negative ? "-0." : "0.") + digits + "e" + std::to_string(exponent));
}

}  // namespace skb
