# Ben looked at position 3 on his first turn and, on his next, looked at 4 instead of opening 3.
# A memory player opens a hat he knows to fit at once, so under --model memory the hat at 3
# probably does not fit: its chance of matching (a 3) falls from 11.3% without a model (the
# checks alone: ben-did-not-open.hats) to 0.1%, of being magic from 22.5% to 0.2%. Ben's first
# look (at a position nobody knew, as memory does) says nothing. With tremble 0.05 a memory
# player plays a uniformly random legal move once in twenty turns, so a fitting hat at 3 is
# unlikely, not ruled out. Ben's look at 4 has chance 0.05/34 if the hat at 3 fits (34 legal
# moves: the look at 2 is banned) and 0.95/4 + 0.05/34 if not (memory looks at one of the four
# positions nobody knows): the odds that it fits, 33.8 : 66.2, are multiplied by 0.00615, to
# 0.31% (0.1% + 0.2% in the grid).
players Ann Ben
view Ann
characters 1 2 3 4 5 6 7
look Ann 1 2
look Ben 3
look Ann 2 4
look Ben 4
