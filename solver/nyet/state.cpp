#include "solver/nyet/state.h"

#include <stdexcept>

#include <fmt/format.h>

#include "solver/nyet/discards.h"
#include "solver/nyet/rule_error.h"
#include "solver/nyet/trick.h"

namespace skb::nyet {

CardSet one_per_kind(CardSet cards) {
  CardSet out = cards - all_ones();
  for (Colour c : kColours) {
    const CardSet ones = cards & ones_of(c);
    if (!ones.empty()) out.add(ones.lowest());
  }
  return out;
}

State State::deal(const Table& table, Seat dealer, const std::vector<CardSet>& hands, CardSet aside) {
  const int n = table.players();
  if (static_cast<int>(hands.size()) != n) throw RuleError("a deal gives one hand to each player");
  if (dealer.index() < 0 || dealer.index() >= n) throw RuleError("the dealer is not at the table");
  CardSet seen;
  for (int i = 0; i < n; ++i) {
    const CardSet h = hands[static_cast<std::size_t>(i)];
    if (h.size() != hand_size(n))
      throw RuleError(fmt::format("{} is dealt {} cards, not {}", table.name(Seat(i)), hand_size(n), h.size()));
    if (!(h & seen).empty() || !(h - deck(n)).empty()) throw RuleError("the hands are not a deal of the deck");
    seen |= h;
  }
  if (!(aside & seen).empty() || (seen | aside) != deck(n) || aside.size() != aside_size(n))
    throw RuleError("the hands and the cards set aside are not the deck");
  State s;
  s.table_ = table;
  s.dealer_ = dealer;
  s.board_ = Board(n);
  s.hands_ = hands;
  s.discards_.assign(static_cast<std::size_t>(n), CardSet());
  s.passed_.assign(static_cast<std::size_t>(n), std::nullopt);
  s.pending_pass_ = s.passed_;
  s.aside_ = aside;
  return s;
}

State State::at_position(const Position& p) {
  State s;
  s.table_ = p.table;
  s.board_ = Board(p.table.players());
  s.phase_ = p.tricks.over() ? Phase::over : Phase::tricks;
  s.terms_ = Terms{p.trumps, DiscardRule::nyet, p.points};
  s.teams_ = p.teams;
  s.hands_ = p.hands;
  s.discards_.assign(p.hands.size(), CardSet());
  s.passed_.assign(p.hands.size(), std::nullopt);
  s.pending_pass_ = s.passed_;
  s.tricks_ = p.tricks;
  return s;
}

Position State::position() const {
  if (phase_ != Phase::tricks && phase_ != Phase::over) throw std::logic_error("State::position: not in the trick phase");
  return Position{table_, terms_->trumps, terms_->points, *teams_, hands_, tricks_};
}

Seat State::to_move() const {
  switch (phase_) {
    case Phase::veto:
      return veto_turn(dealer_, vetoes_, players());
    case Phase::teams:
      return *first_;
    case Phase::discard:
      return first_->after(discarded_, players());
    case Phase::tricks:
      return tricks_.to_play();
    case Phase::over:
      break;
  }
  throw std::logic_error("State::to_move: the round is over");
}

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::veto:
      for (const Box& box : board_.vetoable()) out.push_back(Veto{box});
      break;
    case Phase::teams:
      for (const Teams& t : team_choices(players(), *first_)) out.push_back(ChooseTeams{t});
      break;
    case Phase::discard:
      return discard_actions();
    case Phase::tricks:
      for (Card c : playable()) out.push_back(Play{c});
      break;
    case Phase::over:
      break;
  }
  return out;
}

CardSet State::playable() const {
  return one_per_kind(legal_cards(hand(to_move()), tricks_.led_suit(), terms_->trumps));
}

std::vector<Action> State::discard_actions() const {
  std::vector<Action> out;
  const CardSet h = hand(to_move());
  out.reserve(static_cast<std::size_t>(terms_->discard == DiscardRule::two ? h.size() * (h.size() + 1) / 2 : h.size() + 1));
  switch (terms_->discard) {
    case DiscardRule::pass:
      for (Card c : one_per_kind(h)) out.push_back(Pass{c});
      break;
    case DiscardRule::one:
      for (Card c : one_per_kind(h)) out.push_back(Discard{CardSet(c)});
      break;
    case DiscardRule::one_not_one:
      if (discards_nothing(h, DiscardRule::one_not_one)) out.push_back(Discard{});
      for (Card c : h - all_ones()) out.push_back(Discard{CardSet(c)});
      break;
    case DiscardRule::two: {
      // Pairs of kinds: two different kinds, or two copies of a 1.
      const CardSet kinds = one_per_kind(h);
      for (Card a : kinds) {
        const CardSet second = (h & copies_of(kind_of(a))) - CardSet(a);
        if (!second.empty()) out.push_back(Discard{CardSet(a) | CardSet(second.lowest())});
        for (Card b : kinds)
          if (kind_of(a) < kind_of(b)) out.push_back(Discard{CardSet(a) | CardSet(b)});
      }
      break;
    }
    case DiscardRule::nyet:
      break;
  }
  return out;
}

