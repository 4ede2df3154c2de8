"""The command never ends in a traceback (issue 11, defect 5): a pipe closed
early, a full disk, a closed stdout, Ctrl-C, an unwritable --screenshot-dir;
each gives one line on stderr and a non-zero exit code."""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from apps import new_app, start_on_title
from children import game_child, wait_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

ROOT = Path(__file__).resolve().parents[2]


def env(tmp_path):
    return dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                XDG_CONFIG_HOME=str(tmp_path / "config"))


def solo_mus(tmp_path, *args, **kw):
    return subprocess.run([sys.executable, "-m", "game.cli", *args], env=env(tmp_path),
                          capture_output=True, text=True, timeout=120, **kw)


def one_clean_line(err: str) -> str:
    assert "Traceback" not in err and "Exception ignored" not in err, err
    lines = [line for line in err.splitlines() if line.startswith("solo-mus")]
    assert len(lines) == 1, err
    return lines[0]


def test_a_record_piped_into_head(tmp_path):
    cmd = f"{sys.executable} -m game.cli record --seed 1 | head -n 1"
    out = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], env=env(tmp_path),
                         capture_output=True, text=True, timeout=120)
    assert out.stdout.startswith("Solo Mus ") and " game record - seed 1" in out.stdout and out.stdout.count("\n") == 1
    assert out.returncode != 0
    assert "broken pipe" in one_clean_line(out.stderr)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_record_into_a_full_disk(tmp_path):
    with open("/dev/full", "w") as full:
        out = subprocess.run([sys.executable, "-m", "game.cli", "record", "--seed", "1"], env=env(tmp_path),
                             stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert out.returncode != 0
    assert "No space left" in one_clean_line(out.stderr)


def test_a_record_with_stdout_closed(tmp_path):
    cmd = f"{sys.executable} -m game.cli record --seed 1 >&-"
    out = subprocess.run(["bash", "-c", cmd], env=env(tmp_path), capture_output=True, text=True, timeout=120)
    assert out.returncode != 0
    assert "closed" in one_clean_line(out.stderr)


def _ctrl_c_as_in_a_terminal():
    """In the child: Ctrl-C does what it does in a terminal, even when these
    tests run in the background (a shell's `&` starts a job with SIGINT
    ignored, which the child would inherit, and Python then leaves it so)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _small_pipe():
    """A pipe (read end, write end) that holds as little as Linux allows (one
    page): a record of 3 games (about 20 KB) cannot be written into it whole,
    so the record is still writing, not finished, when Ctrl-C comes, however
    fast it runs. Elsewhere a plain pipe."""
    read, write = os.pipe()
    try:
        import fcntl
        fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, 4096)
    except (ImportError, AttributeError, OSError):
        pass
    return read, write


@pytest.mark.slow
@pytest.mark.parametrize("args", [["record", "--seed", "1", "--games", "3"],
                                  ["--autoplay", "--windowed", "--speed", "5"]])
def test_ctrl_c(tmp_path, args):
    read, write = _small_pipe()
    proc = game_child(args, env=env(tmp_path), stdout=write, stderr=subprocess.PIPE, text=True,
                      preexec_fn=_ctrl_c_as_in_a_terminal if os.name == "posix" else None)
    os.close(write)
    proc.stdout = open(read, encoding="utf-8")
    if args[0] == "record":
        proc.stdout.readline()  # it is running: its first line is out
    else:
        assert wait_drawn(proc.stdout)  # the game's loop is running: its first frame is drawn
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if proc.returncode == 0 and args[0] == "record":
        pytest.fail("the record ended before Ctrl-C came")
    assert proc.returncode == 130
    assert "interrupted" in one_clean_line(err)


def test_ctrl_c_at_the_table_saves_the_game(tmp_path, monkeypatch):
    from game import model
    from game.shell import main
    from game.match.keeper import read_game_file
    from game.scenes.table import TableScene

    app = new_app(tmp_path, seed=2, speed=40)
    start_on_title(app)
    app.top.new_game()
    app.top.start()  # the players screen's Start
    table = app.top
    assert isinstance(table, TableScene)
    table.course.apply(model.legal_actions(table.state)[0])  # a call made at the table
    table.follow()   # what the course says of it: the match kept, the step shown

    def interrupted(self, until=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(main.App, "loop", interrupted)
    monkeypatch.setattr(main, "App", lambda options: app)
    from game.shell import start
    assert start.run(["--windowed"]) == 130
    assert read_game_file(tmp_path / "game.json").moves == table.state.history


@pytest.mark.skipif(sys.platform != "linux", reason="uses /proc, a folder nobody can write")
def test_an_unwritable_screenshot_dir_is_refused_at_start(tmp_path):
    out = solo_mus(tmp_path, "--autoplay", "--screenshot-dir", "/proc")
    assert out.returncode == 2
    assert "--screenshot-dir /proc cannot be written" in one_clean_line(out.stderr)


@pytest.mark.slow
def test_screenshots_that_start_failing_are_reported_once(tmp_path, capsys):
    shots = tmp_path / "shots"
    shots.mkdir()
    app = new_app(None, seed=1, speed=40, autoplay=True, screenshot_dir=shots,
                      settings_path=tmp_path / "settings.json")
    app.start()
    app.options.screenshot_dir = tmp_path / "gone" / "away"  # the folder disappears mid-run
    for _ in range(400):
        app.tick(1 / 30)
        app.screenshot("again")
    app.finish_screenshots()
    err = capsys.readouterr().err
    assert err.count("could not save screenshot") == 1 and app.shot_failure


# -- issue "Nothing lost, part two" ---------------------------------------------

HOSTILE = "\x1b]0;PWNED\x07\x1b[2J\x9b2J\u202e"


def kept_file(tmp_path, name=None, **overrides):
    import json
    from game import model
    from matches import kept_json as to_json
    state = model.new_game(model.Rules(), 1)
    state = model.step(state, model.legal_actions(state)[0])
    data = {**to_json(state, 1), **overrides}
    if name is not None:
        data["lineups"][0]["players"][1]["name"] = name
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("overrides", [{"moves": [f"0 mus{HOSTILE}"]},
                                       {"moves": [f"0 discard 1o{HOSTILE}"]},
                                       {"seed": HOSTILE},
                                       {"name": f"A{HOSTILE}"}],
                         ids=["a move", "a discard", "the seed", "a name"])
def test_record_from_a_file_shows_control_characters_never_obeys_them(tmp_path, overrides):
    path = kept_file(tmp_path, **overrides)
    out = solo_mus(tmp_path, "record", "--from", str(path))
    assert out.returncode == 1
    line = one_clean_line(out.stderr)
    for ch in "\x1b\x07\x9b\u202e":
        assert ch not in out.stderr and ch not in out.stdout
    assert "\\x1b" in line or "…" in line


def test_record_shows_a_files_name_with_control_characters_shown(tmp_path):
    good = kept_file(tmp_path)
    odd = good.with_name(f"kept{HOSTILE}.json")
    good.rename(odd)
    out = solo_mus(tmp_path, "record", "--from", str(odd))
    assert out.returncode == 0, out.stderr
    assert "\x1b" not in out.stdout and "\x07" not in out.stdout and "from kept\\x1b]0;PWNED" in out.stdout
    missing = solo_mus(tmp_path, "record", "--from", str(tmp_path / f"gone{HOSTILE}.json"))
    assert missing.returncode == 1 and "\x1b" not in missing.stderr and "gone\\x1b" in missing.stderr


@pytest.mark.parametrize("args", [["record", "--seed", "-5"], ["--seed", "-1"],
                                  ["record", "--seed", str(2 ** 64)], ["--seed", str(2 ** 64)]])
def test_one_rule_for_seeds_everywhere(tmp_path, args):
    out = solo_mus(tmp_path, *args)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert f"--seed must be from 0 to {2 ** 64 - 1}" in out.stderr


def test_the_largest_seed_plays_and_is_kept(tmp_path):
    from game import model
    from game.platform.options import parse_options
    from game.match.kept import read_match as read_game
    from matches import kept_json as to_json
    largest = 2 ** 64 - 1
    assert parse_options(["--seed", str(largest)]).seed == largest
    out = solo_mus(tmp_path, "record", "--seed", str(largest))
    assert out.returncode == 0 and f"seed {largest}" in out.stdout
    state = model.new_game(model.Rules(), largest)
    assert read_game(to_json(state, largest)).seed == largest  # a game with it can be resumed


def test_an_empty_screenshot_dir_is_refused(tmp_path):
    work = tmp_path / "here"
    work.mkdir()
    out = solo_mus(tmp_path, "--autoplay", "--exit-after-game", "--screenshot-dir", "", cwd=work)
    assert out.returncode == 2
    assert "--screenshot-dir needs a folder's name" in one_clean_line(out.stderr)
    assert list(work.iterdir()) == []
