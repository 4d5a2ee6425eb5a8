// Typed errors of the solver library. The library never prints and never exits: it throws one
// of these, and the front end decides how to report it and which exit status to use.
//
// - RecordError: the record cannot be read or breaks the rules (or a setting given with it is
//   out of range). It names the file, the 1-based line and column, and says what is wrong in
//   words a player understands. Line 0 means "no particular line" (e.g. an unreadable file).
// - Contradiction: the record is legal but no deal satisfies it. It carries a smallest set of
//   statements that conflict: removing any one of them leaves a satisfiable set, and the word
//   for what the game's solver weighs ("deal" in Seven Knights, "world" in Mutiny), so that
//   the message speaks the game's language; and, when the cause is not the statements alone (a
//   model of play that gives a recorded action probability 0), an explanation that says so and
//   what to do.
// - Cancelled: long work stopped because its caller's cancel flag was set (an interrupt) before
//   it had anything to return.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace skb {

struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

class RecordError : public std::runtime_error {
 public:
  RecordError(SourceLocation where, const std::string& message)
      : std::runtime_error(message), where_(std::move(where)) {}
  const SourceLocation& where() const { return where_; }

 private:
  SourceLocation where_;
};

struct ConflictingStatement {
  int line = 0;
  int column = 0;
  std::string text;  // the statement as written, without its comment
};

class Contradiction : public std::runtime_error {
 public:
  Contradiction(std::string file, std::vector<ConflictingStatement> statements, std::string world = "deal",
                std::string explanation = "")
      : std::runtime_error("no " + world + " satisfies the record"),
        file_(std::move(file)),
        statements_(std::move(statements)),
        world_(std::move(world)),
        explanation_(std::move(explanation)) {}
  const std::string& file() const { return file_; }
  const std::vector<ConflictingStatement>& statements() const { return statements_; }
  // Returns the word for one possibility of the game ("deal", "world").
  const std::string& world() const { return world_; }
  // Returns why, when the statements alone do not say it (empty otherwise): printed after them.
  const std::string& explanation() const { return explanation_; }

 private:
  std::string file_;
  std::vector<ConflictingStatement> statements_;
  std::string world_;
  std::string explanation_;
};

class Cancelled : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace skb
