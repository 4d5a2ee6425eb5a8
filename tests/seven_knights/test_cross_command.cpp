// Cross-command properties: what `skb solve`, `skb advise` and `skb simulate`
// must agree on, checked on thousands of generated records (tests/seven_knights/reference/
// record_generator.h: every variant and player count) and on mutations of them (below), by
// calling the library in-process, as the commands do; only the simulate check runs the built skb.
//
// The properties, one TEST_CASE each (its comment says why the property must hold):
// 1. advise fails exactly as solve does: the same Contradiction, the same RecordError; when
//    solve succeeds, advise succeeds or refuses with one of the four usage errors of advise.cpp,
//    and exactly when the record asks for it.
// 2. every JSON report (solve's json_report, advise's advice_json) parses, and every
//    probability in it lies in [0, 1].
// 3. `--top K` lists the first K of the full list: for solve's arrangements and for advise's
//    questions, inspections and Captains.
// 4. advise's JSON is the same text on 1 and 2 threads (solve takes no thread count).
// 5. every round `skb simulate --record-out` writes replays: `skb solve` reads it (status 0),
//    the true deal fits it, and the result in its JSON is the rules' result in the true deal
//    (winning_arrangement of variant_tables.h), the arrangement laid being the one the
//    Captain's own knowledge ranks first.
//
// The mutations (mutate below) are what a careless scribe or a hostile user does to a legal
// record: drop, repeat or move a statement, flip an answer, put another player's name in a
// statement, change a tile's value, add a `view`, `captain` or `tile` statement. Most mutated
// records are still read; many then break the rules (status 2) or contradict themselves
// (status 3), which is what property 1 needs.
//
// Everything is seeded (SKB_CROSS_SEED=<number> explores other records). Under the sanitizers
// (several times slower) every count is a fifth.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cli/seven_knights/advice_report.h"
#include "cli/seven_knights/json_report.h"
#include "solver/core/error.h"
#include "solver/seven_knights/advise.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record_reader.h"
#include "solver/seven_knights/record_writer.h"
#include "solver/seven_knights/rules_check.h"
#include "solver/seven_knights/variant.h"
#include "solver/seven_knights/variant_tables.h"
#include "tests/seven_knights/reference/record_generator.h"
#include "tests/support/files.h"
#include "tests/support/golden.h"
#include "tests/support/report_json.h"
#include "tests/support/lines.h"
#include "tests/support/run_process.h"
#include "tests/support/sanitized.h"
#include "tests/support/scratch_dir.h"

using namespace skb;
using namespace skb::seven_knights;
using namespace skb::seven_knights::reference;
using namespace skb::test;
namespace fs = std::filesystem;
using Json = nlohmann::json;

namespace {

// A count of records, a fifth of it under the sanitizers.
int scaled(int n) { return kSanitized ? std::max(1, n / 5) : n; }

constexpr std::uint64_t kDefaultSeed = 0xC805'5C0A'AA4D'0009ULL;
std::uint64_t seed() {
  const char* env = std::getenv("SKB_CROSS_SEED");
  return env && *env ? std::strtoull(env, nullptr, 0) : kDefaultSeed;
}

// Prints how long a test case took (the whole file must stay under a minute).
class Timer {
 public:
  explicit Timer(std::string name) : name_(std::move(name)), start_(std::chrono::steady_clock::now()) {}
  ~Timer() {
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    MESSAGE(name_ << ": " << s << " s");
  }
  Timer(const Timer&) = delete;
  Timer& operator=(const Timer&) = delete;

