"""The computer players of a match, as they played: a `Lineup` holds the
players of seats 1, 2 and 3 (a name and a style each) from one hand of the
match on; a match may change them between two games, so a match keeps a
tuple of lineups, the first from hand 1, and `lineup_for` finds the one in
force at a hand."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai import Personality
from game.platform import validate
from game.match.computer_player import ComputerPlayer, default_players

COMPUTER_SEATS = (1, 2, 3)


@dataclass(frozen=True, slots=True)
class Lineup:
    """The computer players of seats 1, 2 and 3 (in that order), as they
    played from hand `first_hand` of the match on."""

    first_hand: int
    players: tuple[ComputerPlayer, ...]

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if self.first_hand < 1:
            raise ValueError(f"first_hand must be 1 or more, not {self.first_hand}")
        if len(self.players) != 3:
            raise ValueError(f"a lineup holds the players of seats 1, 2 and 3, not {len(self.players)}")

    def names(self) -> dict[int, str]:
        """Seat -> name, seats 1-3."""
        return {seat: player.name for seat, player in zip(COMPUTER_SEATS, self.players)}

    def personalities(self) -> dict[int, Personality]:
        """Seat -> Personality, seat 0 (played by the computer only in a demo)
        at the normal style."""
        return {0: Personality(), **{seat: p.personality for seat, p in zip(COMPUTER_SEATS, self.players)}}


DEFAULT_LINEUPS = (Lineup(1, default_players()),)


def lineup_for(lineups, hand_number: int) -> Lineup:
    """The lineup in force at hand `hand_number`."""
    found = lineups[0]
    for lineup in lineups:
        if lineup.first_hand <= hand_number:
            found = lineup
    return found


def check_lineups(lineups) -> None:
    """A match's lineups start at hand 1, each from a later hand (ValueError)."""
    firsts = [lineup.first_hand for lineup in lineups]
    if not firsts or firsts[0] != 1 or firsts != sorted(set(firsts)):
        raise ValueError("lineups must start at hand 1, each from a later hand")
