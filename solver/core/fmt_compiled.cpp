// fmt's compiled part, for a static skb (SKB_STATIC; see the root CMakeLists.txt).
//
// fmt comes in two halves: templates in its headers, and a few non-template functions (error
// reporting, the locale hooks, the type-erased formatting loop, the floating-point tables) that
// a shared libfmt normally supplies. Debian ships only the shared library, and a static
// executable cannot link it; including <fmt/format-inl.h> once, without FMT_HEADER_ONLY,
// defines those functions in this translation unit, and the explicit instantiations below
// supply the templates that fmt's headers declare `extern template` (their definitions live in
// the library). Everything else in fmt stays header templates, as in the dynamic build.
#include <fmt/format-inl.h>

#include <locale>

FMT_BEGIN_NAMESPACE
FMT_BEGIN_DETAIL_NAMESPACE

template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;

template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API void buffer<char>::append(const char*, const char*);
template FMT_API void vformat_to(buffer<char>&, string_view, basic_format_args<FMT_BUFFER_CONTEXT(char)>, locale_ref);

template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<wchar_t>;
template FMT_API auto decimal_point_impl(locale_ref) -> wchar_t;
template FMT_API void buffer<wchar_t>::append(const wchar_t*, const wchar_t*);

FMT_END_DETAIL_NAMESPACE
FMT_END_NAMESPACE
