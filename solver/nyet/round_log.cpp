#include "solver/nyet/round_log.h"

#include <algorithm>

namespace skb::nyet {

namespace {

std::vector<CardWord> words_of(CardSet cards) {
  std::vector<CardWord> out;
  for (Card c : cards) out.push_back({kind_of(c), 0});
  return out;
}

}  // namespace

RoundLog RoundLog::of_deal(const State& state) {
  RoundLog log;
  log.table = state.table();
  log.dealer = state.dealer();
  for (int i = 0; i < state.players(); ++i) log.dealt.push_back(state.hand(Seat(i)));
  log.aside = state.aside();
  return log;
}

Record record_of(const RoundLog& log, std::optional<Seat> view) {
  const int players = log.table.players();
  Record r;
  r.file = "round.nyet";
  r.table = log.table;
  r.dealer = log.dealer;
  r.view = view;
  const SeatSet known = view ? SeatSet(*view) : SeatSet::all(players);
  for (int i = 0; i < players; ++i)
    if (known.contains(Seat(i))) r.hands.push_back({Seat(i), 0, words_of(log.dealt[static_cast<std::size_t>(i)]), -1});
  // The discards and passes are chosen at once: until every player has chosen, the record gives
  // only the viewer's own choice (a pass received, a discard of no card, are seen once all chose).
  const auto choices = std::count_if(log.actions.begin(), log.actions.end(), [](const auto& entry) {
    return std::holds_alternative<Discard>(entry.second) || std::holds_alternative<Pass>(entry.second);
  });
  const SeatSet seen = choices < players ? (view ? SeatSet(*view) : SeatSet()) : SeatSet::all(players);
  for (const auto& [who, a] : log.actions) {
    if (const auto* v = std::get_if<Veto>(&a)) r.vetoes.push_back({who, v->box, 0, 0, -1});
    if (const auto* t = std::get_if<ChooseTeams>(&a)) {
      r.teams = t->teams;
      r.bonus_written = t->teams.bonus.has_value();
    }
    if (const auto* d = std::get_if<Discard>(&a)) {
      if (seen.contains(who) && (known.contains(who) || d->cards.empty()))
        r.discards.push_back({who, 0, words_of(d->cards), -1});
    }
    if (const auto* p = std::get_if<Pass>(&a)) {
      if (seen.contains(who) && (known.contains(who) || known.contains(who.left(players))))
        r.passes.push_back({who, 0, {kind_of(p->card), 0}, -1});
    }
    if (const auto* p = std::get_if<Play>(&a)) {
      // A trick begins with its leader; it is full with one card per player.
      if (r.tricks.empty() || static_cast<int>(r.tricks.back().cards.size()) == players)
        r.tricks.push_back({who, 0, {}, -1});
      r.tricks.back().cards.push_back({kind_of(p->card), 0});
    }
  }
  return r;
}

}  // namespace skb::nyet
