"""Check that what the colours tell still shows to a player with red-green
colour blindness: screenshots of the table (at a betting decision, with
enabled and disabled buttons) and of the hand review, seen as deuteranopia
and protanopia would see them (Machado, Oliveira & Fernandes 2009, severity
1, applied in linear RGB), and measured in CIELAB.

`python tools/colour_check.py [--out DIR] [--teams R,G,B R,G,B] [--seed N]`
saves each screenshot and its two simulations as PNGs in DIR, prints the
colour differences (delta-E 1976) between the two teams' inks and between the
enabled and the disabled buttons, for normal vision and each simulation, and
exits 1 when one falls under its threshold (`TEAM_MIN`, `BUTTON_MIN`).
`--teams` tries another pair of team colours in place of game/assets.py's.

The team inks are found in the screenshots themselves: the pixels of exactly
a team's colour (the inside of its name and score), the same pixels then read
in the simulated picture. numpy is used here only, never by the game. Runs
with its own temporary settings; never touches the player's.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402
import pygame  # noqa: E402

# Machado et al. 2009, severity 1.0: linear RGB -> linear RGB as seen.
MACHADO = {
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
}
VISIONS = ("normal",) + tuple(MACHADO)
TEAM_MIN = 20.0    # delta-E between the two teams' inks, in every vision
BUTTON_MIN = 15.0  # delta-E between the enabled and the disabled buttons' average colour
MIN_PIXELS = 40    # pixels of a team's ink a screenshot must show to be measured
_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                 [0.2126729, 0.7151522, 0.0721750],
                 [0.0193339, 0.1191920, 0.9503041]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


# -- colour science ----------------------------------------------------------
def to_linear(rgb) -> np.ndarray:
    c = np.asarray(rgb, dtype=float) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def to_srgb(linear) -> np.ndarray:
    c = np.clip(linear, 0.0, 1.0)
    c = np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)
    return np.round(c * 255).astype(np.uint8)


def simulate_rgb(rgb, vision: str) -> np.ndarray:
    """Colours (..., 3) of 0-255 as `vision` sees them (normal: unchanged)."""
    rgb = np.asarray(rgb)
    if vision == "normal":
        return rgb.astype(np.uint8)
    return to_srgb(to_linear(rgb) @ MACHADO[vision].T)


def lab(rgb) -> np.ndarray:
    xyz = to_linear(rgb) @ _XYZ.T / _WHITE
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def delta_e(a, b) -> float:
    """CIE 1976 colour difference between two sRGB colours."""
    return float(np.linalg.norm(lab(np.asarray(a, float)) - lab(np.asarray(b, float))))


def simulate(surface: pygame.Surface, vision: str) -> pygame.Surface:
    """A copy of `surface` as `vision` sees it."""
    pixels = pygame.surfarray.array3d(surface)
    return pygame.surfarray.make_surface(simulate_rgb(pixels, vision))


# -- what a screenshot shows ---------------------------------------------------
@dataclass
class Shot:
    """A screenshot, and where on it the enabled and disabled buttons are."""

    name: str
    surface: pygame.Surface
    enabled: list = field(default_factory=list)   # pygame.Rects
    disabled: list = field(default_factory=list)


@dataclass
class Figure:
    shot: str
    vision: str
    what: str      # "teams" or "buttons"
    delta: float
    least: float

    @property
    def ok(self) -> bool:
        return self.delta >= self.least

    def __str__(self) -> str:
        return f"{self.shot:7} {self.vision:13} {self.what:8} dE {self.delta:6.1f} (at least {self.least:g})" + (
            "" if self.ok else "  TOO CLOSE")


def measure(shot: Shot, teams) -> list[Figure]:
    """The figures of one screenshot in every vision. A team colour not
    found on it is a problem (dE 0): the check must see what it judges."""
    pixels = pygame.surfarray.array3d(shot.surface)
    masks = [np.all(pixels == np.array(colour, dtype=pixels.dtype), axis=-1) for colour in teams]
    figures = []
    for vision in VISIONS:
        seen = simulate_rgb(pixels, vision)
        if all(mask.sum() >= MIN_PIXELS for mask in masks):
            inks = [seen[mask].astype(float).mean(axis=0) for mask in masks]
            figures.append(Figure(shot.name, vision, "teams", delta_e(*inks), TEAM_MIN))
        else:
            figures.append(Figure(shot.name, vision, "teams", 0.0, TEAM_MIN))
        if shot.enabled and shot.disabled:
            means = [np.concatenate([seen[r.left:r.right, r.top:r.bottom].reshape(-1, 3) for r in rects]).mean(axis=0)
                     for rects in (shot.enabled, shot.disabled)]
            figures.append(Figure(shot.name, vision, "buttons", delta_e(*means), BUTTON_MIN))
    return figures


# -- the screenshots -------------------------------------------------------------
@contextlib.contextmanager
def team_colours(colours):
    """The game drawn with other team colours for a while (None: its own)."""
    from game import assets
    from game.table import scores
    from game.ui import chips
    if colours is None:
        yield tuple(assets.TEAM_COLOURS)
        return
    kept = assets.TEAM_COLOURS, scores.TEAM_COLOUR, dict(chips._COLOURS)
    colours = tuple(tuple(c) for c in colours)
    assets.TEAM_COLOURS = scores.TEAM_COLOUR = colours
    chips._COLOURS.update({0: colours[0], 1: colours[1]})
    try:
        yield colours
    finally:
        assets.TEAM_COLOURS, scores.TEAM_COLOUR = kept[0], kept[1]
        chips._COLOURS.clear()
        chips._COLOURS.update(kept[2])


def screenshots(seed: int = 5, folder: Path | None = None) -> list[Shot]:
    """The table at a betting decision of the player's (some calls enabled,
    some not) and the review of that hand, played by the test driver."""
    from game.model import Phase
    from game.shell.driver import Driver
    from game.shell.main import App, Options
    with tempfile.TemporaryDirectory() as scratch:
        app = App(Options(windowed=True, seed=seed, speed=40,
                          settings_path=(folder or Path(scratch)) / "settings.json"))
        app.start()
        pygame.event.clear()
        driver = Driver(app, seed=seed, mode="mouse")
        shots = []

        def table_shot() -> bool:
            table = app.top
            if getattr(table, "name", None) != "table" or not table.awaiting or table.director.busy:
                return False
            bar = [b for b in table.bar.widgets.widgets if b.visible and hasattr(b, "label")]
            if table.state.phase != Phase.BETTING or all(b.enabled for b in bar):
                return False
            driver.tick(3)
            app.draw(1.0)
            shots.append(Shot("table", app.screen.copy(), [b.rect.copy() for b in bar if b.enabled],
                              [b.rect.copy() for b in bar if not b.enabled]))
            return True

        if not driver.play_until(table_shot, 60000):
            raise RuntimeError("no betting decision with a disabled call was met")
        table = app.top
        if not driver.play_until(lambda: table.summary is not None and table.summary.ready, 60000):
            raise RuntimeError("the hand never ended")
        driver.press(table.summary.widgets, table.summary.review_button)
        driver.tick(10)
        app.draw(1.0)
        shots.append(Shot("review", app.screen.copy()))
        return shots


def check(teams=None, seed: int = 5, out: Path | None = None) -> list[Figure]:
    """Every figure for the game's team colours (or `teams`); saves the
    screenshots and their simulations in `out` when given."""
    with team_colours(teams) as colours:
        shots = screenshots(seed)
    figures = []
    for shot in shots:
        figures += measure(shot, colours)
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            for vision in VISIONS:
                seen = shot.surface if vision == "normal" else simulate(shot.surface, vision)
                pygame.image.save(seen, str(out / f"{shot.name}-{vision}.png"))
    return figures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "solo-mus-colour-check")
    parser.add_argument("--teams", nargs=2, metavar="R,G,B", help="two team colours to try instead of the game's")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    teams = [tuple(int(v) for v in colour.split(",")) for colour in args.teams] if args.teams else None
    figures = check(teams, args.seed, args.out)
    for figure in figures:
        print(figure)
    print(f"pictures in {args.out}")
    return 0 if all(f.ok for f in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
