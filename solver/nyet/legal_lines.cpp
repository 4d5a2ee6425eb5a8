#include "solver/nyet/legal_lines.h"

#include <algorithm>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/nyet/record_reader.h"
#include "solver/nyet/record_vocabulary.h"
#include "solver/nyet/replay.h"

namespace skb::nyet {

namespace {

// The record's statements as text, each on the line it was read from (comments and blank lines
// dropped), so that the reader names the same lines.
std::vector<std::string> record_lines(const Record& record) {
  std::vector<std::string> lines;
  for (const Statement& s : record.statements) {
    if (static_cast<int>(lines.size()) < s.line) lines.resize(static_cast<std::size_t>(s.line));
    lines[static_cast<std::size_t>(s.line - 1)] = std::string(static_cast<std::size_t>(s.column - 1), ' ') + s.text;
  }
  return lines;
}

// The kinds a seat may play, discard or pass as far as the record knows: those of its hand when
// known, else every kind of the deck; in deck order.
std::vector<Kind> candidate_kinds(const Replay& replay, Seat s) {
  const CardSet cards = replay.seat(s).known ? replay.seat(s).hand : deck(replay.players());
  std::vector<Kind> out;
  for (int i = 0; i < kKindCount; ++i)
    if (count_of(cards, kind_from_index(i)) > 0) out.push_back(kind_from_index(i));
  return out;
}

// Collects the candidates the reader accepts.
class Lines {
 public:
  explicit Lines(const Record& record) : record_(record) {}
  void offer(std::string group, std::string label, std::string line, std::optional<int> replace = std::nullopt) {
    if (reader_accepts(record_, line, replace))
      out_.push_back({std::move(group), std::move(label), std::move(line), replace});
  }
  std::vector<NextLine> take() { return std::move(out_); }

