#include "cli/mutiny/commands.h"

#include <memory>

#include <CLI/CLI.hpp>

#include "cli/mutiny/advise_command.h"
#include "cli/mutiny/analyze_command.h"
#include "cli/mutiny/legal_command.h"
#include "cli/mutiny/solve_command.h"

namespace skb::cli::mutiny {

void add_commands(CLI::App& parent, Commands& commands) {
  auto settings = std::make_shared<SolveSettings>();
  CLI::App* solve = add_solve_command(parent, *settings);
  commands.push_back({solve, [settings] { return run_solve(*settings); }});
  auto advise_settings = std::make_shared<AdviseSettings>();
  CLI::App* advise = add_advise_command(parent, *advise_settings);
  commands.push_back({advise, [advise_settings] { return run_advise(*advise_settings); }});
  auto analyze_settings = std::make_shared<AnalyzeSettings>();
  CLI::App* analyze = add_analyze_command(parent, *analyze_settings);
  commands.push_back({analyze, [analyze_settings] { return run_analyze(*analyze_settings); }});
  auto legal_settings = std::make_shared<LegalSettings>();
  CLI::App* legal = add_legal_command(parent, *legal_settings);
  commands.push_back({legal, [legal_settings] { return run_legal(*legal_settings); }});
}

}  // namespace skb::cli::mutiny
