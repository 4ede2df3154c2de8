"""One copy of the game at a time on a user folder (issue "Nothing lost, part
two", failure 1: two copies each wrote their whole state, and the last writer
won: hands and a whole game vanished). The first copy holds a lock for as long
as it runs; a second one says so in one line, in the player's language, and
exits without writing anything; a lock left by a killed copy is taken over at
once; a demo, the smoke test and `record` never need it. Real processes, one
temporary user folder."""
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from children import game_child, wait_drawn

ROOT = Path(__file__).resolve().parents[2]
RUNNING = {"en": "Solo Mus is already running", "fr": "Solo Mus est déjà lancé",
           "eu": "Solo Mus martxan dago jada", "es": "Solo Mus ya está abierto"}


def env(tmp_path):
    """A player's environment (pygame's greeting not hidden by the caller)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_CONFIG_HOME=str(tmp_path / "config"), LANGUAGE="en", LANG="C.UTF-8")
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    return env


def folder(tmp_path):
    return tmp_path / "config" / "solo-mus"


def game(tmp_path, *args):
    """A copy of the game as the player starts it, in a child that prints
    `DRAWN` once it has drawn its first frame (tests/children.py): it took
    the folder's lock before that."""
    return game_child(["--windowed", *args], env=env(tmp_path), stdout=subprocess.PIPE,
                      stderr=subprocess.PIPE, text=True)


def holds_the_lock(tmp_path, proc) -> bool:
    """Whether `proc`, a `game`, holds the folder's lock once it has drawn
    its first frame (it takes the lock before): a try to take the lock from
    here is then refused. The try waits for that frame: made while the copy
    starts, it could take the lock in the moment between the copy making its
    lock file and locking it, and the copy would be refused as a second one."""
    import filelock
    assert wait_drawn(proc.stdout), proc.communicate()[1]
    probe = filelock.FileLock(str(folder(tmp_path) / "solo-mus.lock"))
    try:
        probe.acquire(timeout=0)
    except filelock.Timeout:
        return True
    probe.release()
    return False


def stop(proc):
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def snapshot(place: Path) -> dict:
    """Every file under `place`: its size, its time and a hash of its bytes."""
    return {str(p.relative_to(place)): (p.stat().st_size, p.stat().st_mtime_ns,
                                        hashlib.sha256(p.read_bytes()).hexdigest())
            for p in sorted(place.rglob("*")) if p.is_file()}


def refused_line(out) -> str:
    assert out.returncode not in (0, None) and "Traceback" not in out.stderr, out.stderr
    lines = [line for line in out.stderr.splitlines() if line.startswith("solo-mus")]
    assert len(lines) == 1, out.stderr
    return lines[0]


@pytest.mark.parametrize("lang, how", [("en", None),
                                       pytest.param("fr", "saved", marks=pytest.mark.slow),
                                       pytest.param("eu", "--lang", marks=pytest.mark.slow)])
def test_a_second_copy_says_so_in_the_players_language_and_writes_nothing(tmp_path, lang, how):
    place = folder(tmp_path)
    place.mkdir(parents=True)
    (place / "settings.json").write_text(json.dumps({"format": 1, "language": lang if how == "saved" else "en",
                                                     "volume": 3}), encoding="utf-8")
    first = game(tmp_path)
    try:
        # its first frame drawn: it holds the lock and has read its own files (and repaired what it would)
        assert holds_the_lock(tmp_path, first)
        # What a second copy that started would repair or clean up: a damaged
        # statistics file (kept aside, rewritten) and a temporary file left by a kill.
        (place / "stats.json").write_text('{"format": 1, "hands": "damaged"}', encoding="utf-8")
        stale = place / ".game.json.k2j3.tmp"
        stale.write_text("half a game", encoding="utf-8")
        os.utime(stale, (time.time() - 3600, time.time() - 3600))
        before = snapshot(place)
        args = ["--lang", lang] if how == "--lang" else []
        second = subprocess.run([sys.executable, "-m", "game.cli", "--windowed", *args], env=env(tmp_path),
                                capture_output=True, text=True, timeout=120)
        assert refused_line(second).startswith(f"solo-mus: {RUNNING[lang]}")
        assert second.stdout == ""  # that one line is all it says (no pygame greeting)
        assert snapshot(place) == before  # no settings, no notice, no .bad- copy
        assert first.poll() is None  # the first copy plays on
    finally:
        stop(first)


