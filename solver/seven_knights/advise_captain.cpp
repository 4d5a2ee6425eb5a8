// Advice for the Captain's additional question: the candidates ranked by the Knights' expected
// chance to win when the Captain then lays the best arrangement for the answer (then by
// information), weighed as in advise_question.cpp.
#include "solver/seven_knights/advise_phases.h"

namespace skb::seven_knights::advice {

void advise_captain(const Context& ctx, Advice& out) { rank_questions(ctx, QuestionOrder::by_expected_win, out); }

}  // namespace skb::seven_knights::advice
