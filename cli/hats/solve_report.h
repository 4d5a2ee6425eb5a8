// The reports of `skb hats solve`: the text a player reads at the table (the grid of where the
// hats are, who knows what, the scores) and the JSON of docs/hats/json-output.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cli/common/terminal.h"
#include "solver/hats/posterior.h"
#include "solver/hats/record.h"

namespace skb::cli::hats {

// What the report says about the model of play: its name (empty: none) and tremble rate.
struct ModelNote {
  std::string name;
  double tremble = 0;
};

std::string solve_text(const skb::hats::Record& record, const skb::hats::Table& table, std::optional<int> viewer,
                       const skb::hats::Posterior& post, const ModelNote& model, const TextLayout& layout);

std::string solve_json(const skb::hats::Record& record, const skb::hats::Table& table, std::optional<int> viewer,
                       const skb::hats::Posterior& post, const ModelNote& model, double seconds);

// "Ann 3, Ben 1 (Ann wins)" style summary of the scores, for the text reports.
std::string scores_text(const skb::hats::Record& record, const skb::hats::Table& table);

}  // namespace skb::cli::hats
