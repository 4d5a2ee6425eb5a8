# Six players right after setup, Ann to move and knowing nothing: advise's longest playouts (a
# whole game of six memory players after each of 35 moves).
players Ann Ben Cat Dan Eve Fay
view Ann
characters 3 8 1 10 5 5 2