 private:
  std::string name_;
  std::chrono::steady_clock::time_point start_;
};

// ---------------------------------------------------------------------------------------------
// Records: generated, and mutated

struct Case {
  const Variant* variant;
  int players;
};

// Every variant and player count with at most `max_players` players.
std::vector<Case> cases(int max_players) {
  std::vector<Case> out;
  for (const Variant& v : variants())
    for (int n = v.min_players; n <= std::min(v.max_players, max_players); ++n) out.push_back({&v, n});
  return out;
}

// The first word of a line (statements may be indented).
std::string first_word(const std::string& line) {
  std::istringstream in(line);
  std::string w;
  in >> w;
  return w;
}

// Returns the record `g` with one to three of the mutations described at the top applied.
std::string mutate(const GeneratedRecord& g, std::mt19937_64& rng) {
  std::vector<std::string> lines = split_lines(g.text);
  const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  // Statements after `variant` and `players` (the header's first two lines stay: without them
  // nothing is read at all).
  std::size_t body = 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (first_word(lines[i]) == "players") body = i + 1;
  const auto body_line = [&]() -> std::optional<std::size_t> {
    if (body >= lines.size()) return std::nullopt;
    return body + pick(lines.size() - body);
  };
  const auto player = [&]() { return g.players[pick(g.players.size())]; };
  const int n = static_cast<int>(g.players.size());
  const int positions = n + g.variant->center[static_cast<std::size_t>(n)];
  const auto position = [&]() {
    const int p = static_cast<int>(pick(static_cast<std::size_t>(positions)));
    return p < n ? g.players[static_cast<std::size_t>(p)] : "C" + std::to_string(p - n + 1);
  };
  const auto value = [&]() {
    const int v = static_cast<int>(pick(8));
    return v == 0 ? std::string("W") : std::to_string(v);
  };
  const int count = 1 + static_cast<int>(pick(3));
  for (int m = 0; m < count; ++m) {
    const auto at = body_line();
    switch (pick(9)) {
      case 0:  // drop a statement
        if (at) lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(*at));
        break;
      case 1:  // repeat a statement somewhere after the header
        if (at) {
          const std::string copy = lines[*at];
          lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(body + pick(lines.size() - body + 1)), copy);
        }
        break;
      case 2:  // move a statement
        if (at) {
          const std::string moved = lines[*at];
          lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(*at));
          lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(body + pick(lines.size() - body + 1)), moved);
        }
        break;
      case 3:  // flip an answer: the last `yes` or `no` after the question's closing quote
        for (std::size_t i = 0; i < lines.size(); ++i) {
          std::string& l = lines[(i + (at ? *at : 0)) % lines.size()];
          const std::size_t quote = l.rfind('"');
          if (first_word(l) != "ask" || quote == std::string::npos) continue;
          if (const std::size_t yes = l.find("yes", quote); yes != std::string::npos) {
            l.replace(yes, 3, "no");
            break;
          }
          if (const std::size_t no = l.find("no", quote); no != std::string::npos) {
            l.replace(no, 2, "yes");
            break;
          }
        }
        break;
      case 4:  // another player's name in place of one (a whole word)
        if (at) {
          std::string& l = lines[*at];
          const std::string from = player(), to = player();
          for (std::size_t k = l.find(from); k != std::string::npos; k = l.find(from, k + 1)) {
            const bool starts = k == 0 || l[k - 1] == ' ' || l[k - 1] == '\t';
            const bool ends =
                k + from.size() == l.size() || std::string(" \t\r#").find(l[k + from.size()]) != std::string::npos;
            if (starts && ends) {
              l.replace(k, from.size(), to);
              break;
            }
          }
        }
        break;
      case 5:  // another value in a `tile` statement
        for (std::size_t i = 0; i < lines.size(); ++i) {
          std::string& l = lines[(i + (at ? *at : 0)) % lines.size()];
          if (first_word(l) != "tile") continue;
          std::istringstream in(l);
          std::string t, p;
          in >> t >> p;
          l = "tile " + p + " " + value();
          break;
        }
        break;
      case 6:  // a view
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(body), "view " + player());
        break;
      case 7:  // a Captain
        lines.push_back("captain " + player());
        break;
      case 8:  // a tile fact
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(body + pick(lines.size() - body + 1)),
                     "tile " + position() + " " + value());
        break;
      default:
        break;
    }
  }
  return join_lines(lines);
}

// Returns the record cut after a random statement (the header kept): a round in progress,
// usually in an earlier phase than the generator's finished rounds (its statements are mostly
// shuffled, so the cut keeps a random part of the round).
std::string truncate(const std::string& text, std::mt19937_64& rng) {
  std::vector<std::string> lines = split_lines(text);
  std::size_t body = 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (first_word(lines[i]) == "players") body = i + 1;
  if (body < lines.size()) lines.resize(body + static_cast<std::size_t>(rng() % (lines.size() - body)));
  return join_lines(lines);
}

struct Sample {
  std::string text;
  const Variant* variant = nullptr;
  std::vector<std::string> players;
  std::vector<std::string> predicates;  // the generated questions' predicates (for --question)
  bool mutated = false;
};

// `per_case` records for each case of `cases(max_players)`, every `mutate_every`-th one of
// them mutated (0: none), of the others every third one cut short (truncate); lie rates and
// rules as the generator draws them.
std::vector<Sample> samples(std::uint64_t salt, int per_case, int max_players, int mutate_every) {
  RecordGenerator gen(seed() ^ salt);
  std::vector<Sample> out;
  for (const Case& c : cases(max_players))
    for (int i = 0; i < per_case; ++i) {
      const GeneratedRecord g = gen.generate(*c.variant, c.players);
      Sample s;
      s.variant = c.variant;
      s.players = g.players;
      for (const GeneratedQuestion& q : g.questions) s.predicates.push_back(q.predicate);
      s.mutated = mutate_every > 0 && i % mutate_every == mutate_every - 1;
      s.text = s.mutated ? mutate(g, gen.rng()) : i % 3 == 1 ? truncate(g.text, gen.rng()) : g.text;
      out.push_back(std::move(s));
    }
  return out;
}