 private:
  const Record& record_;
  std::vector<NextLine> out_;
};

void offer_vetoes(const Replay& replay, Lines& lines) {
  const Table& t = replay.record().table;
  const std::string& name = t.name(*replay.to_move());
  for (const Line line : kLines)
    for (int i = 0; i < box_count(line, t.players()); ++i) {
      const std::string box = box_text(Box{line, i}, t);
      lines.offer(fmt::format("{} vetoes {}", name, line_name(line)), box,
                  fmt::format("veto {} {} {}", name, line_name(line), box));
    }
}

// The teams (the first player's side first, each in seat order) and the Bonus holder.
void offer_teams(const Replay& replay, Lines& lines) {
  const Record& r = replay.record();
  const Table& t = r.table;
  if (!replay.first_player()) return;
  const Seat first = *replay.first_player();
  if (!r.teams) {
    std::vector<SeatSet> sides;
    for (const Teams& choice : team_choices(t.players(), first)) {
      const SeatSet own = choice.side_of(first, t.players());
      if (std::find(sides.begin(), sides.end(), own) != sides.end()) continue;
      sides.push_back(own);
      const std::string label = fmt::format("{} vs {}", t.names_of(own), t.names_of(own.complement(t.players())));
      lines.offer(fmt::format("{} chooses the teams", t.name(first)), label, "teams " + label);
    }
    return;
  }
  if (!r.bonus_written)
    for (int i = 0; i < t.players(); ++i)
      lines.offer("The Bonus card", t.name(Seat(i)), "bonus " + t.name(Seat(i)));
}

void offer_discards(const Replay& replay, Lines& lines) {
  const Table& t = replay.record().table;
  for (int i = 0; i < t.players(); ++i) {
    const Seat s(i);
    const std::string& name = t.name(s);
    const std::vector<Kind> kinds = candidate_kinds(replay, s);
    const std::string discards = fmt::format("{} discards", name);
    lines.offer(discards, "none", fmt::format("discard {} none", name));
    if (replay.seat(s).known) {
      const CardSet hand = replay.seat(s).hand;
      for (std::size_t a = 0; a < kinds.size(); ++a) {
        lines.offer(discards, kind_text(kinds[a]), fmt::format("discard {} {}", name, kind_text(kinds[a])));
        for (std::size_t b = a; b < kinds.size(); ++b) {
          if (b == a && count_of(hand, kinds[a]) < 2) continue;
          const std::string two = kind_text(kinds[a]) + " " + kind_text(kinds[b]);
          lines.offer(discards, two, fmt::format("discard {} {}", name, two));
        }
      }
    }
    for (const Kind k : kinds)
      lines.offer(fmt::format("{} passes", name), kind_text(k), fmt::format("pass {} {}", name, kind_text(k)));
  }
}

// The next card of the trick in progress (its line grows), or the lead of a new trick.
void offer_tricks(const Replay& replay, Lines& lines) {
  const Record& r = replay.record();
  const Table& t = r.table;
  const bool growing = !r.tricks.empty() && static_cast<int>(r.tricks.back().cards.size()) < t.players();
  if (growing) {
    const TrickEntry& last = r.tricks.back();
    std::string text = "trick " + t.name(last.leader);
    for (const CardWord& w : last.cards) text += " " + kind_text(w.kind);
    const Seat s = last.leader.after(static_cast<int>(last.cards.size()), t.players());
    const int line = r.statement(last.statement).line;
    for (const Kind k : candidate_kinds(replay, s))
      lines.offer(fmt::format("{} plays", t.name(s)), kind_text(k), text + " " + kind_text(k), line);
    return;
  }
  // A new trick: its leader to lead, or with the card led. The leader is the winner of the last
  // trick, or the first player for the first; where the record does not say yet, every seat is
  // offered and the reader keeps the one the rules name.
  std::optional<Seat> leader = replay.phase() == Phase::tricks ? replay.to_move() : replay.first_player();
  for (int i = 0; i < t.players(); ++i) {
    const Seat s(i);
    if (leader && s != *leader) continue;
    const std::string group = fmt::format("{} leads", t.name(s));
    lines.offer(group, "no card yet", "trick " + t.name(s));
    for (const Kind k : candidate_kinds(replay, s))
      lines.offer(group, kind_text(k), fmt::format("trick {} {}", t.name(s), kind_text(k)));
  }
}

std::string phase_text(const Replay& replay) {
  const Record& r = replay.record();
  const Table& t = r.table;
  switch (replay.phase()) {
    case Phase::veto:
      if (r.is_position()) return "the position: who leads the trick";
      return fmt::format("vetoes: {}'s turn, veto {} of {}", t.name(*replay.to_move()), replay.vetoes() + 1,
                         vetoes_per_round(t.players()));
    case Phase::teams:
      return fmt::format("teams: {} chooses", t.name(*replay.first_player()));
    case Phase::discard:
      if (t.players() == 5 && r.teams && !r.bonus_written)
        return fmt::format("the Bonus card: {} gives it", t.name(*replay.first_player()));
      return "discards and passes, then the first trick";
    case Phase::tricks: {
      if (!replay.to_move()) return "the position: who leads the trick";
      const TrickPlay& tp = replay.tricks();
      const int number = static_cast<int>(tp.history().size()) + 1;
      return fmt::format("trick {} of {}: {} to {}", number, number - 1 + tp.tricks_left(), t.name(tp.to_play()),
                         tp.current().empty() ? "lead" : "play");
    }
    case Phase::over:
      break;
  }
  return "the round is over: every trick has been played";
}

}  // namespace

bool reader_accepts(const Record& record, const std::string& line, std::optional<int> replace_line) {
  std::vector<std::string> lines = record_lines(record);
  if (replace_line)
    lines[static_cast<std::size_t>(*replace_line - 1)] = line;
  else
    lines.push_back(line);
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  try {
    read_record(text, record.file);
  } catch (const RecordError&) {
    return false;
  } catch (const Contradiction&) {
    return true;
  }
  return true;
}

NextLines legal_lines(const Record& record) {
  const Replay replay = Replay::of(record);
  NextLines out;
  out.phase = phase_text(replay);
  if (replay.phase() == Phase::over) {
    out.finished = true;
    return out;
  }
  Lines lines(record);
  if (replay.phase() == Phase::veto && !record.is_position()) {
    offer_vetoes(replay, lines);
  } else {
    if (record.tricks.empty() && !record.is_position()) {
      offer_teams(replay, lines);
      offer_discards(replay, lines);
    }
    offer_tricks(replay, lines);
  }
  out.lines = lines.take();
  return out;
}

}  // namespace skb::nyet
