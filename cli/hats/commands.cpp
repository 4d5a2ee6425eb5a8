#include "cli/hats/commands.h"

#include <memory>

#include <CLI/CLI.hpp>

#include "cli/hats/advise_command.h"
#include "cli/hats/legal_command.h"
#include "cli/hats/simulate_command.h"
#include "cli/hats/solve_command.h"

namespace skb::cli::hats {

void add_commands(CLI::App& parent, Commands& commands) {
  auto solve = std::make_shared<SolveSettings>();
  commands.push_back({add_solve_command(parent, *solve), [solve] { return run_solve(*solve); }});
  auto advise = std::make_shared<AdviseSettings>();
  commands.push_back({add_advise_command(parent, *advise), [advise] { return run_advise(*advise); }});
  auto legal = std::make_shared<LegalSettings>();
  commands.push_back({add_legal_command(parent, *legal), [legal] { return run_legal(*legal); }});
  auto simulate = std::make_shared<SimulateSettings>();
  commands.push_back({add_simulate_command(parent, *simulate), [simulate] { return run_simulate(*simulate); }});
  auto analyze = std::make_shared<AnalyzeSettings>();
  commands.push_back({add_analyze_command(parent, *analyze), [analyze] { return run_analyze(*analyze); }});
}

}  // namespace skb::cli::hats
