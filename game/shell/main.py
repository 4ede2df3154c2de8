"""Solo Mus's display, frame loop and scene stack.

The `App` opens the
1920x1080 logical screen (SCALED, fullscreen unless windowed, letterboxed by
SDL; a window fitted to a desktop smaller than that, game/shell/window.py,
also when fullscreen is left) and runs the loop: input -> fixed logic steps of 1/60 s from an
accumulator clamped at 0.25 s -> draw with the interpolation factor -> flip.
Vsync is used where the display gives it and really waits (at most 60 frames
a second), else a 60 fps limiter. `App.tick(dt)`
is one pass of that loop, so tests drive the game without a real clock. The
`App` owns the scene stack and the registry of screens by name
(game/shell/screens.py): a screen asks for another by its name (`open`,
`switch`, `restart`) and never builds it, and `close(result)` hands the
screen below an answer (`on_resume(result)`). It owns the player's saved
settings (game/platform/settings.py: loaded at start, applied and saved on change;
--lang and --windowed override them for one run without being saved, --speed
multiplies the saved play speed), the kept game (`keeper`) and the player's
statistics (`stats`, game/match/stats_store.py), the input mapper (game/platform/input.py: the
pads and the prompt style, `app.input.prompts`, that screens hand to their
widgets) and screenshots taken at the game's major transitions. A pad pulled
out calls the top scene's `pad_lost()`. While the game in progress cannot be
saved the App draws a banner over whatever scene is on top (and the lazy loop
redraws when that changes). A kept file whose save failed (the game, the
statistics, the lessons done, the settings) is written again after the next
call (`retry_saves`), and closing the window while one is not saved asks
first, its "Try to save again" trying them all (`request_quit`). A run of the game, from its command line to its
end, is game/shell/start.py's.
"""
from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
import random
import statistics
import sys
import time
from pathlib import Path

import pygame

from game.model.randomness import seed_after
from game.platform import i18n
from game.platform import context
from game.platform.context import Context
from game.platform import input as intents
from game.platform.audio import Audio, start_mixer
from game.platform.options import Options, parse_options  # noqa: F401  (main's API: App, Options, parse_options)
from game.platform.png import write_png as _write_png
from game.platform.resources import Resources
from game.match.keeper import FILE_NAME as SAVED_GAME_FILE, GameKeeper
from game.platform.settings import VOLUME_STEPS, SettingsStore
from game.match.stats_store import FILE_NAME as STATS_FILE, StatsStore
from game.lessons.progress import FILE_NAME as LESSONS_FILE, LessonStore
from game.match.championship_store import FILE_NAME as CHAMPIONSHIP_FILE, ChampionshipStore
from game.scenes.base import Entry
from game.shell import window
from game.ui.notice import draw_banner
from game.ui.widgets import Common
from game.ui.screen_names import Screen

SIZE = (1920, 1080)
STEP = 1 / 60
MAX_FRAME = 0.25
FPS_LIMIT = 60
IDLE_RATE = 30  # passes a second, at least, while nothing moves (input latency)
VSYNC_CHECK = 30  # drawn passes in a row timed to see whether vsync really paces the loop
# How long Python lets a thread hold the interpreter before another that
# waits may take it (sys.setswitchinterval; Python's default is 5 ms). The
# computer players think on a worker thread: at the default, a frame that
# waits for the interpreter behind a thinking player (after every flip, which
# lets it go) can lose up to 5 ms each time; at 0.5 ms a frame barely notices.
SWITCH_INTERVAL = 0.0005


def display_hints() -> None:
    """SDL's hints for the window, set in the environment (unless the player
    set them) when an App opens its display, never when a module is imported:
    the scaled screen drawn smooth, and on Windows sharp on a screen of any
    scale."""
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def vsync_holds(intervals: list[float]) -> bool:
    """Whether passes that each drew a frame came at most `FPS_LIMIT` a second
    (the median of their intervals): else the display's vsync does not wait
    (a dummy or software display, or a screen faster than the game needs) and
    the loop must limit itself, or it redraws flat out while anything moves."""
    return statistics.median(intervals) >= 0.9 / FPS_LIMIT


