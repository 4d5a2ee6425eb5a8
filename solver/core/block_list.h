// Block list: a sequence that only grows at its end and is read front to back, kept in blocks
// of `block` elements each allocated once. The game graph (game_graph.h) holds a level's states
// in one: unlike a vector it never moves the states it holds as it grows, and unlike a deque
// (whose blocks are 512 bytes, a single element for a state of a few hundred bytes) it
// allocates once per block rather than once per state; cleared, it keeps its blocks for the next
// level, so memory already touched is filled again rather than given back and faulted in anew.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace skb {

template <class T, std::size_t block = 1024>
class BlockList {
 public:
  // Appends `value` at the end.
  void push_back(T value) {
    if (size_ == used_ * block) {  // the blocks in use are full (or there are none)
      if (used_ == blocks_.size()) {
        blocks_.emplace_back();
        blocks_.back().reserve(block);
      }
      ++used_;
    }
    blocks_[used_ - 1].push_back(std::move(value));
    ++size_;
  }

  // Empties the list, keeping its blocks' memory.
  void clear() {
    for (std::size_t b = 0; b < used_; ++b) blocks_[b].clear();
    used_ = 0;
    size_ = 0;
  }

  // Exchanges the contents (and memory) of two lists.
  void swap(BlockList& other) noexcept {
    blocks_.swap(other.blocks_);
    std::swap(used_, other.used_);
    std::swap(size_, other.size_);
  }

  // Returns how many elements it holds.
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  // Returns the element added `index`-th (from 0); index < size().
  const T& operator[](std::size_t index) const { return blocks_[index / block][index % block]; }
  T& operator[](std::size_t index) { return blocks_[index / block][index % block]; }

  // Calls `visit(element)` for each element, in the order they were added.
  template <class Visit>
  void for_each(Visit&& visit) const {
    for (std::size_t b = 0; b < used_; ++b)
      for (const T& element : blocks_[b]) visit(element);
  }

 private:
  std::vector<std::vector<T>> blocks_;
  std::size_t used_ = 0;  // blocks holding elements (the first used_)
  std::size_t size_ = 0;
};

}  // namespace skb