def test_a_lock_file_left_behind_is_taken_at_once_and_holds(tmp_path):
    """What a killed copy leaves: the lock file, held by nobody. The next
    copy takes it without waiting (no stale-lock timeout); the real kill -9
    is the slow test below."""
    from game.platform.one_copy import AlreadyRunning, hold
    place = tmp_path / "solo-mus"
    place.mkdir()
    (place / "solo-mus.lock").write_text("", encoding="utf-8")
    first = hold(place / "settings.json", "en")
    try:
        assert first is not None and first.is_locked
        assert not list(place.glob("solo-mus.lock.bad-*"))  # a plain file is no odd one: nothing set aside
        with pytest.raises(AlreadyRunning):
            hold(place / "settings.json", "en")
    finally:
        first.release()


@pytest.mark.slow  # real processes, and "at once" is measured on the clock
def test_a_lock_left_by_a_killed_copy_is_taken_over_at_once(tmp_path):
    first = game(tmp_path)
    try:
        assert holds_the_lock(tmp_path, first)
    finally:
        first.kill()  # -9: no chance to let go of anything
        first.communicate()
    assert (folder(tmp_path) / "solo-mus.lock").exists()
    began = time.monotonic()
    second = game(tmp_path)
    try:
        assert holds_the_lock(tmp_path, second)
        assert time.monotonic() - began < 30
        third = subprocess.run([sys.executable, "-m", "game.cli", "--windowed"], env=env(tmp_path),
                               capture_output=True, text=True, timeout=120)
        assert "already running" in refused_line(third)
    finally:
        stop(second)


def one_refused(both):
    """Of two copies started together, wait until one has ended: it must be
    the only one, refused as a second copy; return the one that plays."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and all(p.poll() is None for p in both):
        time.sleep(0.05)
    done = [p for p in both if p.poll() is not None]
    assert len(done) == 1, "both copies run, or neither"
    _out, err = done[0].communicate()
    assert done[0].returncode == 1 and err.count("already running") == 1, err
    return next(p for p in both if p is not done[0])


@pytest.mark.slow
def test_two_copies_started_together_one_plays(tmp_path):
    both = [game(tmp_path), game(tmp_path)]
    try:
        playing = one_refused(both)
        assert holds_the_lock(tmp_path, playing)
    finally:
        for p in both:
            stop(p)


@pytest.mark.slow
def test_a_demo_and_a_record_run_beside_a_copy(tmp_path):
    first = game(tmp_path)
    try:
        assert holds_the_lock(tmp_path, first)
        record = subprocess.run([sys.executable, "-m", "game.cli", "record", "--seed", "1"], env=env(tmp_path),
                                capture_output=True, text=True, timeout=120)
        assert record.returncode == 0 and "Winner" in record.stdout
        demo = game(tmp_path, "--autoplay", "--speed", "5")
        assert wait_drawn(demo.stdout), demo.communicate()[1]  # not refused: it plays
        stop(demo)
    finally:
        stop(first)


# -- a lock file that is not a plain file (issue #37: a folder or a symbolic
# link at solo-mus.lock made every copy play unlocked, and two copies lost 17
# of 37 hands) -------------------------------------------------------------
def make_odd(place: Path, kind: str) -> None:
    """Put a folder, a link to a file elsewhere, or a link to nothing at the lock's place."""
    place.mkdir(parents=True, exist_ok=True)
    lock = place / "solo-mus.lock"
    if kind == "folder":
        lock.mkdir()
        (lock / "kept.txt").write_text("what was in it", encoding="utf-8")
    elif kind == "symlink":
        target = place.parent / "elsewhere.lock"
        target.write_text("", encoding="utf-8")
        lock.symlink_to(target)
    else:
        lock.symlink_to(place.parent / "nowhere.lock")


