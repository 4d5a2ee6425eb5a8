// The log of a round as it is played: the table, the dealer, the hands as dealt (and with 2
// players the cards set aside) and every action in order with the seat that took it. From the
// log, record_of writes the round down as one player saw it (their `.nyet` record: what that
// player knows, docs/nyet/rules.md "Knowledge") or as a spectator who is shown every hand; the
// same function makes what a look-ahead player reasons from (players.h) and the records a
// simulation writes (simulate --record-out), so that the two cannot disagree on what a seat
// knows.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "solver/nyet/record.h"
#include "solver/nyet/state.h"

namespace skb::nyet {

struct RoundLog {
  Table table;
  Seat dealer;
  std::vector<CardSet> dealt;                    // by seat, as dealt
  CardSet aside;                                 // 2 players: the cards set aside
  std::vector<std::pair<Seat, Action>> actions;  // in order, with the seat that took each

  // Starts the log of `state`, a round just dealt.
  static RoundLog of_deal(const State& state);
  // Adds `action`, about to be applied by the state's player to move.
  void add(Seat who, const Action& action) { actions.emplace_back(who, action); }
};

// Returns the round so far as `view` writes it down, or (nothing) as a spectator shown every
// hand. The viewer's record gives their hand as dealt, every veto, the teams and the Bonus
// holder, their own discards, a discard of no card by anyone (it shows: under `1-not-one` a hand
// of only 1s), the passes they gave or received, and every card played, the trick in progress
// last. A spectator's record gives every hand, every discard and every pass. The discards and
// passes are chosen at once (the log has them in turn): while some player has still to choose,
// the record gives only the viewer's own choice, so that a later chooser never sees an earlier
// one (the card about to be passed to them, a discard of no card). Records made here
// have no statements: the replay marks what is written by statement, so write the record
// (record_writer.h) and read it back (record_reader.h) before replaying it.
Record record_of(const RoundLog& log, std::optional<Seat> view);

}  // namespace skb::nyet
