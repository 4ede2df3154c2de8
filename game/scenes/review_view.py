"""How the hand review is drawn: the four hands face up at their seats (the
cards a step throws lifted and outlined in red, the cards it draws outlined
in gold, the partner's advised discard tagged with its name), each seat's
name with the dealer's and Esku's tokens, the call of the step in a speech
bubble at its seat (a seña's sign likewise, at its signer's), the lance track as a column of plaques
(two by two when the picture is smaller), the score, the
list of steps with the current one lit, and the three lines that say what
the step was, what the decision behind it saw and what it left. Larger texts
(the Text size) grow the detail upwards; the hands' picture then shrinks to
stay whole above it (`picture`), its words keeping their size.

Every position is a name here; the review scene (game/scenes/review.py)
decides what is shown, this module only draws it, every text through the
fitting function in its named box.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

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
TABLE = pygame.Rect(30, 96, 1180, 690)
LIST = pygame.Rect(1230, 96, 660, 690)
DETAIL = pygame.Rect(30, 800, 1860, 176)
# The hands' picture at full size (the normal Text size): each hand's middle
# (x) and top (y); the names, tokens, bubbles and plaques are placed from them.
HAND_MIDDLE = {2: 625, 3: 252, 1: 998, 0: 625}
HAND_TOP = {2: 124, 3: 400, 1: 400, 0: 612}
NAME_RIGHT = {0, 2}  # names right-aligned at the left of the cards; others centred above them
NAME_GAP = 21       # from a right-aligned name to its hand
NAME_HALF = 20      # half a name's height ("seat-name")
NAME_CLEAR = 26     # from a name centred above its hand to the hand's lifted cards
RISE = 22           # a thrown card, lifted (at full size)
TOKEN_GAP = 8       # from a name (seats 0 and 2: below, above) or a hand (the sides: under it) to its token
BUBBLE_HALF = 33    # half a bubble of one line at the normal Text size
BUBBLE_LINE = 40    # a bubble's line, which the Text size grows
PICTURE_GAP = 14    # between the picture's panel and the detail's
REACH = 664         # from the panel's top to the bottom hand's foot, at full size
RING = 12           # under it: the ring round an advised card, and the panel's edge
PLAQUE = (200, 60)
PLAQUE_X = 625
PLAQUE_DROP = 20    # from the top hand to the track, at full size
PLAQUE_STEP = 72
TAG_ROOM = 40       # above the bottom hand's lifted cards: the tag of the partner's advised discard
PLAQUE_PAIR = (190, 60)  # the track in two columns, when one does not fit (narrower, between wide hands)
ROW_HEIGHT = 31
LIST_ROWS = (LIST.height - 32) // ROW_HEIGHT  # at the normal Text size (`shown_rows`: at the size in use)
GOLD = (255, 214, 64)
INK = (236, 232, 214)
DIM = (170, 168, 150)
RED = (220, 60, 40)
ADVICE = (120, 220, 255)


@dataclass(frozen=True)
class Picture:
    """Where the hands' picture is drawn at one Text size: its panel ends
    above the detail's (which larger texts grow upwards), and the cards, the
    gaps and the places shrink together to fit it; the words keep their size."""
    panel: pygame.Rect
    card: tuple[int, int]
    gap: int
    rise: int            # a thrown card, lifted
    cards_at: dict       # each hand's first card
    name_at: dict        # (anchor x, centre y)
    bubble_at: dict      # a bubble's centre (across), its foot (at the sides)
    plaques: tuple       # the track's four places


def picture(factor: float | None = None) -> Picture:
    """The hands' picture at the Text size in use (or `factor`)."""
    return _picture(text_scale() if factor is None else factor)


