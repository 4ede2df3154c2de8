"""A table that is left lets its pixels go at once (issue 25): the table and
its parts refer to each other, so without being told they waited for the
garbage collector, which in a long session let up to eight tables' layers
and faces pile up (300 MB of a player's memory, handed back only when a
full collection came). With the collector held off, leaving a table after a
game's frames frees its full-screen layer and its faces' pictures."""
import gc
import weakref

import pytest

from apps import started_app, table_from_title
from game.shell.driver import Driver

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture
def collector_held():
    gc.collect()
    gc.disable()
    yield
    gc.enable()
    gc.collect()


def test_a_table_left_frees_its_layer_and_faces_without_the_collector(tmp_path, collector_held):
    app = started_app(tmp_path, seed=5)
    driver = Driver(app)
    table = table_from_title(driver)
    driver.tick(60)
    assert table.canvas.still is not None and table.faces.art.cached > 0
    layer = weakref.ref(table.canvas.still)
    faces = [weakref.ref(picture) for picture in table.faces.art._poses.values()]
    del table
    app.restart("title")   # the table leaves the stack
    driver.tick(2)
    assert layer() is None, "the table's still layer waits for the collector"
    assert all(face() is None for face in faces), "the faces' pictures wait for the collector"
