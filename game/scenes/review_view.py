"""How the hand review is drawn: the four hands face up at their seats (the
cards a step throws lifted and outlined in red, the cards it draws outlined
in gold, the partner's advised discard tagged with its name), each seat's
name with the dealer's and Esku's tokens, the call of the step in a speech
bubble at its seat (a seña's sign likewise, at its signer's), the lance track as a column of plaques, the score, the
list of steps with the current one lit, and the three lines that say what
the step was, what the decision behind it saw and what it left.

Every position is a name here; the review scene (game/scenes/review.py)
decides what is shown, this module only draws it, every text through the
fitting function in its named box.
"""
from __future__ import annotations

import pygame

from game import assets
from game.platform.i18n import tr
from game.model import LOUD, Kind, Phase
from game.review.story import CALL, DRAW, SHOW, SIGN
from game.words import ESKU, call_text, call_word, capitalised, keinua_sign, lance_word, team_name
from game.table.track import LanceTrack, plaque
from game.ui.bubbles import Bubble
from game.ui.text import BOXES, draw_text, reading_box, text_scale, text_surface
from game.ui.widgets import draw_tag, panel

CARD = assets.SMALL_CARD_SIZE
CARD_GAP = 8
ROW = 4 * CARD[0] + 3 * CARD_GAP
TABLE = pygame.Rect(30, 96, 1180, 690)
LIST = pygame.Rect(1230, 96, 660, 690)
DETAIL = pygame.Rect(30, 800, 1860, 176)
CARDS_AT = {2: (421, 124), 3: (48, 400), 1: (794, 400), 0: (421, 612)}   # each hand's first card
NAME_AT = {2: (400, 198), 3: (252, 358), 1: (998, 358), 0: (400, 686)}  # (anchor x, centre y)
NAME_RIGHT = {0, 2}  # names right-aligned at the left of the cards; others centred above them
BUBBLE_AT = {2: (1010, 198), 3: (252, 300), 1: (998, 300), 0: (1010, 686)}
PLAQUE = (200, 60)
PLAQUE_TOP, PLAQUE_STEP = 292, 72
PLAQUE_X = 625
ROW_HEIGHT = 31
LIST_ROWS = (LIST.height - 32) // ROW_HEIGHT  # at the normal Text size (`shown_rows`: at the size in use)
GOLD = (255, 214, 64)
INK = (236, 232, 214)
DIM = (170, 168, 150)
RED = (220, 60, 40)
ADVICE = (120, 220, 255)


def card_rect(seat: int, i: int) -> pygame.Rect:
    x, y = CARDS_AT[seat]
    return pygame.Rect(x + i * (CARD[0] + CARD_GAP), y, *CARD)


def draw_table(surface, res, review, index: int, name) -> None:
    """The felt part: hands, names, tokens, the bubble, the track."""
    step = review.steps[index]
    before = review.steps[index - 1] if index > 0 else step
    surface.blit(panel(res, TABLE, 120), TABLE)
    note = step.call
    signed = step.signed
    acting = note.seat if note is not None else signed.seat if signed is not None else None
    advised = set(note.advice.cards) if note is not None and note.advice is not None and \
        note.advice.kind == Kind.DISCARD else set()
    for seat in range(4):
        thrown = step.thrown if note is not None and note.seat == seat else ()
        hand = before.hands[seat] if thrown else step.hands[seat]
        for i, card in enumerate(hand):
            rect = card_rect(seat, i)
            if card in thrown:
                rect = rect.move(0, -22)
            surface.blit(res.card_face(card, CARD), rect)
            if card in thrown:
                pygame.draw.rect(surface, RED, rect.inflate(6, 6), 4, border_radius=8)
            elif step.kind == DRAW and card in step.drawn:
                pygame.draw.rect(surface, (255, 236, 60), rect.inflate(10, 10), 5, border_radius=9)
            if seat == 0 and card in advised:
                pygame.draw.rect(surface, ADVICE, rect.inflate(14, 14), 3, border_radius=10)
                draw_tag(surface, res, name(2), rect.move(0, -6))
        _draw_name(surface, res, seat, name(seat), acting=acting == seat,
                   dealer=seat == review.dealer, esku=seat == review.esku)
    if note is not None:
        bubble = Bubble(call_text(note.action), BUBBLE_AT[note.seat], 0.0, note.action.kind in LOUD)  # whole
        bubble.draw(surface, res, 1.0)
    elif signed is not None:
        Bubble(capitalised(keinua_sign(signed.keinua)), BUBBLE_AT[signed.seat], 0.0).draw(surface, res, 1.0)
    _draw_track(surface, res, review, step)