@lru_cache(maxsize=None)
def _picture(factor: float) -> Picture:
    room = TABLE.clip(pygame.Rect(TABLE.topleft, (TABLE.width, detail_rect(factor).top - PICTURE_GAP - TABLE.top)))
    k = min(1.0, (room.bottom - RING - TABLE.top) / REACH)
    card = (round(CARD[0] * k), round(CARD[1] * k))
    gap = round(CARD_GAP * k)
    width, rise = 4 * card[0] + 3 * gap, round(RISE * k)
    half = round(BUBBLE_HALF + BUBBLE_LINE * (factor - 1) / 2)
    cards_at, name_at, bubble_at = {}, {}, {}
    for seat in (2, 0):  # across: the name at the hand's left, the bubble at its right
        x, y = HAND_MIDDLE[seat] - width // 2, TABLE.top + round((HAND_TOP[seat] - TABLE.top) * k)
        beside = (x + width + RING + room.right - RING) // 2  # between the hand's rings and the panel's edge
        cards_at[seat], name_at[seat], bubble_at[seat] = (x, y), (x - NAME_GAP, y + card[1] // 2), \
            (beside, y + card[1] // 2)
    # at the sides: the bubble above the name above the hand, all below the name of the hand across
    below_across = name_at[2][1] + NAME_HALF + 4 + 2 * half + 4 + NAME_HALF + NAME_CLEAR + rise
    for seat in (3, 1):
        y = max(TABLE.top + round((HAND_TOP[seat] - TABLE.top) * k), below_across)
        cards_at[seat] = (HAND_MIDDLE[seat] - width // 2, y)
        name_at[seat] = (HAND_MIDDLE[seat], y - rise - NAME_CLEAR)
        bubble_at[seat] = (HAND_MIDDLE[seat], y - rise - NAME_CLEAR - NAME_HALF - 4)  # its foot
    top, bottom = cards_at[2][1] + card[1] + round(PLAQUE_DROP * k), cards_at[0][1] - rise - TAG_ROOM
    step = min(PLAQUE_STEP, (bottom - top - PLAQUE[1]) // 3)
    if step >= PLAQUE[1] + 4:
        plaques = tuple(pygame.Rect(PLAQUE_X - PLAQUE[0] // 2, top + i * step, *PLAQUE) for i in range(4))
    else:  # two by two, between the hands at the sides
        h = PLAQUE_PAIR[1]
        w = min(PLAQUE_PAIR[0], (cards_at[1][0] - (cards_at[3][0] + width) - 32) // 2)  # clear of the rings
        top = (top + bottom - 2 * h - 8) // 2
        plaques = tuple(pygame.Rect(PLAQUE_X - w - 6 + (i % 2) * (w + 12), top + (i // 2) * (h + 8), w, h)
                        for i in range(4))
    return Picture(room, card, gap, rise, cards_at, name_at, bubble_at, plaques)


def hand_rect(seat: int, shown: Picture) -> pygame.Rect:
    """Where a hand's four cards stand (unlifted)."""
    return card_rect(seat, 0, shown).union(card_rect(seat, 3, shown))


def card_rect(seat: int, i: int, shown: Picture | None = None) -> pygame.Rect:
    shown = shown or picture()
    x, y = shown.cards_at[seat]
    return pygame.Rect(x + i * (shown.card[0] + shown.gap), y, *shown.card)


def draw_table(surface, res, review, index: int, name) -> list[tuple[str, pygame.Rect]]:
    """The hands' picture: hands, names, tokens, the bubble, the track.
    Returns what it drew where: ("card", rect) for each card with its ring,
    ("name", rect), ("token", rect), ("tag", rect), ("bubble", rect),
    ("plaque", rect); and ("panel", rect) first."""
    shown = picture()
    step = review.steps[index]
    before = review.steps[index - 1] if index > 0 else step
    places = [("panel", surface.blit(panel(res, shown.panel, 120), shown.panel))]
    note = step.call
    signed = step.signed
    acting = note.seat if note is not None else signed.seat if signed is not None else None
    advised = set(note.advice.cards) if note is not None and note.advice is not None and \
        note.advice.kind == Kind.DISCARD else set()
    names = {}   # each seat's name, where drawn
    for seat in range(4):
        thrown = step.thrown if note is not None and note.seat == seat else ()
        hand = before.hands[seat] if thrown else step.hands[seat]
        for i, card in enumerate(hand):
            rect = card_rect(seat, i, shown)
            if card in thrown:
                rect = rect.move(0, -shown.rise)
            ring = surface.blit(res.card_face(card, shown.card), rect)
            if card in thrown:
                ring = pygame.draw.rect(surface, RED, rect.inflate(6, 6), 4, border_radius=8)
            elif step.kind == DRAW and card in step.drawn:
                ring = pygame.draw.rect(surface, (255, 236, 60), rect.inflate(10, 10), 5, border_radius=9)
            if seat == 0 and card in advised:
                ring = pygame.draw.rect(surface, ADVICE, rect.inflate(14, 14), 3, border_radius=10)
                places.append(("tag", draw_tag(surface, res, name(2), rect.move(0, -6))))
            places.append(("card", ring.union(rect)))
        drawn = _draw_name(surface, res, seat, shown, name(seat), acting=acting == seat,
                           dealer=seat == review.dealer, esku=seat == review.esku)
        names[seat] = drawn[0][1]
        places += drawn
    if note is not None:
        bubble = _bubble(res, call_text(note.action), note.seat, shown, names, note.action.kind in LOUD)
        places.append(("bubble", bubble.draw(surface, res, 1.0)))
    elif signed is not None:
        bubble = _bubble(res, capitalised(keinua_sign(signed.keinua)), signed.seat, shown, names)
        places.append(("bubble", bubble.draw(surface, res, 1.0)))
    places += _draw_track(surface, res, review, step, shown.plaques)
    return places


def _bubble(res, text: str, seat: int, shown: Picture, names: dict, emphatic: bool = False) -> Bubble:
    """A call's or a seña's bubble at `seat`, shown whole, in the review's
    narrower box ("review-bubble": a long seña's sign in the table's box
    covered the hand's cards and ran over the panel's edge): across (seats 0
    and 2) centred between the hand's rings and the panel's edge, at the
    sides standing on the name (a second line grows it upwards). A side's
    bubble that would touch another seat's name (`names`: each seat's, as
    drawn; the name across, at
    the larger Text sizes, where the picture shrinks: a sign of two lines
    ran over it) comes down over its own seat's name instead, to the hand's
    lifted cards (the bubble says who speaks; a name half covered read as
    a mistake)."""
    if seat in (0, 2):
        return Bubble(text, shown.bubble_at[seat], 0.0, emphatic, align="center", box="review-bubble")
    x, foot = shown.bubble_at[seat]
    bubble = Bubble(text, (x, foot), 0.0, emphatic, align="midbottom", box="review-bubble")
    rect = bubble.rect(res)
    if any(other != seat and name.colliderect(rect) for other, name in names.items()):
        bubble.anchor = (x, shown.cards_at[seat][1] - shown.rise - 4)
    return bubble


def _draw_name(surface, res, seat: int, shown: Picture, text: str, acting: bool, dealer: bool, esku: bool) -> list:
    """A seat's name, and its tokens on the side away from the table's
    middle: below the name at the foot, above it at the head, under the hand
    at the sides. The name comes first in what it returns."""
    x, y = shown.name_at[seat]
    colour = GOLD if acting else INK
    anchor = {"midright": (x, y)} if seat in NAME_RIGHT else {"center": (x, y)}
    rect = draw_text(surface, res, text, BOXES["seat-name"], colour, **anchor)
    places = [("name", rect)]
    if acting:
        pygame.draw.line(surface, GOLD, (rect.left, rect.bottom + 1), (rect.right, rect.bottom + 1), 3)
        places[0] = ("name", rect.inflate(0, 8))
    tokens = []
    if dealer:
        # box: tag
        tokens.append(tr("Dealer"))
    if esku:
        tokens.append(ESKU)
    hand = hand_rect(seat, shown)
    for i, token in enumerate(tokens):
        label = text_surface(res, token, BOXES["tag"], (30, 24, 10))
        box = label.get_rect()
        if seat == 0:
            box.topright = (x, rect.bottom + TOKEN_GAP + i * 34)
        elif seat == 2:
            box.bottomright = (x, rect.top - TOKEN_GAP - i * 34)
        else:
            box.midtop = (hand.centerx + (2 * i - len(tokens) + 1) * 65, hand.bottom + TOKEN_GAP + 3)
        box = box.inflate(14, 6)
        pygame.draw.rect(surface, GOLD if token == ESKU else (230, 200, 150), box, border_radius=8)
        surface.blit(label, label.get_rect(center=box.center))
        places.append(("token", box))
    return places


def _draw_track(surface, res, review, step, places) -> list:
    results = {r.lance: r for r in step.track}
    drawn = []
    for rect, lance in zip(places, review.lances()):
        current = step.kind == CALL and step.lance == lance
        surface.blit(plaque(res, rect.size, current), rect)
        title = res.text(lance_word(lance), 22, (160, 40, 20) if current else (52, 40, 26), bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 5)))
        value, colour = LanceTrack._value(results.get(lance), current, step.stake, step.hordago)
        draw_text(surface, res, value, BOXES["plaque-value"], colour, midbottom=(rect.centerx, rect.bottom - 5))
        drawn.append(("plaque", rect))
    return drawn


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
            here = step.lance  # a seña, at its moment: under its lance
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


def detail_rect(factor: float | None = None) -> pygame.Rect:
    """The detail's panel: larger texts (the Text size in use, or `factor`)
    grow it upwards, over the foot of the list; the hands' picture shrinks
    to stay above it (`picture`)."""
    extra = round(DETAIL.height * ((text_scale() if factor is None else factor) - 1) * 2)
    return DETAIL.inflate(0, extra).move(0, -extra // 2)


def draw_detail(surface, res, what: str, why: str, outcome: str) -> list[pygame.Rect]:
    """The three lines of the step; returns where each text went."""
    detail = detail_rect()
    surface.blit(panel(res, detail, 225) if detail == DETAIL else panel(res, detail, solid=True), detail)
    x = detail.centerx
    top = draw_text(surface, res, what, reading_box("review-what"), GOLD, midtop=(x, detail.top + 14))
    drawn = [top]
    if why:
        drawn.append(draw_text(surface, res, why, reading_box("review-why"), INK,
                               midtop=(x, max(detail.top + 64, top.bottom + 6))))
    if outcome:
        drawn.append(draw_text(surface, res, outcome, reading_box("review-outcome"), (255, 190, 120),
                               midbottom=(x, detail.bottom - 12)))
    return drawn
