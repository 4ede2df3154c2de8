"""The calls a seat can make, as small values with one canonical text form.

`str(action)` gives the text of RULES.md (`mus`, `discard 1o 12e`, `imido 4`,
`gehiago 2`, `hordago`, `new-hand`...) and `parse_action` reads it back, so a
game record, a save and a test all read like the game itself. An action's
kind is a `Kind` (game/model/names.py). A discard is a set of cards: discards
of the same cards in any order are equal. `malformed(action)` says what is
wrong with an Action built by hand (a kind given as text, an Imido of 2.5, an
amount of None, a discard of no cards), so that `step` refuses it before any
rule runs.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, parse_card
from .names import PLAIN_KINDS, WITH_AMOUNT, Kind

MIN_BET, MAX_BET = 2, 10
# No raise lifts a lance's stake past this (docs/RULES.md): a raise war ends
# with at most 48 raises, far past any game's target, so a lance holds a
# bounded number of calls and a kept game a bounded number of moves.
MAX_STAKE = 99

ALL_KINDS = tuple(Kind)
_KINDS = {kind.value: kind for kind in Kind}  # a kind by its text


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """kind: a `Kind`; amount: N of `imido N` / `gehiago N` (for a
    discard seen from another seat, the number of hidden cards); cards: the
    discarded cards, in the order they stood in the hand."""

    kind: Kind
    amount: int = 0
    cards: tuple[Card, ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return (
            self.kind == other.kind
            and self.amount == other.amount
            and (self.cards == other.cards or frozenset(self.cards) == frozenset(other.cards))
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.amount, frozenset(self.cards)))

    def __str__(self) -> str:
        if self.kind in WITH_AMOUNT:
            return f"{self.kind} {self.amount}"
        if self.kind is Kind.DISCARD:
            if not self.cards:  # another seat's discard: only the count is public
                return f"discard {self.amount}"
            return "discard " + " ".join(str(c) for c in self.cards)
        return self.kind.value

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"


MUS = Action(Kind.MUS)
MINTZA = Action(Kind.MINTZA)
BA = Action(Kind.BA)
EZ = Action(Kind.EZ)
PASO = Action(Kind.PASO)
IDUKI = Action(Kind.IDUKI)
TIRA = Action(Kind.TIRA)
HORDAGO = Action(Kind.HORDAGO)
KANTA = Action(Kind.KANTA)
NEW_HAND = Action(Kind.NEW_HAND)
_PLAIN = {a.kind: a for a in (MUS, MINTZA, BA, EZ, PASO, IDUKI, TIRA, HORDAGO, KANTA, NEW_HAND)}
assert set(_PLAIN) == set(PLAIN_KINDS)


def plain(kind: Kind) -> Action:
    """The one action of a kind that takes no amount and no cards."""
    return _PLAIN[kind]


def imido(n: int) -> Action:
    return Action(Kind.IMIDO, n)


def gehiago(n: int) -> Action:
    return Action(Kind.GEHIAGO, n)


def discard(cards) -> Action:
    return Action(Kind.DISCARD, 0, tuple(cards))


def hidden_discard(count: int) -> Action:
    """Another seat's discard as a seat sees it: only how many cards."""
    return Action(Kind.DISCARD, count)


IMIDOS = tuple(imido(n) for n in range(MIN_BET, MAX_BET + 1))
GEHIAGOS = tuple(gehiago(n) for n in range(MIN_BET, MAX_BET + 1))
# The module's own actions (every call but a discard) are well formed as they
# were made: `malformed` knows them by identity, so the actions that
# `legal_actions` hands out cost `step` no check.
_WELL_FORMED = frozenset(map(id, (*_PLAIN.values(), *IMIDOS, *GEHIAGOS)))


def malformed(action: Action) -> str | None:
    """Why `action` is not a call any seat could make (a sentence), or None if
    it is well formed: a known kind; for Imido and Gehiago a whole-number amount
    from MIN_BET to MAX_BET (never a float, a bool or None); for a discard 1 to
    4 distinct Cards and no amount; for every other kind no amount, no cards."""
    if id(action) in _WELL_FORMED:
        return None
    kind, amount, cards = action.kind, action.amount, action.cards
    if type(kind) is not Kind:
        if isinstance(kind, str) and kind in _KINDS:
            return f"the kind of an action is a Kind (Kind.{_KINDS[kind].name}), not the text {kind!r}"
        return f"unknown kind of action {kind!r}"[:120] + f": expected a Kind, one of {', '.join(ALL_KINDS)}"
    if type(amount) is not int:
        return f"the amount of '{kind}' must be a whole number, not {amount!r}"[:120]
    if type(cards) is not tuple or not all(isinstance(c, Card) for c in cards):
        return f"the cards of '{kind}' must be a tuple of Card values, not {cards!r}"[:120]
    if kind in WITH_AMOUNT:
        if not MIN_BET <= amount <= MAX_BET or cards:
            return f"'{kind}' takes an amount from {MIN_BET} to {MAX_BET} and no cards, not {amount}"
    elif kind is Kind.DISCARD:
        if amount != 0 or not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards):
            return "'discard' takes 1 to 4 different cards and no amount"
    elif amount != 0 or cards:
        return f"'{kind}' takes no amount and no cards"
    return None


def parse_action(text: str) -> Action:
    """Read an action's canonical text; raise ValueError saying what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"an action is text such as 'mus' or 'imido 2', not {text!r}")
    words = text.strip().lower().split()
    if not words:
        raise ValueError("empty action: write a call such as 'mus', 'paso' or 'imido 2'")
    word, args = words[0], words[1:]
    kind = _KINDS.get(word)
    if kind in _PLAIN:
        if args:
            raise ValueError(f"'{kind}' takes nothing after it, got {text.strip()!r}")
        return _PLAIN[kind]
    if kind in WITH_AMOUNT:
        if len(args) != 1 or not args[0].isdigit():
            raise ValueError(f"'{kind}' needs one amount, e.g. '{kind} 2', got {text.strip()!r}")
        n = int(args[0])
        if not MIN_BET <= n <= MAX_BET:
            raise ValueError(f"'{kind}' amount must be from {MIN_BET} to {MAX_BET}, got {n}")
        return Action(kind, n)
    if kind is Kind.DISCARD:
        if not 1 <= len(args) <= 4:
            raise ValueError(f"'discard' needs 1 to 4 cards, e.g. 'discard 1o 12e', got {text.strip()!r}")
        cards = tuple(parse_card(w) for w in args)
        if len(set(cards)) != len(cards):
            raise ValueError(f"'discard' names a card twice: {text.strip()!r}")
        return discard(cards)
    raise ValueError(
        f"unknown action {text.strip()!r}: expected one of {', '.join(ALL_KINDS)}"
    )
