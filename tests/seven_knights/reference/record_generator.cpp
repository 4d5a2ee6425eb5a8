// Record generator: see record_generator.h.
//
// The generator keeps its own little syntax tree for predicates and evaluates it on the true
// deal with its own code, so that a test can compare that value with what the reader and the
// solvers make of the text.
#include "tests/seven_knights/reference/record_generator.h"

#include "tests/support/lines.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <string_view>
#include <utility>

namespace skb::seven_knights::reference {

namespace {

using Rng = std::mt19937_64;

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(Rng& rng, double p) { return std::bernoulli_distribution(p)(rng); }
template <class T>
const T& pick(Rng& rng, const std::vector<T>& v) {
  return v[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(v.size()) - 1))];
}
std::vector<int> bits_of(std::uint32_t mask) {
  std::vector<int> out;
  for (int i = 0; i < 32; ++i)
    if ((mask >> i) & 1u) out.push_back(i);
  return out;
}

constexpr std::uint8_t kW = 0;

// ---------------------------------------------------------------------------------------------
// Names

const std::array<std::string_view, 22> kReserved{
    "C1",      "C2",      "C3",    "C4",     "W",       "in",   "and",  "or",   "not", "yes",  "no",
    "variant", "players", "rules", "strict", "lenient", "view", "look", "tile", "ask", "vote", "captain"};