// Reads a sample; nothing when the reader refuses it (then every command stops at the same
// RecordError, before solve or advise is reached).
std::optional<Record> read(const Sample& s) {
  try {
    return read_record(s.text, "cross.skb");
  } catch (const RecordError&) {
    return std::nullopt;
  }
}

// ---------------------------------------------------------------------------------------------
// Outcomes

enum class Kind { ok, record_error, contradiction, other };

struct Outcome {
  Kind kind = Kind::ok;
  std::string message;
  SourceLocation where;
  std::vector<ConflictingStatement> conflict;
};

std::string kind_name(Kind k) {
  switch (k) {
    case Kind::ok:
      return "success";
    case Kind::record_error:
      return "RecordError (status 2)";
    case Kind::contradiction:
      return "Contradiction (status 3)";
    case Kind::other:
      return "another exception (status 1)";
  }
  return "";
}

Outcome run(const std::function<void()>& f) {
  Outcome o;
  try {
    f();
  } catch (const RecordError& e) {
    o.kind = Kind::record_error;
    o.message = e.what();
    o.where = e.where();
  } catch (const Contradiction& c) {
    o.kind = Kind::contradiction;
    o.conflict = c.statements();
  } catch (const std::exception& e) {
    o.kind = Kind::other;
    o.message = e.what();
  }
  return o;
}

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

// Random advise options for a record: the record's own phase mostly, sometimes a forced one;
// for the answer phase usually a question (`ask ASKER VIEWER "..."`, one of the record's
// predicates); a random --top and --liar-tests; one thread.
AdviseOptions random_options(const Sample& s, const Record& r, std::mt19937_64& rng) {
  AdviseOptions o;
  o.threads = 1;
  o.top = 1 + rng() % 12;
  o.liar_tests = rng() % 4 == 0;
  static constexpr Phase kPhases[] = {Phase::search, Phase::question, Phase::vote, Phase::captain, Phase::answer};
  if (rng() % 10 < 3) o.phase = kPhases[rng() % 5];
  if (o.phase == Phase::answer && rng() % 4 != 0 && r.view && r.player_count() > 1) {
    // The asker: usually one who has not asked yet (strict rules allow them a question), else
    // anyone but the viewer.
    const int viewer = *r.view;
    std::vector<int> fresh;
    for (int p = 0; p < r.player_count(); ++p)
      if (p != viewer &&
          std::none_of(r.questions.begin(), r.questions.end(), [p](const Question& q) { return q.asker == p; }))
        fresh.push_back(p);
    int asker = static_cast<int>(rng() % static_cast<std::uint64_t>(r.player_count() - 1));
    if (asker >= viewer) ++asker;
    if (!fresh.empty() && rng() % 4 != 0) asker = fresh[rng() % fresh.size()];
    const std::string predicate =
        s.predicates.empty() ? r.players[0] + " = 1" : s.predicates[rng() % s.predicates.size()];
    o.question = "ask " + r.players[static_cast<std::size_t>(asker)] + " " +
                 r.players[static_cast<std::size_t>(viewer)] + " \"" + predicate + "\"";
  }
  return o;
}

// Gives most spectator records a view (as --view does), so that advise has a player to advise.
void maybe_view(Record& r, std::mt19937_64& rng) {
  if (!r.view && rng() % 4 != 0) r.view = static_cast<int>(rng() % static_cast<std::uint64_t>(r.player_count()));
}

// ---------------------------------------------------------------------------------------------
// JSON

// Checks every probability of a JSON report: `names` are the keys whose numbers are
// probabilities (anywhere in the tree, also inside objects and arrays under them); info_bits
// must be finite and >= 0. Returns how many numbers were checked.
int check_probabilities(const Json& j, const std::vector<std::string>& names, bool probability = false) {
  int checked = 0;
  if (j.is_object()) {
    for (const auto& item : j.items()) {
      const std::string& key = item.key();
      const Json& value = item.value();
      if (key == "info_bits") {
        CHECK_MESSAGE((value.is_number() && value.get<double>() >= 0), "info_bits ", value.dump());
        ++checked;
        continue;
      }
      checked +=
          check_probabilities(value, names, probability || std::find(names.begin(), names.end(), key) != names.end());
    }
  } else if (j.is_array()) {
    for (const Json& e : j) checked += check_probabilities(e, names, probability);
  } else if (j.is_number() && probability) {
    const double p = j.get<double>();
    CHECK_MESSAGE((p >= 0.0 && p <= 1.0), "probability out of [0, 1]: ", p);
    ++checked;
  }
  return checked;
}

