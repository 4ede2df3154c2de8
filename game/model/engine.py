"""The rules as pure functions: `new_game`, `legal_actions` and `step`.

`step(state, action)` is the only way a game moves: it checks the action
against RULES.md, and returns a new `State` without touching its argument; an
illegal action raises `IllegalAction` and changes nothing. The phases run:
mus -> discard (up to `max_mus_rounds` exchanges) -> for each lance, calls
(Ba/Ez, Pariak and Jokua only) and betting -> hand-over (summary counted) ->
new-hand, until a team wins the match (match-over).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from . import randomness
from .actions import (
    BA, EZ, GEHIAGOS, HORDAGO, IDUKI, IMIDOS, KANTA, MAX_BET, MIN_BET, MINTZA,
    MUS, NEW_HAND, PASO, TIRA, Action, discard, malformed, parse_action,
)
from .cards import FULL_DECK, Card
from .hands import best_seat, profile
from .rules import Rules
from .scoring import count_lines, summary_lines
from .state import STATE_FIELDS, LanceResult, Move, State, seats_from, team_of

LANCE_ORDER = ("haundia", "tipia", "pariak", "jokua")  # Pundua replaces Jokua

_OPENING = (PASO,) + IMIDOS + (HORDAGO,)
_FACING = (IDUKI, TIRA) + GEHIAGOS + (HORDAGO,)
_FACING_HORDAGO = (KANTA, TIRA)
_NO_CALLS = (None, None, None, None)


class IllegalAction(ValueError):
    """An action that the rules do not allow at this point of the game."""


# --- building states -------------------------------------------------------

def _make_evolve():
    """Build `_evolve(state, **changes)`: a copy of `state` with some fields
    changed, like dataclasses.replace but several times faster, because `step`
    makes one for every action. Generated once, from State's own field list."""
    params = ", ".join(f"{name}=_KEEP" for name in STATE_FIELDS)
    body = "\n".join(
        f"    _set_{name}(new, state.{name} if {name} is _KEEP else {name})" for name in STATE_FIELDS
    )
    source = f"def _evolve(state, *, {params}):\n    new = _new(State)\n{body}\n    return new\n"
    scope = {"_KEEP": object(), "_new": object.__new__, "State": State}
    scope.update({f"_set_{name}": getattr(State, name).__set__ for name in STATE_FIELDS})
    exec(compile(source, "<State evolve>", "exec"), scope)
    return scope["_evolve"]


_evolve = _make_evolve()


def _deal(dealer: int, deck: tuple[Card, ...]):
    """Four cards each, one at a time from Esku; the rest is the pile."""
    esku = (dealer + 1) % 4
    hands: list[list[Card]] = [[], [], [], []]
    for i in range(16):
        hands[(esku + i) % 4].append(deck[i])
    return tuple(tuple(h) for h in hands), tuple(deck[16:])


def _hand_fields(dealer: int, deck: tuple[Card, ...], rules: Rules) -> dict:
    """The fields that start a freshly dealt hand."""
    hands, pile = _deal(dealer, deck)
    esku = (dealer + 1) % 4
    return dict(
        hands=hands, pile=pile, discards=(), dealer=dealer, esku=esku,
        to_act=esku, phase="mus", lance=None, stake=0, summary=(), mus_round=0,
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
        **_hand_fields(first_dealer, deck, rules),
    )
    return _skip_mus_if_done(state)


# --- what may be done -------------------------------------------------------

