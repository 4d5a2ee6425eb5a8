#include "solver/mutiny/legal_lines.h"

#include <array>
#include <optional>
#include <string_view>

#include <fmt/format.h>

#include "solver/core/error.h"
#include "solver/mutiny/record_reader.h"
#include "solver/mutiny/record_vocabulary.h"
#include "solver/mutiny/record_writer.h"
#include "solver/mutiny/rules.h"

namespace skb::mutiny {

namespace {

// A proposed line: the action it writes and its button.
struct Candidate {
  RecordedAction action;
  Phase phase;
  std::string group;
  std::string label;
};

// Proposes the lines, the reader keeps those it accepts.
class Proposer {
 public:
  explicit Proposer(const Record& record) : record_(record) {
    for (const Statement& s : record.statements) base_ += s.text + "\n";
    for (int p = 0; p < record.player_count(); ++p) everyone_.emplace_back(p);
    nobody_first_.emplace_back(std::nullopt);
    for (const Player p : everyone_) nobody_first_.emplace_back(p);
  }

  // Returns whether the record with `line` appended still reads.
  bool accepted(const std::string& line) const {
    try {
      (void)read_record(base_ + line + "\n", record_.file);
      return true;
    } catch (const RecordError&) {
      return false;
    }
  }

  // Keeps `c` as a line if the reader accepts it.
  void offer(Candidate c) {
    std::string line = action_text(record_, c.action);
    if (!accepted(line)) return;
    if (out_.lines.empty()) first_phase_ = c.phase;
    out_.lines.push_back(NextLine{std::move(c.group), std::move(c.label), std::move(line), std::nullopt});
  }

  std::string name(Player p) const { return record_.name(p); }
  std::string name(const std::optional<Player>& p) const { return p ? name(*p) : std::string(kNobodyWord); }

