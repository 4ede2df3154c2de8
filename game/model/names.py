"""The names the rules use, each defined once: phases, lances, what a lance
leaves on the track, why a summary line pays, and how a game is won.

Every name is a `StrEnum` whose value is the text of the project's contract
(`"betting"`, `"haundia"`, `"one-team"`...), so a member compares equal to its
text, prints as it, and goes into JSON as it: `state.lance == "haundia"` and
`state.lance is Lance.HAUNDIA` both hold. The orders the rules need (the
lances in playing order, the lances of the end-of-hand count) live here too.
"""
from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a hand stands: who may do what."""

    MUS = "mus"                # each seat from Esku says Mus or Mintza
    DISCARD = "discard"        # all said Mus: each seat throws 1 to 4 cards
    CALLS = "calls"            # Ba / Ez before Pariak or Jokua
    BETTING = "betting"        # the voices bet on `lance`
    HAND_OVER = "hand-over"    # the summary is counted: New round
    MATCH_OVER = "match-over"  # a team has won the match


class Lance(StrEnum):
    """The four lances of a hand; Pundua is played instead of Jokua when
    nobody holds Jokua."""

    HAUNDIA = "haundia"
    TIPIA = "tipia"
    PARIAK = "pariak"
    JOKUA = "jokua"
    PUNDUA = "pundua"

    @property
    def place(self) -> int:
        """Its place on the lance track (0-3): Pundua takes Jokua's."""
        return PLACE[self]

    def following(self) -> "Lance | None":
        """The lance played after this one (None after the last)."""
        return FOLLOWING.get(self)


# The lances in the order a hand plays them (Pundua replaces Jokua).
PLAYING_ORDER = (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, Lance.JOKUA)
# Every lance a hand can be compared in.
ALL_LANCES = (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, Lance.JOKUA, Lance.PUNDUA)
# Derived from the playing order: the next lance, the track's places, and
# the lances that open with a round of truthful Ba / Ez calls.
FOLLOWING = dict(zip(PLAYING_ORDER, PLAYING_ORDER[1:]))
PLACE = {**{lance: i for i, lance in enumerate(PLAYING_ORDER)}, Lance.PUNDUA: 3}
WITH_CALLS = frozenset((Lance.PARIAK, Lance.JOKUA))


class Result(StrEnum):
    """What a lance left on the lance track (`LanceResult.result`)."""

    PASO = "paso"          # general Paso: 1 to the better hand, at the summary
    IDUKI = "iduki"        # a bet accepted: the stake, at the summary
    TIRA = "tira"          # a bet refused: the betting team was paid at once
    KANTA = "kanta"        # a Hordago accepted: the lance's winner wins the game
    ONE_TEAM = "one-team"  # only one team held pairs / Jokua: no betting
    NONE = "none"          # nobody held a pair: the lance was skipped


class Why(StrEnum):
    """Why a summary line pays (`SummaryLine.why`)."""

    STAKE = "stake"  # an accepted bet
    PASO = "paso"    # the general Paso point
    BONUS = "bonus"  # pair value, Jokua bonus, Pundua's point


class Win(StrEnum):
    """How a game was won."""

    TARGET = "target"  # the summary's count reached the target
    TIRA = "tira"      # a Tira paid at once reached the target
    KANTA = "kanta"    # a Hordago accepted with Kanta: the lance's winner
