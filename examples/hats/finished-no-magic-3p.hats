# A whole game of three memory players in the no-magic variant (skb hats simulate --players 3
# --variant no-magic --record-out, seed 1, game 0), to its end: 17 pairs taken, 3 positions left.
# Ann's view; the other looks say what those players saw (evidence only for their own view).
players Ann Ben Cat
variant no-magic
view Ann
characters 1 2 2 9 5 10 6
dead-table 9 5 9 3 4 6 8
look Ann 3 2
look Ben 2 7
look Cat 7 6
open Ann 3 2 new 4
look Ben 5 1
open Cat 7 6 new 4
dead-table 4 7 9 5 1 2 8
look Ann 1 8
look Ben 7 3
look Cat 4 2
look Ann 3 4
look Ben 5 1
look Cat 2 4
open Ann 3 4 new 8
dead-table 8 4 10 2 1 7 3
look Ben 6 9
look Cat 7 10
look Ann 4 4
look Ben 5 2
look Cat 1 5
look Ann 2 9
look Ben 3 8
look Cat 5 2
look Ann 7 10
open Ben 3 8 new 5
dead-table 5 9 7 4 2 9 10
dead-table 5 7 10 3 7 5 6
dead-table 8 4 7 10 6 1 5
look Cat 6 9
look Ann 7 7
look Ben 5 5
look Cat 1 1
look Ann 2 8
open Ben 5 5 new 3
open Cat 1 1 new 9
look Ann 4 3
look Ben 3 1
look Cat 1 4
look Ann 5 3
look Ben 2 8
look Cat 3 1
open Ann 5 3 new 6
look Ben 5 6
look Cat 2 8
look Ann 1 4
open Ben 5 6 new 8
dead-table 4 8 1 3 7 9 7
look Cat 6 2
look Ann 3 7
look Ben 1 9
look Cat 2 3
look Ann 5 5
open Ben 1 9 new 7
dead-table 10 3 7 7 5 2 8
dead-table 9 7 4 10 7 8 3
dead-table 10 5 9 7 1 4 7
look Cat 5 5
look Ann 1 9
look Ben 2 2
look Cat 6 8
look Ann 4 1
open Ben 2 2 new 10
look Cat 2 10
look Ann 7 3
look Ben 3 7
open Cat 2 10 new 7
look Ann 2 7
look Ben 5 5
look Cat 7 3
open Ann 2 7 new 3
dead-table 9 10 7 1 5 8 3
dead-table 9 8 3 1 5 4 10
look Ben 5 3
look Cat 6 8
look Ann 3 10
look Ben 2 9
look Cat 1 5
look Ann 7 4
look Ben 4 7
look Cat 7 4
open Ann 7 4 new 1
look Ben 7 1
look Cat 5 3
look Ann 1 5
open Ben 7 1
dead-table 5 9 10 7 3 8
look Cat 6 8
look Ann 1 9
look Ben 3 7
look Cat 2 3
look Ann 4 5
look Ben 5 10
open Cat 2 3
dead-table 9 7 5 10 8
look Ann 6 7
look Ben 3 10
look Cat 5 5
look Ann 1 8
look Ben 4 9
look Cat 6 7
look Ann 4 9
open Ben 4 9
dead-table 8 10 5 7
dead-table 10 7 5 8
look Cat 1 7
look Ann 6 10
look Ben 3 5
open Cat 1 7
