"""The player's controls: which key and which pad button does what.

`Controls` is a frozen value kept with the settings (game/platform/settings.py,
its `controls` field): for each keyboard action (`KEY_ACTIONS`: confirm, back,
the four directions, next, the bet amount, the cards 1-4, look, signs, the coach, and
every call of the action bar) the keys that do it, by pygame's key names
("return", "p", "f5"); for each pad action (`PAD_ACTIONS`: confirm, back,
lift, suggest, the bet amount, the señas, the coach) the pad button that does it, by
position ("south", "left-shoulder"...).

Some keys and buttons are never the player's to move, so that nobody can
lock themselves out: Escape is always Back (the pause menu at the table),
F11 the full screen, Backspace erases, Page Up / Page Down scroll; a pad's
Start is always the menu and its Back (View, Create, −) always Back; the
D-pad and the sticks always move and look. `assign_key` / `assign_button` give
an action a new key or button; every other action that had it and can be
pressed at the same moment gives it up and takes the action's old key (or,
when that one is taken where it is pressed, its default or a free key), so a
swap is whole: a key wanted by Discard and Iduki (both "d", never shown
together) moves both. `Assigned.swapped` names every action moved, for the
screen to say so.

The actions are `ControlAction` members and the pad's buttons `PadButton`
members (what game/platform/pads.py's signals name), never their texts; the
settings file keeps both by their texts ("confirm", "south"), so a file
written before them still loads.

`use(controls)` makes a mapping the one in use: the input mapper
(game/platform/input.py) reads keys and buttons through it and the glyphs
(game/ui/glyphs.py) and the table's buttons show its keys. No pygame here:
keys are names.
"""
from __future__ import annotations

import string
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from game.model.names import Kind, Phase
from game.platform import context as _context

# Where an action can be pressed: two actions may share a key only when
# their places never meet (Discard and Iduki, both "d", never show together).
EVERYWHERE, TABLE = "everywhere", "table"
MUS_PHASE, DISCARD_PHASE, CALLS_PHASE, BETTING_PHASE = (
    Phase.MUS.value, Phase.DISCARD.value, Phase.CALLS.value, Phase.BETTING.value)



class ControlAction(StrEnum):
    """What a key or a pad button does; its text is its name in the settings
    file. The calls carry their Kind's value."""

    CONFIRM = "confirm"
    BACK = "back"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"        # Tab: the next widget
    LESS = "less"        # the bet amount
    MORE = "more"
    CARD1 = "card1"      # the player's cards, lifted for the discard
    CARD2 = "card2"
    CARD3 = "card3"
    CARD4 = "card4"
    LOOK = "look"        # at a face (the table)
    SIGNS = "signs"      # the fan of señas
    COACH = "coach"
    LIFT = "lift"        # a pad's: lift the focused card
    SUGGEST = "suggest"  # a pad's: take the partner's advice
    MUS = Kind.MUS.value
    MINTZA = Kind.MINTZA.value
    DISCARD = Kind.DISCARD.value
    BA = Kind.BA.value
    EZ = Kind.EZ.value
    PASO = Kind.PASO.value
    IMIDO = Kind.IMIDO.value
    IDUKI = Kind.IDUKI.value
    TIRA = Kind.TIRA.value
    GEHIAGO = Kind.GEHIAGO.value
    HORDAGO = Kind.HORDAGO.value
    KANTA = Kind.KANTA.value


class PadButton(StrEnum):
    """A pad's button by its position (whatever the make), a direction (the
    D-pad, the hat, the left stick) or the right stick's way: what
    game/platform/pads.py's signals name; a button's text is its name in the
    settings file."""

    SOUTH = "south"
    EAST = "east"
    WEST = "west"
    NORTH = "north"
    BACK = "back"    # View, Create, −
    START = "start"  # Menu, Options, +
    GUIDE = "guide"  # the logo button (a virtual pad's: game/platform/virtual_pad.py)
    LEFT_SHOULDER = "left-shoulder"
    RIGHT_SHOULDER = "right-shoulder"
    LEFT_STICK = "left-stick"    # pressed in
    RIGHT_STICK = "right-stick"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    LOOK_UP = "look-up"          # the right stick's way
    LOOK_DOWN = "look-down"
    LOOK_LEFT = "look-left"
    LOOK_RIGHT = "look-right"
    LOOK_CENTRE = "look-centre"  # let go


