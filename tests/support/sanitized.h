// Whether this build runs under AddressSanitizer: suites that are slow there (several times the
// time and memory) check fewer records or skip their memory bounds.
#pragma once

namespace skb::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace skb::test