def _draw_name(surface, res, seat: int, text: str, acting: bool, dealer: bool, esku: bool) -> None:
    x, y = NAME_AT[seat]
    colour = GOLD if acting else INK
    anchor = {"midright": (x, y)} if seat in NAME_RIGHT else {"center": (x, y)}
    rect = draw_text(surface, res, text, BOXES["seat-name"], colour, **anchor)
    if acting:
        pygame.draw.line(surface, GOLD, (rect.left, rect.bottom + 1), (rect.right, rect.bottom + 1), 3)
    tokens = []
    if dealer:
        # box: tag
        tokens.append(tr("Dealer"))
    if esku:
        tokens.append(ESKU)
    for i, token in enumerate(tokens):
        label = text_surface(res, token, BOXES["tag"], (30, 24, 10))
        box = label.get_rect()
        if seat in NAME_RIGHT:
            box.topright = (x, rect.bottom + 8 + i * 34)
        else:
            box.midleft = (rect.right + 18 + i * 120, rect.centery)
        box = box.inflate(14, 6)
        pygame.draw.rect(surface, GOLD if token == ESKU else (230, 200, 150), box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))


def _draw_track(surface, res, review, step) -> None:
    results = {r.lance: r for r in step.track}
    for place, lance in enumerate(review.lances()):
        rect = pygame.Rect(0, 0, *PLAQUE)
        rect.midtop = (PLAQUE_X, PLAQUE_TOP + place * PLAQUE_STEP)
        current = step.kind == CALL and step.lance == lance
        surface.blit(plaque(res, rect.size, current), rect)
        title = res.text(lance_word(lance), 22, (160, 40, 20) if current else (52, 40, 26), bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 5)))
        value, colour = LanceTrack._value(results.get(lance), current, step.stake, step.hordago)
        draw_text(surface, res, value, BOXES["plaque-value"], colour, midbottom=(rect.centerx, rect.bottom - 5))


def draw_scores(surface, res, scores, centre) -> None:
    """`Us 12 · 8 Them` in the teams' colours, centred on `centre`."""
    parts = [text_surface(res, team_name(0), BOXES["score-team"], assets.TEAM_COLOURS[0]),
             res.text(f"{scores[0]}", 40, assets.TEAM_COLOURS[0], bold=True),
             res.text("·", 40, INK, bold=True),
             res.text(f"{scores[1]}", 40, assets.TEAM_COLOURS[1], bold=True),
             text_surface(res, team_name(1), BOXES["score-team"], assets.TEAM_COLOURS[1])]
    width = sum(p.get_width() for p in parts) + 16 * (len(parts) - 1)
    x = centre[0] - width // 2
    for part in parts:
        surface.blit(part, part.get_rect(midleft=(x, centre[1])))
        x += part.get_width() + 16


def list_rows(review, row_text, note_text) -> list[tuple[str, str, str, int, bool]]:
    """The list of steps: ("header", text, "", next step, False) for each part
    of the hand (the Mus, each lance), ("step", row, note, index, advice) for
    each step (`advice`: the note is the partner's alternative to the
    player's call, not a computer's estimate)."""
    rows = []
    section = None
    for i, step in enumerate(review.steps):
        if step.kind == CALL:
            here = step.lance if step.lance is not None else Phase.MUS
        elif step.kind == DRAW:
            here = Phase.MUS
        elif step.kind == SHOW:
            here = "show"
        elif step.kind == SIGN:
            here = step.lance  # a seña at its moment is under its lance; those told at the end stay there
        else:
            here = None
        if here is not None and here != section and here != "show":
            rows.append(("header", call_word(Kind.MUS) if here == Phase.MUS else lance_word(here), "", i, False))
        section = here if here is not None else section
        advice = step.call is not None and step.call.by_player
        rows.append(("step", row_text(step), note_text(step), i, advice))
    return rows


