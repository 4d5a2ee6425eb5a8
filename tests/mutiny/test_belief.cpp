// Beliefs (solver/mutiny/belief.h) worked by hand. Standard 4-player seating: Boatswain 0,
// Chaplain 1, Helmsman 2, Navigator 3. Each belief weighs the 16 worlds (Mutineer, confession
// target): 4 per world before any report.
#include <doctest/doctest.h>

#include "solver/mutiny/belief.h"
#include "solver/mutiny/rules.h"

namespace {

using namespace skb::mutiny;

State opening(Player mutineer, std::optional<Player> search, std::optional<Player> confession, Report boatswain,
              Report chaplain) {
  State s = State::deal(Seating::standard(4), mutineer);
  s = apply(s, Action::search(search));
  s = apply(s, Action::confess(confession));
  s = apply(s, Action::speak(boatswain));
  return apply(s, Action::speak(chaplain));
}

std::uint32_t w(const Belief& b, int p) { return b.mutineer_weight[static_cast<std::size_t>(p)]; }

}  // namespace

TEST_CASE("a spectator before any report: every role player alike") {
  // 4 confession targets x weight 4 for each Mutineer; 64 in all.
  const State s = State::deal(Seating::standard(5), Player(2));
  const Belief b = belief_of(s, std::nullopt);
  for (int p = 0; p < 4; ++p) CHECK(w(b, p) == 16);
  CHECK(w(b, 4) == 0);  // the juror is never the Mutineer
  CHECK(b.total == 64);
}

TEST_CASE("the Boatswain who found the Helmsman innocent") {
  // The Boatswain (crew) searched the Helmsman, not the Mutineer: the Mutineer is the Chaplain
  // or the Navigator, equally (his silence weighs nothing).
  const State s = opening(Player(3), Player(2), std::nullopt, Report{}, Report{});
  const Belief b = belief_of(s, Player(0));
  CHECK(w(b, 0) == 0);
  CHECK(w(b, 2) == 0);
  CHECK(w(b, 1) == w(b, 3));
  CHECK(w(b, 1) > 0);
}

TEST_CASE("a spectator hears the Chaplain say the Helmsman confessed") {
  // "The Helmsman confessed" is true only if the Helmsman is the Mutineer and was heard (then
  // the Chaplain is sworn, a possible liar: weight 2). Where it is false, the Chaplain must be
  // on the Mutineer's side to say it: he is the Mutineer (4 targets x 2 = 8), or he is sworn to
  // the Boatswain (2) or to the Navigator (2). So P(the Chaplain is the Mutineer) = 8/14 = 4/7,
  // and each other role player 2/14.
  const State s = opening(Player(1), std::nullopt, Player(2), Report{}, Report{Claim::confessed, Player(2)});
  const Belief b = belief_of(s, std::nullopt);
  CHECK(w(b, 1) == 8);
  CHECK(w(b, 0) == 2);
  CHECK(w(b, 2) == 2);
  CHECK(w(b, 3) == 2);
  CHECK(b.total == 14);
}

TEST_CASE("the viewer's own report is not evidence for them") {
  // The Chaplain (the Mutineer) said "the Helmsman confessed"; to himself that says nothing:
  // he knows he is the Mutineer, so all his weight is on himself.
  const State s = opening(Player(1), std::nullopt, Player(2), Report{}, Report{Claim::confessed, Player(2)});
  const Belief b = belief_of(s, Player(1));
  CHECK(w(b, 1) == b.total);
}
