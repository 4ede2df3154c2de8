"""Text that fits its box: the one function every screen draws words with.

A `Box` is the room a message has where it is shown: a width, a height, the
font size it is meant to be read at, bold or not, how many lines it may take,
the smallest size it may shrink to, and how its lines are aligned. `BOXES`
names the boxes of the screens (a button of the menus, a notice, a settings
row...); the comment `# box: NAME` just above a marked message tells the
text-fitting test (tests/ui/test_text_fits.py) which box to render it in, in
every language.

`fit(res, text, box)` lays the text out: words wrap onto the box's lines,
and when the lines do not fit the size shrinks step by step down to
`min_size`; a word too long for a line even at that size is broken with a
hyphen (only then); the text is never cut.
`Fitted.fits` says whether it fitted at or above `min_size` (the test's
question). `draw_text` blits it; `text_surface` gives the composed surface
(cached per text, box and colour) for callers that scale or blend it.
`common_box` gives a group of texts one size (the largest that fits them all).
The reading texts (`READING`: notices, bubbles, the summary, the review, the coach, the
rules) follow the Text size setting: `reading_box(name)` is their box at the
size in use (`use_text_scale`: the current context's, set by the App).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from game import assets
from game.platform import context

LEFT, CENTRE = "left", "centre"


@dataclass(frozen=True, slots=True)
class Box:
    width: int
    height: int
    size: int
    bold: bool = False
    lines: int = 1          # at most this many lines (0: as many as the height holds)
    min_size: int = 0       # 0: about three quarters of `size`, never under 14
    align: str = CENTRE
    frame: tuple[int, int] | None = None  # the widget's outer size, when the box sits in one

    @property
    def smallest(self) -> int:
        return self.min_size or max(14, round(self.size * 0.75))

    def sized(self, width: int | None = None, height: int | None = None) -> "Box":
        """This box with another width or height (the lesson panel gives its
        said text the room left above the fan of señas)."""
        return replace(self, width=width if width is not None else self.width,
                       height=height if height is not None else self.height)


LABEL_PAD = 3         # the face left clear above and below a label's lines


def button_box(frame: tuple[int, int], size: int, lines: int = 2) -> Box:
    """The label's room in a button of outer size `frame`: on the frame's face
    (between its top edge and its bottom bevel, where Button centres it), a
    few pixels clear of them, and clear of the rounded sides and of the
    hotkey letter in the top-right corner; so that two lines never touch the
    border."""
    face = frame[1] - assets.BUTTON_FACE[0] - assets.BUTTON_FACE[1]
    return Box(frame[0] - 44, face - 2 * LABEL_PAD, size, bold=True, lines=lines,
               min_size=max(16, round(size * 0.6)), frame=frame)


BOXES: dict[str, Box] = {
    # menus (title, pause, game over, between games)
    "menu-button": button_box((460, 80), 32),
    "title-button": button_box((460, 72), 30),  # the title's nine: a little lower
    "title": Box(1800, 110, 84, bold=True),
    "overlay-title": Box(1200, 96, 72, bold=True),
    "subtitle": Box(1500, 84, 30, lines=2),
    "team": Box(360, 48, 40, bold=True),
    "team-pips": Box(320, 40, 32, bold=True),
    "notice": Box(1800, 64, 24, bold=True, lines=2, min_size=18),
    "banner": Box(960, 44, 20, bold=True, lines=2, min_size=15),  # between the table's score panels
    "tag": Box(300, 26, 18, bold=True),
    "over-level": Box(700, 36, 26, bold=True, min_size=18),  # game over: the opponents' level, under the score
    # settings
    "settings-label": Box(500, 56, 30, lines=2, min_size=20, align=LEFT),
    "settings-value": Box(370, 50, 30, bold=True, lines=1, min_size=20),
    "settings-help": Box(1080, 70, 26, lines=2, min_size=20),
    "settings-note": Box(1700, 64, 24, lines=2, min_size=18),
    "settings-button": button_box((520, 70), 30),
    # the controls screen (game/scenes/controls_screen.py): a row's action, a heading, the line under them
    "controls-label": Box(330, 32, 24, min_size=16, align=LEFT),
    "controls-value": Box(220, 30, 22, bold=True, min_size=14),
    "controls-heading": Box(540, 40, 28, bold=True, min_size=20, align=LEFT),
    "controls-message": Box(1800, 64, 24, bold=True, lines=2, min_size=18),
    "back-button": button_box((360, 78), 32),
    # the players screen
    "screen-title": Box(1800, 96, 72, bold=True),
    "version": Box(400, 30, 22, min_size=16),
    "players-subtitle": Box(1760, 40, 28),
    "players-role": Box(520, 40, 28, bold=True),
    "players-slider": Box(136, 34, 24, bold=True, min_size=18),
    "players-problem": Box(520, 54, 22, bold=True, lines=2, min_size=16),
    "players-count": Box(520, 28, 20),
    "players-hint": Box(1760, 70, 26, lines=2, min_size=20),
    "players-button": button_box((340, 80), 32),
    "players-why": Box(600, 54, 22, bold=True, lines=2, min_size=16),
    "players-level": Box(160, 44, 28, bold=True, min_size=20),
    "players-level-why": Box(520, 54, 20, lines=2, min_size=15),
    # the table (game/table/layout.py places them)
    "seat-name": Box(320, 40, 30, bold=True),
    "team-members": Box(250, 30, 20, min_size=15),
    "score-team": Box(150, 40, 30, bold=True, min_size=20),
    "score-games": Box(220, 52, 22, bold=True, lines=2, min_size=15, align=LEFT),  # left of the score
    "marker-word": Box(130, 26, 20, bold=True, min_size=14),
    "plaque-value": Box(150, 28, 22, min_size=14),
    "stake-label": Box(360, 40, 28, bold=True, min_size=20, align=LEFT),
    "table-button": button_box((196, 72), 28),
    "table-prompt": Box(860, 32, 24, min_size=16),
    "coach-title": Box(840, 36, 28, bold=True, min_size=18),  # the coach panel in the middle of the felt
    "coach-chance": Box(840, 30, 22, min_size=15),
    "coach-reason": Box(840, 90, 24, lines=3, min_size=15),
    "sign-caption": Box(760, 30, 22, min_size=14),  # under the fan of señas: the one pointed at, who saw
    "sign-note": Box(184, 28, 20, bold=True, min_size=13),  # on a face: the seña the player saw it make
    "pause-message": Box(800, 92, 34, bold=True, lines=2, min_size=24),  # in the middle of the felt
    "pause-hint": Box(800, 28, 20, min_size=15),
    # a lesson's panel in the middle of the felt (game/table/lesson.py), and over the track while the
    # summary counts; the lance's name when its banner is up
    "lesson-title": Box(840, 34, 25, bold=True, lines=1, min_size=18),
    "lesson-text": Box(840, 110, 23, lines=0, min_size=16, align=LEFT),
    "lesson-text-wide": Box(928, 84, 21, lines=0, min_size=15, align=LEFT),  # three lines
    "lesson-note": Box(840, 78, 21, bold=True, lines=0, min_size=15, align=LEFT),
    "lesson-hint": Box(840, 26, 18, min_size=13),
    "lesson-lance": Box(840, 70, 56, bold=True, min_size=40),
    # the summary over the table
    "summary-title": Box(860, 48, 36, bold=True, min_size=26),
    "summary-team": Box(160, 36, 28, min_size=18, align=LEFT),
    "summary-why": Box(300, 36, 28, min_size=18, align=LEFT),
    "summary-points": Box(170, 36, 28, bold=True, min_size=18, align=LEFT),
    "summary-empty": Box(860, 36, 28, min_size=20),
    "summary-button": button_box((320, 76), 30),
    # the on-screen keyboard (the narrowest of its word keys, and the space bar)
    "keyboard-key": button_box((220, 68), 30),
    "keyboard-hint": Box(240, 30, 20, bold=True, min_size=15),
    "keyboard-wide": button_box((440, 68), 30),
    # speech bubbles at the table
    "bubble": Box(460, 90, 34, bold=True, lines=2, min_size=24),
    # the hand review (game/scenes/review.py)
    "review-title": Box(1100, 56, 40, bold=True, min_size=26),
    # a call's or a seña's bubble at a hand across in the review's picture: narrower than the table's,
    # to stand between the hand and the panel's edge; like the picture's other words it keeps its size
    # at every Text size (the picture shrinks instead: game/scenes/review_view.py)
    "review-bubble": Box(280, 90, 34, bold=True, lines=2, min_size=20),
    "review-what": Box(1760, 46, 32, bold=True, min_size=22),
    "review-why": Box(1760, 72, 26, lines=2, min_size=18),
    "review-outcome": Box(1760, 36, 26, bold=True, min_size=17),
    "review-row": Box(390, 30, 22, min_size=14, align=LEFT),
    "review-note": Box(210, 30, 20, min_size=13, align=LEFT),
    "review-button": button_box((170, 64), 26),
    "review-hint": Box(420, 60, 20, lines=2, min_size=14),
    # the last hands and the statistics
    "hands-row": button_box((880, 76), 22),
    "hands-empty": Box(1400, 80, 30, lines=2, min_size=22),
    "stats-heading": Box(580, 40, 30, bold=True, min_size=20, align=LEFT),
    "stats-trophy": Box(310, 60, 24, bold=True, lines=2, min_size=15, align=LEFT),  # the championships won, by the txapela
    "stats-figure": Box(280, 34, 26, bold=True, min_size=16),
    "stats-caption": Box(370, 30, 20, min_size=14),
    "stats-label": Box(290, 30, 22, min_size=14, align=LEFT),
    "stats-value": Box(170, 30, 22, bold=True, min_size=14),
    "stats-pair": Box(330, 30, 20, min_size=13, align=LEFT),
    "stats-note": Box(840, 50, 20, lines=2, min_size=14),
    "stats-button": button_box((300, 72), 28),
    "stats-big": Box(360, 76, 60, bold=True, min_size=40),
    "stats-axis": Box(66, 24, 18, min_size=12, align=LEFT),
    "stats-mark": Box(116, 24, 18, min_size=12, align=LEFT),  # a level's name beside its line in the rating chart
    "stats-share": Box(90, 24, 20, bold=True, min_size=14, align=LEFT),
    # the championship's screens (game/scenes/txapelketa_screens.py): the groups' tables and the bracket
    "txapelketa-heading": Box(400, 40, 30, bold=True, min_size=20, align=LEFT),
    "txapelketa-column": Box(140, 26, 18, bold=True, min_size=14),
    "txapelketa-pair": Box(250, 32, 26, bold=True, min_size=16, align=LEFT),
    "txapelketa-level": Box(170, 30, 22, min_size=14, align=LEFT),
    "txapelketa-figure": Box(116, 30, 24, bold=True, min_size=16),
    "txapelketa-players": Box(256, 26, 18, min_size=12, align=LEFT),
    "txapelketa-style": Box(200, 26, 18, min_size=13, align=LEFT),
    "txapelketa-reason": Box(330, 26, 18, min_size=13, align=LEFT),
    "txapelketa-line": Box(1760, 40, 28, bold=True, min_size=18),
    "txapelketa-slot": Box(400, 30, 22, min_size=14, align=LEFT),
    "txapelketa-button": button_box((320, 72), 28),
    # the other matches (game/scenes/txapelketa_matches.py): a match's row, a hand's row, the printout's command
    "txapelketa-match-row": button_box((860, 50), 20, lines=1),
    "txapelketa-hand-row": button_box((560, 50), 20, lines=1),
    "txapelketa-command": Box(1800, 34, 22, min_size=14),
    "txapelketa-page": button_box((120, 72), 28, lines=1),
    # the partner's choice: each character's card
    "partner-level": Box(316, 32, 26, bold=True, min_size=18),
    "partner-style": Box(316, 28, 20, min_size=14),
    "partner-why": Box(316, 58, 17, lines=3, min_size=13),
    # the rules screen
    "rules-title": Box(1200, 90, 64, bold=True),
    # one size for every tab, on one line or two: 2 lines of 18 px fill a 62 px tab's face, clear of its edges
    "rules-tab": Box(206, 43, 18, bold=True, lines=2, min_size=18, frame=(250, 62)),
    "rules-heading": Box(1400, 100, 40, bold=True, lines=2, align=LEFT),
    "rules-text": Box(1400, 4000, 27, lines=0, align=LEFT),
    "rules-caption": Box(400, 84, 22, lines=3, min_size=17),
    "rules-cell-first": Box(240, 200, 22, bold=True, lines=0, align=LEFT),
    "rules-cell": Box(350, 200, 22, lines=0, align=LEFT),
    # a seña under its face: its name, then its sign and what it tells
    "rules-face-name": Box(330, 30, 24, bold=True, min_size=18),
    "rules-face-text": Box(330, 52, 20, lines=2, min_size=16),
    "rules-hint": Box(1600, 36, 22, min_size=17),
}


# The reading texts, which the Text size setting makes larger: each box's
# widest and tallest room on its screen (None: it grows as the text does). A
# larger text grows its box by the same factor up to that room, and takes
# more lines when the width is held.
READING: dict[str, tuple[int | None, int | None]] = {
    "notice": (1800, 150), "pause-message": (800, 260), "bubble": (700, 200),
    "summary-title": (None, None), "summary-team": (None, None), "summary-why": (None, None),
    "summary-points": (None, None), "summary-empty": (None, None),
    "review-row": (600, None), "review-note": (560, None),  # the list's rows: the note under the words
    "review-what": (1760, 130), "review-why": (1760, 220), "review-outcome": (1760, 90),
    "rules-heading": (1400, 240), "rules-text": (1400, None), "rules-caption": (400, 300),
    "rules-cell-first": (240, 800), "rules-cell": (350, 800),
    "rules-face-name": (330, 90), "rules-face-text": (330, 150),
    # the coach panel (game/table/coach.py): as wide as the panel, as tall as the felt above the señas allows
    "coach-title": (840, 44), "coach-chance": (840, 36), "coach-reason": (840, 130),
    # a lesson's panel (game/table/lesson.py): as wide as the middle of the felt
    "lesson-text": (840, 240), "lesson-note": (840, 160), "lesson-text-wide": (928, 180), "lesson-lance": (840, 100),
}
def use_text_scale(factor: float) -> None:
    """The Text size in use (game/platform/settings.py TEXT_SIZES: 1, 1.2, 1.4),
    kept in the current context (game/platform/context.py)."""
    context.current().text_scale = factor


def text_scale() -> float:
    """The current context's Text size."""
    return context.current().text_scale


