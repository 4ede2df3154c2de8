"""The lances of a hand, from their first call to the end-of-hand count.

Owns what happens once the Mus phase is over: each lance begins (Ba / Ez
calls first on Pariak and Jokua), its voices bet (Paso, Imido, Iduki, Tira,
raises, Hordago, Kanta), a Tira pays at once, the result goes on the lance
track, and after the last lance the summary is counted into the scores; a
game won goes to the next game of the match or ends it. Every function takes
the state before the step, the step's changes so far (State's fields by name)
and the list of events the step is telling; it appends what happened and
returns the changes with its own added: `step` (game/model/engine.py) makes
the new state from them in one copy. A function reads the state for what
the step has not changed, and the changes for what it has (a new hand's
Esku, the scores after a Tira, the last Ba / Ez, the lance track).
"""
from __future__ import annotations

from .actions import MAX_BET, MAX_STAKE, MIN_BET, Action
from .events import (
    BettingOpened, GameWon, HandsShown, LanceBegun, LanceSettled, LineCounted, MatchWon, TiraPaid,
)
from .legal import BETTING, CALLS, HAND_OVER, PARIAK, illegal, legal_actions, voice_of
from .names import FOLLOWING, WITH_CALLS, Kind, Lance, Phase, Result, Win
from .scoring import count_lines, lance_winner, summary_lines
from .state import LanceResult, Move, State, seats_from, team_of

# The kinds a call is told apart by, as plain names (as legal.py does with the
# phases): on this hot path `Kind.PASO` is a lookup through the Enum's
# metaclass, ten times dearer than a global (2.5% of a random-play hand).
_BA, _PASO, _IMIDO, _GEHIAGO, _HORDAGO, _IDUKI, _TIRA, _KANTA = (
    Kind.BA, Kind.PASO, Kind.IMIDO, Kind.GEHIAGO, Kind.HORDAGO, Kind.IDUKI, Kind.TIRA, Kind.KANTA)


def _voices(bettors) -> tuple[int, int]:
    first = {}
    for seat in bettors:
        first.setdefault(seat & 1, seat)
    return first[0], first[1]


def _open_betting(on: Lance, bettors, changes: dict, ev: list) -> dict:
    ev.append(BettingOpened(on, bettors, _voices(bettors)))
    changes.update(phase=BETTING, to_act=bettors[0], bettors=bettors)
    return changes


def begin_lance(state: State, lance: Lance, changes: dict, ev: list,
                instead_of: Lance | None = None) -> dict:
    ev.append(LanceBegun(lance, instead_of))
    changes.update(lance=lance, stake=0, bet_team=None, hordago=False, refusal=0, passed=())
    esku = changes.get("esku", state.esku)  # a new hand's Esku, when a step deals one
    if lance in WITH_CALLS:
        changes.update(phase=CALLS, to_act=esku, bettors=())
        return changes
    return _open_betting(lance, seats_from(esku), changes, ev)


def call(state: State, action: Action, ev: list) -> dict:
    """Ba or Ez, truthful; after the dealer's, the lance is skipped, credited
    to one team, or bet on (Pundua is played when nobody holds Jokua)."""
    seat = state.to_act
    truth = legal_actions(state)[0]
    if action.kind != truth.kind:
        raise illegal(state, action, "Ba/Ez calls are truthful")
    said = action.kind is _BA
    field = "pair_calls" if state.lance == PARIAK else "jokua_calls"
    calls = getattr(state, field)
    calls = calls[:seat] + (said,) + calls[seat + 1:]
    changes = {"history": state.history + (Move(seat, action),), field: calls}
    if seat != state.dealer:
        changes["to_act"] = (seat + 1) % 4
        return changes
    holders = tuple(s for s in seats_from(state.esku) if calls[s])
    teams = {s & 1 for s in holders}
    lance = state.lance
    if not teams:
        if lance == Lance.JOKUA:
            return begin_lance(state, Lance.PUNDUA, changes, ev, instead_of=Lance.JOKUA)
        return settle(state, LanceResult(lance, Result.NONE), changes, ev)
    if len(teams) == 1:
        return settle(state, LanceResult(lance, Result.ONE_TEAM, team=holders[0] & 1), changes, ev)
    return _open_betting(lance, holders, changes, ev)