// The probability fields of json-output.md (`tiles` and `witch_team` hold only probabilities;
// `lie_rate` is in [0, 1] too).
const std::vector<std::string> kSolveProbabilities = {"tiles", "witch_team", "witch_absent", "probability", "lie_rate"};
// Those of advice_json: the chances to win, of yes, of the truth, of a Witch-team player.
const std::vector<std::string> kAdviseProbabilities = {"win_now",    "viewer_witch_team", "captain_witch_team", "p_yes",
                                                       "win_if_yes", "win_if_no",         "expected_win",       "win",
                                                       "p_true"};

}  // namespace

// ---------------------------------------------------------------------------------------------
// 1. Errors

// advise gathers the record's evidence like solve and calls solve itself when no deal is left
// (advise.cpp), so the CLI must give the same status for both: 2 for a record error, 3 for a
// contradiction (naming the same statements). When solve succeeds, advise may refuse only
// with the usage errors advise.cpp throws, each exactly when its condition holds:
//   - no view (neither `view` nor --view): "no decision to advise: the record has no viewer ...";
//   - no phase given and detect_phase finds none: "no decision to advise: the game is over ...";
//   - the captain phase without a known Captain: "the Captain is not known ...";
//   - the answer phase without --question: "the answer phase needs the question ...";
//   - with --question, a question that cannot be read or that the rules do not allow here: a
//     RecordError located in "--question".
// Anything else (an untyped exception, status 1) is a bug. (The CLI maps RecordError and its
// own UsageError to status 2, Contradiction to 3, anything else to 1: cli/common/errors.cpp;
// the library throws no UsageError.)
TEST_CASE("1. advise fails with the same kind of error as solve, or only with its documented usage errors") {
  const Timer timer("property 1");
  // Every variant and player count, 300 records each: every second one mutated, a third of the
  // rest cut short. (Advice for 8 players takes up to a second in the vote phase, but few of
  // these records reach it: the whole case takes a few seconds.)
  const std::vector<Sample> all = samples(0x1001, scaled(300), 8, 2);
  std::mt19937_64 rng(seed() ^ 0x1002);
  int unreadable = 0, both_record_error = 0, both_contradiction = 0, advised = 0, refused = 0, refused_question = 0;
  std::array<int, 5> by_phase{};  // advice given, by the phase advised
  for (const Sample& s : all) {
    std::optional<Record> read_back = read(s);
    if (!read_back) {
      ++unreadable;
      continue;
    }
    Record r = std::move(*read_back);
    maybe_view(r, rng);
    const AdviseOptions options = random_options(s, r, rng);
    CAPTURE(s.text);
    CAPTURE(r.view);
    CAPTURE(options.phase ? phase_name(*options.phase) : "the record's");
    CAPTURE(options.question);
    const Outcome solved = run([&] { (void)solve(r); });
    Advice given;
    const Outcome advice = run([&] { given = advise(r, options); });
    CAPTURE(solved.message);
    CAPTURE(advice.message);
    CHECK_MESSAGE(solved.kind != Kind::other, "solve threw an untyped error: ", solved.message);
    CHECK_MESSAGE(advice.kind != Kind::other, "advise threw an untyped error: ", advice.message);
    if (solved.kind == Kind::contradiction) {
      ++both_contradiction;
      CHECK_MESSAGE(advice.kind == Kind::contradiction, "solve: contradiction, advise: ", kind_name(advice.kind));
      if (advice.kind == Kind::contradiction) {
        REQUIRE(advice.conflict.size() == solved.conflict.size());
        for (std::size_t i = 0; i < solved.conflict.size(); ++i) {
          CHECK(advice.conflict[i].line == solved.conflict[i].line);
          CHECK(advice.conflict[i].text == solved.conflict[i].text);
        }
      }
      continue;
    }
    if (solved.kind == Kind::record_error) {
      ++both_record_error;
      CHECK_MESSAGE(advice.kind == Kind::record_error, "solve: record error, advise: ", kind_name(advice.kind));
      // The same rule is broken, so the same message at the same place.
      CHECK(advice.message == solved.message);
      CHECK(advice.where.line == solved.where.line);
      CHECK(advice.where.column == solved.where.column);
      continue;
    }
    // solve succeeded: which refusal, if any, advise.cpp promises.
    const RecordFacts facts = check_rules(r);
    const std::optional<Phase> phase = options.phase ? options.phase : detect_phase(r, facts);
    std::string expected;  // the start of the message; "" for advice
    if (!r.view)
      expected = "no decision to advise: the record has no viewer";
    else if (!phase)
      expected = "no decision to advise: the game is over";
    else if (*phase == Phase::captain && !facts.captain)
      expected = "the Captain is not known";
    else if (*phase == Phase::captain &&
             std::count_if(r.questions.begin(), r.questions.end(),
                           [&](const skb::seven_knights::Question& q) { return q.asker == *facts.captain; }) >= 2)
      expected = "no decision to advise: the Captain has asked both questions";
    else if (*phase == Phase::answer && !options.question)
      expected = "the answer phase needs the question";
    CAPTURE(expected);
    if (!expected.empty()) {
      ++refused;
      CHECK(advice.kind == Kind::record_error);
      CHECK(starts_with(advice.message, expected));
      CHECK(advice.where.line == 0);
    } else if (*phase == Phase::answer && advice.kind == Kind::record_error) {
      ++refused_question;
      CHECK(advice.where.file == "--question");
    } else {
      ++advised;
      CHECK_MESSAGE(advice.kind == Kind::ok, "solve succeeds, advise: ", kind_name(advice.kind));
      if (advice.kind == Kind::ok) ++by_phase[static_cast<std::size_t>(given.phase)];
    }
  }
  MESSAGE(all.size() << " records: " << unreadable << " unreadable (mutated), " << both_record_error
                     << " record errors, " << both_contradiction << " contradictions, " << advised << " advised, "
                     << refused << " refused as documented (and " << refused_question
                     << " for their --question); advice by phase (search, question, vote, captain, "
                     << "answer): " << by_phase[0] << ", " << by_phase[1] << ", " << by_phase[2] << ", " << by_phase[3]
                     << ", " << by_phase[4]);
  for (const int n : by_phase) CHECK(n > 0);
  CHECK(both_contradiction > 0);
  CHECK(both_record_error > 0);
  CHECK(advised > 0);
}

