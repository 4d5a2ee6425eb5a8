#include "solver/nyet/record_maker.h"

#include "solver/core/random.h"
#include "solver/nyet/deal.h"

namespace skb::nyet {

namespace {

std::vector<CardWord> words_of(CardSet cards) {
  std::vector<CardWord> out;
  for (Card c : cards) out.push_back({kind_of(c), 0});
  return out;
}

std::vector<CardWord> words_of(const std::vector<Card>& cards) {
  std::vector<CardWord> out;
  for (Card c : cards) out.push_back({kind_of(c), 0});
  return out;
}

}  // namespace

Table default_table(int players) {
  std::vector<std::string> names{"Ann", "Ben", "Cat", "Dan", "Eve"};
  names.resize(static_cast<std::size_t>(players));
  return Table(names);
}

MadeRecord make_record(int players, std::uint64_t seed, int actions, std::optional<Seat> view, SeatSet shown) {
  Rng rng(seed);
  const Table table = default_table(players);
  const Seat dealer(static_cast<int>(below(rng, static_cast<std::uint64_t>(players))));
  const Dealt dealt = deal_cards(players, rng);
  State state = State::deal(table, dealer, dealt.hands, dealt.aside);
  Record r;
  r.file = "made.nyet";
  r.table = table;
  r.dealer = dealer;
  r.view = view;
  const SeatSet known = view ? SeatSet(*view) : shown;
  for (int i = 0; i < players; ++i)
    if (known.contains(Seat(i))) r.hands.push_back({Seat(i), 0, words_of(dealt.hands[static_cast<std::size_t>(i)]), -1});
  std::vector<std::vector<Card>> tricks;  // the cards played, trick by trick
  std::vector<Seat> leaders;
  // A cut inside the discard phase moves to its end.
  for (int done = 0; state.phase() != Phase::over && (done < actions || state.phase() == Phase::discard); ++done) {
    const Seat who = state.to_move();
    const std::vector<Action> legal = state.legal_actions();
    const Action a = pick(std::span<const Action>(legal), rng);
    if (const auto* v = std::get_if<Veto>(&a)) r.vetoes.push_back({who, v->box, 0, 0, -1});
    if (const auto* t = std::get_if<ChooseTeams>(&a)) {
      r.teams = t->teams;
      r.bonus_written = t->teams.bonus.has_value();
    }
    if (const auto* d = std::get_if<Discard>(&a)) {
      if (known.contains(who) || d->cards.empty()) r.discards.push_back({who, 0, words_of(d->cards), -1});
    }
    if (const auto* p = std::get_if<Pass>(&a)) {
      if (known.contains(who) || known.contains(who.left(players))) r.passes.push_back({who, 0, {kind_of(p->card), 0}, -1});
    }
    if (const auto* p = std::get_if<Play>(&a)) {
      if (state.tricks().current().empty()) {
        tricks.emplace_back();
        leaders.push_back(who);
      }
      tricks.back().push_back(p->card);
    }
    state.apply(a);
  }
  for (std::size_t t = 0; t < tricks.size(); ++t) r.tricks.push_back({leaders[t], 0, words_of(tricks[t]), -1});
  return MadeRecord{std::move(r), std::move(state)};
}

Record position_record(const Position& p) {
  Record r;
  r.file = "position.nyet";
  r.table = p.table;
  const int n = p.table.players();
  r.position = PositionTerms{p.trumps, p.points};
  if (n > 2) {
    r.teams = p.teams;
    r.bonus_written = p.teams.bonus.has_value();
  }
  // The hands as the trick in progress began: its cards back with their players.
  std::vector<CardSet> hands = p.hands;
  for (std::size_t i = 0; i < p.tricks.current().size(); ++i)
    hands[static_cast<std::size_t>(p.tricks.leader().after(static_cast<int>(i), n).index())].add(p.tricks.current()[i]);
  for (int i = 0; i < n; ++i) r.hands.push_back({Seat(i), 0, words_of(hands[static_cast<std::size_t>(i)]), -1});
  const auto member = [&](bool of_side) {
    for (int i = 0; i < n; ++i)
      if (p.teams.side.contains(Seat(i)) == of_side) return Seat(i);
    return Seat(0);
  };
  if (p.tricks.units()[0] > 0) r.units.push_back({member(true), 0, p.tricks.units()[0], -1});
  if (p.tricks.units()[1] > 0) r.units.push_back({member(false), 0, p.tricks.units()[1], -1});
  r.tricks.push_back({p.tricks.leader(), 0, words_of(p.tricks.current()), -1});
  return r;
}

}  // namespace skb::nyet
