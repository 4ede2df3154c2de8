"""The four sliders shape a personality one can feel: for each lance, raising
its slider from 1 to 9 raises that lance's rate of Imido and of raises, and
lowers its rate of Tira and of Mus, step by step, measured over the same
decision situations of seeded games (each setting decides every situation,
so only the slider differs)."""
from __future__ import annotations

import random

import pytest

from game import model
from game.ai import Personality, choose
from game.ai.table import make_player
from game.match.loop import play_game

SLIDER_OF = {"haundia": 0, "tipia": 1, "pariak": 2, "jokua": 3, "pundua": 3}
LANCES = {0: ("haundia",), 1: ("tipia",), 2: ("pariak",), 3: ("jokua", "pundua")}


def _situations(games: int, seed: int) -> list[model.State]:
    """States where a seat has a real choice (Mus or betting) in seeded games
    among several styles and the simple player."""
    found: list[model.State] = []

    def collect(state, seat, obs, action):
        if state.phase in ("mus", "betting"):
            found.append(state)

    for g in range(games):
        specs = ["ai:5555", "simple", "ai:9999", "ai:1111", "ai:3737", "ai:7373"]
        players = [make_player(specs[(s + g) % len(specs)]) for s in range(4)]
        play_game(players, seed=seed + g, check=collect, timed=False)
    return found


def _setting(index: int, level: int) -> Personality:
    return Personality(*(level if k == index else 5 for k in range(4)))


def _rates(states, index: int, levels) -> dict[str, list[float]]:
    """For slider `index` at each level: the rates of Imido (at openings),
    raises and Tira (facing a bet or a Hordago) in its lances, and of Mus."""
    lances = LANCES[index]
    opening = [s for s in states if s.phase == "betting" and s.lance in lances and s.bet_team is None]
    facing = [s for s in states if s.phase == "betting" and s.lance in lances and s.bet_team is not None]
    mus = [s for s in states if s.phase == "mus"]
    assert len(opening) >= 60 and len(facing) >= 30 and len(mus) >= 200, (len(opening), len(facing), len(mus))
    out = {"imido": [], "raise": [], "tira": [], "mus": []}
    for level in levels:
        style = _setting(index, level)

        def calls(group):
            return [choose(model.observe(s, s.to_act), style, random.Random(n)).kind
                    for n, s in enumerate(group)]

        opens, faces, muses = calls(opening), calls(facing), calls(mus)
        out["imido"].append(sum(k in ("imido", "hordago") for k in opens) / len(opens))
        out["raise"].append(sum(k in ("gehiago", "hordago") for k in faces) / len(faces))
        out["tira"].append(sum(k == "tira" for k in faces) / len(faces))
        out["mus"].append(sum(k == "mus" for k in muses) / len(muses))
    return out


def _check(rates, name):
    up = {"imido": True, "raise": True, "tira": False, "mus": False}
    for kind, values in rates.items():
        steps = list(zip(values, values[1:]))
        if up[kind]:
            assert all(a <= b for a, b in steps) and values[0] < values[-1], (name, kind, values)
        else:
            assert all(a >= b for a, b in steps) and values[0] > values[-1], (name, kind, values)


@pytest.fixture(scope="module")
def situations():
    return _situations(20, 4000)


@pytest.mark.slow
@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_each_slider_moves_its_own_lance_from_1_to_5_to_9(situations, index):
    _check(_rates(situations, index, (1, 5, 9)), ("haundia", "tipia", "pariak", "jokoa")[index])


@pytest.mark.slow
@pytest.mark.parametrize("index", [0, 1, 2, 3])
def test_each_slider_moves_its_own_lance_at_every_step(index):
    states = _situations(40, 7000)
    _check(_rates(states, index, range(1, 10)), ("haundia", "tipia", "pariak", "jokoa")[index])
