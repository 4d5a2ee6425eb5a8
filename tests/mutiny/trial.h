// Test helpers: the trial of a silent round 1, the start of round 2 that several Mutiny tests
// solve small games from, and the variant that keeps only its guilt vote.
#pragma once

#include "solver/mutiny/rules.h"
#include "solver/mutiny/state.h"
#include "solver/mutiny/variant.h"

namespace skb::mutiny::testing {

// The trial after a silent round 1 in which the Helmsman is declared innocent (everyone votes
// for him, he votes for the Chaplain twice), with `mutineer` the Mutineer: the state at the
// condemn.
inline State trial(const Seating& seating, Player mutineer) {
  State s = State::deal(seating, mutineer);
  s = apply(s, Action::search(std::nullopt));
  s = apply(s, Action::confess(std::nullopt));
  s = apply(s, Action::silence());
  s = apply(s, Action::silence());
  const Player helmsman = seating.holder(Role::helmsman);
  while (s.phase() == Phase::innocence_vote)
    s = apply(s, Action::vote(*current_player(s) == helmsman ? seating.holder(Role::chaplain) : helmsman));
  return apply(s, Action::no_move());
}

// The guilt vote alone: condemn, bosun knows best, forgiveness and change course removed. With
// the last two gone nothing asks who cast a vote, so MutinyGame's states merge by the count.
inline const Variant kVoteOnly = Variant{}
                                     .without(Power::condemn)
                                     .without(Power::bosun_knows_best)
                                     .without(Power::forgiveness)
                                     .without(Power::change_course);

}  // namespace skb::mutiny::testing
