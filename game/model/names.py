"""The names the rules use, each defined once: the kinds of call, phases,
lances, what a lance leaves on the track, why a summary line pays, how a
game is won, and the señas (keinuak).

Every name is a `StrEnum` whose value is the text of the project's contract
(`"imido"`, `"betting"`, `"haundia"`, `"one-team"`...), so a member prints as
its text and goes into JSON as it; code names a member (`Kind.IMIDO`,
`Lance.HAUNDIA`), never its text, so that a typo fails at once
(tests/model/test_names_in_code.py holds every module to that). The groups
of kinds the rules and the players need (bets, kinds with an amount, answers
to a bet) and the orders of the lances live here too.
"""
from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    """What a call is (`Action.kind`), in the order a hand meets them."""

    MUS = "mus"            # change cards
    MINTZA = "mintza"      # keep them: the lances begin
    DISCARD = "discard"    # throw 1 to 4 cards (an exchange)
    BA = "ba"              # I hold a pair / Jokua (truthful)
    EZ = "ez"              # I do not
    PASO = "paso"          # no bet
    IMIDO = "imido"        # bet N points
    IDUKI = "iduki"        # accept the bet
    TIRA = "tira"          # refuse it: the betting team is paid at once
    GEHIAGO = "gehiago"    # raise by N ("N gehiago")
    HORDAGO = "hordago"    # the whole game
    KANTA = "kanta"        # accept a Hordago: the hands are shown
    NEW_HAND = "new-hand"  # the summary is read: deal the next hand


# The groups of kinds, each defined once.
BETS = frozenset((Kind.IMIDO, Kind.GEHIAGO, Kind.HORDAGO))   # put (more) points on the table
WITH_AMOUNT = frozenset((Kind.IMIDO, Kind.GEHIAGO))          # carry N, 2 to 10
ACCEPTS = frozenset((Kind.IDUKI, Kind.KANTA))                # take a bet (or a Hordago)
ANSWERS = frozenset((Kind.IDUKI, Kind.TIRA, Kind.GEHIAGO, Kind.HORDAGO, Kind.KANTA))  # to a bet standing
BETTING_KINDS = frozenset((Kind.PASO, *BETS, *ANSWERS))      # the calls of a lance's betting
CALL_KINDS = frozenset((Kind.BA, Kind.EZ))                   # before Pariak and Jokua
MUS_KINDS = frozenset((Kind.MUS, Kind.MINTZA))               # the Mus phase's calls
LOUD = frozenset((Kind.HORDAGO, Kind.KANTA, Kind.TIRA))      # calls said with emphasis
# The kinds that take no amount and no cards.
PLAIN_KINDS = tuple(k for k in Kind if k not in WITH_AMOUNT and k is not Kind.DISCARD)


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


class Keinua(StrEnum):
    """A seña of the list the Mus federations and clubs use (no other exists)."""

    TWO_KINGS = "two-kings"        # lower lip bitten
    THREE_KINGS = "three-kings"    # closed lips pushed to one side (medias of kings)
    FOUR_KINGS = "four-kings"      # the two-kings sign twice
    TWO_ACES = "two-aces"          # tongue out, straight
    THREE_ACES = "three-aces"      # tongue out to one side (medias of aces)
    DUPLES = "duples"              # eyebrows raised (Dobliak)
    JOKUA = "jokua"                # closed lips pushed forward: Jokua of 32 to 40
    THIRTY_ONE = "thirty-one"      # a wink
    THIRTY = "thirty"              # both shoulders shrugged (for Pundua)
    TWENTY_NINE = "twenty-nine"    # one shoulder raised
    CIEGO = "ciego"                # both eyes closed: nothing worth a sign
