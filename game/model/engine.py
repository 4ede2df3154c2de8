"""The rules as pure functions: `new_game`, `legal_actions` and `step`.

`step(state, action)` is the only way a game moves: it checks the action
against RULES.md, and returns a new `State` without touching its argument; an
illegal action raises `IllegalAction` and changes nothing. The new state also
tells what the step did, as typed events (`State.events`, game/model/events.py).
The phases run: mus -> discard (up to `max_mus_rounds` exchanges) -> for each
lance, calls (Ba/Ez, Pariak and Jokua only) and betting (game/model/lances.py)
-> hand-over (summary counted) -> new-hand, until a team wins the match
(match-over). This module owns the deal, the Mus phase and the exchanges.
"""
from __future__ import annotations

from . import randomness
from .actions import Action, discard, malformed, parse_action
from .cards import FULL_DECK, Card
from .events import Called, Dealt, Drew, ExchangeBegun, ExchangeMade, LancesBegin, Reshuffled
from .chronicle import Annals, Chronicle
from .evolve import evolve
from .lances import begin_lance, bet, call
from .legal import BETTING, CALLS, DISCARD, HAND_OVER, MUS_PHASE, IllegalAction, illegal, legal_actions, voice_of
from .names import Kind, Lance
from .rules import Rules
from .state import Move, State, seats_from

__all__ = ["IllegalAction", "game_over", "legal_actions", "new_game", "step", "voice_of"]

_NO_CALLS = (None, None, None, None)
_MUS, _MINTZA, _DISCARD = Kind.MUS, Kind.MINTZA, Kind.DISCARD  # plain names: see lances.py


# --- building states -------------------------------------------------------

def _deal(dealer: int, deck: tuple[Card, ...]):
    """Four cards each, one at a time from Esku; the rest is the pile."""
    esku = (dealer + 1) % 4
    hands: list[tuple[Card, ...]] = [(), (), (), ()]
    for i in range(4):  # the seat i places from Esku gets cards i, i + 4, i + 8, i + 12
        hands[(esku + i) % 4] = tuple(deck[i:16:4])
    return tuple(hands), tuple(deck[16:])


def _hand_fields(dealer: int, deck: tuple[Card, ...]) -> dict:
    """The fields that start a freshly dealt hand."""
    hands, pile = _deal(dealer, deck)
    esku = (dealer + 1) % 4
    return dict(
        hands=hands, pile=pile, discards=(), dealer=dealer, esku=esku,
        to_act=esku, phase=MUS_PHASE, lance=None, stake=0, summary=(), mus_round=0,
        pending=((), (), (), ()), pair_calls=_NO_CALLS, jokua_calls=_NO_CALLS,
        bettors=(), bet_team=None, hordago=False, refusal=0, passed=(),
        track=(), shown=False, game_winner=None,
    )


def _check_deck(deck) -> tuple[Card, ...]:
    deck = tuple(deck)
    for card in deck:
        if not isinstance(card, Card):
            raise ValueError(f"deck holds {card!r}, which is not a Card")
    if len(deck) != 40 or set(deck) != set(FULL_DECK):
        missing = sorted(set(FULL_DECK) - set(deck))
        raise ValueError(
            f"a deck must hold each of the 40 cards once; got {len(deck)} cards"
            + (f", missing {' '.join(map(str, missing))}" if missing else ", with repeats")
        )
    return deck