bool valid_name(const std::string& s) {
  if (s.empty() || s.size() > 24 || !std::isalpha(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return std::find(kReserved.begin(), kReserved.end(), s) == kReserved.end();
}

std::string random_name(Rng& rng) {
  // Legal names that look like something else: keywords in another case, variant names,
  // center slots that do not exist, the lie-rate keyword's halves, single letters.
  static const std::vector<std::string> kTricky{
      "Captain", "Variant", "VIEW",     "Look",     "Tile",    "Ask",   "Vote",    "Yes",      "No",    "NOT",    "In",
      "AND",     "Or",      "standard", "advanced", "groping", "unity", "lie",     "rate",     "c1",    "C5",     "C0",
      "C12",     "w",       "Ww",       "x",        "Ann",     "ann",   "ANN",     "Ben",      "Cat",   "Dan",    "Eve",
      "Fay",     "Gus",     "Hal",      "a_",       "b_2",     "Z9",    "strict_", "Players2", "tile_", "LieRate"};
  if (chance(rng, 0.25)) return pick(rng, kTricky);
  const int length = chance(rng, 0.7) ? uniform(rng, 1, 6) : uniform(rng, 1, 24);
  const int style = uniform(rng, 0, 3);  // 0 lower, 1 upper, 2 capitalised, 3 mixed
  static const std::string kLower = "abcdefghijklmnopqrstuvwxyz";
  std::string s;
  for (int i = 0; i < length; ++i) {
    char c = kLower[static_cast<std::size_t>(uniform(rng, 0, 25))];
    if (i > 0 && chance(rng, 0.08)) c = static_cast<char>('0' + uniform(rng, 0, 9));
    if (i > 0 && chance(rng, 0.04)) c = '_';
    const bool upper = style == 1 || (style == 2 && i == 0) || (style == 3 && chance(rng, 0.5));
    if (upper && std::isalpha(static_cast<unsigned char>(c)))
      c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    s += c;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Predicates: a tree of the generator's own, rendered to text and evaluated on the true deal.

struct GTerm {
  enum class Kind { position, number, witch };
  Kind kind = Kind::number;
  int value = 0;
};

const std::array<std::string_view, 6> kOps{"=", "!=", "<", "<=", ">", ">="};

struct GExpr {
  enum class Kind { in_set, compare, all_of, any_of, negation };
  Kind kind = Kind::in_set;
  std::vector<GExpr> children;
  int position = 0;                    // in_set
  std::vector<std::string> set_items;  // in_set, rendered: "3", "1..4", "W", "05"
  std::uint32_t set_values = 0;        // in_set: bit per value code
  std::vector<GTerm> lhs, rhs;         // compare
  int op = 0;                          // compare: index into kOps
};

// Value of a side: 0 = a number, 1 = the Witch, 2 = no value.
std::pair<int, int> side_of(const std::vector<GTerm>& side, const std::vector<std::uint8_t>& deal) {
  if (side.size() == 1) {
    const GTerm& t = side[0];
    if (t.kind == GTerm::Kind::witch) return {1, 0};
    if (t.kind == GTerm::Kind::number) return {0, t.value};
    const int v = deal[static_cast<std::size_t>(t.value)];
    return v == kW ? std::pair{1, 0} : std::pair{0, v};
  }
  int sum = 0;
  for (const GTerm& t : side) {
    int v = t.kind == GTerm::Kind::number ? t.value
            : t.kind == GTerm::Kind::witch
                ? -1
                : (deal[static_cast<std::size_t>(t.value)] == kW ? -1 : deal[static_cast<std::size_t>(t.value)]);
    if (v < 0) return {2, 0};
    sum += v;
  }
  return {0, sum};
}

bool eval(const GExpr& e, const std::vector<std::uint8_t>& deal) {
  switch (e.kind) {
    case GExpr::Kind::in_set:
      return (e.set_values >> deal[static_cast<std::size_t>(e.position)]) & 1u;
    case GExpr::Kind::all_of:
      return std::all_of(e.children.begin(), e.children.end(), [&](const GExpr& c) { return eval(c, deal); });
    case GExpr::Kind::any_of:
      return std::any_of(e.children.begin(), e.children.end(), [&](const GExpr& c) { return eval(c, deal); });
    case GExpr::Kind::negation:
      return !eval(e.children[0], deal);
    case GExpr::Kind::compare: {
      auto [lk, lv] = side_of(e.lhs, deal);
      auto [rk, rv] = side_of(e.rhs, deal);
      const bool equal = (lk == 0 && rk == 0 && lv == rv) || (lk == 1 && rk == 1);
      const std::string_view op = kOps[static_cast<std::size_t>(e.op)];
      if (op == "=") return equal;
      if (op == "!=") return !equal;
      if (lk != 0 || rk != 0) return false;
      if (op == "<") return lv < rv;
      if (op == "<=") return lv <= rv;
      if (op == ">") return lv > rv;
      return lv >= rv;
    }
  }
  return false;
}

class PredicateMaker {
 public:
  PredicateMaker(Rng& rng, const std::vector<std::string>& names, std::vector<int> positions, int knights, bool witch)
      : rng_(rng), names_(names), positions_(std::move(positions)), knights_(knights), witch_(witch) {}

  GExpr expr(int depth) {
    if (chance(rng_, 0.02)) {
      // Rarely, a long chain of `not`s (the reader allows 200 levels of `not` and parentheses).
      GExpr inner = atom();
      for (int k = uniform(rng_, 1, 60); k > 0; --k) {
        GExpr e;
        e.kind = GExpr::Kind::negation;
        e.children.push_back(std::move(inner));
        inner = std::move(e);
      }
      return inner;
    }
    if (depth == 0 || chance(rng_, 0.5)) return atom();
    GExpr e;
    const int k = uniform(rng_, 0, 2);
    e.kind = k == 0 ? GExpr::Kind::all_of : k == 1 ? GExpr::Kind::any_of : GExpr::Kind::negation;
    const int children = e.kind == GExpr::Kind::negation ? 1 : uniform(rng_, 2, 3);
    for (int i = 0; i < children; ++i) e.children.push_back(expr(depth - 1));
    return e;
  }

  // Renders with random spacing: tokens that are both words are separated by blanks, the others
  // may touch (`Fay<3`, `{1..3,W}`).
  std::string render(const GExpr& e) {
    std::vector<std::string> tokens;
    // Rarely, many redundant parentheses around the whole question.
    const int wrap = chance(rng_, 0.02) ? uniform(rng_, 1, 60) : 0;
    for (int k = 0; k < wrap; ++k) tokens.push_back("(");
    emit(e, 0, tokens);
    for (int k = 0; k < wrap; ++k) tokens.push_back(")");
    std::string out = chance(rng_, 0.15) ? " " : "";
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      if (i > 0) {
        const bool words = is_word(tokens[i - 1].back()) && is_word(tokens[i].front());
        if (words)
          out += chance(rng_, 0.9) ? " " : chance(rng_, 0.5) ? "  " : "\t";
        else
          out += chance(rng_, 0.5) ? " " : "";
      }
      out += tokens[i];
    }
    if (chance(rng_, 0.15)) out += " ";
    return out;
  }

 private:
  static bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

  std::string number_text(int n) {
    // Numbers are read by value: `07` is 7.
    if (n < 10 && chance(rng_, 0.08)) return "0" + std::to_string(n);
    return std::to_string(n);
  }
  std::string position_name(int p) const {
    const int n = static_cast<int>(names_.size());
    return p < n ? names_[static_cast<std::size_t>(p)] : "C" + std::to_string(p - n + 1);
  }

  GTerm position_term() { return {GTerm::Kind::position, pick(rng_, positions_)}; }
  GTerm number_term() {
    const int r = uniform(rng_, 0, 9);
    return {GTerm::Kind::number, r < 7 ? uniform(rng_, 0, 8) : r < 9 ? uniform(rng_, 0, 16) : uniform(rng_, 0, 99)};
  }

  std::vector<GTerm> sum(bool must_name_position) {
    std::vector<GTerm> out;
    const int terms = chance(rng_, 0.7) ? 1 : chance(rng_, 0.9) ? uniform(rng_, 2, 3) : uniform(rng_, 4, 7);
    for (int i = 0; i < terms; ++i) {
      const int r = uniform(rng_, 0, 19);
      if (r < 12)
        out.push_back(position_term());
      else if (r < 19)
        out.push_back(number_term());
      else
        out.push_back({GTerm::Kind::witch, 0});
    }
    if (must_name_position &&
        std::none_of(out.begin(), out.end(), [](const GTerm& t) { return t.kind == GTerm::Kind::position; }))
      out[static_cast<std::size_t>(uniform(rng_, 0, static_cast<int>(out.size()) - 1))] = position_term();
    return out;
  }

  GExpr atom() {
    GExpr e;
    if (chance(rng_, 0.45)) {
      e.kind = GExpr::Kind::in_set;
      e.position = pick(rng_, positions_);
      // Mostly values the variant deals; sometimes a number it never deals (still legal).
      std::vector<int> numbers;
      for (int v = 1; v <= 7; ++v)
        if (chance(rng_, v <= knights_ ? 0.4 : 0.1)) numbers.push_back(v);
      const bool with_witch = chance(rng_, witch_ ? 0.3 : 0.05);
      if (numbers.empty() && !with_witch) numbers.push_back(uniform(rng_, 1, knights_));
      for (int v : numbers) e.set_values |= 1u << v;
      if (with_witch) e.set_values |= 1u << kW;
      // Items: runs as ranges or single numbers; W anywhere; sometimes a repeated item.
      for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
        if (j > i && chance(rng_, 0.6)) {
          e.set_items.push_back(number_text(numbers[i]) + ".." + number_text(numbers[j]));
        } else {
          for (std::size_t k = i; k <= j; ++k) e.set_items.push_back(number_text(numbers[k]));
        }
        i = j + 1;
      }
      if (!numbers.empty() && chance(rng_, 0.05)) e.set_items.push_back(number_text(numbers.front()));
      if (!numbers.empty() && chance(rng_, 0.05))
        e.set_items.push_back(number_text(numbers.back()) + ".." + number_text(numbers.back()));
      if (with_witch) e.set_items.push_back("W");
      if (chance(rng_, 0.3)) std::shuffle(e.set_items.begin(), e.set_items.end(), rng_);
      return e;
    }
    e.kind = GExpr::Kind::compare;
    e.op = uniform(rng_, 0, 5);
    e.lhs = sum(true);
    // The other side: a number, a position, a sum, or W.
    const int r = uniform(rng_, 0, 9);
    if (r < 4)
      e.rhs = {number_term()};
    else if (r < 7)
      e.rhs = {position_term()};
    else if (r < 9)
      e.rhs = sum(false);
    else
      e.rhs = {{GTerm::Kind::witch, 0}};
    if (chance(rng_, 0.3)) std::swap(e.lhs, e.rhs);
    return e;
  }

  static int precedence(const GExpr& e) {
    switch (e.kind) {
      case GExpr::Kind::any_of:
        return 1;
      case GExpr::Kind::all_of:
        return 2;
      case GExpr::Kind::negation:
        return 3;
      default:
        return 4;
    }
  }

  void emit_sum(const std::vector<GTerm>& side, std::vector<std::string>& out) {
    for (std::size_t i = 0; i < side.size(); ++i) {
      if (i > 0) out.push_back("+");
      const GTerm& t = side[i];
      out.push_back(t.kind == GTerm::Kind::position ? position_name(t.value)
                    : t.kind == GTerm::Kind::witch  ? std::string("W")
                                                    : number_text(t.value));
    }
  }

  // Emits `e` where the context needs at least precedence `needed`; parentheses otherwise (and
  // sometimes anyway).
  void emit(const GExpr& e, int needed, std::vector<std::string>& out) {
    const bool paren = precedence(e) < needed || chance(rng_, 0.08);
    if (paren) out.push_back("(");
    switch (e.kind) {
      case GExpr::Kind::in_set:
        out.push_back(position_name(e.position));
        out.push_back("in");
        out.push_back("{");
        for (std::size_t i = 0; i < e.set_items.size(); ++i) {
          if (i > 0) out.push_back(",");
          out.push_back(e.set_items[i]);
        }
        out.push_back("}");
        break;
      case GExpr::Kind::compare:
        emit_sum(e.lhs, out);
        out.emplace_back(kOps[static_cast<std::size_t>(e.op)]);
        emit_sum(e.rhs, out);
        break;
      case GExpr::Kind::all_of:
      case GExpr::Kind::any_of:
        for (std::size_t i = 0; i < e.children.size(); ++i) {
          if (i > 0) out.push_back(e.kind == GExpr::Kind::all_of ? "and" : "or");
          emit(e.children[i], precedence(e) + 1, out);
        }
        break;
      case GExpr::Kind::negation:
        out.push_back("not");
        emit(e.children[0], 3, out);
        break;
    }
    if (paren) out.push_back(")");
  }

  Rng& rng_;
  const std::vector<std::string>& names_;
  std::vector<int> positions_;
  int knights_;
  bool witch_;
};

// ---------------------------------------------------------------------------------------------
// Captain by complete votes (rules.md, "Recommendation"), written independently of the solver.

int captain_from_votes(const std::vector<int>& vote_of) {
  const int n = static_cast<int>(vote_of.size());
  std::vector<int> received(static_cast<std::size_t>(n), 0);
  for (int c : vote_of) ++received[static_cast<std::size_t>(c)];
  const int most = *std::max_element(received.begin(), received.end());
  int last_tied = -1, last_modest = -1;
  for (int p = 0; p < n; ++p) {
    if (received[static_cast<std::size_t>(p)] != most) continue;
    last_tied = p;
    if (vote_of[static_cast<std::size_t>(p)] != p) last_modest = p;
  }
  return last_modest >= 0 ? last_modest : last_tied;
}

std::string lie_rate_text(Rng& rng, double rate) {
  if (rate == 0.0) return pick(rng, std::vector<std::string>{"0", "0.0", "0.", ".0", "00"});
  if (rate == 1.0) return pick(rng, std::vector<std::string>{"1", "1.", "1.0", "1.00"});
  if (rate == 0.5) return pick(rng, std::vector<std::string>{"0.5", ".5", "0.50"});
  if (rate == 0.3) return pick(rng, std::vector<std::string>{"0.3", ".3", "0.30"});
  return std::to_string(rate);
}

// Returns the first word of a line (empty for a blank or comment line).
std::string first_word(const std::string& line) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  std::size_t j = i;
  while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '#' && line[j] != '\r') ++j;
  return line.substr(i, j - i);
}

