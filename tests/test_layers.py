"""The layers of game/ point down only, and no module imports itself back.

Every module belongs to one layer (docs/ARCHITECTURE.md draws them), lowest
first: the rules model; the computer players; the platform's services (files,
settings, languages, input, pads, sound, fonts and sprites); the match (what a
match is, its kept form and its statistics); the game's words; the ui's
widgets and faces; the table and the review; the screens; the shell (the app,
its loop, the command line). A module may import its own layer and the ones
below, never one above; and the graph of imports, those inside functions
included, has no cycle."""
import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"

# (layer, the module prefixes in it), lowest first
LAYERS = (
    ("model", ("game.model",)),
    ("ai", ("game.ai",)),
    ("platform", ("game.platform", "game.assets")),
    ("match", ("game.match", "game.lessons")),
    ("words", ("game.words", "game.coach_words")),
    ("ui", ("game.ui", "game.faces")),
    ("table and review", ("game.table", "game.review", "game.record")),
    ("screens", ("game.scenes",)),
    ("shell", ("game.shell", "game.cli", "game.__main__", "game")),
)


def layer_of(module: str) -> int:
    best, depth = None, -1
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > depth:
                best, depth = index, len(prefix)
    assert best is not None, f"{module} is in no layer: add it to LAYERS and to docs/ARCHITECTURE.md"
    return best


def modules() -> dict[str, Path]:
    found = {}
    for path in GAME.rglob("*.py"):
        parts = path.relative_to(GAME.parent).with_suffix("").parts
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


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_every_import_points_down_a_layer_or_stays_in_its_own():
    upward = []
    for name, targets in graph().items():
        for target in targets:
            if target == "game" or name == "game":
                continue  # the package's own docstring and version
            if layer_of(target) > layer_of(name):
                upward.append(f"{name} ({LAYERS[layer_of(name)][0]}) imports {target} ({LAYERS[layer_of(target)][0]})")
    assert not upward, "imports running up a layer:\n" + "\n".join(sorted(upward))


def test_no_import_cycle():
    edges = graph()
    # a package imports its modules when it re-exports them: that is no cycle of modules
    state, cycles = {}, []

    def visit(node, path):
        state[node] = "open"
        for target in sorted(edges[node]):
            if target.startswith(node + ".") or node.startswith(target + ".") or target == "game":
                continue
            if state.get(target) == "open":
                cycles.append(path[path.index(target):] + [target] if target in path else [node, target])
            elif target not in state:
                visit(target, path + [target])
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_a_module_in_no_layer_is_named():
    try:
        layer_of("game.nowhere")
    except AssertionError as err:
        assert "in no layer" in str(err)
    else:  # "game" itself holds everything: the shell's catch-all must not hide a real package
        assert layer_of("game.nowhere") == len(LAYERS) - 1
