"""The game's names are enum members in code, never their texts: no module
under game/ compares anything with the text of a call kind, a phase, a lance,
a lance's result, a summary line's reason or a way of winning (`kind ==
"imido"`, `phase in ("mus", "discard")`), so that a typo fails where it is
written instead of quietly comparing unequal; and no module writes out a
group of call kinds again as texts (`("imido", "gehiago", "hordago")`, a dict
keyed by them): the groups are defined once, in game/model/names.py. The
vocabularies outside the model (the coach's reasons, a lesson's moments and
marks, what a screen answers, the input's intents, the faces' reactions, the
widgets' names, the controls' actions, a pad's buttons, the screens' names)
are held to the same where they are spoken (below)."""
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


# -- the vocabularies outside the model ---------------------------------------
# The coach's reasons, a lesson's moments and marks, what a screen answers, the
# input's intents, the faces' reactions, the widgets' names, the controls'
# actions, a pad's buttons and the screens' names are enums too (StrEnums: their
# texts are what tests, logs and the settings file read). Their texts are common
# words ("keep", "cards", "next", "back"), which mean other things in other
# modules (a widget, a pad button, a key), so each is looked for only where it
# is spoken: in the modules that define or import its enums (and the packages
# named), and only where it is meant (`Looked`). There, a comparison with one
# of its texts, a dict keyed by them, a screen closing with one, a widget made
# or looked up by one, a screen opened by one, fails. (A lesson's written specs,
# "button:mintza", are data checked when the lesson is made: game/lessons/course.py.)
from typing import NamedTuple  # noqa: E402

from game.ai.coach import ChanceOf, ReasonKind, Tip  # noqa: E402
from game.faces.life import Occasion  # noqa: E402
from game.lessons.course import Mark, Moment, Situation  # noqa: E402
from game.platform.controls import ControlAction, PadButton  # noqa: E402
from game.platform.input import IntentKind  # noqa: E402
from game.scenes.base import Answer, Entry  # noqa: E402
from game.scenes.name_keyboard import Key  # noqa: E402
from game.scenes.review import Nav  # noqa: E402
from game.ui.screen_names import Screen  # noqa: E402
from game.table.action_bar import TableWidget  # noqa: E402
from game.ui.widgets import Common  # noqa: E402
from tests.test_layers import graph, modules  # noqa: E402


class Looked(NamedTuple):
    """Where a vocabulary's texts are looked for: any comparison (`compared`),
    a comparison with a name or attribute called one of `names` (`result ==
    "next"`, `intent.kind == "confirm"`), a dict's keys (`keyed`), the
    arguments of a call to one of `calls` (`close("next")`), a call's
    keyword arguments called one of `keywords` (`main="play"`), what looks up
    something called one of `indexed` (`buttons["less"]`, `buttons.get("less")`),
    the name of a menu's entry (`entries`: `("play", N_("Play"), "p", play)`), a
    text given to a name called one of `assigned` (`name = "title"`). A
    comparison's operand may be a call too (`top_name() == "title"`). Where a
    thing is made or asked for by its name, any text is a name written out,
    even one the enums do not know yet: the first argument of a call to one
    of `named_by` (`Button("matches", ...)`, `app.open("txapelketa_round")`),
    the first of a menu's entry, a class attribute called one of `class_names`
    (a screen's `name = "txapelketa_round"`)."""

    compared: bool = False
    names: tuple[str, ...] = ()
    keyed: bool = False
    calls: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    indexed: tuple[str, ...] = ()
    entries: bool = False
    assigned: tuple[str, ...] = ()
    named_by: tuple[str, ...] = ()
    class_names: tuple[str, ...] = ()


