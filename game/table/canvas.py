"""The table's frame on screen: one cached layer of everything still, and the
moving pieces drawn over it.

`Canvas` composes what does not move this frame (the felt, the score panels,
the lance track, the names, the cards at rest, the standing chip stacks, the
bubbles already up, the prompt and the action bar, a pause's message) into
one layer. The layer is made of parts, each with its look (what its pixels
depend on) and the places it drew last time (a stand-in notes every blit
and fill while a part draws). When parts change, only their old and new places
are composed again: the felt put back there and every part that lies there
made again, clipped to them, from the blits and fills it noted when it last
drew (its look unchanged, so are its pixels: no text is fitted or piece
worked out again); a change of language or of prompts composes the whole
layer. Over it come the movers: cards in flight, chips in the air
and a stake sliding to its plaque, bubbles popping in, the lance's banner, a
flashing suggestion. Each mover says where it drew. A pause's notice stays
on top of them: where a mover crossed it, the notice is made again over it
from its noted blits, so chips in flight pass under it and a bubble popping
in never draws over its panel. While the screen still
holds the canvas's last frame (nothing else was drawn since and nothing lies
over the table), the next frame puts the still layer back only under those
places and the parts composed again, not over the whole screen, so that a
frame where a few chips fly, or a call changes a name and a bubble, costs a
few small blits. `draw_whole` composes the same frame from nothing; the
tests compare the two.
"""
from __future__ import annotations

import pygame

from game.ui.felt import table_felt
from game.ui.glyphs import fitted_prompt
from game.ui.text import BOXES

from . import layout
from .action_bar import prompt
from .seats import partner_is_voice, partner_seat
from .fan import FAN_FACE, draw_looks, looks_look
from .notices import draw_banner, draw_pause, draw_read_hint

GOLD = (255, 214, 64)
EDGE = (8, 30, 20)    # what shows at the screen's edge while the table jolts
MERGE_GAP = 24        # places closer than this are composed again as one rectangle
WHOLE_SHARE = 0.5     # compose the whole layer when the changed places cover more of the screen


class Noting:
    """A surface stand-in that draws on `surface` and notes every blit and
    fill: its place (what a part of the still layer covers) and the call
    itself, to be made again (`replay`) where the part is composed again.
    (The parts draw only by blits and fills; anything else fails loudly here.)"""

    def __init__(self, surface, notes: list) -> None:
        self.surface = surface
        self.notes = notes   # (place, source or None for a fill, dest or colour, area, flags, alpha)

    def blit(self, source, dest, area=None, special_flags=0):
        rect = self.surface.blit(source, dest, area, special_flags)
        dest = (dest[0], dest[1])   # a point, or a Rect's top left: kept as plain numbers
        area = None if area is None else pygame.Rect(area)
        self.notes.append((rect, source, dest, area, special_flags, source.get_alpha()))
        return rect

    def fill(self, color, rect=None, special_flags=0):
        place = self.surface.fill(color, rect, special_flags)
        self.notes.append((place, None, color, None if rect is None else pygame.Rect(rect), special_flags, None))
        return place


def replay(surface, notes, clip: pygame.Rect) -> None:
    """Make again, on `surface` (clipped to `clip`), the noted blits and fills
    that reach into `clip`: the same pixels as drawing the part again there,
    without working out its texts and pieces again."""
    for place, source, dest, area, flags, alpha in notes:
        if not place.colliderect(clip):
            continue
        if source is None:
            surface.fill(dest, area, flags)
        elif source.get_alpha() == alpha:
            surface.blit(source, dest, area, flags)
        else:  # a shared surface whose alpha was changed since: as it was then
            now = source.get_alpha()
            source.set_alpha(alpha)
            surface.blit(source, dest, area, flags)
            source.set_alpha(now)


def merged(rects) -> list[pygame.Rect]:
    """The places as a few rectangles: any two within MERGE_GAP of each
    other become their union."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.width <= 0 or rect.height <= 0:
            continue
        rect = pygame.Rect(rect)
        grown = True
        while grown:
            grown = False
            near = rect.inflate(MERGE_GAP, MERGE_GAP)
            for i, other in enumerate(out):
                if near.colliderect(other):
                    rect.union_ip(out.pop(i))
                    grown = True
                    break
        out.append(rect)
    return out


def table_background(res) -> pygame.Surface:
    """The felt with the score panels' frames (composed once: the resources cache it)."""
    return table_felt(res, layout.SCORE_RECT.values())


