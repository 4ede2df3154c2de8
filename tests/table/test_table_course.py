"""The table's course (game/table/course.py) is the table without its look:
pygame-free, the one place that moves the stage, and the table's parts are
given what they read, never the scene. Each source check also runs on a
made-up module it must refuse."""
import ast
import subprocess
import sys
from pathlib import Path

from game.match import Lineup, Match, Seating
from game.platform.settings import Settings
from game.table import course as C
from game.table.course import TableCourse
from game.table.flow import Counting, Deciding, Showing, Thinking
from game.table.seats import SeatPlayers

ROOT = Path(__file__).resolve().parent.parent.parent
MOVER = ("TableCourse", "move")   # the one function that assigns a stage
STAGE_FIELDS = ("stage", "_stage")
SCENE_NAMES = ("table", "scene")  # what a part would call the table scene it holds


def stage_assignments(source: str, where: str) -> list[str]:
    """Each assignment of a table's stage in `source` outside `TableCourse.move`
    (an attribute `stage` or `_stage` assigned, augmented, or set by setattr)."""
    found = []

    def visit(node, owners):
        for child in ast.iter_child_nodes(node):
            inside = owners + (child.name,) if isinstance(child, (ast.ClassDef, ast.FunctionDef)) else owners
            targets = []
            if isinstance(child, ast.Assign):
                targets = child.targets
            elif isinstance(child, (ast.AugAssign, ast.AnnAssign)):
                targets = [child.target]
            flat = []
            for target in targets:
                flat += target.elts if isinstance(target, ast.Tuple) else [target]
            setattr_call = (isinstance(child, ast.Call) and isinstance(child.func, ast.Name)
                            and child.func.id == "setattr" and len(child.args) > 1
                            and isinstance(child.args[1], ast.Constant) and child.args[1].value in STAGE_FIELDS)
            if setattr_call or any(isinstance(t, ast.Attribute) and t.attr in STAGE_FIELDS for t in flat):
                if owners[-2:] != MOVER:
                    found.append(f"{where}:{child.lineno} in {'.'.join(owners) or 'the module'}")
            visit(child, inside)

    visit(ast.parse(source), ())
    return found


def reach_backs(source: str, where: str) -> list[str]:
    """Each place in `source` that reaches into a table scene it was handed:
    `table.x` / `self.table.x` (or `scene`), and a parameter named so."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            value = node.value
            named = (value.id if isinstance(value, ast.Name)
                     else value.attr if isinstance(value, ast.Attribute) else None)
            if named in SCENE_NAMES:
                found.append(f"{where}:{node.lineno} {named}.{node.attr}")
        elif isinstance(node, ast.arg) and node.arg in SCENE_NAMES:
            found.append(f"{where}:{node.lineno} takes {node.arg}")
    return found


def sources(folder: str):
    for path in sorted((ROOT / folder).rglob("*.py")):
        yield path.read_text(encoding="utf-8"), str(path.relative_to(ROOT))


def test_only_the_course_moves_the_stage():
    found = [hit for folder in ("game", "tools") for text, where in sources(folder)
             for hit in stage_assignments(text, where)]
    assert not found, "a stage assigned outside TableCourse.move:\n" + "\n".join(found)


def test_a_stage_set_elsewhere_is_found():
    made_up = ("class TableScene:\n"
               "    def update(self):\n        self.stage = Showing()\n"
               "    def resume(self):\n        self.course._stage, x = None, 1\n"
               "class TableCourse:\n"
               "    def move(self, stage):\n        self._stage = stage\n"
               "    def other(self):\n        setattr(self, 'stage', None)\n")
    assert stage_assignments(made_up, "x.py") == ["x.py:3 in TableScene.update", "x.py:5 in TableScene.resume",
                                                   "x.py:10 in TableCourse.other"]


def test_no_part_of_the_table_reaches_back_into_the_scene():
    found = [hit for text, where in sources("game/table") for hit in reach_backs(text, where)]
    assert not found, f"{len(found)} reach-backs into the table scene:\n" + "\n".join(found)


def test_a_part_holding_the_scene_is_found():
    made_up = ("class Canvas:\n    def __init__(self, table):\n        self.table = table\n"
               "    def draw(self):\n        return self.table.pieces, table.app\n")
    assert reach_backs(made_up, "x.py") == ["x.py:2 takes table", "x.py:5 table.pieces", "x.py:5 table.app"]


def test_the_course_imports_no_pygame():
    code = "import sys, game.table.course, game.table.guide; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_a_demo_hand_plays_through_the_course_alone():
    """No screen: a demo's course, its beats always run at once, plays its
    first hand to the summary; the stage goes only through move, and each
    call is told to the screen as one step to show."""
    settings = Settings()
    seating = Seating.demo()   # four computer players
    match = Match.begin(settings.rules(), 11, (Lineup(1, settings.players).seated(seating.computer_seats),),
                        seating, with_keinuak=False)
    players = SeatPlayers(strict=True)
    course = TableCourse(match, players, lambda seconds: seconds / 1000, autoplay=True, signs=False)
    seen, told = [], 0
    try:
        for _ in range(2000):
            course.tick(0.01)
            course.step(0.01, beats=False)
            effects = course.take_effects()
            told += sum(type(e) is C.Told for e in effects)
            if not seen or type(course.stage) is not type(seen[-1]):
                seen.append(course.stage)
            if isinstance(course.stage, Counting):
                break
    finally:
        course.close()
    kinds = {type(stage) for stage in seen}
    assert isinstance(course.stage, Counting), [s.name for s in seen]
    assert kinds == {Showing, Thinking, Counting}     # a demo: no seat is the player's
    assert Deciding not in kinds
    assert told == len(course.match.log) > 4


def test_a_kanta_won_on_a_tie_tells_the_game_over_so():
    """A Hordago accepted on tied hands (the lance going to the hand nearer
    Esku): the game over is opened with the Kanta and its tie, to say them."""
    from game import model
    from game.match import DEFAULT_LINEUPS
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    match = Match.begin(model.Rules(), 5, DEFAULT_LINEUPS, deal=(0, model.deck_for(tie, 0, "")))  # Esku: seat 1
    course = TableCourse(match, SeatPlayers(strict=True), lambda seconds: seconds / 1000, signs=False)
    opened = []
    try:
        for call in ("mintza", "hordago", "kanta"):
            course.apply(model.parse_action(call))
        for _ in range(200):
            course.tick(0.01)
            course.step(0.01, beats=False)
            opened += [e for e in course.take_effects() if type(e) is C.Open]
            if opened:
                break
    finally:
        course.close()
    (over,) = opened
    assert over.name == "game_over" and over.values["winner"] == 1
    assert over.values["kanta"] and over.values["tie"]
