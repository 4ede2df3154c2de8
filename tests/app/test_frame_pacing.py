"""The real loop never draws faster than the game needs: 60 frames a second
while anything moves, whether or not the display's vsync really waits; and a
frame never waits long for the interpreter behind a thinking computer player."""
import sys
import time

from game.shell.main import FPS_LIMIT, SWITCH_INTERVAL, VSYNC_CHECK, vsync_holds
from tests.apps import started_app


def test_vsync_is_trusted_only_when_it_paces_the_passes():
    assert vsync_holds([1 / 60] * VSYNC_CHECK)
    assert vsync_holds([1 / 50] * VSYNC_CHECK)
    assert not vsync_holds([0.005] * VSYNC_CHECK)   # a dummy or software display: flat out
    assert not vsync_holds([1 / 144] * VSYNC_CHECK)  # a fast screen: more frames than a card game needs


def test_a_moving_table_is_drawn_at_most_sixty_times_a_second(tmp_path):
    app = started_app(tmp_path, speed=1, autoplay=True, sound=False)  # the demo: the table never stops moving
    wall = 1.5
    start, frames = time.perf_counter(), app.frames
    app.loop(until=lambda: time.perf_counter() - start >= wall)
    drawn = app.frames - frames
    assert drawn >= 20, "the table should have been moving"
    # the first VSYNC_CHECK passes may run free while vsync is being checked
    assert drawn <= VSYNC_CHECK + wall * FPS_LIMIT * 1.1, f"{drawn} frames in {wall} s"
    # the loop limits itself, unless the passes were already slower than 60 a second
    assert app.limiter or vsync_holds(app._vsync_intervals)


def test_the_app_lets_a_frame_take_the_interpreter_back_quickly(tmp_path):
    sys.setswitchinterval(0.005)  # Python's default
    started_app(tmp_path, sound=False)
    assert sys.getswitchinterval() == SWITCH_INTERVAL <= 0.001
