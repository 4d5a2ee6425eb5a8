#include "solver/mutiny/posterior.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "enumerate/conflict.h"
#include "solver/core/error.h"
#include "solver/core/record_text.h"
#include "solver/mutiny/facts.h"
#include "solver/mutiny/outcome.h"
#include "solver/mutiny/play.h"

namespace skb::mutiny {

namespace {

Fraction prior(const World& w, double confession_rate) {
  const Fraction c(confession_rate);
  const Fraction t = w.confession ? Fraction(c / 3) : Fraction(1 - c);
  return Fraction(t / 4);
}

// Throws the Contradiction of a record whose worlds all weigh 0: each statement's support is the
// set of worlds where its own factor is positive; `universe` the worlds the prior allows.
[[noreturn]] void contradiction(const Record& record, const std::map<int, DealSet>& supports, const DealSet& universe,
                                std::string explanation = "", std::string world = "world") {
  std::vector<int> statements;
  std::vector<DealSet> sets;
  for (const auto& [statement, support] : supports) {
    statements.push_back(statement);
    sets.push_back(support & universe);
  }
  std::vector<std::size_t> core = smallest_conflict(sets, world_count);
  if (core.empty()) throw std::logic_error("no world fits, yet the statements do not conflict");
  std::vector<ConflictingStatement> out;
  for (const std::size_t k : core) {
    if (statements[k] < 0 || static_cast<std::size_t>(statements[k]) >= record.statements.size())
      throw std::logic_error("a conflicting statement outside the record");
    const Statement& s = record.statements[static_cast<std::size_t>(statements[k])];
    out.push_back({s.line, s.column, skb::quote(s.text, 160)});
  }
  throw Contradiction(record.file, std::move(out), std::move(world), std::move(explanation));
}

double to_double(const Fraction& x) { return fraction_to_double(x); }

// Returns the record played through in each world (play.h), finished, in the order of `worlds`.
std::vector<Play> play_worlds(const Record& record, const std::vector<World>& worlds, const Profile* model,
                              double tremble, std::optional<Player> open_for) {
  std::vector<Play> plays;
  for (const World& world : worlds) {
    plays.emplace_back(record, world, model, Fraction(tremble));
    for (std::size_t i = 0; i < record.actions.size(); ++i) plays.back().play(i);
    plays.back().finish(open_for);
  }
  return plays;
}

// The worlds weighed: each world's weight (prior x facts x reports x model x course, posterior.h),
// and for the contradiction, each constraining statement's support and the worlds the prior
// allows.
struct Weighing {
  std::vector<Fraction> weight;
  std::map<int, DealSet> supports;
  DealSet allowed;
};

Weighing weigh_worlds(const Record& record, const std::vector<World>& worlds, const std::vector<Play>& plays) {
  const std::size_t n = worlds.size();
  Weighing out{std::vector<Fraction>(n), {}, DealSet(n)};
  const auto exclude = [&](int statement, std::size_t w) {
    out.supports.try_emplace(statement, DealSet::all(n)).first->second.erase(w);
  };
  for (std::size_t w = 0; w < n; ++w) {
    const World& world = worlds[w];
    Fraction x = prior(world, record.confession_rate);
    if (x > 0) out.allowed.insert(w);
    for (const Fact& f : record.facts) {
      if (holds(f, world)) continue;
      x = 0;
      exclude(f.statement, w);
    }
    for (const RecordedAction& a : record.actions) {
      if (a.kind != StatementKind::report || a.actor == record.view) continue;
      const Fraction r = report_weight(*record.seating, world, a.actor, a.report, Fraction(record.lie_rate));
      if (r == 0) exclude(a.statement, w);
      x *= r;
    }
    if (const std::optional<int> ended = plays[w].ended_at()) {
      x = 0;
      exclude(*ended, w);
    }
    for (const int s : plays[w].impossible()) exclude(s, w);
    x *= plays[w].likelihood();
    out.weight[w] = x;
  }
  return out;
}

// Throws the Contradiction of a record whose worlds all weigh 0.
[[noreturn]] void no_world_fits(const Record& record, Weighing weighing, std::string explanation = "",
                                std::string world = "world") {
  DealSet universe = weighing.allowed;
  if (record.confession_rate_statement) {
    // The record's own confession rate rules worlds out: it is one of the statements.
    weighing.supports.emplace(*record.confession_rate_statement, weighing.allowed);
    universe = DealSet::all(weighing.weight.size());
  }
  contradiction(record, weighing.supports, universe, std::move(explanation), std::move(world));
}

// Throws the Contradiction of a record that some world satisfies but none under `model` (with
// tremble 0): every world that fits has an action the model never takes. The statements are a
// smallest conflicting set under the model (`weighing`, the model's, as for any contradiction);
// the explanation says that the model is the cause, with an example from `plays` (the model's
// plays) in a world that fits without it (`fits`).
[[noreturn]] void impossible_under_model(const Record& record, const std::vector<World>& worlds,
                                         const std::vector<Play>& plays, const Weighing& fits, const Profile& model,
                                         Weighing weighing) {
  std::string example;
  for (std::size_t w = 0; w < worlds.size() && example.empty(); ++w)
    if (fits.weight[w] != 0 && plays[w].first_impossible())
      example = fmt::format("{} (in the world where {} is the Mutineer)", *plays[w].first_impossible(),
                            record.name(worlds[w].mutineer));
  no_world_fits(
      record, std::move(weighing),
      fmt::format("The record fits some world, but the model {0} never takes an action it records or implies, in "
                  "every world that fits: for example, {1}. A model with tremble 0 makes every action it never takes "
                  "impossible. Give a tremble above 0 (--tremble 0.05, the default: a player errs with that "
                  "chance), or leave out --model.",
                  model.name(), example.empty() ? std::string("one of the actions above") : example),
      // The statements conflict under the model, not in every world: the report's first line says
      // "no world under the model honest with tremble 0 satisfies this record" (as the hat game's
      // does), not that no world does.
      fmt::format("world under the model {} with tremble 0", model.name()));
}

// Sets the figures of `post` from each world's probability and its play: the marginals, the
// votes as the record leaves them, and the chances that the game is over and who has won.
void summarize(Posterior& post, const Record& record, const std::vector<Play>& plays) {
  const Seating& seating = *record.seating;
  const std::size_t n = post.worlds.size();
  const int players = record.player_count();
  std::vector<Fraction> mutineer(static_cast<std::size_t>(players)), side(static_cast<std::size_t>(players));
  post.confession_options = confession_options(seating);
  std::vector<Fraction> confession(post.confession_options.size());
  Fraction sworn = 0, over = 0, crew = 0;
  const Player chaplain = seating.holder(Role::chaplain);
  for (std::size_t w = 0; w < n; ++w) {
    const World& world = post.worlds[w];
    const Fraction& p = post.world_probability[w];
    if (p == 0) continue;
    ++post.consistent_worlds;
    mutineer[static_cast<std::size_t>(world.mutineer.index)] += p;
    side[static_cast<std::size_t>(world.mutineer.index)] += p;
    if (world.sworn()) {
      sworn += p;
      side[static_cast<std::size_t>(chaplain.index)] += p;
    }
    const auto option = std::find(post.confession_options.begin(), post.confession_options.end(), world.confession);
    confession[static_cast<std::size_t>(option - post.confession_options.begin())] += p;
    const State& state = plays[w].state();
    if (is_terminal(state)) {
      over += p;
      if (crew_wins(state)) crew += p;
    }
    // The votes are public: the same in every world that fits.
    post.innocence_counted = state.phase() > Phase::dead_reckoning;
    post.innocent = state.innocent();
    post.guilt_counted = is_terminal(state) && !state.guilt_votes().empty();
    post.guilty = state.guilty();
  }
  for (int p = 0; p < players; ++p) {
    post.mutineer.push_back(to_double(mutineer[static_cast<std::size_t>(p)]));
    post.mutineer_side.push_back(to_double(side[static_cast<std::size_t>(p)]));
  }
  for (const Fraction& c : confession) post.confession.push_back(to_double(c));
  post.sworn = to_double(sworn);
  post.game_over = to_double(over);
  post.crew_won = to_double(crew);
  post.mutineer_side_won = to_double(Fraction(over - crew));
}

}  // namespace

Posterior solve(const Record& record, const SolveOptions& options) {
  Posterior post;
  post.worlds = all_worlds(*record.seating);
  if (options.tremble < 0 || options.tremble > 1 || std::isnan(options.tremble))
    throw std::invalid_argument("a tremble is a probability, between 0 and 1");
  const std::vector<Play> plays = play_worlds(record, post.worlds, options.model, options.tremble, options.open_for);
  std::vector<bool> possible;
  for (const Play& play : plays) possible.push_back(!play.ended_at());
  check_knowable(record, possible);

  Weighing weighing = weigh_worlds(record, post.worlds, plays);
  Fraction total = 0;
  for (const Fraction& x : weighing.weight) total += x;
  if (total == 0 && options.model != nullptr) {
    // Without the model: does some world fit? Then the model is the cause, and says so.
    const std::vector<Play> free = play_worlds(record, post.worlds, nullptr, 0, options.open_for);
    Weighing without = weigh_worlds(record, post.worlds, free);
    if (std::any_of(without.weight.begin(), without.weight.end(), [](const Fraction& x) { return x != 0; }))
      impossible_under_model(record, post.worlds, plays, without, *options.model, std::move(weighing));
    no_world_fits(record, std::move(without));
  }
  if (total == 0) no_world_fits(record, std::move(weighing));
  for (const Fraction& x : weighing.weight) post.world_probability.push_back(x / total);
  summarize(post, record, plays);
  post.notes = unstated_knowledge(record, possible);
  return post;
}

}  // namespace skb::mutiny
