"""The computer players: `choose(observation, personality, rng)` (an action)
and `decide(...)` (a `Decision`: the action and the seat's own chance of
winning the lance it bets on), and the `Personality` of four sliders;
baselines, a headless table and the tables behind fast decisions live in the
submodules."""
from .brain import Decision, choose, decide
from .personality import Personality

__all__ = ["Decision", "Personality", "choose", "decide"]
