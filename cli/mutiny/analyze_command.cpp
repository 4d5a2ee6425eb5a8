#include "cli/mutiny/analyze_command.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/errors.h"
#include "cli/common/exit_status.h"
#include "cli/common/files.h"
#include "cli/common/help.h"
#include "cli/common/interrupt.h"
#include "cli/common/json.h"
#include "cli/common/options.h"
#include "cli/common/progress.h"
#include "cli/common/provenance.h"
#include "cli/common/terminal.h"
#include "cli/common/values.h"
#include "solver/core/error.h"
#include "solver/core/game_size.h"
#include "solver/mutiny/analysis.h"
#include "solver/mutiny/equilibrium.h"
#include "solver/mutiny/reduction.h"
#include "solver/mutiny/rules.h"
#include "solver/mutiny/solved_profile.h"

namespace skb::cli::mutiny {

namespace sm = skb::mutiny;

namespace {

constexpr std::string_view kAnalyzeCommand = "skb mutiny analyze";

// The name of a seat in output: its role ("boatswain") or "juror1"/"juror2".
std::string seat_name(const sm::Seating& seating, sm::Player p) {
  if (const std::optional<sm::Role> role = seating.role_of(p)) {
    std::string name(sm::role_name(*role));
    name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return name;
  }
  return "juror" + std::to_string(p.index - 3);
}

// The name of a decision in output ("search", "boatswain-report", ...).
std::string decision_name(sm::Phase phase) { return std::string(sm::rule_of(phase).key); }

// One game of the designer's answers: the standard game or one without a power, solved.
struct DesignerGame {
  std::optional<sm::Power> without;  // nothing: the standard game
  double crew_win = 0;
  double nash_conv = 0;  // in the reduced game
  double seconds = 0;
};

struct Designer {
  int iterations = 0;
  std::vector<DesignerGame> games;  // the standard game first
};

struct Row {
  sm::ProfileAnalysis analysis;
  std::optional<skb::GameSize> size;
  std::vector<mpz_class> infosets;                // with --stats: per seat, in the full game
  std::shared_ptr<const sm::Equilibrium> solved;  // the equilibrium, when solved in this run
  std::optional<std::string> table_metadata;      // the built-in table's, when it was used
  std::shared_ptr<const Designer> designer;       // on the equilibrium's row
  double seconds = 0;
};

std::string optional_number(const std::optional<double>& x) { return x ? json_number(*x) : "null"; }

// The progress line on standard error (or nothing).
class Status {
 public:
  explicit Status(bool enabled) : enabled_(enabled), start_(std::chrono::steady_clock::now()) {}
  void show(const std::string& what) const {
    if (!enabled_) return;
    std::cerr << fmt::format("\r\033[K{} ({})", what, format_duration(elapsed())) << std::flush;
  }
  void clear() const {
    if (enabled_) std::cerr << "\r\033[K" << std::flush;
  }
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  bool enabled() const { return enabled_; }