def reading_box(name: str, factor: float | None = None) -> Box:
    """BOXES[name], made larger by the Text size in use (or `factor`) when it
    is a reading text (`READING`); any other box as it is."""
    factor = context.current().text_scale if factor is None else factor
    return _scaled(name, factor) if name in READING and factor != 1.0 else BOXES[name]


@lru_cache(maxsize=None)
def _scaled(name: str, factor: float) -> Box:
    box = BOXES[name]
    most_wide, most_tall = READING[name]
    wide = round(box.width * factor)
    width = min(wide, most_wide) if most_wide else wide
    more = wide / width  # the width held: that much more lines
    lines = math.ceil(box.lines * more) if box.lines else 0
    tall = round(box.height * factor * (lines / box.lines if box.lines else more))
    height = min(tall, most_tall) if most_tall else tall
    return replace(box, width=width, height=height, size=round(box.size * factor),
                   min_size=round(box.smallest * factor), lines=lines)


@dataclass(frozen=True, slots=True)
class Fitted:
    lines: tuple[str, ...]
    size: int
    fits: bool
    width: int
    height: int


def _wrap(font, text: str, width: int) -> list[str]:
    """Break `text` into lines no wider than `width`: at spaces, at the given
    line breaks, and inside a word that is wider than a whole line (with a
    hyphen at the break). Its work grows with the text's length, no faster:
    a long word is measured a line's worth at a time (`_break`), never whole
    again for each piece cut from it."""
    out: list[str] = []
    for paragraph in text.split("\n"):
        first = len(out)
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                out.append(line)
                line = ""
            start = 0
            while len(word) - start > 1:
                cut = _break(font, word, start, width)
                if start + cut >= len(word):
                    break
                out.append(word[start:start + cut] + "-")
                start += cut
            line = word[start:]
        out.append(line)
        _no_widow(font, out, first, width)
    return out


