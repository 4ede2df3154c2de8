"""The señas (keinuak) at the table, put together: the clock, the fan, the
faces and the match told of each other.

Owns `TableSigning`, which the table scene holds and calls twice: `update`
at each logic step while the table is on top, and `handle` first with each
intent. It holds the señas' clock (`keinuak`, game/table/keinuak.py's
`TableKeinuak`: who looks at whom, the señas being made) and the player's
fan (`fan`, game/table/fan.py's `SignFan`), and each step:
- turns the señas on or off as the Keinuak setting and the match say
  (`on`: a game kept before señas were plays on without them);
- records each seña made in the match (`Match.signed`) and keeps the match
  (the player's own under way too, when a call is about to shut the window:
  `before_call`);
- shows the player's own seña as it is made, at once (the fan's `making`),
  then writes under the fan who saw it, until the next call;
- asks the partner's view of the player's decision again when a seña
  changes what the seat it reads knows (`adviser_knows`);
- puts the gazes and the señas the player sees on the faces, lowers the
  player's cards while the player looks up, and shows the fan while señas
  may be made.
The player looks by hovering a face (the pointer is hidden while it rests
there, so that it covers no seña), by the L key or the pad's right stick,
and signs from the fan (a click, or S then arrows and Enter). Nothing here
draws: the canvas draws the looks and the fan as parts of the still layer.
"""
from __future__ import annotations

from game import assets, model
from game.ai.keinuak import Mind
from game.faces.expressions import CARDS
from game.match.decisions import thinker
from game.platform import controls, input as intents
from game.platform.i18n import tr
from game.words import keinua_name, seers

from . import layout
from .fan import SignFan
from .flow import Deciding
from .keeping import keep
from .keinuak import TableKeinuak, expression_steps

LOOK_BY_STICK = {(0, -1): 2, (1, 0): 1, (-1, 0): 3}  # the right stick's way -> the face looked at


def minds_of(players) -> dict:
    """Seat -> how each computer player (of seats 1, 2, 3) looks and signs
    (an Ikasle looks up rarely: `Level.watchfulness`)."""
    return {seat: Mind(watchfulness=player.personality.level.watchfulness(player.watchfulness))
            for seat, player in zip((1, 2, 3), players)}


