#include "solver/seven_knights/whole_game.h"

#include <map>
#include "solver/core/random.h"
#include <stdexcept>

namespace skb::seven_knights {

ScoredRound scored_round(const RoundSettings& s, const RoundResult& r) {
  const VariantTables& t = variant_tables(*s.variant, s.players);
  const auto values = t.universe.deal(r.deal);
  ScoredRound out;
  out.witch_team = r.witch_team;
  out.knights_win = r.knights_win;
  for (int q = 0; q < t.positions; ++q) out.witch_in_play = out.witch_in_play || values[q] == kWitch;
  out.lowest_knight_seat = lowest_knight_seat(values, s.players);
  return out;
}

void add_game(GameTotals& totals, const GameResult& g) {
  ++totals.games;
  const std::vector<std::uint64_t> shares = win_shares(g.score.after_three);
  int winners = 0;
  for (std::size_t p = 0; p < g.score.after_three.size(); ++p) {
    totals.points[p] += static_cast<std::uint64_t>(g.score.after_three[p]);
    totals.win_shares[p] += shares[p];
    winners += shares[p] > 0;
  }
  totals.shared_wins += winners > 1;
  totals.round_three_decides += round_three_decides(g.score.after_two, g.score.after_three);
  for (const RoundResult& r : g.rounds) totals.rounds.add(r);
}

GameResult play_game(const RoundSettings& s, std::uint64_t seed, std::uint64_t i) {
  const std::size_t deals = variant_tables(*s.variant, s.players).universe.size();
  GameResult g;
  std::vector<ScoredRound> scored;
  for (int round = 0; round < kGameRounds; ++round) {
    const std::uint64_t round_seed = skb::game_seed(skb::game_seed(seed, i), static_cast<std::uint64_t>(round));
    // The deal from a stream of its own, as simulate() draws a round's deal.
    Rng rng(mix64(round_seed));
    const auto deal = static_cast<std::uint32_t>(below(rng, deals));
    g.rounds.push_back(play_round(s, deal, round_seed));
    scored.push_back(scored_round(s, g.rounds.back()));
  }
  g.score = score_game(scored);
  return g;
}

namespace {

struct GameSum {
  GameTotals totals;
  void add(const GameResult& g) { add_game(totals, g); }
  static constexpr auto kCounters = std::tuple{counter("totals", &GameSum::totals)};
};

// A class of rounds: bits 0-2 the lowest Knight's seat, bits 3-4 the winner (0 nobody, 1 the
// Knights, 2 the Witch team), bits 5 and up the Witch team's seats.
std::size_t class_of(const ScoredRound& r) {
  std::size_t team = 0;
  for (std::size_t s = 0; s < r.witch_team.size(); ++s)
    if (r.witch_team[s]) team |= std::size_t{1} << s;
  const std::size_t winner = r.knights_win ? 1 : r.witch_in_play ? 2 : 0;
  return team << 5 | winner << 3 | static_cast<std::size_t>(r.lowest_knight_seat);
}

ScoredRound round_of_class(std::size_t c, int players) {
  ScoredRound r;
  r.lowest_knight_seat = static_cast<int>(c & 7u);
  const std::size_t winner = (c >> 3) & 3u;
  r.knights_win = winner == 1;
  r.witch_in_play = winner != 0;  // when the Knights win, whether she was in play does not score
  for (int s = 0; s < players; ++s) r.witch_team.push_back(((c >> (5 + s)) & 1u) != 0);
  return r;
}

}  // namespace

GameTotals simulate_games(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                          const std::function<void(std::uint64_t)>& progress) {
  variant_tables(*plan.round.variant, plan.round.players);  // build the tables before the threads start
  RoundSettings round = plan.round;
  round.cancel = plan.cancel;  // a rollout game in progress stops too (play_games drops it)
  return play_games<GameSum, GameResult>(
             plan.games, first, stride, plan.threads,
             [&](std::uint64_t i) { return play_game(round, plan.seed, i); }, {}, progress, plan.cancel)
      .totals;
}

void RoundClasses::add(const std::pair<std::size_t, RoundResult>& classified) {
  ++classes[classified.first];
  rounds.add(classified.second);
}

RoundClasses classify_deals(const SimulationPlan& plan, std::uint64_t first, std::uint64_t stride,
                            const std::function<void(std::uint64_t)>& progress) {
  if (!deterministic(plan.round.policies, plan.round.lie_rate))
    throw std::invalid_argument("exact whole games need deterministic policies");
  const std::uint64_t deals = variant_tables(*plan.round.variant, plan.round.players).universe.size();
  return play_games<RoundClasses, std::pair<std::size_t, RoundResult>>(
             deals, first, stride, plan.threads,
             [&](std::uint64_t i) {
               RoundResult r = play_round(plan.round, static_cast<std::uint32_t>(i), skb::game_seed(plan.seed, i));
               r.record.clear();  // not needed, and large
               return std::pair<std::size_t, RoundResult>(class_of(scored_round(plan.round, r)), std::move(r));
             },
             {}, progress);
}

GameTotals exact_games(const RoundClasses& classes, int players) {
  const int n = players;
  struct Pattern {
    std::uint64_t count;
    ScoredRound round;
  };
  std::vector<Pattern> patterns;
  std::uint64_t deals = 0;
  for (std::size_t c = 0; c < RoundClasses::kClasses; ++c)
    if (classes.classes[c] != 0) {
      patterns.push_back({classes.classes[c], round_of_class(c, n)});
      deals += classes.classes[c];
    }
  // The state after a round: every player's points and the next First player; its weight is
  // the number of deal sequences that lead to it.
  using State = std::pair<std::vector<int>, int>;
  std::map<State, std::uint64_t> states{{State(std::vector<int>(static_cast<std::size_t>(n), 0), 0), 1}};
  for (int round = 0; round < kGameRounds - 1; ++round) {
    std::map<State, std::uint64_t> next;
    for (const auto& [state, weight] : states)
      for (const Pattern& p : patterns) {
        const std::vector<int> points = round_points(p.round, round);
        State s = state;
        for (int seat = 0; seat < n; ++seat)
          s.first[static_cast<std::size_t>((state.second + seat) % n)] += points[seat];
        s.second = (state.second + next_first_offset(p.round)) % n;
        next[s] += weight * p.count;
      }
    states = std::move(next);
  }
  GameTotals t;
  t.games = deals * deals * deals;
  for (const auto& [state, weight] : states)
    for (const Pattern& p : patterns) {
      const std::vector<int> points = round_points(p.round, kGameRounds - 1);
      std::vector<int> final_points = state.first;
      for (int seat = 0; seat < n; ++seat)
        final_points[static_cast<std::size_t>((state.second + seat) % n)] += points[seat];
      const std::uint64_t w = weight * p.count;
      const std::vector<std::uint64_t> shares = win_shares(final_points);
      int winners = 0;
      for (int q = 0; q < n; ++q) {
        t.points[q] += w * static_cast<std::uint64_t>(final_points[q]);
        t.win_shares[q] += w * shares[q];
        winners += shares[q] > 0;
      }
      t.shared_wins += winners > 1 ? w : 0;
      t.round_three_decides += round_three_decides(state.first, final_points) ? w : 0;
    }
  t.rounds = classes.rounds;
  return t;
}

}  // namespace skb::seven_knights
