#include "cli/hats/solve_report.h"

#include <vector>

#include <fmt/format.h>

#include "cli/common/json.h"
#include "cli/common/percent.h"
#include "cli/common/provenance.h"

namespace skb::cli::hats {

using skb::hats::kHatKinds;
using skb::hats::Kind;
using skb::hats::kPositions;
using skb::hats::Position;
using skb::hats::PositionBelief;

namespace {

std::vector<std::string> knowers(const skb::hats::Record& r, const skb::hats::Table& t, Position p) {
  std::vector<std::string> out;
  const unsigned by = t.knowers(p);
  for (int s = 0; s < t.players(); ++s)
    if ((by >> s) & 1u) out.push_back(r.players[static_cast<std::size_t>(s)]);
  return out;
}

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string thousands(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string winners(const skb::hats::Record& r, const skb::hats::Table& t) {
  int best = t.score(0).value();
  for (int s = 1; s < t.players(); ++s) best = std::max(best, t.score(s).value());
  std::vector<std::string> names;
  for (int s = 0; s < t.players(); ++s)
    if (t.score(s).value() == best) names.push_back(r.players[static_cast<std::size_t>(s)]);
  if (names.size() == 1) return fmt::format("{} wins with {}", names[0], best);
  return fmt::format("{} share the win with {}", fmt::join(names, " and "), best);
}

}  // namespace

std::string scores_text(const skb::hats::Record& r, const skb::hats::Table& t) {
  std::vector<std::string> items;
  for (int s = 0; s < t.players(); ++s) {
    const skb::hats::Score& sc = t.score(s);
    std::vector<std::string> parts{plural(sc.pairs, "pair", "pairs")};
    if (sc.penalties > 0) parts.push_back(plural(sc.penalties, "penalty", "penalties"));
    if (sc.magic > 0) parts.push_back(plural(sc.magic, "magic hat", "magic hats"));
    items.push_back(
        fmt::format("{} {} ({})", r.players[static_cast<std::size_t>(s)], sc.value(), fmt::join(parts, ", ")));
  }
  std::string o = fmt::format("Scores: {}\n", fmt::join(items, "; "));
  if (t.over()) o += fmt::format("The game is over: {}.\n", winners(r, t));
  return o;
}

std::string solve_text(const skb::hats::Record& r, const skb::hats::Table& t, std::optional<int> viewer,
                       const skb::hats::Posterior& post, const ModelNote& model, const TextLayout& layout) {
  const std::string who = viewer ? r.players[static_cast<std::size_t>(*viewer)] : std::string("the spectator");
  std::string o = fmt::format("The hat game ({}), {} players: {}\n", skb::hats::variant_name(r.variant),
                              r.player_count(), fmt::join(r.players, " "));
  o += fmt::format(
      "{}; {} played, {}\n", viewer ? "seen by " + who : std::string("spectator's view"),
      plural(t.turns(), "turn", "turns"),
      t.over() ? std::string("the game is over") : r.players[static_cast<std::size_t>(t.to_move())] + " to move");
  o += model.name.empty()
           ? std::string("Model of play: none (the live-table checks are the only evidence beyond what was seen)\n")
           : fmt::format(
                 "Model of play: {}, tremble {} (every other player's turn since the deal weighed by its "
                 "chance)\n",
                 model.name, model.tremble);
  o += fmt::format("Hats {} does not know: {}; {} of {} face layouts fit the record\n", who, post.slots,
                   thousands(post.consistent), thousands(post.layouts));
  o += fmt::format("Every table since the deal was live: prior chance {}%\n\n", percent_in_text(post.checks_passed));

  const bool wide = !layout.too_wide(10 + 6 * kHatKinds + 16 + 20);
  o += wide ? "Where the hats are (chance in %; rows: positions, columns: hats):\n"
            : "Where the hats are (chance in %; the likeliest hat of each position):\n";
  std::string head = "  pos char";
  if (wide)
    for (int k = 0; k < kHatKinds; ++k) head += fmt::format("{:>6}", skb::hats::kind_text(Kind::from_index(k)));
  else
    head += "  likeliest";
  head += "   match  magic  known by\n";
  o += head;
  for (int i = 0; i < kPositions; ++i) {
    const Position p = Position::from_index(i);
    const PositionBelief& b = post.positions[static_cast<std::size_t>(i)];
    if (!b.present) {
      o += fmt::format("  {:>3}     (removed)\n", p.number());
      continue;
    }
    std::string row = fmt::format("  {:>3} {:>4}", p.number(), skb::hats::kind_text(t.character(p)));
    if (wide) {
      for (int k = 0; k < kHatKinds; ++k) {
        const double chance = b.face[static_cast<std::size_t>(k)];
        row += " " + shade(fmt::format("{:>5}", percent(chance, layout.utf8)), chance, layout.color);
      }
    } else {
      int best = 0;
      for (int k = 1; k < kHatKinds; ++k)
        if (b.face[static_cast<std::size_t>(k)] > b.face[static_cast<std::size_t>(best)] + 1e-12) best = k;
      row += fmt::format("  {:>3} {:>5}", skb::hats::kind_text(Kind::from_index(best)),
                         percent(b.face[static_cast<std::size_t>(best)], layout.utf8));
    }
    const auto names = knowers(r, t, p);
    row += fmt::format("   {} {}  {}", shade(fmt::format("{:>5}", percent(b.match, layout.utf8)), b.match, layout.color),
                       shade(fmt::format("{:>6}", percent(b.magic, layout.utf8)), b.magic, layout.color),
                       names.empty() ? std::string(middle_dot(layout.utf8)) : fmt::format("{}", fmt::join(names, " ")));
    while (!row.empty() && row.back() == ' ') row.pop_back();
    o += row + "\n";
  }
  o += "\nWhat each player knows (the positions whose hat they have seen):\n";
  std::vector<std::string> lines;
  for (int s = 0; s < t.players(); ++s) {
    std::vector<std::string> items;
    t.known(s).for_each([&](Position p) {
      const auto& face = post.positions[static_cast<std::size_t>(p.index())].known;
      // Faces are shown where the viewer knows them (their own looks, and opened hats).
      items.push_back(face ? fmt::format("{}={}", p.number(), skb::hats::kind_text(*face))
                           : std::to_string(p.number()));
    });
    o += fmt::format("  {}{}: {}\n", r.players[static_cast<std::size_t>(s)], viewer == s ? " (viewer)" : "",
                     items.empty() ? std::string("nothing") : fmt::format("{}", fmt::join(items, " ")));
  }
  o += "\n" + scores_text(r, t);
  if (!t.over())
    o += fmt::format("Piles: {} left, {} left\n", plural(t.characters_left(), "character", "characters"),
                     plural(t.hats_left(), "hat", "hats"));
  return wrap(o, layout.width, 2);
}

std::string solve_json(const skb::hats::Record& r, const skb::hats::Table& t, std::optional<int> viewer,
                       const skb::hats::Posterior& post, const ModelNote& model, double seconds) {
  std::string o = "{\n";
  std::vector<std::string> names;
  for (const std::string& p : r.players) names.push_back(json_string(p));
  o += fmt::format("  \"players\": [{}],\n", fmt::join(names, ", "));
  o += fmt::format("  \"variant\": {},\n", json_string(skb::hats::variant_name(r.variant)));
  o += fmt::format("  \"view\": {},\n", viewer ? json_string(r.players[static_cast<std::size_t>(*viewer)]) : "null");
  o += fmt::format("  \"model\": {},\n", model.name.empty() ? "null" : json_string(model.name));
  o += fmt::format("  \"tremble\": {},\n", model.name.empty() ? "null" : json_number(model.tremble));
  o += fmt::format("  \"turns\": {},\n", t.turns());
  o += fmt::format("  \"over\": {},\n", t.over() ? "true" : "false");
  o += fmt::format("  \"to_move\": {},\n",
                   t.over() ? "null" : json_string(r.players[static_cast<std::size_t>(t.to_move())]));
  o += fmt::format("  \"unknown_hats\": {},\n", post.slots);
  o += fmt::format("  \"layouts\": {},\n", post.layouts);
  o += fmt::format("  \"consistent_layouts\": {},\n", post.consistent);
  o += fmt::format("  \"checks_passed\": {},\n", json_number(post.checks_passed));
  o += fmt::format("  \"model_evidence\": {},\n", json_number(post.model_evidence));
  o += "  \"positions\": [\n";
  for (int i = 0; i < kPositions; ++i) {
    const Position p = Position::from_index(i);
    const PositionBelief& b = post.positions[static_cast<std::size_t>(i)];
    const std::string end = i + 1 < kPositions ? ",\n" : "\n";
    if (!b.present) {
      o += fmt::format("    {{\"position\": {}, \"present\": false}}{}", p.number(), end);
      continue;
    }
    std::vector<std::string> chances, who;
    for (int k = 0; k < kHatKinds; ++k)
      chances.push_back(fmt::format("{}: {}", json_string(skb::hats::kind_text(Kind::from_index(k))),
                                    json_number(b.face[static_cast<std::size_t>(k)])));
    for (const std::string& n : knowers(r, t, p)) who.push_back(json_string(n));
    o += fmt::format(
        "    {{\"position\": {}, \"present\": true, \"character\": {}, \"hat\": {}, \"known_by\": [{}], \"match\": {}, "
        "\"magic\": {}, \"chances\": {{{}}}}}{}",
        p.number(), skb::hats::kind_text(t.character(p)),
        b.known ? json_string(skb::hats::kind_text(*b.known)) : "null", fmt::join(who, ", "), json_number(b.match),
        json_number(b.magic), fmt::join(chances, ", "), end);
  }
  o += "  ],\n";
  std::vector<std::string> knowledge, scores;
  for (int s = 0; s < t.players(); ++s) {
    std::vector<std::string> positions;
    t.known(s).for_each([&](Position p) { positions.push_back(std::to_string(p.number())); });
    knowledge.push_back(
        fmt::format("{}: [{}]", json_string(r.players[static_cast<std::size_t>(s)]), fmt::join(positions, ", ")));
    const skb::hats::Score& sc = t.score(s);
    scores.push_back(fmt::format("{}: {{\"pairs\": {}, \"penalties\": {}, \"magic\": {}, \"score\": {}}}",
                                 json_string(r.players[static_cast<std::size_t>(s)]), sc.pairs, sc.penalties, sc.magic,
                                 sc.value()));
  }
  o += fmt::format("  \"knows\": {{{}}},\n", fmt::join(knowledge, ", "));
  o += fmt::format("  \"scores\": {{{}}},\n", fmt::join(scores, ", "));
  o += fmt::format("  \"piles\": {{\"characters\": {}, \"hats\": {}}},\n", t.characters_left(), t.hats_left());
  o += "  " + provenance_json(seconds) + "\n}\n";
  return o;
}

}  // namespace skb::cli::hats
