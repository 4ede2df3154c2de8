"""`solo-mus --version` and `solo-mus --smoke-test`: the version is the one in
game/__init__.py; the smoke test shows the title, plays an autoplay table,
checks the game's files and exits 0; it fails with a reason when something is
wrong; it never touches the player's settings or saved game; with no display
it falls back to SDL's dummy driver by itself. Its checks wait on the game
(passes of the loop, calls made), never on seconds: a loaded machine passes."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import game
from game import assets
from game.shell import smoke
from game.shell.main import Options, parse_options
from game.shell.start import run

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def test_version_option_prints_the_one_version(capsys):
    assert run(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"solo-mus {game.__version__}"


def test_smoke_test_option_parses():
    assert parse_options(["--smoke-test"]).smoke_test
    assert not parse_options([]).smoke_test


def _player_files(config_home: Path) -> dict[str, bytes]:
    folder = config_home / "solo-mus"
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.is_dir() else {}


@pytest.mark.slow
def test_smoke_test_plays_and_leaves_the_players_files_alone(private_config_home, capsys, tmp_path):
    folder = private_config_home / "solo-mus"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text(json.dumps({"format": 1, "language": "eu", "sound": False}))
    (folder / "game.json").write_text("{\"kept\": \"a game in progress\"}")
    before = _player_files(private_config_home)
    code = smoke.smoke_test(Options(seed=5, screenshot_dir=tmp_path), table_calls=3)
    out = capsys.readouterr().out
    assert code == 0, out
    assert "first frame: the title" in out and "passed" in out
    calls = int(out.split("frames, ")[1].split(" calls")[0])
    assert calls >= 3
    assert f"{len(assets.ALL_SPRITES)} sprites, {len(assets.ALL_SOUNDS)} sounds" in out
    assert _player_files(private_config_home) == before  # nothing read into, written or removed
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert shots[0].endswith("smoke-title.png") and shots[-1].endswith("smoke-table.png")


@pytest.mark.slow
def test_smoke_test_fails_with_a_reason_when_a_sprite_is_missing(monkeypatch, capsys):
    monkeypatch.setattr(assets, "ALL_SPRITES", assets.ALL_SPRITES + ("cards/joker.png",))
    assert smoke.smoke_test(Options(seed=1), table_calls=1) == 1
    err = capsys.readouterr().err
    assert "FAILED: sprites missing" in err and "cards/joker.png" in err


class RacingClock:
    """The smoke test's wall clock on a loaded machine: a quarter of a second
    gone at every reading."""

    def __init__(self):
        self.now = 1000.0

    def perf_counter(self):
        self.now += 0.25
        return self.now


@pytest.mark.slow
def test_the_smoke_test_waits_on_the_game_not_on_the_clock(monkeypatch, capsys):
    """Under load the seconds go by while the game has not moved: the smoke
    test still sees the title stay up and the table play its calls (it once
    gave the table half a second and failed with 'played no call')."""
    monkeypatch.setattr(smoke, "time", RacingClock())
    assert smoke.smoke_test(Options(seed=1), table_calls=2) == 0, capsys.readouterr().err
    out = capsys.readouterr().out
    assert int(out.split("frames, ")[1].split(" calls")[0]) >= 2


def test_a_stuck_table_fails_after_its_passes_with_the_calls_it_made(monkeypatch, capsys):
    monkeypatch.setattr(smoke, "STUCK_PASSES", 5)
    assert smoke.smoke_test(Options(seed=1), table_calls=400) == 1
    err = capsys.readouterr().err
    assert "FAILED: the autoplay table made " in err and " of 400 calls in 5 passes of the loop" in err


def test_frozen_files_must_come_from_the_bundle(tmp_path, monkeypatch):
    """A frozen game whose bundle lacks its folders would quietly use others
    (a checkout's): the smoke test refuses that."""
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "sprites").mkdir()
    with pytest.raises(smoke.SmokeFailure, match="outside the bundle: sounds"):
        smoke.check_files()


def test_blank_screen_is_caught():
    screen = pygame.Surface((160, 90))
    screen.fill((10, 80, 40))
    with pytest.raises(smoke.SmokeFailure, match="blank"):
        smoke.expect_drawn(screen, "the title")


def _game(*args, env_changes: dict, tmp_path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(REPO), XDG_CONFIG_HOME=str(tmp_path / "config"), **env_changes)
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True,
                          env=env, timeout=120, cwd=tmp_path)


def test_version_from_the_command_line(tmp_path):
    out = _game("--version", env_changes={}, tmp_path=tmp_path)
    assert out.returncode == 0 and out.stdout.strip() == f"solo-mus {game.__version__}"


@pytest.mark.slow
def test_smoke_test_falls_back_to_the_dummy_driver_without_a_display(tmp_path):
    out = _game("--smoke-test", env_changes={"SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"},
                tmp_path=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "using SDL's dummy video driver" in out.stdout
    assert "passed" in out.stdout
    assert not (tmp_path / "config").exists()  # the player's config folder was never made
