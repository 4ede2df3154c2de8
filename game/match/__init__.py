"""What a match is, as the table plays it and everything else reads it.

A `Match` (game/match/match.py) is the rules, the seed, who sits where (a
`Seating`: the kind of each seat, game/match/seats.py), the computer players
of each part of the match (`Lineup`s) and the log of every move, each with
the decision behind it when a computer player made it, or, for the player's
own calls, what the partner would have done in the player's place (a
`Decided`: the call and the estimate it acted on), and the señas made
between the moves (`Signing`s: who signed, which seña, who saw it). Each seat
answers `think(match)` (seats.py); one game loop (game/match/loop.py) plays a
match from its seats and the one seeding scheme (decisions.py). The table
plays one, the saved game, the review, the record and the statistics read
the same one, so a kept game's review shows what was decided then, never what
today's computer players would decide (game/match/decisions.py works a
decision out, and fills in a game kept before decisions were).
"""
from .decisions import Decided, decide_move, decision_stream, look_stream, player_decides
from .lineup import DEFAULT_LINEUPS, Lineup, lineup_for
from .match import Logged, Match, Signing, work_out
from .seats import DEFAULT_SEATING, ComputerSeat, PlayerSeat, ScriptSeat, Seat, SeatKind, Seating, seats_for

__all__ = [
    "DEFAULT_LINEUPS", "DEFAULT_SEATING", "ComputerSeat", "Decided", "Lineup", "Logged", "Match", "PlayerSeat",
    "ScriptSeat", "Seat", "SeatKind", "Seating", "Signing", "decide_move", "decision_stream", "lineup_for",
    "look_stream", "player_decides", "seats_for", "work_out",
]