using Words = std::vector<std::string>;

// A record being generated, step by step in the order of the draws (every step draws from the one
// generator, so the order of the steps is the record's identity): the deal, the settings, the
// search, the votes, the questions, the tile facts; then the header and the text.
struct Draft {
  Rng& rng;
  const Variant& v;
  const GeneratorOptions& options;
  GeneratedRecord& g;
  int n, center, knights, positions;
  std::optional<double> rate_statement;  // the lie-rate statement's value, if there is one
  std::vector<Words> body;
  std::vector<std::uint32_t> looked, knows;  // per player: the positions looked at; and known
  int witch_position = -1;

  Draft(Rng& r, const Variant& variant, int players, const GeneratorOptions& o, GeneratedRecord& record)
      : rng(r),
        v(variant),
        options(o),
        g(record),
        n(players),
        center(variant.center[static_cast<std::size_t>(players)]),
        knights(variant.knights[static_cast<std::size_t>(players)]),
        positions(players + center),
        looked(static_cast<std::size_t>(players), 0),
        knows(static_cast<std::size_t>(players), 0) {}

  std::string name(int p) const {
    return p < n ? g.players[static_cast<std::size_t>(p)] : "C" + std::to_string(p - n + 1);
  }
  bool is_witch(int p) const { return witch_position == p; }
  bool is_bewitched(int p) const {
    return witch_position >= 0 && ((looked[static_cast<std::size_t>(p)] >> witch_position) & 1u);
  }

