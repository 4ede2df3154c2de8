"""The partner chosen to enter a championship: the player's three computer
players (the characters set on the players screen, from the settings) side
by side, each with its face, its name, its level (the same Basque word in
every language) and what that level plays like; the player's pair plays at
the partner's level. A press on a player's button, or a click on its face,
closes the screen with that `ComputerPlayer` as its answer (`on_resume`
below gets it, and makes the championship with it); Back, Esc or B closes it
with no answer.
"""
from __future__ import annotations

import pygame

from game.faces import FaceArt, pose_of
from game.platform import input as intents
from game.platform.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, WidgetScene, draw_notice
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel
from game.words import LEVEL_WHY, level_word

SEATS = (3, 2, 1)             # as the players screen shows them
COLUMN_WIDTH, COLUMN_GAP, COLUMN_TOP, COLUMN_HEIGHT = 520, 60, 250, 480
FACE_HEIGHT = 240
GOLD = (250, 226, 150)
INK = (236, 232, 214)


def column_rect(index: int) -> pygame.Rect:
    left = (WIDTH - 3 * COLUMN_WIDTH - 2 * COLUMN_GAP) // 2
    return pygame.Rect(left + index * (COLUMN_WIDTH + COLUMN_GAP), COLUMN_TOP, COLUMN_WIDTH, COLUMN_HEIGHT)


class TxapelketaPartnerScene(WidgetScene):
    name = "txapelketa_partner"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetSet()
        self.face_art = FaceArt(app.res.sprite)
        self.players = tuple(app.settings.player(seat) for seat in SEATS)
        self.faces = tuple(app.settings.player(seat).face_at(seat) for seat in SEATS)
        box = BOXES["txapelketa-button"]
        self.choices = []
        for index, player in enumerate(self.players):
            rect = pygame.Rect((0, 0), box.frame)
            rect.midbottom = (column_rect(index).centerx, column_rect(index).bottom - 24)
            self.choices.append(self.widgets.add(Button(
                f"partner{index}", player.name, rect, "", lambda _b, i=index: self.choose(i), box=box)))
        self.back_button = self.add_back_button(40)
        self.on_language()
        self.widgets.focus_first(self.choices[1])

    def on_language(self) -> None:
        # box: back-button
        self.back_button.label = tr("Back")

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-partner")

    def choose(self, index: int) -> None:
        self.app.close(self.players[index])

    def back(self) -> None:
        self.app.close()

    def face_rect(self, index: int) -> pygame.Rect:
        col = column_rect(index)
        return pygame.Rect(col.centerx - FACE_HEIGHT // 2, col.top + 24, FACE_HEIGHT, FACE_HEIGHT)

    def handle(self, intent) -> None:
        if intent.kind == intents.CLICK:
            for index in range(len(self.players)):
                if self.face_rect(index).collidepoint(intent.pos):
                    self.choose(index)
                    return
        super().handle(intent)

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        draw_text(surface, res, "Txapelketa", BOXES["screen-title"], GOLD, center=(WIDTH // 2, 80))
        # box: players-subtitle
        line = tr("Choose your partner: your pair plays at your partner's level")
        draw_text(surface, res, line, BOXES["players-subtitle"], INK, center=(WIDTH // 2, 170))
        for index, player in enumerate(self.players):
            col = column_rect(index)
            surface.blit(panel(res, col, 235), col)
            face = self.face_rect(index)
            picture = self.face_art.render(self.faces[index], pose_of("smile", seat=SEATS[index]), FACE_HEIGHT)
            surface.blit(picture, picture.get_rect(midbottom=face.midbottom))
            draw_text(surface, res, level_word(player.personality.level), BOXES["players-role"], GOLD,
                      midtop=(col.centerx, face.bottom + 20))
            draw_text(surface, res, tr(LEVEL_WHY[player.personality.level]), BOXES["players-level-why"], INK,
                      midtop=(col.centerx, face.bottom + 70))
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        draw_notice(surface, res, self.app.store.notice, HEIGHT - 22)