class App:
    """The display, the scene stack and the loop's one pass (`tick`)."""

    def __init__(self, options: Options | None = None, screens=None) -> None:
        """`screens`: name -> the screen's class (game/shell/screens.py by default)."""
        self.options = options or Options()
        if screens is None:
            from game.shell.screens import SCREENS as screens
        self.screens = dict(screens)
        self._catalog_told = None
        sys.setswitchinterval(SWITCH_INTERVAL)  # the frame loop before the thinking players
        self.store = SettingsStore(self.options.settings_path)
        # The game in progress lives beside the settings; a demo never touches it.
        self.keeper = GameKeeper(self.store.path.with_name(SAVED_GAME_FILE),
                                 enabled=not self.options.autoplay)
        # The player's statistics, counted at every hand's end (never in a demo).
        self.stats = StatsStore(self.store.path.with_name(STATS_FILE), enabled=not self.options.autoplay)
        # The lessons done (game/lessons/progress.py), beside the settings too.
        self.lessons = LessonStore(self.store.path.with_name(LESSONS_FILE), enabled=not self.options.autoplay)
        # The championship in progress and its other matches (game/match/championship_store.py).
        self.championship = ChampionshipStore(self.store.path.with_name(CHAMPIONSHIP_FILE),
                                              enabled=not self.options.autoplay)
        saved = self.store.settings
        # The App's language: --lang, else the saved one (or the computer's).
        self.i18n = i18n.Translations(i18n.resolve(saved.language, self.options.lang))
        # What every screen reads without being handed it (the language, the keys, the Text
        # size) is this App's context, current from now on and at every pass of its loop.
        self.context = Context(translations=self.i18n, controls=saved.controls, text_scale=saved.text_scale)
        context.activate(self.context)
        self._tell_catalog_problem()
        start_mixer()
        display_hints()
        pygame.init()
        self.fullscreen = saved.fullscreen and not self.options.windowed
        flags = pygame.SCALED | (pygame.FULLSCREEN if self.fullscreen else 0)
        # On a desktop smaller than the picture the window is fitted to it
        # (game/shell/window.py), made hidden so that it never shows too big.
        fitted = None if self.fullscreen else self._window_fit()
        if fitted is not None:
            flags |= pygame.HIDDEN
        self.vsync = False
        try:
            self.screen = pygame.display.set_mode(SIZE, flags, vsync=1)
            self.vsync = True
        except pygame.error:
            self.screen = pygame.display.set_mode(SIZE, flags)
        if fitted is not None:
            window.fit(fitted)
        # The 60 fps limiter: at once without vsync, else once vsync is seen not to wait.
        self.limiter = not self.vsync
        self._vsync_intervals: list[float] = []
        pygame.display.set_caption("Solo Mus")
        self._set_icon()
        pygame.event.clear()
        self.res = Resources()
        self.audio = Audio(self.options.sound and saved.sound, saved.volume / VOLUME_STEPS)
        self.input = intents.InputMapper()  # owns the pads and the prompt style (keys or a pad's glyphs)
        self.input.open_pads()
        self.seed = self.options.seed if self.options.seed is not None else random.randrange(1 << 30)
        self.scenes: list = []
        self.running = True
        self.exit_code = 0
        self.accumulator = 0.0
        self.since_draw = 0.0
        self.frames = 0
        self._shots: list[str] = []
        self._shot_count = 0
        self.shots_taken: list[Path] = []
        self.shot_failure: str | None = None  # the first screenshot that could not be written
        self._banner_drawn: str | None = None
        self._writer: ThreadPoolExecutor | None = None
        self.clock = pygame.time.Clock()

    def _set_icon(self) -> None:
        from game import assets
        try:
            pygame.display.set_icon(assets.load_image(assets.ICON_GAME_SMALL))
        except (FileNotFoundError, OSError, pygame.error):
            pass

    # -- settings -----------------------------------------------------------
    @property
    def settings(self):
        return self.store.settings

    @property
    def speed(self) -> float:
        """How fast pauses and animations run: --speed times the saved play speed."""
        return self.options.speed * self.store.settings.speed_factor

    def change_settings(self, **changes) -> None:
        """Change, apply and save settings (a failed save leaves a notice)."""
        before = self.store.settings
        after = self.store.update(**changes)
        if "language" in changes:  # also when it equals the saved one but --lang differs
            self.set_language(i18n.resolve(after.language))
        if (after.sound, after.volume) != (before.sound, before.volume):
            self.audio.enabled = self.options.sound and after.sound and bool(pygame.mixer.get_init())
            self.audio.set_volume(after.volume / VOLUME_STEPS)
        if "controls" in changes:  # the keys and pad buttons the mapper reads and the glyphs show
            self.context.controls = after.controls
            for scene in list(self.scenes):  # the buttons' keys and the hints anew, as for a language
                scene.on_language()
        if "text_size" in changes:  # the size of the reading texts (notices, bubbles, summary...)
            self.context.text_scale = after.text_scale
        if "fullscreen" in changes and after.fullscreen != self.fullscreen:
            self.toggle_fullscreen(save=False)

    def set_language(self, code: str) -> None:
        """Speak `code` at once on every screen of the stack."""
        if code != self.i18n.code:
            self.i18n.use(code)
            self._tell_catalog_problem()
            for scene in list(self.scenes):
                scene.on_language()

    def _tell_catalog_problem(self) -> None:
        """A language catalog that could not be used (the game speaks English
        instead) is said once, in the settings' notice at the foot of the
        menus, unless a problem with the settings file is being said there."""
        problem = self.i18n.problem
        if problem is not None and problem is not self._catalog_told:
            self._catalog_told = problem
            if self.store.notice is None:
                self.store.notice = problem

    # -- the scene stack ----------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def top_is(self, scene) -> bool:
        return self.top is scene

    def make(self, name: Screen, **values):
        """The screen registered as `name`, made with `values`."""
        try:
            make = self.screens[name]
        except KeyError:
            raise KeyError(f"no screen named {name!r}; the screens are {', '.join(sorted(self.screens))}") from None
        return make(self, **values)

    def open(self, name: Screen, **values) -> None:
        """Show the screen `name` over the one on top."""
        self.push(self.make(name, **values))

    def restart(self, name: Screen, **values) -> None:
        """Show the screen `name` alone (the stack emptied first)."""
        self.reset(self.make(name, **values))

    def close(self, result=None) -> None:
        """Close the screen on top; the one below hears `result`."""
        self.pop(result)

    def next_seed(self) -> int:
        """The seed of the next new game (each new game is dealt differently)."""
        seed = self.seed
        self.seed = seed_after(seed)  # after 2**64 - 1 comes 0: every seed can be kept and printed
        return seed

    def push(self, scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self, result=None) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        if self.scenes:
            self.scenes[-1].on_resume(result)

    def reset(self, scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def start(self) -> None:
        """The first scene: the table in autoplay (a demo); at the first start,
        until a language is chosen, the languages (game/scenes/language_screen.py);
        else the title."""
        from game.scenes.language_screen import first_start_asks_language
        if self.options.autoplay:
            self.restart(Screen.TABLE)
        else:
            self.restart(Screen.LANGUAGE if first_start_asks_language(self) else Screen.TITLE)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- the kept files -------------------------------------------------------
    def _stores(self):
        """Each kept file's store and its file's name: the game, the
        statistics, the lessons done, the championship, the settings."""
        return ((self.keeper, self.keeper.file_name()), (self.stats, STATS_FILE),
                (self.lessons, LESSONS_FILE), (self.championship, CHAMPIONSHIP_FILE),
                (self.store, self.store.path.name))

    def unsaved_files(self) -> list[tuple[str, str]]:
        """The kept files whose last save failed, once every save asked for is
        done: (file name, why) for each, in the order of `_stores`."""
        stores = self._stores()
        for store, _name in stores:
            store.flush()
        return [(name, store.failure_reason) for store, name in stores if store.unsaved()]

    def retry_saves(self) -> None:
        """Write again every kept file whose last save failed (game/platform/store.py;
        the game is saved after each call anyway: the others are tried with
        it). Cheap when nothing failed: a store writes only what is not on disk."""
        for store, _name in self._stores():
            store.retry()

    def request_quit(self) -> None:
        """Quit (the window closed, Quit on the title), but first ask if a
        kept file (the game in progress, the statistics, the lessons done,
        the settings) could not be saved; closing again quits anyway."""
        unsaved = self.unsaved_files()
        if not unsaved or getattr(self.top, "name", None) == "confirm":
            self.quit(0)
            return
        # box: overlay-title
        title = i18n.tr("Quit without saving?")
        # box: subtitle
        why = i18n.tr("Could not save {files} ({why}).", files=", ".join(name for name, _ in unsaved),
                      why=next((reason for _, reason in unsaved if reason), "?"))
        self.open(Screen.CONFIRM, title=title, line=why, entries=[
            # box: menu-button
            (Entry.RETRY, i18n.N_("Try to save again"), "t", self._save_and_quit),
            # box: menu-button
            (Entry.QUIT, i18n.N_("Quit anyway"), "q", lambda: self.quit(0)),
            # box: menu-button
            (Common.BACK, i18n.N_("Back"), "b", self.close)])

    def _save_and_quit(self) -> None:
        self.retry_saves()
        if not self.unsaved_files():
            self.quit(0)
        else:
            self.pop()
            self.request_quit()  # asked again, with the new reason

    def banner(self) -> str | None:
        """The line the app shows over every screen: a save that failed."""
        return self.keeper.failure

    # -- screenshots --------------------------------------------------------
    def screenshot(self, label: str) -> None:
        """Save the next drawn frame as a PNG (only with --screenshot-dir)."""
        if self.options.screenshot_dir is not None:
            self._shots.append(label)

    def _save_shots(self) -> None:
        if not self._shots:
            return
        label = "+".join(dict.fromkeys(self._shots))
        self._shots.clear()
        if self.shot_failure is not None:
            return  # the folder stopped taking them: said once, not every time
        self._shot_count += 1
        path = self.options.screenshot_dir / f"{self._shot_count:03d}-{label}.png"
        size = self.screen.get_size()
        pixels = pygame.image.tobytes(self.screen, "RGB")
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-png")
        self._writer.submit(self._write_shot, path, size, pixels)
        self.shots_taken.append(path)

    def _write_shot(self, path: Path, size, pixels: bytes) -> None:
        problem = _write_png(path, size, pixels)
        if problem is not None and self.shot_failure is None:
            self.shot_failure = problem
            print(f"solo-mus: {problem}; no more screenshots this run", file=sys.stderr)

    def finish_screenshots(self) -> None:
        """Wait until every screenshot asked for is on disk."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    # -- the loop -----------------------------------------------------------
    def toggle_fullscreen(self, save: bool = True) -> None:
        """F11, Alt+Enter or the Settings screen; the choice is saved for the
        next start even where this display cannot switch now."""
        self.fullscreen = not self.fullscreen
        fitted = None if self.fullscreen else self._window_fit()
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass  # the driver cannot (dummy, some Wayland setups): stay as we are
        if fitted is not None:  # pygame left fullscreen at 1920x1080 at least
            window.fit(fitted)
        if save:
            self.store.update(fullscreen=self.fullscreen)

    @staticmethod
    def _window_fit() -> tuple[int, int] | None:
        """The window's size on a desktop smaller than the picture (then the
        picture may be scaled down from now on), else None: SCALED's own."""
        fitted = window.window_size(window.desktop(), SIZE)
        if fitted is not None:
            window.allow_scaling_down()
        return fitted

    def tick(self, dt: float, lazy: bool = False) -> float:
        """One pass: input, fixed logic steps for `dt` seconds, draw, flip.
        `lazy` (the real loop) skips the draw while nothing moves and no input
        came, up to the top scene's `frame_interval`, so waiting costs little.
        Returns the seconds until a frame is due again (0: at once)."""
        context.activate(self.context)  # this App's language, keys and Text size, whatever a test made since
        events = pygame.event.get()
        top_before = self.top
        batch = self.input.translate(events) + self.input.repeat(min(max(dt, 0.0), MAX_FRAME))
        for intent in batch:
            if intent.kind == intents.QUIT:
                self.request_quit()
            elif intent.kind == intents.FULLSCREEN:
                self.toggle_fullscreen()
            elif intent.kind == intents.PAD_LOST:
                if self.top is not None:
                    self.top.pad_lost()
            elif self.top is not None:
                self.top.handle(intent)
        self.accumulator += min(max(dt, 0.0), MAX_FRAME)
        before = max(self._scene_interval(), 0.0) if self.accumulator >= STEP else None
        while self.accumulator >= STEP:
            self.update(STEP)
            self.accumulator -= STEP
        self._show_pointer()
        self.since_draw += dt
        interval = max(self._scene_interval(), 0.0)
        # An update that ends a movement (the last step of a slide, a pop, a
        # button shown) slows the scene's redraws or stops them: its last
        # frame is drawn now, not when the next input comes.
        settled = before is not None and interval > before
        if (lazy and not events and not batch and self.top is top_before and not self._shots
                and self.banner() == self._banner_drawn and not settled):
            if interval > 0 and self.since_draw < interval:
                return interval - self.since_draw
        self.since_draw = 0.0
        self.draw(self.accumulator / STEP)
        pygame.display.flip()
        self.frames += 1
        self._save_shots()
        return interval

    def _show_pointer(self) -> None:
        """The mouse pointer shown, unless the screen on top hides it now."""
        hidden = self.top is not None and self.top.hides_pointer()
        if pygame.mouse.get_visible() == hidden:
            pygame.mouse.set_visible(not hidden)

    def _scene_interval(self) -> float:
        """The shortest redraw interval among the scenes on screen (infinite:
        nothing to redraw until something happens)."""
        interval = float("inf")
        for scene in self.scenes:
            interval = min(interval, scene.frame_interval())
        return interval

    def update(self, dt: float) -> None:
        i = len(self.scenes) - 1
        while i >= 0:
            scene = self.scenes[i]
            scene.update(dt)
            if not scene.updates_below:
                break
            i -= 1

    def draw(self, alpha: float) -> None:
        if not self.scenes:
            self.screen.fill((0, 0, 0))
        else:
            first = len(self.scenes) - 1
            while first > 0 and not self.scenes[first].opaque:
                first -= 1
            for scene in self.scenes[first:]:
                scene.draw(self.screen, alpha)
        self._banner_drawn = self.banner()
        draw_banner(self.screen, self.res, self._banner_drawn)

    def run(self, until=None) -> int:
        """The real loop, on the wall clock, until quit (or until `until()`)."""
        if not self.scenes:
            self.start()
        self.loop(until)
        self.finish_screenshots()
        self.keeper.flush()
        self.stats.flush()
        pygame.quit()
        return self.exit_code

    def loop(self, until=None) -> None:
        """Frames on the wall clock until quit (or until `until()` is true).
        While the scenes move, one pass a frame (vsync, or a 60 fps limiter);
        while they are still, the loop sleeps until the next frame is due,
        waking at least `IDLE_RATE` times a second to read the input."""
        drew_last = False
        last = time.perf_counter()
        while self.running and not (until is not None and until()):
            now = time.perf_counter()
            dt, last = now - last, now
            due = self.tick(dt, lazy=True)
            if due > 0:  # nothing to draw for a while: sleep, not spin
                self.clock.tick(max(IDLE_RATE, min(FPS_LIMIT, 1 / due)))
            else:
                intervals = self._vsync_intervals
                if not self.limiter and drew_last and len(intervals) < VSYNC_CHECK:
                    intervals.append(dt)
                    self.limiter = len(intervals) == VSYNC_CHECK and not vsync_holds(intervals)
                if self.limiter:
                    self.clock.tick(FPS_LIMIT)
            drew_last = due <= 0