@lru_cache(maxsize=4096)
def _discard_options(hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """Every set of 1 to 4 cards of the hand, cards in hand order."""
    return tuple(discard(combo) for n in range(1, len(hand) + 1) for combo in combinations(hand, n))


def holds_pair(state: State, seat: int) -> bool:
    return profile(state.hands[seat], state.rules).pair_value > 0


def holds_jokua(state: State, seat: int) -> bool:
    return profile(state.hands[seat], state.rules).count >= 31


def legal_actions(state: State) -> tuple[Action, ...]:
    """The actions the seat `state.to_act` may take (empty when nobody acts)."""
    phase = state.phase
    if phase == "betting":
        if state.hordago:
            return _FACING_HORDAGO
        return _OPENING if state.bet_team is None else _FACING
    if phase == "mus":
        return (MUS, MINTZA)
    if phase == "calls":
        holds = holds_pair if state.lance == "pariak" else holds_jokua
        return (BA,) if holds(state, state.to_act) else (EZ,)
    if phase == "discard":
        return _discard_options(state.hands[state.to_act])
    if phase == "hand-over":
        return (NEW_HAND,)
    return ()


def voice_of(state: State, team: int) -> int:
    """The seat that speaks for `team` in the betting on the current lance."""
    for seat in state.bettors:
        if seat & 1 == team:
            return seat
    raise ValueError(f"team {team} has no voice in the {state.lance} betting")


# --- the steps ----------------------------------------------------------------

def _illegal(state: State, action, why: str = "") -> IllegalAction:
    where = f"phase {state.phase}" + (f", lance {state.lance}" if state.lance else "")
    who = "nobody is to act" if state.to_act is None else f"seat {state.to_act} is to act"
    legal = ", ".join(str(a) for a in legal_actions(state)[:14])
    return IllegalAction(
        f"illegal action '{action}' in {where}: {who}"
        + (f" ({why})" if why else "")
        + (f"; legal: {legal}" if legal else "")
    )


def step(state: State, action) -> State:
    """The state after `state.to_act` takes `action` (an Action or its text)."""
    if isinstance(action, str):
        action = parse_action(action)
    if not isinstance(action, Action):
        raise IllegalAction(f"not an action: {action!r}")
    if (why := malformed(action)) is not None:
        raise IllegalAction(why)
    phase = state.phase
    if state.to_act is None:
        raise _illegal(state, action)
    kind = action.kind
    if phase == "betting":
        return _bet(state, action, kind)
    if phase == "calls":
        return _call(state, action)
    if phase == "mus":
        if kind == "mus":
            return _mus(state, action)
        if kind == "mintza":
            moved = _evolve(state, history=state.history + (Move(state.to_act, action),))
            return _begin_lance(moved, "haundia")
        raise _illegal(state, action)
    if phase == "discard":
        return _discard(state, action)
    if phase == "hand-over":
        if kind != "new-hand":
            raise _illegal(state, action)
        return _new_hand(state, action)
    raise _illegal(state, action)


def _mus(state: State, action: Action) -> State:
    seat = state.to_act
    history = state.history + (Move(seat, action),)
    if seat == state.dealer:  # all four said Mus: everyone exchanges cards
        return _evolve(state, history=history, phase="discard", to_act=state.esku)
    return _evolve(state, history=history, to_act=(seat + 1) % 4)


def _discard(state: State, action: Action) -> State:
    seat = state.to_act
    hand = state.hands[seat]
    thrown = frozenset(action.cards)
    if action.kind != "discard" or not 1 <= len(thrown) <= 4 or not thrown <= frozenset(hand):
        raise _illegal(state, action, "discard 1 to 4 cards of your own hand")
    ordered = tuple(c for c in hand if c in thrown)
    kept = tuple(c for c in hand if c not in thrown)
    hands = state.hands[:seat] + (kept,) + state.hands[seat + 1:]
    pending = state.pending[:seat] + (ordered,) + state.pending[seat + 1:]
    history = state.history + (Move(seat, discard(ordered)),)
    discards = state.discards + ordered
    if seat != state.dealer:
        return _evolve(state, hands=hands, pending=pending, history=history,
                       discards=discards, to_act=(seat + 1) % 4)
    # Everyone has discarded: draw in turn order from Esku.
    pile, stream = state.pile, state.stream
    new_hands = list(hands)
    for s in seats_from(state.esku):
        need = 4 - len(new_hands[s])
        drawn = []
        for _ in range(need):
            if not pile:
                pile, stream = randomness.shuffled(discards, stream)
                discards = ()
            drawn.append(pile[0])
            pile = pile[1:]
        new_hands[s] = new_hands[s] + tuple(drawn)
    moved = _evolve(
        state, hands=tuple(new_hands), pile=pile, discards=discards, stream=stream,
        pending=((), (), (), ()), history=history, mus_round=state.mus_round + 1,
        phase="mus", to_act=state.esku,
    )
    return _skip_mus_if_done(moved)


def _skip_mus_if_done(state: State) -> State:
    """After the last exchange allowed, no more Mus is asked."""
    if state.phase == "mus" and state.mus_round >= state.rules.max_mus_rounds:
        return _begin_lance(state, "haundia")
    return state


def _begin_lance(state: State, lance: str) -> State:
    common = dict(lance=lance, stake=0, bet_team=None, hordago=False, refusal=0, passed=())
    if lance in ("pariak", "jokua"):
        return _evolve(state, phase="calls", to_act=state.esku, bettors=(), **common)
    order = seats_from(state.esku)
    return _evolve(state, phase="betting", to_act=order[0], bettors=order, **common)


def _call(state: State, action: Action) -> State:
    seat = state.to_act
    truth = legal_actions(state)[0]
    if action.kind != truth.kind:
        raise _illegal(state, action, "Ba/Ez calls are truthful")
    said = action.kind == "ba"
    field = "pair_calls" if state.lance == "pariak" else "jokua_calls"
    calls = getattr(state, field)
    calls = calls[:seat] + (said,) + calls[seat + 1:]
    history = state.history + (Move(seat, action),)
    if seat != state.dealer:
        return _evolve(state, history=history, to_act=(seat + 1) % 4, **{field: calls})
    moved = _evolve(state, history=history, **{field: calls})
    holders = tuple(s for s in seats_from(state.esku) if calls[s])
    teams = {s & 1 for s in holders}
    lance = state.lance
    if not teams:
        if lance == "jokua":
            return _begin_lance(moved, "pundua")
        return _settle(moved, LanceResult(lance, "none"))
    if len(teams) == 1:
        return _settle(moved, LanceResult(lance, "one-team", team=holders[0] & 1))
    return _evolve(moved, phase="betting", to_act=holders[0], bettors=holders)


def _bet(state: State, action: Action, kind: str) -> State:
    seat = state.to_act
    team = seat & 1
    other = 1 - team
    history = state.history + (Move(seat, action),)
    if state.hordago:
        if kind == "kanta":
            return _showdown(_evolve(state, history=history))
        if kind == "tira":
            return _refuse(state, history)
        raise _illegal(state, action)
    if state.bet_team is None:  # opening
        if kind == "paso":
            passed = state.passed + (team,)
            if len(passed) == 2:
                return _settle(_evolve(state, history=history, passed=passed),
                               LanceResult(state.lance, "paso"))
            return _evolve(state, history=history, passed=passed, to_act=voice_of(state, other))
        if kind == "imido" and MIN_BET <= action.amount <= MAX_BET:
            return _evolve(state, history=history, stake=action.amount, bet_team=team,
                           refusal=1, to_act=voice_of(state, other))
        if kind == "hordago":
            return _evolve(state, history=history, hordago=True, bet_team=team,
                           refusal=1, to_act=voice_of(state, other))
        raise _illegal(state, action)
    # facing a bet
    if kind == "iduki":
        return _settle(_evolve(state, history=history),
                       LanceResult(state.lance, "iduki", stake=state.stake))
    if kind == "tira":
        return _refuse(state, history)
    if kind == "gehiago" and MIN_BET <= action.amount <= MAX_BET:
        return _evolve(state, history=history, refusal=state.stake,
                       stake=state.stake + action.amount, bet_team=team,
                       to_act=voice_of(state, other))
    if kind == "hordago":
        return _evolve(state, history=history, refusal=state.stake, hordago=True,
                       bet_team=team, to_act=voice_of(state, other))
    raise _illegal(state, action)


def _refuse(state: State, history) -> State:
    """Tira: the betting team is paid at once, which may win the game."""
    team, points = state.bet_team, state.refusal
    scores = list(state.scores)
    scores[team] += points
    result = LanceResult(state.lance, "tira", team=team, stake=state.stake, points=points)
    moved = _evolve(state, history=history, scores=(scores[0], scores[1]))
    if scores[team] >= state.rules.target:  # the hand stops here
        return _game_won(_evolve(moved, track=state.track + (result,)), team)
    return _settle(moved, result)


def _showdown(state: State) -> State:
    """Kanta: all hands shown; the lance's winner wins the game on the spot
    (no points are counted: the summary stays empty and the scores stand)."""
    team = team_of(best_seat(state.lance, state.hands, state.bettors, state.rules))
    result = LanceResult(state.lance, "kanta", team=team)
    return _game_won(_evolve(state, track=state.track + (result,), shown=True), team)


def _settle(state: State, result: LanceResult) -> State:
    """Put a lance's result on the track and go on to the next lance, or end
    the hand after the last one."""
    track = state.track + (result,)
    lance = result.lance
    if lance in ("haundia", "tipia", "pariak"):
        following = LANCE_ORDER[LANCE_ORDER.index(lance) + 1]
        return _begin_lance(_evolve(state, track=track), following)
    return _end_hand(_evolve(state, track=track))


def _end_hand(state: State) -> State:
    """Count the summary into the scores, in lance order."""
    lines = summary_lines(state.track, state.hands, state.esku, state.rules,
                          state.pair_calls, state.jokua_calls)
    lines, scores, reached = count_lines(lines, state.scores, state.rules.target)
    moved = _evolve(state, summary=lines, scores=scores, shown=True,
                    phase="hand-over", to_act=0, lance=None, stake=0,
                    bet_team=None, hordago=False, refusal=0, bettors=())
    if reached is not None:
        return _game_won(moved, reached)
    return moved


def _game_won(state: State, team: int) -> State:
    games = list(state.games_won)
    games[team] += 1
    games_won = (games[0], games[1])
    common = dict(games_won=games_won, game_winner=team, lance=None, stake=0, bet_team=None,
                  hordago=False, refusal=0, bettors=())
    if games[team] >= state.rules.games_to_win:
        return _evolve(state, phase="match-over", to_act=None, winner=team, **common)
    return _evolve(state, phase="hand-over", to_act=0, **common)


def game_over(state: State) -> bool:
    """The game just played is won (target reached, a Tira, or a Kanta)."""
    return state.game_winner is not None


def _new_hand(state: State, action: Action) -> State:
    history = state.history + (Move(state.to_act, action),)
    stream = state.stream
    scores = state.scores
    if game_over(state):  # a new game of the match: scores start again
        dealer, stream = randomness.below(stream, 4)
        scores = (0, 0)
    else:
        dealer = (state.dealer + 1) % 4
    deck, stream = randomness.shuffled(FULL_DECK, stream)
    fresh = _evolve(
        state, history=history, stream=stream, scores=scores,
        hand_number=state.hand_number + 1, hand_start=len(history),
        **_hand_fields(dealer, deck, state.rules),
    )
    return _skip_mus_if_done(fresh)
