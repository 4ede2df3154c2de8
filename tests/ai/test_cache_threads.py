"""The computer players' deal cache is shared by every thread that asks a
computer player (the table's worker, the review working out an old game's
decisions, the tests' own threads): it is locked, so a thread taking an
information set out of it while another one moves the same set to the front
never raises (with the cache unlocked, `move_to_end` racing `popitem`
raised KeyError within a few thousand asks)."""
import pytest
import random
import sys
import threading

from game import model
from game.ai import beliefs
from game.ai import tuning as T


def observations(n=12):
    """Observations of different information sets (a seat's own cards)."""
    out = []
    for seed in range(n):
        state = model.step(model.new_game(model.Rules(), seed), "mintza")
        out.append(model.observe(state, state.to_act))
    return out


@pytest.mark.slow
def test_many_threads_asking_for_deals_never_race(monkeypatch):
    monkeypatch.setattr(T, "CACHE_SIZE", 2)       # every ask pushes another set out
    monkeypatch.setattr(T, "DEALS", 1)            # and costs little
    monkeypatch.setattr(beliefs, "DEALS", beliefs.DealCache())
    seen = observations()
    errors = []
    stop = threading.Event()

    def ask(seed):
        rng = random.Random(seed)
        try:
            for _ in range(6000):
                if stop.is_set():
                    return
                beliefs.deals_for(rng.choice(seen[:3]))
        except Exception as err:  # noqa: BLE001 (any error is the race)
            errors.append(err)
            stop.set()

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)   # switch threads as often as the interpreter can
    try:
        threads = [threading.Thread(target=ask, args=(i,)) for i in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
    finally:
        sys.setswitchinterval(interval)
    assert not errors, f"the cache raced: {errors[0]!r}"
    assert len(beliefs.DEALS) <= 2
