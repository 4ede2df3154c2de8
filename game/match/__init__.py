"""What a match is, as the table plays it and everything else reads it.

A `Match` (game/match/match.py) is the rules, the seed, the computer players
of each part of the match (`Lineup`s) and the log of every move, each with
the decision behind it when a computer player made it, or, for the player's
own calls, what the partner would have done in the player's place (a
`Decided`: the call and the estimate it acted on), and the señas made
between the moves (`Signing`s: who signed, which seña, who saw it). The table plays one, the
saved game, the review, the record and the statistics read the same one, so a
kept game's review shows what was decided then, never what today's computer
players would decide (game/match/decisions.py works a decision out, and fills
in a game kept before decisions were).
"""
from .decisions import Decided, decide_move, decision_stream, player_decides
from .lineup import DEFAULT_LINEUPS, Lineup, lineup_for
from .match import Logged, Match, Signing, work_out

__all__ = [
    "DEFAULT_LINEUPS", "Decided", "Lineup", "Logged", "Match", "Signing", "decide_move", "decision_stream",
    "lineup_for", "player_decides", "work_out",
]