EVERYWHERE = Looked(compared=True, keyed=True)
# A widget's name is looked for where widgets are made (`Button("back", ...)`, a
# menu's entry, `main=`), compared (`w.name == "continue"`) and looked up
# (`self.button("lessons")`, `bar.buttons["less"]`).
WIDGET_NAMES = Looked(names=("name",), calls=("Button", "Toggle", "button"), keywords=("main",),
                      indexed=("buttons", "keys"), entries=True, named_by=("Button", "Toggle", "button"))
# A control's action is looked for where the controls are asked about one
# (`key_of("coach")`, `action == "back"`); a pad's button where one is compared
# (`button == "south"`), given or drawn. (Their texts are a key's names, a pad
# role's, a setting's too: the tables keyed by them are checked by their keys'
# type below, not by their texts.)
CONTROL_ACTIONS = Looked(names=("action",),
                         calls=("key_of", "keys_of", "is_key", "button_of", "assign_key", "assign_button"))
PAD_BUTTONS = Looked(names=("button",), calls=("pad_action", "assign_button", "glyph", "PadSignal"))
# A screen's name where a screen is asked for (`app.open("stats")`, the table's
# course's `Open("review", ...)`), named (`name = "title"` in its class) or
# compared (`app.top.name != "title"`, the driver's `screen == "table"`).
SCREEN_NAMES = Looked(names=("name", "screen", "top_name"), calls=("open", "restart", "make", "Open"),
                      assigned=("name",), named_by=("open", "restart", "make", "Open"), class_names=("name",))
VOCABULARIES = (
    # (what it is, its enums, the modules defining it, packages that speak it without importing it, where
    #  looked for: a screen's answer "next" is also a widget's name, an intent's "confirm" a control's)
    ("the coach's reasons", (ReasonKind, Tip, ChanceOf), ("game.ai.coach", "game.coach_words"), (), EVERYWHERE),
    ("a lesson's moments and marks", (Moment, Mark, Situation), ("game.lessons",), (), EVERYWHERE),
    ("what a screen answers", (Answer,), ("game.scenes.base",), ("game.scenes", "game.shell"),
     Looked(names=("result", "answer"), calls=("close", "on_resume"))),
    ("an input intent", (IntentKind,), ("game.platform.input",), (), Looked(names=("kind",), calls=("Intent",))),
    ("a face's reaction", (Occasion,), ("game.faces",), ("game.table", "game.scenes"),
     Looked(calls=("react", "react_team", "react_all", "_react_seats"))),
    ("a widget's name", (Common, Entry, Nav, Key, TableWidget),
     ("game.ui.widgets", "game.scenes.base", "game.scenes.review", "game.scenes.name_keyboard",
      "game.table.action_bar"),
     ("game.scenes", "game.table"), WIDGET_NAMES),
    ("a control's action", (ControlAction,), ("game.platform.controls",), (), CONTROL_ACTIONS),
    ("a pad's button", (PadButton,), ("game.platform.controls", "game.platform.pads"), (), PAD_BUTTONS),
    ("a screen's name", (Screen,), ("game.ui.screen_names",), ("game.scenes", "game.table", "game.shell"),
     SCREEN_NAMES),
)


def _within(module: str, prefixes) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def speakers(edges: dict[str, set[str]], defined, packages=()) -> list[str]:
    """The modules that define a vocabulary, import a module defining it, or sit in `packages`."""
    return sorted(name for name, targets in edges.items()
                  if _within(name, defined) or _within(name, packages)
                  or any(_within(target, defined) for target in targets))


