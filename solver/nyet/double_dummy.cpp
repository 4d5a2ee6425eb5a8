#include "solver/nyet/double_dummy.h"

#include <string>

#include "solver/nyet/dd_rules.h"
#include "solver/nyet/trick.h"
#include "solver/tricks/position.h"
#include "solver/tricks/solver.h"

namespace skb::nyet {

DdLimitReached::DdLimitReached(std::uint64_t limit)
    : std::runtime_error("the double-dummy search needs more than " + std::to_string(limit) + " nodes"),
      limit_(limit) {}

struct DoubleDummy::Engine {
  explicit Engine(std::size_t bytes) : solver(bytes) {}
  tricks::Solver<DdRules> solver;
};

DoubleDummy::DoubleDummy(std::size_t table_bytes) : engine_(std::make_unique<Engine>(table_bytes)) {}
DoubleDummy::~DoubleDummy() = default;

namespace {

// The engine's position for `position`: each hand at the start of the trick in progress (the
// cards on the table given back to who played them), then those cards played again.
tricks::Position<DdRules> engine_position(const DdRules& rules, const Position& position) {
  const TrickPlay& play = position.tricks;
  if (play.over()) throw DdNothingToPlay();
  const int players = position.table.players();
  std::vector<CardSet> hands = position.hands;
  const std::vector<Card>& current = play.current();
  for (std::size_t i = 0; i < current.size(); ++i)
    hands[static_cast<std::size_t>(seat_in_trick(play.leader(), static_cast<int>(i), players).index())].add(current[i]);
  tricks::Position<DdRules> pos(rules, hands, tricks::Seat(play.leader().index()));
  for (const Card c : current) pos.play(c);
  return pos;
}

// Runs `question` on the solver with what is left of the node budget, turning the engine's limit
// into DdLimitReached.
template <class F>
auto within_limit(tricks::Solver<DdRules>& solver, const DdOptions& options, std::uint64_t start, F question) {
  const std::uint64_t used = solver.stats().nodes - start;
  if (options.node_limit != 0 && used >= options.node_limit) throw DdLimitReached(options.node_limit);
  solver.limit_nodes(options.node_limit == 0 ? 0 : options.node_limit - used);
  try {
    return question();
  } catch (const tricks::NodeLimitReached&) {
    throw DdLimitReached(options.node_limit);
  }
}

void set_poll(tricks::Solver<DdRules>& solver, const DdOptions& options, std::uint64_t start) {
  if (!options.poll) {
    solver.poll_with(nullptr);
    return;
  }
  solver.poll_with([poll = options.poll, start](const tricks::SearchStats& stats) { poll(stats.nodes - start); });
}

}  // namespace

DdResult DoubleDummy::solve(const Position& position, const DdOptions& options) {
  const DdRules rules(position.table.players(), position.trumps, position.teams.side, position.points);
  const tricks::Position<DdRules> pos = engine_position(rules, position);
  tricks::Solver<DdRules>& solver = engine_->solver;
  const std::uint64_t start = solver.stats().nodes;
  set_poll(solver, options, start);
  DdResult out;
  out.to_move = position.to_move();
  const std::vector<tricks::CardValue> values = within_limit(solver, options, start, [&] { return solver.card_values(pos); });
  out.value = values.front().value;
  for (const tricks::CardValue& v : values) {
    if (v.value > out.value) out.value = v.value;
    const Kind k = kind_of(v.card);
    if (out.cards.empty() || out.cards.back().kind != k) out.cards.push_back({k, v.value});
  }
  out.line = within_limit(solver, options, start, [&] { return solver.principal_variation(pos); });
  out.nodes = solver.stats().nodes - start;
  return out;
}

int DoubleDummy::value(const Position& position, const DdOptions& options) {
  const DdRules rules(position.table.players(), position.trumps, position.teams.side, position.points);
  const tricks::Position<DdRules> pos = engine_position(rules, position);
  tricks::Solver<DdRules>& solver = engine_->solver;
  const std::uint64_t start = solver.stats().nodes;
  set_poll(solver, options, start);
  return within_limit(solver, options, start, [&] { return solver.value(pos); });
}

std::vector<Card> DoubleDummy::best_line(const Position& position, const DdOptions& options) {
  const DdRules rules(position.table.players(), position.trumps, position.teams.side, position.points);
  const tricks::Position<DdRules> pos = engine_position(rules, position);
  tricks::Solver<DdRules>& solver = engine_->solver;
  const std::uint64_t start = solver.stats().nodes;
  set_poll(solver, options, start);
  return within_limit(solver, options, start, [&] { return solver.principal_variation(pos); });
}

std::uint64_t DoubleDummy::nodes() const { return engine_->solver.stats().nodes; }

}  // namespace skb::nyet
