"""How a run of the game ends from outside, without losing a call.

`Signals` catches SIGTERM and SIGHUP (a closed terminal, a logout, a system
shutting down) for one run: the handler only notes the signal, and the frame
loop, which asks `stopping()` before every pass, ends at once, whatever screen
is up (a signal cannot answer "Quit without saving?"). It is installed before
pygame starts, so SDL leaves SIGTERM to it instead of turning it into a window
close, and the handlers that were there before come back when the run ends.
`farewell(app, why)` is the end of such a run and of one stopped by Ctrl-C:
it waits for the saves asked for, tries once more every kept file whose save
failed (the game, the statistics, the lessons done, the settings), and says
on stderr, in one line, what could not be saved (how many calls of the game
in progress, the other files by name), or only why it stopped when all is
saved.
"""
from __future__ import annotations

import signal
import sys
import threading

STOPPING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class Signals:
    """The stopping signals caught for one run (a context manager);
    `received` is the first one caught, None until then."""

    def __init__(self) -> None:
        self.received: int | None = None
        self._before: dict[int, object] = {}

    def __enter__(self) -> "Signals":
        if threading.current_thread() is threading.main_thread():  # Python's rule for handlers
            for number in STOPPING:
                try:
                    self._before[number] = signal.signal(number, self._caught)
                except (OSError, ValueError):
                    pass
        return self

    def __exit__(self, *_exc) -> None:
        for number, handler in self._before.items():
            try:
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)
            except (OSError, ValueError, TypeError):
                pass
        self._before.clear()

    def _caught(self, number: int, _frame) -> None:
        if self.received is None:
            self.received = number

    def stopping(self) -> bool:
        return self.received is not None

    def name(self) -> str:
        try:
            return signal.Signals(self.received).name
        except ValueError:
            return f"signal {self.received}"


def farewell(app, why: str) -> None:
    """The end of a run stopped from outside: every save asked for done (a
    failed one tried once more), then one line on stderr, `why` and what was
    lost if anything was."""
    import pygame

    keeper = app.keeper
    if app.unsaved_files():  # waits for the saves asked for
        app.retry_saves()  # the disk may have room again: one last try of every kept file
    unsaved = dict(app.unsaved_files())
    app.finish_screenshots()
    pygame.quit()
    lost = []
    calls = keeper.lost_calls()
    if calls:
        lost.append(f"the last {calls} call{'s' if calls != 1 else ''} of the game in progress could not be "
                    f"saved ({keeper.failure_reason})")
    others = [name for name in unsaved if name not in (keeper.path.name, keeper.last_path.name)]
    if others:
        lost.append(f"{', '.join(others)} could not be saved ({unsaved[others[0]]})")
    try:
        print(f"solo-mus: {'; '.join([why, *lost])}", file=sys.stderr)
    except (OSError, ValueError):  # the terminal that was closed
        pass
