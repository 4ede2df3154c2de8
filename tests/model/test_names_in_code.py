"""The game's names are enum members in code, never their texts: no module
under game/ compares anything with the text of a call kind, a phase, a lance,
a lance's result, a summary line's reason or a way of winning (`kind ==
"imido"`, `phase in ("mus", "discard")`), so that a typo fails where it is
written instead of quietly comparing unequal; and no module writes out a
group of call kinds again as texts (`("imido", "gehiago", "hordago")`, a dict
keyed by them): the groups are defined once, in game/model/names.py."""
import ast
from pathlib import Path

from game.model.names import Kind, Lance, Phase, Result, Why, Win

GAME = Path(__file__).resolve().parents[2] / "game"
NAMES = {m.value for enum in (Kind, Phase, Lance, Result, Why, Win) for m in enum}


def _texts(node) -> list[str]:
    """The name texts a comparison's operand spells out (a literal, or a
    tuple, list or set of literals)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in NAMES else []
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [t for elt in node.elts for t in _texts(elt)]
    return []


KINDS = {k.value for k in Kind}


def offences(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                found += [(node.lineno, text) for text in _texts(operand)]
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
            items = node.keys if isinstance(node, ast.Dict) else node.elts
            kinds = [i.value for i in items if isinstance(i, ast.Constant) and i.value in KINDS]
            if len(kinds) >= 2:
                found += [(node.lineno, "a group of kinds: " + ", ".join(kinds))]
    return sorted(set(found))


def test_a_text_compared_is_found():
    assert offences('if action.kind == "imido": pass') == [(1, "imido")]
    assert offences('x = phase in ("mus", "betting")') == [(1, "betting"), (1, "mus")]
    assert offences('x = Kind.IMIDO == kind') == []
    assert offences('BETS = ("imido", "gehiago")') == [(1, "a group of kinds: imido, gehiago")]
    assert offences('SOUNDS = {"tira": 1, "kanta": 2}') == [(1, "a group of kinds: tira, kanta")]


def test_no_module_compares_a_name_with_its_text():
    found = []
    for path in sorted(GAME.rglob("*.py")):
        for line, text in offences(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(GAME.parent)}:{line}: {text!r}")
    assert not found, "compare with the enum member instead:\n" + "\n".join(found)