// ---------------------------------------------------------------------------------------------
// 2. JSON

// json-output.md: every probability lies in [0, 1]; the report is JSON (scripts parse it). The
// same for advise's report (its fields: win_now, viewer_witch_team, captain_witch_team, and per
// suggestion p_yes, win_if_yes, win_if_no, expected_win, win, p_true; info_bits >= 0). Both are
// built by hand with fmt (cli/seven_knights/json_report.cpp, advice_report.cpp), so a stray
// comma, an unescaped name or a NaN would slip past the compiler. Names from the generator
// include keyword-like and mixed-case ones; the mutated records add solved records with views
// and Captains the generator does not write.
TEST_CASE("2. every solve and advise JSON report parses and its probabilities lie in [0, 1]") {
  const Timer timer("property 2");
  const std::vector<Sample> all = samples(0x2001, scaled(300), 8, 3);
  std::mt19937_64 rng(seed() ^ 0x2002);
  int solve_reports = 0, advise_reports = 0, numbers = 0;
  for (const Sample& s : all) {
    std::optional<Record> read_back = read(s);
    if (!read_back) continue;
    Record r = std::move(*read_back);
    CAPTURE(s.text);
    SolveOptions so;
    so.top = 1 + rng() % 20;
    Posterior posterior;
    if (run([&] { posterior = solve(r, so); }).kind != Kind::ok) continue;
    const std::string text = cli::seven_knights::json_report(r, posterior);
    CAPTURE(text);
    REQUIRE(Json::accept(text));
    const Json j = skb::test::parse_report<Json>(text);
    numbers += check_probabilities(j, kSolveProbabilities);
    CHECK(j["tiles"].size() == static_cast<std::size_t>(r.position_count()));
    CHECK(j["arrangements"].size() == posterior.arrangements.size());
    ++solve_reports;

    // advise on the smaller records (and on every third of 7 and 8 players).
    if (r.player_count() > 6 && solve_reports % 3 != 0) continue;
    maybe_view(r, rng);
    AdviseOptions options = random_options(s, r, rng);
    if (r.player_count() > 6) options.phase.reset();  // the record's phase; never a forced vote of 8
    Advice advice;
    if (run([&] { advice = advise(r, options); }).kind != Kind::ok) continue;
    const std::string advice_text = cli::seven_knights::advice_json(r, advice);
    CAPTURE(advice_text);
    REQUIRE(Json::accept(advice_text));
    numbers += check_probabilities(skb::test::parse_report<Json>(advice_text), kAdviseProbabilities);
    ++advise_reports;
  }
  MESSAGE(all.size() << " records: " << solve_reports << " solve reports, " << advise_reports << " advise reports, "
                     << numbers << " numbers checked");
  CHECK(solve_reports > 0);
  CHECK(advise_reports > 0);
}

