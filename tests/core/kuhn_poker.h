// Kuhn poker, the smallest poker, as a test game for the analysis algorithms of solver/core
// (game.h). Three cards J < Q < K; each player antes 1 and gets one card; player 0 passes or
// bets 1; then player 1 passes or bets (after a pass) or folds or calls (after a bet); after
// pass-bet player 0 folds or calls. Option 0 is pass/fold, option 1 bet/call. Its equilibrium
// value for player 0 is -1/18 (Kuhn, 1950).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/core/game.h"

namespace skb::testing {

struct KuhnPoker {
  struct State {
    int cards[2] = {-1, -1};
    std::string history;  // 'p' pass/fold, 'b' bet/call
  };

  int players() const { return 2; }
  // Zero-sum, and each player's key keeps their card and the whole betting: perfect recall.
  skb::GameFacts facts() const { return {true, true}; }
  State root() const { return {}; }
  skb::NodeKind kind(const State& s) const {
    if (s.cards[1] < 0) return skb::NodeKind::chance;
    const std::string& h = s.history;
    if (h == "pp" || h == "bp" || h == "bb" || h == "pbp" || h == "pbb") return skb::NodeKind::terminal;
    return skb::NodeKind::decision;
  }
  int actor(const State& s) const { return static_cast<int>(s.history.size() % 2); }
  int options(const State& s) const { return s.cards[0] < 0 ? 3 : s.cards[1] < 0 ? 2 : 2; }
  State child(const State& s, int option) const {
    State c = s;
    if (c.cards[0] < 0) {
      c.cards[0] = option;
    } else if (c.cards[1] < 0) {
      int k = -1;  // the option-th card other than player 0's
      for (int card = 0, seen = 0; card < 3; ++card)
        if (card != c.cards[0] && seen++ == option) k = card;
      c.cards[1] = k;
    } else {
      c.history += option == 0 ? 'p' : 'b';
    }
    return c;
  }
  // Options as a player reads them: the deal's cards, pass/bet, or fold/call after a bet.
  std::string option_name(const State& s, int option) const {
    static constexpr const char* kCards[] = {"J", "Q", "K"};
    if (s.cards[0] < 0) return std::string("player 0 gets ") + kCards[option];
    if (s.cards[1] < 0) return "player 1 gets " + std::string(kCards[child(s, option).cards[1]]);
    const bool facing_bet = !s.history.empty() && s.history.back() == 'b';
    return facing_bet ? (option == 0 ? "fold" : "call") : (option == 0 ? "pass" : "bet");
  }
  std::vector<std::uint64_t> chance_weights(const State& s) const {
    return std::vector<std::uint64_t>(s.cards[0] < 0 ? 3 : 2, 1);
  }
  std::vector<std::int64_t> utilities(const State& s) const {
    const std::string& h = s.history;
    const int winner = s.cards[0] > s.cards[1] ? 0 : 1;
    std::int64_t to0 = 0;
    if (h == "bp")
      to0 = 1;  // player 1 folds to the bet
    else if (h == "pbp")
      to0 = -1;  // player 0 folds
    else
      to0 = (winner == 0 ? 1 : -1) * (h == "pp" ? 1 : 2);
    return {to0, -to0};
  }
  void information(const State& s, std::string& key) const {
    key += static_cast<char>('0' + s.cards[actor(s)]);
    key += s.history;
  }
  void dynamics(const State& s, std::string& key) const {
    key += static_cast<char>('0' + s.cards[0] + 1);
    key += static_cast<char>('0' + s.cards[1] + 1);
    key += s.history;
  }
  void transposition(const State& s, std::string& key) const { dynamics(s, key); }
};

static_assert(skb::Game<KuhnPoker>);

}  // namespace skb::testing