def vocabulary_offences(source: str, texts: set[str], looked: Looked = EVERYWHERE) -> list[tuple[int, str]]:
    """Each of `texts` written where `looked` says (line, text)."""
    def spelt(node) -> list[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value] if node.value in texts else []
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return [t for elt in node.elts for t in spelt(elt)]
        return []

    def named(node) -> str | None:
        return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else None

    def written(node) -> list[str]:
        return [node.value] if isinstance(node, ast.Constant) and isinstance(node.value, str) else []

    found = []
    for node in ast.walk(ast.parse(source)):
        operands = []
        if isinstance(node, ast.Call) and named(node.func) in looked.named_by and node.args:
            found += [(node.lineno, text) for text in written(node.args[0])]
        if isinstance(node, ast.ClassDef):
            found += [(item.lineno, text) for item in node.body if isinstance(item, ast.Assign)
                      and any(named(t) in looked.class_names for t in item.targets) for text in written(item.value)]
        if isinstance(node, ast.Compare):
            both = (node.left, *node.comparators)
            if looked.compared or any(named(operand.func if isinstance(operand, ast.Call) else operand)
                                      in looked.names for operand in both):
                operands = both
        elif isinstance(node, ast.Dict) and looked.keyed:
            operands = [key for key in node.keys if key is not None]
        elif isinstance(node, ast.Call):
            if named(node.func) in looked.calls:
                operands = list(node.args)
            operands += [k.value for k in node.keywords if k.arg in looked.keywords]
            getter = isinstance(node.func, ast.Attribute) and node.func.attr == "get"
            if getter and named(node.func.value) in looked.indexed:
                operands += node.args[:1]
        elif isinstance(node, ast.Subscript) and named(node.value) in looked.indexed:
            operands = [node.slice]
        elif isinstance(node, ast.Assign) and any(named(t) in looked.assigned for t in node.targets):
            operands = [node.value]
        elif isinstance(node, ast.Tuple) and looked.entries and len(node.elts) == 4:  # (name, N_(...), key, action)
            second = node.elts[1]
            if isinstance(second, ast.Call) and named(second.func) == "N_":
                found += [(node.lineno, text) for text in written(node.elts[0])]
        found += [(node.lineno, text) for operand in operands for text in spelt(operand)]
    return sorted(set(found))


def test_a_vocabularys_text_compared_keyed_or_answered_is_found():
    texts = {m.value for m in (*ReasonKind, *Answer, *Mark)}
    assert vocabulary_offences('if reason.kind == "keep": pass', texts) == [(1, "keep")]
    assert vocabulary_offences('x = {"strong": 1, ReasonKind.KEEP: 2}', texts) == [(1, "strong")]
    assert vocabulary_offences('self.app.close("next")', texts) == []  # not looked for there
    assert vocabulary_offences('self.app.close("next")', texts, Looked(calls=("close",))) == [(1, "next")]
    assert vocabulary_offences('x = kind in ("cards", "fan")', texts) == [(1, "cards"), (1, "fan")]
    assert vocabulary_offences('self.app.close(Answer.NEXT)\nx = kind is Mark.CARDS\nStep("mus", "cards")',
                               texts) == []
    answers = {m.value for m in Answer}
    assert vocabulary_offences('if result == "start": pass\nx = name == "next"\nself.app.close("next")', answers,
                               Looked(names=("result",), calls=("close",))) == [(1, "start"), (3, "next")]
    intents = {m.value for m in IntentKind}
    assert vocabulary_offences('if intent.kind == "confirm": pass\nACTIONS = {"confirm": 1}\nx = Intent("back")',
                               intents, Looked(names=("kind",), calls=("Intent",))) == [(1, "confirm"), (3, "back")]
    assert vocabulary_offences('faces.react(2, "advice")\nfaces.react_team(0, "game-won", "game-lost")\n'
                               'faces.react_all("hordago")', {m.value for m in Occasion},
                               Looked(calls=("react", "react_team", "react_all"))) == [
        (1, "advice"), (2, "game-lost"), (2, "game-won"), (3, "hordago")]


