#include "solver/seven_knights/round.h"

#include <algorithm>
#include <bit>
#include <initializer_list>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/core/random.h"
#include "solver/core/sampled_worlds.h"
#include "solver/core/simulation.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/candidate_questions.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/players.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/search.h"

namespace skb::seven_knights {

const std::vector<std::string>& simulated_player_names(int players) {
  static const std::vector<std::vector<std::string>> names = [] {
    const std::vector<std::string> all = {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"};
    std::vector<std::vector<std::string>> by_count(all.size() + 1);
    for (std::size_t n = 0; n <= all.size(); ++n) by_count[n].assign(all.begin(), all.begin() + n);
    return by_count;
  }();
  if (players < 0 || players > static_cast<int>(names.size()) - 1)
    throw std::invalid_argument(fmt::format("no names for {} players", players));
  return names[players];
}

namespace {

// The names of the positions of a simulated round with `players` players and `centers` center
// slots, as its record names them (Record::position_name): the players, then C1, C2, ...; made
// once, so that no round copies them.
std::span<const std::string> simulated_position_names(int players, int centers) {
  static const std::vector<std::vector<std::vector<std::string>>> names = [] {
    std::vector<std::vector<std::vector<std::string>>> by_count(kMaxPlayers + 1);
    for (int n = 0; n <= kMaxPlayers; ++n)
      for (int c = 0; c <= kMaxCenter; ++c) {
        std::vector<std::string> all = simulated_player_names(n);
        for (int i = 1; i <= c; ++i) all.push_back("C" + std::to_string(i));
        by_count[n].push_back(std::move(all));
      }
    return by_count;
  }();
  return names.at(players).at(centers);
}

class RoundPlayer {
 public:
  RoundPlayer(const RoundSettings& s, std::uint32_t deal, std::uint64_t seed)
      : s_(s), t_(variant_tables(*s.variant, s.players)), deal_(deal), values_(t_.universe.deal(deal)), rng_(seed) {
    pub_.file = "simulated.skb";
    pub_.variant = s.variant;
    pub_.players = simulated_player_names(s.players);
    pub_.rules = RuleSet::strict;
    pub_.lie_rate = s.lie_rate;
    begin_record(pub_);
    const DealingSpec spec = dealing_spec(*s.variant, s.players);
    for (std::uint32_t allowed : spec.allowed) can_hold_.push_back(allowed & spec.pool);
    knows_.resize(s.players);
    for (int p = 0; p < s.players; ++p) knows_[p] = 1u << p;
    position_names_ = simulated_position_names(s.players, t_.positions - s.players);
  }

  RoundResult play() {
    run_from(0, std::nullopt);
    out_.questions = questions_;
    out_.lies = lies_;
    out_.record = write_record(pub_);
    return out_;
  }

 private:
  // ---- the round as a sequence of steps -------------------------------------------------------
  //
  // Step k < search_steps(): an inspection (search round k / n, player k % n); then one question
  // step per player, then one vote step per player; then the Captain's part (not a step: no
  // policy decides it). A rollout plays a copy of the round from a step onwards.

  // What a step does: the position inspected or the player recommended (`target`), or the
  // question asked (`question`; none: the player asks nothing).
  struct Action {
    int target = -1;
    std::optional<QuestionChoice> question;
  };

  int search_steps() const { return search_rounds(*s_.variant) * s_.players; }
  int step_count() const { return search_steps() + 2 * s_.players; }
  int step_player(int k) const { return k < search_steps() ? k % s_.players : (k - search_steps()) % s_.players; }
  bool search_step(int k) const { return k < search_steps(); }
  bool question_step(int k) const { return k >= search_steps() && k < search_steps() + s_.players; }

  // Plays steps k, k + 1, ... and the Captain's part; `forced`, if given, is step k's action.
  void run_from(int k, std::optional<Action> forced) {
    for (int step = k; step < step_count(); ++step) {
      if (step == search_steps()) fix_teams();
      const int p = step_player(step);
      if (search_step(step) && round_positions(*s_.variant, s_.players, p, step / s_.players) == 0) continue;
      const Action a = step == k && forced ? *std::move(forced) : choose(step);
      perform(step, a);
    }
    finish();
  }

  // Teams are fixed once everyone has looked.
  void fix_teams() {
    const int n = s_.players;
    team_.assign(n, false);
    witch_position_ = -1;
    for (int q = 0; q < t_.positions; ++q)
      if (values_[q] == kWitch) witch_position_ = q;
    for (int p = 0; p < n; ++p)
      team_[p] = witch_position_ >= 0 && (p == witch_position_ || ((knows_[p] >> witch_position_) & 1u));
  }

  // The base policy's action at step k.
  Action decide(int k) {
    const int p = step_player(k);
    if (search_step(k))
      return {choose_inspection(p, round_positions(*s_.variant, s_.players, p, k / s_.players)), std::nullopt};
    if (question_step(k)) return {-1, choose_question(p, false)};
    return {choose_vote(p), std::nullopt};
  }

  // Step k's action: by rollout for a Knight when the settings ask for it, else by the policy.
  Action choose(int k) {
    const int p = step_player(k);
    // A player holding W is the Witch from the start; after the search, teams are known.
    const bool knight = search_step(k) ? values_[p] != kWitch : !team_[p];
    if (s_.rollout && knight) return rollout_choice(k);
    return decide(k);
  }

  void perform(int k, const Action& a) {
    const int p = step_player(k);
    if (search_step(k))
      add_look(p, a.target);
    else if (question_step(k))
      ask(p, a.question);
    else
      add_vote(pub_, Player(p), Player(a.target));
  }

  // The Captain by the votes, the Captain's question, the reveal and the arrangement.
  void finish() {
    out_.deal = deal_;
    out_.witch_team = team_;
    const std::optional<int> captain = captain_by_votes(pub_);
    if (!captain) throw std::logic_error("complete votes must decide the Captain");
    out_.captain = *captain;
    ask(*captain, choose_question(*captain, true));
    out_.captain_witch_team = team_[*captain];
    if (!out_.captain_witch_team) {
      SolveOptions o;
      o.top = 1;
      o.compiled_questions = compiled_;
      Restore restore(pub_);
      const Posterior laid = solve(view_of(*captain, restore), o);
      out_.laid = laid.arrangements.front().arrangement;
      out_.captain_deals = laid.consistent_deals;
      out_.knights_win = *out_.laid == t_.arrangement(t_.arrangement_id(deal_));
    }
    add_public_tile(*captain);  // the Captain reveals their tile
  }

  // ---- rollout --------------------------------------------------------------------------------

  // Returns the action of step k whose playouts win most for the Knights. The options: every
  // position the player may inspect; the base policy's question and advise's best questions
  // (the `questions` best by information, as the info policy ranks them); every player as the
  // vote. Each option is played out `budget` times in sampled worlds (solver/core/
  // sampled_worlds.h): playout j plays the same deal (drawn from the player's posterior, their
  // own knowledge) with the same random stream for every option (common random numbers),
  // everyone following the base policies from there. Ties go to the base policy's action (put
  // first), then to the first option.
  Action rollout_choice(int k) {
    throw_if_cancelled();
    const int p = step_player(k);
    const Action base = decide(k);
    std::vector<Action> options{base};
    const auto add = [&](Action a) {
      if (!std::any_of(options.begin(), options.end(), [&](const Action& o) { return same_action(o, a); }))
        options.push_back(std::move(a));
    };
    if (search_step(k)) {
      const std::uint32_t allowed = round_positions(*s_.variant, s_.players, p, k / s_.players);
      for (std::uint32_t m = allowed; m != 0; m &= m - 1) add({std::countr_zero(m), std::nullopt});
    } else if (question_step(k)) {
      for (QuestionChoice& q : best_questions(p, s_.rollout->questions)) add({-1, std::move(q)});
    } else {
      for (int b = 0; b < s_.players; ++b) add({b, std::nullopt});
    }
    if (options.size() <= 1) return base;

    const WeightedDeals belief = [&] {
      Restore restore(pub_);
      const Record& r = view_of(p, restore);
      return weigh_deals(r, gather_evidence(r, t_, compiled_));
    }();
    std::vector<double> weights(belief.weights.size());
    for (std::size_t i = 0; i < weights.size(); ++i) weights[i] = static_cast<double>(belief.weights[i]);
    SampledWorldsOptions o;
    o.budget = static_cast<std::uint64_t>(s_.rollout->budget);
    o.seed = rng_();
    o.cancel = s_.cancel;
    const auto evaluation = evaluate_in_sampled_worlds<1>(
        options.size(), [&](Rng& rng) { return belief.deals[weighted(rng, std::span<const double>(weights))]; },
        [&](std::uint32_t deal, std::size_t i, Rng& rng) {
          return std::array<double, 1>{playout(k, options[i], deal, rng()) ? 1.0 : 0.0};
        },
        o);
    if (evaluation.cancelled) throw Cancelled("a rollout round: cancelled");  // its choice would differ
    return options[evaluation.ranking.front()];
  }

  // Throws skb::Cancelled once the settings' cancel flag is set.
  void throw_if_cancelled() const {
    if (s_.cancel != nullptr && s_.cancel->load(std::memory_order_relaxed))
      throw Cancelled("a rollout round: cancelled");
  }

  static bool same_action(const Action& a, const Action& b) { return a.target == b.target && a.question == b.question; }

  // Whether the Knights win when the round is played on deal `deal` from step k on, step k
  // taking `action` and every later decision the base policies' (random choices from `seed`).
  bool playout(int k, const Action& action, std::uint32_t deal, std::uint64_t seed) const {
    RoundPlayer copy(*this);
    copy.s_.rollout.reset();
    copy.deal_ = deal;
    copy.values_ = t_.universe.deal(deal);
    copy.rng_.seed(seed);
    if (!search_step(k)) copy.fix_teams();
    copy.run_from(k, action);
    return copy.out_.knights_win;
  }

  // Advise's `top` best questions for `asker` (the question phase's order: information first).
  std::vector<QuestionChoice> best_questions(int asker, int top) {
    AdviseOptions o;
    o.phase = Phase::question;
    o.top = static_cast<std::size_t>(top);
    o.threads = 1;
    o.compiled_questions = compiled_;
    Restore restore(pub_);
    const Advice a = advise(view_of(asker, restore), o);
    std::vector<QuestionChoice> out;
    for (const QuestionAdvice& q : a.questions) out.push_back({Player(q.answerer), q.predicate, std::nullopt});
    return out;
  }

  // ---- the record ----------------------------------------------------------------------------

  void add_look(int player, int position) {
    seven_knights::add_look(pub_, Player(player), Position(position));
    knows_[player] |= 1u << position;
    inspected_any_ |= 1u << position;
  }

  void add_public_tile(int position) {
    add_tile(pub_, Position(position), TileValue(values_[position]));
    public_tiles_ |= 1u << position;
  }

  // Decisions see the public record extended in place (a player's own tiles, a hypothetical
  // answer) rather than a copy of it; a Restore puts back its statements, tile facts, questions
  // and view when it goes out of scope.
  class Restore {
   public:
    explicit Restore(Record& r)
        : r_(r),
          statements_(r.statements.size()),
          tiles_(r.tiles.size()),
          questions_(r.questions.size()),
          view_(r.view) {}
    Restore(const Restore&) = delete;
    Restore& operator=(const Restore&) = delete;
    ~Restore() {
      r_.statements.erase(r_.statements.begin() + static_cast<std::ptrdiff_t>(statements_), r_.statements.end());
      r_.tiles.erase(r_.tiles.begin() + static_cast<std::ptrdiff_t>(tiles_), r_.tiles.end());
      r_.questions.erase(r_.questions.begin() + static_cast<std::ptrdiff_t>(questions_), r_.questions.end());
      r_.view = view_;
    }

   private:
    Record& r_;
    std::size_t statements_, tiles_, questions_;
    std::optional<int> view_;
  };

  // Makes the public record, until `restore` goes out of scope, the record as `player` knows it:
  // the public statements and the player's own tiles, viewed by the player.
  const Record& view_of(int player, const Restore& restore) {
    (void)restore;  // only its lifetime matters
    add_known_tiles(pub_, player);
    return pub_;
  }

  // Makes `r`, a copy of the public record, the record as `player` knows it: viewed by them,
  // with the tiles they know and the public does not (by position).
  void add_known_tiles(Record& r, int player) const {
    r.view = player;
    for (std::uint32_t k = knows_[player] & ~public_tiles_; k != 0; k &= k - 1) {
      const int position = std::countr_zero(k);
      add_tile(r, Position(position), TileValue(values_[position]));
    }
  }

  // ---- decisions: the settings' policy objects (players.h), asked with what the player knows ---

  // Fills in what `player` knows at any decision; the record as they know it only for a policy
  // that reads it (built in place in the public record until `restore`, then made, goes out of
  // scope).
  void know(Knowledge& view, int player, bool reads_record, std::optional<Restore>& restore) {
    view.player = Player(player);
    view.tables = &t_;
    view.compiled = compiled_;
    if (reads_record) view.record = &view_of(player, restore.emplace(pub_));
  }

  // The position `p` inspects among `allowed`, by the inspect policy.
  int choose_inspection(int p, std::uint32_t allowed) {
    const InspectPolicy& policy = *s_.policies.inspect;
    std::optional<Restore> restore;
    InspectView view;
    know(view, p, policy.reads_history(), restore);
    view.allowed = allowed;
    view.inspected = inspected_any_;
    return policy.choose(view, rng_).index;
  }

  // The question `asker` asks: the Captain's best last question, or by the ask policy.
  std::optional<QuestionChoice> choose_question(int asker, bool captain) {
    const AskPolicy& policy = captain ? captain_question : *s_.policies.ask;
    std::optional<Restore> restore;
    AskView view;
    know(view, asker, policy.reads_history(), restore);
    view.knows = knows_;
    view.can_hold = can_hold_;
    for (std::uint32_t k = knows_[asker] | public_tiles_; k != 0; k &= k - 1)
      view.seen_values |= 1u << values_[std::countr_zero(k)];
    view.position_names = position_names_;
    return policy.choose(view, rng_);
  }

  void ask(int asker, const std::optional<QuestionChoice>& question) {
    if (!question) return;
    const int answerer = question->answerer.index;
    const std::string& predicate = question->predicate;
    const Predicate parsed = parse_question(pub_, Player(asker), Player(answerer), predicate);
    // The predicate's truth set is the same whatever the answer: kept from here on (deceive
    // weighs both answers with it).
    compiled_.push_back(question->shape ? truth_set(t_.universe, question->shape->first, question->shape->second,
                                                    question->shape->cells)
                                        : compile(parsed, t_.universe));
    const bool true_answer = compiled_.back().contains(deal_);
    const bool answer = team_[answerer] ? witch_team_answer(asker, answerer, parsed, true_answer) : true_answer;
    if (answer != true_answer) ++lies_;
    ++questions_;
    add_question(pub_, Player(asker), Player(answerer), parsed, answer);
  }

  // The answer of `answerer`, on the Witch team, by the answer policy. compiled_ already holds
  // the question's truth set, one more than the public questions.
  bool witch_team_answer(int asker, int answerer, const Predicate& parsed, bool true_answer) {
    const AnswerPolicy& policy = *s_.policies.answer;
    AnswerView view;
    view.player = Player(answerer);
    view.tables = &t_;
    view.compiled = compiled_;
    std::optional<Record> known;  // a copy: the public record stays beside it
    if (policy.reads_history()) {
      known.emplace(pub_);
      add_known_tiles(*known, answerer);
      view.record = &*known;
    }
    view.public_record = &pub_;
    view.asker = Player(asker);
    view.question = &parsed;
    view.truth = true_answer;
    view.coin_rate = s_.coin_rate.value_or(s_.lie_rate);
    return policy.choose(view, rng_);
  }

  // The player `p` recommends, by the Knights' or the Witch team's vote policy.
  int choose_vote(int p) {
    const VotePolicy& policy = team_[p] ? *s_.policies.witch_vote : *s_.policies.knight_vote;
    std::optional<Restore> restore;
    VoteView view;
    know(view, p, policy.reads_history(), restore);
    if (team_[p]) {
      WitchTeam team{Position(witch_position_), 0};
      for (int b = 0; b < s_.players; ++b)
        if (team_[b]) team.members |= 1u << b;
      view.team = team;
    }
    return policy.choose(view, rng_).index;
  }

  RoundSettings s_;
  const VariantTables& t_;
  std::uint32_t deal_;
  std::span<const std::uint8_t> values_;
  Rng rng_;
  Record pub_;
  std::vector<DealSet> compiled_;  // per public question, its predicate's truth set (while one is answered, also its)
  std::vector<std::uint32_t> knows_;
  std::vector<std::uint32_t> can_hold_;          // per position: the values the dealing can put there
  std::span<const std::string> position_names_;  // as the record names them
  std::vector<bool> team_;
  std::uint32_t inspected_any_ = 0, public_tiles_ = 0;
  int questions_ = 0, lies_ = 0;
  int witch_position_ = -1;
  RoundResult out_;
};

}  // namespace

RoundResult play_round(const RoundSettings& settings, std::uint32_t deal, std::uint64_t seed) {
  if (settings.variant == nullptr || !allows_players(*settings.variant, settings.players))
    throw std::invalid_argument("the variant does not allow that many players");
  const Policies& p = settings.policies;
  if (!p.inspect || !p.ask || !p.answer || !p.knight_vote || !p.witch_vote)
    throw std::invalid_argument("every kind of decision needs a policy");
  if (auto conflict =
          answer_model_conflict(*settings.variant, settings.policies.answer, settings.lie_rate, settings.coin_rate))
    throw std::invalid_argument(*conflict);
  if (settings.coin_rate && !(*settings.coin_rate >= 0 && *settings.coin_rate <= 1))
    throw std::invalid_argument("a coin rate is a probability, between 0 and 1");
  if (settings.rollout && (settings.rollout->budget < 1 || settings.rollout->questions < 1))
    throw std::invalid_argument("a rollout needs at least one playout per option and one question");
  if (deal >= variant_tables(*settings.variant, settings.players).universe.size())
    throw std::invalid_argument("no such deal");
  return RoundPlayer(settings, deal, seed).play();
}

}  // namespace skb::seven_knights
