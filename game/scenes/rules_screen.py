"""The Rules screen: game/scenes/rules_text.py laid out for reading, in the
language shown. Section tabs on the left jump to a section; the page on the
right scrolls by mouse wheel, Up/Down, Page Up/Page Down (or the pad's stick
and hat); Left/Right go to the previous or next section. Reached from the
title and the pause menu; Back or Esc returns to where the player was.

The page is laid out once per language as a list of pieces (headings,
paragraphs, card rows, the scoring table, the señas on their faces), each
drawn through the fitted-text cache; a frame blits only the pieces in view,
clipped to the page. The señas are drawn on the computer players' faces
(game/faces), one character after another among those whose mouth no beard
or moustache hides, each face making its seña's expression (four kings: the
two kings face, marked twice).
"""
from __future__ import annotations

import pygame

from game import assets
from game.faces import CHARACTERS, FaceArt, pose_of
from game.faces.expressions import SENA_EXPRESSIONS, TWICE
from game.platform import controls, input as intents
from game.platform.i18n import tr
from game.model import Card
from game.scenes.base import WIDTH, WidgetScene
from game.scenes.rules_text import SECTIONS, Cards, Faces, Table
from game.ui.text import BOXES, draw_text, reading_box, text_surface
from game.ui.widgets import Button, WidgetSet, panel
from game.words import capitalised, keinua_name, keinua_sign, keinua_tells
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (238, 236, 226)
PAGE = pygame.Rect(360, 150, 1500, 780)
PAD = 40
SMALL_CARD = (84, 130)
SCROLL_STEP = 90
TAB_TOP, TAB_STEP = 150, 66
TABLE_COLUMNS = (260, 373, 373, 374)  # the first column's box is rules-cell-first, the others rules-cell
FACE_COLUMNS, FACE_HEIGHT = 4, 190  # the señas' faces: four a row
# The faces the señas are shown on: every character whose mouth is in plain sight.
SIGN_FACES = tuple(c for c in CHARACTERS if not {"beard", "moustache"} & set(assets.face_parts(c)))
DIM = (200, 196, 180)


def parse_cards(text: str) -> list[Card]:
    """'12o 3c' -> the cards, in the game's notation."""
    return [Card(int(code[:-1]), code[-1]) for code in text.split()]