def test_a_widgets_name_made_compared_or_looked_up_as_its_text_is_found():
    names = {m.value for enum in (Common, Entry, Nav, Key, TableWidget) for m in enum}
    source = "\n".join((
        'self.button("lessons").flashing = True',                  # looked up
        'x = [w for w in widgets if w.name != "continue"]',          # compared
        'Button("back", tr("Back"), rect)',                         # made
        'bar.buttons["less"].enabled = self.buttons.get("more")',   # looked up in a dict of widgets
        'entries = [("play", N_("Play"), "p", play), ("retry", i18n.N_("Again"), "t", again)]',  # a menu's entries
        'MenuScene(app, entries, main="next")',                     # the pad's Start
        'x = {"play": 1}\nself.app.close("next")\nname = "title"',  # neither (a dict, an answer, a text given a name)
        'self.button(Entry.LESSONS)\nw.name == Entry.CONTINUE\nButton(Common.BACK, tr("Back"), rect)',
        'bar.buttons[Common.LESS]\nentries = [(Entry.PLAY, N_("Play"), "p", play)]\nMenuScene(app, e, main=Entry.NEXT)',
    ))
    assert vocabulary_offences(source, names, WIDGET_NAMES) == [
        (1, "lessons"), (2, "continue"), (3, "back"), (4, "less"), (4, "more"), (5, "play"), (5, "retry"),
        (6, "next")]
    # a widget made by a name no enum knows yet is a name written out too (a name made of its index is not)
    source = ('Button("matches", "", rect)\nentries = [("txapelketa", N_("Txapelketa"), "x", go)]\n'
              'Button(f"row{index}", label, rect)\nCards((("12o 3c 1e 2b", N_("Two kings")),))')
    assert vocabulary_offences(source, names, WIDGET_NAMES) == [(1, "matches"), (2, "txapelketa")]


def test_the_speakers_of_a_vocabulary_are_found(tmp_path):
    from tests.test_layers import fake_game
    game = fake_game(tmp_path, {
        "ai/__init__.py": "", "ai/coach.py": "",
        "words.py": "from game.ai import coach\n",       # imports it: speaks it
        "review/__init__.py": "", "review/text.py": "def late():\n    from ..ai.coach import Tip\n",
        "ui/__init__.py": "", "ui/widgets.py": 'NEXT = "next"\n',  # neither: a widget's name is its own
        "scenes/__init__.py": "", "scenes/pause.py": "",
    })
    edges = graph(game)
    assert speakers(edges, ("game.ai.coach",)) == ["game.ai.coach", "game.review.text", "game.words"]
    assert speakers(edges, ("game.scenes.base",), ("game.scenes",)) == ["game.scenes", "game.scenes.pause"]


def test_no_module_speaks_a_vocabulary_in_its_texts():
    edges, paths = graph(), modules()
    found = []
    for what, enums, defined, packages, looked in VOCABULARIES:
        texts = {member.value for enum in enums for member in enum}
        for name in speakers(edges, defined, packages):
            for line, text in vocabulary_offences(paths[name].read_text(encoding="utf-8"), texts, looked):
                found.append(f"{paths[name].relative_to(GAME.parent)}:{line}: {text!r} ({what})")
    assert not found, "use the enum's member instead:\n" + "\n".join(found)


def test_a_controls_action_or_a_pad_button_asked_about_as_its_text_is_found():
    actions, buttons = {m.value for m in ControlAction}, {m.value for m in PadButton}
    source = ('label = mapping.key_of("coach")\nif action == "back": pass\ncontrols.in_use().is_key("look", key)\n'
              'mapping.key_of(ControlAction.COACH)\nif action == ControlAction.BACK: pass\nx = {"up": 1}')
    assert vocabulary_offences(source, actions, CONTROL_ACTIONS) == [(1, "coach"), (2, "back"), (3, "look")]
    source = ('if button == "south": pass\nglyph(res, style, "start", 30)\nPadSignal("button", "look-up")\n'
              'if button in (PadButton.START, PadButton.BACK): pass\nx = {"up": 1}')
    assert vocabulary_offences(source, buttons, PAD_BUTTONS) == [(1, "south"), (2, "start"), (3, "look-up")]


