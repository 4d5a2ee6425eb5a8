#include "cli/mutiny/analyze_command.h"

#include <unistd.h>

#include <chrono>
#include <iostream>
#include <sstream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cli/common/exit_status.h"
#include "cli/common/json.h"
#include "cli/common/progress.h"
#include "solver/core/game_size.h"
#include "solver/mutiny/analysis.h"

namespace skb::cli::mutiny {

namespace sm = skb::mutiny;

namespace {

std::string memory_name(sm::Memory m) {
  switch (m) {
    case sm::Memory::perfect:
      return "perfect";
    case sm::Memory::short_term:
      return "short_term";
    case sm::Memory::none:
      return "state";
  }
  return "?";
}

// The name of a seat in output: its role ("boatswain") or "juror1"/"juror2".
std::string seat_name(const sm::Seating& seating, sm::Player p) {
  if (const std::optional<sm::Role> role = seating.role_of(p)) {
    std::string name(sm::role_name(*role));
    name[0] = static_cast<char>(name[0] - 'A' + 'a');
    return name;
  }
  return "juror" + std::to_string(p.index - 3);
}

struct Row {
  sm::ProfileAnalysis analysis;
  std::optional<game::GameSize> size;
  double seconds = 0;
};

std::string optional_number(const std::optional<double>& x) { return x ? json_number(*x) : "null"; }

void print_json(const std::vector<Row>& rows) {
  std::cout << "[\n";
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const sm::ProfileAnalysis& a = rows[r].analysis;
    const sm::Seating seating = sm::Seating::standard(a.players);
    std::cout << "  {\"players\": " << a.players << ", \"profile\": " << json_string(a.profile)
              << ", \"crew_win\": " << json_number(fraction_to_double(a.crew_win))
              << ", \"crew_win_exact\": " << json_string(fraction_text(a.crew_win))
              << ", \"mutineer_win\": " << json_number(fraction_to_double(1 - a.crew_win)) << ",\n   \"seats\": [";
    for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
      const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
      std::cout << (p ? ",\n             " : "") << "{\"seat\": " << p
                << ", \"role\": " << json_string(seat_name(seating, sm::Player(static_cast<int>(p))))
                << ", \"win\": " << json_number(a.seat_win[p])
                << ", \"best_response_win\": " << optional_number(br ? std::optional(br->value) : std::nullopt)
                << ", \"best_response_gain\": " << optional_number(br ? std::optional(br->gain) : std::nullopt) << "}";
    }
    std::cout << "],\n   \"nash_conv\": " << optional_number(a.nash_conv)
              << ", \"best_response_memory\": " << json_string(memory_name(a.responder_memory));
    if (const auto& size = rows[r].size) {
      std::cout << ",\n   \"stats\": {\"histories\": " << json_string(size->histories.get_str())
                << ", \"decisions\": [";
      for (std::size_t p = 0; p < size->decisions.size(); ++p)
        std::cout << (p ? ", " : "") << json_string(size->decisions[p].get_str());
      std::cout << "], \"best_response_graph_nodes\": [";
      for (std::size_t p = 0; p < a.best_responses.size(); ++p)
        std::cout << (p ? ", " : "")
                  << (a.best_responses[p] ? std::to_string(a.best_responses[p]->graph_nodes) : "null");
      std::cout << "], \"states_evaluated\": " << a.states_evaluated << "}";
    }
    std::cout << ", \"seconds\": " << json_number(rows[r].seconds) << "}" << (r + 1 < rows.size() ? "," : "") << "\n";
  }
  std::cout << "]\n";
}

void print_csv(const std::vector<Row>& rows, bool header) {
  if (header)
    std::cout << "players,profile,crew_win,crew_win_exact,nash_conv,seat,role,win,best_response_win,"
                 "best_response_gain\n";
  for (const Row& row : rows) {
    const sm::ProfileAnalysis& a = row.analysis;
    const sm::Seating seating = sm::Seating::standard(a.players);
    for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
      const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
      std::cout << a.players << ',' << a.profile << ',' << json_number(fraction_to_double(a.crew_win)) << ','
                << fraction_text(a.crew_win) << ',' << (a.nash_conv ? json_number(*a.nash_conv) : "") << ',' << p << ','
                << seat_name(seating, sm::Player(static_cast<int>(p))) << ',' << json_number(a.seat_win[p]) << ','
                << (br ? json_number(br->value) : "") << ',' << (br ? json_number(br->gain) : "") << '\n';
    }
  }
}

void print_text(const std::vector<Row>& rows) {
  for (const Row& row : rows) {
    const sm::ProfileAnalysis& a = row.analysis;
    const sm::Seating seating = sm::Seating::standard(a.players);
    std::cout << fmt::format("{} players, profile {}: the crew wins {} = {:.4f}\n", a.players, a.profile,
                             fraction_text(a.crew_win), fraction_to_double(a.crew_win));
    std::cout << "  seat  role        wins    best response  gain\n";
    for (std::size_t p = 0; p < a.seat_win.size(); ++p) {
      const auto& br = p < a.best_responses.size() ? a.best_responses[p] : std::nullopt;
      std::cout << fmt::format("  {:<4}  {:<10}  {:.4f}  {:<13}  {}\n", p,
                               seat_name(seating, sm::Player(static_cast<int>(p))), a.seat_win[p],
                               br ? fmt::format("{:.4f}", br->value) : "not computed",
                               br ? fmt::format("{:+.4f}", br->gain) : "");
    }
    if (a.nash_conv) {
      std::cout << fmt::format("  NashConv {:.4f} (best responses remember: {})\n", *a.nash_conv,
                               memory_name(a.responder_memory));
    } else if (!a.best_responses.empty()) {
      std::cout << "  NashConv not computed: a best response's game graph exceeded --max-nodes\n";
    }
    if (row.size) {
      std::cout << "  game size: " << row.size->histories.get_str() << " histories; decision points per seat:";
      for (const mpz_class& d : row.size->decisions) std::cout << ' ' << d.get_str();
      std::cout << "\n  states evaluated exactly: " << a.states_evaluated << "\n";
    }
    std::cout << fmt::format("  ({:.1f} s)\n\n", row.seconds);
  }
}

}  // namespace

