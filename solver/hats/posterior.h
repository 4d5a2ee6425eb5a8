// The exact posterior of the hidden hats (docs/hats/how-it-works.md).
//
// Every assignment of the unseen cards to the slots (the table hats the viewer does not know) is
// weighed exactly: its prior weight is the number of ways to draw those cards in that order
// from the unseen ones (a product of falling factorials: with no other evidence, all orders of
// the piles are equally likely), times 1 if the assignment passes every live-table check since
// the deal (else 0), times, with a model of play, the probability of every other player's turn
// since the deal given what that player knew in that assignment. The enumeration runs over the
// kinds of each slot (at most 11^7 layouts) depth first, with the checks as bit masks and the
// model's factors tabulated per group of slots they depend on, by the classes of kinds the model
// tells apart (with `memory` or `random`: whether a hat is magic and whether it matches the
// characters it faced, so that a group of any size is a small table and the work does not grow
// with the turns since the deal). Without a model every mass is an integer (at most
// 24·23·...·18 < 2^31), so the probabilities are ratios of exact integers.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

#include "solver/hats/evidence.h"
#include "solver/hats/policy.h"

namespace skb::hats {

// A model of play: the policy every other player is taken to follow, each move mixed with a
// uniformly random legal move at the rate `tremble` (so that a move the policy never plays
// makes the record unlikely rather than impossible).
struct Model {
  const Policy* policy = nullptr;
  double tremble = 0;
};

struct PositionBelief {
  bool present = false;                  // the position is still in the row
  std::optional<Kind> known;             // the face, when the viewer knows it
  std::array<double, kHatKinds> face{};  // P(hat = kind)
  double match = 0;                      // P(the hat matches the character)
  double magic = 0;                      // P(the hat is magic)
};

struct Posterior {
  std::array<PositionBelief, kPositions> positions{};
  int slots = 0;                 // hats the viewer does not know
  std::uint64_t layouts = 0;     // face layouts of the slots the cards allow
  std::uint64_t consistent = 0;  // ... with positive weight
  // The prior probability that every check since the deal was passed (1 with no checks).
  double checks_passed = 1;
  // With a model: the likelihood of the other players' turns, averaged over the layouts that
  // pass the checks (the model's evidence); 1 without a model.
  double model_evidence = 1;
  bool consistent_record() const { return consistent > 0; }
};

// The most distinct live-table checks since the deal the exact posterior weighs: checks are
// merged first (identical ones, and those a smaller one implies), and a deal of a real game
// holds a few dozen; a record of hundreds of swaps can hold more.
inline constexpr int kMaxChecks = 512;

// Thrown by solve when the evidence holds more than kMaxChecks checks: `after_turn` is the turn
// after which the first check too many was made (-1: the deal), for the caller to name it.
class TooManyChecks : public std::length_error {
 public:
  explicit TooManyChecks(int after_turn)
      : std::length_error("more than 512 distinct live-table checks since the deal"), after_turn_(after_turn) {}
  int after_turn() const { return after_turn_; }

 private:
  int after_turn_;
};

// Returns the posterior of `evidence`, with `model` when it has a policy (which must have
// probabilities); `threads` as for skb (0: the default). The same numbers for any thread count.
// Without a model every probability is a ratio of exact integers rounded once; with one, the
// weights are kept in logs (no number of turns and no tremble underflows them) and the
// probabilities are ratios of long double sums. Throws TooManyChecks.
// The layouts that pass the checks are counted over states of the kinds left and the checks met
// (a few thousand states for millions of layouts) unless the states pass `max_count_states`,
// when they are enumerated layout by layout; both give the same integers (0: layout by layout,
// the plain reference the tests hold the state count against).
inline constexpr std::size_t kMaxCountStates = 100000;
Posterior solve(const Evidence& evidence, const Model& model = {}, int threads = 0,
                std::size_t max_count_states = kMaxCountStates);

// Returns the number of sequences of `length` kinds that `counts` allow (at most counts[k] of
// kind k).
std::uint64_t sequences(const KindCounts& counts, int length);

}  // namespace skb::hats
