#include "solver/hats/legal_lines.h"

#include <fmt/format.h>

#include "solver/hats/record_writer.h"

namespace skb::hats {

namespace {

// Every hat face of the variant, in kind order (1..10, then M unless no-magic).
std::vector<Kind> faces(Variant v) {
  std::vector<Kind> out;
  const KindCounts deck = hat_deck(v);
  for (int k = 0; k < kHatKinds; ++k)
    if (deck[static_cast<std::size_t>(k)] > 0) out.push_back(Kind::from_index(k));
  return out;
}

// The characters that may be laid in place of a pair: the kinds of which fewer than the box's
// copies have been laid, in kind order.
std::vector<Kind> layable_characters(const Replay& replay) {
  std::vector<Kind> out;
  for (int k = 0; k < kCharacterKinds; ++k)
    if (replay.characters_laid(Kind::character(k + 1)) < kCharacterCopies) out.push_back(Kind::character(k + 1));
  return out;
}

// A turn of `player` as an event, for the writer's spelling.
Event turn(int player, Move m, std::optional<Kind> hat = std::nullopt, std::optional<Kind> character = std::nullopt) {
  Event e;
  e.kind = EventKind::turn;
  e.player = player;
  e.move = m;
  e.hat = hat;
  e.character = character;
  return e;
}

}  // namespace

bool dead_table_may_follow(const Replay& replay) { return !replay.table().over(); }

NextLines legal_lines(const Record& record, const Replay& replay, std::optional<int> viewer) {
  const Table& table = replay.table();
  NextLines out;
  if (table.over()) {
    out.phase = "the game is over: 3 positions remain";
    out.finished = true;
    return out;
  }
  const int player = table.to_move();
  const std::string& name = record.players[static_cast<std::size_t>(player)];
  out.phase = fmt::format("turn {}: {}'s turn", table.turns() + 1, name);
  const std::vector<Kind> all_faces = faces(record.variant);
  const std::vector<Kind> characters = layable_characters(replay);
  const auto add = [&](std::string group, std::string label, const Event& e) {
    out.lines.push_back({std::move(group), std::move(label), event_text(record, e), std::nullopt});
  };
  table.for_each_legal([&](Move m) {
    const Position p = m.first;
    switch (m.kind) {
      case MoveKind::look:
        if (viewer == player) {
          for (const Kind f : all_faces)
            add(fmt::format("{} looks at {}", name, p.number()), kind_text(f), turn(player, m, f));
        } else {
          add(fmt::format("{} looks at", name), std::to_string(p.number()), turn(player, m));
        }
        break;
      case MoveKind::swap:
        add(fmt::format("{} swaps", name), fmt::format("{} {}", p.number(), m.second.number()), turn(player, m));
        break;
      case MoveKind::open: {
        const std::string group = fmt::format("{} opens {}", name, p.number());
        for (const Kind f : all_faces) {
          if (!table.draws_character(p, f)) {
            add(group, kind_text(f), turn(player, m, f));
            continue;
          }
          for (const Kind c : characters)
            add(group, fmt::format("{} new {}", kind_text(f), kind_text(c)), turn(player, m, f, c));
        }
        break;
      }
    }
  });
  return out;
}

}  // namespace skb::hats
