"""The computer players read a seat's observation, never the whole state
(docs/ARCHITECTURE.md, layer 2). Two checks: the swap test in
tests/ai/test_ai.py (other seats' cards changed, the seat's observation and
decision are the same), and this one over the code: in game/ai, only the
module that plays a table's moments itself (the señas' round, which hands
each seat its own observation) and the champion's search, which plays lances
out in worlds imagined from the seat's observation and guessed hands
(`rollout.world`: no card the seat cannot see), name what makes or reads a
whole `State`; whole games are played by the game's loop
(game/match/loop.py), outside. The check runs on a made-up module too."""
import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "game" / "ai"

# What gives a whole State (or its hidden cards) rather than one seat's view.
WHOLE_STATE = frozenset(("State", "new_game", "step", "observe", "sign", "deal", "deck_for", "legal_actions"))
# keinuak.sign_round plays a moment of looks and señas and observes each seat;
# rollout makes imagined worlds (`world`) and search plays lances out in them.
TABLE_MODULES = frozenset(("keinuak", "rollout", "search"))


def whole_state_names(source: str) -> set[str]:
    """The names of WHOLE_STATE that `source` imports from game.model."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[:2] == ["game", "model"]:
            found |= {alias.name for alias in node.names} & WHOLE_STATE
            if node.module.split(".")[-1] in ("state", "engine"):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in ("game.model.state", "game.model.engine")}
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "model":
            found |= {node.attr} & WHOLE_STATE  # `from game import model` then model.step(...)
    return found


def test_the_deciders_never_name_a_whole_state():
    naming = {path.stem: sorted(whole_state_names(path.read_text(encoding="utf-8")))
              for path in AI.glob("*.py") if path.stem not in TABLE_MODULES}
    assert not {k: v for k, v in naming.items() if v}, naming


def test_a_decider_that_reads_the_state_is_caught():
    assert whole_state_names("from game.model import Observation, Phase\n") == set()
    assert whole_state_names("from game.model import State, observe\n") == {"State", "observe"}
    assert whole_state_names("from game import model\n\ndef peek(s):\n    return model.step(s, None)\n") == {"step"}
    assert whole_state_names("from game.model.state import State\n") == {"State", "game.model.state"}


def test_the_search_plays_only_worlds_made_from_the_seats_observation():
    """The one whole state game/ai makes is `rollout.world(obs, hands)`, and
    the search's states all come from it (the swap tests in
    tests/ai/test_search.py check that no hidden card reaches them)."""
    rollout = (AI / "rollout.py").read_text(encoding="utf-8")
    search = (AI / "search.py").read_text(encoding="utf-8")
    assert rollout.count("State(") == 1 and "def world(obs, hands) -> State:" in rollout
    assert "State(" not in search and "new_game" not in search and "observe" not in search
    assert "start = world(obs, hands)" in search
