"""The lances of a hand, from their first call to the end-of-hand count.

Owns what happens once the Mus phase is over: each lance begins (Ba / Ez
calls first on Pariak and Jokua), its voices bet (Paso, Imido, Iduki, Tira,
raises, Hordago, Kanta), a Tira pays at once, the result goes on the lance
track, and after the last lance the summary is counted into the scores; a
game won goes to the next game of the match or ends it. Every function takes
the state and the list of events the step is telling, appends what happened
and returns the new state (game/model/engine.py calls them).
"""
from __future__ import annotations

from .actions import MAX_BET, MIN_BET, Action
from .evolve import evolve
from .events import (
    BettingOpened, GameWon, HandsShown, LanceBegun, LanceSettled, LineCounted, MatchWon, TiraPaid,
)
from .hands import best_seat
from .legal import BETTING, CALLS, HAND_OVER, illegal, legal_actions, voice_of
from .names import FOLLOWING, WITH_CALLS, Kind, Lance, Phase, Result, Win
from .scoring import count_lines, summary_lines
from .state import LanceResult, Move, State, seats_from, team_of


def _voices(bettors) -> tuple[int, int]:
    first = {}
    for seat in bettors:
        first.setdefault(seat & 1, seat)
    return first[0], first[1]


def _open_betting(state: State, on: Lance, bettors, ev: list, **changes) -> State:
    ev.append(BettingOpened(on, bettors, _voices(bettors)))
    return evolve(state, phase=BETTING, to_act=bettors[0], bettors=bettors, **changes)


def begin_lance(state: State, lance: Lance, ev: list, instead_of: Lance | None = None) -> State:
    ev.append(LanceBegun(lance, instead_of))
    common = dict(lance=lance, stake=0, bet_team=None, hordago=False, refusal=0, passed=())
    if lance in WITH_CALLS:
        return evolve(state, phase=CALLS, to_act=state.esku, bettors=(), **common)
    return _open_betting(state, lance, seats_from(state.esku), ev, **common)


def call(state: State, action: Action, ev: list) -> State:
    """Ba or Ez, truthful; after the dealer's, the lance is skipped, credited
    to one team, or bet on (Pundua is played when nobody holds Jokua)."""
    seat = state.to_act
    truth = legal_actions(state)[0]
    if action.kind != truth.kind:
        raise illegal(state, action, "Ba/Ez calls are truthful")
    said = action.kind is Kind.BA
    field = "pair_calls" if state.lance == Lance.PARIAK else "jokua_calls"
    calls = getattr(state, field)
    calls = calls[:seat] + (said,) + calls[seat + 1:]
    history = state.history + (Move(seat, action),)
    if seat != state.dealer:
        return evolve(state, history=history, to_act=(seat + 1) % 4, **{field: calls})
    moved = evolve(state, history=history, **{field: calls})
    holders = tuple(s for s in seats_from(state.esku) if calls[s])
    teams = {s & 1 for s in holders}
    lance = state.lance
    if not teams:
        if lance == Lance.JOKUA:
            return begin_lance(moved, Lance.PUNDUA, ev, instead_of=Lance.JOKUA)
        return settle(moved, LanceResult(lance, Result.NONE), ev)
    if len(teams) == 1:
        return settle(moved, LanceResult(lance, Result.ONE_TEAM, team=holders[0] & 1), ev)
    return _open_betting(moved, lance, holders, ev)


