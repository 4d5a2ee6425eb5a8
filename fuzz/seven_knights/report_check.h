// Renders a solved record as `skb solve` prints it, in JSON and as text, and checks the JSON: it
// parses, and every field reads back to exactly what the solver computed (json-output.md:
// numbers in shortest round-trip form, positions by the record's names). Header-only, shared
// by the fuzz targets and tests/seven_knights/test_fuzz_replay.cpp.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "cli/seven_knights/json_report.h"
#include "cli/seven_knights/text_report.h"
#include "solver/seven_knights/posterior.h"
#include "solver/seven_knights/record.h"

namespace skb::fuzz {

using namespace skb::seven_knights;

// Returns "" if both reports render and the JSON reads back exactly, else what is wrong. Only
// the first `top` arrangements are rendered (as `--top` does): 40,320 of them would make a
// 4 MB report, slow to parse under the sanitizers for no new coverage.
inline std::string check_reports(const Record& r, const Posterior& solved, std::size_t top = 12) {
  Posterior p = solved;
  if (p.arrangements.size() > top) p.arrangements.resize(top);
  if (cli::seven_knights::text_report(r, p, true).empty() || cli::seven_knights::text_report(r, p, false).empty()) return "an empty text report";
  const std::string text = cli::seven_knights::json_report(r, p);
  nlohmann::ordered_json j;
  try {
    j = nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    return std::string("the JSON does not parse: ") + e.what();
  }
  try {
    if (j.at("deals").get<std::size_t>() != p.deals ||
        j.at("consistent_deals").get<std::size_t>() != p.consistent_deals)
      return "deal counts differ in the JSON";
    if (j.at("lie_rate").get<double>() != r.lie_rate) return "lie_rate does not read back";
    for (int pos = 0; pos < r.position_count(); ++pos)
      for (std::size_t v = 0; v < p.values.size(); ++v)
        if (j.at("tiles").at(r.position_name(pos)).at(value_name(p.values[v])).get<double>() !=
            p.tiles(pos, static_cast<std::ptrdiff_t>(v)))
          return "tiles[" + r.position_name(pos) + "][" + value_name(p.values[v]) + "] does not read back";
    for (int a = 0; a < r.player_count(); ++a)
      if (j.at("witch_team").at(r.players[static_cast<std::size_t>(a)]).get<double>() !=
          p.witch_team[static_cast<std::size_t>(a)])
        return "witch_team does not read back";
    if (j.at("witch_absent").get<double>() != p.witch_absent) return "witch_absent does not read back";
    const auto& listed = j.at("arrangements");
    if (listed.size() != p.arrangements.size()) return "the JSON lists a different number of arrangements";
    for (std::size_t i = 0; i < listed.size(); ++i) {
      const Arrangement& a = p.arrangements[i].arrangement;
      const auto& x = listed[i];
      if (x.at("probability").get<double>() != p.arrangements[i].probability)
        return "an arrangement probability does not read back";
      if (x.at("exclude").is_null() != !a.exclude ||
          (a.exclude && x.at("exclude").get<std::string>() != r.position_name(*a.exclude)))
        return "an arrangement's exclude does not read back";
      if (x.at("order").size() != a.order.size()) return "an arrangement's order has the wrong length";
      for (std::size_t k = 0; k < a.order.size(); ++k)
        if (x.at("order")[k].get<std::string>() != r.position_name(a.order[k]))
          return "an arrangement's order does not read back";
    }
  } catch (const nlohmann::json::exception& e) {
    return std::string("the JSON lacks a field: ") + e.what();
  }
  return "";
}

}  // namespace skb::fuzz
