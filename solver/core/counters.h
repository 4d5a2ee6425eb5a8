// Counters: the totals of a simulation as named integer counters, listed once, so that totals
// merge (threads), travel (MPI ranks) and print without per-game packing code or magic sizes.
//
// A counter record is a struct whose counters are listed in a static constexpr tuple
// `kCounters` of counter(name, &T::member) entries. A member is a counter (std::uint64_t or
// std::int64_t), a nested counter record, or a std::array of either. Every operation below
// walks that list: adding one record into another, flattening a record to a vector of 64-bit
// words (a signed counter as its two's complement, so that sums wrap back exactly) and back,
// and naming each word ("seats.2.wins"). A game's totals only say what they count:
//
//   struct Totals {
//     std::uint64_t games = 0;
//     std::array<Seat, 5> seats{};
//     static constexpr auto kCounters = std::tuple{counter("games", &Totals::games),
//                                                  counter("seats", &Totals::seats)};
//   };
//
// Totals are exact integers, so any split of the work adds up to the same numbers.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

namespace skb {

// One entry of a record's kCounters: its name and the member it names.
template <class T, class M>
struct CounterField {
  std::string_view name;
  M T::*member;
};

template <class T, class M>
constexpr CounterField<T, M> counter(std::string_view name, M T::*member) {
  return {name, member};
}

template <class T>
concept CounterRecord = requires { std::tuple_size<std::remove_cvref_t<decltype(T::kCounters)>>::value; };

namespace counters_detail {

template <class M>
struct is_std_array : std::false_type {};
template <class U, std::size_t N>
struct is_std_array<std::array<U, N>> : std::true_type {};

// Calls visit(name, counter) for every counter below `value`, depth first in listed order; names
// are joined with dots, array elements named by their index. `value` may be const or not.
template <class V, class Visit>
void walk(V& value, const std::string& name, Visit& visit) {
  using M = std::remove_const_t<V>;
  if constexpr (std::same_as<M, std::uint64_t> || std::same_as<M, std::int64_t>) {
    visit(name, value);
  } else if constexpr (is_std_array<M>::value) {
    for (std::size_t i = 0; i < value.size(); ++i) walk(value[i], name + "." + std::to_string(i), visit);
  } else {
    static_assert(CounterRecord<M>, "a counter is std::uint64_t, std::int64_t, a counter record or an array of them");
    std::apply(
        [&](const auto&... field) {
          (walk(value.*(field.member), name.empty() ? std::string(field.name) : name + "." + std::string(field.name),
                visit),
           ...);
        },
        M::kCounters);
  }
}

// Calls visit(a_counter, b_counter) for the counters of two records of one type, pairwise.
template <class A, class B, class Visit>
void walk_pair(A& a, B& b, Visit& visit) {
  using M = std::remove_const_t<A>;
  if constexpr (std::same_as<M, std::uint64_t> || std::same_as<M, std::int64_t>) {
    visit(a, b);
  } else if constexpr (is_std_array<M>::value) {
    for (std::size_t i = 0; i < a.size(); ++i) walk_pair(a[i], b[i], visit);
  } else {
    std::apply([&](const auto&... field) { (walk_pair(a.*(field.member), b.*(field.member), visit), ...); },
               M::kCounters);
  }
}

}  // namespace counters_detail

// Adds every counter of `from` into `into` (signed counters wrap as two's complement, as sums of
// their flattened words do).
template <CounterRecord T>
void add_counters(T& into, const T& from) {
  auto add = [](auto& a, const auto& b) {
    using C = std::remove_cvref_t<decltype(a)>;
    a = static_cast<C>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
  };
  counters_detail::walk_pair(into, from, add);
}

// Returns every counter of `record` as a 64-bit word, in listed order.
template <CounterRecord T>
std::vector<std::uint64_t> counter_values(const T& record) {
  std::vector<std::uint64_t> out;
  auto take = [&](const std::string&, const auto& c) { out.push_back(static_cast<std::uint64_t>(c)); };
  counters_detail::walk(record, std::string(), take);
  return out;
}

// Returns the record whose counters are `values` (counter_values' order). Throws
// std::invalid_argument when the number of values is not the record's number of counters.
template <CounterRecord T>
T from_counter_values(std::span<const std::uint64_t> values) {
  T record{};
  std::size_t k = 0;
  auto put = [&](const std::string&, auto& c) {
    if (k < values.size()) c = static_cast<std::remove_cvref_t<decltype(c)>>(values[k]);
    ++k;
  };
  counters_detail::walk(record, std::string(), put);
  if (k != values.size()) throw std::invalid_argument("counter values: the count does not match the record");
  return record;
}

// Returns the name of every counter, in counter_values' order ("games", "seats.0.wins", ...).
template <CounterRecord T>
std::vector<std::string> counter_names() {
  std::vector<std::string> out;
  const T record{};
  auto name = [&](const std::string& n, const auto&) { out.push_back(n); };
  counters_detail::walk(record, std::string(), name);
  return out;
}

}  // namespace skb
