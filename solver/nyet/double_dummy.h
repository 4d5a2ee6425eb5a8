// The double-dummy value of a Nyet! round: with every hand known (a replayed record's position,
// state.h), the value of the rest of the round under best play by both teams, the value of every
// card the player to move may play, and a line of best play, all from the point of view of the
// team of the player to move (docs/nyet/rules.md):
//
//   value = that team's units from now on (the trick in progress, with the cards already on the
//           table, and every later trick) minus the other team's; negated when the round is
//           played for -2 points (each team then plays to take as few units as it can).
//
// Units taken before the position do not count; the Bonus card is not weighed. The search is the
// trick engine's (solver/tricks/) on Nyet!'s rules (dd_rules.h). Work is bounded by a node limit
// stated by the caller (DdLimitReached beyond it), and a poll function lets a front end show
// progress and stop the search (whatever it throws ends the solve).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <vector>

#include "solver/nyet/cards.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

// A card kind the player to move may play, and its value (same scale as the position's). The
// copies of a 1 play alike: one entry per kind.
struct KindValue {
  Kind kind;
  int value = 0;
  friend bool operator==(const KindValue&, const KindValue&) = default;
};

struct DdResult {
  Seat to_move;
  int value = 0;                  // the rest of the round, the mover's team's view
  std::vector<KindValue> cards;   // every legal kind of the player to move, in lane order
  std::vector<Card> line;         // best play to the end of the round, in play order
  std::uint64_t nodes = 0;        // positions the search visited
};

// Thrown when a solve needs more nodes than its limit.
class DdLimitReached : public std::runtime_error {
 public:
  explicit DdLimitReached(std::uint64_t limit);
  std::uint64_t limit() const { return limit_; }

 private:
  std::uint64_t limit_;
};

// Thrown when the position has nothing left to play (the round is over).
class DdNothingToPlay : public std::invalid_argument {
 public:
  DdNothingToPlay() : std::invalid_argument("the round is over: no card is left to play") {}
};

// The default node limit of a solve: 60 million nodes (about 15 s on one core of the
// development machine at about 4 million nodes a second).
inline constexpr std::uint64_t kDefaultDdNodeLimit = 60'000'000;

struct DdOptions {
  std::uint64_t node_limit = kDefaultDdNodeLimit;  // 0: none
  std::function<void(std::uint64_t nodes)> poll;   // called every 65,536 nodes or so, if given
};

// A double-dummy solver: holds the engine's transposition table (fixed memory, `table_bytes`,
// 96 MB by default) between solves; one per thread.
class DoubleDummy {
 public:
  static constexpr std::size_t kDefaultTableBytes = std::size_t{96} << 20;
  explicit DoubleDummy(std::size_t table_bytes = kDefaultTableBytes);
  ~DoubleDummy();
  DoubleDummy(const DoubleDummy&) = delete;
  DoubleDummy& operator=(const DoubleDummy&) = delete;

  // Returns the value, every legal kind's value and a line of best play of `position`. Throws
  // DdNothingToPlay when the round is over, DdLimitReached beyond the node limit, and whatever
  // the poll function throws.
  DdResult solve(const Position& position, const DdOptions& options = {});
  // Returns a line of best play only (DdResult::line, without the cards' values: cheaper).
  std::vector<Card> best_line(const Position& position, const DdOptions& options = {});
  // Returns the value only (cheaper: one question).
  int value(const Position& position, const DdOptions& options = {});
  // The nodes searched since the solver was made.
  std::uint64_t nodes() const;

 private:
  struct Engine;
  std::unique_ptr<Engine> engine_;
};

}  // namespace skb::nyet
