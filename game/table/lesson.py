"""A lesson at the table: the computer players it scripts, and the panel,
marks and arrow it draws on the felt.

The course's content is game/lessons/ (pure: which hand, what each step says
and wants); where the lesson stands in its hand is its `LessonGuide`'s
(game/table/guide.py), which the table's course follows.
`LessonSeats` plays the computer players as the lesson scripts them
(`Lesson.scripted`: the call kept as the seat's decision), each call checked
by the rules like any other.

`draw_panel` draws the guide, from what it reads of the table as drawn now
(a `Sight`, which the table scene makes): the panel in the middle of the felt (layout.MIDDLE, which the
table's notices, the lance's banner and the coach share elsewhere): the
lesson's title, the note, what the step says (or, while the table announces
something, its pause's message or the lance's name: one place to read, never
one thing over another), the keys the step asks for as the player's controls
map them, and how to go on. The things the step points at get white corner
marks (unlike the gold ring of a look), the first an arrow from the panel
when a straight way to it crosses nothing to read. While the summary counts,
the panel stands over the lance track and the summary under it. The coach's
panel, opened, takes the lesson panel's place until it closes.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.lessons import next_lesson
from game.lessons.course import Lesson, Mark, mark_of
from game.match import Lineup, Match, ScriptSeat, SeatKind, Seating
from game.model import Phase
from game.platform import input as intents
from game.platform.i18n import N_, tr
from game.ui.cards import HOVER_LIFT, LIFT
from game.ui.glyphs import fitted_prompt
from game.ui.panels import panel
from game.ui.text import BOXES, reading_box, text_surface
from game.ui.screen_names import Screen

from . import layout
from .action_bar import TableWidget
from .fan import ICON, LEFT, ORDER, STEP, TOP
from .notices import MESSAGE_INK, continue_hint
from .seats import SeatPlayers

# The panel holds the middle of the felt (layout.MIDDLE), over the fan of señas
# when it shows; while the summary counts it stands over the lance track, under
# the partner's name, and the summary under it (game/table/summary.py).
FAN = pygame.Rect(LEFT, TOP, STEP * (len(ORDER) - 1) + ICON, ICON)  # the player's row of señas
FAN_GAP = 8
FAN_MARKS = 24   # the "×2" over the four kings' face, above the fan's row
COUNTING_TOP = 264   # under the partner's name; the panel covers the lance track whole
WIDE_LEFT, WIDE_WIDTH, WIDE_PAD = 476, 968, 10
WIDE_LEAST = 94
SUMMARY_GAP = 6
PAD, PAD_TOP, PAD_BOTTOM, GAP = 20, 12, 10, 8
TITLE_INK = (255, 214, 64)
LANCE_INK = (255, 226, 130)
NOTE = (255, 190, 150)
INK = (240, 240, 230)
HINT = (190, 200, 185)
KEYS_INK = (225, 235, 215)
# What the lesson points at is marked by white corners and a white arrow, in
# shape and colour unlike the gold ring round the face the player looks at.
MARK = (248, 248, 240)
MARK_EDGE = (16, 34, 24)
MIN_HEIGHT = 110
MARK_WIDTH = 6
MARK_ARM = 30
RING_MARGIN = 8


@dataclass(frozen=True)
class Sight:
    """What the lesson's panel reads of the table as it is drawn now (the
    table scene makes one for each frame: `TableScene.sight`)."""

    phase: Phase                    # the hand's phase
    buttons: dict                   # the action bar's buttons, by name
    flashing: tuple = ()            # the buttons flashing the partner's advice
    fan_shown: bool = False         # the fan of señas shows
    stake_shown: bool = False       # the stake's label (or a Hordago's word) shows
    summary: pygame.Rect | None = None   # the summary's panel, while it counts
    coach_open: bool = False        # the coach's panel holds the middle of the felt
    pause: str | None = None        # a pause's message, announced in the panel
    banner: str | None = None       # the lance's name, announced in the panel
    reading: tuple = ()             # where everything else to read stands (the arrow crosses none)


def layout_panel(guide, res, sight: Sight, prompts: str = intents.KEYS) -> "Panel | None":
    """The panel as it is drawn now: its place and what goes in it (None
    while the coach's panel takes its place in the middle of the felt)."""
    if sight.summary is not None:
        return _counting_panel(guide, res)
    if sight.coach_open:
        return None
    room = layout.MIDDLE.copy()
    if sight.fan_shown:  # the fan of señas (and the marks over its faces) stays in sight under the panel
        room.height = FAN.top - FAN_MARKS - FAN_GAP - room.top
    if sight.stake_shown:  # and the stake's label, low on the left, too
        room.height = min(room.height, layout.STAKE_WORDS_TOP - FAN_GAP - room.top)
    # The title, the keys and the hint keep their size: the larger Text size goes to what is read
    title_box = BOXES["lesson-title"]
    title = text_surface(res, tr(guide.lesson.title), title_box, TITLE_INK)
    keys = None
    if sight.pause is not None:  # the table's announcement, in the lesson's panel
        said_text, said_box, said_ink, hint = sight.pause, reading_box("pause-message"), MESSAGE_INK, \
            continue_hint(prompts)
    elif sight.banner is not None:
        said_text, said_box, said_ink, hint = sight.banner, reading_box("lesson-lance"), LANCE_INK, \
            _hint(guide, prompts)
    else:
        said_text, said_box, said_ink, hint = tr(guide.text()), reading_box("lesson-text"), INK, \
            _hint(guide, prompts)
        keys = _keys(guide, res, prompts)
    hint = fitted_prompt(res, hint, BOXES["lesson-hint"], HINT, prompts)
    fixed = [surf for surf in (title, keys, hint) if surf is not None]
    note_text = tr(guide.note) if guide.note is not None and not guide.finished else None
    rows = len(fixed) + 1 + (note_text is not None)
    room_left = room.height - PAD_TOP - PAD_BOTTOM - GAP * (rows - 1) - sum(s.get_height() for s in fixed)
    note = None
    if note_text is not None:  # the note first, in at most its share of the room
        note_box = reading_box("lesson-note")
        note = text_surface(res, note_text, note_box.sized(height=min(note_box.height, room_left // 2)), NOTE)
    said = text_surface(res, said_text, said_box.sized(height=room_left - (note.get_height() if note else 0)),
                        said_ink)
    if note is not None and note.get_height() + said.get_height() > room_left:
        note = None  # no room for both: what the table announces, or the step, first; the note comes back
        said = text_surface(res, said_text, said_box.sized(height=room_left + GAP), said_ink)
    centred = sight.pause is not None or sight.banner is not None
    rows = [(title, "centre"), (note, "left"), (said, "centre" if centred else "left"), (keys, "centre"),
            (hint, "centre")]
    rows = [(surf, how) for surf, how in rows if surf is not None]
    height = min(max(_height(rows), MIN_HEIGHT), room.height)
    rect = pygame.Rect(room.left, room.top, room.width, height)
    places = []
    y = rect.top + PAD_TOP
    for surf, how in rows:
        at = (rect.left + PAD, y) if how == "left" else (rect.centerx - surf.get_width() // 2, y)
        if surf is hint:  # the hint sits at the foot
            at = (rect.centerx - surf.get_width() // 2, rect.bottom - PAD_BOTTOM - surf.get_height())
        places.append((surf, at))
        y += surf.get_height() + GAP
    return Panel(rect, places)


def _counting_panel(guide, res) -> "Panel":
    """While the summary counts: over the lance track, above the summary
    (which stands lower when its larger text needs it), what the step or
    the note says."""
    said = text_surface(res, tr(guide.text()), reading_box("lesson-text-wide"),
                        NOTE if guide.text() == guide.note else INK)
    rect = pygame.Rect(WIDE_LEFT, COUNTING_TOP, WIDE_WIDTH, max(WIDE_LEAST, said.get_height() + 2 * WIDE_PAD))
    return Panel(rect, [(said, said.get_rect(midleft=(rect.left + WIDE_PAD + 4, rect.centery)).topleft)])


def counting_bottom(guide, res) -> int:
    """Where the panel ends while the summary counts (the summary's top
    goes under it), from what it says then."""
    said = text_surface(res, tr(guide.text()), reading_box("lesson-text-wide"), INK)
    return COUNTING_TOP + max(WIDE_LEAST, said.get_height() + 2 * WIDE_PAD) + SUMMARY_GAP


def _hint(guide, prompts: str) -> str:
    if guide.reading:
        if prompts == intents.KEYS:
            # box: lesson-hint
            return tr("{confirm} or a click: go on")
        # box: lesson-hint
        return tr("{confirm}: go on")
    # box: lesson-hint
    return tr("{back}: pause, or leave the lesson")


def _keys(guide, res, prompts: str):
    """The keys (or pad buttons) the step asks to press besides a call's
    button, as the player's controls map them (game/ui/glyphs.py)."""
    shown = guide.shown
    if guide.reading or guide.free or shown is None or not shown.keys:
        return None
    lines = []
    for role in shown.keys:
        if role == "signs":
            if prompts == intents.KEYS:
                # box: lesson-hint
                lines.append(tr("{signs}: the row of señas (the arrows pick a seña, {confirm} makes it)"))
            else:
                # box: lesson-hint
                lines.append(tr("{signs}: the row of señas (the D-pad picks a seña, {confirm} makes it)"))
        elif role == "look":
            if prompts == intents.KEYS:
                # box: lesson-hint
                lines.append(tr("{look}: look at the next face"))
            else:
                # box: lesson-hint
                lines.append(tr("{look}: tilt it towards a face to look at it"))
    return fitted_prompt(res, "  ·  ".join(lines), BOXES["lesson-hint"], KEYS_INK, prompts)


def draw_panel(surface, guide, res, sight: Sight, prompts: str = intents.KEYS) -> "Panel | None":
    """The panel, and marks round what it points at (an arrow to the
    first, when a straight way to it crosses nothing to read); returns
    the panel as drawn, its arrow in `Panel.arrow`."""
    shown = layout_panel(guide, res, sight, prompts)
    announcing = sight.pause is not None or sight.banner is not None
    names = () if announcing and sight.summary is None else guide.points()  # the panel speaks of that now
    targets = [r for r in (target_rect(name, sight) for name in names) if r is not None]
    for target in targets:
        mark(surface, target.inflate(2 * RING_MARGIN, 2 * RING_MARGIN))
    if shown is None:
        return None
    if targets and sight.summary is None:
        obstacles = list(sight.reading)
        obstacles += [r for r in fixed_places(sight) if not r.colliderect(targets[0])]
        shown.target = targets[0].inflate(2 * RING_MARGIN, 2 * RING_MARGIN)
        shown.arrow = arrow_way(shown.rect, shown.target, obstacles)
        if shown.arrow is not None:
            draw_arrow(surface, *shown.arrow)
    surface.blit(panel(res, shown.rect, solid=True), shown.rect)
    for surf, at in shown.places:
        surface.blit(surf, at)
    return shown


class Panel:
    """The lesson's panel as laid out: its place, each surface and where it
    goes, and the arrow drawn from it ((start, end), or None) to the marked
    place of its `target`."""

    def __init__(self, rect: pygame.Rect, places) -> None:
        self.rect = rect
        self.places = places
        self.arrow = None
        self.target = None


def _height(rows) -> int:
    return PAD_TOP + sum(surf.get_height() for surf, _how in rows) + GAP * (len(rows) - 1) + PAD_BOTTOM


def target_rect(name: str, sight: Sight) -> pygame.Rect | None:
    """Where a thing the lesson points at is on the felt (None: not shown now)."""
    kind, which = mark_of(name), name.partition(":")[2]
    if kind is Mark.CARDS:
        first = pygame.Rect(layout.slot(0, 0), layout.BIG)
        cards = first.union(pygame.Rect(layout.slot(0, 3), layout.BIG))
        if sight.phase == Phase.DISCARD:  # round the cards lifted for the discard too
            cards.union_ip(cards.move(0, -LIFT - HOVER_LIFT))
        return cards
    if kind is Mark.BUTTON:
        button = sight.buttons.get(which)
        return button.rect.copy() if button is not None and button.visible else None
    if kind is Mark.ADVICE:
        return sight.flashing[0].rect.copy() if sight.flashing else None
    if kind is Mark.TRACK:
        return layout.plaque_rect(int(which))
    if kind is Mark.SCORE:
        return layout.SCORE_RECT[int(which)].copy()
    if kind is Mark.FACE:
        return layout.FACE_RECT[int(which)].copy()
    if kind is Mark.FAN:
        return FAN.copy() if sight.fan_shown else None
    if kind is Mark.SUMMARY:
        return sight.summary.copy() if sight.summary is not None else None
    if kind is Mark.STAKE:
        return pygame.Rect(0, 0, 260, 90).move(layout.STAKE_AT[0] - 70, layout.STAKE_AT[1] - 45)
    return None


def mark(surface, rect: pygame.Rect) -> None:
    """The lesson's mark round `rect`: four white corners (a dark edge
    under them), unlike the closed gold ring of a look."""
    for (x, y), (dx, dy) in (((rect.left, rect.top), (1, 1)), ((rect.right, rect.top), (-1, 1)),
                             ((rect.left, rect.bottom), (1, -1)), ((rect.right, rect.bottom), (-1, -1))):
        points = [(x, y + dy * MARK_ARM), (x, y), (x + dx * MARK_ARM, y)]
        pygame.draw.lines(surface, MARK_EDGE, False, points, MARK_WIDTH + 4)
        pygame.draw.lines(surface, MARK, False, points, MARK_WIDTH)


ARROW_WIDTH = 8
ARROW_HEAD = (30, 18)   # the head's length and half its width
CLEARANCE = 22          # room kept round the arrow's way: its head's half width and a margin
SHORTEST = 40           # a way shorter than this needs no arrow: the mark is next to the panel


def _sides(rect: pygame.Rect) -> tuple:
    return (rect.midtop, rect.midbottom, rect.midleft, rect.midright,
            (rect.left + rect.width // 4, rect.bottom), (rect.right - rect.width // 4, rect.bottom),
            (rect.left + rect.width // 4, rect.top), (rect.right - rect.width // 4, rect.top))


def arrow_way(source: pygame.Rect, target: pygame.Rect, obstacles) -> tuple | None:
    """The shortest straight way from a point of the panel's edge to a point
    of the target's edge that keeps `CLEARANCE` from every obstacle (what
    there is to read, what the lesson does not point at); None when there is
    none (the mark alone shows the target) or it is too short to need one."""
    best = None
    for start in _sides(source):
        for end in _sides(target):
            length = ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5
            if length < SHORTEST or (best is not None and length >= best[0]):
                continue
            if not _clear(start, end, source, target, obstacles):
                continue
            best = (length, start, end)
    return None if best is None else (best[1], best[2])


def _clear(start, end, source, target, obstacles) -> bool:
    """The way from `start` to `end`, as wide as the arrow's head, leaves the
    panel and reaches the target without touching an obstacle."""
    for other in obstacles:
        if other.colliderect(source) or other.colliderect(target):
            continue  # under the panel or the target themselves: nothing to cross
        if other.inflate(2 * CLEARANCE, 2 * CLEARANCE).clipline(start, end):
            return False
    inside = pygame.Rect(source).inflate(-2, -2)
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    return not inside.collidepoint(middle) and not target.inflate(-2, -2).collidepoint(middle)


def draw_arrow(surface, start, end) -> None:
    """A thick white arrow from `start` to `end`, with a dark edge."""
    start, end = pygame.math.Vector2(start), pygame.math.Vector2(end)
    unit = (end - start).normalize()
    side = pygame.math.Vector2(-unit.y, unit.x)
    length, half = ARROW_HEAD
    head = [end, end - unit * length + side * half, end - unit * length - side * half]
    pygame.draw.line(surface, MARK_EDGE, start, end - unit * (length - 4), ARROW_WIDTH + 4)
    pygame.draw.polygon(surface, MARK_EDGE, head, 0)
    pygame.draw.line(surface, MARK, start, end - unit * (length - 4), ARROW_WIDTH)
    inner = [end - unit * 3, end - unit * (length - 2) + side * (half - 3), end - unit * (length - 2) - side * (half - 3)]
    pygame.draw.polygon(surface, MARK, inner, 0)


def arrow_shape(start, end) -> list[tuple[float, float]]:
    """The arrow's outline (its shaft as wide as its head), for a test to
    check what it crosses."""
    start, end = pygame.math.Vector2(start), pygame.math.Vector2(end)
    unit = (end - start).normalize()
    side = pygame.math.Vector2(-unit.y, unit.x) * ARROW_HEAD[1]
    return [tuple(start + side), tuple(end + side), tuple(end - side), tuple(start - side)]


def fixed_places(sight: Sight) -> list[pygame.Rect]:
    """What the felt always shows and an arrow should not cross: the lance
    track's plaques, the score panels, the faces, the player's cards."""
    places = [layout.plaque_rect(i) for i in range(4)]
    places += [layout.SCORE_RECT[team].copy() for team in (0, 1)]
    places += [layout.FACE_RECT[seat].copy() for seat in (1, 2, 3)]
    places.append(target_rect(Mark.CARDS, sight))
    return places


class LessonSeats(SeatPlayers):
    """The computer players of a lesson: each seat the lesson scripts (a
    `SeatKind.SCRIPT` seat of its match) plays the lesson's call when it has
    one for the seat (kept as that seat's decision, with no estimate behind
    it), else the computer player's own (game/match/seats.ScriptSeat)."""

    def __init__(self, lesson: Lesson, strict: bool = False) -> None:
        super().__init__(strict)
        self.lesson = lesson

    def script_seat(self, seat: int) -> ScriptSeat:
        return ScriptSeat(self.lesson.scripted)


LESSON_SEATING = Seating.player_at(0, SeatKind.SCRIPT)  # the player, and the lesson's script in the other seats


def lesson_match(settings, lesson: Lesson, seed: int) -> Match:
    """The lesson's hand as a match of its own: stacked, played with the
    settings' computer players, never kept nor counted (`practice`); with
    señas only in the lesson about them (before it, no fan and no look at
    the faces comes without a word about them)."""
    return Match.begin(lesson.rules(), seed, (Lineup(1, settings.players),), LESSON_SEATING,
                       with_keinuak=lesson.keinuak, deal=lesson.deal(), practice=True)


# box: subtitle
KANTA_WON = N_("Kanta: the hands were shown and your team won the lance, so the game.")
# box: subtitle
KANTA_LOST = N_("Kanta: the hands were shown and the other team won the lance, so the game.")


def lesson_seen(app, lesson: Lesson) -> None:
    """The lesson's hand is over (its summary shows, or the game ended at
    once): the player has seen all of it, so it is kept as done now, and a
    player who leaves at the summary keeps it."""
    app.lessons.finish(lesson.key)


def finish_lesson(app, lesson: Lesson, kanta_won: bool | None = None, on_its_own: bool = False) -> None:
    """The lesson's hand is over: it is kept as done, and the player chooses
    the next lesson, the list of lessons or the title. A hand ended by a
    Kanta (`kanta_won`: whether the player's team won it) says so instead of
    the outro: the game was won there, and nothing else on the felt tells it.
    `on_its_own`: the question comes without a press (the Kanta's notice went
    away by itself), so a press meant for that notice waits a moment."""
    lesson_seen(app, lesson)  # kept already when the hand ended: never undone
    following = next_lesson(lesson.key, app.settings.keinuak)
    # box: menu-button
    entries = [(TableWidget.NEXT_LESSON, N_("Next lesson"), "n",
                lambda: app.restart(Screen.TABLE, lesson=following.key))] if following else []
    entries += [
        # box: menu-button
        (TableWidget.ALL_LESSONS, N_("All lessons"), "a", lambda: app.restart(Screen.LESSONS)),
        # box: menu-button
        (TableWidget.TO_TITLE, N_("To the title"), "t", lambda: app.restart(Screen.TITLE)),
    ]
    # box: overlay-title
    title = tr("Lesson done")
    line = tr(lesson.outro) if lesson.outro else ""
    if kanta_won is not None:
        line = tr(KANTA_WON if kanta_won else KANTA_LOST)
    app.open(Screen.CONFIRM, title=title, line=line, entries=entries,
             on_back=lambda: app.restart(Screen.LESSONS), on_its_own=on_its_own)
