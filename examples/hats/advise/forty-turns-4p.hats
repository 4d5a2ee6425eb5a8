# A game of four memory players (skb hats simulate --players 4 --record-out, seed 1, game 0), cut after
# 40 turns: Ann, the viewer, is to move. The looks of the other players say what they saw (the
# simulation knew); they are not evidence for Ann, only for a view of their own (--view Ben).
players Ann Ben Cat Dan
view Ann
characters 1 2 2 9 5 10 6
look Ann 4 3
look Ben 7 1
look Cat 6 7
look Dan 2 9
look Ann 1 3
look Ben 3 2
look Cat 5 6
look Dan 7 1
look Ann 5 6
open Ben 3 2 new 4
look Cat 3 M
look Dan 1 3
look Ann 7 1
look Ben 1 3
open Cat 3 M
dead-table 3 9 2 3 6 7 1
look Dan 7 3
look Ann 2 1
look Ben 5 5
look Cat 3 6
look Dan 6 8
look Ann 4 10
open Ben 5 5 new 4
look Cat 1 M
look Dan 5 1
look Ann 1 M
look Ben 6 8
open Cat 1 M
dead-table 5 1 6 10 1 8 3
look Dan 7 6
look Ann 5 7
look Ben 1 5
look Cat 6 M
open Dan 7 6 new 8
look Ann 4 4
look Ben 2 9
open Cat 6 M
dead-table 5 9 7 4 7 6 1
look Dan 3 4
look Ann 1 2
look Ben 2 7
look Cat 4 5
open Dan 3 4 new 5