WIDOW = 3   # a paragraph's last line this short (a number, a short word) takes the word before it along


def _no_widow(font, lines: list[str], first: int, width: int) -> None:
    """A paragraph (`lines` from `first`) never ends on a lone short word
    ("... Iduki risks" over "2"): the line above gives it its last word, when
    that line keeps another and the two fit together."""
    if len(lines) - first < 2 or len(lines[-1]) > WIDOW or " " in lines[-1]:
        return
    above = lines[-2]
    if " " not in above or above.endswith("-"):
        return
    kept, moved = above.rsplit(" ", 1)
    joined = f"{moved} {lines[-1]}"
    if font.size(joined)[0] <= width:
        lines[-2:] = [kept, joined]


def _break(font, word: str, start: int, width: int) -> int:
    """How many characters of `word` from `start` go on a line `width` wide:
    all that are left when they fit, else the most that fit with a hyphen
    after them (at least one). Lengths double until one does not fit, then
    halve the gap, so the characters measured are a small multiple of the
    answer, not of the word."""
    left = len(word) - start

    def fits(n: int) -> bool:
        piece = word[start:start + n]
        return font.size(piece if n >= left else piece + "-")[0] <= width

    good, n = 0, 1
    while True:
        n = min(n, left)
        if not fits(n):
            bad = n
            break
        good = n
        if n == left:
            return left
        n *= 2
    while bad - good > 1:
        middle = (good + bad) // 2
        if fits(middle):
            good = middle
        else:
            bad = middle
    return max(1, good)