// ---------------------------------------------------------------------------------------------
// 3. --top

// json-output.md: "The K listed are the first K in the order below", and advise lists "best
// first, at most top" (advise.h). So a shorter list must be a prefix of a longer one, number for
// number: solve selects the top arrangements without sorting them all (posterior.cpp), and
// advise ranks its candidates before cutting the list, so a selection that depended on K would
// show here. The counts beside the lists (arrangement_count, candidates) must not depend on K.
TEST_CASE("3. --top K lists the first K of the full list, for solve and for advise") {
  const Timer timer("property 3");
  const std::vector<Sample> all = samples(0x3001, scaled(200), 8, 3);
  std::mt19937_64 rng(seed() ^ 0x3002);
  int solves = 0, advises = 0;
  for (const Sample& s : all) {
    std::optional<Record> read_back = read(s);
    if (!read_back) continue;
    Record r = std::move(*read_back);
    CAPTURE(s.text);
    SolveOptions every;
    every.top = std::numeric_limits<std::size_t>::max();
    Posterior full;
    if (run([&] { full = solve(r, every); }).kind != Kind::ok) continue;
    CHECK(full.arrangements.size() == full.arrangement_count);
    for (const std::size_t k : std::vector<std::size_t>{1, 2, 3, 5, 8, 24}) {
      CAPTURE(k);
      SolveOptions o;
      o.top = k;
      const Posterior cut = solve(r, o);
      CHECK(cut.arrangement_count == full.arrangement_count);
      CHECK(cut.consistent_deals == full.consistent_deals);
      REQUIRE(cut.arrangements.size() == std::min(k, full.arrangements.size()));
      for (std::size_t i = 0; i < cut.arrangements.size(); ++i) {
        CHECK(cut.arrangements[i].arrangement == full.arrangements[i].arrangement);
        CHECK(cut.arrangements[i].probability == full.arrangements[i].probability);
      }
    }
    ++solves;

    // advise: up to 5 players, on every second record (the lists are long: up to a few hundred
    // questions).
    if (r.player_count() > 5 || solves % 2 != 0) continue;
    maybe_view(r, rng);
    AdviseOptions options = random_options(s, r, rng);
    options.top = 100000;
    Advice all_advice;
    if (run([&] { all_advice = advise(r, options); }).kind != Kind::ok) continue;
    for (const std::size_t k : std::vector<std::size_t>{1, 2, 5}) {
      CAPTURE(k);
      options.top = k;
      const Advice cut = advise(r, options);
      CHECK(cut.candidates == all_advice.candidates);
      CHECK(cut.win_now == all_advice.win_now);
      REQUIRE(cut.questions.size() == std::min(k, all_advice.questions.size()));
      for (std::size_t i = 0; i < cut.questions.size(); ++i) {
        const QuestionAdvice &a = cut.questions[i], &b = all_advice.questions[i];
        CHECK(a.answerer == b.answerer);
        CHECK(a.predicate == b.predicate);
        CHECK(a.p_yes == b.p_yes);
        CHECK(a.expected_win == b.expected_win);
        CHECK(a.info_bits == b.info_bits);
        CHECK(a.liar_test == b.liar_test);
      }
      REQUIRE(cut.inspections.size() == std::min(k, all_advice.inspections.size()));
      for (std::size_t i = 0; i < cut.inspections.size(); ++i) {
        CHECK(cut.inspections[i].position == all_advice.inspections[i].position);
        CHECK(cut.inspections[i].expected_win == all_advice.inspections[i].expected_win);
        CHECK(cut.inspections[i].info_bits == all_advice.inspections[i].info_bits);
      }
      REQUIRE(cut.captains.size() == std::min(k, all_advice.captains.size()));
      for (std::size_t i = 0; i < cut.captains.size(); ++i) {
        CHECK(cut.captains[i].player == all_advice.captains[i].player);
        CHECK(cut.captains[i].win == all_advice.captains[i].win);
      }
      CHECK(cut.answers.size() == all_advice.answers.size());
    }
    ++advises;
  }
  MESSAGE(all.size() << " records: " << solves << " solved at 6 values of --top, " << advises
                     << " advised at 3 values of --top");
  CHECK(advises > 0);
}

// ---------------------------------------------------------------------------------------------
// 4. Threads

