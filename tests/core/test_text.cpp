// Tests for solver/core/text.h: excerpts of record text for error messages (truncated with the
// length, unprintable bytes escaped) and plain decimals (no exponent, shortest when possible).
#include <doctest/doctest.h>

#include <string>

#include "solver/core/text.h"

using skb::excerpt;
using skb::plain_decimal;

TEST_CASE("excerpt: short text unchanged, long text cut with its length") {
  CHECK(excerpt("hello") == "hello");
  CHECK(excerpt("") == "");
  // Exactly 40 characters (the default keep): unchanged.
  const std::string forty(40, 'a');
  CHECK(excerpt(forty) == forty);
  // 41 characters: the first 40, then "... (41 characters)".
  CHECK(excerpt(forty + "b") == forty + "... (41 characters)");
  // A long word: 1,000,000 characters, keep 5.
  CHECK(excerpt(std::string(1000000, 'x'), 5) == "xxxxx... (1000000 characters)");
  CHECK(excerpt("abc", 0) == "... (3 characters)");
}

TEST_CASE("excerpt: bytes that are not printable ASCII are written \\xNN, tab is kept") {
  CHECK(excerpt("a\tb") == "a\tb");
  CHECK(excerpt("a\nb") == "a\\x0Ab");
  CHECK(excerpt("\x1b[31mred") == "\\x1B[31mred");
  CHECK(excerpt(std::string("nul\0byte", 8)) == "nul\\x00byte");
  CHECK(excerpt("del\x7f") == "del\\x7F");
  // UTF-8 "é" is the bytes C3 A9.
  CHECK(excerpt("caf\xc3\xa9") == "caf\\xC3\\xA9");
  // Printable ASCII from space to tilde is kept as is.
  CHECK(excerpt(" ~!") == " ~!");
  // Truncation counts the text's bytes, not the escaped output: 3 of 10 control bytes kept.
  CHECK(excerpt(std::string(10, '\x01'), 3) == "\\x01\\x01\\x01... (10 characters)");
}

TEST_CASE("plain_decimal: the shortest text when it needs no exponent") {
  CHECK(plain_decimal(0.3) == "0.3");
  CHECK(plain_decimal(1) == "1");
  CHECK(plain_decimal(0) == "0");
  CHECK(plain_decimal(0.5) == "0.5");
  CHECK(plain_decimal(0.25) == "0.25");
  CHECK(plain_decimal(0.0001) == "0.0001");
  CHECK(plain_decimal(0.1 + 0.2) == "0.30000000000000004");
  CHECK(plain_decimal(-0.75) == "-0.75");
  CHECK(plain_decimal(12345.5) == "12345.5");
}

TEST_CASE("plain_decimal: 17 decimals, trailing zeros removed, where the shortest has an exponent") {
  // 1e-5 is written "1e-05" by the shortest form; with 17 decimals "0.00001000000000000".
  CHECK(plain_decimal(1e-5) == "0.00001");
  CHECK(plain_decimal(1.5e-5) == "0.000015");
  CHECK(plain_decimal(1e-17) == "0.00000000000000001");
  // 2.5e-20 at 17 decimals is "0.00000000000000000": every decimal and the point go.
  CHECK(plain_decimal(2.5e-20) == "0");
  // Large: 1e20 is "1e+20" at its shortest; in full, 100000000000000000000.
  CHECK(plain_decimal(1e20) == "100000000000000000000");
}

TEST_CASE("plain_decimal: never an exponent, and reads back where 17 decimals suffice") {
  for (double x : {0.3, 1.0, 1e-5, 3.25e-6, 0.123456789, 1e-10, 7e-8, 1e16, 2.5e17}) {
    CAPTURE(x);
    const std::string s = plain_decimal(x);
    CHECK(s.find_first_of("eE") == std::string::npos);
    CHECK(std::stod(s) == doctest::Approx(x).epsilon(1e-6));
  }
}
