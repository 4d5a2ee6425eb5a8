#include "solver/core/fraction.h"

#include <algorithm>
#include <cmath>

namespace skb {

std::string fraction_text(const Fraction& value) {
  Fraction v = value;
  v.canonicalize();
  return v.get_num().get_str() + "/" + v.get_den().get_str();
}

double fraction_to_double(const Fraction& value) {
  // Exact integer arithmetic, one rounding: the quotient |p|/q scaled by 2^k to 53 bits (fewer
  // below the smallest normal double, whose spacing is 2^-1074), rounded to nearest, ties to even,
  // by the remainder; the result m 2^-k is then exact in a double.
  if (value == 0) return 0.0;
  const bool negative = value < 0;
  const mpz_class a = abs(value.get_num());
  const mpz_class& b = value.get_den();
  constexpr long kMantissa = 53, kSmallest = 1074;  // 2^-1074 is the smallest subnormal
  const auto bits = [](const mpz_class& x) { return static_cast<long>(mpz_sizeinbase(x.get_mpz_t(), 2)); };
  long k = kMantissa - (bits(a) - bits(b));  // a 2^k / b then has 53 or 54 bits
  mpz_class m, r;
  const auto divide = [&] {
    mpz_class n = a, d = b;
    if (k >= 0)
      n <<= static_cast<mp_bitcnt_t>(k);
    else
      d <<= static_cast<mp_bitcnt_t>(-k);
    mpz_fdiv_qr(m.get_mpz_t(), r.get_mpz_t(), n.get_mpz_t(), d.get_mpz_t());
    return d;
  };
  k = std::min(k, kSmallest);
  mpz_class d = divide();
  if (bits(m) > kMantissa) {
    k -= bits(m) - kMantissa;
    d = divide();
  }
  const int half = cmp(2 * r, d);  // the remainder against half a unit
  if (half > 0 || (half == 0 && mpz_odd_p(m.get_mpz_t()))) m += 1;
  const double magnitude = std::ldexp(m.get_d(), static_cast<int>(-k));  // m <= 2^53: exact
  return negative ? -magnitude : magnitude;
}

}  // namespace skb