def test_a_screens_name_asked_for_named_or_compared_as_its_text_is_found():
    screens = {m.value for m in Screen}
    source = ('self.app.open("stats")\napp.restart("table", lesson=key)\nOpen("review", {})\n'
              'class TitleScene:\n    name = "title"\nif app.top.name != "title": pass\n'
              'done = lambda: self.top_name() == "game_over"\nif screen == "players": pass\n'
              'self.app.open(Screen.STATS)\nclass T:\n    name = Screen.TITLE\nx = {"title": 1}\n'
              'app.screenshot("table")')
    assert vocabulary_offences(source, screens, SCREEN_NAMES) == [
        (1, "stats"), (2, "table"), (3, "review"), (5, "title"), (6, "title"), (7, "game_over"), (8, "players")]
    source = 'self.app.open("txapelketa_round")\nclass RoundScene:\n    name = "txapelketa_round"\n'
    assert vocabulary_offences(source, screens, SCREEN_NAMES) == [(1, "txapelketa_round"), (3, "txapelketa_round")]


def test_every_screen_is_registered_by_its_member():
    from game.shell.screens import SCREENS
    assert set(SCREENS) == set(Screen)
    assert all(type(name) is Screen and scene.name is name for name, scene in SCREENS.items())


def test_the_tables_of_actions_and_pad_buttons_are_keyed_by_members():
    """What each action or pad button does, is called or draws is looked up by
    the enum's member (a table keyed by texts would hold a typo unseen)."""
    from game.platform import controls, input as intents, pads, virtual_pad
    from game.scenes import controls_screen
    from game.ui import glyphs
    actions = {"input._KEY_INTENTS": intents._KEY_INTENTS, "input.PAD_ACTION_INTENTS": intents.PAD_ACTION_INTENTS,
               "controls_screen.ACTION_NAMES": controls_screen.ACTION_NAMES,
               "controls.KEY_ACTIONS": dict((a, k) for a, k, _w in controls.KEY_ACTIONS),
               "controls.PAD_ACTIONS": dict(controls.PAD_ACTIONS),
               "glyphs.ROLE_ACTIONS (values)": dict.fromkeys(glyphs.ROLE_ACTIONS.values()),
               "glyphs.ROLE_KEY_ACTIONS (values)": dict.fromkeys(
                   a for v in glyphs.ROLE_KEY_ACTIONS.values() for a in v)}
    buttons = {"input.PAD_BUTTONS": intents.PAD_BUTTONS, "controls.PAD_BUTTONS": dict.fromkeys(controls.PAD_BUTTONS),
               "controls.PAD_ACTIONS (values)": dict.fromkeys(b for _a, b in controls.PAD_ACTIONS),
               "controls_screen.PAD_BUTTON_WORDS": controls_screen.PAD_BUTTON_WORDS,
               "pads._CONTROLLER_BUTTONS (values)": dict.fromkeys(pads._CONTROLLER_BUTTONS.values()),
               "pads._JOYSTICK_BUTTONS (values)": dict.fromkeys(pads._JOYSTICK_BUTTONS.values()),
               "pads.DIRECTIONS": pads.DIRECTIONS, "glyphs.FIXED_BUTTONS (values)": dict.fromkeys(
                   glyphs.FIXED_BUTTONS.values()),
               "glyphs._XBOX_LETTERS": glyphs._XBOX_LETTERS, "glyphs._SMALL_NAMES": {
                   b: 0 for names in glyphs._SMALL_NAMES.values() for b in names},
               "virtual_pad.CONTROLLER_BUTTONS": virtual_pad.CONTROLLER_BUTTONS,
               "virtual_pad.JOYSTICK_BUTTONS": virtual_pad.JOYSTICK_BUTTONS}
    texts = [f"{where}: {key!r}" for where, table in actions.items() for key in table
             if type(key) is not ControlAction]
    texts += [f"{where}: {key!r}" for where, table in buttons.items() for key in table if type(key) is not PadButton]
    assert not texts, "key these by the enum's member:\n" + "\n".join(texts)
