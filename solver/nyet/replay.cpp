#include "solver/nyet/replay.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/nyet/discards.h"
#include "solver/nyet/rule_error.h"
#include "solver/nyet/trick.h"

namespace skb::nyet {

Replay::Replay(const Record& record)
    : record_(record), board_(record.players()), seats_(static_cast<std::size_t>(record.players())),
      pass_cards_(static_cast<std::size_t>(record.players())), sightings_(kKindCount) {
  const int n = players();
  for (SeatView& v : seats_) v.hand_size = record_.is_position() ? 0 : hand_size(n);
  if (record_.is_position()) {
    trumps_ = record_.position->trumps;
    terms_ = Terms{*trumps_, DiscardRule::nyet, record_.position->points};
    phase_ = Phase::tricks;
    if (n == 2) teams_ = Teams{SeatSet(Seat(0)), std::nullopt};  // each alone
  }
}

Replay Replay::of(const Record& r) {
  Replay replay(r);
  // Statements in record order: each entry kind keeps its statement index.
  struct Step {
    int statement;
    int kind;
    std::size_t index;
  };
  std::vector<Step> steps;
  const auto add = [&](const auto& entries, int kind) {
    for (std::size_t i = 0; i < entries.size(); ++i) steps.push_back({entries[i].statement, kind, i});
  };
  add(r.hands, 0);
  add(r.vetoes, 1);
  add(r.discards, 2);
  add(r.passes, 3);
  add(r.units, 4);
  add(r.tricks, 5);
  if (r.teams) steps.push_back({r.teams_statement, 6, 0});
  if (r.bonus_written) steps.push_back({r.bonus_statement, 7, 0});
  // Records made by program have no statements: their entries go in the order of the format.
  const bool written = !r.statements.empty();
  std::stable_sort(steps.begin(), steps.end(), [written](const Step& a, const Step& b) {
    // hands, vetoes, discards, passes, units, tricks, teams, bonus
    constexpr int order[] = {0, 1, 4, 5, 6, 7, 2, 3};
    return written ? a.statement < b.statement : order[a.kind] < order[b.kind];
  });
  for (const Step& s : steps) {
    switch (s.kind) {
      case 0: replay.hand(r.hands[s.index]); break;
      case 1: replay.veto(r.vetoes[s.index]); break;
      case 2: replay.discard(r.discards[s.index]); break;
      case 3: replay.pass(r.passes[s.index]); break;
      case 4: replay.units(r.units[s.index]); break;
      case 5: replay.trick(r.tricks[s.index]); break;
      case 6: replay.teams(); break;
      default: replay.bonus(); break;
    }
  }
  replay.finish();
  return replay;
}

void Replay::fail(int statement, int column, const std::string& message) const {
  const int line = statement >= 0 ? record_.statement(statement).line : 0;
  throw RecordError({record_.file, line, line > 0 ? std::max(column, 1) : 0}, message);
}

void Replay::contradiction(const std::vector<At>& at) const {
  std::vector<ConflictingStatement> out;
  for (const At& a : at) {
    if (a.statement < 0 || a.statement >= static_cast<int>(record_.statements.size())) continue;
    const Statement& s = record_.statement(a.statement);
    out.push_back({s.line, std::max(a.column, 1), s.text});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  throw Contradiction(record_.file, std::move(out), "deal");
}

Card Replay::claim(Kind kind, int statement, int column) {
  auto& seen = sightings_[static_cast<std::size_t>(kind_index(kind))];
  seen.push_back({statement, column});
  const CardSet free = (copies_of(kind) & deck(players())) - accounted_;
  if (free.empty()) contradiction(seen);
  const Card c = free.lowest();
  accounted_.add(c);
  return c;
}

void Replay::check_deck(const CardWord& w, int statement) const {
  if (!(copies_of(w.kind) & deck(players())).empty()) return;
  fail(statement, w.column,
       fmt::format("{} is not in the deck with 3 players: the 11s, 12s and 13s are taken out", kind_text(w.kind)));
}

void Replay::hand(const HandEntry& e) {
  const int n = players();
  const std::string& name = record_.table.name(e.seat);
  if (record_.is_position() ? setup_closed_ : vetoes_ > 0)
    fail(e.statement, 1,
         record_.is_position() ? "the hands of a position come before its first trick"
                               : "the hands come before the vetoes: the cards are dealt first");
  if (record_.view && e.seat != *record_.view)
    fail(e.statement, e.seat_column,
         fmt::format("this is {0}'s record: {1}'s hand is hidden from {0} (a spectator's record, without 'view', may "
                     "give every hand)",
                     record_.table.name(*record_.view), name));
  SeatView& v = view_of(e.seat);
  if (v.known) fail(e.statement, e.seat_column, fmt::format("a second hand for {}", name));
  for (const CardWord& w : e.cards) check_deck(w, e.statement);
  if (!record_.is_position() && static_cast<int>(e.cards.size()) != hand_size(n))
    fail(e.statement, e.seat_column,
         fmt::format("{} was dealt {} cards (with {} players), but this hand has {}", name, hand_size(n), n,
                     e.cards.size()));
  if (record_.is_position() && static_cast<int>(e.cards.size()) > hand_size(n))
    fail(e.statement, e.seat_column,
         fmt::format("{} holds {} cards, more than the {} dealt with {} players", name, e.cards.size(), hand_size(n),
                     n));
  CardSet cards;
  for (const CardWord& w : e.cards) cards.add(claim(w.kind, e.statement, w.column));
  v.known = true;
  v.dealt = v.hand = cards;
  v.hand_size = cards.size();
  v.hand_statement = {e.statement, e.seat_column};
  known_.add(e.seat);
}

void Replay::need_hands_before(int statement) const {
  if (record_.view && !known_.contains(*record_.view)) {
    const std::string& name = record_.table.name(*record_.view);
    fail(statement, 1,
         fmt::format("{0}'s hand comes first: write 'hand {0} CARDS...' (the {1} cards {0} was dealt) before the "
                     "vetoes",
                     name, hand_size(players())));
  }
}

void Replay::veto(const VetoEntry& e) {
  if (record_.is_position()) fail(e.statement, 1, "a position record has no veto phase: its terms are given");
  need_hands_before(e.statement);
  if (board_.complete()) fail(e.statement, 1, "the veto phase is over: every line has one empty box");
  const Seat turn = veto_turn(*record_.dealer, vetoes_, players());
  if (e.seat != turn)
    fail(e.statement, e.seat_column,
         fmt::format("it is {}'s turn to veto, not {}'s (the vetoes go clockwise from the dealer, {})",
                     record_.table.name(turn), record_.table.name(e.seat), record_.table.name(*record_.dealer)));
  try {
    board_.check_veto(e.box, e.seat, record_.table);
  } catch (const RuleError& error) {
    fail(e.statement, e.box_column, error.what());
  }
  board_.cover(e.box);
  ++vetoes_;
  if (board_.complete()) close_veto_phase();
}

void Replay::close_veto_phase() {
  terms_ = board_.terms();
  trumps_ = terms_->trumps;
  first_ = board_.first_player();
  phase_ = Phase::teams;
  if (players() == 2) {
    teams_ = Teams{SeatSet(*first_), std::nullopt};
    phase_ = Phase::discard;
  }
}

void Replay::teams() {
  const int statement = record_.teams_statement;
  if (!record_.is_position()) {
    need_hands_before(statement);
    if (!board_.complete())
      fail(statement, 1,
           fmt::format("the teams are chosen once the veto phase is over ({} vetoes to go)",
                       vetoes_per_round(players()) - vetoes_));
    if (phase_ != Phase::teams && !(players() == 2 && phase_ == Phase::discard))
      fail(statement, 1, "the teams are chosen before the discards and the tricks");
  } else if (setup_closed_) {
    fail(statement, 1, "the teams of a position come before its first trick");
  }
  try {
    check_sides(record_.teams->side, record_.table);
  } catch (const RuleError& error) {
    fail(statement, 1, error.what());
  }
  teams_ = Teams{record_.teams->side, automatic_bonus(record_.teams->side, players())};
  if (!record_.is_position()) phase_ = Phase::discard;
}

void Replay::bonus() {
  const int statement = record_.bonus_statement;
  if (!teams_) fail(statement, 1, "the Bonus card is given with the teams: write 'teams ... vs ...' first");
  if (players() == 2 || players() == 4)
    fail(statement, 1, fmt::format("there is no Bonus card with {} players", players()));
  Teams t = *teams_;
  t.bonus = record_.teams->bonus;
  try {
    check_bonus(t, record_.table);
  } catch (const RuleError& error) {
    fail(statement, 1, error.what());
  }
  teams_ = t;
}

void Replay::check_teams_chosen(int statement, int column) const {
  if (!teams_) fail(statement, column, "the teams come first: write 'teams ... vs ...' (the first player's choice)");
  if (players() == 5 && !teams_->bonus)
    fail(statement, column,
         "the Bonus card's holder comes first: write 'bonus NAME' (a member of the side of 2) after the teams");
}

void Replay::discard(const DiscardEntry& e) {
  const std::string& name = record_.table.name(e.seat);
  if (record_.is_position()) fail(e.statement, 1, "a position record has no discards");
  if (phase_ == Phase::veto || phase_ == Phase::teams) {
    need_hands_before(e.statement);
    fail(e.statement, 1,
         phase_ == Phase::veto ? "the discards come after the veto phase" : "the discards come after the teams");
  }
  if (phase_ != Phase::discard) fail(e.statement, 1, "the discards come before the first trick");
  check_teams_chosen(e.statement, 1);
  const DiscardRule rule = terms_->discard;
  if (rule == DiscardRule::nyet) fail(e.statement, 1, "nobody discards this round: line 2 is nyet");
  if (rule == DiscardRule::pass)
    fail(e.statement, 1, fmt::format("line 2 is pass: write the card passed, 'pass {} CARD'", name));
  SeatView& v = view_of(e.seat);
  if (v.discard_statement.given()) fail(e.statement, e.seat_column, fmt::format("a second discard for {}", name));
  if (!v.known) {
    if (!e.cards.empty())
      fail(e.statement, e.cards.front().column,
           fmt::format("{0}'s discards are face down: only {0}'s own record, or a spectator's that gives {0}'s hand, "
                       "can say what {0} discarded",
                       name));
    if (rule != DiscardRule::one_not_one)
      fail(e.statement, e.seat_column,
           fmt::format("'discard {} none' is for line 2 at 1-not-one, when a hand holds only 1s", name));
    v.only_ones_at = {e.statement, e.seat_column};
    v.discard_statement = {e.statement, e.seat_column};
    return;
  }
  CardSet cards;
  for (const CardWord& w : e.cards) {
    check_deck(w, e.statement);
    const CardSet left = (v.dealt & copies_of(w.kind)) - cards;
    if (left.empty())
      fail(e.statement, w.column, fmt::format("{} cannot discard {}: {} does not hold it", name, kind_text(w.kind), name));
    cards.add(left.lowest());
  }
  try {
    check_discard(v.dealt, cards, rule, name);
  } catch (const RuleError& error) {
    fail(e.statement, e.cards.empty() ? e.seat_column : e.cards.front().column, error.what());
  }
  v.discarded = cards;
  v.discard_statement = {e.statement, e.seat_column};
}

void Replay::pass(const PassEntry& e) {
  const int n = players();
  const std::string& name = record_.table.name(e.seat);
  const Seat to = e.seat.left(n);
  if (record_.is_position()) fail(e.statement, 1, "a position record has no passes");
  if (phase_ == Phase::veto || phase_ == Phase::teams) {
    need_hands_before(e.statement);
    fail(e.statement, 1,
         phase_ == Phase::veto ? "the passes come after the veto phase" : "the passes come after the teams");
  }
  if (phase_ != Phase::discard) fail(e.statement, 1, "the passes come before the first trick");
  check_teams_chosen(e.statement, 1);
  if (terms_->discard != DiscardRule::pass)
    fail(e.statement, 1,
         fmt::format("nobody passes a card this round: line 2 is {}", discard_rule_name(terms_->discard)));
  if (!known_.contains(e.seat) && !known_.contains(to))
    fail(e.statement, e.seat_column,
         fmt::format("the record cannot know what {} passed to {}: a pass is written by, or to, a player whose hand "
                     "it gives",
                     name, record_.table.name(to)));
  SeatView& v = view_of(e.seat);
  if (v.pass_statement.given()) fail(e.statement, e.seat_column, fmt::format("a second pass for {}", name));
  check_deck(e.card, e.statement);
  Card card;
  if (v.known) {
    const CardSet held = v.dealt & copies_of(e.card.kind);
    if (held.empty())
      fail(e.statement, e.card.column,
           fmt::format("{} cannot pass {}: {} does not hold it", name, kind_text(e.card.kind), name));
    card = held.lowest();
  } else {
    card = claim(e.card.kind, e.statement, e.card.column);  // seen by the receiver
  }
  pass_cards_[static_cast<std::size_t>(e.seat.index())] = card;
  v.pass_statement = {e.statement, e.card.column};
}

void Replay::units(const UnitsEntry& e) {
  if (!record_.is_position())
    fail(e.statement, 1, "'units' belongs to a position record: a round's units come from its tricks");
  if (setup_closed_) fail(e.statement, 1, "the units of a position come before its first trick");
  if (!teams_) fail(e.statement, 1, "the teams come first: write 'teams ... vs ...' before the units");
  const std::size_t side = teams_->side.contains(e.seat) ? 0 : 1;
  if (units_statement_[side] >= 0)
    fail(e.statement, e.seat_column,
         fmt::format("a second 'units' for the side of {}", record_.table.name(e.seat)));
  units_[side] = e.units;
  units_statement_[side] = e.statement;
}

bool Replay::discards_written() const {
  const DiscardRule rule = terms_->discard;
  const int n = players();
  for (int i = 0; i < n; ++i) {
    const Seat s(i);
    if (!known_.contains(s)) continue;
    if (rule == DiscardRule::pass) {
      if (!seat(s).pass_statement.given() || !seat(s.right(n)).pass_statement.given()) return false;
    } else if (rule != DiscardRule::nyet && !seat(s).discard_statement.given()) {
      return false;
    }
  }
  return true;
}

void Replay::close_discards(int statement) {
  const int n = players();
  const DiscardRule rule = terms_->discard;
  if (!discards_written()) {
    for (int i = 0; i < n; ++i) {
      const Seat s(i);
      if (!known_.contains(s)) continue;
      const std::string& name = record_.table.name(s);
      if (rule != DiscardRule::pass && !seat(s).discard_statement.given())
        fail(statement, 1,
             fmt::format("{0}'s discard{1} must be written before the first trick: 'discard {0} {2}'", name,
                         discard_count(rule) == 2 ? "s" : "", discard_count(rule) == 2 ? "CARD CARD" : "CARD"));
      if (rule == DiscardRule::pass && !seat(s).pass_statement.given())
        fail(statement, 1, fmt::format("{0}'s pass must be written before the first trick: 'pass {0} CARD'", name));
      if (rule == DiscardRule::pass && !seat(s.right(n)).pass_statement.given())
        fail(statement, 1,
             fmt::format("the card {0} received must be written before the first trick: 'pass {1} CARD' ({1} "
                         "passes to {0})",
                         name, record_.table.name(s.right(n))));
    }
  }
  for (int i = 0; i < n; ++i) {
    const Seat s(i);
    SeatView& v = view_of(s);
    if (rule == DiscardRule::pass) {
      const auto& given = pass_cards_[static_cast<std::size_t>(i)];
      const auto& received = pass_cards_[static_cast<std::size_t>(s.right(n).index())];
      if (v.known) {
        v.hand -= CardSet(*given);
        v.hand.add(*received);
      }
      if (!v.known && received && known_.contains(s.right(n)))
        passed_.push_back({s, *received, seat(s.right(n)).pass_statement, false});
    } else if (v.known) {
      v.hand -= v.discarded;
      v.discards = v.discarded.size();
    } else {
      v.discards = v.only_ones_at.given() ? 0 : discard_count(rule);
    }
    v.hand_size = v.known ? v.hand.size() : hand_size(n) - v.discards;
  }
  phase_ = Phase::tricks;
  tricks_ = TrickPlay(n, *trumps_, teams_->side, *first_, tricks_per_round(n, rule));
}

void Replay::close_position(int statement, Seat leader) {
  const int n = players();
  int size = -1;
  Seat sized;
  for (int i = 0; i < n; ++i) {
    const Seat s(i);
    const SeatView& v = seat(s);
    if (!v.known)
      fail(statement, 1,
           fmt::format("a position gives every hand: {0}'s is missing ('hand {0} CARDS...')", record_.table.name(s)));
    if (size < 0) {
      size = v.hand_size;
      sized = s;
    } else if (v.hand_size != size) {
      fail(v.hand_statement.statement, v.hand_statement.column,
           fmt::format("{} holds {} cards and {} {}: a position starts between tricks, every hand the same size",
                       record_.table.name(s), v.hand_size, record_.table.name(sized), size));
    }
  }
  check_teams_chosen(statement, 1);
  tricks_ = TrickPlay::at_position(n, *trumps_, teams_->side, leader, {}, size, units_);
  setup_closed_ = true;
  if (tricks_.over()) phase_ = Phase::over;
}

void Replay::trick(const TrickEntry& e) {
  const int n = players();
  if (record_.is_position()) {
    if (!setup_closed_) close_position(e.statement, e.leader);
  } else {
    need_hands_before(e.statement);
    if (phase_ == Phase::veto) fail(e.statement, 1, "the tricks come after the veto phase");
    check_teams_chosen(e.statement, 1);
    if (phase_ == Phase::discard) close_discards(e.statement);
  }
  if (ended_incomplete_trick_)
    fail(e.statement, 1, "the trick before is not complete: every trick but the last has one card per player");
  if (tricks_.over())
    fail(e.statement, 1, fmt::format("the round is over: all {} tricks have been played", tricks_.history().size()));
  const Seat leader = tricks_.to_play();
  if (e.leader != leader) {
    const std::string why = tricks_.history().empty()
                                ? fmt::format("{} leads the first trick", record_.table.name(leader))
                                : fmt::format("{} won the last trick and leads", record_.table.name(leader));
    fail(e.statement, e.leader_column,
         fmt::format("{} cannot lead: {}", record_.table.name(e.leader), why));
  }
  if (static_cast<int>(e.cards.size()) > n)
    fail(e.statement, e.cards[static_cast<std::size_t>(n)].column,
         fmt::format("a trick has one card per player: {}", n));
  for (const CardWord& w : e.cards) {
    if (tricks_.over())
      fail(e.statement, w.column,
           fmt::format("the round is over: all {} tricks have been played", tricks_.history().size()));
    play(tricks_.to_play(), w, e.statement);
  }
  ended_incomplete_trick_ = static_cast<int>(e.cards.size()) < n && !tricks_.over();
  if (tricks_.over()) phase_ = Phase::over;
}

void Replay::play(Seat s, const CardWord& w, int statement) {
  check_deck(w, statement);
  SeatView& v = view_of(s);
  const std::optional<Colour> led = tricks_.led_suit();
  Card physical;
  if (v.known) {
    const CardSet held = v.hand & copies_of(w.kind);
    physical = held.empty() ? make_card(w.kind.colour, w.kind.value) : held.lowest();
    try {
      check_play(v.hand, physical, led, *trumps_, record_.table.name(s));
    } catch (const RuleError& error) {
      fail(statement, w.column, error.what());
    }
    v.hand.remove(physical);
  } else {
    play_unknown(s, w, statement, led, physical);
  }
  const Colour suit = suit_of(physical, *trumps_);
  if (led && suit != *led && !v.void_at[static_cast<std::size_t>(colour_index(*led))].given())
    v.void_at[static_cast<std::size_t>(colour_index(*led))] = {statement, w.column};
  --v.hand_size;
  tricks_.play(physical);
}

void Replay::play_unknown(Seat s, const CardWord& w, int statement, std::optional<Colour> led, Card& physical) {
  SeatView& v = view_of(s);
  const At here{statement, w.column};
  const Colour suit = suit_of(make_card(w.kind.colour, w.kind.value), *trumps_);
  const At& shown = v.void_at[static_cast<std::size_t>(colour_index(suit))];
  if (shown.given()) contradiction({shown, here});
  if (v.only_ones_at.given() && w.kind.value != 1) contradiction({v.only_ones_at, here});
  // A card a known player passed to s, if this is its kind: the card played.
  auto passed = std::find_if(passed_.begin(), passed_.end(), [&](const PassedCard& p) {
    return p.to == s && !p.played && kind_of(p.card) == w.kind;
  });
  if (passed != passed_.end()) {
    passed->played = true;
    physical = passed->card;
  } else {
    physical = claim(w.kind, statement, w.column);
  }
  // Not following: a void from now on, which a card passed to s and still unplayed contradicts.
  if (led && suit != *led)
    for (const PassedCard& p : passed_)
      if (p.to == s && !p.played && suit_of(p.card, *trumps_) == *led) contradiction({p.at, here});
}

void Replay::finish() {
  if (record_.is_position()) {
    if (!setup_closed_)
      fail(record_.terms_statement, 1,
           "a position names who leads: end it with 'trick NAME' (NAME to lead), or with the trick in progress");
    return;
  }
  if (record_.view && !known_.contains(*record_.view)) {
    const std::string& name = record_.table.name(*record_.view);
    fail(record_.view_statement, 1,
         fmt::format("{0}'s record gives {0}'s hand: write 'hand {0} CARDS...' (the {1} cards dealt)", name,
                     hand_size(players())));
  }
  if (phase_ == Phase::discard && teams_ && (players() != 5 || teams_->bonus) && discards_written())
    close_discards(-1);
}

std::optional<Seat> Replay::to_move() const {
  switch (phase_) {
    case Phase::veto:
      if (record_.is_position()) return std::nullopt;
      return veto_turn(*record_.dealer, vetoes_, players());
    case Phase::teams:
      return first_;
    case Phase::discard:
      return std::nullopt;  // everyone at once
    case Phase::tricks:
      if (record_.is_position() && !setup_closed_) return std::nullopt;
      return tricks_.to_play();
    case Phase::over:
      break;
  }
  return std::nullopt;
}

SeatSet Replay::first_side() const {
  if (!teams_) return SeatSet();
  return first_ ? teams_->side_of(*first_, players()) : teams_->side;
}

bool Replay::has_position() const {
  return known_ == SeatSet::all(players()) && (phase_ == Phase::tricks || phase_ == Phase::over) &&
         (!record_.is_position() || setup_closed_);
}

Position Replay::position() const {
  if (known_ != SeatSet::all(players()))
    throw std::logic_error("the record does not give every hand: no position");
  if (!has_position()) throw std::logic_error("the record has not reached the trick phase: no position");
  std::vector<CardSet> hands;
  for (const SeatView& v : seats_) hands.push_back(v.hand);
  return Position{record_.table, *trumps_, terms_->points, *teams_, hands, tricks_};
}

}  // namespace skb::nyet
