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
    const Seating seating = seat_players();
    const Draw draw = draw_world(seating);
    GeneratedGame out;
    out.world = {draw.mutineer, draw.confession};
    std::optional<Player> view;
    std::vector<std::string> lines = header(seating, draw, view);
    Actions actions;
    out.state = play(seating, draw, actions);
    const std::vector<std::string> known = facts(seating, draw, view, out.state);
    out.text = assemble(std::move(lines), known, actions.lines);
    return out;
  }

 private:
  // The settings and the world drawn with them.
  struct Draw {
    double lie_rate = 0.5;
    double confession_rate = 0.75;
    Player mutineer{0};
    std::optional<Player> confession;
  };

  // The action statements written so far, and the vote in progress: (seat, statement).
  struct Actions {
    std::vector<std::string> lines;
    std::vector<std::pair<std::size_t, std::string>> votes;
  };

  // Returns the seating of 4 to 6 players with random names and the crew cards at random seats.
  Seating seat_players() {
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
    return Seating::make(n, holders);
  }

  Draw draw_world(const Seating& seating) {
    Draw d;
    const std::array<double, 4> lie_rates{0.5, 0.25, 0.0, 1.0};
    d.lie_rate = lie_rates[static_cast<std::size_t>(uniform(0, 3))];
    const std::array<double, 4> confession_rates{0.75, 0.375, 0.0, 1.0};
    d.confession_rate = confession_rates[static_cast<std::size_t>(uniform(0, 3))];
    const std::vector<Player> role_players = seating.role_players();
    d.mutineer = role_players[static_cast<std::size_t>(uniform(0, 3))];
    const std::vector<std::optional<Player>> targets = confession_options(seating);
    if (d.confession_rate == 1.0 || (d.confession_rate != 0.0 && !chance(1.0 - d.confession_rate)))
      d.confession = targets[static_cast<std::size_t>(uniform(1, 3))];
    return d;
  }

  // Returns the header's lines (players first, the rest in random order), with a random view
  // (a spectator's now and then), which it sets.
  std::vector<std::string> header(const Seating& seating, const Draw& d, std::optional<Player>& view) {
    std::vector<std::string> lines{fmt::format("players {}", fmt::join(names_, " "))};
    for (const Role r : all_roles) {
      std::string role(role_name(r));
      role[0] = static_cast<char>(role[0] - 'A' + 'a');
      lines.push_back(fmt::format("{} {}", role, name(seating.holder(r))));
    }
    if (!chance(0.25)) view = Player{uniform(0, seating.players() - 1)};
    if (view) lines.push_back("view " + name(*view));
    if (d.lie_rate != 0.5) lines.push_back(fmt::format("lie-rate {}", d.lie_rate));
    if (d.confession_rate != 0.75) lines.push_back(fmt::format("confession-rate {}", d.confession_rate));
    std::shuffle(lines.begin() + 1, lines.end(), rng_);
    return lines;
  }

  // Writes the vote in progress, its statements in random order.
  void flush_votes(Actions& w) {
    std::shuffle(w.votes.begin(), w.votes.end(), rng_);
    for (auto& [seat, line] : w.votes) w.lines.push_back(line);
    w.votes.clear();
  }

  // Returns the game played at random from the deal to a random stop (never between a player's
  // two votes), its statements written into `w`.
  State play(const Seating& seating, const Draw& d, Actions& w) {
    State state = State::deal(seating, d.mutineer);
    while (!is_terminal(state)) {
      const Phase phase = state.phase();
      const bool second_vote = current_vote(state) && current_vote(state)->slot == 1;
      if (!second_vote && phase != Phase::confession && chance(1.0 / 30)) break;
      if (phase == Phase::confession) {
        state = apply(state, Action::confess(d.confession));
        continue;
      }
      std::vector<Action> options = legal_actions(state);
      if (phase == Phase::boatswain_report || phase == Phase::chaplain_report) {
        const Player speaker = *current_player(state);
        const bool crew = side_of(state, speaker) == Side::crew;
        std::erase_if(options, [&](const Action& a) {
          const std::optional<bool> truth = report_truth(a.report, d.mutineer, state.confession_target());
          if (!truth) return false;
          if (crew) return !*truth;
          return (d.lie_rate == 0.0 && !*truth) || (d.lie_rate == 1.0 && *truth);
        });
      }
      const Action a = options[static_cast<std::size_t>(uniform(0, static_cast<int>(options.size()) - 1))];
      write(state, a, second_vote, w);
      state = apply(state, a);
    }
    flush_votes(w);
    return state;
  }

  // Writes action `a` of the player to act in `state`: a declined decision written out or left
  // implicit at random, a vote into the vote in progress.
  void write(const State& state, const Action& a, bool second_vote, Actions& w) {
    const Phase phase = state.phase();
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
    std::vector<std::string>& actions = w.lines;
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
          w.votes.back().second += " " + name(*a.target);
        else
          w.votes.push_back({static_cast<std::size_t>(actor.index),
                             fmt::format("{} {} {}", phase == Phase::innocence_vote ? "innocence-vote" : "guilt-vote",
                                         who, name(*a.target))});
        break;
      case Phase::dead_reckoning:
        flush_votes(w);
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
        flush_votes(w);
        if (a.moved)
          actions.push_back(
              fmt::format("forgive {} {} {}", who, name(a.moved->caster), vote_target(state.guilt_votes(), *a.moved)));
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
  }

  // Returns a random selection of the facts `view` knows, in random order.
  std::vector<std::string> facts(const Seating& seating, const Draw& d, std::optional<Player> view,
                                 const State& state) {
    const Player mutineer = d.mutineer;
    const std::optional<Player> confession = d.confession;
    std::vector<std::string> out;
    if (view && seating.is_role_player(*view)) {
      const Player v = *view;
      const bool own = chance(0.6);
      if (own) out.push_back(fmt::format("{} {}", mutineer == v ? "mutineer" : "not-mutineer", name(v)));
      if (v == seating.holder(Role::chaplain)) {
        const bool result = chance(0.7);
        if (!confession)
          out.push_back("confession nobody");
        else if (result)
          out.push_back(
              fmt::format("confession {} {}", name(*confession), mutineer == *confession ? "confessed" : "denied"));
        else if (chance(0.5))
          out.push_back("confession " + name(*confession));
        if ((!confession || result) && chance(0.5)) out.push_back(confession == mutineer ? "sworn" : "not-sworn");
      } else {
        if (chance(0.6)) out.push_back(fmt::format("{} {}", confession == v ? "confession" : "no-confession", name(v)));
        if (own && mutineer == v && chance(0.5)) out.push_back(confession == v ? "sworn" : "not-sworn");
      }
      if (v == seating.holder(Role::boatswain) && state.searched() && chance(0.7))
        out.push_back(
            fmt::format("{} {}", mutineer == *state.searched() ? "mutineer" : "not-mutineer", name(*state.searched())));
    }
    std::shuffle(out.begin(), out.end(), rng_);
    return out;
  }

  // Returns the record's text: the header, the facts before the actions or after them, comments
  // and blank lines here and there.
  std::string assemble(std::vector<std::string> lines, const std::vector<std::string>& known,
                       const std::vector<std::string>& actions) {
    const bool facts_first = chance(0.7);
    if (facts_first) lines.insert(lines.end(), known.begin(), known.end());
    lines.insert(lines.end(), actions.begin(), actions.end());
    if (!facts_first) lines.insert(lines.end(), known.begin(), known.end());
    for (std::string& line : lines) {
      if (chance(0.1)) line += "   # a comment";
      if (chance(0.05)) line = "\n" + line;
    }
    std::string text = "# generated\n";
    for (const std::string& line : lines) text += line + "\n";
    return text;
  }

  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0.0, 1.0)(rng_) < p; }
  const std::string& name(Player p) const { return names_[static_cast<std::size_t>(p.index)]; }

  std::mt19937_64 rng_;
  std::vector<std::string> names_;
};

}  // namespace skb::mutiny::reference
