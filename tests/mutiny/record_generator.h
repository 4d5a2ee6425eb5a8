// Record generator: random LEGAL `.mutiny` records (docs/mutiny/record-format.md), written from
// a game played with the rules engine, for the conformance suite and the writer's round trips.
//
// A generated game: 4 to 6 players with random names (some look like keywords in another case,
// some are not ASCII), the crew cards dealt to random seats, a random Mutineer and confession
// target (drawn with the record's confession rate), then random play (every decision uniform
// over its legal options, as the `random` profile plays), except that a crew member's report is
// true or silent and a report of the Mutineer's side obeys a lie rate of 0 or 1, so that the true
// world is always consistent with the record. The game stops at a random point (never between a
// player's two votes). The record is written from a random view (a spectator's now and then)
// with a random selection of the facts that viewer knows, declined actions written out or left
// implicit at random, the votes of each vote in random order, and random comments and blank
// lines. Everything is drawn from a seeded std::mt19937_64: a seed reproduces a record exactly.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "solver/mutiny/outcome.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/world.h"

namespace skb::mutiny::reference {

struct GeneratedGame {
  std::string text;                                           // the record
  World world{Player{0}, std::nullopt};                       // the true world
  State state{State::deal(Seating::standard(4), Player{0})};  // the game as it stopped
};

class RecordGenerator {
 public:
  explicit RecordGenerator(std::uint64_t seed) : rng_(seed) {}

