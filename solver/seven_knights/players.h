// Players: the rules of thumb simulated players of Seven Knights follow, as policies of the
// shared play layer (solver/core/policy.h). A round asks a player four kinds of decision, each
// its own Decisions struct: which position to inspect (InspectDecisions), which question to ask
// (AskDecisions), how a Witch-team player answers (AnswerDecisions; the Knights team always
// tells the truth) and whom to recommend as Captain (VoteDecisions). Each decision's View holds
// only what the deciding player knows: the public record, their own and inspected tiles, the
// truth sets of the questions asked so far, the variant's tables, who has inspected what, the
// values a position can hold and, on the Witch team, the team.
//
// Every rule of thumb is one object: a Model (solver/core/policy.h: integer weights over the
// legal actions) where its choice is uniform over a set or a fixed chance (random and fresh
// inspections, random questions, the truth/lie/coin answers, self and pack votes), a Policy
// where it searches (info inspections and questions, deceive, the best vote). Each draws its
// coins from the stream it is given in one fixed way (below), so that a seed plays the same
// round everywhere: a model's own choose() draws the same number as Model's generic draw over
// its weights (one below(n) for a choice among n), except that coin draws one chance() (a
// 53-bit draw, whose exact odds its weights are) and a choice with one possible action draws
// nothing (where the generic draw would take a number). The catalogue of policies by name and
// the profiles that bundle them are in policy.h; the round that asks them, in round.h.
//
// The record as the player knows it (the public statements, their tiles as tile facts, viewed
// by them) is what `skb advise` and `skb solve` read; building it costs time, so a view carries
// it only for the policies that read it (Policy::reads_history()), and null for the others.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/deal_set.h"
#include "solver/core/policy.h"
#include "solver/core/random.h"
#include "solver/seven_knights/candidate_questions.h"
#include "solver/seven_knights/record.h"
#include "solver/seven_knights/types.h"
#include "solver/seven_knights/variant_tables.h"

