# Ann has seen six hats, none fitting its character: the table was live after every turn, so the
# hat at 7 fits its character 7: it is a 7 (2 cards left) or magic (4 cards): 1/3 and 2/3.
players Ann Ben
view Ann
characters 1 2 3 4 5 6 7
look Ann 1 2
look Ben 7
look Ann 2 3
look Ben 7
look Ann 3 4
look Ben 7
look Ann 4 5
look Ben 7
look Ann 5 6
look Ben 7
look Ann 6 1
