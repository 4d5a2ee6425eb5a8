// skb_bench_mutiny_advise: `skb mutiny advise` at every decision of whole games, in process,
// against its bound: every decision of 4-, 5- and 6-player games under every profile within 1 s
// and 500 MB.
//
// For each player count and profile, games are played from a random seating and a random world:
// each decision by the profile, or (one time in four) uniformly at random, so that the games
// also reach states the profile would not (a record's players keep to no profile). At every
// decision its player writes the record as they see it (their facts, every action they have
// seen; the votes of a vote under way only when they are the waiting Boatswain, who sees them)
// and asks for advice under the same profile: read_record + advise, timed. The built-in tables
// (the equilibria and the tables of values, value_table.h) are installed first, as skb does.
//
// Usage: skb_bench_mutiny_advise [--games N] [--players 4,5,6] [--profiles random,honest,equilibrium]
//                                [--seed S] [--show-over MS]
// (--show-over MS also prints on standard error every record whose question took longer.)
// Prints, per player count, profile and decision, the questions asked, the median and the
// slowest time, both wall-clock and CPU time of the process (the machine is shared: under load
// the wall clock counts other programs' time too); then the slowest of all, the peak memory of
// the process, and whether the bound is met on each clock. The exit status (1 when the bound is
// not met) follows the CPU time, which another program's load does not inflate.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cli/tables/built_in_tables.h"
#include "solver/core/random.h"
#include "solver/core/simulation.h"
#include "solver/mutiny/advice.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/value_table.h"

namespace {

namespace sm = skb::mutiny;

constexpr double kBoundSeconds = 1.0;
constexpr double kBoundMegabytes = 500.0;
const std::vector<std::string> kNames{"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"};

struct Step {
  sm::State before;
  sm::Action action;
};

std::string name(sm::Player p) { return kNames[static_cast<std::size_t>(p.index)]; }
std::string name_or_nobody(std::optional<sm::Player> p) { return p ? name(*p) : "nobody"; }

std::string vote_target(const sm::VoteList& votes, sm::VoteId id) {
  for (const sm::Vote& v : votes)
    if (v.id == id) return name(v.target);
  return "?";
}

// Returns the statement of a decision other than a vote, or "" for one the record leaves out
// (the confession is secret; not waiting is implied by the guilt vote).
std::string statement(const Step& step) {
  const sm::State& s = step.before;
  const sm::Action& a = step.action;
  const std::string who = name(*sm::current_player(s));
  switch (s.phase()) {
    case sm::Phase::search:
      return fmt::format("search {} {}", who, name_or_nobody(a.target));
    case sm::Phase::boatswain_report:
    case sm::Phase::chaplain_report: {
      if (a.report.claim == sm::Claim::silent) return fmt::format("report {} silent", who);
      const std::array<std::string, 5> words{"silent", "mutineer", "not-mutineer", "confessed", "denied"};
      return fmt::format("report {} {} {}", who, name(*a.report.about), words[static_cast<std::size_t>(a.report.claim)]);
    }
    case sm::Phase::dead_reckoning:
      if (!a.moved) return fmt::format("dead-reckoning {} nobody", who);
      return fmt::format("dead-reckoning {} {} {} {}", who, name(a.moved->caster),
                         vote_target(s.innocence_votes(), *a.moved), name(*a.target));
    case sm::Phase::condemn:
      return fmt::format("condemn {} {}", who, name_or_nobody(a.target));
    case sm::Phase::bosun_wait:
      return a.waits ? "wait " + who : "";
    case sm::Phase::forgiveness:
      if (!a.moved) return fmt::format("forgive {} nobody", who);
      return fmt::format("forgive {} {} {}", who, name(a.moved->caster), vote_target(s.guilt_votes(), *a.moved));
    case sm::Phase::change_course:
      return fmt::format("change-course {} {}", who, name_or_nobody(a.target));
    case sm::Phase::change_course_move:
      return fmt::format("move {} {} {}", who, vote_target(s.guilt_votes(), *a.moved), name(*a.target));
    default:
      return "";
  }
}

// Returns the record `viewer` writes at `now`, their decision, after `steps`.
std::string record_text(const sm::State& now, const std::vector<Step>& steps, sm::Player viewer) {
  const sm::Seating& seating = now.seating();
  std::vector<std::string> lines{fmt::format("players {}", fmt::join(kNames.begin(), kNames.begin() + seating.players(), " "))};
  for (const sm::Role r : sm::all_roles) {
    std::string role(sm::role_name(r));
    role[0] = static_cast<char>(role[0] - 'A' + 'a');
    lines.push_back(fmt::format("{} {}", role, name(seating.holder(r))));
  }
  lines.push_back("view " + name(viewer));
  if (const std::optional<sm::Role> role = seating.role_of(viewer)) {
    lines.push_back(fmt::format("{} {}", now.mutineer() == viewer ? "mutineer" : "not-mutineer", name(viewer)));
    const bool confessed = now.phase() > sm::Phase::confession;
    if (*role == sm::Role::chaplain && confessed) {
      const std::optional<sm::Player> t = now.confession_target();
      lines.push_back(!t ? std::string("confession nobody")
                         : fmt::format("confession {} {}", name(*t), now.mutineer() == *t ? "confessed" : "denied"));
    } else if (confessed) {
      lines.push_back(fmt::format("{} {}", now.confession_target() == viewer ? "confession" : "no-confession", name(viewer)));
    }
    if (*role == sm::Role::boatswain && now.searched())
      lines.push_back(fmt::format("{} {}", now.mutineer() == *now.searched() ? "mutineer" : "not-mutineer",
                                  name(*now.searched())));
  }
  // The votes of the vote under way are seen only by a waiting Boatswain whose turn it is.
  const bool sees_votes = now.phase() == sm::Phase::guilt_vote && now.boatswain_waits() &&
                          viewer == seating.holder(sm::Role::boatswain);
  std::map<int, std::string> votes;  // the vote being written: per voter, their statement
  const auto flush = [&] {
    for (auto& [seat, line] : votes) lines.push_back(line);
    votes.clear();
  };
  // The votes of the vote under way are the last steps.
  const std::size_t under_way = now.phase() == sm::Phase::innocence_vote ? now.innocence_votes().size()
                                : now.phase() == sm::Phase::guilt_vote   ? now.guilt_votes().size()
                                                                         : 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& step = steps[i];
    const sm::Phase phase = step.before.phase();
    if (phase != sm::Phase::innocence_vote && phase != sm::Phase::guilt_vote) {
      flush();
      if (const std::string text = statement(step); !text.empty()) lines.push_back(text);
      continue;
    }
    if (i >= steps.size() - under_way && !sees_votes) continue;
    const sm::Player voter = *sm::current_player(step.before);
    auto& line = votes[voter.index];
    if (line.empty())
      line = fmt::format("{} {} {}", phase == sm::Phase::innocence_vote ? "innocence-vote" : "guilt-vote", name(voter),
                         name(*step.action.target));
    else
      line += " " + name(*step.action.target);
  }
  flush();
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  return text;
}

