// Tests for cli/common/progress.h: the rate the bar shows from the first finished unit, with its
// significant digits, and the time left from that rate.
#include <doctest/doctest.h>

#include <string>

#include "cli/common/progress.h"

using skb::cli::format_duration;
using skb::cli::format_rate;
using skb::cli::progress_line;

TEST_CASE("no rate before a unit has finished or time has passed") {
  CHECK(format_rate(0, 5.0) == "?");
  CHECK(format_rate(3, 0.0) == "?");
  CHECK(format_rate(3, -1.0) == "?");
}

TEST_CASE("a rate from the first finished unit, three significant digits below 100 a second") {
  // One unit in 4 s is 0.25 a second: slow work is not shown as 0.
  CHECK(format_rate(1, 4.0) == "0.250");
  CHECK(format_rate(2, 1.0) == "2.00");
  CHECK(format_rate(17, 5.0) == "3.40");
  CHECK(format_rate(25, 2.0) == "12.5");
  // 4043 units in one second: whole units.
  CHECK(format_rate(4043, 1.0) == "4043");
  CHECK(format_rate(1000, 0.5) == "2000");
  // At the edges of the branches: 9.996 rounds to 10.0 (three digits, not 10.00); 99.96 to 100;
  // 0.9996 to 1.00.
  CHECK(format_rate(9996, 1000.0) == "10.0");
  CHECK(format_rate(9994, 1000.0) == "9.99");
  CHECK(format_rate(9996, 100.0) == "100");
  CHECK(format_rate(9996, 10000.0) == "1.00");
  // One unit in an hour is 0.000278 a second: "<0.001" rather than a rate of 0.
  CHECK(format_rate(1, 3600.0) == "<0.001");
  CHECK(format_rate(1, 1000.0) == "0.001");
}

TEST_CASE("the line: the bar, the rate in the caller's unit, the time left from the rate") {
  // Nothing done after 1 s: no rate and no time left.
  CHECK(progress_line(0, 100, 1.0, "cell 1/4", "games") ==
        "[........................] cell 1/4        ? games/s  left ?   ");
  // 25 of 100 in 10 s: 2.5 a second, 75 left take 30 s; a quarter of 24 marks is 6.
  CHECK(progress_line(25, 100, 10.0, "cell 1/4", "games") ==
        "[######..................] cell 1/4     2.50 games/s  left 0m30s   ");
  // One slow cell of four done in 8 s: 0.125 cells a second, 24 s left.
  CHECK(progress_line(1, 4, 8.0, "standard 7p", "cells") ==
        "[######..................] standard 7p    0.125 cells/s  left 0m24s   ");
  // All done: a full bar, nothing left.
  CHECK(progress_line(4, 4, 2.0, "x", "rounds") == "[########################] x     2.00 rounds/s  left 0m00s   ");
  // More than the total (a rank's share rounded up) is shown as the total.
  CHECK(progress_line(7, 4, 2.0, "x", "rounds") == "[########################] x     2.00 rounds/s  left 0m00s   ");
}

TEST_CASE("durations: minutes and seconds, then hours and minutes") {
  CHECK(format_duration(0) == "0m00s");
  CHECK(format_duration(65) == "1m05s");
  CHECK(format_duration(3599.4) == "59m59s");
  CHECK(format_duration(3600 * 2 + 3 * 60 + 10) == "2h03m");
  CHECK(format_duration(-3) == "0m00s");
}
