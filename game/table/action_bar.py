"""The player's action bar at the bottom right, and the player's cards as
pressable toggles: a button for every call of RULES.md, grouped by phase (Mus
and Mintza; Discard; Ba and Ez; Paso, Imido, Iduki, Tira, Gehiago, Hordago,
Kanta with the amount stepper), each with its hotkey.

Only the calls the rules allow now are enabled, and only while the player is
to decide; the truthful Ba or Ez is the only one that can be pressed. When the
partner is the team's voice, its own choice flashes on its button with its
name. A press is reported to the owner as a `Request` (the call's name); the
owner turns it into an Action and sends it to the model on its next update,
never from inside the button's callback.

The bar's widgets are named by their call's `Kind`, the stepper's by
`Common.LESS` / `Common.MORE`, the cards' by `TableWidget.CARD0`..`CARD3`
(`CARDS`); `TableWidget` names the table's other widgets too (the coach's
button, the summary's, a finished lesson's menu).
"""
from __future__ import annotations

from enum import StrEnum

from game.platform import controls, input as intents
from game.platform.i18n import tr
from game.words import call_text, call_word, lance_word
from game.model import WITH_AMOUNT, Kind, Phase
from game.model import actions as A
from game.ui.text import BOXES
from game.ui.widgets import Button, Common, Toggle, WidgetSet

from . import layout

GOLD = (255, 214, 64)
GREY = (140, 140, 130)
# The call buttons: name -> (column, row, phase); each one's key is the
# controls' action of the same name (game/platform/controls.py: "p" for Paso...).
CALLS = {
    Kind.MUS: (0, 0, Phase.MUS), Kind.MINTZA: (1, 0, Phase.MUS),
    Kind.DISCARD: (0, 0, Phase.DISCARD),
    Kind.BA: (0, 0, Phase.CALLS), Kind.EZ: (1, 0, Phase.CALLS),
    Kind.PASO: (0, 0, Phase.BETTING), Kind.IMIDO: (1, 0, Phase.BETTING),
    Kind.IDUKI: (2, 0, Phase.BETTING), Kind.TIRA: (3, 0, Phase.BETTING),
    Kind.GEHIAGO: (0, 1, Phase.BETTING), Kind.HORDAGO: (1, 1, Phase.BETTING),
    Kind.KANTA: (2, 1, Phase.BETTING),
}
STEPPERS = (Common.LESS, Common.MORE)


class TableWidget(StrEnum):
    """The names of the table's widgets besides the calls' buttons (their
    `Kind`) and the amount stepper's (`Common`)."""

    CARD0 = "card0"  # the player's cards, lifted for the discard, by their place in the hand
    CARD1 = "card1"
    CARD2 = "card2"
    CARD3 = "card3"
    COACH = "coach"          # the coach's button (game/table/coach.py)
    NEW_ROUND = "new-round"  # the summary's (game/table/summary.py)
    REVIEW = "review"
    NEXT_LESSON = "next"     # a finished lesson's menu (game/table/lesson.py)
    ALL_LESSONS = "lessons"
    TO_TITLE = "title"


CARDS = (TableWidget.CARD0, TableWidget.CARD1, TableWidget.CARD2, TableWidget.CARD3)


