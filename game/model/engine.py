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
from .evolve import evolve, tell
from .lances import begin_lance, bet, call
from .legal import BETTING, CALLS, DISCARD, HAND_OVER, MUS_PHASE, IllegalAction, illegal, legal_actions, voice_of
from .names import Kind, Lance, Phase
from .rules import Rules
from .state import Move, State, seats_from

__all__ = ["IllegalAction", "game_over", "legal_actions", "new_game", "step", "voice_of"]

_NO_CALLS = (None, None, None, None)


# --- building states -------------------------------------------------------

def _deal(dealer: int, deck: tuple[Card, ...]):
    """Four cards each, one at a time from Esku; the rest is the pile."""
    esku = (dealer + 1) % 4
    hands: list[list[Card]] = [[], [], [], []]
    for i in range(16):
        hands[(esku + i) % 4].append(deck[i])
    return tuple(tuple(h) for h in hands), tuple(deck[16:])


def _hand_fields(dealer: int, deck: tuple[Card, ...]) -> dict:
    """The fields that start a freshly dealt hand."""
    hands, pile = _deal(dealer, deck)
    esku = (dealer + 1) % 4
    return dict(
        hands=hands, pile=pile, discards=(), dealer=dealer, esku=esku,
        to_act=esku, phase=Phase.MUS, lance=None, stake=0, summary=(), mus_round=0,
        pending=((), (), (), ()), pair_calls=_NO_CALLS, jokua_calls=_NO_CALLS,
        bettors=(), bet_team=None, hordago=False, refusal=0, passed=(),
        track=(), shown=False, game_winner=None,
    )


def _dealt(state: State, first_of_game: bool) -> Dealt:
    return Dealt(state.hand_number, sum(state.games_won) + 1, first_of_game, state.dealer, state.esku)


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
) -> State:
    """A new match, its first hand dealt. `deck` (40 cards in order) stacks the
    first hand; `first_dealer=None` draws the dealer from the seeded stream."""
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
    if deck is None:
        deck, stream = randomness.shuffled(FULL_DECK, stream)
    else:
        deck = _check_deck(deck)
    state = State(
        rules=rules, scores=(scores[0], scores[1]), games_won=(0, 0), winner=None,
        history=(), stream=stream, hand_number=1, hand_start=0,
        **_hand_fields(first_dealer, deck),
    )
    ev = [_dealt(state, True)]
    return tell(evolve(_skip_mus_if_done(state, ev)), None, *ev)


# --- the steps ----------------------------------------------------------------

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
    phase, lance, seat = state.phase, state.lance, state.to_act
    ev: list = []
    if phase == BETTING:
        new = bet(state, action, ev)
    elif phase == CALLS:
        new = call(state, action, ev)
    elif phase == MUS_PHASE:
        new = _mus(state, action, ev)
    elif phase == DISCARD:
        new = _discard(state, action, ev)
    elif phase == HAND_OVER and action.kind is Kind.NEW_HAND:
        new = _new_hand(state, action, ev)
    else:
        raise illegal(state, action)
    called = Called(seat, new.history[-1].action, phase, lance)
    earlier = state.chronicle if new.hand_number == state.hand_number else None  # a new hand: a new story
    return tell(new, earlier, called, *ev)


def _mus(state: State, action: Action, ev: list) -> State:
    seat = state.to_act
    history = state.history + (Move(seat, action),)
    if action.kind is Kind.MINTZA:
        ev.append(LancesBegin(seat))
        return begin_lance(evolve(state, history=history), Lance.HAUNDIA, ev)
    if action.kind is not Kind.MUS:
        raise illegal(state, action)
    if seat == state.dealer:  # all four said Mus: everyone exchanges cards
        ev.append(ExchangeBegun(state.mus_round + 1))
        return evolve(state, history=history, phase=Phase.DISCARD, to_act=state.esku)
    return evolve(state, history=history, to_act=(seat + 1) % 4)


def _discard(state: State, action: Action, ev: list) -> State:
    seat = state.to_act
    hand = state.hands[seat]
    thrown = frozenset(action.cards)
    if action.kind is not Kind.DISCARD or not 1 <= len(thrown) <= 4 or not thrown <= frozenset(hand):
        raise illegal(state, action, "discard 1 to 4 cards of your own hand")
    ordered = tuple(c for c in hand if c in thrown)
    kept = tuple(c for c in hand if c not in thrown)
    hands = state.hands[:seat] + (kept,) + state.hands[seat + 1:]
    pending = state.pending[:seat] + (ordered,) + state.pending[seat + 1:]
    history = state.history + (Move(seat, discard(ordered)),)
    discards = state.discards + ordered
    if seat != state.dealer:
        return evolve(state, hands=hands, pending=pending, history=history,
                      discards=discards, to_act=(seat + 1) % 4)
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
    moved = evolve(
        state, hands=tuple(new_hands), pile=pile, discards=discards, stream=stream,
        pending=((), (), (), ()), history=history, mus_round=number,
        phase=Phase.MUS, to_act=state.esku,
    )
    return _skip_mus_if_done(moved, ev)


def _skip_mus_if_done(state: State, ev: list) -> State:
    """After the last exchange allowed, no more Mus is asked."""
    if state.phase == Phase.MUS and state.mus_round >= state.rules.max_mus_rounds:
        ev.append(LancesBegin(None))
        return begin_lance(state, Lance.HAUNDIA, ev)
    return state


def game_over(state: State) -> bool:
    """The game just played is won (target reached, a Tira, or a Kanta)."""
    return state.game_winner is not None


def _new_hand(state: State, action: Action, ev: list) -> State:
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
    fresh = evolve(
        state, history=history, stream=stream, scores=scores,
        hand_number=state.hand_number + 1, hand_start=len(history),
        annals=(state.annals, state.chronicle), **_hand_fields(dealer, deck),
    )
    ev.append(_dealt(fresh, first_of_game))
    return _skip_mus_if_done(fresh, ev)