// advise.h: "Results do not depend on the number of threads." advise splits its candidates
// between OpenMP threads and must merge them in generation order; a merge in finishing order
// would reorder ties, and a reduction in a different order would change the last bits of a sum.
// So the JSON text (every number in shortest round-trip form) must be the same bytes. solve
// takes no thread count (skb solve has no --threads).
TEST_CASE("4. advise's JSON is the same bytes on 1 and 2 threads") {
  const Timer timer("property 4");
  const std::vector<Sample> all = samples(0x4001, scaled(24), 6, 4);
  std::mt19937_64 rng(seed() ^ 0x4002);
  int compared = 0;
  for (const Sample& s : all) {
    std::optional<Record> read_back = read(s);
    if (!read_back) continue;
    Record r = std::move(*read_back);
    CAPTURE(s.text);
    if (!r.view) r.view = static_cast<int>(rng() % static_cast<std::uint64_t>(r.player_count()));
    AdviseOptions options = random_options(s, r, rng);
    Advice one;
    if (run([&] { one = advise(r, options); }).kind != Kind::ok) continue;
    options.threads = 2;
    const Advice two = advise(r, options);
    CHECK(cli::seven_knights::advice_json(r, one) == cli::seven_knights::advice_json(r, two));
    ++compared;
  }
  MESSAGE(all.size() << " records: " << compared << " advised on 1 and 2 threads");
  CHECK(compared >= (kSanitized ? 20 : 200));
}

// ---------------------------------------------------------------------------------------------
// 5. simulate --record-out

namespace {

// The value code of a value's name: W is 0, Knights their number.
std::uint8_t value_code(const std::string& v) { return static_cast<std::uint8_t>(v == "W" ? kWitch : std::stoi(v)); }

// Checks one round written by --record-out (NNNNNN.skb and NNNNNN.json in `dir`).
void check_round(const fs::path& dir, const std::string& stem) {
  CAPTURE(stem);
  const std::string text = read_file(dir / (stem + ".skb"));
  CAPTURE(text);
  const Json round = skb::test::parse_report<Json>(read_file(dir / (stem + ".json")));

  // `skb solve` reads and solves the record.
  const ProcessResult solved = run_process(SKB_BINARY, {"solve", (dir / (stem + ".skb")).string(), "--json"});
  REQUIRE_MESSAGE(solved.status == 0, solved.err);
  CHECK(skb::test::parse_report<Json>(solved.out)["consistent_deals"].get<int>() >= 1);

  // The true deal, by position index.
  const Record record = read_record(text, stem + ".skb");
  const int positions = record.position_count();
  REQUIRE(round["deal"].size() == static_cast<std::size_t>(positions));
  std::vector<std::uint8_t> values(static_cast<std::size_t>(positions), 255);
  std::string truth;
  for (const auto& [name, value] : round["deal"].items()) {
    const std::optional<int> p = record.find_position(name);
    REQUIRE(p);
    values[static_cast<std::size_t>(*p)] = value_code(value.get<std::string>());
    truth += "tile " + name + " " + value.get<std::string>() + "\n";
  }
  CHECK(std::count(values.begin(), values.end(), 255) == 0);

  // The true deal fits the record: a spectator's record takes any tile facts, and with every
  // tile stated exactly that deal is left (status 3 would say it does not fit).
  const ProcessResult fits = run_process(SKB_BINARY, {"solve", "-", "--json"}, text + truth);
  REQUIRE_MESSAGE(fits.status == 0, fits.err);
  CHECK(skb::test::parse_report<Json>(fits.out)["consistent_deals"] == 1);

  // The Witch team (rules.md: the Witch and whoever inspected her tile) and the Captain (by the
  // votes, or the record's `captain`).
  const RecordFacts facts = check_rules(record);
  const auto witch = std::find(values.begin(), values.end(), kWitch);
  std::vector<bool> team(static_cast<std::size_t>(record.player_count()), false);
  if (witch != values.end()) {
    const int w = static_cast<int>(witch - values.begin());
    if (w < record.player_count()) team[static_cast<std::size_t>(w)] = true;
    for (const Look& l : record.looks)
      if (l.position == w) team[static_cast<std::size_t>(l.player)] = true;
  }
  std::vector<std::string> expected_team;
  for (int p = 0; p < record.player_count(); ++p)
    if (team[static_cast<std::size_t>(p)]) expected_team.push_back(record.players[static_cast<std::size_t>(p)]);
  CHECK(round["witch_team"].get<std::vector<std::string>>() == expected_team);
  REQUIRE(facts.captain);
  const int captain = *facts.captain;
  CHECK(round["captain"] == record.players[static_cast<std::size_t>(captain)]);
  CHECK(round["captain_witch_team"] == team[static_cast<std::size_t>(captain)]);

  // The result: a Witch-team Captain lays nothing and loses; a Knights Captain wins iff the
  // arrangement laid is the winning arrangement of the true deal.
  if (team[static_cast<std::size_t>(captain)]) {
    CHECK(round["arrangement"].is_null());
    CHECK(round["knights_win"] == false);
    return;
  }
  REQUIRE(round["arrangement"].is_object());
  Arrangement laid;
  if (!round["arrangement"]["exclude"].is_null())
    laid.exclude = record.find_position(round["arrangement"]["exclude"].get<std::string>());
  for (const Json& p : round["arrangement"]["order"]) laid.order.push_back(*record.find_position(p.get<std::string>()));
  const Arrangement winning = winning_arrangement(values);
  CHECK(round["knights_win"] == (laid == winning));

  // Replay the Captain's decision: the record as the Captain knows it (their view, their own
  // tile and the tiles they inspected) ranks the laid arrangement first (round.h: the Captain
  // lays the best arrangement for what they know, the first in tie order).
  Record known = record;
  known.view = captain;
  add_tile(known, Position(captain), TileValue(values[static_cast<std::size_t>(captain)]));
  for (const Look& l : record.looks)
    if (l.player == captain)
      add_tile(known, Position(l.position), TileValue(values[static_cast<std::size_t>(l.position)]));
  SolveOptions one;
  one.top = 1;
  const Posterior replay = solve(known, one);
  REQUIRE(!replay.arrangements.empty());
  CHECK(replay.arrangements.front().arrangement == laid);
}

}  // namespace

