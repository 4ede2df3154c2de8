"""Learning from the hands played: the hand review (`story`: a hand's steps
from the model's events, each call with who made it and the estimates of the
decision behind it, as the match kept them, and each seña with who made it
and who saw it), the list of the last hands of the kept games (`hands`), the hand
as text for `solo-mus record --hand` (`text`), and the player's statistics
counted from each hand's story (`statistics`), all without pygame or files;
and what the review screen says of each step, in the language shown
(`words`). The screens (game/scenes/review.py, last_hands.py,
stats_screen.py) and the statistics file (game/match/stats_store.py) build on
these."""