CLI::App* add_analyze_command(CLI::App& group, AnalyzeSettings& s) {
  auto* cmd = group.add_subcommand(
      "analyze",
      "Analyze Mutiny exactly: for each player count and profile, the crew's win probability as an exact "
      "fraction, each seat's win probability, each player's best response to the profile and its gain, and "
      "NashConv (the sum of the gains).");
  std::vector<std::string> names;
  for (std::string_view n : sm::profile_names()) names.emplace_back(n);
  cmd->add_option("--players", s.players, "Player counts, comma-separated (default: 4,5,6)")
      ->delimiter(',')
      ->check(CLI::Range(sm::min_players, sm::max_players));
  cmd->add_option("--profile,--profiles", s.profiles,
                  "Profiles, comma-separated (default: all of " + fmt::format("{}", fmt::join(names, ", ")) + ")")
      ->delimiter(',')
      ->check(CLI::IsMember(names));
  cmd->add_flag("--json", s.json, "Print a JSON array, one object per player count and profile");
  cmd->add_flag("--csv", s.csv, "Print CSV, one row per seat");
  cmd->add_flag("--no-header", s.no_header, "With --csv: no header row");
  cmd->add_flag("--stats", s.stats,
                "Also print the game's size: its histories and each seat's decision points, and the size of "
                "each best response's game graph");
  cmd->add_flag("--no-best-response", s.no_best_response,
                "Skip the best responses and NashConv (the exact values alone take well under a minute)");
  cmd->add_option("--max-nodes", s.max_nodes,
                  "Node budget of each best response's game graph (default 15000000; a graph takes about 400 "
                  "bytes a node while it is built); a best response that needs more is reported as not computed")
      ->check(CLI::Range(std::uint64_t{1000}, std::uint64_t{1'000'000'000}));
  cmd->add_option("--threads", s.threads,
                  "Threads for the best responses, one seat each (default 1: each thread holds a graph of its own, "
                  "so memory grows with them); numbers do not depend on it")
      ->check(CLI::Range(1, 1024));
  cmd->add_flag("--quiet", s.quiet, "No progress on standard error (shown when it is a terminal)");
  cmd->get_option("--json")->excludes("--csv");
  cmd->footer(
      "Profiles:\n"
      "  random  every decision uniform over its legal options (the fixed reference point of the rules)\n"
      "  honest  truthful crew reports, votes guided by each player's belief; the Mutineer's side lies\n"
      "          and frames the table's prime suspect (docs/mutiny/analysis.md has every rule)\n\n"
      "Values are exact: every Mutineer, every random choice and every tie is enumerated. A best response is\n"
      "the best any one player can do against the others following the profile; its gain over the profile is\n"
      "how far that player could exploit it, and NashConv, the sum of the gains, is 0 only at an equilibrium.\n\n"
      "Examples:\n"
      "  skb mutiny analyze --players 4 --profile random --json\n"
      "  skb mutiny analyze --profile honest --csv > honest.csv\n\n"
      "Exit status: 0 ok, 1 internal error, 2 bad command line.");
  return cmd;
}

int run_analyze(const AnalyzeSettings& s) {
  std::vector<int> players = s.players.empty() ? std::vector<int>{4, 5, 6} : s.players;
  std::vector<std::string> profiles = s.profiles;
  if (profiles.empty())
    for (std::string_view n : sm::profile_names()) profiles.emplace_back(n);
  const bool show_progress = !s.quiet && isatty(STDERR_FILENO);
  std::vector<Row> rows;
  for (int n : players) {
    for (const std::string& name : profiles) {
      const auto start = std::chrono::steady_clock::now();
      const std::unique_ptr<sm::Profile> profile = sm::make_profile(name, n);
      sm::AnalysisOptions options;
      options.best_responses = !s.no_best_response;
      options.max_graph_nodes = s.max_nodes;
      options.threads = s.threads;
      if (show_progress) {
        options.progress = [&](const std::string& step) {
          std::cerr << fmt::format("\r\033[K{} players, {}: {} ({})", n, name, step,
                                   format_duration(
                                       std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()))
                    << std::flush;
        };
      }
      Row row;
      row.analysis = sm::analyze_profile(n, *profile, options);
      if (s.stats) {
        if (show_progress) options.progress("counting the game's histories");
        row.size = game::game_size(sm::MutinyGame(sm::Seating::standard(n), sm::Memory::perfect));
      }
      row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      rows.push_back(std::move(row));
    }
  }
  if (show_progress) std::cerr << "\r\033[K" << std::flush;
  if (s.json) {
    print_json(rows);
  } else if (s.csv) {
    print_csv(rows, !s.no_header);
  } else {
    print_text(rows);
  }
  return kExitOk;
}

}  // namespace skb::cli::mutiny