 private:
  bool enabled_;
  std::chrono::steady_clock::time_point start_;
};

// Returns the equilibrium of `players` players in `variant`, solved by CFR+ with the settings'
// iterations, reporting progress on `status`.
std::shared_ptr<const sm::Equilibrium> solve(int players, const sm::Variant& variant, const AnalyzeSettings& s,
                                             const Status& status) {
  sm::EquilibriumOptions options;
  options.iterations = s.iterations;
  options.check_every = s.check_every;
  options.variant = variant;
  options.max_graph_nodes = s.max_nodes;
  options.cancel = interrupt_flag();  // stops the solve: skb::Cancelled
  const auto cfr_start = std::make_shared<std::optional<std::chrono::steady_clock::time_point>>();
  options.progress = [&, cfr_start](const std::string& step, int done, int total) {
    if (!status.enabled()) return;
    const std::string game = fmt::format("{} players, {}", players, variant.describe());
    if (total == 0) {
      status.show(fmt::format("{}: {}", game, step));
      return;
    }
    if (!*cfr_start) *cfr_start = std::chrono::steady_clock::now();
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - **cfr_start).count();
    const double left = done > 0 ? spent * (total - done) / done : 0;
    status.show(fmt::format("{}: {} {}/{} iterations, {} left", game, step, done, total, format_duration(left)));
  };
  try {
    return std::make_shared<const sm::Equilibrium>(sm::solve_equilibrium(players, options));
  } catch (const skb::GraphTooLarge&) {
    // Not a bug: the budget is the user's.
    throw UsageError(std::string(kAnalyzeCommand),
                     fmt::format("cannot solve the equilibrium of {} players: the reduced game's graph needs more "
                                 "than {} states (--max-nodes; it has 3.2 million with 4 players, 13.8 million with "
                                 "5 and 11.9 million with 6)",
                                 players, options.max_graph_nodes));
  }
}

// Returns the powers the designer's answers remove, in the order the settings name them (every
// power by default).
std::vector<sm::Power> designer_powers(const AnalyzeSettings& s) {
  std::vector<sm::Power> powers;
  if (s.without.empty()) {
    for (int k = 0; k < sm::power_count; ++k) powers.push_back(static_cast<sm::Power>(k));
    return powers;
  }
  for (const std::string& name : s.without) powers.push_back(*sm::power_of_name(name));
  return powers;
}

void print_uses_json(const std::vector<sm::DecisionUse>& uses) {
  std::cout << "[";
  for (std::size_t k = 0; k < uses.size(); ++k) {
    const sm::DecisionUse& u = uses[k];
    std::cout << (k ? ",\n              " : "") << "{\"decision\": " << json_string(decision_name(u.phase))
              << ", \"reached\": " << json_number(u.reached) << ", \"used\": " << json_number(u.used);
    if (u.phase == sm::Phase::confession)
      std::cout << ", \"used_by_crew_chaplain\": " << json_number(u.used_by_crew)
                << ", \"used_by_mutineer_chaplain\": " << json_number(u.used_by_mutineer);
    if (u.phase == sm::Phase::boatswain_report || u.phase == sm::Phase::chaplain_report)
      std::cout << ", \"false_report\": " << json_number(u.false_report);
    std::cout << "}";
  }
  std::cout << "]";
}

// Prints one row as an object of the JSON array (indented, without a separator or newline).
void print_json_row(const Row& row) {
  const sm::ProfileAnalysis& a = row.analysis;
  const sm::Seating seating = sm::Seating::standard(a.players);
  std::cout << "  {\"players\": " << a.players << ", \"profile\": " << json_string(a.profile)
            << ", \"crew_win\": " << json_number(fraction_to_double(a.crew_win))
            << ", \"crew_win_exact\": " << json_string(fraction_text(a.crew_win))
            << ", \"mutineer_win\": " << json_number(fraction_to_double(1 - a.crew_win))
            << ",\n   \"crew_win_by_mutineer\": {";
  for (std::size_t k = 0; k < a.crew_win_by_mutineer.size(); ++k)
    std::cout << (k ? ", " : "") << json_string(seat_name(seating, seating.holder(sm::all_roles[k]))) << ": "
              << json_number(a.crew_win_by_mutineer[k]);
  std::cout << "},\n   \"seats\": [";
  for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
    const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
    std::cout << (p ? ",\n             " : "") << "{\"seat\": " << p + 1
              << ", \"role\": " << json_string(seat_name(seating, sm::Player(static_cast<int>(p))))
              << ", \"win\": " << json_number(a.seat_win[p])
              << ", \"best_response_win\": " << optional_number(br ? std::optional(br->value) : std::nullopt)
              << ", \"best_response_gain\": " << optional_number(br ? std::optional(br->gain) : std::nullopt)
              << ", \"best_response_memory\": " << (br ? json_string(memory_name(br->memory)) : "null")
              << ", \"best_response_exact\": " << (br ? (br->exact ? "true" : "false") : "null") << "}";
  }
  std::cout << "],\n   \"nash_conv\": " << optional_number(a.nash_conv)
            << ", \"nash_conv_exact\": " << (a.nash_conv ? (a.nash_conv_exact ? "true" : "false") : "null");
  if (const auto& solved = a.solved) {
    const sm::TableFigures& f = solved->figures;
    std::cout << ",\n   \"solved\": {\"game\": \"reduced\", \"nash_conv\": " << json_number(f.nash_conv)
              << ", \"gains\": [";
    for (std::size_t p = 0; p < f.gains.size(); ++p) std::cout << (p ? ", " : "") << json_number(f.gains[p]);
    std::cout << "], \"nodes\": " << solved->nodes << ", \"infosets\": [";
    for (std::size_t p = 0; p < solved->infosets.size(); ++p) std::cout << (p ? ", " : "") << solved->infosets[p];
    std::cout << "]";
    if (const auto& e = row.solved) {
      std::cout << ", \"iterations\": " << e->iterations << ", \"seconds\": " << json_number(e->seconds)
                << ", \"trace\": [";
      for (std::size_t k = 0; k < e->trace.size(); ++k)
        std::cout << (k ? ", " : "") << "{\"iterations\": " << e->trace[k].iterations
                  << ", \"seconds\": " << json_number(e->trace[k].seconds)
                  << ", \"nash_conv\": " << json_number(e->trace[k].nash_conv) << "}";
      std::cout << "]";
    } else if (row.table_metadata) {
      std::cout << ", \"table\": " << *row.table_metadata;
    }
    std::cout << ",\n              \"uses\": ";
    print_uses_json(f.uses);
    std::cout << "}";
  }
  if (const auto& d = row.designer) {
    std::cout << ",\n   \"designer\": {\"iterations\": " << d->iterations << ", \"games\": [";
    for (std::size_t k = 0; k < d->games.size(); ++k) {
      const DesignerGame& g = d->games[k];
      std::cout << (k ? ",\n                 " : "")
                << "{\"without\": " << (g.without ? json_string(std::string(sm::power_name(*g.without))) : "null")
                << ", \"crew_win\": " << json_number(g.crew_win)
                << ", \"change\": " << json_number(g.crew_win - d->games.front().crew_win)
                << ", \"nash_conv_reduced\": " << json_number(g.nash_conv)
                << ", \"seconds\": " << json_number(g.seconds) << "}";
    }
    std::cout << "]}";
  }
  if (const auto& size = row.size) {
    std::cout << ",\n   \"stats\": {\"histories\": " << json_string(size->histories.get_str())
              << ", \"decisions\": [";
    for (std::size_t p = 0; p < size->decisions.size(); ++p)
      std::cout << (p ? ", " : "") << json_string(size->decisions[p].get_str());
    std::cout << "], \"information_sets\": [";
    for (std::size_t p = 0; p < row.infosets.size(); ++p)
      std::cout << (p ? ", " : "") << json_string(row.infosets[p].get_str());
    std::cout << "], \"best_response_graph_nodes\": [";
    for (std::size_t p = 0; p < a.best_responses.size(); ++p)
      std::cout << (p ? ", " : "")
                << (a.best_responses[p] ? std::to_string(a.best_responses[p]->graph_nodes) : "null");
    std::cout << "], \"states_evaluated\": " << a.states_evaluated << "}";
  }
  std::cout << ",\n   " << provenance_json(row.seconds) << "}";
}

