# Right after setup, characters 1 to 7, before any move: a spectator's view.
# Position i fits when its hat is i (2 of 24 cards) or magic (4). The table was dealt live, and
# P(live) = 8099143/9085230 by inclusion-exclusion over the positions (docs/hats/how-it-works.md),
# so P(match at i) = (2/24) / P(live) = 0.0935 and P(magic at i) = (4/24) / P(live) = 0.1870.
players Ann Ben Cat Dan
characters 1 2 3 4 5 6 7
