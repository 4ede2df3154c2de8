"""The txapelketa: a championship of sixteen pairs, as a pure model.

The field and its draw (`pairs`), a match's result and the seam to the game
loop that plays the other pairs' matches (`results`), a group's table and
why each pair stands where it does (`standings`), the championship's value
and the functions that read it and move it on (`championship`), and its kept
form, both ways (`kept`). No pygame, no file: the app's store keeps it
(docs/RULES.md, "Txapelketa", says the rules chosen).
"""
