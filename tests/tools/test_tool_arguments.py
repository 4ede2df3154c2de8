"""The tools' bad arguments (issue #37): `tools/tournament.py --games 0` or a
bad player spec printed a traceback; `tools/soak.py --speed 0` or `inf`
divided by zero, and `--speed nan` hung, deaf to SIGTERM and Ctrl-C. Each is
now one clear line from argparse and exit code 2, before any game starts.
The tools run as a person runs them: a process of their own."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def refused(tool: str, *args: str) -> str:
    """Run `tool` with `args`; assert it stopped with one error line and code 2; that line."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, str(ROOT / "tools" / tool), *args], capture_output=True, text=True,
                         timeout=120, env=env, cwd=ROOT)
    assert out.returncode == 2, (out.returncode, out.stderr)
    assert "Traceback" not in out.stderr and out.stdout == ""
    errors = [line for line in out.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1, out.stderr
    return errors[0]


@pytest.mark.parametrize("args, said", [
    (["--games", "0"], "--games: must be 1 or more, not 0"),
    (["--games", "-3"], "--games: must be 1 or more, not -3"),
    (["--games", "many"], "--games: must be a whole number, not 'many'"),
    (["--jobs", "0"], "--jobs: must be 1 or more, not 0"),
    (["--a", "ai:55"], "--a: a personality is four digits"),
    (["--b", "nobody"], "--b: unknown player 'nobody'"),
    (["--a", "ai:5555@master"], "--a: unknown level '@master'"),
    (["--also-b", "ai:5555+q"], "--also-b: unknown keinuak suffix"),
    (["--a", "old:/no/such/checkout"], "--a: no computer player at"),
    (["--target", "35"], "--target: invalid choice: 35"),
], ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_the_tournament_says_what_is_wrong_in_one_line(args, said):
    line = refused("tournament.py", *args, *([] if "--jobs" in args else ["--jobs", "1"]))
    assert said in line


@pytest.mark.parametrize("speed", ["0", "inf", "-inf", "nan", "-1", "1000", "fast"])
def test_the_soak_refuses_a_speed_it_cannot_play_at(speed):
    line = refused("soak.py", "--games", "11", "--from-game", "10", "--speed", speed)
    assert "--speed" in line


def test_the_soak_refuses_a_seed_the_game_cannot_keep():
    assert "--seed must be from 0 to" in refused("soak.py", "--seed", str(1 << 64))


@pytest.mark.parametrize("args, said", [
    (["--against", "/no/such/checkout"], "/no/such/checkout holds no game/match/keeper.py"),
    (["--against", ".", "--runs", "0"], "--runs must be 1 or more"),
    ([], "give --against TREE"),
], ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_the_keeper_bench_says_what_is_wrong_in_one_line(args, said):
    assert said in refused("benches/keeper.py", *args)