def new_game(
    rules: Rules,
    seed: int,
    *,
    first_dealer: int | None = None,
    deck=None,
    start_scores: tuple[int, int] = (0, 0),
    reader: int = 0,
) -> State:
    """A new match, its first hand dealt. `deck` (40 cards in order) stacks the
    first hand; `first_dealer=None` draws the dealer from the seeded stream;
    `reader` is the seat that calls each next deal (NEW_HAND) once a hand's
    summary is read."""
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be a Rules value, not {rules!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    scores = tuple(start_scores)
    if len(scores) != 2 or any(not isinstance(s, int) or not 0 <= s < rules.target for s in scores):
        raise ValueError(
            f"start_scores must be two whole numbers from 0 to {rules.target - 1}, not {start_scores!r}"
        )
    stream = randomness.seed_stream(seed)
    if first_dealer is None:
        first_dealer, stream = randomness.below(stream, 4)
    elif first_dealer not in (0, 1, 2, 3):
        raise ValueError(f"first_dealer must be a seat 0-3, not {first_dealer!r}")
    if type(reader) is not int or reader not in (0, 1, 2, 3):
        raise ValueError(f"reader must be a seat 0-3, not {reader!r}")
    if deck is None:
        deck, stream = randomness.shuffled(FULL_DECK, stream)
    else:
        deck = _check_deck(deck)
    fields = dict(
        rules=rules, scores=(scores[0], scores[1]), games_won=(0, 0), winner=None,
        history=(), stream=stream, hand_number=1, hand_start=0, reader=reader,
        **_hand_fields(first_dealer, deck),
    )
    ev = [Dealt(1, 1, True, first_dealer, fields["esku"])]
    if rules.max_mus_rounds == 0:  # no Mus at all: the lances begin at the deal
        ev.append(LancesBegin(None, 0))
        fields = begin_lance(State(**fields), Lance.HAUNDIA, fields, ev)
    return State(**fields, chronicle=Chronicle(None, tuple(ev)))


# --- the steps ----------------------------------------------------------------
#
# Each phase's function takes the state before the step, the action and the
# list of events the step is telling; it appends what happened and returns the
# step's changes (State's fields by name), which the functions of
# game/model/lances.py it hands on to carry further. `step` then makes the new
# state from them in one copy, its story given with it.

def step(state: State, action) -> State:
    """The state after `state.to_act` takes `action` (an Action or its text)."""
    if isinstance(action, str):
        action = parse_action(action)
    if not isinstance(action, Action):
        raise IllegalAction(f"not an action: {action!r}")
    if (why := malformed(action)) is not None:
        raise IllegalAction(why)
    if state.to_act is None:
        raise illegal(state, action)
    phase = state.phase
    ev: list = []
    if phase == BETTING:
        changes = bet(state, action, ev)
    elif phase == CALLS:
        changes = call(state, action, ev)
    elif phase == MUS_PHASE:
        changes = _mus(state, action, ev)
    elif phase == DISCARD:
        changes = _discard(state, action, ev)
    elif phase == HAND_OVER and action.kind is Kind.NEW_HAND:
        changes = _new_hand(state, action, ev)
    else:
        raise illegal(state, action)
    # The action as the history keeps it (a discard's cards in hand order).
    called = Called(state.to_act, changes["history"][-1].action, phase, state.lance)
    earlier = None if phase == HAND_OVER else state.chronicle  # a new hand: a new story
    return evolve(state, chronicle=Chronicle(earlier, (called, *ev)), **changes)


def _mus(state: State, action: Action, ev: list) -> dict:
    seat = state.to_act
    history = state.history + (Move(seat, action),)
    if action.kind is _MINTZA:
        ev.append(LancesBegin(seat, state.mus_round))
        return begin_lance(state, Lance.HAUNDIA, {"history": history}, ev)
    if action.kind is not _MUS:
        raise illegal(state, action)
    if seat == state.dealer:  # all four said Mus: everyone exchanges cards
        ev.append(ExchangeBegun(state.mus_round + 1))
        return {"history": history, "phase": DISCARD, "to_act": state.esku}
    return {"history": history, "to_act": (seat + 1) % 4}


def _discard(state: State, action: Action, ev: list) -> dict:
    seat = state.to_act
    hand = state.hands[seat]
    thrown = frozenset(action.cards)
    if action.kind is not _DISCARD or not 1 <= len(thrown) <= 4 or not thrown <= frozenset(hand):
        raise illegal(state, action, "discard 1 to 4 cards of your own hand")
    ordered = tuple(c for c in hand if c in thrown)
    kept = tuple(c for c in hand if c not in thrown)
    hands = state.hands[:seat] + (kept,) + state.hands[seat + 1:]
    pending = state.pending[:seat] + (ordered,) + state.pending[seat + 1:]
    history = state.history + (Move(seat, discard(ordered)),)
    discards = state.discards + ordered
    if seat != state.dealer:
        return {"hands": hands, "pending": pending, "history": history,
                "discards": discards, "to_act": (seat + 1) % 4}
    # Everyone has discarded: draw in turn order from Esku.
    pile, stream = state.pile, state.stream
    new_hands = list(hands)
    for s in seats_from(state.esku):
        need = 4 - len(new_hands[s])
        drawn = []
        for _ in range(need):
            if not pile:
                ev.append(Reshuffled(s, len(discards)))
                pile, stream = randomness.shuffled(discards, stream)
                discards = ()
            drawn.append(pile[0])
            pile = pile[1:]
        new_hands[s] = new_hands[s] + tuple(drawn)
        ev.append(Drew(s, len(drawn), tuple(drawn)))
    number = state.mus_round + 1
    ev.append(ExchangeMade(number))
    changes = {
        "hands": tuple(new_hands), "pile": pile, "discards": discards, "stream": stream,
        "pending": ((), (), (), ()), "history": history, "mus_round": number,
        "phase": MUS_PHASE, "to_act": state.esku,
    }
    return _skip_mus_if_done(state, changes, ev)


def _skip_mus_if_done(state: State, changes: dict, ev: list) -> dict:
    """After the last exchange allowed, no more Mus is asked (`changes` holds
    the Mus phase's round, and a new hand's fields)."""
    made = changes.get("mus_round", state.mus_round)
    if made >= state.rules.max_mus_rounds:
        ev.append(LancesBegin(None, made))
        return begin_lance(state, Lance.HAUNDIA, changes, ev)
    return changes


def game_over(state: State) -> bool:
    """The game just played is won (target reached, a Tira, or a Kanta)."""
    return state.game_winner is not None


def _new_hand(state: State, action: Action, ev: list) -> dict:
    history = state.history + (Move(state.to_act, action),)
    stream = state.stream
    scores = state.scores
    first_of_game = game_over(state)
    if first_of_game:  # a new game of the match: scores start again
        dealer, stream = randomness.below(stream, 4)
        scores = (0, 0)
    else:
        dealer = (state.dealer + 1) % 4
    deck, stream = randomness.shuffled(FULL_DECK, stream)
    changes = dict(
        history=history, stream=stream, scores=scores,
        hand_number=state.hand_number + 1, hand_start=len(history),
        annals=Annals(state.annals, state.chronicle), **_hand_fields(dealer, deck),
    )
    ev.append(Dealt(state.hand_number + 1, sum(state.games_won) + 1, first_of_game,
                    dealer, changes["esku"]))
    return _skip_mus_if_done(state, changes, ev)