// The rounds skb simulate writes are records like any other: `skb solve` must read them
// (status 0), the true deal written beside each must fit it, and the result written must be
// what the rules give in that deal. Every variant, two or more player counts each, lie rates
// 0 and 1e-300 (a Witch team that never or practically never lies; 1e-300 to the power of a
// few lies underflows if handled carelessly) through 0.25 and 0.5 to 1 (always lying), the
// naive and smart profiles, the coin, lie and deceive answer policies.
TEST_CASE("5. every round simulate --record-out writes replays with solve, with its true deal and result") {
  const Timer timer("property 5");
  struct Run {
    std::string variant;
    int players;
    std::vector<std::string> extra;
  };
  const std::vector<Run> runs = {
      {"standard", 4, {"--lie-rate", "1e-300"}},
      {"standard", 6, {"--lie-rate", "0.25"}},
      {"standard", 5, {"--lie-rate", "0.25", "--profile", "smart"}},
      {"standard", 7, {"--lie-rate", "0"}},
      {"standard", 8, {"--lie-rate", "1", "--answer", "lie"}},
      {"advanced", 4, {"--lie-rate", "0.25", "--profile", "smart"}},
      {"advanced", 5, {"--lie-rate", "0.25", "--answer", "deceive"}},
      {"advanced", 7, {"--lie-rate", "1e-300"}},
      {"groping", 3, {"--lie-rate", "0.25"}},
      {"groping", 4, {"--lie-rate", "1e-300", "--answer", "deceive"}},
      {"unity", 4, {"--lie-rate", "1e-300"}},
      {"unity", 6, {"--lie-rate", "0.25"}},
      {"unity-advanced", 5, {}},
      {"unity-advanced", 7, {"--lie-rate", "0.25"}},
      {"unity-groping", 3, {"--lie-rate", "0.25", "--profile", "smart"}},
      {"unity-groping", 4, {"--lie-rate", "1e-300"}},
  };
  const int games = kSanitized ? 4 : 20;
  int rounds = 0;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Run& k = runs[i];
    CAPTURE(k.variant);
    CAPTURE(k.players);
    const ScratchDir dir("test_cross_command", "rounds" + std::to_string(i));
    std::vector<std::string> args = {"simulate",
                                     "--variant",
                                     k.variant,
                                     "--players",
                                     std::to_string(k.players),
                                     "--games",
                                     std::to_string(games),
                                     "--seed",
                                     std::to_string(900 + i),
                                     "--record-out",
                                     dir.path().string()};
    args.insert(args.end(), k.extra.begin(), k.extra.end());
    const ProcessResult r = run_process(SKB_BINARY, args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    for (int g = 0; g < games; ++g) {
      char stem[16];
      std::snprintf(stem, sizeof stem, "%06d", g);
      check_round(dir.path(), stem);
      ++rounds;
    }
  }
  MESSAGE(rounds << " rounds replayed");
}