def row_height() -> int:
    """A row of the list: one line at the normal Text size; larger, the note
    goes under the row's words (two lines), so that both keep their room."""
    k = text_scale()
    return ROW_HEIGHT if k == 1.0 else round(ROW_HEIGHT * k * 1.9)


def shown_rows() -> int:
    """How many rows of the list are in sight (above the detail, which larger texts grow)."""
    bottom = min(LIST.bottom, detail_rect().top - 8)
    return max(1, (bottom - LIST.top - 16) // row_height())


def first_row(rows, index: int) -> int:
    """The first row shown so that the current step's row is in view."""
    at = next((r for r, row in enumerate(rows) if row[0] == "step" and row[3] == index), 0)
    shown = shown_rows()
    return max(0, min(at - shown // 2, len(rows) - shown))


def row_rect(slot: int) -> pygame.Rect:
    height = row_height()
    return pygame.Rect(LIST.left + 14, LIST.top + 16 + slot * height, LIST.width - 28, height)


def draw_list(surface, res, rows, index: int, top: int) -> None:
    surface.blit(panel(res, LIST, 210), LIST)
    shown = shown_rows()
    stacked = row_height() != ROW_HEIGHT
    row_box, note_box = reading_box("review-row"), reading_box("review-note")
    for slot, (kind, text, note, step, advice) in enumerate(rows[top:top + shown]):
        rect = row_rect(slot)
        if kind == "header":
            drawn = draw_text(surface, res, text, row_box, GOLD, midleft=(rect.left + 6, rect.centery))
            pygame.draw.line(surface, (120, 100, 60), (max(rect.left + 200, drawn.right + 16), rect.centery),
                             (rect.right, rect.centery), 1)
            continue
        current = step == index
        if current:
            pygame.draw.rect(surface, (70, 58, 24), rect, border_radius=6)
            pygame.draw.rect(surface, GOLD, rect, 2, border_radius=6)
        colour = GOLD if current else (INK if step < index else DIM)
        words_y = rect.top + rect.height * 0.28 if stacked else rect.centery
        draw_text(surface, res, text, row_box, colour, midleft=(rect.left + 22, words_y))
        if note:
            at = (rect.left + 60, rect.top + rect.height * 0.72) if stacked else (rect.left + 426, rect.centery)
            draw_text(surface, res, note, note_box, ADVICE if advice else colour, midleft=at)
    if len(rows) > shown:
        bar = pygame.Rect(LIST.right - 12, LIST.top + 16, 5, shown * row_height())
        pygame.draw.rect(surface, (40, 50, 44), bar, border_radius=3)
        knob = pygame.Rect(bar.left, 0, bar.width, max(24, bar.height * shown // len(rows)))
        knob.top = bar.top + (bar.height - knob.height) * top // max(1, len(rows) - shown)
        pygame.draw.rect(surface, GOLD, knob, border_radius=3)


def detail_rect() -> pygame.Rect:
    """The detail's panel: larger texts (the Text size) grow it upwards, over
    the foot of the table and of the list."""
    extra = round(DETAIL.height * (text_scale() - 1) * 2)
    return DETAIL.inflate(0, extra).move(0, -extra // 2)


def draw_detail(surface, res, what: str, why: str, outcome: str) -> None:
    detail = detail_rect()
    surface.blit(panel(res, detail, 225) if detail == DETAIL else panel(res, detail, solid=True), detail)
    x = detail.centerx
    top = draw_text(surface, res, what, reading_box("review-what"), GOLD, midtop=(x, detail.top + 14))
    if why:
        draw_text(surface, res, why, reading_box("review-why"), INK, midtop=(x, max(detail.top + 64, top.bottom + 6)))
    if outcome:
        draw_text(surface, res, outcome, reading_box("review-outcome"), (255, 190, 120),
                  midbottom=(x, detail.bottom - 12))
