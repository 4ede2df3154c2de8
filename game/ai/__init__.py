"""The computer players: `choose(observation, personality, rng)` and the
`Personality` of four sliders; baselines, a headless table and the tables
behind fast decisions live in the submodules."""
from .brain import Decision, choose, decide
from .personality import Personality

__all__ = ["Decision", "Personality", "choose", "decide"]