struct Timing {
  std::vector<double> seconds, cpu;
};

// Returns the CPU time the process has used, in seconds (every thread's).
double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Returns the median and the largest of `t`.
std::pair<double, double> median_and_max(std::vector<double> t) {
  std::sort(t.begin(), t.end());
  return {t[t.size() / 2], t.back()};
}

double peak_megabytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  int games = 4;
  std::vector<std::string> players{"4", "5", "6"};
  std::vector<std::string> profiles{"random", "honest", "equilibrium"};
  std::uint64_t seed = 1;
  double show_over = -1;  // --show-over MS: print every record whose question took longer
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--games")
      games = std::stoi(value);
    else if (flag == "--players")
      players = split(value);
    else if (flag == "--profiles")
      profiles = split(value);
    else if (flag == "--seed")
      seed = std::stoull(value);
    else if (flag == "--show-over")
      show_over = std::stod(value);
    else {
      std::fprintf(stderr, "skb_bench_mutiny_advise: unknown flag %s\n", flag.c_str());
      return 2;
    }
  }
  for (int n = sm::min_players; n <= sm::max_players; ++n)
    sm::install_equilibrium(n, skb::cli::built_in_mutiny_equilibrium(n));
  for (const std::span<const std::byte> values : skb::cli::built_in_mutiny_values()) sm::install_value_table(values);

  double slowest = 0, slowest_cpu = 0;
  std::string slowest_what;
  std::printf("%-7s %-12s %-34s %9s %10s %10s %10s %10s\n", "players", "profile", "decision", "questions", "median ms",
              "max ms", "cpu median", "cpu max");
  for (const std::string& count : players) {
    const int n = std::stoi(count);
    for (const std::string& profile_name : profiles) {
      const std::unique_ptr<sm::Profile> profile = sm::make_profile(profile_name, n);
      std::map<sm::Phase, Timing> by_phase;
      skb::Rng rng(skb::game_seed(seed, static_cast<std::uint64_t>(n)));
      for (int g = 0; g < games; ++g) {
        std::vector<sm::Player> seats;
        for (int p = 0; p < n; ++p) seats.emplace_back(p);
        skb::shuffle(seats, rng);
        const sm::Seating seating = sm::Seating::make(n, {seats[0], seats[1], seats[2], seats[3]});
        const std::vector<sm::Player> role_players = seating.role_players();
        sm::State s = sm::State::deal(seating, role_players[skb::below(rng, 4)]);
        std::vector<Step> steps;
        while (!sm::is_terminal(s)) {
          const sm::Player actor = *sm::current_player(s);
          const std::optional<sm::VoteId> vote = sm::current_vote(s);
          if (s.phase() != sm::Phase::confession && (!vote || vote->slot == 0)) {
            const std::string text = record_text(s, steps, actor);
            const auto start = std::chrono::steady_clock::now();
            const double cpu_start = cpu_seconds();
            const sm::Record record = sm::read_record(text, "bench.mutiny");
            sm::Advice advice;
            try {
              advice = sm::advise(record, {profile.get(), nullptr});
            } catch (const std::exception& e) {
              std::fprintf(stderr, "skb_bench_mutiny_advise: %s, on the record\n%s", e.what(), text.c_str());
              return 1;
            }
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const double cpu = cpu_seconds() - cpu_start;
            by_phase[s.phase()].seconds.push_back(seconds);
            by_phase[s.phase()].cpu.push_back(cpu);
            slowest_cpu = std::max(slowest_cpu, cpu);
            if (show_over >= 0 && 1000 * seconds > show_over)
              std::fprintf(stderr, "%.0f ms, %d players, %s:\n%s\n", 1000 * seconds, n, profile_name.c_str(), text.c_str());
            if (seconds > slowest) {
              slowest = seconds;
              slowest_what = fmt::format("{} players, {}, {}:\n{}", n, profile_name, sm::phase_name(s.phase()), text);
            }
          }
          const std::vector<sm::Action> actions = sm::legal_actions(s);
          std::vector<std::uint64_t> w = profile->weights_of(s, actions);
          if (skb::below(rng, 4) == 0) std::fill(w.begin(), w.end(), 1);
          // A crew member's report is true (records say so: anything else contradicts them).
          for (std::size_t k = 0; k < actions.size(); ++k)
            if (actions[k].kind == sm::ActionKind::report && sm::side_of(s, actor) == sm::Side::crew &&
                sm::report_truth(actions[k].report, s.mutineer(), s.confession_target()) == false)
              w[k] = 0;
          if (std::all_of(w.begin(), w.end(), [](std::uint64_t x) { return x == 0; }))
            w[0] = 1;  // silence, always true
          const sm::Action a = actions[skb::weighted(rng, w)];
          steps.push_back({s, a});
          s = sm::apply(s, a);
        }
      }
      for (auto& [phase, timing] : by_phase) {
        const auto [median, most] = median_and_max(timing.seconds);
        const auto [cpu_median, cpu_most] = median_and_max(timing.cpu);
        std::printf("%-7d %-12s %-34s %9zu %10.2f %10.2f %10.2f %10.2f\n", n, profile_name.c_str(),
                    std::string(sm::phase_name(phase)).substr(0, 34).c_str(), timing.seconds.size(), 1000 * median,
                    1000 * most, 1000 * cpu_median, 1000 * cpu_most);
      }
      std::fflush(stdout);
    }
  }
  const double megabytes = peak_megabytes();
  const bool met = slowest_cpu <= kBoundSeconds && megabytes <= kBoundMegabytes;
  std::printf("\nslowest question: %.0f ms wall-clock, %.0f ms CPU (bound %.0f ms); peak memory %.0f MB (bound %.0f MB): "
              "%s on CPU time, %s on the wall clock\n",
              1000 * slowest, 1000 * slowest_cpu, 1000 * kBoundSeconds, megabytes, kBoundMegabytes, met ? "met" : "NOT met",
              slowest <= kBoundSeconds && megabytes <= kBoundMegabytes ? "met" : "NOT met");
  std::printf("the slowest on the wall clock: %s", slowest_what.c_str());
  return met ? 0 : 1;
}
