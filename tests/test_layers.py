"""The layers of game/ point down only, and no module imports itself back.

Every module belongs to one layer (docs/ARCHITECTURE.md draws them), lowest
first: the rules model; the computer players; the platform's services (files,
languages, input, pads, sound, fonts and sprites); the match (what a match
is, its computer players, its kept form and its statistics, and the settings,
which name them; the championship); the game's words; the ui's
widgets and faces; the table and the review; the screens; the shell (the app,
its loop, the command line). A module may import its own layer and the ones
below, never one above; and the graph of imports, those inside functions
included, has no cycle. A module in no layer (a new `game/<package>` nobody
placed) fails: the checks below are run on fake trees too, so each can fail."""
import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"

# (layer, the modules in it: each name and everything under it), lowest first
LAYERS = (
    ("model", ("game.model",)),
    ("ai", ("game.ai",)),
    ("platform", ("game.platform", "game.assets")),
    # the settings name a match's variant and computer players (game/match/computer_player.py):
    # they sit with the match, above the platform's services
    ("match", ("game.match", "game.lessons", "game.platform.settings", "game.txapelketa")),
    ("words", ("game.words", "game.coach_words", "game.txapelketa_words")),
    ("ui", ("game.ui", "game.faces")),
    ("table and review", ("game.table", "game.review", "game.record")),
    ("screens", ("game.scenes",)),
    ("shell", ("game.shell", "game.cli", "game.__main__")),
)
# The package itself (its docstring and __version__) is no layer's: any module
# may read the version, and it imports nothing.
ROOT = "game"


def layer_of(module: str) -> int | None:
    """The index in LAYERS of the layer holding `module`, or None."""
    best, depth = None, -1
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > depth:
                best, depth = index, len(prefix)
    return best


def modules(game: Path = GAME) -> dict[str, Path]:
    """Every module under the package folder `game`, by its dotted name."""
    found = {}
    for path in game.rglob("*.py"):
        parts = path.relative_to(game.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name: str, path: Path, known) -> set[str]:
    """The game modules `name` imports (at its top or inside a function)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            targets = [module] + [f"{module}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            if target in known and target != name:
                out.add(target)
    return out


def graph(game: Path = GAME) -> dict[str, set[str]]:
    known = modules(game)
    return {name: imports(name, path, known) for name, path in known.items()}


def in_no_layer(edges: dict[str, set[str]]) -> list[str]:
    return sorted(name for name in edges if name != ROOT and layer_of(name) is None)


def upward_imports(edges: dict[str, set[str]]) -> list[str]:
    upward = []
    for name, targets in edges.items():
        for target in targets:
            if ROOT in (name, target) or None in (layer_of(name), layer_of(target)):
                continue  # the package's own version; a module in no layer fails on its own
            if layer_of(target) > layer_of(name):
                upward.append(f"{name} ({LAYERS[layer_of(name)][0]}) imports {target} "
                              f"({LAYERS[layer_of(target)][0]})")
    return sorted(upward)


def import_cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    # a package imports its modules when it re-exports them: that is no cycle of modules
    state, cycles = {}, []

    def visit(node, path):
        state[node] = "open"
        for target in sorted(edges[node]):
            if target.startswith(node + ".") or node.startswith(target + ".") or target == ROOT:
                continue
            if state.get(target) == "open":
                cycles.append(path[path.index(target):] + [target] if target in path else [node, target])
            elif target not in state:
                visit(target, path + [target])
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    return cycles


def test_every_module_is_in_a_layer():
    lost = in_no_layer(graph())
    assert not lost, ("modules in no layer (add them to LAYERS and to docs/ARCHITECTURE.md): "
                      + ", ".join(lost))


def test_every_import_points_down_a_layer_or_stays_in_its_own():
    upward = upward_imports(graph())
    assert not upward, "imports running up a layer:\n" + "\n".join(upward)


def test_no_import_cycle():
    cycles = import_cycles(graph())
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


# -- the checks can fail: fake trees with what each must refuse ---------------

def fake_game(root: Path, files: dict[str, str]) -> Path:
    """A package folder `game` under `root` holding `files` (path: source)."""
    game = root / "game"
    for name, source in {"__init__.py": '"""The package."""\n__version__ = "0"\n', **files}.items():
        path = game / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return game


def test_a_new_package_in_no_layer_is_named(tmp_path):
    game = fake_game(tmp_path, {
        "model/__init__.py": "",
        "model/cards.py": "import game\n",  # the version: no layer needed for the package itself
        "pilota/__init__.py": "",
        "pilota/rounds.py": "from game.model import cards\n",
        "tournament.py": "",
    })
    assert in_no_layer(graph(game)) == ["game.pilota", "game.pilota.rounds", "game.tournament"]
    assert layer_of("game.nowhere") is None and layer_of("game") is None
    assert layer_of("game.modelling") is None  # a name that only begins like a layer's is not in it


def test_an_import_up_a_layer_is_named(tmp_path):
    game = fake_game(tmp_path, {
        "model/__init__.py": "",
        "model/state.py": "def late():\n    from ..scenes import table\n",  # inside a function too
        "scenes/__init__.py": "",
        "scenes/table.py": "from game.model import state\n",  # down: allowed
    })
    assert upward_imports(graph(game)) == ["game.model.state (model) imports game.scenes (screens)",
                                           "game.model.state (model) imports game.scenes.table (screens)"]


def test_an_import_cycle_is_named(tmp_path):
    game = fake_game(tmp_path, {
        "model/__init__.py": "from . import cards\n",  # a package re-exporting its module: no cycle
        "model/cards.py": "from game.model import hands\n",
        "model/hands.py": "import game.model.cards\n",
    })
    assert import_cycles(graph(game)) == [["game.model.cards", "game.model.hands", "game.model.cards"]]
