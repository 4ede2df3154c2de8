"""Solo Mus: the Basque card game for one player and three computer players.

`game.model` holds the rules as a pure, immutable model; `game.ai` the computer
players; the pygame-ce front end lives in its own packages and only ever changes
the game by sending actions to `game.model.step`. `__version__` is the one
source of the game's version: pyproject.toml (hatch), `solo-mus --version` and
the executable built by tools/build_exe.py all read it from here.
"""

__version__ = "0.1.0"