namespace skb::seven_knights {

// What the deciding player knows at any decision (every view below starts with it).
struct Knowledge {
  Player player{0};                       // who decides
  const VariantTables* tables = nullptr;  // the variant and player count's universe and arrangements
  // The record as the player knows it (see above); only for a policy that reads_history(), else null.
  const Record* record = nullptr;
  // The truth set of each question of the public record, in its order (an answer view adds one).
  std::span<const DealSet> compiled;
};

// ---- inspect --------------------------------------------------------------------------------

struct InspectView : Knowledge {
  std::uint32_t allowed = 0;    // bit q: the rules let the player inspect position q now
  std::uint32_t inspected = 0;  // bit q: someone has inspected position q (the looks are public)
};

// The positions the player may inspect, by index.
struct InspectDecisions {
  using View = InspectView;
  using Action = Position;
  static std::vector<Position> legal(const InspectView& view);
};

using InspectPolicy = skb::Policy<InspectDecisions>;

// `random`: uniform over the allowed positions: one draw below their number, the k-th in index
// order (as Model draws with equal weights).
class RandomInspection final : public Model<InspectDecisions> {
 public:
  std::string_view name() const override { return "random"; }
  std::vector<std::uint64_t> weights(const InspectView& view, const std::vector<Position>& legal) const override;
  Position choose(const InspectView& view, Rng& rng) const override;
};

// `fresh`: uniform over the allowed positions nobody has inspected yet, else over all allowed.
class FreshInspection final : public Model<InspectDecisions> {
 public:
  std::string_view name() const override { return "fresh"; }
  std::vector<std::uint64_t> weights(const InspectView& view, const std::vector<Position>& legal) const override;
  Position choose(const InspectView& view, Rng& rng) const override;
};

// `info`: the largest expected information about the winning arrangement (advise's search
// phase); among equally informative positions a fresh one, then the first in search order:
// clockwise from the inspector with one search round (inspections chain: Ann sees Ben, Ben sees
// Cat), in index order with groping's two. Random when advise ranks no allowed position.
class InfoInspection final : public InspectPolicy {
 public:
  std::string_view name() const override { return "info"; }
  bool reads_history() const override { return true; }
  Position choose(const InspectView& view, Rng& rng) const override;
};

// ---- ask ------------------------------------------------------------------------------------

// A question to ask: the answerer, the predicate in record syntax and, when it was made by
// shape, its truth table over cells (see CandidateQuestion), which gives its truth set without
// compiling. Two questions are the same when they go to the same answerer with the same text.
struct QuestionChoice {
  Player answerer{0};
  std::string predicate;
  std::optional<CandidateQuestion> shape;
  friend bool operator==(const QuestionChoice& a, const QuestionChoice& b) {
    return a.answerer == b.answerer && a.predicate == b.predicate;
  }
};

struct AskView : Knowledge {
  std::span<const std::uint32_t> knows;     // per player: the positions whose tile they know (own, inspected)
  std::span<const std::uint32_t> can_hold;  // per position: the values (bit v) the dealing can put there
  std::uint32_t seen_values = 0;            // bit v: the asker has seen a tile of value v (own, inspected, revealed)
  std::span<const std::string> position_names;  // as the record names them (players, then C1, C2, ...)
};

// The questions of advise's four families before merging (candidate_questions.h) that the rules
// let the asker ask: to each other player (by seat) about each position they know and the asker
// does not (by index), the one-position shapes over the values it can still hold for the asker
// (can_hold less seen_values), then each pair of them (the two-position shapes), in the shapes'
// generation order. Nothing, alone, when there is no such question: the asker asks nothing.
struct AskDecisions {
  using View = AskView;
  using Action = std::optional<QuestionChoice>;
  static std::vector<std::optional<QuestionChoice>> legal(const AskView& view);
};

using AskPolicy = skb::Policy<AskDecisions>;

// `random`: uniform over the legal questions: one draw below their number (none when there is
// none), the k-th made by shape without listing the others.
class RandomQuestion final : public Model<AskDecisions> {
 public:
  std::string_view name() const override { return "random"; }
  std::vector<std::uint64_t> weights(const AskView& view, const std::vector<Action>& legal) const override;
  Action choose(const AskView& view, Rng& rng) const override;
};

// `info`: the question with the largest expected information (advise's question phase, its
// first); nothing when advise offers none.
class InfoQuestion final : public AskPolicy {
 public:
  std::string_view name() const override { return "info"; }
  bool reads_history() const override { return true; }
  Action choose(const AskView& view, Rng& rng) const override;
};

// The Captain's last question, whatever the profile: the one that wins most (advise's captain
// phase, its first); nothing when advise offers none.
class CaptainQuestion final : public AskPolicy {
 public:
  std::string_view name() const override { return "captain"; }
  bool reads_history() const override { return true; }
  Action choose(const AskView& view, Rng& rng) const override;
};

// ---- answer ---------------------------------------------------------------------------------

// A Witch-team player answering. `player` is the answerer; `record` (for a policy that reads
// it) is a copy of the record as they know it, since the public record stays beside it; the
// truth sets in `compiled` end with the question's own.
struct AnswerView : Knowledge {
  const Record* public_record = nullptr;  // the public record before the answer (spectator view)
  Player asker{0};
  const Predicate* question = nullptr;  // as asked (parse_question)
  bool truth = false;                   // the true answer (the answerer knows the tiles it is about)
  double coin_rate = 0.5;               // the rate answers left to chance lie at: the round's coin rate, else λ
};

// The true answer first, then the lie.
struct AnswerDecisions {
  using View = AnswerView;
  using Action = bool;  // the answer given, true = yes
  static std::vector<bool> legal(const AnswerView& view) { return {view.truth, !view.truth}; }
};

using AnswerPolicy = skb::Policy<AnswerDecisions>;

// `truth`: always the true answer (no draw).
class TruthAnswer final : public Model<AnswerDecisions> {
 public:
  std::string_view name() const override { return "truth"; }
  std::vector<std::uint64_t> weights(const AnswerView& view, const std::vector<bool>& legal) const override;
  bool choose(const AnswerView& view, Rng& rng) const override;
};

// `lie`: always the false answer (no draw).
class LieAnswer final : public Model<AnswerDecisions> {
 public:
  std::string_view name() const override { return "lie"; }
  std::vector<std::uint64_t> weights(const AnswerView& view, const std::vector<bool>& legal) const override;
  bool choose(const AnswerView& view, Rng& rng) const override;
};

// `coin`: lies with probability coin_rate, by one chance(rng, coin_rate) (a 53-bit draw) at every
// answer, whatever the rate. Its weights are exactly that draw's odds: chance() lies when the
// draw's 53 bits m satisfy m * 2^-53 < r, for ceil(r * 2^53) of the 2^53 values of m.
class CoinAnswer final : public Model<AnswerDecisions> {
 public:
  std::string_view name() const override { return "coin"; }
  std::vector<std::uint64_t> weights(const AnswerView& view, const std::vector<bool>& legal) const override;
  bool choose(const AnswerView& view, Rng& rng) const override;
};

// `deceive`: the answer that makes the true winning arrangement least likely for the public
// record, averaged over the deals the answerer considers possible (their own knowledge): each
// answer's score is Σ_d P(d | answerer) P(arrangement of d | public record + that answer); an
// answer no deal fits scores 2 (it would give the Witch team away). The lower score wins; ties
// (within the tie tolerance): the truth.
class DeceiveAnswer final : public AnswerPolicy {
 public:
  std::string_view name() const override { return "deceive"; }
  bool reads_history() const override { return true; }
  bool choose(const AnswerView& view, Rng& rng) const override;
};

// ---- vote -----------------------------------------------------------------------------------

// What a Witch-team player knows of their team (from their own tile, what they saw and the
// public looks): where the Witch tile lies and who is on the team.
struct WitchTeam {
  Position witch{0};          // a seat (the Witch player) or a center slot
  std::uint32_t members = 0;  // bit p: player p is on the Witch team (the Witch player included)
};

struct VoteView : Knowledge {
  std::optional<WitchTeam> team;  // the voter's team when they are on the Witch team; nothing for a Knight
};

// The players the voter may recommend, by seat: everyone, except that the Witch never
// recommends a bewitched player, nor a bewitched player the Witch (rules.md; the voter knows
// who they are only on the Witch team, and a Knight is never held back).
struct VoteDecisions {
  using View = VoteView;
  using Action = Player;
  static std::vector<Player> legal(const VoteView& view);
};

using VotePolicy = skb::Policy<VoteDecisions>;

// `self`: the voter recommends themselves (no draw).
class SelfVote final : public Model<VoteDecisions> {
 public:
  std::string_view name() const override { return "self"; }
  std::vector<std::uint64_t> weights(const VoteView& view, const std::vector<Player>& legal) const override;
  Player choose(const VoteView& view, Rng& rng) const override;
};

// `pack` (the Witch team): every vote to the team's first bewitched player in seat order, whom
// every bewitched player may recommend; the Witch, who may not, recommends herself, as does a
// voter with no bewitched teammate (and a Knight, who knows no team). No draw.
class PackVote final : public Model<VoteDecisions> {
 public:
  std::string_view name() const override { return "pack"; }
  std::vector<std::uint64_t> weights(const VoteView& view, const std::vector<Player>& legal) const override;
  Player choose(const VoteView& view, Rng& rng) const override;
  // Returns the player the voter recommends.
  static Player target(const VoteView& view);
};

// `best` (the Knights): the top of advise's vote phase from the voter's knowledge; the voter
// themselves when advise lists nobody.
class BestVote final : public VotePolicy {
 public:
  std::string_view name() const override { return "best"; }
  bool reads_history() const override { return true; }
  Player choose(const VoteView& view, Rng& rng) const override;
};

// ---- the policies, one object each ----------------------------------------------------------
// (They hold no settings: one object serves every round and thread. policy.h finds them by name.)

extern const RandomInspection random_inspection;
extern const FreshInspection fresh_inspection;
extern const InfoInspection info_inspection;
extern const RandomQuestion random_question;
extern const InfoQuestion info_question;
extern const CaptainQuestion captain_question;
extern const TruthAnswer truth_answer;
extern const LieAnswer lie_answer;
extern const CoinAnswer coin_answer;
extern const DeceiveAnswer deceive_answer;
extern const SelfVote self_vote;
extern const PackVote pack_vote;
extern const BestVote best_vote;

}  // namespace skb::seven_knights
