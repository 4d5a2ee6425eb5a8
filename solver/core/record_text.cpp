#include "solver/core/record_text.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <cstdint>

#include <fmt/format.h>

namespace skb {

Decoded decode(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return {b0, 1};
  std::size_t length = 0;
  char32_t c = 0, min = 0;
  if (b0 >= 0xC2 && b0 <= 0xDF)
    length = 2, c = b0 & 0x1Fu, min = 0x80;
  else if (b0 >= 0xE0 && b0 <= 0xEF)
    length = 3, c = b0 & 0x0Fu, min = 0x800;
  else if (b0 >= 0xF0 && b0 <= 0xF4)
    length = 4, c = b0 & 0x07u, min = 0x10000;
  else
    return {};
  if (i + length > text.size()) return {};
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0u) != 0x80u) return {};
    c = (c << 6) | (byte(i + k) & 0x3Fu);
  }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return {};
  return {c, length};
}

std::size_t characters(std::string_view text) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size(); ++count) i += std::max<std::size_t>(decode(text, i).length, 1);
  return count;
}

namespace {

std::string encode(char32_t c) {
  std::string out;
  const auto put = [&](char32_t bits) { out += static_cast<char>(bits); };
  if (c < 0x80) {
    put(c);
  } else if (c < 0x800) {
    put(0xC0 | (c >> 6)), put(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    put(0xE0 | (c >> 12)), put(0x80 | ((c >> 6) & 0x3F)), put(0x80 | (c & 0x3F));
  } else {
    put(0xF0 | (c >> 18)), put(0x80 | ((c >> 12) & 0x3F)), put(0x80 | ((c >> 6) & 0x3F)), put(0x80 | (c & 0x3F));
  }
  return out;
}

std::uint32_t category_mask(char32_t c) { return U_GET_GC_MASK(static_cast<UChar32>(c)); }

// Not a control, format, surrogate, private-use, unassigned or separator character: safe and
// visible in a message.
bool printable(char32_t c) { return (category_mask(c) & (U_GC_C_MASK | U_GC_Z_MASK)) == 0; }

std::vector<char32_t> folded(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const Decoded d = decode(text, i);
    const char32_t c = d.length == 0 ? static_cast<unsigned char>(text[i]) : d.code_point;
    out.push_back(static_cast<char32_t>(u_foldCase(static_cast<UChar32>(c), U_FOLD_CASE_DEFAULT)));
    i += std::max<std::size_t>(d.length, 1);
  }
  return out;
}

// Whether a and b differ by at most one edit: a character added, dropped or changed, or two
// neighbours swapped.
bool within_one_edit(const std::vector<char32_t>& a, const std::vector<char32_t>& b) {
  if (a.size() > b.size()) return within_one_edit(b, a);
  if (b.size() - a.size() > 1) return false;
  std::size_t i = 0;
  while (i < a.size() && a[i] == b[i]) ++i;
  if (i == a.size()) return true;
  if (a.size() < b.size())
    return std::equal(a.begin() + static_cast<std::ptrdiff_t>(i), a.end(),
                      b.begin() + static_cast<std::ptrdiff_t>(i) + 1);
  if (std::equal(a.begin() + static_cast<std::ptrdiff_t>(i) + 1, a.end(),
                 b.begin() + static_cast<std::ptrdiff_t>(i) + 1))
    return true;  // one changed
  return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] &&
         std::equal(a.begin() + static_cast<std::ptrdiff_t>(i) + 2, a.end(),
                    b.begin() + static_cast<std::ptrdiff_t>(i) + 2);
}

}  // namespace

bool is_name_start(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  return (category_mask(c) & U_GC_L_MASK) != 0;
}

bool is_name_char(char32_t c) {
  if (c < 0x80) return is_name_start(c) || (c >= '0' && c <= '9') || c == '_';
  return (category_mask(c) & (U_GC_L_MASK | U_GC_M_MASK | U_GC_ND_MASK)) != 0;
}

bool is_typographic_quote(char32_t c) {
  return (c >= 0x2018 && c <= 0x201F) || c == 0xAB || c == 0xBB || c == 0x2039 || c == 0x203A || c == 0xFF02;
}

std::string typographic_quote_message(char32_t c) {
  const bool curly = c >= 0x2018 && c <= 0x201F;
  return fmt::format("{} {}: use straight quotes \" around a question", curly ? "curly quote" : "quotation mark",
                     quote(encode(c)));
}

