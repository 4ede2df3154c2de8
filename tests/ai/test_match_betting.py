"""The other team's calls are read from the model's story of the match
(`opponents.match_betting`), not worked out again from the bare history. The
derivation from the history that it replaced is kept here as the reference:
over whole seeded matches, every betting turn gets the same situation, lance
and exchange from both, so the computer players read exactly as before."""
from __future__ import annotations

import random

import pytest

from game import model
from game.ai.opponents import match_betting, turns
from game.model.names import BETTING_KINDS as BETTING
from game.ai.table import make_player
from game.match.loop import play_game


def _history_moves(history):
    for move in history:
        yield move.seat, move.action.kind, move.action.amount


def _lances_from_history(history):
    """The replaced derivation: (lance, exchanged) of each betting move, by
    counting Ba / Ez calls and Pasos."""
    out = []
    lance, calls, jokua_ba, pasos, exchanged = 0, 0, False, 0, False
    for move in history:
        kind = move.action.kind
        if kind == "new-hand":
            lance, calls, jokua_ba, pasos, exchanged = 0, 0, False, 0, False
        elif kind == "discard":
            exchanged = True
        elif kind in ("ba", "ez"):
            calls += 1
            pasos = 0
            if calls <= 4:
                lance = 2
            else:
                jokua_ba = jokua_ba or kind == "ba"
                lance = 3 if jokua_ba or calls < 8 else 4
        elif kind in BETTING:
            out.append((lance, exchanged))
            pasos += kind == "paso"
            if (kind == "paso" and pasos == 2) or kind in ("iduki", "tira", "kanta"):
                pasos = 0
                if lance == 0:
                    lance = 1
    return out


def _from_history(obs):
    return list(zip(turns(_history_moves(obs.history)), _lances_from_history(obs.history)))


def _from_story(obs):
    moves, lances = match_betting(obs.match_story)
    return list(zip(turns(moves), lances))


@pytest.mark.parametrize("seed", range(12))
def test_the_story_reads_every_betting_turn_as_the_history_did(seed):
    specs = ["random", "random", "ai:5555", "simple"] if seed % 2 else ["ai:5555", "random"] * 2
    players = [make_player(spec) for spec in specs]
    checked = []

    def check(state, seat, obs, action):
        if obs.phase == "betting" or seat == 0 and random.Random(len(obs.history)).random() < 0.1:
            got = _from_story(obs)
            assert got == _from_history(obs)
            checked.append(len(got))

    rules = model.Rules(variant=model.VARIANTS[seed % 3 == 0], games_to_win=2)
    play_game(players, seed=seed, rules=rules, check=check, timed=False)
    assert checked and max(checked) >= 10   # turns of several hands were compared

