#include "solver/core/block_list.h"

#include <doctest/doctest.h>

#include <vector>

namespace {

std::vector<int> contents(const skb::BlockList<int, 4>& list) {
  std::vector<int> out;
  list.for_each([&](int v) { out.push_back(v); });
  return out;
}

}  // namespace

TEST_CASE("a block list keeps its elements in order across blocks, and again after clear") {
  skb::BlockList<int, 4> list;
  CHECK(list.empty());
  // 10 elements in blocks of 4: blocks of 4, 4 and 2.
  for (int v = 0; v < 10; ++v) list.push_back(v);
  CHECK(list.size() == 10);
  CHECK(contents(list) == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  CHECK(list[0] == 0);
  CHECK(list[4] == 4);  // the first of the second block
  CHECK(list[9] == 9);
  // Cleared, it is empty; filled again with fewer (5: one block and one more), it holds only the new ones.
  list.clear();
  CHECK(list.empty());
  CHECK(contents(list).empty());
  for (int v = 100; v < 105; ++v) list.push_back(v);
  CHECK(contents(list) == std::vector<int>{100, 101, 102, 103, 104});
  CHECK(list[4] == 104);
  // Swapped with an empty list, the contents move over.
  skb::BlockList<int, 4> other;
  other.swap(list);
  CHECK(list.empty());
  CHECK(contents(other) == std::vector<int>{100, 101, 102, 103, 104});
}
