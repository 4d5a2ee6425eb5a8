#include "solver/seven_knights/policy.h"

#include <array>

#include <fmt/format.h>

namespace skb::seven_knights {

namespace {

constexpr std::array kProfiles = {
    Profile{"naive",
            "random inspections and questions, Witch team lies on a coin flip, everyone votes for themselves",
            {&random_inspection, &random_question, &coin_answer, &self_vote, &self_vote}},
    Profile{"smart",
            "most informative inspections and questions, Witch team deceives, Knights vote for the best Captain, "
            "the Witch team packs its votes",
            {&info_inspection, &info_question, &deceive_answer, &best_vote, &pack_vote}},
    Profile{"rollout",
            "the Knights try every inspection, their best questions and every vote in playouts of the base profile "
            "(--rollout-base, default naive) on deals they consider possible, and take the one that wins most; "
            "everyone else plays the base profile",
            {&random_inspection, &random_question, &coin_answer, &self_vote, &self_vote},
            true},
};

// Returns the policy of `policies` (one decision kind's) whose name() is `name`, or nullptr.
template <class P, std::size_t N>
const P* find_in(const std::array<const P*, N>& policies, std::string_view name) {
  for (const P* p : policies)
    if (p->name() == name) return p;
  return nullptr;
}

// Each decision kind's policies, as the command line offers them.
constexpr std::array<const InspectPolicy*, 3> kInspect = {&random_inspection, &fresh_inspection, &info_inspection};
constexpr std::array<const AskPolicy*, 2> kAsk = {&random_question, &info_question};
constexpr std::array<const AnswerPolicy*, 4> kAnswer = {&truth_answer, &lie_answer, &coin_answer, &deceive_answer};
constexpr std::array<const VotePolicy*, 2> kKnightVote = {&self_vote, &best_vote};
constexpr std::array<const VotePolicy*, 2> kWitchVote = {&self_vote, &pack_vote};

// Returns whether `p` is a policy of class T (told apart by class rather than by address, so
// that an object a caller makes counts as the named one).
template <class T, class P>
bool is(const P* p) {
  return dynamic_cast<const T*>(p) != nullptr;
}

}  // namespace

std::span<const Profile> profiles() { return kProfiles; }

const Profile* find_profile(std::string_view name) {
  for (const Profile& p : kProfiles)
    if (p.name == name) return &p;
  return nullptr;
}

const InspectPolicy* find_inspect_policy(std::string_view name) { return find_in(kInspect, name); }
const AskPolicy* find_ask_policy(std::string_view name) { return find_in(kAsk, name); }
const AnswerPolicy* find_answer_policy(std::string_view name) { return find_in(kAnswer, name); }
const VotePolicy* find_knight_vote(std::string_view name) { return find_in(kKnightVote, name); }
const VotePolicy* find_witch_vote(std::string_view name) { return find_in(kWitchVote, name); }

std::string describe(const Policies& p) {
  return fmt::format("{}/{}/{}/{}/{}", p.inspect->name(), p.ask->name(), p.answer->name(), p.knight_vote->name(),
                     p.witch_vote->name());
}

bool deterministic(const Policies& p, double lie_rate) {
  const bool coin_fixed = lie_rate == 0.0 || lie_rate == 1.0;
  return is<InfoInspection>(p.inspect) && is<InfoQuestion>(p.ask) && (!is<CoinAnswer>(p.answer) || coin_fixed);
}

std::optional<std::string> answer_model_conflict(const Variant& variant, const AnswerPolicy* p, double lie_rate) {
  if (!variant.witch) return std::nullopt;  // no Witch, no Witch team: nobody ever plays the policy
  if (is<LieAnswer>(p) && lie_rate == 0.0)
    return "the Witch team cannot always lie when everyone reasons with lie rate 0 (answers always true): use "
           "--lie-rate above 0, or another --answer policy";
  if (is<TruthAnswer>(p) && lie_rate == 1.0)
    return "the Witch team cannot always tell the truth when everyone reasons with lie rate 1 (answers always "
           "false): use --lie-rate below 1, or another --answer policy";
  if (is<DeceiveAnswer>(p) && (lie_rate == 0.0 || lie_rate == 1.0))
    return "the 'deceive' answers need a lie rate strictly between 0 and 1 (at 0 or 1 everyone knows in advance "
           "whether the Witch team lies)";
  return std::nullopt;
}

std::optional<std::string> answer_model_conflict(const Variant& variant, const AnswerPolicy* p, double lie_rate,
                                                 std::optional<double> coin_rate) {
  if (auto conflict = answer_model_conflict(variant, p, lie_rate)) return conflict;
  if (!variant.witch || !is<CoinAnswer>(p) || !coin_rate) return std::nullopt;
  if (lie_rate == 0.0 && *coin_rate > 0.0)
    return fmt::format(
        "the Witch team cannot lie at rate {} when everyone reasons with lie rate 0 (answers always "
        "true)",
        *coin_rate);
  if (lie_rate == 1.0 && *coin_rate < 1.0)
    return fmt::format(
        "the Witch team cannot tell the truth at rate {} when everyone reasons with lie rate 1 "
        "(answers always false)",
        1 - *coin_rate);
  return std::nullopt;
}

}  // namespace skb::seven_knights