std::string describe(char32_t c) {
  const auto code = fmt::format("U+{:04X}", static_cast<std::uint32_t>(c));
  if (!printable(c)) return code;
  return fmt::format("'{}' ({})", encode(c), code);
}

std::string quote(std::string_view text, std::size_t keep) {
  std::string out;
  std::size_t i = 0, kept = 0;
  for (; i < text.size() && kept < keep; ++kept) {
    const auto u = static_cast<unsigned char>(text[i]);
    const Decoded d = decode(text, i);
    const bool visible = u < 0x80 ? (u >= 0x20 && u < 0x7f) || u == '\t' : d.length != 0 && printable(d.code_point);
    const std::size_t length = std::max<std::size_t>(d.length, 1);
    if (visible)
      out += text.substr(i, length);
    else  // never a raw control byte, invalid UTF-8 or an invisible character in a message
      for (std::size_t k = i; k < i + length; ++k) out += fmt::format("\\x{:02X}", static_cast<unsigned char>(text[k]));
    i += length;
  }
  if (i < text.size()) out += fmt::format("... ({} characters)", characters(text));
  return out;
}

std::string nfc(std::string_view name) {
  if (std::all_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
    return std::string(name);
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2* normalizer = unorm2_getNFCInstance(&status);
  std::vector<UChar> utf16(name.size() + 1);
  int32_t length16 = 0;
  u_strFromUTF8(utf16.data(), static_cast<int32_t>(utf16.size()), &length16, name.data(),
                static_cast<int32_t>(name.size()), &status);
  if (U_FAILURE(status) || unorm2_isNormalized(normalizer, utf16.data(), length16, &status) || U_FAILURE(status))
    return std::string(name);
  // NFC never makes a string more than three times longer (Unicode's stability guarantee).
  std::vector<UChar> normal(static_cast<std::size_t>(length16) * 3 + 1);
  const int32_t normal_length =
      unorm2_normalize(normalizer, utf16.data(), length16, normal.data(), static_cast<int32_t>(normal.size()), &status);
  std::string out(static_cast<std::size_t>(normal_length) * 3 + 1, '\0');
  int32_t out_length = 0;
  u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &out_length, normal.data(), normal_length, &status);
  if (U_FAILURE(status)) return std::string(name);
  out.resize(static_cast<std::size_t>(out_length));
  return out;
}

std::optional<Suggestion> suggest(std::string_view word, const std::vector<std::string>& candidates) {
  const std::vector<char32_t> w = folded(nfc(word));
  std::vector<const std::string*> same_but_case, one_edit;
  for (const auto& c : candidates) {
    if (c == word) continue;
    const std::vector<char32_t> f = folded(c);
    if (f == w)
      same_but_case.push_back(&c);
    else if (w.size() >= 3 && f.size() >= 3 && within_one_edit(w, f))
      one_edit.push_back(&c);
  }
  if (same_but_case.size() == 1) return Suggestion{*same_but_case[0], true};
  if (same_but_case.empty() && one_edit.size() == 1) return Suggestion{*one_edit[0], false};
  return std::nullopt;
}

std::string keyword_hint(std::string_view word, std::span<const std::string_view> keywords, std::string_view kind) {
  const std::vector<std::string> candidates(keywords.begin(), keywords.end());
  const auto s = suggest(word, candidates);
  if (!s) return "";
  if (s->case_only) return fmt::format(": {} are lower case: write {}", kind, s->text);
  return fmt::format(": did you mean {}?", s->text);
}

