"""The partner chosen to enter a championship: the game's characters
(game/txapelketa/characters.py: one a face, each with its own name, level
and style) in two rows of cards, each with its face, its level (the same
Basque word in every language), its style, what that level plays like and
its name on a button; the player's pair plays at the partner's level. A
press on a character's button, or a click on its face, closes the screen
with that character as a `ComputerPlayer` (`Character.partner()`) as its
answer (`on_resume` below gets it, and makes the championship with it);
Back, Esc or B closes it with no answer. The focus moves from card to card
by the arrows, the D-pad and the stick, and the focused card is framed.
"""
from __future__ import annotations

import pygame

from game.faces import FaceArt, pose_of
from game.platform import input as intents
from game.platform.i18n import tr
from game.scenes.base import HEIGHT, WIDTH, WidgetScene, draw_notice
from game.txapelketa.characters import CHARACTERS
from game.txapelketa_words import character_style
from game.ui.grid import cell_rect
from game.ui.text import BOXES, draw_text
from game.ui.widgets import Button, WidgetSet, panel
from game.words import LEVEL_WHY, level_word
from game.ui.screen_names import Screen

CARDS_A_ROW = 5
CARD_SIZE, CARD_GAP, CARD_TOP = (340, 384), (26, 16), 184
FACE_HEIGHT = 150
GOLD = (250, 226, 150)
INK = (236, 232, 214)
DIM = (190, 186, 170)


def card_rect(index: int) -> pygame.Rect:
    """Where character `index`'s card stands."""
    return cell_rect(index, CARDS_A_ROW, CARD_SIZE, CARD_GAP, CARD_TOP)


class TxapelketaPartnerScene(WidgetScene):
    name = Screen.TXAPELKETA_PARTNER

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetSet()
        self.face_art = FaceArt(app.res.sprite)
        self.characters = CHARACTERS
        self.players = tuple(character.partner() for character in self.characters)
        box = BOXES["txapelketa-button"]
        self.choices = []
        for index, player in enumerate(self.players):
            rect = pygame.Rect((0, 0), box.frame)
            rect.midbottom = (card_rect(index).centerx, card_rect(index).bottom - 12)
            self.choices.append(self.widgets.add(Button(
                f"partner{index}", player.name, rect, "", lambda _b, i=index: self.choose(i), box=box)))
        self.back_button = self.add_back_button(14)
        self.on_language()
        self.widgets.focus_first(self.choices[0])

    def on_language(self) -> None:
        # box: back-button
        self.back_button.label = tr("Back")

    def on_resume(self, result=None) -> None:
        self.on_language()

    def on_enter(self) -> None:
        self.app.screenshot("txapelketa-partner")

    def choose(self, index: int) -> None:
        self.app.close(self.players[index])

    def back(self) -> None:
        self.app.close()

    def face_rect(self, index: int) -> pygame.Rect:
        card = card_rect(index)
        return pygame.Rect(card.centerx - FACE_HEIGHT // 2, card.top + 12, FACE_HEIGHT, FACE_HEIGHT)

    def word_places(self, index: int) -> dict[str, pygame.Rect]:
        """The room of each of card `index`'s words (by box name): its level,
        its style and what its level plays like, under the face, one after
        the other."""
        card, top = card_rect(index), self.face_rect(index).bottom + 4
        places = {}
        for name in ("partner-level", "partner-style", "partner-why"):
            box = BOXES[name]
            places[name] = pygame.Rect(card.centerx - box.width // 2, top, box.width, box.height)
            top += box.height + 2
        return places

    def handle(self, intent) -> None:
        if intent.kind == intents.CLICK:
            for index in range(len(self.players)):
                if self.face_rect(index).collidepoint(intent.pos):
                    self.choose(index)
                    return
        super().handle(intent)

    def lit(self) -> int | None:
        """The card framed: the focused character's (or the one under the pointer)."""
        for index, button in enumerate(self.choices):
            if button.hovered:
                return index
        if self.widgets.focus_visible or self.app.input.prompts != intents.KEYS:
            if self.widgets.focus in self.choices:
                return self.choices.index(self.widgets.focus)
        return None

    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        draw_text(surface, res, "Txapelketa", BOXES["screen-title"], GOLD, center=(WIDTH // 2, 66))
        # box: players-subtitle
        line = tr("Choose your partner: your pair plays at your partner's level")
        draw_text(surface, res, line, BOXES["players-subtitle"], INK, center=(WIDTH // 2, 144))
        lit = self.lit()
        for index, character in enumerate(self.characters):
            card = card_rect(index)
            surface.blit(panel(res, card, 235), card)
            if index == lit:
                pygame.draw.rect(surface, GOLD, card.inflate(6, 6), 3, border_radius=12)
            face = self.face_rect(index)
            picture = self.face_art.render(character.face, pose_of("smile", seat=2), FACE_HEIGHT)
            surface.blit(picture, picture.get_rect(midbottom=face.midbottom))
            places = self.word_places(index)
            draw_text(surface, res, level_word(character.level), BOXES["partner-level"], GOLD,
                      center=places["partner-level"].center)
            draw_text(surface, res, character_style(character.style), BOXES["partner-style"], INK,
                      center=places["partner-style"].center)
            draw_text(surface, res, tr(LEVEL_WHY[character.level]), BOXES["partner-why"], DIM,
                      center=places["partner-why"].center)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        draw_notice(surface, res, self.app.store.notice, HEIGHT - 22)
