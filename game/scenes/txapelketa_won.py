"""The final won: the txapelas come down onto the player's head and the
partner's (game/ui/txapela.py), with a burst of confetti
(game/ui/confetti.py). The player has no face in the game: the player's
txapela comes down over the player's own name, the partner's onto the
partner's smiling face, bare-headed: a partner who wears a beret of their
own (Joxe's, Garbiñe's red one) has taken it off for the prize. With
reduced motion nothing moves: the txapelas are on at once and the confetti
lies still and fades, as the game over's does.

Opened with the championship won (`app.open(Screen.TXAPELKETA_WON,
championship=...)`); Continue (Enter, A, a click, Start) closes it.
"""
from __future__ import annotations

import pygame

from game.faces import FaceArt, pose_of
from game.platform.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, Entry, WidgetScene
from game.txapelketa.championship import Championship, winner
from game.txapelketa.pairs import PLAYER_PAIR
from game.ui.confetti import Confetti
from game.ui.text import BOXES, draw_text
from game.ui.tween import ease_out
from game.ui.txapela import on_head, txapela
from game.ui.widgets import Button, WidgetSet, panel
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (236, 232, 214)
FACE_HEIGHT = 360
DESCENT = 1.2              # seconds the txapelas take to come down
DROP = 130                 # from this far above the head (never up to the words)
PLAYER_FACE = pygame.Rect(WIDTH // 2 - 420 - FACE_HEIGHT // 2, 380, FACE_HEIGHT, FACE_HEIGHT)
PARTNER_FACE = pygame.Rect(WIDTH // 2 + 420 - FACE_HEIGHT // 2, 380, FACE_HEIGHT, FACE_HEIGHT)
WORDS = pygame.Rect(0, 40, WIDTH, 190)  # the title and the line under it: no txapela comes over them


class TxapelketaWonScene(WidgetScene):
    name = Screen.TXAPELKETA_WON

    def __init__(self, app, championship: Championship) -> None:
        super().__init__(app)
        if winner(championship) != PLAYER_PAIR:
            raise ValueError("the txapela is for the pair that won the final: the player's did not")
        self.championship = championship
        self.partner = championship.field.pairs[PLAYER_PAIR].players[0]
        self.reduced = app.settings.reduced_motion
        self.age = self.previous = DESCENT if self.reduced else 0.0
        self.confetti = Confetti(championship.seed, self.reduced)
        self.face_art = FaceArt(app.res.sprite)
        self.widgets = WidgetSet()
        box = BOXES["txapelketa-button"]
        rect = pygame.Rect((0, 0), box.frame)
        rect.midbottom = (WIDTH // 2, HEIGHT - 60)
        self.continue_button = self.widgets.add(Button(Entry.CONTINUE, "", rect, "", lambda _b: self.app.close(),
                                                       box=box, role="main"))
        self.on_language()
        self.widgets.focus_first(self.continue_button)

    def on_language(self) -> None:
        # box: txapelketa-button
        self.continue_button.label = tr("Continue")

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-won")

    def back(self) -> None:
        self.app.close()

    @property
    def moving(self) -> bool:
        return self.age < DESCENT or self.confetti.moving

    def frame_interval(self) -> float:
        return 0.0 if self.moving else super().frame_interval()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.previous = self.age
        self.age = min(DESCENT, self.age + dt)
        self.confetti.update(dt)

    def lowered(self, alpha: float = 1.0) -> float:
        """How far the txapelas are from their heads, 1 (up) to 0 (on)."""
        t = self.previous + (self.age - self.previous) * alpha
        return 1.0 - ease_out(min(1.0, t / DESCENT))

    def txapelas(self, alpha: float = 1.0) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the player's txapela and the partner's are now: on the
        player's name plate and on the partner's head, or above them."""
        drop = round(DROP * self.lowered(alpha))
        _width, partners = on_head(PARTNER_FACE)
        players = partners.copy()
        players.midbottom = (PLAYER_FACE.centerx, PLAYER_FACE.bottom - 90 - 8)
        return players.move(0, -drop), partners.move(0, -drop)

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        self.confetti.draw(surface, res, alpha)
        draw_text(surface, res, "Txapeldun!", BOXES["screen-title"], GOLD, center=(WIDTH // 2, 100))
        # box: txapelketa-line
        line = tr("You and {partner} won the championship: the txapela is yours", partner=self.partner.name)
        draw_text(surface, res, line, BOXES["txapelketa-line"], INK, center=(WIDTH // 2, 190))
        plate = pygame.Rect(0, 0, FACE_HEIGHT, 90)
        plate.midbottom = PLAYER_FACE.midbottom
        surface.blit(panel(res, plate, 230), plate)
        # box: players-role
        draw_text(surface, res, tr("You"), BOXES["players-role"], GOLD, center=plate.center)
        picture = self.face_art.render(self.partner.face_at(2), pose_of("smile", seat=2), FACE_HEIGHT,
                                       bare_head=True)  # its own beret off: the txapela comes down onto the head
        surface.blit(picture, picture.get_rect(midbottom=PARTNER_FACE.midbottom))
        name = plate.copy()
        name.midtop = (PARTNER_FACE.centerx, PARTNER_FACE.bottom + 12)
        surface.blit(panel(res, name, 230), name)
        draw_text(surface, res, self.partner.name, BOXES["players-role"], GOLD, center=name.center)
        width, _rect = on_head(PARTNER_FACE)
        beret = txapela(res, width)
        for rect in self.txapelas(alpha):
            surface.blit(beret, rect)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