std::vector<Word> split_words(std::string_view line, const std::string& file, int line_number, bool quotes) {
  const auto fail = [&](int column, const std::string& message) {
    throw RecordError({file, line_number, column}, message);
  };
  const std::string_view outside = quotes ? "outside comments and questions" : "outside comments";
  std::vector<Word> words;
  std::size_t i = 0;
  int column = 1;  // the column of line[i]
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  while (i < line.size()) {
    char c = line[i];
    if (blank(c)) {
      ++i, ++column;
      continue;
    }
    if (c == '#') break;
    if (!quotes && (c == '"' || c == '\''))
      fail(column,
           fmt::format("unexpected quote {}: this record has no quoted text (write words and names as they are)", c));
    if (c == '"') {
      std::size_t close = line.find('"', i + 1);
      if (close == std::string_view::npos) {
        // A typographic closing quote after a straight opening one: name the slip.
        int at = column + 1;
        for (std::size_t k = i + 1; k < line.size(); ++at) {
          const auto d = decode(line, k);
          if (d.length != 0 && is_typographic_quote(d.code_point)) fail(at, typographic_quote_message(d.code_point));
          k += std::max<std::size_t>(d.length, 1);
        }
        fail(column, "this quote is never closed: a question must be written between two \" on one line");
      }
      std::string_view inside = line.substr(i + 1, close - i - 1);
      int end_column = column + 2 + static_cast<int>(characters(inside));
      if (close + 1 < line.size() && !blank(line[close + 1]))
        fail(end_column, "the closing quote must be followed by a space");
      words.push_back({inside, column, end_column, i, close + 1, true});
      i = close + 1;
      column = end_column;
      continue;
    }
    if (c == '\'') fail(column, "single quote ': use double quotes \" around a question");
    std::size_t start = i;
    int start_column = column;
    while (i < line.size() && !blank(line[i]) && line[i] != '#') {
      auto u = static_cast<unsigned char>(line[i]);
      if (line[i] == '"') {
        if (!quotes)
          fail(column, "unexpected quote \": this record has no quoted text (write words and names as they are)");
        fail(column, "a quote must start a new word (put a space before it)");
      }
      if (u < 0x20 || u == 0x7f) {
        if (line[i] == '\r') fail(column, "unexpected carriage return (CR) inside a line");
        fail(column,
             fmt::format("unexpected byte 0x{:02X}: a control character, not text (only comments may hold anything)",
                         u));
      }
      if (u < 0x80) {
        ++i, ++column;
        continue;
      }
      const auto d = decode(line, i);
      if (d.length == 0)
        fail(column, fmt::format("unexpected byte 0x{:02X}: this is not UTF-8 text (save the record as UTF-8; only "
                                 "comments may hold other bytes)",
                                 u));
      const char32_t cp = d.code_point;
      const std::size_t after = i + d.length;
      const bool word_edge = i == start || after == line.size() || blank(line[after]) || line[after] == '#';
      if (quotes && is_typographic_quote(cp) && word_edge) fail(column, typographic_quote_message(cp));
      if (cp == 0xFEFF)
        fail(column,
             "unexpected byte-order mark (U+FEFF, bytes 0xEF 0xBB 0xBF): only the very start of the file may hold one");
      if (cp == 0xA0 || cp == 0x202F || cp == 0x2007)
        fail(column, fmt::format("unexpected no-break space ({}): separate words with ordinary spaces", describe(cp)));
      if (U_GET_GC_MASK(static_cast<UChar32>(cp)) & U_GC_ZS_MASK)
        fail(column, fmt::format("unexpected space character {}: separate words with ordinary spaces", describe(cp)));
      if (!is_name_char(cp))
        fail(column, fmt::format("unexpected character {}: {}, only player names may hold characters other than ASCII "
                                 "(letters and digits)",
                                 describe(cp), outside));
      i = after, ++column;
    }
    words.push_back({line.substr(start, i - start), start_column, column, start, i, false});
  }
  return words;
}

std::string check_name(const Word& w, const std::string& file, int line_number,
                       std::span<const std::string_view> reserved) {
  const auto fail = [&](const std::string& message) { throw RecordError({file, line_number, w.column}, message); };
  auto name = w.text;
  bool ok = !name.empty();
  for (std::size_t i = 0; ok && i < name.size();) {
    const auto d = decode(name, i);
    ok = d.length != 0 && (i == 0 ? is_name_start(d.code_point) : is_name_char(d.code_point));
    i += std::max<std::size_t>(d.length, 1);
  }
  if (!ok)
    fail(fmt::format("'{}' is not a valid player name: use a letter followed by letters, digits or _", quote(name)));
  std::string normal = nfc(name);
  if (characters(normal) > kMaxNameLength)
    fail(fmt::format("the player name '{}' is too long: at most {} characters", quote(name), kMaxNameLength));
  for (const std::string_view r : reserved)
    if (normal == r) fail(fmt::format("'{}' is a reserved word and cannot be a player name", r));
  return normal;
}

}  // namespace skb
