"""The command line: bad values refused with a clear message and exit code 2;
an autoplay demo that plays a whole game and leaves a screenshot of each stage."""
import subprocess
import sys

import pytest

from apps import new_app

from game.shell.main import parse_options
from game.shell.start import run
from game.shell.driver import Driver

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.mark.parametrize("argv,words", [
    (["--speed", "fast"], "--speed"),
    (["--speed", "0"], "--speed"),
    (["--seed", "-3"], "--seed"),
    (["--seed", "x"], "--seed"),
    (["--lang", "de"], "--lang"),
    (["--bogus"], "unrecognized"),
])
def test_bad_values_exit_2_with_a_message(argv, words, capsys):
    assert run(argv) == 2
    err = capsys.readouterr().err
    assert words in err


def test_good_values_parse(tmp_path):
    o = parse_options(["--windowed", "--seed", "7", "--lang", "eu", "--autoplay", "--speed", "2.5",
                       "--exit-after-game", "--screenshot-dir", str(tmp_path / "shots")])
    assert (o.windowed, o.seed, o.lang, o.autoplay, o.speed, o.exit_after_game) == (True, 7, "eu", True, 2.5, True)
    assert (tmp_path / "shots").is_dir()


def test_python_dash_m_game_help():
    out = subprocess.run([sys.executable, "-m", "game", "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0
    assert "--autoplay" in out.stdout


@pytest.mark.slow
def test_autoplay_game_leaves_a_screenshot_of_every_stage(tmp_path):
    app = new_app(None, seed=3, speed=40, autoplay=True, exit_after_game=True,
                      screenshot_dir=tmp_path)
    app.start()
    driver = Driver(app)
    for _ in range(40000):
        if not app.running:
            break
        driver.tick()
    assert not app.running and app.exit_code == 0
    app.finish_screenshots()
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert len(names) >= 8
    joined = " ".join(names)
    for stage in ("deal", "mus", "haundia", "tipia", "pariak", "summary", "game-over"):
        assert stage in joined, f"no screenshot of {stage}: {names}"
    assert any(s in joined for s in ("jokua", "pundua"))
    import pygame
    shot = pygame.image.load(str(tmp_path / names[0]))
    assert shot.get_size() == (1920, 1080)
