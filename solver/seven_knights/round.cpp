#include "solver/seven_knights/round.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>

#include "solver/core/random.h"
#include "solver/core/sampled_worlds.h"
#include "solver/core/simulation.h"
#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/candidate_questions.h"
#include "solver/seven_knights/evidence.h"
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

// The posterior mass of every arrangement for a record, or nothing if no deal satisfies it.
std::optional<std::unordered_map<std::uint32_t, long double>> arrangement_masses(const Record& r,
                                                                                 const VariantTables& t,
                                                                                 std::span<const DealSet> compiled) {
  const Evidence e = gather_evidence(r, t, compiled);
  if (e.consistent.empty()) return std::nullopt;
  const WeightedDeals wd = weigh_deals(r, e);
  std::unordered_map<std::uint32_t, long double> m;
  m.reserve(wd.deals.size());  // no rehashing while summing (there are at most as many arrangements)
  for (std::size_t i = 0; i < wd.deals.size(); ++i) m[t.arrangement_id(wd.deals[i])] += wd.weights[i] / wd.total;
  return m;
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
  // question asked (`question`; none: the player has no legal question).
  // A question to ask: the answerer, the predicate's text and, when it was made by shape, its
  // truth table over cells (see CandidateQuestion), which gives its truth set without compiling.
  struct Chosen {
    int answerer = 0;
    std::string predicate;
    std::optional<CandidateQuestion> shape;
  };

  struct Action {
    int target = -1;
    std::optional<Chosen> question;
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
    return {choose_vote(p, witch_position_), std::nullopt};
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
      for (Chosen& q : best_questions(p, s_.rollout->questions)) add({-1, std::move(q)});
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
    const auto evaluation = evaluate_in_sampled_worlds<1>(
        options.size(), [&](Rng& rng) { return belief.deals[weighted(rng, std::span<const double>(weights))]; },
        [&](std::uint32_t deal, std::size_t i, Rng& rng) {
          return std::array<double, 1>{playout(k, options[i], deal, rng()) ? 1.0 : 0.0};
        },
        o);
    return options[evaluation.ranking.front()];
  }

  static bool same_action(const Action& a, const Action& b) {
    if (a.target != b.target || a.question.has_value() != b.question.has_value()) return false;
    return !a.question ||
           (a.question->answerer == b.question->answerer && a.question->predicate == b.question->predicate);
  }

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
  std::vector<Chosen> best_questions(int asker, int top) {
    AdviseOptions o;
    o.phase = Phase::question;
    o.top = static_cast<std::size_t>(top);
    o.threads = 1;
    o.compiled_questions = compiled_;
    Restore restore(pub_);
    const Advice a = advise(view_of(asker, restore), o);
    std::vector<Chosen> out;
    for (const QuestionAdvice& q : a.questions) out.push_back({q.answerer, q.predicate, std::nullopt});
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
    pub_.view = player;
    for (std::uint32_t k = knows_[player] & ~public_tiles_; k != 0; k &= k - 1) {
      const int position = std::countr_zero(k);
      add_tile(pub_, Position(position), TileValue(values_[position]));
    }
    return pub_;
  }

  // ---- decisions ------------------------------------------------------------------------------

  int uniform(std::uint32_t mask) {
    auto k = static_cast<int>(below(rng_, static_cast<std::uint64_t>(std::popcount(mask))));
    for (std::uint32_t m = mask;; m &= m - 1)
      if (k-- == 0) return std::countr_zero(m);
  }

  int choose_inspection(int p, std::uint32_t allowed) {
    switch (s_.policies.inspect) {
      case InspectPolicy::random:
        return uniform(allowed);
      case InspectPolicy::fresh:
        return uniform((allowed & ~inspected_any_) != 0 ? allowed & ~inspected_any_ : allowed);
      case InspectPolicy::info: {
        AdviseOptions o;
        o.phase = Phase::search;
        o.top = t_.positions;
        o.threads = 1;
        o.compiled_questions = compiled_;
        Restore restore(pub_);
        const Advice a = advise(view_of(p, restore), o);
        // The largest information; among equally informative positions (before any question
        // every position tells the same), one nobody has inspected yet, then the first in
        // search order. Without the preference for fresh tiles every player would look at the
        // same tile. The search order: with one search round, clockwise from the inspector
        // (the next seat first, center slots after the last seat), so that inspections form a
        // chain (Ann sees Ben, Ben sees Cat, ...); taking the first position instead pairs
        // players up (Ann and Ben see each other's tiles), and a pair can ask each other
        // nothing. With groping's two rounds, the first position in seat order (the
        // chain measured worse there, e.g. unity-groping with 3 players 66% -> 16%).
        int best = -1;
        double best_info = -1;
        bool best_fresh = false;
        const int start = search_rounds(*s_.variant) == 1 ? p + 1 : 0;
        for (int d = 0; d < t_.positions; ++d) {
          const int q = (start + d) % t_.positions;
          if (!((allowed >> q) & 1u)) continue;
          const bool fresh = !((inspected_any_ >> q) & 1u);
          for (const auto& x : a.inspections) {
            if (x.position != q) continue;
            const bool better = x.info_bits > best_info + kTieTolerance;
            const bool tie = !better && x.info_bits >= best_info - kTieTolerance;
            if (better || (tie && fresh && !best_fresh)) best = q, best_info = x.info_bits, best_fresh = fresh;
          }
        }
        return best >= 0 ? best : uniform(allowed);
      }
    }
    return uniform(allowed);
  }

  // A uniformly random legal question of the four families (before merging) for `asker`.
  std::optional<Chosen> random_question(int asker) {
    // The values a position can hold as far as the asker has seen.
    std::uint32_t seen = 0;
    for (std::uint32_t k = knows_[asker] | public_tiles_; k != 0; k &= k - 1)
      seen |= 1u << values_[std::countr_zero(k)];
    struct Group {
      int answerer;
      int first, second;  // second = -1: one position
      std::uint32_t values = 0;
      std::uint64_t count = 0;
    };
    std::vector<Group> groups;
    std::uint64_t total = 0;
    for (int b = 0; b < s_.players; ++b) {
      if (b == asker) continue;
      const std::uint32_t askable = knows_[b] & ~knows_[asker];
      std::vector<int> positions;
      for (int q = 0; q < t_.positions; ++q)
        if ((askable >> q) & 1u) positions.push_back(q);
      for (int q : positions) {
        const std::uint32_t values = can_hold_[q] & ~seen;
        groups.push_back({b, q, -1, values, one_position_shape_count(values)});
        total += groups.back().count;
      }
      for (std::size_t i = 0; i < positions.size(); ++i)
        for (std::size_t j = i + 1; j < positions.size(); ++j) {
          groups.push_back({b, positions[i], positions[j], 0, two_position_shape_count()});
          total += groups.back().count;
        }
    }
    if (total == 0) return std::nullopt;
    std::uint64_t k = below(rng_, total);
    for (const Group& g : groups) {
      if (k >= g.count) {
        k -= g.count;
        continue;
      }
      // The question's shape, then its text around the position names.
      const QuestionShape shape = g.second < 0 ? one_position_shape(g.values, k) : two_position_shape(k);
      std::string text = pub_.position_name(g.first);
      text += shape.infix;
      if (g.second >= 0) text += pub_.position_name(g.second);
      text += shape.suffix;
      return Chosen{g.answerer, std::move(text), CandidateQuestion{g.answerer, g.first, g.second, shape.cells, {}}};
    }
    return std::nullopt;
  }

  // The question `asker` asks: the Captain's best last question, or by the ask policy.
  std::optional<Chosen> choose_question(int asker, bool captain) {
    if (!captain && s_.policies.ask == AskPolicy::random) return random_question(asker);
    AdviseOptions o;
    o.phase = captain ? Phase::captain : Phase::question;
    o.top = 1;
    o.threads = 1;
    o.compiled_questions = compiled_;
    Restore restore(pub_);
    const Advice a = advise(view_of(asker, restore), o);
    if (a.questions.empty()) return std::nullopt;
    return Chosen{a.questions.front().answerer, a.questions.front().predicate, std::nullopt};
  }

  void ask(int asker, const std::optional<Chosen>& question) {
    if (!question) return;
    const int answerer = question->answerer;
    const std::string& predicate = question->predicate;
    const Predicate parsed = parse_question(pub_, Player(asker), Player(answerer), predicate);
    // The predicate's truth set is the same whatever the answer: kept from here on (deceive
    // weighs both answers with it).
    compiled_.push_back(question->shape ? truth_set(t_.universe, question->shape->first, question->shape->second,
                                                    question->shape->cells)
                                        : compile(parsed, t_.universe));
    const bool true_answer = compiled_.back().contains(deal_);
    bool answer = true_answer;
    if (team_[answerer]) {
      switch (s_.policies.answer) {
        case AnswerPolicy::truth:
          break;
        case AnswerPolicy::lie:
          answer = !true_answer;
          break;
        case AnswerPolicy::coin:
          answer = chance(rng_, s_.coin_rate.value_or(s_.lie_rate)) ? !true_answer : true_answer;
          break;
        case AnswerPolicy::deceive:
          answer = deceive(asker, answerer, parsed, true_answer);
          break;
      }
    }
    if (answer != true_answer) ++lies_;
    ++questions_;
    add_question(pub_, Player(asker), Player(answerer), parsed, answer);
  }

  // The answer that makes the true winning arrangement least likely for the public record,
  // averaged over the deals the answerer considers possible (their own knowledge); ties: truth.
  // compiled_ already holds the question's truth set, one more than the public questions.
  bool deceive(int asker, int answerer, const Predicate& parsed, bool true_answer) {
    const WeightedDeals belief = [&] {
      Restore restore(pub_);
      const Record& belief_record = view_of(answerer, restore);
      const std::span<const DealSet> asked(compiled_.data(), compiled_.size() - 1);
      return weigh_deals(belief_record, gather_evidence(belief_record, t_, asked));
    }();
    double score[2] = {0, 0};  // [0]: the truth, [1]: the lie
    for (int lie = 0; lie < 2; ++lie) {
      Restore restore(pub_);
      add_question(pub_, Player(asker), Player(answerer), parsed, lie ? !true_answer : true_answer);
      const auto masses = arrangement_masses(pub_, t_, compiled_);
      if (!masses) {
        score[lie] = 2;  // an answer no deal fits would give the Witch team away
        continue;
      }
      long double s = 0;
      for (std::size_t i = 0; i < belief.deals.size(); ++i) {
        auto it = masses->find(t_.arrangement_id(belief.deals[i]));
        if (it != masses->end()) s += belief.weights[i] / belief.total * it->second;
      }
      score[lie] = static_cast<double>(s);
    }
    return score[1] < score[0] - kTieTolerance ? !true_answer : true_answer;
  }

  int choose_vote(int p, int witch_position) {
    if (team_[p]) {
      if (s_.policies.witch_vote == WitchVote::self) return p;
      // pack: the first bewitched player in seat order, whom every bewitched player may
      // recommend; the Witch may not recommend a bewitched player, so she recommends herself.
      if (p == witch_position) return p;
      for (int b = 0; b < s_.players; ++b)
        if (team_[b] && b != witch_position) return b;
      return p;
    }
    if (s_.policies.knight_vote == KnightVote::self) return p;
    AdviseOptions o;
    o.phase = Phase::vote;
    o.top = 1;
    o.threads = 1;
    o.compiled_questions = compiled_;
    Restore restore(pub_);
    const Advice a = advise(view_of(p, restore), o);
    return a.captains.empty() ? p : a.captains.front().player;
  }

  RoundSettings s_;
  const VariantTables& t_;
  std::uint32_t deal_;
  std::span<const std::uint8_t> values_;
  Rng rng_;
  Record pub_;
  std::vector<DealSet> compiled_;  // per public question, its predicate's truth set (while one is answered, also its)
  std::vector<std::uint32_t> knows_;
  std::vector<std::uint32_t> can_hold_;  // per position: the values the dealing can put there
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
