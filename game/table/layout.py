"""Where everything sits on the 1920x1080 table (see shared/TABLE.md).

Everything here is by place, not by the model's seat: the player at the
bottom (place 0), the right opponent (1), the partner at the top (2), the
left opponent (3), whichever seat the player has (game/table/seen.py turns
seats into places, and teams into sides: the player's team's score panel on
the left, 0); the score panels in the top corners, the lance track across the
middle, the stake in the centre, the action bar at the bottom right. Every
position the table's pieces use is a name here, so moving a thing means
changing one line.
"""
from __future__ import annotations

import pygame

from game import assets

WIDTH, HEIGHT = 1920, 1080

BIG = assets.CARD_SIZE          # the player's cards
SMALL = assets.SMALL_CARD_SIZE  # the other seats' cards

NAME_AT = {0: (170, 860), 1: (1748, 298), 2: (604, 238), 3: (172, 298)}
# Each computer player's portrait: beside its cards, on the table's side
# (the partner's left of its cards, above its name).
FACE_HEIGHT = 200
FACE_RECT = {1: pygame.Rect(1478, 318, 200, FACE_HEIGHT), 2: pygame.Rect(504, 12, 200, FACE_HEIGHT),
             3: pygame.Rect(242, 318, 200, FACE_HEIGHT)}
# Each seat's speech bubble: the player's above its cards, the opponents' under
# their faces, the partner's at the foot of her face, to its right (under her
# cards, above the lance track), growing away from the face: BUBBLE_ANCHOR
# says which point of the bubble stands at BUBBLE_AT (its centre otherwise).
BUBBLE_AT = {0: (640, 768), 1: (1578, 578), 2: (716, 216), 3: (342, 578)}
BUBBLE_ANCHOR = {2: "midleft"}
MARKER_AT = {0: (170, 930), 1: (1748, 712), 2: (1300, 186), 3: (172, 712)}
# The player's own seña while it is made: a face above the left end of the
# player's cards (clear of the left seat's tokens and the player's bubble).
OWN_SIGN_AT = (400, 770)
# Where a seat's cards come from when it is dealt or draws (the dealer's place).
DECK_AT = {0: (700, 640), 1: (1500, 500), 2: (912, 200), 3: (330, 500)}
HEAP_AT = (1230, 420)   # the discards of an exchange (in the middle: hidden while a panel holds it, canvas.py)
# Where a seat's chips come from when it bets: in front of it, towards the centre.
BET_FROM = {0: (760, 760), 1: (1440, 600), 2: (960, 230), 3: (480, 600)}
# The foot of the stake's chip stack, on the felt: low in the middle's left
# part, beside the fan of señas and under the coach's panel at its tallest
# (its label, to the right, and a Hordago's word, to the left, are read
# there: a panel in the middle never covers them).
STAKE_AT = (630, 702)
STAKE_WORDS_TOP = 640   # the top of the band the stake's label and a Hordago's word take
# The first face of the player's fan of señas (its top left), to the right of
# the stake's label: the label ends before it (game/table/fan.py, chips.py).
FAN_AT = (896, 620)
BANNER_AT = (WIDTH // 2, 450)
# The middle of the felt, where what the player reads there goes: under the
# lance track, between the side players' bubbles, above the player's own
# bubble (and above the fan of señas, when it shows: its top is the bottom
# then). The coach's panel, a pause's message and the lance's banner take
# turns there (never two at once); in a lesson, the lesson's panel holds it
# and shows the table's announcements inside it (game/table/lesson.py).
MIDDLE = pygame.Rect(520, 362, 880, 354)
MESSAGE_AT = (960, 470)  # a pause's message, centred here, kept inside MIDDLE

SCORE_RECT = {0: pygame.Rect(24, 24, 430, 196), 1: pygame.Rect(1466, 24, 430, 196)}
TRACK_TOP = 276
PLAQUE_SIZE = (210, 74)
PLAQUE_GAP = 14

BUTTON_X = (1040, 1248, 1456, 1664)
BUTTON_Y = (812, 902, 992)
BUTTON_SIZE = (196, 72)
STEPPER_SIZE = (64, 72)
LESS_X, MORE_X = 1664, 1796
AMOUNT_AT = (1762, BUTTON_Y[1] + 36)
PROMPT_AT = (1450, BUTTON_Y[0] - 18)  # clear of the advice's tag astride a button's top


def slot(seat: int, i: int) -> tuple[int, int]:
    """Top-left of the i-th card of a seat's hand."""
    if seat == 0:
        return (330 + i * 168, 826)
    if seat == 2:
        return (741 + i * 114, 26)
    return (1700 if seat == 1 else 124, 336 + i * 64)


def card_size(seat: int) -> tuple[int, int]:
    return BIG if seat == 0 else SMALL


def plaque_rect(place: int) -> pygame.Rect:
    """The lance track's plaque at `place` (0 Haundia .. 3 Jokua / Pundua)."""
    w, h = PLAQUE_SIZE
    left = WIDTH // 2 - (4 * w + 3 * PLAQUE_GAP) // 2
    return pygame.Rect(left + place * (w + PLAQUE_GAP), TRACK_TOP, w, h)


def plaque_stack_at(place: int) -> tuple[int, int]:
    """Where a deferred stake's chips stand (bottom centre of their column):
    on the right end of their plaque."""
    rect = plaque_rect(place)
    return (rect.right - 36, rect.bottom - 6)  # the chips clear of the plaque's frame


SCORE_CHIPS_X = 20        # the panel's chip stacks, from its left edge
SCORE_CHIPS_X_MATCH = 240  # in a match: under the score, clear of the games won


def score_chips_left(team: int, match: bool) -> int:
    """The left edge of a team's chip stacks on its score panel."""
    return SCORE_RECT[team].left + (SCORE_CHIPS_X_MATCH if match else SCORE_CHIPS_X)


def score_stack_at(team: int, match: bool = False) -> tuple[int, int]:
    """Where chips land when they are paid to a team: its panel's stacks."""
    return (score_chips_left(team, match) + 100, SCORE_RECT[team].bottom - 40)


def button_rect(column: int, row: int) -> tuple[int, int, int, int]:
    return (BUTTON_X[column], BUTTON_Y[row], *BUTTON_SIZE)
