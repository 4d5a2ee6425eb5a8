#include "solver/seven_knights/predicate_text.h"

#include <fmt/format.h>

#include "solver/seven_knights/variant.h"

namespace skb::seven_knights {

std::string value_set_text(std::uint32_t values) {
  std::vector<std::string> items;
  std::vector<int> knights;
  for (int v = 1; v < kMaxValues; ++v)
    if ((values >> v) & 1u) knights.push_back(v);
  for (std::size_t i = 0; i < knights.size();) {
    std::size_t j = i;
    while (j + 1 < knights.size() && knights[j + 1] == knights[j] + 1) ++j;
    if (j - i >= 2) {
      items.push_back(fmt::format("{}..{}", knights[i], knights[j]));
    } else {
      for (std::size_t k = i; k <= j; ++k) items.push_back(std::to_string(knights[k]));
    }
    i = j + 1;
  }
  if (values & (1u << kWitch)) items.push_back("W");
  return fmt::format("{{{}}}", fmt::join(items, ","));
}

namespace {

class Printer {
 public:
  Printer(const Predicate& p, const std::function<std::string(int)>& name) : p_(p), name_(name) {}

  void node(int index) {
    const PredicateNode& n = p_.nodes[static_cast<std::size_t>(index)];
    using Kind = PredicateNode::Kind;
    switch (n.kind) {
      case Kind::compare:
        sum(n.lhs);
        out_ += ' ';
        out_ += comparison_text(n.comparison);
        out_ += ' ';
        sum(n.rhs);
        return;
      case Kind::in_set:
        term(n.position);
        out_ += " in ";
        out_ += value_set_text(n.values);
        return;
      case Kind::negation:
        out_ += "not ";
        child(n.children.front(), [](Kind k) { return k == Kind::all_of || k == Kind::any_of; });
        return;
      case Kind::all_of:
        for (std::size_t i = 0; i < n.children.size(); ++i) {
          if (i > 0) out_ += " and ";
          child(n.children[i], [](Kind k) { return k == Kind::all_of || k == Kind::any_of; });
        }
        return;
      case Kind::any_of:
        for (std::size_t i = 0; i < n.children.size(); ++i) {
          if (i > 0) out_ += " or ";
          child(n.children[i], [](Kind k) { return k == Kind::any_of; });
        }
        return;
    }
  }

  std::string take() { return std::move(out_); }

 private:
  // Writes child `index`, in parentheses when `needs_parentheses(its kind)`.
  template <class Needs>
  void child(int index, const Needs& needs_parentheses) {
    const bool wrap = needs_parentheses(p_.nodes[static_cast<std::size_t>(index)].kind);
    if (wrap) out_ += '(';
    node(index);
    if (wrap) out_ += ')';
  }
  void sum(const std::vector<Term>& terms) {
    for (std::size_t i = 0; i < terms.size(); ++i) {
      if (i > 0) out_ += " + ";
      term(terms[i]);
    }
  }
  void term(const Term& t) {
    switch (t.kind) {
      case Term::Kind::position:
        out_ += name_(t.value);
        return;
      case Term::Kind::number:
        out_ += std::to_string(t.value);
        return;
      case Term::Kind::witch:
        out_ += 'W';
        return;
    }
  }

  const Predicate& p_;
  const std::function<std::string(int)>& name_;
  std::string out_;
};

}  // namespace

std::string predicate_text(const Predicate& predicate, const std::function<std::string(int)>& position_name) {
  Printer printer(predicate, position_name);
  printer.node(predicate.root);
  return printer.take();
}

}  // namespace skb::seven_knights