def bet(state: State, action: Action, ev: list) -> State:
    """One betting call by the voice to act."""
    kind = action.kind
    seat = state.to_act
    team = seat & 1
    other = 1 - team
    history = state.history + (Move(seat, action),)
    if state.hordago:
        if kind is Kind.KANTA:
            return _showdown(evolve(state, history=history), ev)
        if kind is Kind.TIRA:
            return _refuse(state, history, ev)
        raise illegal(state, action)
    if state.bet_team is None:  # opening
        if kind is Kind.PASO:
            passed = state.passed + (team,)
            if len(passed) == 2:
                return settle(evolve(state, history=history, passed=passed),
                              LanceResult(state.lance, Result.PASO), ev)
            return evolve(state, history=history, passed=passed, to_act=voice_of(state, other))
        if kind is Kind.IMIDO and MIN_BET <= action.amount <= MAX_BET:
            return evolve(state, history=history, stake=action.amount, bet_team=team,
                          refusal=1, to_act=voice_of(state, other))
        if kind is Kind.HORDAGO:
            return evolve(state, history=history, hordago=True, bet_team=team,
                          refusal=1, to_act=voice_of(state, other))
        raise illegal(state, action)
    # facing a bet
    if kind is Kind.IDUKI:
        return settle(evolve(state, history=history),
                      LanceResult(state.lance, Result.IDUKI, stake=state.stake), ev)
    if kind is Kind.TIRA:
        return _refuse(state, history, ev)
    if kind is Kind.GEHIAGO and MIN_BET <= action.amount <= MAX_BET:
        return evolve(state, history=history, refusal=state.stake,
                      stake=state.stake + action.amount, bet_team=team,
                      to_act=voice_of(state, other))
    if kind is Kind.HORDAGO:
        return evolve(state, history=history, refusal=state.stake, hordago=True,
                      bet_team=team, to_act=voice_of(state, other))
    raise illegal(state, action)


def _refuse(state: State, history, ev: list) -> State:
    """Tira: the betting team is paid at once, which may win the game."""
    team, points = state.bet_team, state.refusal
    scores = list(state.scores)
    scores[team] += points
    scores = (scores[0], scores[1])
    ev.append(TiraPaid(state.lance, team, points, scores))
    result = LanceResult(state.lance, Result.TIRA, team=team, stake=state.stake, points=points)
    moved = evolve(state, history=history, scores=scores)
    if scores[team] >= state.rules.target:  # the hand stops here
        ev.append(LanceSettled(result))
        return _game_won(evolve(moved, track=state.track + (result,)), team, Win.TIRA, ev)
    return settle(moved, result, ev)


def _showdown(state: State, ev: list) -> State:
    """Kanta: all hands shown; the lance's winner wins the game on the spot
    (no points are counted: the summary stays empty and the scores stand)."""
    ev.append(HandsShown(state.hands))
    team = team_of(best_seat(state.lance, state.hands, state.bettors, state.rules))
    result = LanceResult(state.lance, Result.KANTA, team=team)
    ev.append(LanceSettled(result))
    return _game_won(evolve(state, track=state.track + (result,), shown=True), team, Win.KANTA, ev)


def settle(state: State, result: LanceResult, ev: list) -> State:
    """Put a lance's result on the track and go on to the next lance, or end
    the hand after the last one."""
    ev.append(LanceSettled(result))
    moved = evolve(state, track=state.track + (result,))
    following = FOLLOWING.get(result.lance)
    if following is not None:
        return begin_lance(moved, following, ev)
    return _end_hand(moved, ev)


def _end_hand(state: State, ev: list) -> State:
    """Show the hands and count the summary into the scores, in lance order."""
    ev.append(HandsShown(state.hands))
    lines = summary_lines(state.track, state.hands, state.esku, state.rules,
                          state.pair_calls, state.jokua_calls)
    lines, scores, reached = count_lines(lines, state.scores, state.rules.target)
    running = list(state.scores)
    for line in lines:
        if line.counted:
            running[line.team] += line.points
        ev.append(LineCounted(line, (running[0], running[1])))
    moved = evolve(state, summary=lines, scores=scores, shown=True,
                   phase=HAND_OVER, to_act=0, lance=None, stake=0,
                   bet_team=None, hordago=False, refusal=0, bettors=())
    if reached is not None:
        return _game_won(moved, reached, Win.TARGET, ev)
    return moved


def _game_won(state: State, team: int, how: Win, ev: list) -> State:
    games = list(state.games_won)
    games[team] += 1
    games_won = (games[0], games[1])
    ev.append(GameWon(team, how, sum(games_won), state.scores, games_won))
    common = dict(games_won=games_won, game_winner=team, lance=None, stake=0, bet_team=None,
                  hordago=False, refusal=0, bettors=())
    if games[team] >= state.rules.games_to_win:
        ev.append(MatchWon(team, games_won))
        return evolve(state, phase=Phase.MATCH_OVER, to_act=None, winner=team, **common)
    return evolve(state, phase=HAND_OVER, to_act=0, **common)