  // The true deal, dealt as rules.md says.
  void deal() {
    std::vector<std::uint8_t> knight_tiles;
    for (int k = 1; k <= knights; ++k) knight_tiles.push_back(static_cast<std::uint8_t>(k));
    if (v.dealing == Dealing::shuffle_all) {
      std::vector<std::uint8_t> all = knight_tiles;
      if (v.witch) all.push_back(kW);
      std::shuffle(all.begin(), all.end(), rng);
      g.deal.assign(all.begin(), all.begin() + positions);
    } else {
      std::shuffle(knight_tiles.begin(), knight_tiles.end(), rng);
      g.deal.assign(knight_tiles.begin(), knight_tiles.begin() + n);
      std::vector<std::uint8_t> rest(knight_tiles.begin() + n, knight_tiles.end());
      if (v.witch) rest.push_back(kW);
      std::shuffle(rest.begin(), rest.end(), rng);
      g.deal.insert(g.deal.end(), rest.begin(), rest.begin() + center);
    }
  }

  // The rules and the lie rate.
  void settings() {
    g.lenient = options.lenient.value_or(chance(rng, 0.25));
    rate_statement = options.lie_rate;
    if (!rate_statement && chance(rng, 0.4)) rate_statement = pick(rng, std::vector<double>{0.0, 0.3, 0.5, 1.0});
    g.lie_rate = rate_statement.value_or(0.5);
  }

