#include "solver/seven_knights/policy.h"

#include <array>
#include <utility>

#include <fmt/format.h>

namespace skb::seven_knights {

namespace {

constexpr std::array kProfiles = {
    Profile{"naive",
            "random inspections and questions, Witch team lies on a coin flip, everyone votes for themselves",
            {InspectPolicy::random, AskPolicy::random, AnswerPolicy::coin, KnightVote::self, WitchVote::self}},
    Profile{"smart",
            "most informative inspections and questions, Witch team deceives, Knights vote for the best Captain, "
            "the Witch team packs its votes",
            {InspectPolicy::info, AskPolicy::info, AnswerPolicy::deceive, KnightVote::best, WitchVote::pack}},
    Profile{"rollout",
            "the Knights try every inspection, their best questions and every vote in playouts of the base profile "
            "(--rollout-base, default naive) on deals they consider possible, and take the one that wins most; "
            "everyone else plays the base profile",
            {InspectPolicy::random, AskPolicy::random, AnswerPolicy::coin, KnightVote::self, WitchVote::self},
            true},
};

template <class E, std::size_t N>
using Names = std::array<std::pair<E, std::string_view>, N>;

constexpr Names<InspectPolicy, 3> kInspect = {
    {{InspectPolicy::random, "random"}, {InspectPolicy::fresh, "fresh"}, {InspectPolicy::info, "info"}}};
constexpr Names<AskPolicy, 2> kAsk = {{{AskPolicy::random, "random"}, {AskPolicy::info, "info"}}};
constexpr Names<AnswerPolicy, 4> kAnswer = {{{AnswerPolicy::truth, "truth"},
                                             {AnswerPolicy::lie, "lie"},
                                             {AnswerPolicy::coin, "coin"},
                                             {AnswerPolicy::deceive, "deceive"}}};
constexpr Names<KnightVote, 2> kKnightVote = {{{KnightVote::self, "self"}, {KnightVote::best, "best"}}};
constexpr Names<WitchVote, 2> kWitchVote = {{{WitchVote::self, "self"}, {WitchVote::pack, "pack"}}};

template <class E, std::size_t N>
std::string_view name_of(const Names<E, N>& names, E e) {
  for (const auto& [value, name] : names)
    if (value == e) return name;
  return "";
}

template <class E, std::size_t N>
std::optional<E> find_in(const Names<E, N>& names, std::string_view name) {
  for (const auto& [value, n] : names)
    if (n == name) return value;
  return std::nullopt;
}

}  // namespace

std::span<const Profile> profiles() { return kProfiles; }

const Profile* find_profile(std::string_view name) {
  for (const Profile& p : kProfiles)
    if (p.name == name) return &p;
  return nullptr;
}

std::string_view policy_name(InspectPolicy p) { return name_of(kInspect, p); }
std::string_view policy_name(AskPolicy p) { return name_of(kAsk, p); }
std::string_view policy_name(AnswerPolicy p) { return name_of(kAnswer, p); }
std::string_view policy_name(KnightVote p) { return name_of(kKnightVote, p); }
std::string_view policy_name(WitchVote p) { return name_of(kWitchVote, p); }
std::optional<InspectPolicy> find_inspect_policy(std::string_view name) { return find_in(kInspect, name); }
std::optional<AskPolicy> find_ask_policy(std::string_view name) { return find_in(kAsk, name); }
std::optional<AnswerPolicy> find_answer_policy(std::string_view name) { return find_in(kAnswer, name); }
std::optional<KnightVote> find_knight_vote(std::string_view name) { return find_in(kKnightVote, name); }
std::optional<WitchVote> find_witch_vote(std::string_view name) { return find_in(kWitchVote, name); }

std::string describe(const Policies& p) {
  return fmt::format("{}/{}/{}/{}/{}", policy_name(p.inspect), policy_name(p.ask), policy_name(p.answer),
                     policy_name(p.knight_vote), policy_name(p.witch_vote));
}

bool deterministic(const Policies& p, double lie_rate) {
  const bool coin_fixed = lie_rate == 0.0 || lie_rate == 1.0;
  return p.inspect == InspectPolicy::info && p.ask == AskPolicy::info && (p.answer != AnswerPolicy::coin || coin_fixed);
}

std::optional<std::string> answer_model_conflict(const Variant& variant, AnswerPolicy p, double lie_rate) {
  if (!variant.witch) return std::nullopt;  // no Witch, no Witch team: nobody ever plays the policy
  if (p == AnswerPolicy::lie && lie_rate == 0.0)
    return "the Witch team cannot always lie when everyone reasons with lie rate 0 (answers always true): use "
           "--lie-rate above 0, or another --answer policy";
  if (p == AnswerPolicy::truth && lie_rate == 1.0)
    return "the Witch team cannot always tell the truth when everyone reasons with lie rate 1 (answers always "
           "false): use --lie-rate below 1, or another --answer policy";
  if (p == AnswerPolicy::deceive && (lie_rate == 0.0 || lie_rate == 1.0))
    return "the 'deceive' answers need a lie rate strictly between 0 and 1 (at 0 or 1 everyone knows in advance "
           "whether the Witch team lies)";
  return std::nullopt;
}

std::optional<std::string> answer_model_conflict(const Variant& variant, AnswerPolicy p, double lie_rate,
                                                 std::optional<double> coin_rate) {
  if (auto conflict = answer_model_conflict(variant, p, lie_rate)) return conflict;
  if (!variant.witch || p != AnswerPolicy::coin || !coin_rate) return std::nullopt;
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
