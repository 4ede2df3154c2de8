"""`solo-mus --smoke-test`: does this build of the game start, draw and play?

`smoke_test(options)` opens the game in a window (falling back to SDL's dummy
video driver by itself when no display can be opened), shows the title, plays
an autoplay table on the wall clock until a few calls are made, checks that every sprite,
sound, font and compiled language catalog loads from where `game.assets` finds
it (inside the bundle when frozen by PyInstaller), prints one line per stage
and returns 0, or 1 with the reason. The settings and the game in progress
live in a temporary folder removed at the end: it never reads or writes the
player's files. CI runs it on the built executable with the dummy drivers.
"""
from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path

import pygame

from game import assets
from game.ui.screen_names import Screen

# The checks wait on the game, never on seconds, so that a loaded machine
# passes as a quiet one does: the title stays up for some passes of the loop,
# the autoplay table plays until some calls are made (or the loop has passed
# so often, 30 to 60 times a second, that the table must be stuck).
TABLE_CALLS = 6
TITLE_PASSES = 15
STUCK_PASSES = 6000
MIN_SPEED = 6.0  # autoplay this much faster than normal, so that calls are played


class SmokeFailure(Exception):
    """A check of the smoke test failed; the message says which."""


def say(text: str) -> None:
    print(f"smoke-test: {text}", flush=True)


def smoke_test(options, table_calls: int = TABLE_CALLS) -> int:
    """Run the smoke test with the game's parsed `options` (--seed, --lang,
    --speed and --screenshot-dir are honoured); return the exit code."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="solo-mus-smoke-") as private:
        options = dataclasses.replace(
            options, windowed=True, autoplay=True, exit_after_game=False,
            seed=1 if options.seed is None else options.seed, speed=max(options.speed, MIN_SPEED),
            settings_path=Path(private) / "settings.json")
        try:
            with warnings.catch_warnings():  # SDL's dummy driver has no vsync: not news here
                warnings.filterwarnings("ignore", "no fast renderer")
                app = open_app(options)
        except pygame.error as err:
            print(f"smoke-test: FAILED: cannot open a display, even the dummy one: {err}", file=sys.stderr)
            return 1
        try:
            play(app, started, table_calls)
            check_files()
        except Exception as err:  # any failure is the test's result, said plainly
            if not isinstance(err, SmokeFailure):
                traceback.print_exc()
            print(f"smoke-test: FAILED: {err}", file=sys.stderr)
            return 1
        finally:
            app.finish_screenshots()
            pygame.quit()
    say(f"passed in {time.perf_counter() - started:.1f} s")
    return 0


def open_app(options):
    """The App, on the dummy video driver when no real display opens."""
    from game.shell.main import App

    if os.environ.get("SDL_VIDEODRIVER") != "dummy":
        try:
            pygame.display.init()
            return App(options)
        except pygame.error as err:
            say(f"no display ({err}): using SDL's dummy video driver")
            pygame.quit()
            os.environ["SDL_VIDEODRIVER"] = "dummy"
    return App(options)


def passes(count: int):
    """An `until` for App.loop: true from its `count`-th call on (the loop
    asks it once a pass)."""
    asked = 0

    def done() -> bool:
        nonlocal asked
        asked += 1
        return asked > count
    return done


def play(app, started: float, table_calls: int) -> None:
    """The title for TITLE_PASSES passes of the real loop, then an autoplay
    table until it has made `table_calls` calls."""
    audio = os.environ.get("SDL_AUDIODRIVER", "default") if pygame.mixer.get_init() else "none (silent)"
    drivers = f"video {pygame.display.get_driver()}, audio {audio}"
    app.restart(Screen.TITLE)
    app.screenshot("smoke-title")
    app.tick(0.0)
    say(f"first frame: the title at {time.perf_counter() - started:.3f} s ({drivers})")
    expect_drawn(app.screen, "the title")
    app.loop(until=passes(TITLE_PASSES))
    if not app.running or app.top.name != Screen.TITLE:
        raise SmokeFailure("the title screen did not stay up")

    app.restart(Screen.TABLE)
    table = app.top
    frames, began = app.frames, time.perf_counter()
    stuck = passes(STUCK_PASSES)
    app.loop(until=lambda: len(table.state.history) >= table_calls or stuck())
    app.screenshot("smoke-table")
    app.tick(0.0)
    calls = len(table.state.history)
    say(f"table: {app.frames - frames} frames, {calls} calls played in {time.perf_counter() - began:.1f} s "
        f"(speed {app.speed:g}, seed {table.seed})")
    if not app.running:
        raise SmokeFailure(f"the game quit during the autoplay table (exit code {app.exit_code})")
    if calls < table_calls:
        raise SmokeFailure(f"the autoplay table made {calls} of {table_calls} calls in "
                           f"{STUCK_PASSES} passes of the loop")
    expect_drawn(app.screen, "the table")


def expect_drawn(screen: pygame.Surface, what: str) -> None:
    """Something was drawn: a grid of samples shows several colours."""
    w, h = screen.get_size()
    colours = {tuple(screen.get_at((x * w // 16, y * h // 9))) for x in range(16) for y in range(9)}
    if len(colours) < 3:
        raise SmokeFailure(f"{what} looks blank ({len(colours)} colours on screen)")


def check_files() -> None:
    """Every sprite, sound, font and catalog loads from the folders asset_root
    finds, and in a PyInstaller bundle those folders are inside it."""
    bundle = getattr(sys, "_MEIPASS", None)
    roots = {}
    for kind in assets.ASSET_KINDS:
        try:
            roots[kind] = assets.asset_root(kind)
        except FileNotFoundError:
            if kind != "locale":  # no catalogs yet: every language shows English
                raise
    if bundle:
        outside = [f"{kind} ({root})" for kind, root in roots.items()
                   if Path(bundle).resolve() not in root.resolve().parents]
        if outside:
            raise SmokeFailure(f"frozen, but found outside the bundle: {', '.join(outside)}")
    for what, names, path in (("sprites", assets.ALL_SPRITES, assets.sprite_path),
                              ("sounds", assets.ALL_SOUNDS, assets.sound_path)):
        missing = [name for name in names if not path(name).is_file()]
        if missing:
            raise SmokeFailure(f"{what} missing from {assets.asset_root(what)}: {', '.join(missing)}")
    for name in assets.ALL_SPRITES:
        assets.load_image(name)
    if pygame.mixer.get_init():
        for name in assets.ALL_SOUNDS:
            assets.load_sound(name)
    from game.platform.resources import BOLD_FONT, REGULAR_FONT
    for font in (REGULAR_FONT, BOLD_FONT):
        pygame.font.Font(str(roots["fonts"] / font), 20)
    if not any(p.name.upper().startswith("LICENSE") for p in roots["fonts"].iterdir()):
        raise SmokeFailure(f"the fonts' licence is not beside them in {roots['fonts']}")
    catalogs = sorted(roots["locale"].rglob("*.mo")) if "locale" in roots else []
    from game.platform.i18n import read_catalog
    for mo in catalogs:
        try:
            read_catalog(mo)  # as the game reads it, every check made
        except Exception as err:
            raise SmokeFailure(f"the catalog {mo} is damaged ({err or type(err).__name__})") from None
    languages = sorted({mo.relative_to(roots["locale"]).parts[0] for mo in catalogs})
    say(f"files: {len(assets.ALL_SPRITES)} sprites, {len(assets.ALL_SOUNDS)} sounds, 2 fonts, "
        f"{len(catalogs)} catalogs ({', '.join(languages) or 'none'}) "
        f"from {'the bundle' if bundle else roots['sprites'].parent}")