  // Search phase: one look per player (groping: one at a seat and one at a center slot), some
  // missing; then the teams in the true deal.
  void search() {
    const double look_rate = pick(rng, std::vector<double>{1.0, 1.0, 0.8, 0.5, 0.0});
    for (int p = 0; p < n; ++p) {
      std::vector<std::vector<int>> rounds;
      std::vector<int> seats, slots;
      for (int q = 0; q < n; ++q)
        if (q != p) seats.push_back(q);
      for (int c = n; c < positions; ++c) slots.push_back(c);
      if (v.two_search_rounds) {
        rounds = {seats, slots};
      } else {
        std::vector<int> any = seats;
        any.insert(any.end(), slots.begin(), slots.end());
        rounds = {any};
      }
      for (const auto& targets : rounds) {
        if (targets.empty() || !chance(rng, look_rate)) continue;
        const int t = pick(rng, targets);
        looked[static_cast<std::size_t>(p)] |= 1u << t;
        body.push_back({"look", name(p), name(t)});
      }
      knows[static_cast<std::size_t>(p)] = looked[static_cast<std::size_t>(p)] | 1u << p;
    }
    for (int p = 0; p < positions; ++p)
      if (g.deal[static_cast<std::size_t>(p)] == kW) witch_position = p;
    for (int p = 0; p < n; ++p) g.witch_team.push_back(is_witch(p) || is_bewitched(p));
  }