A = ControlAction
# (action, default keys, where).
KEY_ACTIONS = (
    (A.CONFIRM, ("return", "space"), EVERYWHERE),
    (A.BACK, ("escape",), EVERYWHERE),
    (A.UP, ("up",), EVERYWHERE), (A.DOWN, ("down",), EVERYWHERE),
    (A.LEFT, ("left",), EVERYWHERE), (A.RIGHT, ("right",), EVERYWHERE),
    (A.NEXT, ("tab",), EVERYWHERE),
    (A.LESS, ("-",), EVERYWHERE), (A.MORE, ("+",), EVERYWHERE),
    (A.CARD1, ("1",), DISCARD_PHASE), (A.CARD2, ("2",), DISCARD_PHASE),
    (A.CARD3, ("3",), DISCARD_PHASE), (A.CARD4, ("4",), DISCARD_PHASE),
    (A.LOOK, ("l",), TABLE), (A.SIGNS, ("s",), TABLE), (A.COACH, ("c",), TABLE),
    (A.MUS, ("m",), MUS_PHASE), (A.MINTZA, ("n",), MUS_PHASE),
    (A.DISCARD, ("d",), DISCARD_PHASE),
    (A.BA, ("b",), CALLS_PHASE), (A.EZ, ("e",), CALLS_PHASE),
    (A.PASO, ("p",), BETTING_PHASE), (A.IMIDO, ("i",), BETTING_PHASE),
    (A.IDUKI, ("d",), BETTING_PHASE), (A.TIRA, ("t",), BETTING_PHASE),
    (A.GEHIAGO, ("g",), BETTING_PHASE), (A.HORDAGO, ("h",), BETTING_PHASE),
    (A.KANTA, ("k",), BETTING_PHASE),
)
CARD_ACTIONS = (A.CARD1, A.CARD2, A.CARD3, A.CARD4)  # the keys of the player's cards, in the hand's order
# (action, default button): every pad action can be pressed anywhere.
PAD_ACTIONS = (
    (A.CONFIRM, PadButton.SOUTH), (A.BACK, PadButton.EAST), (A.LIFT, PadButton.WEST),
    (A.SUGGEST, PadButton.NORTH), (A.LESS, PadButton.LEFT_SHOULDER), (A.MORE, PadButton.RIGHT_SHOULDER),
    (A.SIGNS, PadButton.RIGHT_STICK), (A.COACH, PadButton.LEFT_STICK),
)
KEY_ACTION_NAMES = tuple(a for a, _k, _w in KEY_ACTIONS)
PAD_ACTION_NAMES = tuple(a for a, _b in PAD_ACTIONS)
WHERE = {a: w for a, _k, w in KEY_ACTIONS}

# The pad buttons the player may give to an action (Start, Back, the D-pad and
# the sticks' ways are fixed).
PAD_BUTTONS = (PadButton.SOUTH, PadButton.EAST, PadButton.WEST, PadButton.NORTH, PadButton.LEFT_SHOULDER,
               PadButton.RIGHT_SHOULDER, PadButton.RIGHT_STICK, PadButton.LEFT_STICK)
# The keys the player may give to an action, by pygame's names. Escape is only Back's.
KEY_NAMES = frozenset(
    list(string.ascii_lowercase) + list(string.digits)
    + ["return", "space", "tab", "up", "down", "left", "right", "insert", "delete", "home", "end"]
    + list("-+,.;'/\\[]`#<")
    + [f"f{n}" for n in range(1, 13) if n != 11])
# The keys offered, in this order, to an action whose key was taken and whose
# other choices are taken too: the letters first, then every other key.
SPARE_KEYS = tuple(string.ascii_lowercase) + tuple(sorted(KEY_NAMES - set(string.ascii_lowercase)))
# Another name for the same key: the keypad's, and "=" (where "+" is unshifted).
KEY_ALIASES = {"enter": "return", "[-]": "-", "[+]": "+", "=": "+", "keypad enter": "return",
               **{f"[{d}]": d for d in string.digits}}


def _phase_meets(a: str, b: str) -> bool:
    """Whether actions pressed in places `a` and `b` can be pressed at the same moment."""
    if EVERYWHERE in (a, b) or a == b:
        return True
    return TABLE in (a, b)  # the table's keys work in every phase of the table


