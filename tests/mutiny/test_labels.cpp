// Labels (solver/mutiny/labels.h): seat-independent names, so that what a player knows, and the
// order of their options, read the same at every seating; and the variants (variant.h).
#include <doctest/doctest.h>

#include "solver/mutiny/extensive_game.h"
#include "solver/mutiny/labels.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/variant.h"

namespace {

using namespace skb::mutiny;

// The seating of examples/mutiny/both-rounds-6p.mutiny: Chaplain on seat 0, Navigator 1,
// Boatswain 2, Helmsman 5, jurors on 3 and 4.
Seating shuffled() {
  return Seating::make(6, {Player(2), Player(0), Player(5), Player(1)});  // in role order
}

// Returns the seat of the player with `label` at `seating` (the inverse of Labels::of).
Player seat_of(const Seating& seating, int label) {
  const Labels labels(seating);
  for (const Player p : seating.everyone())
    if (labels.of(p) == label) return p;
  FAIL("no such label");
  return Player(0);
}

// Returns the action with its players moved from the standard seating to `seating` by label.
Action moved(const Seating& seating, Action a) {
  const auto to = [&](std::optional<Player>& p) {
    if (p) p = seat_of(seating, p->index);
  };
  to(a.target);
  to(a.report.about);
  if (a.moved) a.moved->caster = seat_of(seating, a.moved->caster.index);
  return a;
}

}  // namespace

TEST_CASE("labels: roles by role, jurors by rank; the identity on the standard seating") {
  const Labels standard(Seating::standard(6));
  for (int seat = 0; seat < 6; ++seat) CHECK(standard.of(Player(seat)) == seat);
  const Labels labels(shuffled());
  // Boatswain (seat 2) 0, Chaplain (0) 1, Helmsman (5) 2, Navigator (1) 3, jurors 3 and 4 -> 4, 5.
  CHECK(labels.of(Player(2)) == 0);
  CHECK(labels.of(Player(0)) == 1);
  CHECK(labels.of(Player(5)) == 2);
  CHECK(labels.of(Player(1)) == 3);
  CHECK(labels.of(Player(3)) == 4);
  CHECK(labels.of(Player(4)) == 5);
  CHECK(labels.of(VoteId{Player(5), 1}) == 2 * 2 + 1);
}

