#include "solver/hats/record.h"

#include <algorithm>

#include <fmt/format.h>

#include "solver/core/error.h"

namespace skb::hats {

std::optional<int> Record::find_player(std::string_view name) const {
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i] == name) return static_cast<int>(i);
  return std::nullopt;
}

std::string Record::player_list() const {
  std::string out;
  for (const std::string& p : players) out += (out.empty() ? "" : ", ") + p;
  return out;
}

namespace {

// A contradiction among the record's statements (the game's word for a possibility: a hat layout).
[[noreturn]] void contradiction(const Record& r, std::vector<int> statements) {
  std::sort(statements.begin(), statements.end());
  statements.erase(std::unique(statements.begin(), statements.end()), statements.end());
  std::vector<ConflictingStatement> out;
  for (int s : statements) out.push_back({r.statement(s).line, r.statement(s).column, r.statement(s).text});
  throw Contradiction(r.file, std::move(out), "hat layout");
}

}  // namespace

Replay::Replay(const Record& record)
    : record_(record),
      table_(record.player_count(), record.variant, record.characters),
      history_(table_),
      deal_statement_(record.characters_statement) {
  for (const Kind c : record.characters) ++characters_seen_[static_cast<std::size_t>(c.index())];
  for (int k = 0; k < kCharacterKinds; ++k)
    if (characters_seen_[static_cast<std::size_t>(k)] > kCharacterCopies)
      throw RecordError({record.file, record.statement(record.characters_statement).line,
                         record.statement(record.characters_statement).column},
                        fmt::format("three characters {} laid out: the box has two of each kind", k + 1));
}

int Replay::turn_statement(int turn) const {
  if (turn < 0) return deal_statement_;
  return turn_statements_[static_cast<std::size_t>(turn)];
}

void Replay::fail(const Event& e, int column, const std::string& message) const {
  const Statement& s = record_.statement(e.statement);
  throw RecordError({record_.file, s.line, column > 0 ? column : s.column}, message);
}

void Replay::check_counts(Kind face) const {
  // Cards of this kind known to be distinct: taken before the deal, and every hat of this deal
  // whose face was shown.
  std::vector<int> statements = taken_by_[static_cast<std::size_t>(face.index())];
  for (HatId id = history_.first_id_of_deal(); id < shown_by_.size(); ++id)
    if (shown_by_[id] >= 0 && history_.face(id) == face) statements.push_back(shown_by_[id]);
  if (static_cast<int>(statements.size()) > hat_deck(record_.variant)[static_cast<std::size_t>(face.index())])
    contradiction(record_, statements);
}

void Replay::learn(HatId id, Kind face, int statement, unsigned seen_by) {
  if (id >= shown_by_.size()) shown_by_.resize(static_cast<std::size_t>(id) + 1, -1);
  const auto known = history_.face(id);
  if (known && *known != face) contradiction(record_, {shown_by_[id], statement});
  history_.saw(id, seen_by, face);
  if (!known) {
    shown_by_[id] = statement;
    check_counts(face);
  }
}

void Replay::check_live_deal() const {
  // A table whose every hat the record shows, none fitting, was dead: a dead-table must follow.
  for (const TableCheck& c : history_.checks()) {
    bool all_known = true, fits = false;
    std::vector<int> statements{turn_statement(c.after_turn)};
    c.table.positions().for_each([&](Position p) {
      const auto f = history_.face(c.table.hat(p));
      if (!f) {
        all_known = false;
        return;
      }
      fits = fits || f->fits(c.table.character(p));
      statements.push_back(shown_by_[c.table.hat(p)]);
    });
    if (all_known && !fits) contradiction(record_, statements);
  }
}

