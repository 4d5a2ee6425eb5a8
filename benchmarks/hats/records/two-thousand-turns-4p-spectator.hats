# One deal of 2,000 turns (no dead table) seen by a spectator, who knows no hat: Ann, Ben, Cat and
# Dan look at every position in turn and swap three pairs in turn (a few live-table checks, 2,000
# turns for a model to weigh). The bound on `skb hats solve --model` must not grow with the turns.
players Ann Ben Cat Dan
characters 1 2 2 9 5 10 6
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 1 2
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 3 4
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 5 6
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 1 2
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 3 4
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 5 6
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 1 2
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 3 4
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 5 6
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 1 2
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 3 4
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 5 6
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 1 2
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 3 4
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 5 6
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 1 2
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 3 4
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 5 6
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 1 2
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 3 4
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 5 6
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 1 2
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 3 4
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 5 6
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 1 2
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 3 4
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 5 6
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 1 2
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 3 4
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 5 6
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 1 2
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 3 4
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 5 6
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 1 2
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 3 4
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 5 6
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 1 2
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 3 4
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 5 6
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 1 2
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 3 4
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 5 6
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 1 2
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 3 4
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 5 6
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 1 2
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 3 4
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 5 6
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 1 2
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 3 4
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 5 6
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 1 2
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 3 4
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 5 6
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 1 2
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 3 4
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 5 6
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 1 2
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 3 4
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 5 6
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 1 2
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 3 4
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 5 6
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 1 2
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 3 4
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 5 6
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 1 2
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 3 4
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 5 6
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 1 2
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 3 4
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 5 6
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 1 2
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 3 4
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 5 6
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 1 2
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 3 4
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 5 6
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 1 2
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 3 4
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 5 6
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 1 2
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 3 4
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 5 6
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 1 2
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 3 4
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 5 6
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 1 2
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 3 4
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 5 6
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 1 2
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 3 4
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 5 6
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 1 2
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 3 4
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 5 6
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 1 2
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 3 4
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 5 6
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 1 2
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 3 4
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 5 6
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 1 2
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 3 4
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 5 6
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 1 2
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 3 4
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 5 6
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 1 2
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 3 4
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 5 6
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 1 2
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 3 4
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 5 6
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 1 2
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 3 4
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 5 6
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 1 2
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 3 4
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 5 6
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 1 2
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 3 4
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 5 6
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 1 2
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 3 4
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 5 6
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 1 2
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 3 4
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 5 6
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 1 2
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 3 4
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 5 6
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 1 2
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 3 4
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 5 6
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 1 2
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 3 4
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 5 6
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 1 2
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 3 4
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 5 6
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 1 2
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 3 4
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 5 6
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 1 2
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 3 4
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 5 6
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 1 2
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 3 4
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 5 6
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 1 2
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 3 4
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 5 6
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 1 2
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 3 4
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 5 6
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 1 2
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 3 4
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 5 6
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 1 2
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 3 4
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 5 6
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 1 2
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 3 4
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 5 6
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 1 2
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 3 4
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 5 6
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 1 2
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 3 4
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 5 6
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 1 2
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 3 4
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 5 6
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 1 2
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 3 4
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 5 6
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 1 2
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 3 4
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 5 6
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 1 2
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 3 4
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 5 6
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 1 2
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 3 4
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 5 6
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 1 2
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 3 4
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 5 6
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 1 2
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 3 4
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 5 6
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 1 2
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 3 4
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 5 6
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 1 2
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 3 4
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 5 6
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 1 2
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 3 4
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 5 6
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 1 2
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 3 4
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 5 6
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 1 2
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 3 4
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 5 6
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 1 2
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 3 4
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 5 6
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 1 2
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 3 4
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 5 6
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 1 2
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 3 4
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 5 6
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 1 2
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 3 4
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 5 6
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 1 2
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 3 4
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 5 6
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 1 2
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 3 4
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 5 6
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 1 2
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 3 4
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 5 6
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 1 2
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 3 4
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 5 6
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 1 2
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 3 4
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 5 6
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 1 2
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 3 4
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 5 6
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 1 2
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 3 4
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 5 6
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 1 2
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 3 4
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 5 6
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 1 2
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 3 4
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 5 6
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 1 2
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 3 4
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 5 6
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 1 2
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 3 4
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 5 6
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 1 2
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 3 4
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 5 6
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 1 2
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 3 4
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 5 6
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 1 2
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 3 4
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 5 6
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 1 2
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 3 4
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 5 6
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 1 2
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 3 4
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 5 6
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 1 2
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 3 4
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 5 6
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 1 2
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 3 4
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 5 6
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 1 2
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 3 4
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 5 6
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 1 2
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 3 4
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 5 6
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 1 2
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 3 4
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 5 6
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 1 2
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 3 4
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 5 6
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 1 2
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 3 4
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 5 6
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 1 2
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 3 4
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 5 6
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 1 2
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 3 4
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 5 6
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 1 2
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 3 4
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 5 6
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 1 2
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 3 4
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 5 6
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 1 2
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 3 4
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 5 6
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 1 2
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 3 4
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 5 6
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 1 2
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 3 4
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 5 6
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 1 2
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 3 4
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 5 6
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 1 2
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 3 4
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 5 6
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 1 2
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 3 4
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 5 6
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 1 2
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 3 4
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 5 6
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 1 2
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 3 4
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 5 6
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 1 2
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 3 4
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 5 6
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 1 2
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 3 4
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 5 6
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 1 2
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 3 4
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 5 6
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 1 2
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 3 4
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 5 6
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 1 2
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 3 4
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 5 6
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 1 2
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 3 4
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 5 6
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 1 2
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 3 4
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 5 6
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 1 2
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 3 4
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 5 6
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 1 2
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 3 4
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 5 6
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 1 2
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 3 4
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 5 6
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 1 2
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 3 4
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 5 6
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 1 2
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 3 4
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 5 6
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 1 2
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 3 4
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 5 6
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 1 2
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 3 4
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 5 6
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 1 2
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 3 4
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 5 6
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 1 2
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 3 4
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 5 6
look Ann 2
look Ben 5
look Cat 1
look Dan 4
swap Ann 1 2
look Ben 3
look Cat 6
look Dan 2
look Ann 5
swap Ben 3 4
look Cat 4
look Dan 7
look Ann 3
look Ben 6
swap Cat 5 6
look Dan 5
look Ann 1
look Ben 4
look Cat 7
swap Dan 1 2
look Ann 6
look Ben 2
look Cat 5
look Dan 1
swap Ann 3 4
look Ben 7
look Cat 3
look Dan 6
look Ann 2
swap Ben 5 6
look Cat 1
look Dan 4
look Ann 7
look Ben 3
swap Cat 1 2
look Dan 2
look Ann 5
look Ben 1
look Cat 4
swap Dan 3 4
look Ann 3
look Ben 6
look Cat 2
look Dan 5
swap Ann 5 6
look Ben 4
look Cat 7
look Dan 3
look Ann 6
swap Ben 1 2
look Cat 5
look Dan 1
look Ann 4
look Ben 7
swap Cat 3 4
look Dan 6
look Ann 2
look Ben 5
look Cat 1
swap Dan 5 6
look Ann 7
look Ben 3
look Cat 6
look Dan 2
swap Ann 1 2
look Ben 1
look Cat 4
look Dan 7
look Ann 3
swap Ben 3 4
look Cat 2
look Dan 5
look Ann 1
look Ben 4
swap Cat 5 6
look Dan 3
look Ann 6
look Ben 2
look Cat 5
swap Dan 1 2
look Ann 4
look Ben 7
look Cat 3
look Dan 6
swap Ann 3 4
look Ben 5
look Cat 1
look Dan 4
look Ann 7
swap Ben 5 6
look Cat 6
look Dan 2
look Ann 5
look Ben 1
swap Cat 1 2
look Dan 7
look Ann 3
look Ben 6
look Cat 2
swap Dan 3 4
look Ann 1
look Ben 4
look Cat 7
look Dan 3
swap Ann 5 6
look Ben 2
look Cat 5
look Dan 1
look Ann 4
swap Ben 1 2
look Cat 3
look Dan 6
look Ann 2
look Ben 5
swap Cat 3 4
look Dan 4
look Ann 7
look Ben 3
look Cat 6
swap Dan 5 6
look Ann 5
look Ben 1
look Cat 4
look Dan 7
swap Ann 1 2
look Ben 6
look Cat 2
look Dan 5
look Ann 1
swap Ben 3 4
look Cat 7
look Dan 3
look Ann 6
look Ben 2
swap Cat 5 6
look Dan 1
look Ann 4
look Ben 7
look Cat 3
swap Dan 1 2
