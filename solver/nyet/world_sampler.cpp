#include "solver/nyet/world_sampler.h"

namespace skb::nyet {

namespace {

World known_cards(const Replay& replay) {
  const int n = replay.players();
  World w;
  for (int i = 0; i < n; ++i) {
    const SeatView& v = replay.seat(Seat(i));
    w.hands.push_back(v.known ? v.hand : CardSet());
    w.discards.push_back(v.known ? v.discarded : CardSet());
  }
  return w;
}

}  // namespace

WorldSampler::WorldSampler(const Replay& replay)
    : known_(known_cards(replay)), problem_(deal_problem(replay, places_)), sampler_(problem_) {
  for (const Place& p : places_)
    if (p.kind == PlaceKind::hand) known_.hands[static_cast<std::size_t>(p.seat.index())] |= p.passed;
}

World WorldSampler::sample(Rng& rng) const { return world_of(sampler_.sample(rng)); }

World WorldSampler::world_of(const std::vector<CardSet>& drawn) const {
  World w = known_;
  for (std::size_t p = 0; p < places_.size(); ++p) {
    const Place& place = places_[p];
    const auto seat = static_cast<std::size_t>(place.seat.index());
    switch (place.kind) {
      case PlaceKind::hand:
        w.hands[seat] |= drawn[p];
        break;
      case PlaceKind::discards:
        w.discards[seat] |= drawn[p];
        break;
      case PlaceKind::aside:
        w.aside |= drawn[p];
        break;
    }
  }
  return w;
}

}  // namespace skb::nyet