  // Votes: complete, partial or none; never the Witch for a bewitched player or the other way.
  void votes() {
    std::vector<int> vote_of(static_cast<std::size_t>(n), -1);
    const int mode = uniform(rng, 0, 9);
    std::vector<int> voters;
    if (mode < 5) {
      for (int p = 0; p < n; ++p) voters.push_back(p);
    } else if (mode < 8) {
      for (int p = 0; p < n; ++p)
        if (chance(rng, 0.5)) voters.push_back(p);
      if (static_cast<int>(voters.size()) == n) voters.erase(voters.begin() + uniform(rng, 0, n - 1));
    }
    const int favourite = uniform(rng, 0, n - 1);
    for (int voter : voters) {
      std::vector<int> allowed;
      for (int c = 0; c < n; ++c)
        if (!(is_witch(voter) && is_bewitched(c)) && !(is_bewitched(voter) && is_witch(c))) allowed.push_back(c);
      const bool favourite_ok = std::find(allowed.begin(), allowed.end(), favourite) != allowed.end();
      const int c = favourite_ok && chance(rng, 0.4) ? favourite : pick(rng, allowed);
      vote_of[static_cast<std::size_t>(voter)] = c;
      body.push_back({"vote", name(voter), name(c)});
    }
    if (static_cast<int>(voters.size()) == n) {
      g.captain = captain_from_votes(vote_of);
      if (chance(rng, 0.3)) body.push_back({"captain", name(*g.captain)});
    } else if (chance(rng, 0.4)) {
      g.captain = uniform(rng, 0, n - 1);
      body.push_back({"captain", name(*g.captain)});
    }
  }

  // One question from `asker` to `answerer`, about the positions of `allowed`, answered as the
  // answerer's team would.
  void ask(int asker, int answerer, std::uint32_t allowed) {
    PredicateMaker maker(rng, g.players, bits_of(allowed), knights, v.witch);
    const GExpr e = maker.expr(uniform(rng, 0, 2));
    GeneratedQuestion q;
    q.asker = asker;
    q.answerer = answerer;
    q.predicate = maker.render(e);
    q.truth = eval(e, g.deal);
    bool lie = false;
    if (g.witch_team[static_cast<std::size_t>(answerer)])
      lie = g.lie_rate == 0.0 ? false : g.lie_rate == 1.0 ? true : chance(rng, 0.4);
    q.answer = q.truth != lie;
    body.push_back({"ask", name(asker), name(answerer), "\"" + q.predicate + "\"", q.answer ? "yes" : "no"});
    g.questions.push_back(std::move(q));
  }

  // A strict question of `a`: to an answerer who knows a position `a` does not, about those.
  void strict_question(int a) {
    std::vector<int> answerers;
    for (int b = 0; b < n; ++b)
      if (b != a && (knows[static_cast<std::size_t>(b)] & ~knows[static_cast<std::size_t>(a)]) != 0)
        answerers.push_back(b);
    if (answerers.empty()) return;
    const int b = pick(rng, answerers);
    ask(a, b, knows[static_cast<std::size_t>(b)] & ~knows[static_cast<std::size_t>(a)]);
  }

