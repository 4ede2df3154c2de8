"""A table that is left is let go at once, by reference counting alone
(issue 25, then issue 38): no part of the table holds the scene (the canvas,
the señas, the coach, the summary and the bar are given what they read; the
bar's and the summary's buttons call what holds no scene), so nothing waits
for the garbage collector, which in a long session let up to eight tables'
layers and faces pile up (300 MB of a player's memory). With the collector
held off, leaving a table after a game's frames, in a lesson too, frees the
scene, its course, its full-screen layer and its faces' pictures, and no
hand-written release() is needed (there is none left to call)."""
import gc
import weakref

import pygame
import pytest

from apps import started_app, table_from_title
from game.shell.driver import Driver
from game.table.canvas import Canvas
from game.table.faces import TableFaces

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture
def collector_held():
    gc.collect()
    gc.disable()
    yield
    gc.enable()
    gc.collect()


def held_by(table) -> dict:
    """Weak references to what a table holds that must go with it."""
    refs = {"the scene": table, "its course": getattr(table, "course", None), "its canvas": table.canvas,
            "its still layer": table.canvas.still, "its faces": table.faces, "its summary": table.summary,
            "its director": table.director, "its bar": table.bar, "its coach": table.coach}
    refs.update({f"a face's picture {i}": picture for i, picture in enumerate(table.faces.art._poses.values())})
    return {name: weakref.ref(thing) for name, thing in refs.items() if thing is not None}


def left(app, driver, refs) -> list[str]:
    app.restart("title")   # the table leaves the stack
    driver.tick(2)
    return [name for name, ref in refs.items() if ref() is not None]


def test_a_table_left_is_freed_without_the_collector(tmp_path, collector_held):
    app = started_app(tmp_path, seed=5)
    driver = Driver(app)
    table = table_from_title(driver)
    driver.play_until(lambda: table.summary is not None and table.summary.ready, 6000)  # a whole hand, its summary
    assert table.canvas.still is not None and table.faces.art.cached > 0
    refs = held_by(table)
    del table
    assert left(app, driver, refs) == [], "waits for the collector"
    assert not hasattr(Canvas, "release") and not hasattr(TableFaces, "release")


def test_a_lesson_left_is_freed_without_the_collector(tmp_path, collector_held):
    app = started_app(tmp_path, seed=5)
    driver = Driver(app)
    app.restart("table", lesson="mus")
    driver.tick(3)
    driver.key(pygame.K_RETURN)   # the intro read
    driver.tick(60)
    table = app.top
    assert table.name == "table" and table.guide is not None
    refs = held_by(table)
    del table
    assert left(app, driver, refs) == [], "waits for the collector"