class RulesScene(WidgetScene):
    name = Screen.RULES

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetSet()
        box = BOXES["rules-tab"]
        self.tabs = []
        for i, section in enumerate(SECTIONS):
            rect = pygame.Rect((60, TAB_TOP + i * TAB_STEP), box.frame)
            self.tabs.append(self.widgets.add(
                Button(f"section{i}", "", rect, "", lambda _b, i=i: self.jump(i), box=box)))
        self.back_button = self.add_back_button(14)
        self.face_art = FaceArt(app.res.sprite)
        self.scroll = 0.0      # the page's top, in page pixels
        self.target = 0.0      # where the scroll is going
        self.pieces: list = []  # (y, height, draw(surface, x, y))
        self.starts: list[int] = []
        self.height = 0
        self.on_language()
        self.widgets.focus_first(self.tabs[0])

    # -- layout -------------------------------------------------------------
    def on_language(self) -> None:
        # box: back-button
        self.back_button.label = tr("Back")
        for tab, section in zip(self.tabs, SECTIONS):
            tab.label = tr(section.title)
        self.layout()

    def layout(self) -> None:
        res = self.app.res
        pieces, starts = [], []
        y = 0
        for section in SECTIONS:
            starts.append(y)
            heading = text_surface(res, tr(section.title), reading_box("rules-heading"), GOLD)
            pieces.append((y, heading.get_height(), self._blitter(heading)))
            y += heading.get_height() + 14
            for item in section.items:
                if isinstance(item, Cards):
                    height = self._cards_height(item)
                    pieces.append((y, height, lambda s, x, top, item=item: self._draw_cards(s, x, top, item)))
                elif isinstance(item, Table):
                    height = self._table_height(item)
                    pieces.append((y, height, lambda s, x, top, item=item: self._draw_table(s, x, top, item)))
                elif isinstance(item, Faces):
                    for row in range(0, len(item.keinuak), FACE_COLUMNS):
                        signs = item.keinuak[row:row + FACE_COLUMNS]
                        height = self._faces_height(signs)
                        pieces.append((y, height, lambda s, x, top, signs=signs, first=row:
                                       self._draw_faces(s, x, top, signs, first)))
                        y += height + 18
                    continue
                else:
                    text = text_surface(res, tr(item), reading_box("rules-text"), INK)
                    height = text.get_height()
                    pieces.append((y, height, self._blitter(text)))
                y += height + 18
            y += 36
        self.pieces, self.starts = pieces, starts
        # room below the last section, so that every section can reach the top
        self.height = max(y, starts[-1] + PAGE.height - 2 * PAD)
        self.target = self.scroll = min(self.scroll, self.max_scroll())

    @staticmethod
    def _blitter(surf):
        return lambda s, x, top: s.blit(surf, (x, top))

    def _cards_height(self, item: Cards) -> int:
        res = self.app.res
        captions = [text_surface(res, tr(c), reading_box("rules-caption"), INK).get_height() for _h, c in item.hands]
        return SMALL_CARD[1] + 10 + max(captions)

    def _draw_cards(self, surface, x, top, item: Cards) -> None:
        res = self.app.res
        width = reading_box("rules-caption").width + 60
        for i, (hand, caption) in enumerate(item.hands):
            left = x + i * width
            cards = parse_cards(hand)
            row = len(cards) * (SMALL_CARD[0] + 6) - 6
            cx = left + reading_box("rules-caption").width // 2
            for j, card in enumerate(cards):
                surface.blit(res.card_face(card, SMALL_CARD), (cx - row // 2 + j * (SMALL_CARD[0] + 6), top))
            draw_text(surface, res, tr(caption), reading_box("rules-caption"), INK, midtop=(cx, top + SMALL_CARD[1] + 10))

    def _face_texts(self, keinua):
        """A seña's name, its sign and what it tells, as surfaces."""
        res = self.app.res
        return (text_surface(res, capitalised(keinua_name(keinua)), reading_box("rules-face-name"), GOLD),
                text_surface(res, capitalised(keinua_sign(keinua)), reading_box("rules-face-text"), INK),
                text_surface(res, capitalised(keinua_tells(keinua)), reading_box("rules-face-text"), DIM))

    def _faces_height(self, signs) -> int:
        return FACE_HEIGHT + 8 + max(sum(t.get_height() + 4 for t in self._face_texts(k)) for k in signs)

    def _draw_faces(self, surface, x, top, signs, first: int) -> None:
        """A row of señas: each face making its sign, its texts under it."""
        res = self.app.res
        width = (PAGE.width - 2 * PAD) // FACE_COLUMNS
        for i, keinua in enumerate(signs):
            cx = x + i * width + width // 2
            character = SIGN_FACES[(first + i) % len(SIGN_FACES)]
            face = self.face_art.render(character, pose_of(SENA_EXPRESSIONS[keinua]), FACE_HEIGHT)
            at = face.get_rect(midtop=(cx, top))
            surface.blit(face, at)
            if keinua in TWICE:
                badge = res.text("×2", 30, GOLD, bold=True)
                surface.blit(badge, badge.get_rect(midleft=(at.right + 4, at.centery)))
            y = top + FACE_HEIGHT + 8
            for text in self._face_texts(keinua):
                surface.blit(text, text.get_rect(midtop=(cx, y)))
                y += text.get_height() + 4

    def _cell(self, column: int, text: str, header: bool):
        box = reading_box("rules-cell-first" if column == 0 else "rules-cell")
        return text_surface(self.app.res, tr(text) if text != "—" else text, box, GOLD if header else INK)

    def _row_height(self, row, header: bool) -> int:
        return max(self._cell(i, text, header).get_height() for i, text in enumerate(row)) + 20

    def _table_height(self, item: Table) -> int:
        return sum(self._row_height(row, i == 0) for i, row in enumerate(item.rows))

    def _draw_table(self, surface, x, top, item: Table) -> None:
        y = top
        line = (150, 130, 90)
        width = sum(TABLE_COLUMNS)
        for r, row in enumerate(item.rows):
            height = self._row_height(row, r == 0)
            if r == 0:
                pygame.draw.rect(surface, (60, 50, 30), (x, y, width, height))
            cx = x
            for c, text in enumerate(row):
                surface.blit(self._cell(c, text, r == 0), (cx + 10, y + 10))
                cx += TABLE_COLUMNS[c]
            y += height
            pygame.draw.line(surface, line, (x, y), (x + width, y), 1)
        cx = x
        for c in TABLE_COLUMNS[:-1]:
            cx += c
            pygame.draw.line(surface, line, (cx, top), (cx, y), 1)
        pygame.draw.rect(surface, line, (x, top, width, y - top), 2)

    # -- moving -------------------------------------------------------------
    def max_scroll(self) -> float:
        return max(0.0, self.height - (PAGE.height - 2 * PAD))

    def scroll_by(self, pixels: float) -> None:
        self.target = min(self.max_scroll(), max(0.0, self.target + pixels))

    def jump(self, index: int) -> None:
        index = max(0, min(len(SECTIONS) - 1, index))
        self.target = min(self.max_scroll(), float(self.starts[index]))
        self.widgets.focus = self.tabs[index]

    def section_at(self) -> int:
        """The section at the top of the page (the one its tab shows)."""
        view = self.target + 40
        return max(i for i, start in enumerate(self.starts) if start <= view or i == 0)

    def back(self) -> None:
        self.app.close()

    def handle(self, intent) -> None:
        kind = intent.kind
        if kind == intents.BACK:
            self.back()
        elif kind == intents.SCROLL:
            self.scroll_by(intent.dy * SCROLL_STEP)
        elif kind == intents.MOVE and not intent.cycle and intent.dy:
            self.scroll_by(intent.dy * SCROLL_STEP)
            self.widgets.focus_visible = True
        elif kind == intents.MOVE and not intent.cycle and intent.dx:
            self.jump(self.section_at() + intent.dx)
            self.widgets.focus_visible = True
        else:
            self.widgets.handle(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        gap = self.target - self.scroll
        self.scroll = self.target if abs(gap) < 1 else self.scroll + gap * min(1.0, dt * 14)

    def frame_interval(self) -> float:
        return 0.0 if self.scroll != self.target else 0.25

    # -- drawing ------------------------------------------------------------
    def draw(self, surface, alpha) -> None:
        res = self.app.res
        self.draw_backdrop(surface)
        # box: rules-title
        draw_text(surface, res, tr("Rules"), BOXES["rules-title"], GOLD, center=(WIDTH // 2, 76))
        surface.blit(panel(res, PAGE, 235), PAGE)
        current = self.section_at()
        for i, tab in enumerate(self.tabs):
            tab.flashing = False
            if i == current:
                pygame.draw.rect(surface, GOLD, tab.rect.inflate(10, 10), 3, border_radius=12)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        inner = PAGE.inflate(-2 * PAD, -2 * PAD)
        clip = surface.get_clip()
        surface.set_clip(inner)
        top = round(self.scroll)
        for y, height, draw in self.pieces:
            if y + height < top or y > top + inner.height:
                continue
            draw(surface, inner.left, inner.top + y - top)
        surface.set_clip(clip)
        if self.max_scroll() > 0:
            bar = pygame.Rect(PAGE.right - 18, inner.top, 6, inner.height)
            pygame.draw.rect(surface, (40, 50, 44), bar, border_radius=3)
            share = inner.height / (self.height or 1)
            knob = pygame.Rect(bar.left, 0, bar.width, max(30, int(bar.height * share)))
            knob.top = bar.top + int((bar.height - knob.height) * (self.scroll / self.max_scroll()))
            pygame.draw.rect(surface, GOLD, knob, border_radius=3)
        # box: rules-hint
        hint = tr("Wheel, {up} {down} or Page Up/Down scroll; {left} {right} change section; Esc returns",
                  **controls.key_names())
        draw_text(surface, res, hint, BOXES["rules-hint"], (200, 200, 190), center=(WIDTH // 2, PAGE.bottom + 22))
