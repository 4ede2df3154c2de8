"""tools/fit_wild_chance.py: its model is the game's own `score.wild_chance`,
its fit recovers known constants from outcomes drawn with them, and it
refuses a run too small to mean anything."""
import numpy as np
import pytest

from game.ai import tuning as T
from game.ai.score import wild_chance
from tools import fit_wild_chance as F


def test_the_fitted_model_is_the_game_s_own():
    params = [getattr(T, name) for name in F.NAMES]
    rng = np.random.default_rng(1)
    need_us = rng.integers(1, 41, 200).astype(float)
    need_them = rng.integers(1, 41, 200).astype(float)
    per_hand = rng.uniform(6, 16, 200)
    got = F.chance(params, need_us, need_them, per_hand)
    want = [wild_chance(40 - u, 40 - t, 40, p) for u, t, p in zip(need_us, need_them, per_hand)]
    assert np.allclose(got, want, atol=1e-12)


def test_the_fit_recovers_the_constants_behind_the_outcomes():
    truth = np.array([1.2, 3.0, 0.6, 0.88])
    rng = np.random.default_rng(7)
    n = 40000
    need_us = rng.integers(1, 41, n).astype(float)
    need_them = rng.integers(1, 41, n).astype(float)
    per_hand = rng.uniform(8, 14, n)
    won = (rng.random(n) < F.chance(truth, need_us, need_them, per_hand)).astype(float)
    best, loss = F.nelder_mead(lambda p: F.log_loss(F.chance(p, need_us, need_them, per_hand), won),
                               [0.8, 1.0, 0.3, 0.8], [0.3, 2.0, 0.2, 0.03])
    assert loss <= F.log_loss(F.chance(truth, need_us, need_them, per_hand), won) + 1e-4
    # the chances it gives are the true ones, to within the sample's noise
    grid_us, grid_them = np.meshgrid(np.arange(1, 41, 3.0), np.arange(1, 41, 3.0))
    fitted = F.chance(best, grid_us, grid_them, 11.0)
    true = F.chance(truth, grid_us, grid_them, 11.0)
    assert np.max(np.abs(fitted - true)) < 0.04


@pytest.mark.parametrize("argv, says", [(["--games", "10"], "at least 100 games"),
                                        (["--weight", "1.5"], "--weight: from 0 to 1"),
                                        (["--weight", "-0.1"], "--weight: from 0 to 1")])
def test_a_run_too_small_or_a_weight_out_of_range_is_refused(argv, says, capsys):
    with pytest.raises(SystemExit) as stop:
        F.main(argv)
    assert stop.value.code == 2
    assert says in capsys.readouterr().err
