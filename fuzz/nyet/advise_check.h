// What the Nyet! advise target (fuzz_nyet_advise: fuzz/common/advise_target.cpp with target.h)
// checks on one input: the first byte chooses the options (bits 0-2 the seed, bit 3 a budget of
// 1 or 2 deals, bit 4 one or two threads), the rest is a record, checked first as
// fuzz_nyet_record checks it (check_record). Then `skb nyet advise`'s library call on it, with
// small bounds so that each input is quick (a node limit of 20,000 a solve, exact card advice up
// to 50 deals):
// - before the tricks (the viewer's veto, teams, discard or pass): every option legal and
//   written as record lines, best first by score, every number finite, the played-out deals at
//   most the deals drawn, the same numbers on one and two threads, both reports render and the
//   JSON parses;
// - a card: advice or one of its stated refusals (no decision, the node limit, a contradiction
//   naming statements), the cards best first;
// nothing else may come out.
#pragma once

#include <cmath>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "cli/nyet/decision_report.h"
#include "fuzz/common/record_checks.h"
#include "fuzz/nyet/nyet_check.h"
#include "solver/nyet/advice.h"
#include "solver/nyet/decision_advice.h"

namespace skb::fuzz::nyet {

// The bounds of one advice call in the fuzzer.
inline constexpr std::uint64_t kFuzzNodeLimit = 20'000;
inline constexpr std::uint64_t kFuzzExactDeals = 50;

// Returns what is wrong with the advice before the tricks on `replay`, or "".
inline std::string check_decision_advice(const skb::nyet::Replay& replay, unsigned char choice) {
  using namespace skb::nyet;
  DecisionAdviceOptions o;
  o.seed = choice & 7U;
  o.budget = (choice & 8U) != 0 ? 2 : 1;
  o.first_round = 1;
  o.node_limit = kFuzzNodeLimit;
  const DecisionAdvice a = advise_decision(replay, o);
  if (a.options.empty()) return "decision advice with no option";
  if (a.played_out > a.draws || a.draws == 0 || a.draws > o.budget) return "decision advice drew a wrong number of deals";
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    const DecisionOption& d = a.options[i];
    if (!std::isfinite(d.score) || !std::isfinite(d.units) || !std::isfinite(d.score_error))
      return "a decision option's value is not a number";
    if (i > 0 && d.score > a.options[i - 1].score + 1e-9) return "the decision options are not best first";
    if (d.lines.empty() || d.lines.front().empty()) return "a decision option without its record line";
  }
  if ((choice & 16U) != 0) {
    o.threads = 2;
    const DecisionAdvice b = advise_decision(replay, o);
    if (b.options.size() != a.options.size()) return "decision advice differs on two threads";
    for (std::size_t i = 0; i < a.options.size(); ++i)
      if (b.options[i].lines != a.options[i].lines || b.options[i].score != a.options[i].score)
        return "decision advice differs on two threads";
  }
  const skb::cli::nyet::DecisionReportSettings s{o.budget, o.seed, o.node_limit};
  if (!nlohmann::json::accept(skb::cli::nyet::decision_json(replay, a, s, 0.0)))
    return "the decision advice's JSON does not parse";
  if (skb::cli::nyet::decision_text(replay, a, s, skb::cli::TextLayout{}).empty()) return "an empty decision report";
  return "";
}

// Returns what is wrong with the card advice on `replay`, or "".
inline std::string check_card_advice(const skb::nyet::Replay& replay, unsigned char choice) {
  using namespace skb::nyet;
  AdviceOptions o;
  o.seed = choice & 7U;
  o.budget = (choice & 8U) != 0 ? 2 : 1;
  o.first_round = 1;
  o.exact_limit = kFuzzExactDeals;
  o.node_limit = kFuzzNodeLimit;
  Advice a;
  try {
    a = advise(replay, o);
  } catch (const NoCardDecision& e) {
    return std::string(e.what()).empty() ? "a NoCardDecision without a message" : "";
  } catch (const DdLimitReached&) {
    return "";
  }
  if (a.cards.empty()) return "card advice with no card";
  for (std::size_t i = 1; i < a.cards.size(); ++i)
    if (a.cards[i].value > a.cards[i - 1].value + 1e-9) return "the cards are not best first";
  return "";
}

// Returns what is wrong with how skb advises on `bytes` (an option byte, then a record), or "".
inline std::string check_advise(std::string_view bytes) {
  using namespace skb::nyet;
  if (bytes.empty()) return "";
  const auto choice = static_cast<unsigned char>(bytes[0]);
  if (std::string problem = check_record(bytes.substr(1)); !problem.empty()) return problem;
  Record record;
  try {
    record = read_record(bytes.substr(1), "fuzz.nyet");
  } catch (const RecordError&) {
    return "";  // judged by check_record
  } catch (const Contradiction&) {
    return "";
  }
  try {
    const Replay replay = Replay::of(record);
    std::vector<Place> places;
    if (table_states(reduce(deal_problem(replay, places))) > kFuzzStates) return "";
    return has_pre_trick_decision(replay) ? check_decision_advice(replay, choice) : check_card_advice(replay, choice);
  } catch (const RecordError&) {
    return "";
  } catch (const Contradiction& c) {
    return check_contradiction(c);
  } catch (const NoCardDecision& e) {
    return std::string(e.what()).empty() ? "a NoCardDecision without a message" : "";
  }
}

}  // namespace skb::fuzz::nyet