class Canvas:
    def __init__(self, app, course, pieces, director, faces, bar, coach, fan, lesson: bool = False) -> None:
        """The table's frame from what it shows: `app` (the resources, the
        prompts, the language, the frame count), the table's `course` (the
        match, the names, whose turn, the señas' clock, its clock), the
        `pieces` on the felt, the `director` (the lance, a pause, the
        banner), the `faces`, the action `bar`, the `coach`'s parts, the
        player's `fan`; `lesson`: a lesson's panel holds the middle of the
        felt and shows the table's announcements itself. It holds none of
        them back: nothing here refers to the table scene."""
        self.app = app
        self.course = course
        self.pieces = pieces
        self.director = director
        self.faces = faces
        self.bar = bar
        self.coach = coach
        self.fan = fan
        self.lesson = lesson
        self.still: pygame.Surface | None = None
        self.whole_look = None   # what, changed, composes the whole layer
        self.looks: dict = {}    # each part's look as the layer shows it
        self.places: dict = {}   # each part's places on the layer, as it last drew
        self.notes: dict = {}    # each part's blits and fills, as it last drew (Noting)
        # (frame number, rects): the screen holds the still layer with movers
        # drawn over these rects, as left by frame number; None: it may not.
        self.shown: tuple[int, list] | None = None
        self.mended = False   # the last frame put back only some places of the screen
        self.patched = False  # the last frame composed only some places of the layer
        self.aside: pygame.Surface | None = None  # a jolting frame is composed here first

    # -- what the frame depends on ---------------------------------------------
    def parts(self) -> list:
        """The still layer's parts, bottom up: (name, look, draw), where look
        is everything the part's pixels depend on and draw(surface) draws it."""
        course, director, bar = self.course, self.director, self.bar
        p, st, app = self.pieces, course.seen, self.app  # the state as seen from the player's seat (by place)
        res = app.res
        around = course.around
        names = tuple(course.place_name(place) for place in range(4))
        acting = around.place(course.acting())
        prompts = app.input.prompts
        pause = None if self.lesson else director.current_pause()  # else in the lesson's panel
        parts = [(f"score{team}", p.scores.look(team, names, st),
                  lambda s, team=team: p.scores.draw(s, res, names, st, (team,))) for team in (0, 1)]
        parts += [
            ("track", p.track.look(st, director.lance, p.chips),
             lambda s: p.track.draw(s, res, st, director.lance, p.chips)),
        ]
        for seat in range(4):
            parts.append((f"name{seat}", (names[seat], seat == acting),
                          lambda s, seat=seat: p.signs.draw_name(s, res, seat, names[seat], seat == acting)))
        faces = self.faces
        for seat in faces.lives:
            parts.append((f"face{seat}", faces.look(seat), lambda s, seat=seat: faces.draw(s, seat)))
        kn, fan = course.keinuak, self.fan
        parts += [
            ("looks", looks_look(kn, names, around), lambda s: draw_looks(s, res, kn, layout, around)),
            ("fan", fan.look(FAN_FACE), lambda s: fan.draw(s, res, faces.art, FAN_FACE)),
            ("markers", (st.dealer, st.esku), lambda s: p.signs.draw_markers(s, res, st.dealer, st.esku)),
            ("hands", None if p.hands.moving else (p.hands.look(), self.heap_shown()),
             lambda s: None if p.hands.moving else p.hands.draw(s, res, 1.0, self.heap_shown())),
            ("chips", p.chips.look(), lambda s: p.chips.draw_standing(s, res)),
        ]
        for seat in range(4):
            look = p.signs.still_bubble(seat)
            parts.append((f"bubble{seat}", look,
                          lambda s, seat=seat, look=look: look and p.signs.bubbles[seat].draw(s, res, 1.0)))
        line = (prompt(st, course.seat_name(partner_seat(course.match)), prompts, partner_is_voice(course.match))
                if course.awaiting else None)
        parts += [
            ("prompt", line, lambda s: line and self._draw_prompt(s, line, prompts)),
            ("bar", bar.look(), lambda s: bar.draw(s, res, 0.0, prompts)),
            *self.coach.parts(res, prompts),
            ("pause", pause.message if pause else None,
             lambda s: pause and draw_pause(s, res, pause.message, prompts)),
            ("read-hint", (director.holding(), prompts),
             lambda s: director.holding() and draw_read_hint(s, res, prompts)),
        ]
        return parts

    def heap_shown(self) -> bool:
        """The exchange's heap of discards lies in the middle of the felt
        (layout.HEAP_AT), where the coach's panel and a lesson's panel stand:
        it is drawn only while neither is there (else it peeks out from under
        the panel's foot, or a moving card draws it over the panel)."""
        return not (self.lesson or self.coach.open)

    def _draw_prompt(self, surface, line: str, prompts) -> None:
        label = fitted_prompt(self.app.res, line, BOXES["table-prompt"], GOLD, prompts)
        surface.blit(label, label.get_rect(midbottom=layout.PROMPT_AT))

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface, alpha: float, on_top: bool = True) -> None:
        """This frame, on the screen: the still layer (whole, or only where
        it changed and where the last frame's movers were), then the movers.
        `on_top`: the table is the screen on top (only its own frame, with
        nothing drawn over it, can be mended next time)."""
        app = self.app
        background = table_background(app.res)
        whole_look = (app.settings.language, app.input.prompts, id(background), surface.get_size())
        parts = self.parts()
        mendable = self.shown is not None and self.shown[0] == app.frames - 1
        composed = None   # the places composed again (None: the whole layer)
        if self.still is None or whole_look != self.whole_look:
            self._compose_whole(surface, background, parts)
            self.whole_look = whole_look
        else:
            composed = self._compose_changed(background, parts)
        self.patched = bool(composed)
        offset = self.pieces.shake.offset(alpha)
        if offset != (0, 0):
            self.mended = False
            self._draw_shaken(surface, alpha, offset)
            self.shown = None  # the next frame puts the whole layer back
            return
        self.mended = mendable and composed is not None
        if self.mended:
            for rect in self.shown[1] + composed:
                surface.blit(self.still, rect, rect)
        else:
            surface.blit(self.still, (0, 0))
        drawn = self.draw_movers(surface, alpha)
        # Only the table's own frame, with nothing drawn over it, can be mended next time.
        self.shown = (app.frames, drawn) if on_top and app.banner() is None else None

    def _draw_shaken(self, surface, alpha: float, offset) -> None:
        """The frame composed aside, then put `offset` off its place, the
        uncovered strips dark."""
        if self.aside is None or self.aside.get_size() != surface.get_size():
            self.aside = self.still.copy()
        aside = self.aside
        aside.blit(self.still, (0, 0))
        self.draw_movers(aside, alpha)
        dx, dy = offset
        width, height = surface.get_size()
        if dx:
            surface.fill(EDGE, (0 if dx > 0 else width + dx, 0, abs(dx), height))
        if dy:
            surface.fill(EDGE, (0, 0 if dy > 0 else height + dy, width, abs(dy)))
        surface.blit(aside, offset)

    def covered(self) -> None:
        """Something was drawn over this frame (the summary): the next frame
        puts the whole still layer back."""
        self.shown = None

    def _compose_whole(self, surface, background, parts) -> None:
        if self.still is None or self.still.get_size() != surface.get_size():
            self.still = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                self.still = self.still.convert()
        self._compose_all(background, parts)

    def _compose_all(self, background, parts) -> None:
        """The felt and every part on the still layer, noting where each drew."""
        self.still.set_clip(None)
        self.still.blit(background, (0, 0))
        for name, look, draw in parts:
            self._noted(name, draw)
            self.looks[name] = look

    def _compose_changed(self, background, parts) -> list | None:
        """Compose again the places of the parts whose look changed; returns
        them (None: the whole layer was composed, they covered too much)."""
        changed = [(name, look, draw) for name, look, draw in parts if self.looks.get(name) != look]
        if not changed:
            return []
        still = self.still
        places = []
        for name, look, draw in changed:
            places += self.places.get(name, ())
            self._noted(name, draw)   # drawn once to learn where and how: the felt goes over it below
            self.looks[name] = look
            places += self.places[name]
        rects = merged(places)
        width, height = still.get_size()
        if sum(r.width * r.height for r in rects) > WHOLE_SHARE * width * height:
            self._compose_all(background, parts)
            return None
        for rect in rects:
            still.set_clip(rect)
            still.blit(background, rect, rect)
            for name, _look, _draw in parts:
                if rect.collidelist(self.places[name]) >= 0:
                    replay(still, self.notes[name], rect)
        still.set_clip(None)
        return rects

    def _noted(self, name: str, draw) -> None:
        """Draw a part on the still layer, noting its places and its calls."""
        notes: list = []
        draw(Noting(self.still, notes))
        self.notes[name] = [note for note in notes if note[0].width > 0 and note[0].height > 0]
        self.places[name] = [note[0] for note in self.notes[name]]

    def draw_whole(self, surface, alpha: float) -> None:
        """The same frame composed from nothing (what `draw` must equal)."""
        self.draw_still(surface)
        self.draw_movers(surface, alpha)

    def draw_still(self, surface) -> None:
        """The still layer composed from nothing on `surface`."""
        surface.blit(table_background(self.app.res), (0, 0))
        for _name, _look, draw in self.parts():
            draw(surface)

    def draw_movers(self, surface, alpha: float) -> list:
        """Everything that moves this frame; returns where it was drawn."""
        p, res, director, bar = self.pieces, self.app.res, self.director, self.bar
        drawn = []
        if p.hands.moving:
            drawn += p.hands.draw(surface, res, alpha, self.heap_shown())
        drawn += p.chips.draw_moving(surface, res, alpha)
        drawn += p.signs.draw_popping_bubbles(surface, res, alpha)
        if director.banner is not None and not self.lesson:
            drawn += draw_banner(surface, res, director.banner, alpha)
        seconds = self.course.clock.at(alpha)
        widgets = bar.widgets
        for button in bar.flashing:
            area = button.draw(surface, res, seconds, widgets.focus_visible and button is widgets.focus,
                               self.app.input.prompts)
            if area is not None:
                drawn.append(area)
        self._notice_on_top(surface, drawn)
        return drawn

    def _notice_on_top(self, surface, drawn) -> None:
        """The pause's notice made again over the movers that crossed it."""
        if not drawn or not self.looks.get("pause"):
            return
        notes, places = self.notes.get("pause", ()), self.places.get("pause", ())
        clip = surface.get_clip()
        for rect in drawn:
            for place in places:
                crossed = rect.clip(place)
                if crossed.width and crossed.height:
                    surface.set_clip(crossed)
                    replay(surface, notes, crossed)
        surface.set_clip(clip)
