// What every game's text reports need to know about where they are printed: how wide the screen
// is, whether the locale shows UTF-8 characters, whether to colour; and laying text out to fit.
//
// The width is known from $COLUMNS, or from the terminal (ioctl TIOCGWINSZ) when standard output
// is one. When it is not known (a pipe or a file, COLUMNS unset), reports keep their wide layout,
// byte for byte; when it is known, a report narrows only the lines that do not fit: prose is
// wrapped at word boundaries, wide tables switch to a compact layout. A number is never cut.
//
// The locale is UTF-8 when the first of LC_ALL, LC_CTYPE and LANG that is set and not empty
// names UTF-8 ("UTF-8" or "utf8", any case). None set is the C locale: plain ASCII, as POSIX
// says. Without UTF-8, "·" is printed as "." and "λ" as "lambda".
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skb::cli {

// The columns of the screen: $COLUMNS when it is a whole number >= 1, else the terminal's width
// when standard output is a terminal, else nothing (the wide layout).
std::optional<std::size_t> terminal_width();

// Whether the locale's characters are UTF-8 (see above).
bool utf8_locale();

// --color: auto colours when standard output is a terminal, TERM is not "dumb", NO_COLOR is
// unset or empty and the locale is UTF-8 (see above); always and never do as they say.
enum class ColorMode { automatic, always, never };

// Returns the mode named by --color ("auto", "always", "never"); anything else is "auto".
ColorMode color_mode(std::string_view name);

// Whether to colour standard output under `mode`.
bool use_color(ColorMode mode);

// `cell` on a background from the 256-colour grey ramp, brighter for likelier values (p in [0,
// 1]), when `color`; unchanged for p = 0 or without colour. The grids of every game use it.
std::string shade(std::string_view cell, double p, bool color);

// `text` in bold when `color` (the best option of an advice table).
std::string strong(std::string_view text, bool color);

// How a text report is laid out: the screen's width (nothing: the wide layout), UTF-8 or ASCII.
struct TextLayout {
  std::optional<std::size_t> width;
  bool utf8 = true;
  bool color = false;

  // The layout of standard output: terminal_width(), utf8_locale(), no colour.
  static TextLayout for_stdout();
  // Whether a line `columns` wide must be narrowed.
  bool too_wide(std::size_t columns) const { return width && columns > *width; }
};

// "·" in UTF-8, "." in ASCII; "λ" or "lambda".
std::string_view middle_dot(bool utf8);
std::string_view lambda(bool utf8);
// The same, for the locale of this process (help texts).
std::string_view lambda();

// The columns `text` takes on a terminal: UTF-8 characters count one, ANSI colour sequences
// (ESC [ ... m) none.
std::size_t display_width(std::string_view text);

// Breaks every line of `text` wider than `width` at spaces (a word wider than the line stays
// whole on a line of its own). A continuation starts at the line's own indentation, plus `hang`
// when the line is indented (a row of a list or table) or `hang_all` is set. Lines that fit, and
// everything when `width` is nothing, are unchanged.
std::string wrap(std::string_view text, std::optional<std::size_t> width, std::size_t hang = 0, bool hang_all = false);

// Reflows each paragraph of `text` (lines up to a blank line) that was written with line breaks
// for the wide layout, its lines joined with spaces and wrapped, when one of its lines is wider
// than `width`; paragraphs that fit are unchanged.
std::string paragraph(std::string_view text, std::optional<std::size_t> width);

// Lays out `items` ("Ann 45.5%"), each kept whole, after `indent` spaces, separated by one space,
// as many to a line as fit in `width` (all on one line when `width` is nothing). Ends with a
// line break.
std::string wrap_items(const std::vector<std::string>& items, std::size_t indent, std::optional<std::size_t> width);

}  // namespace skb::cli