void Replay::play_next() {
  const Event& e = record_.events[static_cast<std::size_t>(played_)];
  const Statement& s = record_.statement(e.statement);
  if (table_.over()) fail(e, s.column, "the game is over: 3 positions remain, so nothing more can happen");
  if (e.kind == EventKind::dead_table) {
    pending_check_ = false;
    // The checks of this deal before the table died: a table the record shows dead was not live.
    check_live_deal();
    const int present = table_.positions().size();
    if (static_cast<int>(e.faces.size()) != present)
      fail(e, s.column,
           fmt::format("a dead table shows the hats of all {} positions, in order; this one shows {}", present,
                       e.faces.size()));
    std::size_t i = 0;
    table_.positions().for_each([&](Position p) {
      const Kind f = e.faces[i++];
      if (f.fits(table_.character(p)))
        fail(e, s.column,
             fmt::format("the table was not dead: the hat {} at position {} {}", kind_text(f), p.number(),
                         f.is_magic() ? "is magic" : "matches its character"));
    });
    i = 0;
    table_.positions().for_each([&](Position p) { learn(table_.hat(p), e.faces[i++], e.statement, kSeenByAll); });
    // Again, with the faces it reveals: an earlier table of this deal that they show dead (the
    // same hats before a look, say) would have been dealt again then.
    check_live_deal();
    table_.redeal();
    for (int k = 0; k < kHatKinds; ++k) {
      auto& before = taken_by_[static_cast<std::size_t>(k)];
      auto& in_deal = taken_in_deal_[static_cast<std::size_t>(k)];
      before.insert(before.end(), in_deal.begin(), in_deal.end());
      in_deal.clear();
    }
    history_.redealt(table_, table_.taken());
    deal_statement_ = e.statement;
    pending_check_ = true;
    ++played_;
    return;
  }
  if (pending_check_) history_.live(table_);
  pending_check_ = false;
  if (e.player != table_.to_move())
    fail(e, s.column,
         fmt::format("it is {}'s turn, not {}'s (turns go round in seat order, {} first)",
                     record_.players[static_cast<std::size_t>(table_.to_move())],
                     record_.players[static_cast<std::size_t>(e.player)], record_.players.front()));
  if (const auto why = table_.illegal(e.move)) fail(e, 0, *why);
  turn_statements_.push_back(e.statement);
  history_.turn(table_, e.move);
  const Position p = e.move.first;
  switch (e.move.kind) {
    case MoveKind::look:
      if (e.hat)
        learn(table_.hat(p), *e.hat, e.statement, 1u << e.player);
      else
        history_.saw(table_.hat(p), 1u << e.player, std::nullopt);
      table_.look(p);
      break;
    case MoveKind::swap:
      table_.swap(p, e.move.second);
      break;
    case MoveKind::open: {
      const Kind face = *e.hat;
      const bool draws = table_.draws_character(p, face);
      if (draws && !e.character)
        fail(e, 0,
             fmt::format("the hat {} matches: write the character laid in its place, 'new C' ({} left in the pile)",
                         kind_text(face), table_.characters_left()));
      if (!draws && e.character)
        fail(e, 0,
             face.matches(table_.character(p))
                 ? std::string("the character pile is empty: the position is removed, no new character is laid")
                 : fmt::format("the hat {} does not match the character {}: no new character is laid", kind_text(face),
                               kind_text(table_.character(p))));
      learn(table_.hat(p), face, e.statement, kSeenByAll);
      if (face.fits(table_.character(p))) taken_in_deal_[static_cast<std::size_t>(face.index())].push_back(e.statement);
      if (e.character && ++characters_seen_[static_cast<std::size_t>(e.character->index())] > kCharacterCopies)
        fail(e, 0, fmt::format("a third character {} is laid: the box has two of each kind", kind_text(*e.character)));
      table_.open(p, face, e.character);
      break;
    }
  }
  ++played_;
  pending_check_ = !table_.over();
}

void Replay::finish() {
  if (pending_check_) history_.live(table_);
  pending_check_ = false;
  check_live_deal();
}

void Replay::play_all() {
  while (played_ < static_cast<int>(record_.events.size())) play_next();
  finish();
}

void check_view(const Record& record, std::optional<int> viewer) {
  if (!viewer) return;
  for (const Event& e : record.events)
    if (e.kind == EventKind::turn && e.player == *viewer && e.move.kind == MoveKind::look && !e.hat) {
      const Statement& s = record.statement(e.statement);
      throw RecordError({record.file, s.line, static_cast<int>(s.text.size()) + s.column},
                        fmt::format("{} is the viewer: write the hat {} saw, e.g. '{} 7'",
                                    record.players[static_cast<std::size_t>(*viewer)],
                                    record.players[static_cast<std::size_t>(*viewer)], s.text));
    }
}

}  // namespace skb::hats