  GeneratedGame generate() {
    const int n = uniform(4, 6);
    std::vector<std::string> pool{
        "Ann",  "Ben",    "Cat",   "Dan", "Eve", "Fay", "Gus", "Zo\xC3\xAB", "\xD0\x96\xD0\xB0\xD0\xBD\xD0\xBD\xD0\xB0",
        "Move", "Silent", "Wait_2"};
    std::shuffle(pool.begin(), pool.end(), rng_);
    names_.assign(pool.begin(), pool.begin() + n);
    std::vector<int> seats(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) seats[static_cast<std::size_t>(i)] = i;
    std::shuffle(seats.begin(), seats.end(), rng_);
    std::array<Player, role_count> holders{Player{seats[0]}, Player{seats[1]}, Player{seats[2]}, Player{seats[3]}};
    const Seating seating = Seating::make(n, holders);

    // The settings, and the world drawn with them.
    const std::array<double, 4> lie_rates{0.5, 0.25, 0.0, 1.0};
    const double lie_rate = lie_rates[static_cast<std::size_t>(uniform(0, 3))];
    const std::array<double, 4> confession_rates{0.75, 0.375, 0.0, 1.0};
    const double confession_rate = confession_rates[static_cast<std::size_t>(uniform(0, 3))];
    const std::vector<Player> role_players = seating.role_players();
    const Player mutineer = role_players[static_cast<std::size_t>(uniform(0, 3))];
    const std::vector<std::optional<Player>> targets = confession_options(seating);
    std::optional<Player> confession;
    if (confession_rate == 1.0 || (confession_rate != 0.0 && !chance(1.0 - confession_rate)))
      confession = targets[static_cast<std::size_t>(uniform(1, 3))];
    GeneratedGame out;
    out.world = {mutineer, confession};

    // The header.
    std::vector<std::string> lines{fmt::format("players {}", fmt::join(names_, " "))};
    for (const Role r : all_roles) {
      std::string role(role_name(r));
      role[0] = static_cast<char>(role[0] - 'A' + 'a');
      lines.push_back(fmt::format("{} {}", role, name(seating.holder(r))));
    }
    std::optional<Player> view;
    if (!chance(0.25)) view = Player{uniform(0, n - 1)};
    if (view) lines.push_back("view " + name(*view));
    if (lie_rate != 0.5) lines.push_back(fmt::format("lie-rate {}", lie_rate));
    if (confession_rate != 0.75) lines.push_back(fmt::format("confession-rate {}", confession_rate));
    std::shuffle(lines.begin() + 1, lines.end(), rng_);

    // The game.
    State state = State::deal(seating, mutineer);
    std::vector<std::string> actions;
    std::vector<std::pair<std::size_t, std::string>> vote_lines;  // a vote in progress: (seat, statement)
    const auto flush_votes = [&] {
      std::shuffle(vote_lines.begin(), vote_lines.end(), rng_);
      for (auto& [seat, line] : vote_lines) actions.push_back(line);
      vote_lines.clear();
    };
    while (!is_terminal(state)) {
      const Phase phase = state.phase();
      const bool second_vote = current_vote(state) && current_vote(state)->slot == 1;
      if (!second_vote && phase != Phase::confession && chance(1.0 / 30)) break;
      if (phase == Phase::confession) {
        state = apply(state, Action::confess(confession));
        continue;
      }
      std::vector<Action> options = legal_actions(state);
      if (phase == Phase::boatswain_report || phase == Phase::chaplain_report) {
        const Player speaker = *current_player(state);
        const bool crew = side_of(state, speaker) == Side::crew;
        std::erase_if(options, [&](const Action& a) {
          const std::optional<bool> truth = report_truth(a.report, mutineer, state.confession_target());
          if (!truth) return false;
          if (crew) return !*truth;
          return (lie_rate == 0.0 && !*truth) || (lie_rate == 1.0 && *truth);
        });
      }
      const Action a = options[static_cast<std::size_t>(uniform(0, static_cast<int>(options.size()) - 1))];
      const Player actor = *current_player(state);
      const std::string who = name(actor);
      const auto nobody = [&](const std::optional<Player>& p) { return p ? name(*p) : std::string("nobody"); };
      const auto vote_target = [&](std::span<const Vote> votes, VoteId id) {
        for (const Vote& v : votes)
          if (v.id == id) return name(v.target);
        return std::string("?");
      };
      const bool declined = !a.target && !a.moved && !a.waits && a.report.claim == Claim::silent;
      const bool write_decline = chance(0.5);
      switch (phase) {
        case Phase::search:
          if (!declined || write_decline) actions.push_back(fmt::format("search {} {}", who, nobody(a.target)));
          break;
        case Phase::boatswain_report:
        case Phase::chaplain_report:
          if (declined) {
            if (write_decline) actions.push_back(fmt::format("report {} silent", who));
          } else {
            const std::array<std::string, 5> words{"silent", "mutineer", "not-mutineer", "confessed", "denied"};
            actions.push_back(fmt::format("report {} {} {}", who, name(*a.report.about),
                                          words[static_cast<std::size_t>(a.report.claim)]));
          }
          break;
        case Phase::innocence_vote:
        case Phase::guilt_vote:
          if (second_vote)
            vote_lines.back().second += " " + name(*a.target);
          else
            vote_lines.push_back(
                {static_cast<std::size_t>(actor.index),
                 fmt::format("{} {} {}", phase == Phase::innocence_vote ? "innocence-vote" : "guilt-vote", who,
                             name(*a.target))});
          break;
        case Phase::dead_reckoning:
          flush_votes();
          if (a.moved)
            actions.push_back(fmt::format("dead-reckoning {} {} {} {}", who, name(a.moved->caster),
                                          vote_target(state.innocence_votes(), *a.moved), name(*a.target)));
          else if (write_decline)
            actions.push_back(fmt::format("dead-reckoning {} nobody", who));
          break;
        case Phase::condemn:
          if (!declined || write_decline) actions.push_back(fmt::format("condemn {} {}", who, nobody(a.target)));
          break;
        case Phase::bosun_wait:
          if (a.waits) actions.push_back("wait " + who);
          break;
        case Phase::forgiveness:
          flush_votes();
          if (a.moved)
            actions.push_back(fmt::format("forgive {} {} {}", who, name(a.moved->caster),
                                          vote_target(state.guilt_votes(), *a.moved)));
          else if (write_decline)
            actions.push_back(fmt::format("forgive {} nobody", who));
          break;
        case Phase::change_course:
          if (!declined || write_decline) actions.push_back(fmt::format("change-course {} {}", who, nobody(a.target)));
          break;
        case Phase::change_course_move:
          actions.push_back(
              fmt::format("move {} {} {}", who, vote_target(state.guilt_votes(), *a.moved), name(*a.target)));
          break;
        default:
          break;
      }
      state = apply(state, a);
    }
    flush_votes();
    out.state = state;

    // The facts the viewer knows, some of them.
    std::vector<std::string> facts;
    if (view && seating.is_role_player(*view)) {
      const Player v = *view;
      const bool own = chance(0.6);
      if (own) facts.push_back(fmt::format("{} {}", mutineer == v ? "mutineer" : "not-mutineer", name(v)));
      if (v == seating.holder(Role::chaplain)) {
        const bool result = chance(0.7);
        if (!confession)
          facts.push_back("confession nobody");
        else if (result)
          facts.push_back(
              fmt::format("confession {} {}", name(*confession), mutineer == *confession ? "confessed" : "denied"));
        else if (chance(0.5))
          facts.push_back("confession " + name(*confession));
        if ((!confession || result) && chance(0.5)) facts.push_back(confession == mutineer ? "sworn" : "not-sworn");
      } else {
        if (chance(0.6))
          facts.push_back(fmt::format("{} {}", confession == v ? "confession" : "no-confession", name(v)));
        if (own && mutineer == v && chance(0.5)) facts.push_back(confession == v ? "sworn" : "not-sworn");
      }
      if (v == seating.holder(Role::boatswain) && state.searched() && chance(0.7))
        facts.push_back(
            fmt::format("{} {}", mutineer == *state.searched() ? "mutineer" : "not-mutineer", name(*state.searched())));
    }
    std::shuffle(facts.begin(), facts.end(), rng_);

    // Facts before the actions, or after them; comments and blank lines here and there.
    const bool facts_first = chance(0.7);
    if (facts_first) lines.insert(lines.end(), facts.begin(), facts.end());
    lines.insert(lines.end(), actions.begin(), actions.end());
    if (!facts_first) lines.insert(lines.end(), facts.begin(), facts.end());
    for (std::string& line : lines) {
      if (chance(0.1)) line += "   # a comment";
      if (chance(0.05)) line = "\n" + line;
    }
    out.text = "# generated\n";
    for (const std::string& line : lines) out.text += line + "\n";
    return out;
  }

 private:
  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0.0, 1.0)(rng_) < p; }
  const std::string& name(Player p) const { return names_[static_cast<std::size_t>(p.index)]; }

  std::mt19937_64 rng_;
  std::vector<std::string> names_;
};

}  // namespace skb::mutiny::reference