void print_csv_header() {
  std::cout << "players,profile,crew_win,crew_win_exact,nash_conv,seat,role,win,best_response_win,"
               "best_response_gain,best_response_exact,"
            << provenance_csv_header() << "\n";
}

// Prints one row as CSV lines, one per seat.
void print_csv_row(const Row& row) {
  const sm::ProfileAnalysis& a = row.analysis;
  const sm::Seating seating = sm::Seating::standard(a.players);
  for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
    const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
    std::cout << a.players << ',' << a.profile << ',' << json_number(fraction_to_double(a.crew_win)) << ','
              << fraction_text(a.crew_win) << ',' << (a.nash_conv ? json_number(*a.nash_conv) : "") << ','
              << p + 1 << ',' << seat_name(seating, sm::Player(static_cast<int>(p))) << ','
              << json_number(a.seat_win[p]) << ',' << (br ? json_number(br->value) : "") << ','
              << (br ? json_number(br->gain) : "") << ',' << (br ? (br->exact ? "true" : "false") : "") << ','
              << provenance_csv_cells(row.seconds) << '\n';
  }
}

// The designer's answers as CSV: one row per player count and game.
void print_designer_csv_header() {
  std::cout << "players,without,crew_win,mutineer_win,change,nash_conv_reduced,iterations," << provenance_csv_header()
            << "\n";
}

