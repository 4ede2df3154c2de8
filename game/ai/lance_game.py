"""The betting of one lance as a small game of two voices: the game the
Txapeldun's tables are solved on (tools/train_txapeldun.py) and read by
(game/ai/champion.py).

Owns the abstraction of a lance's betting:

- Two players, the voice of the team that speaks first (`FIRST`) and the
  other (`SECOND`), each knowing only its own `bucket`: where its team's
  chance to win the lance stands, as it saw the deal before the lance's
  betting (champion.py says how it is read).
- The calls weighed (`OPENINGS`, `ANSWERS`, `ANSWERS_LAST`, `TO_HORDAGO`):
  Paso, Imido 2 or 5, Hordago; facing a bet Tira, Iduki, 2 or 5 more, Hordago
  (after `MAX_RAISES` raises no more raising); facing a Hordago Kanta or Tira.
- The tree of turns (`TREE`: every `Node`, the root first), each end saying
  what it pays: a general Paso (the lance's Paso point to its winner), a Tira
  (paid at once, as the rules say: 1 for a first bet, else what stood before
  the last raise), an accepted stake, or a Kanta (the game to the lance's
  winner). Whatever the betting, Jokua pays its bonus and Pundua its point to
  the winner (`bonus`), but after a Kanta.
- `place(calls)`: where a real lance's calls (with any amount) stand in the
  tree: each amount is read as the nearest weighed one.

Pure Python and small: a list of nodes made once at import.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA, Action, gehiago, imido
from game.model.names import Kind, Lance

FIRST, SECOND = 0, 1          # the voice that speaks first in the lance, and the other
SIZES = (2, 5)                # the amounts weighed for an Imido or a raise
MAX_RAISES = 2                # raises in a lance after which only Tira, Iduki or Hordago
OPENINGS = (PASO, imido(2), imido(5), HORDAGO)
ANSWERS = (TIRA, IDUKI, gehiago(2), gehiago(5), HORDAGO)
ANSWERS_LAST = (TIRA, IDUKI, HORDAGO)
TO_HORDAGO = (KANTA, TIRA)

# What a general Paso pays the lance's winner, and what the lance pays it
# whatever the betting (Jokua: the bonus of its players holding Jokua, read
# per deal; Pundua: one point), by lance.
PASO_POINT = {Lance.HAUNDIA: 1, Lance.TIPIA: 1, Lance.PARIAK: 1, Lance.JOKUA: 0, Lance.PUNDUA: 0}
LANCE_POINT = {Lance.HAUNDIA: 0, Lance.TIPIA: 0, Lance.PARIAK: 0, Lance.JOKUA: 0, Lance.PUNDUA: 1}


@dataclass(frozen=True, slots=True)
class End:
    """How a line of betting ends: `kind` is Kind.PASO (a general Paso),
    Kind.TIRA (`paid` points to team `to`, at once), Kind.IDUKI (`paid`, the
    stake, to the lance's winner) or Kind.KANTA (the game to the winner)."""

    kind: Kind
    paid: int = 0
    to: int | None = None


@dataclass(slots=True)
class Node:
    """A betting turn: `player` (FIRST or SECOND) chooses among `calls`;
    `children[i]` is the node index after `calls[i]`, or an `End`.
    `stake`: the bet standing (0: none); `refusal`: what a Tira pays now;
    `raises`: raises made; `passed`: the voices that said Paso."""

    index: int
    player: int
    calls: tuple[Action, ...]
    stake: int
    refusal: int
    raises: int
    hordago: bool
    passed: tuple[int, ...]
    children: list


def _build() -> list[Node]:
    nodes: list[Node] = []

    def node(player, calls, stake, refusal, raises, hordago, passed) -> int:
        me = Node(len(nodes), player, calls, stake, refusal, raises, hordago, passed, [])
        nodes.append(me)
        for call in calls:
            me.children.append(after(me, call))
        return me.index

    def after(me: Node, call: Action):
        other = 1 - me.player
        kind = call.kind
        if kind == Kind.PASO:
            if me.passed:   # both said Paso
                return End(Kind.PASO)
            return node(other, OPENINGS, 0, 0, 0, False, me.passed + (me.player,))
        if kind == Kind.IMIDO:
            return node(other, ANSWERS, call.amount, 1, 0, False, me.passed)
        if kind == Kind.GEHIAGO:
            raises = me.raises + 1
            return node(other, ANSWERS if raises < MAX_RAISES else ANSWERS_LAST,
                        me.stake + call.amount, me.stake, raises, False, me.passed)
        if kind == Kind.HORDAGO:
            return node(other, TO_HORDAGO, me.stake, me.stake or 1, me.raises, True, me.passed)
        if kind == Kind.TIRA:
            return End(Kind.TIRA, me.refusal, other)
        if kind == Kind.IDUKI:
            return End(Kind.IDUKI, me.stake)
        if kind == Kind.KANTA:
            return End(Kind.KANTA)
        raise ValueError(f"no such call in the lance game: {call}")

    node(FIRST, OPENINGS, 0, 0, 0, False, ())
    return nodes


TREE: list[Node] = _build()
ROOT = 0


def weighed(action: Action) -> Action:
    """The call of the tree a real call is read as: an amount becomes the
    nearest of `SIZES` (3 is read as 2, 4 and more as 5)."""
    if action.kind == Kind.IMIDO:
        return imido(2 if action.amount <= 3 else 5)
    if action.kind == Kind.GEHIAGO:
        return gehiago(2 if action.amount <= 3 else 5)
    return action


def place(calls) -> Node | None:
    """The node a lance's betting stands at after `calls` (its calls so far,
    in order), each read by `weighed`. A raise past `MAX_RAISES` is read as
    the last raise allowed, made by the voice that raised (the other then
    faces it at the largest stake the tree has there). None when the calls
    leave the tree (they cannot: every legal line of betting has a place)."""
    current = TREE[ROOT]
    for call in calls:
        call = weighed(call)
        if call not in current.calls:
            if call.kind == Kind.GEHIAGO and current.raises >= MAX_RAISES and not current.hordago:
                current = _last_raise_faced(1 - current.player, current.passed)
                continue
            return None
        child = current.children[current.calls.index(call)]
        if isinstance(child, End):
            return None
        current = TREE[child]
    return current


def _last_raise_faced(player: int, passed: tuple[int, ...]) -> Node:
    """The node where `player` faces the last raise the tree allows, at its
    largest stake (after the same Paso when the tree has one)."""
    faced = [n for n in TREE if n.player == player and n.raises == MAX_RAISES and not n.hordago]
    same = [n for n in faced if n.passed == passed] or faced
    return max(same, key=lambda n: (n.stake, -n.index))
