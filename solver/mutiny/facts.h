// Facts: what the record's viewer knows beyond the public actions, as statements about the world
// (record.h lists them), and which of them the viewer can know.
//
// What a player sees for themselves, in a world (world.h), given the public record:
// - a role player: whether they are the Mutineer, and whether the Chaplain heard their own
//   confession (they were asked, or they were not);
// - the Boatswain, once the record shows his cabin search: whether the player he searched is
//   the Mutineer;
// - the Chaplain: whom he heard (or nobody), and whether that player confessed;
// - a juror, or a spectator (no view): nothing private.
// These are the viewer's information: two worlds look alike to the viewer when everything in
// the list is the same in both. A fact is one the viewer can know when, wherever the real world
// may be (any world that the public record leaves possible and that satisfies the record's
// facts), every world that looks like it (among the worlds the public record leaves possible)
// agrees with it on the fact. So facts combine: the Mutineer who states that he is the Mutineer
// can state whether the Chaplain is sworn (he knows whether he was asked), while a crew member
// who was not asked cannot; a fact implied by the public record, such as "the innocent player is
// not the Mutineer" once round 2 is under way, can be stated by anyone. When the facts
// contradict each other no world satisfies them, nothing is checked here, and the solver reports
// the contradiction.
#pragma once

#include <string>
#include <vector>

#include "solver/mutiny/record.h"
#include "solver/mutiny/world.h"

namespace skb::mutiny {

// Returns whether `fact` is true in `world`.
bool holds(const Fact& fact, const World& world);

// Checks that the viewer of `record` (after any override of its view) can know every fact it
// states, the worlds the public record leaves possible being those marked in `possible`
// (indexed as all_worlds). Throws RecordError at the first fact, in file order, that the viewer
// cannot know, saying who can.
void check_knowable(const Record& record, const std::vector<bool>& possible);

// Returns what the viewer knows but the record's facts leave open among the worlds marked in
// `possible` that satisfy the facts: one sentence for each part of the viewer's information,
// saying which statement to add ("Ben knows whether he is the Mutineer: add 'mutineer Ben' or
// 'not-mutineer Ben'").
std::vector<std::string> unstated_knowledge(const Record& record, const std::vector<bool>& possible);

}  // namespace skb::mutiny
