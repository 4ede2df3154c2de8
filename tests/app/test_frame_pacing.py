"""The real loop never draws faster than the game needs: 60 frames a second
while anything moves, whether or not the display's vsync really waits; and a
frame never waits long for the interpreter behind a thinking computer player.
The quick test runs the loop on a fake clock (a pass costs a millisecond, the
limiter's waits are counted, not slept); the same check on the wall clock is
slow, since seconds are what it measures."""
import sys
import time

import pytest

from game.shell import main
from game.shell.main import FPS_LIMIT, SWITCH_INTERVAL, VSYNC_CHECK, vsync_holds
from tests.apps import started_app


class FakeClock:
    """The loop's clock and its frame limiter on a display with no vsync: a
    reading of the clock costs `pass_cost` seconds; `tick(fps)` waits, as
    pygame's Clock does, until 1/fps has gone since the last tick."""

    def __init__(self, pass_cost=0.001):
        self.now, self.last_tick, self.pass_cost = 100.0, 100.0, pass_cost

    def perf_counter(self):
        self.now += self.pass_cost
        return self.now

    def tick(self, fps=0):
        if fps:
            self.now = max(self.now, self.last_tick + 1 / fps)
        self.last_tick = self.now
        return 0


def test_vsync_is_trusted_only_when_it_paces_the_passes():
    assert vsync_holds([1 / 60] * VSYNC_CHECK)
    assert vsync_holds([1 / 50] * VSYNC_CHECK)
    assert not vsync_holds([0.005] * VSYNC_CHECK)   # a dummy or software display: flat out
    assert not vsync_holds([1 / 144] * VSYNC_CHECK)  # a fast screen: more frames than a card game needs


def test_a_moving_table_is_drawn_at_most_sixty_times_a_second_by_the_loops_own_clock(tmp_path, monkeypatch):
    app = started_app(tmp_path, speed=1, autoplay=True, sound=False)  # the demo: the table never stops moving
    clock = FakeClock()
    monkeypatch.setattr(main, "time", clock)
    app.clock = clock
    seconds = 1.5
    start, frames = clock.now, app.frames
    app.loop(until=lambda: clock.now - start >= seconds)
    drawn = app.frames - frames
    assert drawn >= 20, "the table should have been moving"
    # the first VSYNC_CHECK passes run free (a millisecond each) while vsync is being checked
    assert drawn <= VSYNC_CHECK + seconds * FPS_LIMIT * 1.1, f"{drawn} frames in {seconds} s"
    assert app.limiter and not vsync_holds(app._vsync_intervals)


@pytest.mark.slow  # the wall clock is what it measures
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