def fit(res, text: str, box: Box) -> Fitted:
    """The largest layout of `text` in `box`, from `box.size` down to its
    smallest size, whole words first: a word is broken only when no size down
    to the smallest holds it whole ("Aholkularia" shrinks a little rather than
    read "Aholkular-ia"). Past the smallest size, taller than the box (fits
    False) but never cut."""
    return _fit(res, text, box, whole_words=True) or _fit(res, text, box, whole_words=False)


def _fit(res, text: str, box: Box, whole_words: bool) -> Fitted | None:
    """`fit` in one pass; None when `whole_words` and no size keeps every word whole."""
    size = box.size
    while True:
        font = res.measuring_font(size, box.bold)
        lines = _wrap(font, text, box.width)
        height = len(lines) * font.get_linesize()
        width = max((font.size(line)[0] for line in lines), default=0)
        room = box.lines == 0 or len(lines) <= box.lines
        fits = room and height <= box.height and width <= box.width
        whole = not whole_words or _words_whole(text, lines)
        if fits and whole:
            return Fitted(tuple(lines), size, True, width, height)
        if size <= box.smallest:
            return None if whole_words else Fitted(tuple(lines), size, fits, width, height)
        size = max(box.smallest, size - max(1, size // 16))


def _words_whole(text: str, lines: list[str]) -> bool:
    """No word of `text` was broken across `lines` (a break adds a hyphen the text lacks)."""
    return sum(len(line.split()) for line in lines) == len(text.split())


def common_box(res, texts, box: Box) -> Box:
    """`box` at one size for all of `texts`: the largest at which every one
    of them fits (down to the box's smallest), so that a column of labels
    never comes in two sizes."""
    size = min((fit(res, text, box).size for text in texts), default=box.size)
    return replace(box, size=size, min_size=size)


def text_surface(res, text: str, box: Box, colour=(240, 240, 230)) -> pygame.Surface:
    """The fitted text drawn once on a transparent surface as wide as its
    longest line; kept in the resources' cache."""
    def make() -> pygame.Surface:
        laid = fit(res, text, box)
        font = res.font(laid.size, box.bold)
        step = font.get_linesize()
        surf = pygame.Surface((max(1, laid.width), max(1, laid.height)), pygame.SRCALPHA)
        for i, line in enumerate(laid.lines):
            ink = font.render(line, True, colour)
            x = 0 if box.align == LEFT else (laid.width - ink.get_width()) // 2
            surf.blit(ink, (x, i * step))
        return surf

    return res.made(("fitted", text, box, tuple(colour)), make)


def draw_text(surface, res, text: str, box: Box, colour=(240, 240, 230), **anchor) -> pygame.Rect:
    """Draw the fitted text placed by one pygame.Rect anchor (`center=`,
    `midtop=`, `topleft=`...); returns where it went."""
    surf = text_surface(res, text, box, colour)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    return rect


def texts_drawn(res) -> set[str]:
    """Every text drawn so far through `res` (fitted or plain): what a test
    or a tool asks to know what a screen showed."""
    fitted = {key[1] for key in res._made if key and key[0] == "fitted"}
    return fitted | {key[0] for key in res._texts}
