"""docs/ARCHITECTURE.md names only what is there: every file it gives with
its folder (`game/table/flow.py`, `tests/ai/test_ai.py`) exists (and a
name given in one, `game/match/decisions.decide_move`, is defined), and every
function it shows called (`advance(...)`) and every class it names
(`SeatPlayers`) is defined in game/. The check runs on a made-up page too,
which it must refuse."""
import ast
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"

PATH = re.compile(r"^(?:game|tests|tools|docs)/[\w./-]*$")
CALLED = re.compile(r"\b([A-Za-z_]\w*)\(")
CLASS = re.compile(r"\b([A-Z][a-z]+[A-Z]\w*)\b")  # two capitals at least: SeatPlayers, TableScene


@cache
def defined_in_game() -> frozenset[str]:
    """Every function, class, method and assigned name in game/."""
    names = set()
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Name):
                        names.add(target.id)
                    elif isinstance(target, ast.Attribute):
                        names.add(target.attr)
    return frozenset(names)


def not_there(text: str, root: Path, defined: set[str]) -> list[str]:
    """What the page `text` names in backquotes that `root` does not hold."""
    missing = []
    for quoted in re.findall(r"`([^`\n]+)`", text):
        path = quoted.split("::")[0].rstrip("/")
        if PATH.match(path):
            module, _, name = path.rpartition(".")  # game/match/decisions.decide_move: a module's name
            if (root / path).exists() or (name != "py" and (root / f"{module}.py").exists() and name in defined):
                continue
            missing.append(f"no file {path}")
            continue
        for name in CALLED.findall(quoted) + CLASS.findall(quoted):
            if name not in defined:
                missing.append(f"nothing named {name} (in `{quoted}`)")
    return sorted(set(missing))


def test_architecture_names_only_what_is_there():
    missing = not_there(ARCHITECTURE.read_text(encoding="utf-8"), ROOT, defined_in_game())
    assert not missing, "docs/ARCHITECTURE.md names what the code does not hold:\n" + "\n".join(missing)


def test_a_page_naming_what_is_gone_is_refused():
    page = ("The stage moves in `advance(table, stage, dt)` (`game/table/flow.py`); "
            "`game/table/conductor.py` holds the `StageKeeper`, and `SeatPlayers.think(match)` "
            "asks the seats; `shuffle_for(seat)` too; see `tests/test_layers.py::test_no_import_cycle`, "
            "`game/match/decisions.decide_move` and `game/match/decisions.decide_all`.")
    assert not_there(page, ROOT, defined_in_game()) == [
        "no file game/match/decisions.decide_all",
        "no file game/table/conductor.py",
        "nothing named StageKeeper (in `StageKeeper`)",
        "nothing named advance (in `advance(table, stage, dt)`)",
        "nothing named shuffle_for (in `shuffle_for(seat)`)",
    ]