  const Record& record_;
  std::string base_;
  std::vector<Player> everyone_;
  std::vector<std::optional<Player>> nobody_first_;
  LegalLines out_;
  std::optional<Phase> first_phase_;
};

RecordedAction action_of(StatementKind kind, Player actor) {
  RecordedAction a;
  a.kind = kind;
  a.actor = actor;
  return a;
}

// The search and the two reports.
void propose_round_one_words(Proposer& p, const Seating& seating) {
  const Player boatswain = seating.holder(Role::boatswain);
  for (const auto& whom : p.nobody_first_) {
    RecordedAction a = action_of(StatementKind::search, boatswain);
    a.target = whom;
    p.offer({a, Phase::search, p.name(boatswain) + " searches", p.name(whom)});
  }
  const std::array<std::pair<Role, std::array<Claim, 2>>, 2> speakers{{
      {Role::boatswain, {Claim::is_mutineer, Claim::is_not_mutineer}},
      {Role::chaplain, {Claim::confessed, Claim::denied}},
  }};
  for (const auto& [role, claims] : speakers) {
    const Player speaker = seating.holder(role);
    const Phase phase = role == Role::boatswain ? Phase::boatswain_report : Phase::chaplain_report;
    const std::string group = p.name(speaker) + " reports";
    p.offer({action_of(StatementKind::report, speaker), phase, group, std::string(claim_word(Claim::silent))});
    for (const Player about : p.everyone_)
      for (const Claim claim : claims) {
        RecordedAction a = action_of(StatementKind::report, speaker);
        a.report = Report{claim, about};
        p.offer({a, phase, group, fmt::format("{} {}", p.name(about), claim_word(claim))});
      }
  }
}

// Every vote statement of one vote: each voter, one target or two.
void propose_votes(Proposer& p, StatementKind kind, Phase phase) {
  for (const Player voter : p.everyone_) {
    const std::string group = p.name(voter) + " votes";
    for (const Player first : p.everyone_) {
      RecordedAction a = action_of(kind, voter);
      a.target = first;
      p.offer({a, phase, group, p.name(first)});
      for (const Player second : p.everyone_) {
        a.second = second;
        p.offer({a, phase, group, p.name(first) + " " + p.name(second)});
      }
    }
  }
}

// A moved vote: CASTER FROM TO (dead reckoning), or the player named by change course: FROM TO.
void propose_moves(Proposer& p, StatementKind kind, Phase phase, Player actor, const std::string& group) {
  if (kind == StatementKind::dead_reckoning)
    p.offer({action_of(kind, actor), phase, group, std::string(kNobodyWord)});
  for (const Player caster : p.everyone_) {
    if (kind == StatementKind::move && caster != actor) continue;
    for (const Player from : p.everyone_)
      for (const Player to : p.everyone_) {
        RecordedAction a = action_of(kind, actor);
        a.caster = kind == StatementKind::dead_reckoning ? std::optional<Player>(caster) : std::nullopt;
        a.from = from;
        a.target = to;
        const std::string label = kind == StatementKind::move
                                      ? fmt::format("{} to {}", p.name(from), p.name(to))
                                      : fmt::format("{}: {} to {}", p.name(caster), p.name(from), p.name(to));
        p.offer({a, phase, group, label});
      }
  }
}

// A choice of one player or nobody (condemn, change course).
void propose_naming(Proposer& p, StatementKind kind, Phase phase, Player actor, const std::string& group) {
  for (const auto& whom : p.nobody_first_) {
    RecordedAction a = action_of(kind, actor);
    a.target = whom;
    p.offer({a, phase, group, p.name(whom)});
  }
}

void propose_round_two(Proposer& p, const Seating& seating) {
  const Player helmsman = seating.holder(Role::helmsman);
  const Player boatswain = seating.holder(Role::boatswain);
  const Player chaplain = seating.holder(Role::chaplain);
  const Player navigator = seating.holder(Role::navigator);
  propose_naming(p, StatementKind::condemn, Phase::condemn, helmsman, p.name(helmsman) + " condemns");
  p.offer({action_of(StatementKind::wait, boatswain), Phase::bosun_wait, p.name(boatswain) + ": bosun knows best",
           std::string(keyword(StatementKind::wait))});
  propose_votes(p, StatementKind::guilt_vote, Phase::guilt_vote);
  const std::string forgives = p.name(chaplain) + " forgives";
  p.offer({action_of(StatementKind::forgive, chaplain), Phase::forgiveness, forgives, std::string(kNobodyWord)});
  for (const Player caster : p.everyone_)
    for (const Player from : p.everyone_) {
      RecordedAction a = action_of(StatementKind::forgive, chaplain);
      a.caster = caster;
      a.from = from;
      p.offer({a, Phase::forgiveness, forgives, fmt::format("{}: {}", p.name(caster), p.name(from))});
    }
  propose_naming(p, StatementKind::change_course, Phase::change_course, navigator,
                 p.name(navigator) + " changes course");
  for (const Player named : p.everyone_)
    propose_moves(p, StatementKind::move, Phase::change_course_move, named, p.name(named) + " moves a vote");
}

}  // namespace

LegalLines legal_lines(const Record& record) {
  Proposer p(record);
  const Seating& seating = *record.seating;
  propose_round_one_words(p, seating);
  propose_votes(p, StatementKind::innocence_vote, Phase::innocence_vote);
  const Player navigator = seating.holder(Role::navigator);
  propose_moves(p, StatementKind::dead_reckoning, Phase::dead_reckoning, navigator,
                p.name(navigator) + "'s dead reckoning");
  propose_round_two(p, seating);
  if (!p.first_phase_) {
    p.out_.phase = "finished";
    p.out_.finished = true;
    return p.out_;
  }
  const int round = phase_index(*p.first_phase_) <= phase_index(Phase::dead_reckoning) ? 1 : 2;
  p.out_.phase = fmt::format("round {}: {}", round, phase_name(*p.first_phase_));
  return p.out_;
}

}  // namespace skb::mutiny
