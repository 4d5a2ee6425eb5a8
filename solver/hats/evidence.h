// Evidence: what one player (or a spectator) knows of the hidden hats, in the form the exact
// posterior (posterior.h) and the samplers (sampler.h) weigh it.
//
// The hidden state is the face of every hat on the table that the viewer does not know (the
// slots) and the order of the hat pile. The unseen cards are the variant's hats minus those
// taken and minus the table hats the viewer knows; before other evidence every assignment of
// them to the slots and the pile is equally likely. Every table since the last deal was public
// to be live; each such check becomes a condition "some slot among these holds a hat fitting
// the character it faced then" (checks satisfied by a hat the viewer knows drop out, identical
// and weaker checks are merged away). For a model of play, every turn of another player since
// the deal is kept with the slots behind the hats that player knew.
#pragma once

#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "solver/hats/history.h"

namespace skb::hats {

inline constexpr int kNoSlot = -1;

struct SlotCheck {
  // (slot, character it faced): the check holds when some slot holds a hat fitting its character.
  std::vector<std::pair<int, Kind>> pairs;
  int after_turn = -1;  // the turn it followed (-1: the deal); the first of merged checks
};

struct ModelTurn {
  ModelTurn(const Table& table, Move m, int t) : before(table), move(m), turn(t) {}
  Table before;
  Move move;
  int turn = 0;
  // Per position the actor knew: the slot behind it, or kNoSlot with the face the viewer knows.
  std::array<int, kPositions> slot{};
  std::array<std::optional<Kind>, kPositions> face{};
  unsigned slots = 0;  // the slots it depends on, a bit each
};

struct Evidence {
  Evidence(const Table& t, int v) : table(t), viewer(v) {}
  Table table;      // the table now
  int viewer = -1;  // the viewer's seat, -1 for a spectator
  // Per position: the slot (index into slot_position), or kNoSlot where the viewer knows the face.
  std::array<int, kPositions> slot_at{};
  std::array<std::optional<Kind>, kPositions> known_face{};
  std::vector<Position> slot_position;
  KindCounts unseen{};
  int unseen_cards = 0;
  std::vector<SlotCheck> checks;
  // A check that no layout can meet (every hat in it known, none fitting): its turn, else nothing.
  std::optional<int> failed_check;
  std::vector<ModelTurn> turns;  // other players' turns since the deal
  int slots() const { return static_cast<int>(slot_position.size()); }
};

// Returns the evidence of `viewer` (-1: a spectator, who knows only what was shown to all) on
// the game `table` whose history is `history`. Every hat the viewer has seen must have its face
// in the history.
Evidence make_evidence(const Table& table, const History& history, int viewer);

}  // namespace skb::hats
