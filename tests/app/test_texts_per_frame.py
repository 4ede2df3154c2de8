"""No screen draws more distinct texts in one frame than the caches hold
(issue 25): every plain text (`Resources.text`) comes from the texts' cache
and every fitted text, panel and glyph line from the drawn surfaces' cache
(two parts by size: pieces and layers), each bounded by a number of entries
and of bytes. A frame asking one of them for more
keys than it holds would push out its own surfaces and make them again in
every frame. The busiest screens are drawn frame by frame (the rules at each
text size through every section, the review of a hand step by step, the
statistics, the last hands, the lessons, the table with the coach open, the
settings and the controls scrolled through), counting the distinct keys
asked of each cache in each frame; the most any frame asks stays within
half of the cache's bound, and the pixels a frame asks of each part of
the drawn surfaces within two thirds of that part's bytes."""
import pygame
import pytest

from apps import player_turns, started_app, summary_shown, table_from_title
from game.platform.resources import surface_bytes
from game.platform.settings import TEXT_SIZES
from game.scenes.review import ReviewScene
from game.shell.driver import Driver
from game.ui.text import use_text_scale

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

MARGIN = 2  # a frame asks each cache for at most 1/MARGIN of its entries
BYTES_MARGIN = 1.5  # ... and the drawn surfaces' cache for at most 1/BYTES_MARGIN of its bytes


class Frames:
    """The distinct keys each frame of `app` asks of its texts' cache and of
    the two parts of its drawn surfaces' cache (pieces, layers): `most` holds
    the largest count met, `most_bytes` the most pixels of each part, by
    screen."""

    PARTS = ("pieces", "layers")

    def __init__(self, app, monkeypatch) -> None:
        self.app = app
        self.asked = {"texts": set(), "drawn": set()}
        self.most: dict[str, tuple[int, str]] = {"texts": (0, ""), "pieces": (0, ""), "layers": (0, "")}
        self.most_bytes = {part: (0, "") for part in self.PARTS}  # the pixels one frame asks of a part
        for name, cache in (("texts", app.res._texts), ("drawn", app.res._made)):
            monkeypatch.setattr(cache, "fetch", self._recording(cache.fetch, self.asked[name]), raising=False)

    @staticmethod
    def _recording(fetch, asked: set):
        def recording(key, default=None):
            asked.add(key)
            return fetch(key, default)
        return recording

    def tick(self, where: str, n: int = 1) -> None:
        """`n` frames (every screen of the stack drawn), counted."""
        for _ in range(n):
            self.count(where, lambda: self.app.tick(1 / 30))

    def _note(self, name: str, count: int, where: str) -> None:
        if count > self.most[name][0]:
            self.most[name] = (count, f"{where} ({self.app.top.name})")

    def count(self, where: str, draw) -> None:
        """One frame drawn by `draw()`, counted."""
        for asked in self.asked.values():
            asked.clear()
        draw()
        self._note("texts", len(self.asked["texts"]), where)
        made = self.app.res._made
        for part in self.PARTS:
            cache = getattr(made, part)
            keys = [key for key in self.asked["drawn"] if key in cache]
            self._note(part, len(keys), where)
            pixels = sum(surface_bytes(cache[key]) for key in keys)
            if pixels > self.most_bytes[part][0]:
                self.most_bytes[part] = (pixels, f"{where} ({self.app.top.name})")

    def check(self) -> None:
        res = self.app.res
        caches = {"texts": res._texts, "pieces": res._made.pieces, "layers": res._made.layers}
        for name, cache in caches.items():
            count, where = self.most[name]
            print(f"the most keys a frame asks of the {name}' cache: {count} of {cache.entries}, in {where}")
            assert count > 0, f"no frame asked the {name}' cache for anything"
            assert count * MARGIN <= cache.entries, \
                f"a frame of {where} asks the {name}' cache for {count} surfaces, of {cache.entries}"
        for part in self.PARTS:
            pixels, where = self.most_bytes[part]
            budget = caches[part].budget
            print(f"the most pixels a frame asks of the drawn {part}: {pixels / 2**20:.1f} MB "
                  f"of {budget / 2**20:.0f} MB, in {where}")
            assert 0 < pixels and pixels * BYTES_MARGIN <= budget, \
                f"a frame of {where} asks the drawn {part} for {pixels / 2**20:.1f} MB"


@pytest.fixture(autouse=True)
def normal_size():
    use_text_scale(1.0)
    yield
    use_text_scale(1.0)


def _scroll(frames: Frames, key: int, where: str, presses: int) -> None:
    for _ in range(presses):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        frames.tick(where, 2)


@pytest.mark.slow
def test_the_rules_at_every_text_size_ask_the_caches_for_less_than_they_hold(tmp_path, monkeypatch):
    app = started_app(tmp_path, seed=5)
    frames = Frames(app, monkeypatch)
    for size in TEXT_SIZES:
        app.change_settings(text_size=size)
        app.open("rules")
        rules = app.top
        for i in range(len(rules.starts)):  # (each frame of the scroll to the section counted)
            rules.jump(i)
            frames.tick(f"the rules' section {i} at text size {size}", 8)
        app.close()
    frames.check()


@pytest.mark.slow
def test_a_played_hands_screens_ask_the_caches_for_less_than_they_hold(tmp_path, monkeypatch):
    """The review of a hand step by step, then the statistics, the last
    hands, the lessons, the settings and the controls scrolled through."""
    app = started_app(tmp_path, seed=5, speed=60)
    driver = Driver(app, seed=3, mode="keyboard")
    assert driver.play_until(lambda: summary_shown(app, 1) is not None)
    frames = Frames(app, monkeypatch)
    frames.tick("the summary", 5)
    table = app.top
    app.open("review", match=table.match, hand=1)
    review = app.top
    assert isinstance(review, ReviewScene)
    _scroll(frames, pygame.K_RIGHT, "the review", len(review.review.steps))
    app.close()
    for name in ("stats", "lessons"):
        app.open(name)
        frames.tick(f"the {name} screen", 10)
        _scroll(frames, pygame.K_DOWN, f"the {name} screen", 12)
        app.close()
    app.open("last_hands", current=table.match)
    frames.tick("the last hands", 10)
    _scroll(frames, pygame.K_DOWN, "the last hands", 8)
    app.close()
    app.open("settings", in_game=True)
    frames.tick("the settings", 10)
    _scroll(frames, pygame.K_DOWN, "the settings", 30)
    app.close()
    app.open("controls")
    frames.tick("the controls", 10)
    _scroll(frames, pygame.K_DOWN, "the controls", 30)
    frames.check()


def test_the_table_with_the_coach_open_asks_the_caches_for_less_than_they_hold(tmp_path, monkeypatch):
    app = started_app(tmp_path, seed=5, speed=40)
    app.change_settings(coach_first_games=False)  # opened by the key C below, not by itself
    driver = Driver(app, seed=2, mode="keyboard")
    table = table_from_title(driver)
    frames = Frames(app, monkeypatch)
    turns = 0
    for _ in player_turns(driver, table):
        if not table.coach.open:  # (a turn may come twice in one decision: a card picked, the amount changed)
            driver.key(pygame.K_c)
        frames.tick("the table with the coach open", 8)
        assert table.coach.open
        # the table keeps what is still in one layer: its whole frame, composed from nothing
        frames.count("the whole table with the coach open", lambda: table.canvas.draw_whole(app.screen, 1.0))
        turns += 1
        if turns >= 6:
            break
    assert turns >= 6
    frames.check()