def bet(state: State, action: Action, ev: list) -> dict:
    """One betting call by the voice to act."""
    kind = action.kind
    seat = state.to_act
    team = seat & 1
    other = 1 - team
    history = state.history + (Move(seat, action),)
    if state.hordago:
        if kind is _KANTA:
            return _showdown(state, {"history": history}, ev)
        if kind is _TIRA:
            return _refuse(state, history, ev)
        raise illegal(state, action)
    if state.bet_team is None:  # opening
        if kind is _PASO:
            passed = state.passed + (team,)
            if len(passed) == 2:
                return settle(state, LanceResult(state.lance, Result.PASO),
                              {"history": history, "passed": passed}, ev)
            return {"history": history, "passed": passed, "to_act": voice_of(state, other)}
        if kind is _IMIDO and MIN_BET <= action.amount <= MAX_BET:
            return {"history": history, "stake": action.amount, "bet_team": team,
                    "refusal": 1, "to_act": voice_of(state, other)}
        if kind is _HORDAGO:
            return {"history": history, "hordago": True, "bet_team": team,
                    "refusal": 1, "to_act": voice_of(state, other)}
        raise illegal(state, action)
    # facing a bet
    if kind is _IDUKI:
        return settle(state, LanceResult(state.lance, Result.IDUKI, stake=state.stake),
                      {"history": history}, ev)
    if kind is _TIRA:
        return _refuse(state, history, ev)
    if kind is _GEHIAGO and MIN_BET <= action.amount <= MAX_BET and state.stake + action.amount <= MAX_STAKE:
        return {"history": history, "refusal": state.stake, "stake": state.stake + action.amount,
                "bet_team": team, "to_act": voice_of(state, other)}
    if kind is _HORDAGO:
        return {"history": history, "refusal": state.stake, "hordago": True,
                "bet_team": team, "to_act": voice_of(state, other)}
    raise illegal(state, action)


def _refuse(state: State, history, ev: list) -> dict:
    """Tira: the betting team is paid at once, which may win the game."""
    team, points = state.bet_team, state.refusal
    scores = list(state.scores)
    scores[team] += points
    scores = (scores[0], scores[1])
    ev.append(TiraPaid(state.lance, team, points, scores))
    result = LanceResult(state.lance, Result.TIRA, team=team, stake=state.stake, points=points)
    changes = {"history": history, "scores": scores}
    if scores[team] >= state.rules.target:  # the hand stops here
        ev.append(LanceSettled(result))
        changes["track"] = state.track + (result,)
        return _game_won(state, team, Win.TIRA, changes, ev)
    return settle(state, result, changes, ev)


def _showdown(state: State, changes: dict, ev: list) -> dict:
    """Kanta: all hands shown; the lance's winner wins the game on the spot
    (no points are counted: the summary stays empty and the scores stand);
    the result says whether the hands tied (the lance then went to the hand
    nearer Esku), for the words that tell the Kanta."""
    ev.append(HandsShown(state.hands))
    team, tie = lance_winner(state.lance, state.hands, state.bettors, state.rules)
    result = LanceResult(state.lance, Result.KANTA, team=team, tie=tie)
    ev.append(LanceSettled(result))
    changes.update(track=state.track + (result,), shown=True)
    return _game_won(state, team, Win.KANTA, changes, ev)


def settle(state: State, result: LanceResult, changes: dict, ev: list) -> dict:
    """Put a lance's result on the track and go on to the next lance, or end
    the hand after the last one."""
    ev.append(LanceSettled(result))
    changes["track"] = changes.get("track", state.track) + (result,)
    following = FOLLOWING.get(result.lance)
    if following is not None:
        return begin_lance(state, following, changes, ev)
    return _end_hand(state, changes, ev)


def _end_hand(state: State, changes: dict, ev: list) -> dict:
    """Show the hands and count the summary into the scores, in lance order
    (after the step's own changes: the last lance's result, the last Ba / Ez,
    a Tira paid)."""
    ev.append(HandsShown(state.hands))
    now = changes.get
    before = now("scores", state.scores)
    lines = summary_lines(now("track", state.track), state.hands, state.esku, state.rules,
                          now("pair_calls", state.pair_calls), now("jokua_calls", state.jokua_calls))
    lines, scores, reached = count_lines(lines, before, state.rules.target)
    running = list(before)
    for line in lines:
        if line.counted:
            running[line.team] += line.points
        ev.append(LineCounted(line, (running[0], running[1])))
    changes.update(summary=lines, scores=scores, shown=True, phase=HAND_OVER, to_act=state.reader,
                   lance=None, stake=0, bet_team=None, hordago=False, refusal=0, bettors=())
    if reached is not None:
        return _game_won(state, reached, Win.TARGET, changes, ev)
    return changes


def _game_won(state: State, team: int, how: Win, changes: dict, ev: list) -> dict:
    games = list(state.games_won)
    games[team] += 1
    games_won = (games[0], games[1])
    ev.append(GameWon(team, how, sum(games_won), changes.get("scores", state.scores), games_won))
    changes.update(games_won=games_won, game_winner=team, lance=None, stake=0, bet_team=None,
                   hordago=False, refusal=0, bettors=())
    if games[team] >= state.rules.games_to_win:
        ev.append(MatchWon(team, games_won))
        changes.update(phase=Phase.MATCH_OVER, to_act=None, winner=team)
    else:
        changes.update(phase=HAND_OVER, to_act=state.reader)
    return changes
