// Seven Knights' rules of thumb for inspections, answers and votes (players.h); the questions
// are in players_ask.cpp.
#include "solver/seven_knights/players.h"

#include <bit>
#include <cmath>
#include <unordered_map>

#include "solver/core/tie_order.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/evidence.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/search.h"

namespace skb::seven_knights {

namespace {

// Returns a uniformly drawn position of `mask` (not empty): one draw below its number of
// positions, then the k-th in index order.
Position uniform_position(std::uint32_t mask, Rng& rng) {
  auto k = static_cast<int>(below(rng, static_cast<std::uint64_t>(std::popcount(mask))));
  for (std::uint32_t m = mask;; m &= m - 1)
    if (k-- == 0) return Position(std::countr_zero(m));
}

// Returns one weight per position of `legal`: 1 in `mask`, else 0.
std::vector<std::uint64_t> mask_weights(std::uint32_t mask, const std::vector<Position>& legal) {
  std::vector<std::uint64_t> w;
  w.reserve(legal.size());
  for (const Position q : legal) w.push_back((mask >> q.index) & 1u);
  return w;
}

// The fresh policy's positions: the allowed ones nobody has inspected yet, else every allowed one.
std::uint32_t fresh_pool(const InspectView& view) {
  const std::uint32_t fresh = view.allowed & ~view.inspected;
  return fresh != 0 ? fresh : view.allowed;
}

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

// Returns one weight per answer of `legal`: 1 for `answer`, else 0.
std::vector<std::uint64_t> answer_weights(bool answer, const std::vector<bool>& legal) {
  std::vector<std::uint64_t> w;
  w.reserve(legal.size());
  for (const bool a : legal) w.push_back(a == answer ? 1 : 0);
  return w;
}

// Returns one weight per player of `legal`: 1 for `target`, else 0.
std::vector<std::uint64_t> player_weights(Player target, const std::vector<Player>& legal) {
  std::vector<std::uint64_t> w;
  w.reserve(legal.size());
  for (const Player b : legal) w.push_back(b == target ? 1 : 0);
  return w;
}

}  // namespace

// ---- inspect --------------------------------------------------------------------------------

std::vector<Position> InspectDecisions::legal(const InspectView& view) {
  std::vector<Position> out;
  for (std::uint32_t m = view.allowed; m != 0; m &= m - 1) out.emplace_back(std::countr_zero(m));
  return out;
}

std::vector<std::uint64_t> RandomInspection::weights(const InspectView& view,
                                                     const std::vector<Position>& legal) const {
  return mask_weights(view.allowed, legal);
}

Position RandomInspection::choose(const InspectView& view, Rng& rng) const {
  return uniform_position(view.allowed, rng);
}

std::vector<std::uint64_t> FreshInspection::weights(const InspectView& view, const std::vector<Position>& legal) const {
  return mask_weights(fresh_pool(view), legal);
}

Position FreshInspection::choose(const InspectView& view, Rng& rng) const {
  return uniform_position(fresh_pool(view), rng);
}

Position InfoInspection::choose(const InspectView& view, Rng& rng) const {
  const VariantTables& t = *view.tables;
  AdviseOptions o;
  o.phase = Phase::search;
  o.top = static_cast<std::size_t>(t.positions);
  o.threads = 1;
  o.compiled_questions = view.compiled;
  const Advice a = advise(*view.record, o);
  // The largest information; among equally informative positions (before any question every
  // position tells the same), one nobody has inspected yet, then the first in search order.
  // Without the preference for fresh tiles every player would look at the same tile. The
  // search order: with one search round, clockwise from the inspector (the next seat first,
  // center slots after the last seat), so that inspections form a chain (Ann sees Ben, Ben sees
  // Cat, ...); taking the first position instead pairs players up (Ann and Ben see each other's
  // tiles), and a pair can ask each other nothing. With groping's two rounds, the first
  // position in seat order (the chain measured worse there, e.g. unity-groping with 3
  // players 66% -> 16%).
  int best = -1;
  double best_info = -1;
  bool best_fresh = false;
  const int start = search_rounds(*t.variant) == 1 ? view.player.index + 1 : 0;
  for (int d = 0; d < t.positions; ++d) {
    const int q = (start + d) % t.positions;
    if (!((view.allowed >> q) & 1u)) continue;
    const bool fresh = !((view.inspected >> q) & 1u);
    for (const auto& x : a.inspections) {
      if (x.position != q) continue;
      const bool better = x.info_bits > best_info + kTieTolerance;
      const bool tie = !better && x.info_bits >= best_info - kTieTolerance;
      if (better || (tie && fresh && !best_fresh)) best = q, best_info = x.info_bits, best_fresh = fresh;
    }
  }
  return best >= 0 ? Position(best) : uniform_position(view.allowed, rng);
}

// ---- answer ---------------------------------------------------------------------------------

std::vector<std::uint64_t> TruthAnswer::weights(const AnswerView& view, const std::vector<bool>& legal) const {
  return answer_weights(view.truth, legal);
}

bool TruthAnswer::choose(const AnswerView& view, Rng&) const { return view.truth; }

std::vector<std::uint64_t> LieAnswer::weights(const AnswerView& view, const std::vector<bool>& legal) const {
  return answer_weights(!view.truth, legal);
}

bool LieAnswer::choose(const AnswerView& view, Rng&) const { return !view.truth; }

std::vector<std::uint64_t> CoinAnswer::weights(const AnswerView& view, const std::vector<bool>& legal) const {
  constexpr std::uint64_t draws = std::uint64_t{1} << 53;  // the values of unit()'s 53 bits
  const double r = view.coin_rate;
  // ceil(r * 2^53) (exact: scaling by a power of two loses nothing) in [0, 2^53]; none for NaN.
  const std::uint64_t lies = r >= 1 ? draws : r > 0 ? static_cast<std::uint64_t>(std::ceil(r * 0x1.0p53)) : 0;
  std::vector<std::uint64_t> w;
  w.reserve(legal.size());
  for (const bool a : legal) w.push_back(a == view.truth ? draws - lies : lies);
  return w;
}

bool CoinAnswer::choose(const AnswerView& view, Rng& rng) const {
  return chance(rng, view.coin_rate) ? !view.truth : view.truth;
}

bool DeceiveAnswer::choose(const AnswerView& view, Rng&) const {
  const VariantTables& t = *view.tables;
  const Record& known = *view.record;
  const WeightedDeals belief =
      weigh_deals(known, gather_evidence(known, t, view.compiled.first(view.compiled.size() - 1)));
  double score[2] = {0, 0};  // [0]: the truth, [1]: the lie
  for (int lie = 0; lie < 2; ++lie) {
    Record after = *view.public_record;
    add_question(after, view.asker, view.player, *view.question, lie ? !view.truth : view.truth);
    const auto masses = arrangement_masses(after, t, view.compiled);
    if (!masses) {
      score[lie] = 2;  // an answer no deal fits would give the Witch team away
      continue;
    }
    long double s = 0;
    for (std::size_t i = 0; i < belief.deals.size(); ++i) {
      auto it = masses->find(t.arrangement_id(belief.deals[i]));
      if (it != masses->end()) s += belief.weights[i] / belief.total * it->second;
    }
    score[lie] = static_cast<double>(s);
  }
  return score[1] < score[0] - kTieTolerance ? !view.truth : view.truth;
}

// ---- vote -----------------------------------------------------------------------------------

std::vector<Player> VoteDecisions::legal(const VoteView& view) {
  const int n = view.tables->players;
  const int voter = view.player.index;
  // The Witch player (a seat holding W) and the bewitched may not recommend each other.
  const bool witch_seat = view.team && view.team->witch.index < n;
  const int witch = witch_seat ? view.team->witch.index : -1;
  std::vector<Player> out;
  for (int b = 0; b < n; ++b) {
    const bool held_back =
        witch_seat && b != voter && (voter == witch ? ((view.team->members >> b) & 1u) != 0 : b == witch);
    if (!held_back) out.emplace_back(b);
  }
  return out;
}

std::vector<std::uint64_t> SelfVote::weights(const VoteView& view, const std::vector<Player>& legal) const {
  return player_weights(view.player, legal);
}

Player SelfVote::choose(const VoteView& view, Rng&) const { return view.player; }

Player PackVote::target(const VoteView& view) {
  const int p = view.player.index;
  if (!view.team) return view.player;
  const int witch = view.team->witch.index;
  if (p == witch) return view.player;
  for (int b = 0; b < view.tables->players; ++b)
    if (((view.team->members >> b) & 1u) && b != witch) return Player(b);
  return view.player;
}

std::vector<std::uint64_t> PackVote::weights(const VoteView& view, const std::vector<Player>& legal) const {
  return player_weights(target(view), legal);
}

Player PackVote::choose(const VoteView& view, Rng&) const { return target(view); }

Player BestVote::choose(const VoteView& view, Rng&) const {
  AdviseOptions o;
  o.phase = Phase::vote;
  o.top = 1;
  o.threads = 1;
  o.compiled_questions = view.compiled;
  const Advice a = advise(*view.record, o);
  return a.captains.empty() ? view.player : Player(a.captains.front().player);
}

// ---- the policies, one object each ----------------------------------------------------------
// Constant-initialised (constinit): usable from any static initialiser.

constinit const RandomInspection random_inspection{};
constinit const FreshInspection fresh_inspection{};
constinit const InfoInspection info_inspection{};
constinit const RandomQuestion random_question{};
constinit const InfoQuestion info_question{};
constinit const CaptainQuestion captain_question{};
constinit const TruthAnswer truth_answer{};
constinit const LieAnswer lie_answer{};
constinit const CoinAnswer coin_answer{};
constinit const DeceiveAnswer deceive_answer{};
constinit const SelfVote self_vote{};
constinit const PackVote pack_vote{};
constinit const BestVote best_vote{};

}  // namespace skb::seven_knights