class ActionBar:
    def __init__(self, on_press) -> None:
        """`on_press(name)` hears every press: a call's `Kind`, `Common.LESS` /
        `Common.MORE`, or one of `CARDS`."""
        self.on_press = on_press
        self.widgets = WidgetSet()
        self.buttons: dict[str, Toggle] = {}
        self.amount = A.MIN_BET
        self.most = A.MAX_BET  # the largest amount legal now (a raise near MAX_STAKE allows less)
        self.amount_for = None  # the (hand, lance) the amount was set for
        press = lambda widget: on_press(widget.name)  # noqa: E731  (none of the buttons holds the bar)
        for name, (col, row, _phase) in CALLS.items():
            self.buttons[name] = self.widgets.add(Button(name, "", layout.button_rect(col, row), "", press,
                                                         box=BOXES["table-button"]))
        w, h = layout.STEPPER_SIZE
        self.buttons[Common.LESS] = self.widgets.add(
            Button(Common.LESS, "-", (layout.LESS_X, layout.BUTTON_Y[1], w, h), "", press, 34))
        self.buttons[Common.MORE] = self.widgets.add(
            Button(Common.MORE, "+", (layout.MORE_X, layout.BUTTON_Y[1], w, h), "", press, 34))
        for i, card in enumerate(CARDS):
            x, y = layout.slot(0, i)
            self.buttons[card] = self.widgets.add(Toggle(card, (x, y, *layout.BIG), "", press))
        self.label()

    # -- what the owner asks --------------------------------------------------
    def label(self) -> None:
        """The buttons' words (again after a language change or a new amount)
        and their keys (the controls in use: game/platform/controls.py)."""
        mapping = self.keys_from = controls.in_use()
        for name in CALLS:
            if name in WITH_AMOUNT:
                text = call_text(self.action_for(name, ()))
            elif name == Kind.DISCARD:
                # box: table-button
                text = tr("Discard")
            else:
                text = call_word(name)
            self.buttons[name].label = text
            self.buttons[name].hotkey = mapping.key_of(name)
        for card, action in zip(CARDS, controls.CARD_ACTIONS):
            self.buttons[card].hotkey = mapping.key_of(action)

    def step_amount(self, step: int) -> None:
        self.amount = max(A.MIN_BET, min(self.most, self.amount + step))
        self.label()

    def reset_amount(self, amount: int = A.MIN_BET) -> None:
        """The amount starts afresh (or at the partner's advised one)."""
        self.amount = amount
        self.label()

    def begin_turn(self, state) -> None:
        """The player's turn begins: in the betting, the amount starts afresh
        at each lance (and at each opening), whatever was set before."""
        lance = (state.hand_number, state.lance)
        if state.phase == Phase.BETTING and (state.bet_team is None or lance != self.amount_for):
            self.amount_for = lance
            self.reset_amount()

    def action_for(self, name: str, lifted: tuple):
        """The Action a pressed call stands for."""
        if name == Kind.DISCARD:
            return A.discard(lifted)
        if name == Kind.IMIDO:
            return A.imido(self.amount)
        if name == Kind.GEHIAGO:
            return A.gehiago(self.amount)
        return A.plain(name)

    def refresh(self, state, deciding: bool, legal, lifted: int, cards: int,
                advice=None, adviser: str = "") -> None:
        """Show the buttons of the phase; enable what the player may press
        now; flash the partner's `advice` (tagged with `adviser`)."""
        if self.keys_from is not controls.in_use():  # the player changed the controls meanwhile
            self.label()
        phase = state.phase if state.phase in (Phase.MUS, Phase.DISCARD, Phase.CALLS, Phase.BETTING) else None
        kinds = {a.kind for a in legal} if deciding else set()
        for name, (_c, _r, group) in CALLS.items():
            button = self.buttons[name]
            button.visible = group == phase
            if name == Kind.DISCARD:
                button.enabled = deciding and phase == Phase.DISCARD and 1 <= lifted <= 4
            else:
                button.enabled = name in kinds
            button.flashing = False
            button.tag = ""
        amount_live = bool(kinds & WITH_AMOUNT)
        self.most = max((a.amount for a in legal if a.kind in WITH_AMOUNT), default=A.MAX_BET) if deciding \
            else A.MAX_BET
        if amount_live and self.amount > self.most:  # near the stake's ceiling: the largest raise left
            self.amount = self.most
            self.label()
        for name in STEPPERS:
            self.buttons[name].visible = phase == Phase.BETTING
        self.buttons[Common.LESS].enabled = amount_live and self.amount > A.MIN_BET
        self.buttons[Common.MORE].enabled = amount_live and self.amount < self.most
        discarding = deciding and phase == Phase.DISCARD
        for i, card in enumerate(CARDS):
            toggle = self.buttons[card]
            toggle.visible = toggle.enabled = discarding and i < cards
        if advice is not None and deciding:
            button = self.buttons.get(advice.kind)
            if button is not None and button.visible and button.enabled:
                button.flashing = True
                button.tag = adviser + (f" · {advice.amount}" if advice.amount else "")
        if self.widgets.focus not in self.widgets.live():
            self.widgets.focus_first()

    def follow_cards(self, views) -> None:
        """Keep the card toggles on the cards (they rise when lifted, and
        reach down to their places: a card rising under the pointer stays
        under it)."""
        for i, view in enumerate(views):
            self.buttons[CARDS[i]].rect = view.reach()

    def focused_card(self) -> int | None:
        """The index of the player's card the visible focus is on, if any."""
        focus = self.widgets.focus
        if self.widgets.focus_visible and focus is not None and focus.visible and focus.name in CARDS:
            return CARDS.index(focus.name)
        return None

    @property
    def flashing(self) -> list[Button]:
        return [b for b in self.buttons.values() if b.visible and b.flashing]

    @property
    def enabled(self) -> list:
        return [w for w in self.widgets.widgets if w.visible and w.enabled]

    # -- the frame ----------------------------------------------------------
    def look(self) -> tuple:
        """Everything the bar's still pixels depend on (which button flashes,
        with its tag, but not the flash's pulse)."""
        focus = self.widgets.focus if self.widgets.focus_visible else None
        return tuple((w.name, getattr(w, "label", ""), w.hotkey, w.visible, w.enabled, w.hovered, w.pressed,
                      w is focus, tuple(w.rect), getattr(w, "flashing", False), getattr(w, "tag", ""))
                     for w in self.widgets.widgets) + (self.amount,)

    def prewarm(self, res, prompts) -> None:
        """Make, before the first frame, every label, hotkey and frame the bar
        can show at its amount, each call enabled and not (drawn once on a
        scratch surface), so that the first Mus, Ba / Ez or betting bar of a
        game costs no text fitting or font loading in its frame."""
        import pygame

        scratch = pygame.Surface((layout.WIDTH, layout.HEIGHT))
        kept = [(w, w.visible, w.enabled) for w in self.widgets.widgets]
        try:
            for enabled in (True, False):
                for w, _visible, _enabled in kept:
                    w.visible, w.enabled = True, enabled
                self.draw(scratch, res, 0.0, prompts)
        finally:
            for w, visible, enabled in kept:
                w.visible, w.enabled = visible, enabled

    def draw(self, surface, res, seconds: float, prompts) -> None:
        self.widgets.draw(surface, res, seconds, prompts)
        if self.buttons[Common.LESS].visible:
            live = self.buttons[Common.MORE].enabled or self.buttons[Common.LESS].enabled
            amount = res.text(str(self.amount), 34, GOLD if live else GREY, bold=True)
            surface.blit(amount, amount.get_rect(center=layout.AMOUNT_AT))


def prompt(state, partner: str, prompts, voice: bool = False) -> str:
    """The line above the bar while the player decides (with a pad's glyph
    fields, `{lift}`, when the last input came from a pad); `voice`: the
    partner, named `partner`, is the team's voice in this betting."""
    if state.phase == Phase.DISCARD:
        if prompts != intents.KEYS:
            # box: table-prompt
            return tr("Lift the cards to change with {lift}, then Discard")
        # box: table-prompt
        return tr("Click the cards to change (keys {lift}), then Discard")
    if state.phase == Phase.CALLS:
        # box: table-prompt
        return tr("{lance}: say Ba if you hold it, Ez if not", lance=lance_word(state.lance))
    if state.phase == Phase.BETTING and voice:
        # box: table-prompt
        return tr("{name} is your team's voice: their advice flashes, you choose", name=partner)
    if state.phase == Phase.BETTING:
        # box: table-prompt
        return tr("{lance}: your team's call", lance=lance_word(state.lance))
    # box: table-prompt
    return tr("Mus to change cards, Mintza to play these")