void State::apply(const Action& action) {
  if (phase_ == Phase::over) throw RuleError("the round is over");
  std::visit(
      [&](const auto& a) {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, Veto>) apply_veto(a);
        if constexpr (std::is_same_v<A, ChooseTeams>) apply_teams(a);
        if constexpr (std::is_same_v<A, Discard>) apply_discard(a);
        if constexpr (std::is_same_v<A, Pass>) apply_pass(a);
        if constexpr (std::is_same_v<A, Play>) apply_play(a);
      },
      action);
}

void State::apply_veto(const Veto& v) {
  const Seat who = to_move();
  if (phase_ != Phase::veto)
    throw RuleError(fmt::format("{} cannot cover a box: the veto phase is over", table_.name(who)));
  board_.check_veto(v.box, who, table_);
  board_.cover(v.box);
  ++vetoes_;
  if (!board_.complete()) return;
  terms_ = board_.terms();
  first_ = board_.first_player();
  if (players() == 2) {
    teams_ = Teams{SeatSet(*first_), std::nullopt};
    after_teams();
  } else {
    phase_ = Phase::teams;
  }
}

void State::apply_teams(const ChooseTeams& t) {
  if (phase_ != Phase::teams)
    throw RuleError(fmt::format("the teams cannot be chosen now: {}", phase_ == Phase::veto
                                                                         ? "the veto phase is not over"
                                                                         : "they have been chosen"));
  check_teams(t.teams, table_);
  teams_ = t.teams;
  after_teams();
}

void State::after_teams() {
  if (terms_->discard == DiscardRule::nyet) return start_tricks();
  phase_ = Phase::discard;
}

void State::apply_discard(const Discard& d) {
  const Seat who = to_move();
  if (phase_ != Phase::discard)
    throw RuleError(fmt::format("{} cannot discard now: it is not the discard phase", table_.name(who)));
  check_discard(hand(who), d.cards, terms_->discard, table_.name(who));
  hands_[index(who)] -= d.cards;
  discards_[index(who)] = d.cards;
  next_discarder();
}

void State::apply_pass(const Pass& p) {
  const Seat who = to_move();
  if (phase_ != Phase::discard)
    throw RuleError(fmt::format("{} cannot pass a card now: it is not the discard phase", table_.name(who)));
  check_pass(hand(who), p.card, terms_->discard, table_.name(who));
  pending_pass_[index(who)] = p.card;
  next_discarder();
}

void State::next_discarder() {
  if (++discarded_ < players()) return;
  if (terms_->discard == DiscardRule::pass) {
    for (int i = 0; i < players(); ++i) hands_[static_cast<std::size_t>(i)].remove(*pending_pass_[static_cast<std::size_t>(i)]);
    for (int i = 0; i < players(); ++i) {
      const Card c = *pending_pass_[static_cast<std::size_t>(i)];
      hands_[index(Seat(i).left(players()))].add(c);
      passed_[static_cast<std::size_t>(i)] = c;
    }
  }
  start_tricks();
}

void State::start_tricks() {
  phase_ = Phase::tricks;
  tricks_ = TrickPlay(players(), terms_->trumps, teams_->side, *first_, tricks_per_round(players(), terms_->discard));
}

void State::apply_play(const Play& p) {
  const Seat who = to_move();
  if (phase_ != Phase::tricks)
    throw RuleError(fmt::format("{} cannot play a card now: the trick phase has not begun", table_.name(who)));
  check_play(hand(who), p.card, tricks_.led_suit(), terms_->trumps, table_.name(who));
  hands_[index(who)].remove(p.card);
  tricks_.play(p.card);
  if (tricks_.over()) phase_ = Phase::over;
}

std::vector<int> round_scores(const TrickPlay& tricks, const Teams& teams, int points) {
  std::vector<int> out;
  for (int i = 0; i < tricks.players(); ++i) {
    const Seat s(i);
    const int score = tricks.units_of(s) * points;
    out.push_back(teams.bonus == s ? 2 * score : score);
  }
  return out;
}

std::vector<int> State::scores() const {
  if (phase_ != Phase::over) throw std::logic_error("State::scores: the round is not over");
  return round_scores(tricks_, *teams_, terms_->points);
}

std::string action_text(const Action& action, const Table& table) {
  return std::visit(
      [&](const auto& a) -> std::string {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, Veto>)
          return fmt::format("veto {} {}", line_name(a.box.line), box_text(a.box, table));
        if constexpr (std::is_same_v<A, ChooseTeams>) {
          const int n = table.players();
          std::string text = fmt::format("teams {} vs {}", table.names_of(a.teams.side),
                                         table.names_of(a.teams.side.complement(n)));
          if (a.teams.bonus) text += fmt::format(", bonus {}", table.name(*a.teams.bonus));
          return text;
        }
        if constexpr (std::is_same_v<A, Discard>)
          return a.cards.empty() ? std::string("discard none") : "discard " + cards_text(a.cards);
        if constexpr (std::is_same_v<A, Pass>) return "pass " + card_text(a.card);
        if constexpr (std::is_same_v<A, Play>) return "play " + card_text(a.card);
      },
      action);
}

}  // namespace skb::nyet
