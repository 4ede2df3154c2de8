"""The computer players keep no switch and no cache hidden at module level
that a caller cannot see or scope: a calibration run notes the betting calls
of its own block (`betting.noting`), on its own thread, and nothing once the
block is left; the sampled deals live in a `DealCache` the caller may hand
`deals_for` (the process's is `beliefs.DEALS`), and one caller's cache never
fills another's."""
import random
import threading

from game import model
from game.ai import beliefs, betting, decide
from game.ai.personality import NORMAL
from game.model.names import Phase
from game.model.observation import observe


def betting_observation(seed=7):
    """The first observation of a seed's game whose seat bets with a choice."""
    state = model.new_game(model.Rules(), seed)
    rng = random.Random(seed)
    while True:
        obs = observe(state, state.to_act)
        if state.phase == Phase.BETTING and len(obs.legal) > 1:
            return obs
        state = model.step(state, decide(obs, NORMAL, rng).action)


def test_betting_calls_are_noted_only_inside_the_block_and_on_its_thread():
    obs = betting_observation()
    on_other_thread = []
    with betting.noting() as notes:
        decided = decide(obs, NORMAL, random.Random(1))
        assert len(notes) == 1 and notes[0]["action"] == decided.action and notes[0]["lance"] == obs.lance
        worker = threading.Thread(target=lambda: on_other_thread.append(decide(obs, NORMAL, random.Random(1))))
        worker.start()
        worker.join(60)
        assert on_other_thread and len(notes) == 1  # another thread's call: not this block's
    decide(obs, NORMAL, random.Random(1))
    assert len(notes) == 1  # after the block: nothing noted, nothing left switched on
    assert not hasattr(betting, "DEBUG")


def test_a_callers_deal_cache_is_its_own():
    obs = betting_observation(seed=8)
    mine, theirs = beliefs.DealCache(), beliefs.DealCache(size=1)
    shared_before = len(beliefs.DEALS)
    deals = beliefs.deals_for(obs, cache=mine)
    assert len(mine) == 1 and len(theirs) == 0 and len(beliefs.DEALS) == shared_before
    assert beliefs.deals_for(obs, cache=mine) is deals  # kept: drawn once
    assert beliefs.deals_for(obs, cache=theirs) == deals  # the same deals, drawn again in the other cache
    assert beliefs.deals_for(obs, 0.25, cache=theirs) and len(theirs) == 1  # its size holds
    mine.clear()
    assert len(mine) == 0
