#include "solver/hats/cards.h"

#include <charconv>

namespace skb::hats {

std::string kind_text(Kind k) { return k.is_magic() ? "M" : std::to_string(k.number()); }

std::optional<Kind> parse_character(std::string_view text) {
  if (text.empty() || text.size() > 2 || text[0] == '0') return std::nullopt;
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc() || end != text.data() + text.size() || n < 1 || n > kCharacterKinds) return std::nullopt;
  return Kind::character(n);
}

std::optional<Kind> parse_hat(std::string_view text) {
  if (text == "M") return Kind::magic();
  return parse_character(text);
}

std::string_view variant_name(Variant v) { return v == Variant::standard ? "standard" : "no-magic"; }

std::optional<Variant> parse_variant(std::string_view text) {
  if (text == "standard") return Variant::standard;
  if (text == "no-magic") return Variant::no_magic;
  return std::nullopt;
}

KindCounts hat_deck(Variant v) {
  KindCounts counts{};
  for (int k = 0; k < kCharacterKinds; ++k) counts[static_cast<std::size_t>(k)] = kCharacterCopies;
  counts[static_cast<std::size_t>(Kind::magic().index())] = v == Variant::standard ? 4 : 0;
  return counts;
}

int hat_cards(Variant v) { return v == Variant::standard ? 24 : 20; }

}  // namespace skb::hats
