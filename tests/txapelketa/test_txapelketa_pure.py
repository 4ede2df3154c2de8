"""The championship's model is pure: no module of game/txapelketa imports
pygame, a file or a clock (its kept form is parsed JSON in and out; the
app's store reads and writes the file), nor names the computer player's
place but pairs.py. The check runs on made-up modules too, which it must refuse."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "game" / "txapelketa"
# the standard modules the model may use: none of them reaches a file, a screen or the time
STANDARD = {"__future__", "dataclasses", "enum", "typing", "hashlib", "random", "functools"}
COMPUTER_PLAYER_PLACE = "game.match.computer_player"


def impure(source: str, name: str) -> list[str]:
    """What module `name` of the package imports that the model may not."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = ["." if node.level else node.module]
        else:
            if isinstance(node, ast.Name) and node.id in ("open", "print", "input"):
                found.append(f"{name} calls {node.id}")
            continue
        for module in modules:
            if module == "." or module in STANDARD:
                continue
            if module == COMPUTER_PLAYER_PLACE and name != "pairs":
                found.append(f"{name} imports {module} (the computer player comes through pairs.py)")
            elif not module.startswith("game."):
                found.append(f"{name} imports {module}")
    return found


def test_the_model_imports_nothing_impure():
    found = [problem for path in sorted(PACKAGE.glob("*.py"))
             for problem in impure(path.read_text(encoding="utf-8"), path.stem)]
    assert not found, "\n".join(found)


def test_an_impure_module_is_named():
    assert impure("import pygame\nfrom pathlib import Path\n", "board") == ["board imports pygame",
                                                                           "board imports pathlib"]
    assert impure("def keep(t):\n    open('x').write(t)\n", "store") == ["store calls open"]
    assert impure("from game.match.computer_player import ComputerPlayer\n", "field") == [
        "field imports game.match.computer_player (the computer player comes through pairs.py)"]
    assert impure("from .pairs import Pair\nfrom game.model.rules import Rules\n", "fine") == []