ODD = ("folder", "symlink", "dangling symlink")


@pytest.mark.parametrize("kind", ODD)
def test_an_odd_lock_file_is_set_aside_and_two_locks_exclude_each_other(tmp_path, kind):
    from game.platform.one_copy import AlreadyRunning, hold
    place = tmp_path / "solo-mus"
    make_odd(place, kind)
    first = hold(place / "settings.json", "en")
    try:
        assert first is not None and first.is_locked
        assert (place / "solo-mus.lock").is_file() and not (place / "solo-mus.lock").is_symlink()
        aside = list(place.glob("solo-mus.lock.bad-*"))
        assert len(aside) == 1  # kept, never deleted
        if kind == "folder":
            assert (aside[0] / "kept.txt").read_text(encoding="utf-8") == "what was in it"
        else:
            assert aside[0].is_symlink()
        with pytest.raises(AlreadyRunning) as second:
            hold(place / "settings.json", "en")
        assert second.value.line.startswith(RUNNING["en"])
    finally:
        first.release()


def test_a_lock_that_cannot_be_taken_refuses_to_start_with_one_line(tmp_path):
    """The odd lock cannot be set aside (its fixing lock is a folder too):
    the copy does not play unlocked, it says why in the player's language."""
    from game.platform.one_copy import CannotLock, hold
    place = tmp_path / "solo-mus"
    make_odd(place, "folder")
    (place / "solo-mus.fixing.lock").mkdir()
    place.joinpath("settings.json").write_text(json.dumps({"format": 1, "language": "es"}), encoding="utf-8")
    with pytest.raises(CannotLock) as refused:
        hold(place / "settings.json")
    assert refused.value.line.startswith("Solo Mus no puede bloquear su carpeta") and "\n" not in refused.value.line
    assert str(place / "solo-mus.lock") in refused.value.line
    assert (place / "solo-mus.lock").is_dir()  # nothing moved, nothing lost


@pytest.mark.slow
@pytest.mark.parametrize("kind", ODD)
def test_with_an_odd_lock_file_a_second_copy_is_still_refused(tmp_path, kind):
    make_odd(folder(tmp_path), kind)
    first = game(tmp_path)
    try:
        assert holds_the_lock(tmp_path, first)
        second = subprocess.run([sys.executable, "-m", "game.cli", "--windowed"], env=env(tmp_path),
                                capture_output=True, text=True, timeout=120)
        assert refused_line(second).startswith(f"solo-mus: {RUNNING['en']}")
        assert first.poll() is None
    finally:
        stop(first)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ODD)
def test_two_copies_started_together_on_an_odd_lock_file_one_plays(tmp_path, kind):
    """Both find the odd file; one at a time sets it aside, and the other
    never moves away the fresh lock the first just took."""
    make_odd(folder(tmp_path), kind)
    both = [game(tmp_path), game(tmp_path)]
    try:
        playing = one_refused(both)
        assert len(list(folder(tmp_path).glob("solo-mus.lock.bad-*"))) == 1
        assert holds_the_lock(tmp_path, playing)
    finally:
        for p in both:
            stop(p)


def test_a_copy_that_cannot_lock_says_so_and_exits(tmp_path):
    place = folder(tmp_path)
    make_odd(place, "dangling symlink")
    (place / "solo-mus.fixing.lock").mkdir()
    out = subprocess.run([sys.executable, "-m", "game.cli", "--windowed"], env=env(tmp_path),
                         capture_output=True, text=True, timeout=120)
    assert refused_line(out).startswith("solo-mus: Solo Mus cannot lock its folder")
    assert out.returncode == 1 and out.stdout == ""
    assert sorted(p.name for p in place.iterdir()) == ["solo-mus.fixing.lock", "solo-mus.lock"]
