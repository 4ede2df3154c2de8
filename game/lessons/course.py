"""What a lesson is: a stacked hand, what it says and expects at each of the
player's decisions, and how the computer players answer (pure: no pygame, no
files).

A `Lesson` names its hand (seat -> four cards, the dealer, the cards drawn
first in an exchange), its `intro` (said while the cards are dealt), its
`steps` and its `script`. A `Step` is about one kind of decision, written
`at` as a small spec (`decision`): "mus", "mus:1" (the Mus phase's second
round), "discard", "calls:pariak", "betting:haundia" (opening a lance's
betting), "betting:haundia+" (facing a bet), "betting:haundia!" (facing a
Hordago), "counting" (the summary): its first part is a `Moment`. It says a
text, `points` at things on the felt (names the table resolves: "cards",
"button:mintza", "track:0", "score:0", "face:2", "stake", "summary": each a
`Mark`, with after a colon which one), and `wants` some calls (their
canonical text, or only their kind: "imido" is any Imido); a call that goes
against it is not refused: its `why` is said and the hand goes on. A call
against it that `why` does not speak of has its own words (`whys`, by the
call's kind), and a Hordago never wanted there always says what it stakes
(`HORDAGO_WHY`: the whole game). A step
that speaks of the cards drawn names them (`holds`): after another discard
than the lesson's it is skipped. A step that asks for another press than a
call's button (the row of señas, a look) names it in `keys`, and the table
says that key or pad button as the player's controls map it: the texts
never name a key. The texts
are message ids (`N_`), translated where they are shown.

The `script` makes the computer players' calls the lesson needs: (spec, seat,
call) entries, the first that fits the decision and the seat wins; else
`quiet` lessons answer plainly (Mus in the Mus phase, Paso to open, Iduki to a
bet, Tira to a Hordago) and the others leave the call to the computer player.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.model import Action, Kind, Phase, Rules, State, deck_for, legal_actions, parse_action, parse_hand
from game.platform.i18n import N_


class Moment(StrEnum):
    """The decision a step is about: the first part of its `at` spec (the
    phase's text, "betting:haundia+"...), or the hand's summary."""

    MUS = Phase.MUS.value
    DISCARD = Phase.DISCARD.value
    CALLS = Phase.CALLS.value
    BETTING = Phase.BETTING.value
    COUNTING = "counting"


class Mark(StrEnum):
    """What a step points at on the felt: the first part of each of its
    `points` ("button:mintza", "track:0", "score:1", "face:2"; the others
    alone), which the table resolves to a place."""

    CARDS = "cards"
    BUTTON = "button"    # with the button's name
    ADVICE = "advice"    # the button the partner's advice flashes
    TRACK = "track"      # with the lance's place
    SCORE = "score"      # with the team
    FACE = "face"        # with the seat
    FAN = "fan"          # the fan of señas
    STAKE = "stake"
    SUMMARY = "summary"


class Situation(StrEnum):
    """Where a quiet lesson's computer player answers plainly (`_PLAIN_ANSWER`)."""

    MUS = Phase.MUS.value
    OPEN = "open"       # a lance's betting, no bet yet
    FACING = "facing"   # a bet to answer
    HORDAGO = Kind.HORDAGO.value


def moment_of(spec: str) -> Moment:
    """The `Moment` an `at` spec names (ValueError, naming it, if none)."""
    try:
        return Moment(spec.partition(":")[0])
    except ValueError:
        raise ValueError(f"a lesson step at {spec!r}: expected one of {', '.join(Moment)}") from None


def mark_of(point: str) -> Mark:
    """The `Mark` a step's point names (ValueError, naming it, if none)."""
    try:
        return Mark(point.partition(":")[0])
    except ValueError:
        raise ValueError(f"a lesson points at {point!r}: expected one of {', '.join(Mark)}") from None


@dataclass(frozen=True)
class Step:
    at: str
    says: str
    points: tuple[str, ...] = ()
    wants: tuple[str, ...] = ()
    why: str = ""
    holds: str = ""   # the player's cards the step's words are about (after a discard): else it is skipped
    whys: tuple[tuple[str, str], ...] = ()  # (a call's kind, why that call goes against the step)
    keys: tuple[str, ...] = ()  # what the step asks to press besides a call ("signs", "look"): named as mapped

    def __post_init__(self) -> None:
        moment_of(self.at)  # a step at no known decision, or pointing at nothing known, fails when written
        for point in self.points:
            mark_of(point)

    def applies(self, state: State, counting: bool = False) -> bool:
        """The step is about the decision now (and the player holds the cards it speaks of)."""
        if not decision(self.at, state, counting):
            return False
        return not self.holds or frozenset(state.hands[0]) == frozenset(parse_hand(self.holds))

    def follows_name(self, name: str) -> bool:
        """A button named `name` (a call's kind) makes a call this step asks for."""
        return not self.wants or any(want.split()[0] == name for want in self.wants)

    def follows(self, action: Action) -> bool:
        """`action` is what this step asks for (any call, when it asks for none)."""
        return not self.wants or any(_is(want, action) for want in self.wants)

    def why_for(self, action: Action) -> str:
        """Why `action`, a call against the step, is not the lesson: its own
        words, or for a Hordago what it stakes, or the step's `why`."""
        for kind, why in self.whys:
            if action.kind.value == kind:
                return why
        if action.kind == Kind.HORDAGO:
            return HORDAGO_WHY
        return self.why


# box: lesson-note
HORDAGO_WHY = N_("A Hordago stakes the whole game on this one lance: if they answer Kanta and win it, the game "
                 "is theirs. The lesson asked for a smaller call here.")


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    intro: str
    hands: dict
    steps: tuple[Step, ...]
    dealer: int = 3
    pile: str = ""
    script: tuple[tuple[str, int, str], ...] = ()
    quiet: bool = True
    keinuak: bool = False   # the lesson is about the señas: given only when they are on
    outro: str = ""
    points: tuple[str, ...] = field(default=("cards",))  # what the intro points at
    mus: bool = True        # the hand begins with the Mus phase (else the lances begin at the deal)

    def __post_init__(self) -> None:
        for point in self.points:  # the intro's marks and the script's moments are checked when written
            mark_of(point)
        for spec, _seat, _call in self.script:
            moment_of(spec)

    def rules(self) -> Rules:
        """The lesson's rules: the default variant (8 kings), with or without the Mus phase."""
        return Rules() if self.mus else Rules(max_mus_rounds=0)

    def deal(self) -> tuple[int, tuple]:
        """(the dealer, the 40 cards in order) of the lesson's hand."""
        return self.dealer, deck_for(self.hands, self.dealer, self.pile)

    def scripted(self, state: State, seat: int) -> Action | None:
        """The call the lesson makes `seat` say now (None: the computer player's own)."""
        legal = legal_actions(state)
        for spec, who, text in self.script:
            if who == seat and decision(spec, state):
                action = parse_action(text)
                if action in legal:
                    return action
        if not self.quiet:
            return None
        for kind in _PLAIN_ANSWER.get(_situation(state), ()):
            for action in legal:
                if action.kind == kind:
                    return action
        return None


_PLAIN_ANSWER = {Situation.MUS: (Kind.MUS,), Situation.OPEN: (Kind.PASO,), Situation.FACING: (Kind.IDUKI,),
                 Situation.HORDAGO: (Kind.TIRA,)}


def _situation(state: State) -> Situation | None:
    if state.phase == Phase.MUS:
        return Situation.MUS
    if state.phase != Phase.BETTING:
        return None
    if state.hordago:
        return Situation.HORDAGO
    return Situation.FACING if state.bet_team is not None else Situation.OPEN


def _is(want: str, action: Action) -> bool:
    if " " not in want:
        return action.kind.value == want
    return parse_action(want) == action


def decision(spec: str, state: State, counting: bool = False) -> bool:
    """The player's decision now (or the summary, when `counting`) is the one `spec` names."""
    moment, rest = moment_of(spec), spec.partition(":")[2]
    if moment is Moment.COUNTING:
        return counting
    if counting:
        return False
    # A spec names the phase by its text ("mus:0", "calls:pariak", "betting:haundia").
    if moment is Moment.MUS:
        return state.phase == Phase.MUS and (not rest or state.mus_round == int(rest))
    if moment is Moment.DISCARD:
        return state.phase == Phase.DISCARD
    if moment is Moment.CALLS:
        return state.phase == Phase.CALLS and state.lance == rest
    if moment is not Moment.BETTING or state.phase != Phase.BETTING:
        return False
    lance = rest.rstrip("+!")
    if state.lance != lance:
        return False
    if rest.endswith("!"):
        return state.hordago
    if rest.endswith("+"):
        return state.bet_team is not None and not state.hordago
    return state.bet_team is None