class TableSigning:
    """The señas' moment at the table; `table` is the TableScene it serves."""

    def __init__(self, table) -> None:
        self.table = table
        match = table.match
        lineup = match.lineup_at(match.state.hand_number)
        self.keinuak = TableKeinuak(match.seed, minds_of(lineup.player_at(seat) for seat in (1, 2, 3)),
                                    table.t, on=self.on())
        table.faces.keinuak(self.keinuak.on)
        self.fan = SignFan(self.player_sign)
        self.pointed: int | None = None  # the face the mouse pointer rests on (looking at it)
        self.note_until = 0  # the line of who saw the player's seña stays while the match has this many moves

    # -- what the table asks -----------------------------------------------------
    def on(self) -> bool:
        """Señas are made at this table: the setting is on and the match was
        begun with them (a game kept before them plays on without)."""
        return self.table.match.with_keinuak and self.table.app.settings.keinuak

    def use_players(self, players) -> None:
        """The computer players of the next hand on: how they look and sign."""
        self.keinuak.use_minds(minds_of(players))

    def player_sign(self, keinua) -> None:
        """The player makes a seña from the fan (the keys go back to the bar)."""
        table = self.table
        if self.keinuak.player_sign(table.match, keinua):
            table.app.audio.play(assets.CLICK)
            self.fan.leave()
            self.fan.making = keinua  # shown at once, on the player's side
        table.dirty = True

    def handle(self, intent) -> bool:
        """The player's look and the fan of señas: True when the intent was theirs."""
        kn, fan = self.keinuak, self.fan
        if not kn.open:
            return False
        kind = intent.kind
        if kind == intents.POINT:
            self.pointed = next((seat for seat, rect in layout.FACE_RECT.items() if rect.collidepoint(intent.pos)), None)
            kn.look(self.pointed)
            fan.handle(intent)
            return False
        if kind == intents.LOOK:
            kn.look(LOOK_BY_STICK.get((intent.dx, intent.dy)))
            return True
        if kind == intents.HOTKEY and controls.in_use().is_key("look", intent.key):
            kn.look_next()
            return True
        signs = kind == intents.HOTKEY and controls.in_use().is_key("signs", intent.key)
        if (kind == intents.SIGNS or signs) and not fan.active:
            fan.enter()
            return True
        return fan.handle(intent)

    # -- time --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The señas' moment: looks chosen, señas made and recorded in the
        match, the gazes and the señas the player sees put on the faces,
        the player's cards lowered while the player looks up, the fan."""
        table, kn, fan = self.table, self.keinuak, self.fan
        on = self.on()
        if on != kn.on:
            kn.on = on
            table.faces.keinuak(on)
            table.dirty = True
        if not on:
            return
        was_open = kn.open
        seen_before = self.looks_shown()
        told = False
        for made in kn.update(dt, table.match):
            self._record(made)
            told |= isinstance(table.stage, Deciding) and self.adviser_knows(made)
        if told:  # the partner's view of this decision, again with what it now knows
            table.stage.future, table.stage.advice = table.players.think(table.match), None
            table.refresh_buttons()
        if fan.note is not None and len(table.match.log) > self.note_until:
            kn.last_player_sign = None  # the next call came: the line of who saw it goes
            fan.note = None
            table.dirty = True
        making = kn.making.get(0)
        if (making and making.keinua) != fan.making:
            fan.making = making and making.keinua  # shown at once, on the player's side
            table.dirty = True
        for seat in (1, 2, 3):
            watched = kn.gaze[seat] if kn.open else None
            table.faces.gaze(seat, watched if watched is not None else CARDS)  # no idle glance: a look is a choice
            making = kn.visible(seat)
            table.faces.sign(seat, making, making and expression_steps(making.keinua, making.ends - making.began))
        if self.looks_shown() != seen_before:
            table.dirty = True  # an eye by a face, the ring, a note: drawn even when the face's pose stays
        table.pieces.hands.lower(kn.player_look is not None)
        if kn.open != was_open or fan.shown != kn.open:
            fan.refresh(kn.held(table.match), kn.open)
            if not kn.open:
                fan.note = None
            table.dirty = True

    def before_call(self, action) -> None:
        """A call is about to be made: if it shuts the window while the
        player's own seña is under way, that seña is made now (seen by whoever
        looked so far), never lost with the window."""
        kn, table = self.keinuak, self.table
        if not kn.open or 0 not in kn.making:
            return
        try:
            shuts = not model.signing_open(model.step(table.state, action))
        except model.IllegalAction:
            return
        if shuts:
            self._record(kn.finish_player_sign())
            self.fan.making = None

    def _record(self, made) -> None:
        """A seña made: kept in the match; the player's own says who saw it."""
        table = self.table
        table.match = table.match.signed(made.seat, made.keinua, made.seen_by)
        keep(table.app, table.match, ended_hand=False)
        if made.seat == 0:
            # box: sign-caption
            self.fan.note = (tr("You signed {sign}: {who}", sign=keinua_name(made.keinua),
                                who=seers(made, table.seat_name)),
                             any(s & 1 for s in made.seen_by))
            self.note_until = len(table.match.log)
        table.dirty = True

    def hides_pointer(self) -> bool:
        """The mouse pointer rests on the face the player looks at: it is
        hidden there (shown again as it leaves the face, or when a key or the
        stick turns the player's eyes elsewhere), so that it never covers the
        mouth, the eyes or the shoulders that make a seña."""
        kn = self.keinuak
        return kn.open and self.pointed is not None and kn.player_look == self.pointed

    def looks_shown(self) -> tuple:
        """What the looks part of the felt shows (game/table/fan.py's
        `looks_look`): which faces look at the player, whom the player looks
        at, the señas written on faces. A look between two computer players
        moves only their eyes, which the faces draw at their own pace."""
        kn = self.keinuak
        return (tuple(seat for seat, target in kn.gaze.items() if target == 0), kn.player_look,
                tuple(kn.caught.items()))

    def adviser_knows(self, made) -> bool:
        """A seña made now changes what the partner's view of the player's
        decision reads: the seat whose observation it reads made it or saw it
        (the partner, when it is the voice; the player, for its own calls)."""
        match = self.table.match
        seat = thinker(match.state, match.seating)[0]
        return made.seat == seat or seat in made.seen_by
