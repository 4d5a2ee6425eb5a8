// Advice: the viewer's next decision in a game of Mutiny in progress, every legal option valued
// by the probability that the viewer's side wins.
//
// The record says what happened and what the viewer knows; its posterior (posterior.h) weighs
// the 16 worlds. In each world the record is played to its end and on to the viewer's decision
// (play.h's finish for the viewer): the optional decisions of others that the record passes
// over were not taken, the secret confession is the world's, and the viewer's own optional
// decision after a vote (the Navigator's dead reckoning, the Chaplain's forgiveness) is left
// open, where a record read for anyone else declines it. If the game waits for
// a vote the viewer has still to cast while others cast theirs first (votes are simultaneous;
// the engine takes them in seat order), those unseen votes are drawn from the profile. Then
// each of the viewer's options is taken, and everyone, the viewer included, plays the named
// profile to the end of the game. Each option's value is the exact probability, over the
// worlds, the unseen votes and every random choice, that the viewer's side (the crew, or the
// Mutineer's side for the Mutineer and a sworn Chaplain) wins.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/core/fraction.h"
#include "solver/mutiny/action.h"
#include "solver/mutiny/posterior.h"
#include "solver/mutiny/profile.h"
#include "solver/mutiny/record.h"

namespace skb::mutiny {

// Thrown when the record leaves the viewer no decision to advise on: no viewer, the game over,
// or another player's decision next (`actor`, deciding `phase`). The message says which.
class NoDecision : public std::runtime_error {
 public:
  enum class Why : std::uint8_t { no_viewer, game_over, another_player };
  NoDecision(Why why, const std::string& message, std::optional<Player> actor = std::nullopt,
             Phase phase = Phase::over)
      : std::runtime_error(message), why_(why), actor_(actor), phase_(phase) {}
  Why why() const { return why_; }
  std::optional<Player> actor() const { return actor_; }
  Phase phase() const { return phase_; }

 private:
  Why why_;
  std::optional<Player> actor_;
  Phase phase_;
};

struct AdvisedOption {
  Action action;
  Fraction win;           // P(the viewer's side wins) when the viewer takes it
  std::string statement;  // the line to add to the record once taken (action_statement, record_writer.h)
};

struct Advice {
  Player viewer{0};
  Phase phase = Phase::search;         // the decision advised on
  std::vector<AdvisedOption> options;  // best first; equal values in the rules' order of options
  Posterior posterior;                 // the record's posterior, which weighs the worlds
};

struct AdviseOptions {
  const Profile* profile = nullptr;  // how everyone plays from the decision on (required)
  const Profile* model = nullptr;    // the model of play for the posterior (solve's --model), or none
  double tremble = 0;                // the model's tremble (SolveOptions)
  // Read the profile's installed table of values at the boundaries of the game (value_table.h);
  // false plays every game out (the same numbers, as its tests check, far more slowly).
  bool use_value_tables = true;
  const std::atomic<bool>* cancel = nullptr;  // set (an interrupt): stop, throwing skb::Cancelled
};

// Returns the advice for the record's viewer. Throws NoDecision as described above, and what
// solve throws (RecordError, Contradiction).
Advice advise(const Record& record, const AdviseOptions& options);

}  // namespace skb::mutiny