class Assigned(NamedTuple):
    """What `assign_key` or `assign_button` did: the new controls, and the
    actions that had the key or button and now have another instead (none:
    an empty tuple), in KEY_ACTIONS' (PAD_ACTIONS') order."""

    controls: "Controls"
    swapped: tuple[str, ...] = ()


class NoRoom(ValueError):
    """No key is left for an action that must give up its own (only a settings
    file giving many actions three keys each can get there): nothing changed."""

    def __init__(self, action: str) -> None:
        super().__init__(f"no key left for {action}")
        self.action = action


@dataclass(frozen=True, slots=True)
class Controls:
    """keys: (action, key names) for every KEY_ACTIONS action, in its order;
    pad: (action, button) for every PAD_ACTIONS action."""

    keys: tuple = tuple((a, k) for a, k, _w in KEY_ACTIONS)
    pad: tuple = PAD_ACTIONS

    def __post_init__(self) -> None:
        if tuple(a for a, _k in self.keys) != KEY_ACTION_NAMES:
            raise ValueError("the keys must name every action once, in order")
        if tuple(a for a, _b in self.pad) != PAD_ACTION_NAMES:
            raise ValueError("the pad buttons must name every action once, in order")
        for action, keys in self.keys:
            if not isinstance(keys, tuple) or not 1 <= len(keys) <= 3:
                raise ValueError(f"{action}: one to three keys")
            for key in keys:
                if key not in KEY_NAMES and not (action == A.BACK and key == "escape"):
                    raise ValueError(f"{action}: no key {key!r} to give")
        buttons = [b for _a, b in self.pad]
        if any(b not in PAD_BUTTONS for b in buttons) or len(set(buttons)) != len(buttons):
            raise ValueError("each pad action needs a button of its own")
        clash = self.clash()
        if clash is not None:
            raise ValueError(f"{clash[0]} and {clash[1]} share the key {clash[2]!r}")

    # -- reading ------------------------------------------------------------
    def keys_of(self, action: str) -> tuple[str, ...]:
        return next(k for a, k in self.keys if a == action)

    def key_of(self, action: str) -> str:
        """The action's first key (the one its button shows)."""
        return self.keys_of(action)[0]

    def button_of(self, action: str) -> str:
        return next(b for a, b in self.pad if a == action)

    def key_action(self, key: str, where=(EVERYWHERE,)) -> str | None:
        """The action of key `key` among the actions pressed at places `where`."""
        key = KEY_ALIASES.get(key, key)
        return next((a for a, k in self.keys if key in k and WHERE[a] in where), None)

    def is_key(self, action: str, key: str) -> bool:
        """Whether the key named `key` (a HOTKEY intent's) does `action`."""
        return KEY_ALIASES.get(key.lower(), key.lower()) in self.keys_of(action)

    def pad_action(self, button: str) -> str | None:
        return next((a for a, b in self.pad if b == button), None)

    def clash(self) -> tuple[str, str, str] | None:
        """Two actions that share a key and can be pressed at one moment, with the key."""
        for i, (a, keys_a) in enumerate(self.keys):
            for b, keys_b in self.keys[i + 1:]:
                shared = set(keys_a) & set(keys_b)
                if shared and _phase_meets(WHERE[a], WHERE[b]):
                    return a, b, sorted(shared)[0]
        return None

    # -- changing -----------------------------------------------------------
    def assign_key(self, action: str, key: str) -> Assigned:
        """`action` is done by `key` alone (Back keeps Escape too). Every
        action that had `key` and can be pressed at the same moment gives it
        up: it keeps its other keys, or takes one of `action`'s old keys (a
        swap), or, when those are taken where it is pressed, its own default
        key or the first free key. Raises ValueError for a key nobody may
        have, and `NoRoom` (nothing changed) when no key is free at all."""
        key = KEY_ALIASES.get(key, key)
        if key not in KEY_NAMES:
            raise ValueError(f"no key {key!r} to give")
        swapped = tuple(a for a, k in self.keys if a != action and key in k
                        and _phase_meets(WHERE[a], WHERE[action]))
        mine = (key, "escape") if action == A.BACK else (key,)
        result = self._with_keys(action, mine)
        for other in swapped:  # each gives the key up first: none of them may keep it
            result = result._with_keys(other, tuple(x for x in self.keys_of(other) if x != key))
        for other in swapped:
            if result.keys_of(other):
                continue  # it still has a key of its own
            offers = [(x,) for x in self.keys_of(action) if x != "escape"]
            offers += [_default_keys(other)] + [(k,) for k in SPARE_KEYS]
            for offer in offers:
                tried = result._with_keys(other, offer)
                if tried.clash() is None:
                    result = tried
                    break
            else:
                raise NoRoom(other)
        return Assigned(Controls(result.keys, result.pad), swapped)  # judged once more

    def _with_keys(self, action: str, keys: tuple[str, ...]) -> "Controls":
        """These controls with `action`'s keys changed, unchecked (a step of `assign_key`)."""
        new = object.__new__(Controls)
        object.__setattr__(new, "keys", tuple((a, keys if a == action else k) for a, k in self.keys))
        object.__setattr__(new, "pad", self.pad)
        return new

    def assign_button(self, action: str, button: str) -> Assigned:
        """`action` is done by pad `button`; the action that had it gets the old one."""
        if button not in PAD_BUTTONS:
            raise ValueError(f"no pad button {button!r} to give")
        button = PadButton(button)
        old = self.button_of(action)
        swapped = tuple(a for a, b in self.pad if b == button and a != action)
        pad = tuple((a, button if a == action else old if a in swapped else b) for a, b in self.pad)
        return Assigned(replace(self, pad=pad), swapped)