  void questions() {
    if (g.lenient) {
      // Hypothetical analysis: many questions, the answerer knows what is asked.
      const int count = uniform(rng, 3, std::max(3, options.max_lenient_questions));
      for (int i = 0; i < count; ++i) {
        const int a = uniform(rng, 0, n - 1);
        int b = uniform(rng, 0, n - 2);
        if (b >= a) ++b;
        ask(a, b, knows[static_cast<std::size_t>(b)]);
      }
    } else {
      // Strict: the answerer knows every named position, the asker none; one question each, the
      // Captain a second.
      const double ask_rate = pick(rng, std::vector<double>{1.0, 0.7, 0.4});
      for (int a = 0; a < n; ++a)
        if (chance(rng, ask_rate)) strict_question(a);
      if (g.captain && chance(rng, 0.6)) strict_question(*g.captain);
    }
  }

  // Tile facts: a player's view (what they saw, and the Captain's revealed tile), a spectator's
  // true hypotheses, or nothing.
  void tile_facts() {
    std::vector<int> facts;
    const int mode = uniform(rng, 0, 9);
    if (mode < 5) {
      const int viewer = uniform(rng, 0, n - 1);
      g.view = viewer;
      for (int p : bits_of(knows[static_cast<std::size_t>(viewer)]))
        if (chance(rng, 0.6)) facts.push_back(p);
      if (g.captain && chance(rng, 0.5)) facts.push_back(*g.captain);
      if (g.lenient && chance(rng, 0.3)) facts.push_back(uniform(rng, 0, positions - 1));
    } else if (mode < 9) {
      std::vector<int> all(static_cast<std::size_t>(positions));
      for (int p = 0; p < positions; ++p) all[static_cast<std::size_t>(p)] = p;
      std::shuffle(all.begin(), all.end(), rng);
      all.resize(static_cast<std::size_t>(uniform(rng, 0, std::min(2, positions))));
      facts = all;
    }
    if (!facts.empty() && chance(rng, 0.15)) facts.push_back(pick(rng, facts));  // a repeated fact is accepted
    for (int p : facts) {
      const int value = g.deal[static_cast<std::size_t>(p)];
      std::string text = value == kW ? "W" : std::to_string(value);
      if (value != kW && chance(rng, 0.08)) text = "0" + text;
      body.push_back({"tile", name(p), text});
    }
  }

  // Header: variant, players, then the settings in any order; the body shuffled, mostly.
  std::vector<Words> header() {
    std::vector<Words> out{{"variant", std::string(v.name)}, {"players"}};
    for (const auto& p : g.players) out[1].push_back(p);
    std::vector<Words> settings;
    if (g.lenient)
      settings.push_back({"rules", "lenient"});
    else if (chance(rng, 0.3))
      settings.push_back({"rules", "strict"});
    if (rate_statement) settings.push_back({"lie-rate", lie_rate_text(rng, *rate_statement)});
    if (g.view) settings.push_back({"view", name(*g.view)});
    std::shuffle(settings.begin(), settings.end(), rng);
    out.insert(out.end(), settings.begin(), settings.end());
    if (chance(rng, 0.8)) std::shuffle(body.begin(), body.end(), rng);
    return out;
  }

