"""The table's frame on screen: one cached layer of everything still, and the
moving pieces drawn over it.

`Canvas` composes what does not move this frame (the felt, the score panels,
the lance track, the names, the cards at rest, the standing chip stacks, the
bubbles already up, the prompt and the action bar, a pause's message) into
one layer, redrawn only when what it shows (`look`) changes. Over it come the
movers: cards in flight, chips in the air and a stake sliding to its plaque,
bubbles popping in, the lance's banner, a flashing suggestion. Each mover
says where it drew. While the screen still holds the canvas's last frame
(nothing else was drawn since and nothing lies over the table), the next
frame puts the still layer back only under those places, not over the whole
screen, so that a frame where a few chips fly costs a few small blits.
`draw_whole` composes the same frame from nothing; the tests compare the two.
"""
from __future__ import annotations

import pygame

from game.ui.glyphs import fitted_prompt
from game.ui.text import BOXES

from . import layout
from .action_bar import prompt
from .notices import draw_banner, draw_pause

GOLD = (255, 214, 64)


class Canvas:
    def __init__(self, table) -> None:
        self.table = table
        self.still: pygame.Surface | None = None
        self.still_look = None
        # (frame number, rects): the screen holds the still layer with movers
        # drawn over these rects, as left by frame number; None: it may not.
        self.shown: tuple[int, list] | None = None
        self.mended = False  # the last frame put back only the movers' places

    # -- what the frame depends on ---------------------------------------------
    def look(self) -> tuple:
        """Everything the still layer shows; it is redrawn when this changes."""
        table = self.table
        p, st, app = table.pieces, table.state, table.app
        names = tuple(table.seat_name(s) for s in range(4))
        pause = table.current_pause()
        return (id(st), app.settings.language, p.scores.look(names, st),
                p.track.look(st, table.director.lance, p.chips), table.acting(),
                None if p.hands.moving else p.hands.look(), p.chips.look(), p.signs.look_bubbles(),
                table.bar.look(), table.awaiting, pause.message if pause else None, app.input.prompts)

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface, alpha: float) -> None:
        """This frame, on the screen: the still layer (whole, or only where
        the last frame's movers were), then the movers."""
        app = self.table.app
        look = self.look()
        if self.still is None or look != self.still_look:
            if self.still is None:
                self.still = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                    else pygame.Surface(surface.get_size())
            self.draw_still(self.still, alpha)
            self.still_look = look
            self.shown = None
        self.mended = self.shown is not None and self.shown[0] == app.frames - 1
        if self.mended:
            for rect in self.shown[1]:
                surface.blit(self.still, rect, rect)
        else:
            surface.blit(self.still, (0, 0))
        drawn = self.draw_movers(surface, alpha)
        # Only the table's own frame, with nothing drawn over it, can be mended next time.
        self.shown = (app.frames, drawn) if app.top is self.table and app.banner() is None else None

    def draw_whole(self, surface, alpha: float) -> None:
        """The same frame composed from nothing (what `draw` must equal)."""
        self.draw_still(surface, alpha)
        self.draw_movers(surface, alpha)

    def draw_still(self, surface, alpha: float) -> None:
        table = self.table
        p, st, res = table.pieces, table.state, table.app.res
        surface.blit(table.background(), (0, 0))
        names = tuple(table.seat_name(s) for s in range(4))
        p.scores.draw(surface, res, names, st)
        p.track.draw(surface, res, st, table.director.lance, p.chips)
        p.signs.draw_names(surface, res, names, table.acting(), st.dealer, st.esku)
        if not p.hands.moving:
            p.hands.draw(surface, res, alpha)
        p.chips.draw_standing(surface, res)
        p.signs.draw_bubbles(surface, res, alpha, popping=False)
        prompts = table.app.input.prompts
        if table.awaiting:
            label = fitted_prompt(res, prompt(st, table.seat_name(2), prompts), BOXES["table-prompt"], GOLD,
                                  prompts)
            surface.blit(label, label.get_rect(midbottom=layout.PROMPT_AT))
        table.bar.draw(surface, res, 0.0, prompts)
        pause = table.current_pause()
        if pause is not None:
            draw_pause(surface, res, pause.message, prompts)

    def draw_movers(self, surface, alpha: float) -> list:
        """Everything that moves this frame; returns where it was drawn."""
        table = self.table
        p, res = table.pieces, table.app.res
        drawn = []
        if p.hands.moving:
            drawn += p.hands.draw(surface, res, alpha)
        drawn += p.chips.draw_moving(surface, res, alpha)
        drawn += p.signs.draw_bubbles(surface, res, alpha, popping=True)
        if table.director.banner is not None:
            drawn += draw_banner(surface, res, table.director.banner, alpha)
        seconds = table.clock.at(alpha)
        widgets = table.bar.widgets
        for button in table.bar.flashing:
            area = button.draw(surface, res, seconds, widgets.focus_visible and button is widgets.focus,
                               table.app.input.prompts)
            if area is not None:
                drawn.append(area)
        return drawn
