#include "solver/seven_knights/legal_lines.h"

#include <algorithm>
#include <functional>
#include <optional>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/types.h"
#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

namespace {

// Proposes statements; check_rules keeps those it accepts.
class Proposer {
 public:
  explicit Proposer(const Record& record) : record_(record), facts_(check_rules(record)) {}

  // Appends the statement `add` makes to a copy of the record and keeps its text when the rules
  // accept it; returns whether they did.
  bool offer(const std::function<int(Record&)>& add, std::string group, std::string label) {
    Record extended = record_;
    const int statement = add(extended);
    try {
      (void)check_rules(extended);
    } catch (const RecordError&) {
      return false;
    }
    out_.lines.push_back(NextLine{std::move(group), std::move(label),
                                  statement_text(extended, static_cast<std::size_t>(statement)), std::nullopt});
    return true;
  }

  // The values the variant deals at `position`, in tile order.
  std::vector<int> values_at(int position) const {
    const int n = record_.player_count();
    return tile_order(record_.is_seat(position) ? seat_values(*record_.variant, n)
                                                : center_values(*record_.variant, n));
  }

  const Record& record_;
  const RecordFacts facts_;
  LegalLines out_;
};

void propose_looks(Proposer& p) {
  const Record& r = p.record_;
  for (int a = 0; a < r.player_count(); ++a)
    for (int q = 0; q < r.position_count(); ++q)
      p.offer([&](Record& x) { return add_look(x, Player(a), Position(q)); }, r.players[static_cast<std::size_t>(a)] + " looks",
              r.position_name(q));
}

void propose_tiles(Proposer& p) {
  const Record& r = p.record_;
  for (int q = 0; q < r.position_count(); ++q) {
    bool stated = false;
    for (const TileFact& t : r.tiles) stated = stated || t.position == q;
    if (stated) continue;
    for (const int v : p.values_at(q))
      p.offer([&](Record& x) { return add_tile(x, Position(q), TileValue(v)); }, "tile " + r.position_name(q),
              value_name(v));
  }
}

void propose_questions(Proposer& p) {
  const Record& r = p.record_;
  for (int a = 0; a < r.player_count(); ++a)
    for (int b = 0; b < r.player_count(); ++b) {
      if (a == b) continue;
      const std::string group = fmt::format("{} asks {}", r.players[static_cast<std::size_t>(a)],
                                            r.players[static_cast<std::size_t>(b)]);
      for (int q = 0; q < r.position_count(); ++q) {
        if (!((p.facts_.knows[static_cast<std::size_t>(b)] >> q) & 1u)) continue;
        for (const int v : p.values_at(q)) {
          const std::string text = fmt::format("{} = {}", r.position_name(q), value_name(v));
          for (const bool answer : {true, false}) {
            const auto add = [&](Record& x) {
              return add_question(x, Player(a), Player(b), parse_question(x, Player(a), Player(b), text), answer);
            };
            if (!p.offer(add, group, fmt::format("{}: {}", text, answer ? "yes" : "no"))) break;
          }
        }
      }
    }
}

void propose_votes_and_captain(Proposer& p) {
  const Record& r = p.record_;
  for (int a = 0; a < r.player_count(); ++a)
    for (int b = 0; b < r.player_count(); ++b)
      p.offer([&](Record& x) { return add_vote(x, Player(a), Player(b)); }, r.players[static_cast<std::size_t>(a)] + " votes",
              r.players[static_cast<std::size_t>(b)]);
  if (p.facts_.votes_complete) return;  // the votes decide: a `captain` line would only repeat them
  for (int a = 0; a < r.player_count(); ++a)
    p.offer([&](Record& x) { return add_captain(x, Player(a)); }, "the Captain", r.players[static_cast<std::size_t>(a)]);
}

// Returns the earliest part of the game the lines still allow, in a few words.
std::string phase_of(const Proposer& p) {
  const Record& r = p.record_;
  std::vector<std::string> to_look, to_vote;
  for (const NextLine& line : p.out_.lines) {
    const std::string actor = line.group.substr(0, line.group.find(' '));
    std::vector<std::string>* list = line.line.starts_with("look ") ? &to_look
                                     : line.line.starts_with("vote ") ? &to_vote
                                                                      : nullptr;
    if (list != nullptr && (list->empty() || list->back() != actor)) list->push_back(actor);
  }
  const auto joined = [](const std::vector<std::string>& names) { return fmt::format("{}", fmt::join(names, ", ")); };
  if (!to_look.empty()) return fmt::format("the search: {} to look", joined(to_look));
  const bool asks = std::any_of(p.out_.lines.begin(), p.out_.lines.end(),
                                [](const NextLine& l) { return l.line.starts_with("ask "); });
  if (asks && !p.facts_.captain) return "the questions";
  if (!to_vote.empty()) return fmt::format("the recommendation: {} to vote", joined(to_vote));
  if (asks) return fmt::format("the Captain's additional question: {} to ask", r.players[static_cast<std::size_t>(*p.facts_.captain)]);
  const bool captain = std::any_of(p.out_.lines.begin(), p.out_.lines.end(),
                                   [](const NextLine& l) { return l.line.starts_with("captain "); });
  if (captain) return "naming the Captain";
  if (!p.out_.lines.empty()) return "what the viewer knows: tiles";
  return "finished";
}

}  // namespace

LegalLines legal_lines(const Record& record) {
  Proposer p(record);
  propose_looks(p);
  propose_tiles(p);
  propose_questions(p);
  propose_votes_and_captain(p);
  p.out_.phase = phase_of(p);
  p.out_.finished = p.out_.lines.empty();
  return p.out_;
}

}  // namespace skb::seven_knights