  // Formatting: line ends, blank and comment lines, blanks between and around words.
  std::string text(const std::vector<Words>& head) {
    const bool crlf = chance(rng, 0.15);
    const std::string eol = crlf ? "\r\n" : "\n";
    std::string out;
    if (chance(rng, 0.3)) out += "# generated record" + eol;
    auto emit = [&](const Words& words, bool allow_blank_before) {
      if (allow_blank_before && chance(rng, 0.06)) out += eol;
      if (allow_blank_before && chance(rng, 0.05))
        out += pick(rng, std::vector<std::string>{"# note", "   # indented note", "#",
                                                  "# caf\xC3\xA9 \"quoted\" look Ann Ben"}) +
               eol;
      if (chance(rng, 0.08)) out += pick(rng, std::vector<std::string>{" ", "\t", "  "});
      for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += chance(rng, 0.85) ? " " : pick(rng, std::vector<std::string>{"  ", "\t", " \t "});
        out += words[i];
      }
      if (chance(rng, 0.05)) out += pick(rng, std::vector<std::string>{" ", "\t"});
      if (chance(rng, 0.08)) out += pick(rng, std::vector<std::string>{" # comment", "\t#x", "  # tile Ann 3 \"q\""});
      out += eol;
    };
    for (const auto& w : head) emit(w, false);
    for (const auto& w : body) emit(w, true);
    if (chance(rng, 0.1)) out.resize(out.size() - eol.size());  // no final newline
    return out;
  }
};

}  // namespace

std::vector<std::string> random_player_names(int count, std::mt19937_64& rng) {
  std::vector<std::string> names;
  while (static_cast<int>(names.size()) < count) {
    std::string s = random_name(rng);
    if (valid_name(s) && std::find(names.begin(), names.end(), s) == names.end()) names.push_back(std::move(s));
  }
  return names;
}

GeneratedRecord RecordGenerator::generate(const Variant& v, int n, const GeneratorOptions& options) {
  GeneratedRecord g;
  g.variant = &v;
  Draft draft(rng_, v, n, options, g);
  g.players = random_player_names(n, rng_);
  draft.deal();
  draft.settings();
  draft.search();
  draft.votes();
  draft.questions();
  draft.tile_facts();
  const std::vector<Words> head = draft.header();
  g.text = draft.text(head);
  return g;
}

std::string shuffle_statements(const std::string& text, std::mt19937_64& rng) {
  std::vector<std::string> lines = test::split_lines(text);
  static const std::vector<std::string> kHeader{"variant", "players", "rules", "lie-rate", "view"};
  std::size_t body = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string word = first_word(lines[i]);
    if (!word.empty() && std::find(kHeader.begin(), kHeader.end(), word) == kHeader.end()) {
      body = i;
      break;
    }
  }
  std::shuffle(lines.begin() + static_cast<std::ptrdiff_t>(body), lines.end(), rng);
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

std::string rename_players(const std::string& text, const std::vector<std::string>& from,
                           const std::vector<std::string>& to) {
  std::map<std::string, std::string> map;
  for (std::size_t i = 0; i < from.size(); ++i) map[from[i]] = to[i];
  static const std::vector<std::string> kNaming{"players", "view", "look", "tile", "ask", "vote", "captain"};
  auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    const bool newline = end != std::string::npos;
    if (!newline) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    const std::string keyword = first_word(line);
    if (std::find(kNaming.begin(), kNaming.end(), keyword) == kNaming.end()) {
      out += line;
    } else {
      // Copy the keyword, then replace whole words outside comments; inside quotes too (the
      // question), where words are names and the reserved words in/and/or/not/W.
      std::size_t i = line.find(keyword) + keyword.size();
      out += line.substr(0, i);
      bool quoted = false;
      while (i < line.size()) {
        const char c = line[i];
        if (c == '#' && !quoted) {
          out += line.substr(i);
          break;
        }
        if (c == '"') quoted = !quoted;
        if (!is_word(c)) {
          out += c;
          ++i;
          continue;
        }
        std::size_t j = i;
        while (j < line.size() && is_word(line[j])) ++j;
        const std::string word = line.substr(i, j - i);
        auto it = map.find(word);
        out += it != map.end() && std::isalpha(static_cast<unsigned char>(word[0])) ? it->second : word;
        i = j;
      }
    }
    if (newline) out += "\n";
  }
  return out;
}

}  // namespace skb::seven_knights::reference
