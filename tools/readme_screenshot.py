"""The README's screenshot: a table in play, taken headless.

`python tools/readme_screenshot.py [docs/screenshot.png] [--seed 5] [--hand 3] [--lang en]`
starts the game on SDL's dummy drivers, plays from the title as a player
would (game/shell/driver.py: real input events, random legal calls) until
the player is to answer a bet in a betting lance, with the player's cards
face up, lets the table settle, and saves the 1920x1080 frame scaled down
to `--width` (1280 by default, smooth scaling) as a PNG. To keep the file
small for the README, each colour channel is rounded to the nearest of 64
shades (`--levels`; 256 keeps every shade) and the PNG is compressed at
zlib's best level: the felt's fine grain is what makes the file big, and
the rounding does not show. The same arguments give the same picture;
another seed or hand gives another moment. It runs with a temporary user
folder (XDG_CONFIG_HOME and the settings path both point into it, removed
at the end), so it never reads or writes the player's settings, kept game
or statistics.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZE = (1920, 1080)
SETTLE_SECONDS = 1.5  # table time after the moment is reached: chips land, the advice flashes


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?", type=Path, default=ROOT / "docs" / "screenshot.png",
                        help="the PNG to write (default: docs/screenshot.png)")
    parser.add_argument("--seed", type=int, default=5, help="the game's seed and the driver's (default 5)")
    parser.add_argument("--lang", default="en", choices=("eu", "en", "es", "fr"),
                        help="the language on screen (default en)")
    parser.add_argument("--width", type=int, default=1280,
                        help="width of the saved picture, the height kept in proportion (default 1280)")
    parser.add_argument("--levels", type=int, default=64, choices=(256, 128, 64, 32),
                        help="shades kept per colour channel (default 64; 256 keeps them all)")
    parser.add_argument("--hand", type=int, default=3,
                        help="take the first suitable moment from this hand on (default 3: a score on the board)")
    return parser.parse_args(argv)


def wanted_moment(app, hand: int) -> bool:
    """The player is to decide in a betting lance where the other team has
    bet (chips on the table, bubbles up), from hand `hand` on."""
    from game.model import Kind, Phase
    table = app.top
    if getattr(table, "name", None) != "table" or table.stage.name != "deciding":
        return False
    state = table.state
    if state.hand_number < hand or state.phase != Phase.BETTING:
        return False
    return Kind.IDUKI in {button.name for button in table.enabled_buttons()}


def rounded(rgb: bytes, levels: int) -> bytes:
    """Each channel of `rgb` rounded to the nearest of `levels` evenly spaced
    shades (0 and 255 kept)."""
    if levels >= 256:
        return rgb
    step = 256 // levels
    table = bytes(min(255, round(value / step) * step) for value in range(256))
    return rgb.translate(table)


def take(output: Path, seed: int, lang: str, width: int, hand: int, levels: int) -> Path:
    import pygame
    from game.shell.driver import Driver
    from game.platform.png import png_bytes
    from game.shell.main import App, Options

    folder = Path(os.environ["XDG_CONFIG_HOME"])
    app = App(Options(windowed=True, seed=seed, lang=lang, sound=False,
                      settings_path=folder / "solo-mus" / "settings.json"))
    app.start()
    pygame.event.clear()
    driver = Driver(app, seed=seed, mode="mouse")
    if not driver.play_until(lambda: wanted_moment(app, hand), max_ticks=40000):
        raise SystemExit(f"readme_screenshot: seed {seed} reached no bet to answer; try another --seed")
    driver.tick(round(SETTLE_SECONDS / driver.dt))
    frame = pygame.display.get_surface()
    height = round(width * SIZE[1] / SIZE[0])
    picture = frame if frame.get_width() == width else pygame.transform.smoothscale(frame, (width, height))
    rgb = rounded(pygame.image.tobytes(picture, "RGB"), levels)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_bytes(png_bytes(picture.get_size(), rgb, 9))
    app.keeper.flush()
    pygame.quit()
    return output


def main(argv: list[str]) -> int:
    args = parse(argv)
    private = tempfile.mkdtemp(prefix="solo-mus-screenshot-")
    os.environ["XDG_CONFIG_HOME"] = private  # never the player's own folder
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        path = take(args.output, args.seed, args.lang, args.width, args.hand, args.levels)
    finally:
        shutil.rmtree(private, ignore_errors=True)
    print(f"readme_screenshot: {path} ({path.stat().st_size / 1000:.0f} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
