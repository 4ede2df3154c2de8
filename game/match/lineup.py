"""The computer players of a match, as they played: a `Lineup` holds the
computer player (a name, a style and a level, a face) of each seat the
computer plays (`seats`: the three beside the player's, all four in a demo),
from one hand of the match on; a match may change them between two games, so
a match keeps a tuple of lineups, the first from hand 1, and `lineup_for`
finds the one in force at a hand."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai import Personality
from game.model import opponents_of
from game.platform import validate
from game.match.computer_player import ComputerPlayer, default_players

BESIDE_THE_PLAYER = (1, 2, 3)  # the seats of a lineup kept before lineups named theirs
# The computer player who takes the player's own seat when nobody plays at
# this screen (a demo, a headless table), at the normal style and level.
STAND_IN = ComputerPlayer("Ibai")


@dataclass(frozen=True, slots=True)
class Lineup:
    """The computer players of the seats `seats` (in that order), as they
    played from hand `first_hand` of the match on."""

    first_hand: int
    players: tuple[ComputerPlayer, ...]
    seats: tuple[int, ...] = BESIDE_THE_PLAYER

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if self.first_hand < 1:
            raise ValueError(f"first_hand must be 1 or more, not {self.first_hand}")
        if not self.seats or list(self.seats) != sorted(set(self.seats)) or not set(self.seats) <= {0, 1, 2, 3}:
            raise ValueError(f"a lineup's seats are seats 0 to 3, each once and in order, not {self.seats}")
        if len(self.players) != len(self.seats):
            raise ValueError(f"a lineup holds one player for each of its seats {self.seats}, "
                             f"not {len(self.players)}")

    def player_at(self, seat: int) -> ComputerPlayer | None:
        """The computer player of `seat` (None: the computer plays no seat there)."""
        return self.players[self.seats.index(seat)] if seat in self.seats else None

    @property
    def left_for_the_player(self) -> int | None:
        """The seat this lineup leaves to the player (None: it plays all four)."""
        free = [seat for seat in range(4) if seat not in self.seats]
        return free[0] if len(free) == 1 else None

    def opponents(self) -> tuple[ComputerPlayer, ComputerPlayer]:
        """The two computer players facing the player's team: on its right,
        then on its left (those facing seat 0 when nobody plays at the
        screen, as a demo's game over reads them)."""
        player = self.left_for_the_player
        right, left = opponents_of(0 if player is None else player)
        return self.player_at(right), self.player_at(left)

    def names(self) -> dict[int, str]:
        """Seat -> name, for the seats the computer plays."""
        return {seat: player.name for seat, player in zip(self.seats, self.players)}

    def personalities(self) -> dict[int, Personality]:
        """Seat -> Personality, for the seats the computer plays."""
        return {seat: player.personality for seat, player in zip(self.seats, self.players)}

    def seated(self, seats) -> "Lineup":
        """This lineup in the seats `seats`: the stand-in takes a seat it
        has no player for (the player's own, in a demo), and a seat left out
        loses its player."""
        seats = tuple(seats)
        players = tuple(self.player_at(seat) or STAND_IN for seat in seats)
        return Lineup(self.first_hand, players, seats)


DEFAULT_LINEUPS = (Lineup(1, default_players()),)


def lineup_for(lineups, hand_number: int) -> Lineup:
    """The lineup in force at hand `hand_number`."""
    found = lineups[0]
    for lineup in lineups:
        if lineup.first_hand <= hand_number:
            found = lineup
    return found


def check_lineups(lineups, seats=None) -> None:
    """A match's lineups start at hand 1, each from a later hand, and (given
    `seats`, the seats the computer plays) each seats its players there
    (ValueError)."""
    firsts = [lineup.first_hand for lineup in lineups]
    if not firsts or firsts[0] != 1 or firsts != sorted(set(firsts)):
        raise ValueError("lineups must start at hand 1, each from a later hand")
    if seats is not None:
        for lineup in lineups:
            if lineup.seats != tuple(seats):
                raise ValueError(f"the lineup from hand {lineup.first_hand} seats its players at {lineup.seats}, "
                                 f"but the computer plays seats {tuple(seats)}")
