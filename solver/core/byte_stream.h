// Byte streams of skb's binary tables (strategy_table.h, Mutiny's value_table.h): little-endian
// integers and raw text appended to a byte vector, and a reader that takes them back in order and
// refuses to read past the end (std::runtime_error "the TABLE ends too early"), so a damaged file
// is refused, never half read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace skb {

// Appends `v` as 4 little-endian bytes.
inline void put_u32(std::vector<std::byte>& out, std::uint32_t v) {
  for (int b = 0; b < 4; ++b) out.push_back(static_cast<std::byte>((v >> (8 * b)) & 0xff));
}

// Appends the bytes of `s` as they are (no length: the caller writes one where it needs it).
inline void put_bytes(std::vector<std::byte>& out, std::string_view s) {
  for (char c : s) out.push_back(static_cast<std::byte>(c));
}

class ByteReader {
 public:
  // `what` names the table in the error ("strategy table").
  ByteReader(std::span<const std::byte> bytes, std::string_view what) : bytes_(bytes), what_(what) {}
  std::uint32_t u32() {
    need(4);
    std::uint32_t v = 0;
    for (int b = 0; b < 4; ++b) v |= static_cast<std::uint32_t>(bytes_[at_ + static_cast<std::size_t>(b)]) << (8 * b);
    at_ += 4;
    return v;
  }
  std::uint16_t u16() {
    need(2);
    const auto v = static_cast<std::uint16_t>(static_cast<std::uint32_t>(bytes_[at_]) |
                                              (static_cast<std::uint32_t>(bytes_[at_ + 1]) << 8));
    at_ += 2;
    return v;
  }
  std::uint8_t u8() {
    need(1);
    return static_cast<std::uint8_t>(bytes_[at_++]);
  }
  std::string text(std::size_t n) {
    need(n);
    std::string s(n, '\0');
    if (n > 0) std::memcpy(s.data(), bytes_.data() + at_, n);
    at_ += n;
    return s;
  }
  // Returns the next `n` bytes as they are.
  std::span<const std::byte> take(std::size_t n) {
    need(n);
    const std::span<const std::byte> out = bytes_.subspan(at_, n);
    at_ += n;
    return out;
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  void need(std::size_t n) const {
    if (bytes_.size() - at_ < n) throw std::runtime_error("the " + what_ + " ends too early");
  }
  std::span<const std::byte> bytes_;
  std::string what_;
  std::size_t at_ = 0;
};

}  // namespace skb