TEST_CASE("the same game at two seatings: equal information keys, options in the same label order") {
  // Play one game on the standard seating and the same game, player for player by role, on the
  // shuffled seating; at every decision every player's key is the same, and the options sorted
  // by label are the same actions.
  const Seating a = Seating::standard(6);
  const Seating b = shuffled();
  const Labels la(a), lb(b);
  State sa = State::deal(a, Player(3));  // the Navigator is the Mutineer
  State sb = State::deal(b, seat_of(b, 3));
  // A whole game of every kind of action, as at the standard seating: search the Navigator,
  // hear him, reports, innocence votes making the Helmsman innocent, no dead reckoning,
  // condemn a juror, wait, guilt votes, forgive, change course.
  const std::vector<Action> script = {Action::search(Player(3)), Action::confess(Player(3)),
                                      Action::speak({Claim::is_mutineer, Player(3)}),
                                      Action::speak({Claim::denied, Player(0)})};
  for (const Memory memory : {Memory::perfect, Memory::short_term, Memory::reduced, Memory::none}) {
    State x = sa, y = sb;
    int step = 0;
    const auto same = [&] {
      CAPTURE(step);
      CAPTURE(static_cast<int>(memory));
      for (const Player p : a.everyone()) {
        std::string ka, kb;
        write_information(x, p, memory, la, ka);
        write_information(y, seat_of(b, la.of(p)), memory, lb, kb);
        CHECK(ka == kb);
      }
      const std::vector<Action> oa = legal_actions(x), ob = legal_actions(y);
      REQUIRE(oa.size() == ob.size());
      const std::vector<int> ra = la.label_order(oa), rb = lb.label_order(ob);
      for (std::size_t i = 0; i < ra.size(); ++i)
        CHECK(moved(b, oa[static_cast<std::size_t>(ra[i])]) == ob[static_cast<std::size_t>(rb[i])]);
    };
    for (const Action& act : script) {
      same();
      x = apply(x, act);
      y = apply(y, moved(b, act));
      ++step;
    }
    // The innocence votes, in each seating's own casting order: every player votes for the
    // Helmsman but the Helmsman, who votes for the Chaplain twice.
    const auto target = [&](int label) { return label == 2 ? 1 : 2; };
    // (Mid-vote states are not compared: the seatings cast in different orders.)
    while (x.phase() == Phase::innocence_vote) x = apply(x, Action::vote(Player(target(la.of(*current_player(x))))));
    while (y.phase() == Phase::innocence_vote)
      y = apply(y, Action::vote(seat_of(b, target(lb.of(*current_player(y))))));
    same();
    x = apply(x, Action::no_move());
    y = apply(y, Action::no_move());
    CHECK(x.innocent() == Player(2));
    // Round 2: the Helmsman condemns juror 4, the Boatswain waits, everyone votes for the
    // Navigator but the Navigator (for the Boatswain), the condemned juror's second vote for the
    // Chaplain; the Chaplain forgives nobody; then every decision of change course compared.
    for (const Action& act : {Action::condemn(Player(4)), Action::wait(true)}) {
      same();
      x = apply(x, act);
      y = apply(y, moved(b, act));
    }
    const auto guilt = [&](const Labels& l, const State& s, const Seating& seating) {
      const VoteId v = *current_vote(s);
      const int label = l.of(v.caster);
      const int to = label == 3 ? 0 : (label == 4 && v.slot == 1) ? 1 : 3;
      return Action::vote(seat_of(seating, to));
    };
    // Up to the waiting Boatswain's vote (he sees every other vote), then the rest.
    while (la.of(*current_player(x)) != 0) x = apply(x, guilt(la, x, a));
    while (lb.of(*current_player(y)) != 0) y = apply(y, guilt(lb, y, b));
    same();
    while (x.phase() == Phase::guilt_vote) x = apply(x, guilt(la, x, a));
    while (y.phase() == Phase::guilt_vote) y = apply(y, guilt(lb, y, b));
    while (x.phase() != Phase::over) {
      same();
      const std::vector<Action> oa = legal_actions(x);
      const Action act = oa[static_cast<std::size_t>(la.label_order(oa).back())];  // the last by label
      x = apply(x, act);
      y = apply(y, moved(b, act));
      ++step;
    }
    CHECK(y.phase() == Phase::over);
    CHECK(x.guilty().has_value() == y.guilty().has_value());
  }
}

TEST_CASE("variants leave a removed power's decision only its 'none'") {
  State s = State::deal(Seating::standard(4), Player(1));
  CHECK(allowed_actions(s, Variant{}).size() == 4);
  const std::vector<Action> none = allowed_actions(s, Variant{}.without(Power::search));
  REQUIRE(none.size() == 1);
  CHECK(none[0] == Action::search(std::nullopt));
  // Lies removed: the Boatswain who searched the Chaplain (the Mutineer) may stay silent or say
  // "the Chaplain is the Mutineer", not that he is not.
  s = apply(s, Action::search(Player(1)));
  s = apply(s, Action::confess(Player(2)));
  const std::vector<Action> truthful = allowed_actions(s, Variant{}.without(Power::lies));
  REQUIRE(truthful.size() == 2);
  CHECK(truthful[0] == Action::silence());
  CHECK(truthful[1] == Action::speak({Claim::is_mutineer, Player(1)}));
  // The Chaplain (the Mutineer) heard the Helmsman deny: only "the Helmsman denied" is true of
  // the six reports.
  s = apply(s, Action::silence());
  const std::vector<Action> chaplain = allowed_actions(s, Variant{}.without(Power::lies));
  REQUIRE(chaplain.size() == 2);
  CHECK(chaplain[1] == Action::speak({Claim::denied, Player(2)}));
  CHECK(allowed_actions(s, Variant{}.without(Power::reports)).size() == 1);
  // Names, and their order in descriptions.
  CHECK(power_of_name("dead-reckoning") == Power::dead_reckoning);
  CHECK_FALSE(power_of_name("mutiny").has_value());
  CHECK(Variant{}.describe() == "standard");
  CHECK(Variant{}.without(Power::forgiveness).without(Power::search).describe() == "no search, no forgiveness");
  CHECK(Variant::from_bits(Variant{}.without(Power::lies).bits()) == Variant{}.without(Power::lies));
}
