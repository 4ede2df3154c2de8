"""The three computer players at the table: their names and personalities,
taken from the settings (seats 1, 2, 3), and how the teams are named
(`team_name`, `team_members`). Who plays each seat, and how a computer
player is asked for its call, is game/table/seats.py.
"""
from __future__ import annotations

from game.ai import Personality
from game.app.i18n import N_, language, tr
from game.app.settings import COMPUTER_SEATS


def seat_names(settings) -> dict[int, str]:
    """Seat -> name; seat 0 is the player ("You", translated when shown)."""
    # box: seat-name
    names = {0: N_("You")}
    for seat in COMPUTER_SEATS:
        names[seat] = settings.player(seat).name
    return names


def team_name(team: int) -> str:
    """The player's team (0) and the opponents (1), as the screens name them."""
    # box: team
    us = tr("Us")
    # box: team
    them = tr("Them")
    return us if team == 0 else them


def team_members(first: str, second: str) -> str:
    """The two names of a team as one phrase ("You & Ane", "Zu eta Ane")."""
    # box: team-members
    phrase = tr("{first} & {second}", first=first, second=second)
    if language() == "es" and _sounds_like_i(second):  # Spanish says "e", not "y", before an i sound
        phrase = phrase.replace(f" y {second}", f" e {second}")
    return phrase


def _sounds_like_i(word: str) -> bool:
    low = word.lower()
    return (low.startswith(("i", "í")) or low.startswith(("hi", "hí"))) and not low.startswith(("hia", "hie", "hio"))


def seat_personalities(settings) -> dict[int, Personality]:
    """Seat -> style; seat 0 (played by the computer only in autoplay) keeps the normal style."""
    styles = {0: Personality()}
    for seat in COMPUTER_SEATS:
        styles[seat] = settings.player(seat).personality
    return styles