def _default_keys(action: str) -> tuple[str, ...]:
    return next(k for a, k, _w in KEY_ACTIONS if a == action)


DEFAULT = Controls()


def use(controls: Controls) -> None:
    """Make `controls` the mapping the input and the glyphs read (the current
    context's: game/platform/context.py)."""
    _context.current().controls = controls


def in_use() -> Controls:
    """The current context's controls (the default ones if it has none)."""
    mapping = _context.current().controls
    return DEFAULT if mapping is None else mapping


# -- JSON -------------------------------------------------------------------
def from_json(raw) -> Controls:
    """The controls of a settings file: {"keys": {action: [key, ...]}, "pad":
    {action: button}}; an action missing keeps its default (an older file),
    an unknown one is left (a newer); anything else wrong raises ValueError."""
    if not isinstance(raw, dict):
        raise ValueError("must be an object")
    keys_raw, pad_raw = raw.get("keys", {}), raw.get("pad", {})
    if not isinstance(keys_raw, dict) or not isinstance(pad_raw, dict):
        raise ValueError("keys and pad must be objects")
    keys = []
    for action, default in DEFAULT.keys:
        value = keys_raw.get(action, list(default))
        if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
            raise ValueError(f"{action}: must be a list of key names")
        keys.append((action, tuple(value)))
    pad = []
    for action, default in DEFAULT.pad:
        value = pad_raw.get(action, default)
        if not isinstance(value, str):
            raise ValueError(f"{action}: must be a button's name")
        pad.append((action, _pad_button(value)))
    return Controls(tuple(keys), tuple(pad))  # judges the values (ValueError)


def _pad_button(name: str):
    """The `PadButton` named `name`, else the text itself (which `Controls` refuses, naming it)."""
    try:
        return PadButton(name)
    except ValueError:
        return name


def to_json(controls: Controls) -> dict:
    return {"keys": {a: list(k) for a, k in controls.keys}, "pad": dict(controls.pad)}


# -- names shown ------------------------------------------------------------
_KEY_LABELS = {"return": "Enter", "space": "Space", "tab": "Tab", "escape": "Esc", "up": "↑", "down": "↓",
               "left": "←", "right": "→", "insert": "Ins", "delete": "Del", "home": "Home", "end": "End"}


def key_label(key: str) -> str:
    """A key as its cap shows it: "P", "Enter", "↑", "F5"."""
    return _KEY_LABELS.get(key, key.upper())


def key_names() -> dict[str, str]:
    """Each keyboard action's first key as its cap shows it, with the
    controls in use: the fields of a hint that names keys ("{left} {right}")."""
    return {action: key_label(keys[0]) for action, keys in in_use().keys}


def keys_label(keys) -> str:
    """Several keys: "1-4" for four keys that follow, else joined with " / "."""
    keys = list(keys)
    digits = "".join(keys)
    if len(keys) > 2 and len(digits) == len(keys) and digits in string.digits:
        return f"{keys[0]}-{keys[-1]}"
    return " / ".join(key_label(k) for k in keys)