// Prints one row's designer games as CSV lines (nothing for a row without them).
void print_designer_csv_row(const Row& row) {
  if (!row.designer) return;
  for (const DesignerGame& g : row.designer->games)
    std::cout << row.analysis.players << ',' << (g.without ? sm::power_name(*g.without) : "") << ','
              << json_number(g.crew_win) << ',' << json_number(1 - g.crew_win) << ','
              << json_number(g.crew_win - row.designer->games.front().crew_win) << ',' << json_number(g.nash_conv)
              << ',' << row.designer->iterations << ',' << provenance_csv_cells(row.seconds) << '\n';
}

void print_uses_text(const std::vector<sm::DecisionUse>& uses, int players, std::ostream& out) {
  out << "  how the equilibrium plays (chance that each decision comes up, and is used):\n";
  const sm::Variant removed = sm::reduction_of(players).removed;
  for (const sm::DecisionUse& u : uses) {
    std::string extra;
    if (sm::removes_decision(removed, u.phase)) extra = fmt::format("  (removed by the {}-player reduction)", players);
    if (u.phase == sm::Phase::confession)
      extra = fmt::format("  (a crew Chaplain {:.1f}%, a Mutineer Chaplain {:.1f}%, of all games)",
                          100 * u.used_by_crew, 100 * u.used_by_mutineer);
    if (u.phase == sm::Phase::boatswain_report || u.phase == sm::Phase::chaplain_report)
      extra = fmt::format("  (false: {:.1f}%)", 100 * u.false_report);
    out << fmt::format("    {:<17} {:>6.1f}%  {:>6.1f}%{}\n", decision_name(u.phase), 100 * u.reached,
                             100 * u.used, extra);
  }
}

void print_text_row(const Row& row, std::ostream& out) {
  const sm::ProfileAnalysis& a = row.analysis;
  const sm::Seating seating = sm::Seating::standard(a.players);
  const std::string exact = fraction_text(a.crew_win);
  out << fmt::format("{} players, profile {}: the crew wins {} = {:.4f}\n", a.players, a.profile,
                           exact.size() <= 40 ? exact : "(an exact fraction; --json has it)",
                           fraction_to_double(a.crew_win));
  out << "  the crew wins, by who is the Mutineer:";
  for (std::size_t k = 0; k < a.crew_win_by_mutineer.size(); ++k)
    out << fmt::format(" {} {:.4f}", sm::role_name(sm::all_roles[k]), a.crew_win_by_mutineer[k]);
  out << "\n  seat  role        wins    best response  gain\n";
  for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
    const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
    out << fmt::format("  {:<4}  {:<10}  {:.4f}  {:<13}  {}\n", p + 1,
                             seat_name(seating, sm::Player(static_cast<int>(p))), a.seat_win[p],
                             br                         ? fmt::format("{:.4f}", br->value)
                             : a.best_responses.empty() ? "skipped"
                                                        : "not computed",
                             br ? fmt::format("{:+.4f}{}", br->gain, br->exact ? "" : " (at least)") : "");
  }
  if (a.nash_conv) {
    std::string memories;
    for (const auto& br : a.best_responses)
      if (memories.find(memory_name(br->memory)) == std::string::npos)
        memories += (memories.empty() ? "" : ", ") + std::string(memory_name(br->memory));
    out << fmt::format("  NashConv {:.4f}{} (best responses remember: {})\n", *a.nash_conv,
                             a.nash_conv_exact ? "" : " at least", memories);
  } else if (!a.best_responses.empty()) {
    out << "  NashConv not computed: a best response's game graph exceeded --max-nodes\n";
  }
  if (const auto& solved = a.solved) {
    out << fmt::format("  in the reduced game it was solved on: NashConv {:.4f}; gains",
                             solved->figures.nash_conv);
    for (double g : solved->figures.gains) out << fmt::format(" {:+.4f}", g);
    out << fmt::format("\n  ({} merged states; information sets per seat:", solved->nodes);
    for (std::uint64_t i : solved->infosets) out << ' ' << i;
    out << ")\n";
    if (const auto& e = row.solved) {
      out << fmt::format(
          "  CFR+ {} iterations in {:.1f} s (and {:.1f} s to build the graph); NashConv as it went:", e->iterations,
          e->trace.empty() ? 0.0 : e->trace.back().seconds, e->size.build_seconds);
      for (const sm::CfrCheckpoint& c : e->trace) out << fmt::format(" {}:{:.4f}", c.iterations, c.nash_conv);
      out << "\n";
    }
    print_uses_text(solved->figures.uses, a.players, out);
  }
  if (const auto& d = row.designer) {
    out << fmt::format(
        "  the designer's answers: the equilibrium of each game, CFR+ {} iterations each\n"
        "    game                  crew wins  Mutineer wins  change    NashConv (reduced game)\n",
        d->iterations);
    for (const DesignerGame& g : d->games) {
      const std::string name = g.without ? "no " + std::string(sm::power_name(*g.without)) : "standard";
      out << fmt::format(
          "    {:<20}  {:.4f}     {:.4f}         {:>7}   {:.4f}\n", name, g.crew_win, 1 - g.crew_win,
          g.without ? fmt::format("{:+.4f}", g.crew_win - d->games.front().crew_win) : "", g.nash_conv);
    }
  }
  if (row.size) {
    out << "  game size: " << row.size->histories.get_str() << " histories; decision points per seat:";
    for (const mpz_class& d : row.size->decisions) out << ' ' << d.get_str();
    out << "\n  information sets per seat (perfect recall):";
    for (const mpz_class& i : row.infosets) out << ' ' << i.get_str();
    out << "\n  states evaluated exactly: " << a.states_evaluated << "\n";
  }
  out << fmt::format("  ({:.1f} s)\n\n", row.seconds);
}

}  // namespace

CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& s) {
  auto* cmd = group.add_subcommand(
      "analyze",
      "Analyze Mutiny: for each player count and profile, the crew's win probability as an exact fraction, each "
      "seat's win probability, each player's best response to the profile and its gain, and NashConv (the sum of "
      "the gains); the equilibrium found by CFR+; and the designer's answers (what each power is worth).");
  std::vector<std::string> names;
  for (std::string_view n : sm::profile_names()) names.emplace_back(n);
  std::vector<std::string> powers;
  for (int k = 0; k < sm::power_count; ++k) powers.emplace_back(sm::power_name(static_cast<sm::Power>(k)));
  help_value(add_number_list_option(*cmd, "--players", s.players, "Player counts, comma-separated (default: 4,5,6)",
                                    sm::min_players, sm::max_players),
             "LIST");
  help_value(add_list_option(*cmd, "--profile,--profiles", s.profiles,
                             "Profiles, comma-separated (default: all of " +
                                 fmt::format("{}", fmt::join(names, ", ")) + ")",
                             names, "profile"),
             "LIST");
  add_json_flag(*cmd, s.json, "Print a JSON array, one object per player count and profile");
  cmd->add_flag("--csv", s.csv, "Print CSV, one row per seat (with --designer: one row per game)");
  cmd->add_flag("--no-header", s.no_header, "With --csv: no header row");
  cmd->add_flag("--stats", s.stats,
                "Also print the game's size: its histories, each seat's decision points and information sets "
                "(perfect recall), and the size of each best response's game graph");
  cmd->add_flag("--no-best-response", s.no_best_response,
                "Skip the best responses and NashConv in the full game (the values alone take seconds)");
  cmd->add_option("--max-nodes", s.max_nodes,
                  "Node budget of each game graph (default 15000000; a graph takes about 250 bytes a node while "
                  "it is built): a best response that needs more is reported as not computed; with --solve, a "
                  "reduced game that needs more stops the run (exit 2)")
      ->check(whole_in("--max-nodes", 1000, 1'000'000'000));
  cmd->add_option("--threads", s.threads,
                  "Threads for the best responses, one seat each (default 1: each thread holds a graph of its own, "
                  "so memory grows with them; with 1, each graph is built on every core); numbers do not depend "
                  "on it; at most 8 per hardware thread, like every --threads")
      ->check(at_least_one("--threads"));
  cmd->add_flag("--solve", s.solve,
                "Solve the equilibrium afresh by CFR+ (with 1000 iterations about 3 to 6 minutes with 4 players, "
                "15 with 5 and 40 with 6) instead of reading the one built into skb");
  cmd->add_option("--iterations", s.iterations, "CFR+ iterations of each solve (default 1000)")
      ->check(whole_in("--iterations", 1, 1'000'000));
  cmd->add_option("--check-every", s.check_every,
                  "Measure NashConv every this many iterations as CFR+ goes (default 100; 0: only at the end)")
      ->check(whole_in("--check-every", 0, 1'000'000));
  help_value(cmd->add_option("--save-equilibrium", s.save_dir,
                             "Solve (as --solve) and write each table to DIR/equilibrium-N.skbstrat (the files "
                             "tools/make_mutiny_equilibria.sh compresses into solver/mutiny/data/)"),
             "DIR");
  cmd->add_flag("--designer", s.designer,
                "The designer's answers: solve the standard game and the game without each power (--without), "
                "each by CFR+ with --iterations, and compare the crew's chances (with 6 players, not forgiveness "
                "nor change course: the reduction has already removed them)");
  help_value(add_list_option(*cmd, "--without", s.without,
                             "With --designer: the powers to remove, one at a time, comma-separated (default: all "
                             "of " + fmt::format("{}", fmt::join(powers, ", ")) + ")",
                             powers, "power"),
             "LIST");
  cmd->add_flag("--quiet", s.quiet, "No progress on standard error (shown when it is a terminal)");
  cmd->get_option("--json")->excludes("--csv");
  cmd->footer(
      "\nProfiles:\n"
      "  random       every decision uniform over its legal options (the fixed reference point of the rules)\n"
      "  honest       truthful crew reports, votes guided by each player's belief; the Mutineer's side lies\n"
      "               and frames the table's prime suspect\n"
      "  equilibrium  an approximate Nash equilibrium found by CFR+ on a reduced game, built into skb for\n"
      "               4, 5 and 6 players; its NashConv there is printed beside it. In the reduced game\n"
      "               players forget the innocence votes in round 2, and the search and reports once the\n"
      "               guilt votes are cast. With 6 players they also keep the guilt votes only as counts, and\n"
      "               the game loses forgiveness and change course (so in the full game its Chaplain never\n"
      "               forgives and its Navigator names nobody)\n\n"
      + doc_path("mutiny/analysis.md") +
      " has every rule of each profile, the reduction and the designer's answers.\n\n"
      "Values are exact: every Mutineer, every random choice and every tie is enumerated. A best response is\n"
      "the best any one player can do against the others following the profile; its gain over the profile is\n"
      "how far that player could exploit it, and NashConv, the sum of the gains, is 0 only at an equilibrium.\n"
      "A gain marked \"at least\" is that of a responder who forgets the innocence votes in round 2 (when\n"
      "remembering them does not fit --max-nodes): the true gain is at least as large.\n\n"
      "Each row is printed as soon as it is done. Ctrl-C or SIGTERM stops the row in progress (within a\n"
      "second or so: at its next step, graph build or CFR+ iteration) and leaves it out; the finished rows\n"
      "stay printed (the JSON array closed) and the status is 130.\n\n"
      "Powers (--without): search, confession, reports (everyone silent), lies (reports must be true),\n"
      "dead-reckoning, condemn, bosun-knows-best, forgiveness, change-course.\n\n"
      "Examples:\n"
      "  skb mutiny analyze --players 4 --profile random --json\n"
      "  skb mutiny analyze --profile honest --csv > honest.csv\n"
      "  skb mutiny analyze --players 4 --profile equilibrium --max-nodes 30000000\n"
      "  skb mutiny analyze --players 4 --profile equilibrium --designer --without confession,reports\n\n"
      + exit_statuses({{kExitOk, "analyzed"},
                       {kExitBadInput, "a bad command line (or no equilibrium of that size built in, or a reduced "
                                       "game over --max-nodes with --solve)"},
                       {kExitOutOfMemory, "out of memory (each --threads thread holds a graph of its own)"},
                       {kExitInterrupted, kInterrupted}}));
  return cmd;
}

// Prints the rows of a sweep as --json, --csv or the text asks, each as soon as it is done (and
// flushed), so that a piped or interrupted run keeps every finished row: the opening (JSON's
// bracket, CSV's header) at once, then the rows, then the closing.
class RowPrinter {
 public:
  explicit RowPrinter(const AnalyzeSettings& s) : s_(s) {
    if (s_.json)
      std::cout << "[\n";
    else if (s_.csv && !s_.no_header)
      s_.designer ? print_designer_csv_header() : print_csv_header();
    std::cout << std::flush;
  }
  void row(const Row& row) {
    if (s_.json) {
      if (printed_ > 0) std::cout << ",\n";
      print_json_row(row);
    } else if (s_.csv) {
      s_.designer ? print_designer_csv_row(row) : print_csv_row(row);
    } else {
      // Composed whole, then wrapped to the screen: a row's long lines (the crew's chance by
      // Mutineer, the CFR+ trace) continue indented under their own.
      std::ostringstream text;
      print_text_row(row, text);
      std::cout << wrap(text.str(), TextLayout::for_stdout().width, 2);
    }
    ++printed_;
    std::cout << std::flush;
  }
  void close() const {
    if (s_.json) std::cout << (printed_ > 0 ? "\n]\n" : "]\n");
  }
  std::size_t printed() const { return printed_; }

 private:
  const AnalyzeSettings& s_;
  std::size_t printed_ = 0;
};

// Analyses every row of the sweep (player counts x profiles), handing each to `printer` as soon
// as it is done. An interrupt stops it between two steps of a row or inside one (Interrupted or
// skb::Cancelled); `current` then says what was in progress ("" between rows).
void analyze_rows(const AnalyzeSettings& s, const std::vector<int>& players, const std::vector<std::string>& profiles,
                  bool solving, int threads, const Status& status, RowPrinter& printer, std::string& current) {
  for (int n : players) {
    std::shared_ptr<const sm::Equilibrium> solved;
    std::shared_ptr<Designer> designer;
    if (solving && std::find(profiles.begin(), profiles.end(), "equilibrium") != profiles.end()) {
      stop_if_interrupted();
      current = fmt::format("solving the equilibrium of {} players", n);
      solved = solve(n, sm::Variant{}, s, status);
      current.clear();
      if (!s.save_dir.empty()) {
        const std::vector<std::byte> bytes = solved->table.write(sm::equilibrium_metadata(*solved));
        try {
          write_file(std::filesystem::path(s.save_dir) / fmt::format("equilibrium-{}.skbstrat", n),
                     std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
        } catch (const WriteError& e) {  // checked before solving; the folder changed since (or the disk filled)
          throw UsageError(std::string(kAnalyzeCommand), fmt::format("--save-equilibrium: {}", e.what()));
        }
      }
      if (s.designer) {
        designer = std::make_shared<Designer>();
        designer->iterations = s.iterations;
        designer->games.push_back(
            {std::nullopt, solved->figures.crew_win.get_d(), solved->figures.nash_conv, solved->seconds});
        for (const sm::Power power : designer_powers(s)) {
          if (sm::reduction_of(n).removed.removes(power)) continue;  // the same game as the standard one
          current = fmt::format("solving the game of {} players without {}", n, sm::power_name(power));
          const auto without = solve(n, sm::Variant{}.without(power), s, status);
          current.clear();
          designer->games.push_back(
              {power, without->figures.crew_win.get_d(), without->figures.nash_conv, without->seconds});
        }
      }
    }
    for (const std::string& name : profiles) {
      stop_if_interrupted();
      current = fmt::format("the row of {} players, profile {}", n, name);
      const auto start = std::chrono::steady_clock::now();
      std::unique_ptr<sm::Profile> profile;
      Row row;
      if (name == "equilibrium" && solved) {
        profile = std::make_unique<sm::SolvedProfile>(
            "equilibrium", n, std::shared_ptr<const skb::StrategyTable>(solved, &solved->table));
        row.solved = solved;
        row.designer = designer;
      } else if (name == "equilibrium" && !sm::has_equilibrium(n)) {
        if (status.enabled()) status.clear();
        std::cerr << fmt::format(
            "skb mutiny analyze: note: no equilibrium of {} players is built in (its table was missing when skb was "
            "built); its row is left out\n",
            n);
        current.clear();
        continue;
      } else {
        profile = sm::make_profile(name, n);
        if (name == "equilibrium") row.table_metadata = sm::equilibrium_table(n)->metadata();
      }
      sm::AnalysisOptions options;
      options.best_responses = !s.no_best_response;
      options.max_graph_nodes = s.max_nodes;
      options.threads = threads;
      options.cancel = interrupt_flag();
      options.progress = [&](const std::string& step) {
        status.show(fmt::format("{} players, {}: {}", n, name, step));
      };
      if (row.solved)
        options.solved = sm::SolvedFigures{row.solved->figures, row.solved->size.nodes, row.solved->size.infosets};
      row.analysis = sm::analyze_profile(n, *profile, options);
      if (s.stats) {
        stop_if_interrupted();  // the counts themselves run to their end
        options.progress("counting the game's histories");
        const sm::MutinyGame full(sm::Seating::standard(n), sm::Memory::perfect);
        row.size = skb::game_size(full);
        options.progress("counting each seat's information sets");
        for (int p = 0; p < n; ++p) row.infosets.push_back(skb::count_information_sets(full, p));
      }
      row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      status.clear();
      printer.row(row);
      current.clear();
    }
  }
  current.clear();
}

// Closes the output of a sweep an interrupt stopped, says on stderr what is printed and what was
// stopped (`current`: "" between rows), and returns the status.
int interrupted(const Status& status, const RowPrinter& printer, const std::string& current) {
  status.clear();
  printer.close();
  std::cout.flush();
  const std::size_t n = printer.printed();
  std::cerr << fmt::format("skb mutiny analyze: interrupted after {} {}; those are printed{}\n", n,
                           n == 1 ? "row" : "rows",
                           current.empty() ? "" : "; " + current + " was stopped and is left out");
  return kExitInterrupted;
}

int run_analyze(const AnalyzeSettings& s) {
  const std::vector<int> players = s.players.empty() ? std::vector<int>{4, 5, 6} : s.players;
  std::vector<std::string> profiles = s.profiles;
  const bool profiles_named = !profiles.empty();
  if (profiles.empty())
    for (std::string_view n : sm::profile_names()) profiles.emplace_back(n);
  if (s.designer && std::find(profiles.begin(), profiles.end(), "equilibrium") == profiles.end())
    throw UsageError(std::string(kAnalyzeCommand), "--designer answers with the equilibrium: add it to --profile");
  const bool solving = s.solve || !s.save_dir.empty() || s.designer;
  if (!solving && profiles_named)
    for (int n : players)
      if (std::find(profiles.begin(), profiles.end(), "equilibrium") != profiles.end() && !sm::has_equilibrium(n))
        throw UsageError(std::string(kAnalyzeCommand),
                         fmt::format("no equilibrium of {} players is built into skb (its table was missing when "
                                     "skb was built); --solve solves it",
                                     n));
  if (!s.save_dir.empty()) {
    check_writable_folder(s.save_dir, "--save-equilibrium", kAnalyzeCommand);
    for (int n : players)  // a folder in the way of a file would otherwise be found only after solving
      for (const char* form : {"equilibrium-{}.skbstrat", ".equilibrium-{}.skbstrat.tmp"})
        check_replaceable_file(std::filesystem::path(s.save_dir) / fmt::format(fmt::runtime(form), n),
                               "--save-equilibrium", kAnalyzeCommand);
  }
  // Refused rather than run: each thread holds a game graph of its own.
  const int threads = check_threads(s.threads, kAnalyzeCommand);
  const Status status(!s.quiet && isatty(STDERR_FILENO));
  // Each row is printed as soon as it is done. Ctrl-C or SIGTERM stops the sweep within the row
  // in progress (at its next step, or while a game graph is built or CFR+ iterates; a few steps
  // run to their end, see analysis.h): the finished rows stay printed, the JSON array is closed,
  // stderr says what was stopped, and the status is 130.
  const InterruptGuard guard;
  RowPrinter printer(s);
  std::string current;
  try {
    analyze_rows(s, players, profiles, solving, threads, status, printer, current);
  } catch (const Interrupted&) {
    return interrupted(status, printer, current);
  } catch (const skb::Cancelled&) {
    return interrupted(status, printer, current);
  }
  status.clear();
  printer.close();
  return kExitOk;
}

}  // namespace skb::cli::mutiny