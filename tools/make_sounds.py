"""Synthesise every Solo Mus sound effect: `python tools/make_sounds.py [--out DIR]`.

Owns the game's sounds: card flick, slide and turn, chip clink and stack,
button click, the bet / Tira / Hordago / Kanta calls and the hand-won,
game-won and game-lost jingles.  Each is built from sine partials, filtered
noise (numpy, fixed seeds) and envelopes, peak-normalised (-1 dBFS for calls and jingles, a few dB lower for
table noises) and
written as 44100 Hz mono 16-bit WAV with the standard `wave` module, so a rerun
gives the same samples.  The sounds heard again and again (assets.REPEATED)
get pitch variants beside them (assets.PITCHES: a little lower and higher,
by resampling), which the game picks from at random.  File names come from
game/assets.py.  numpy is a
tools/test dependency only; the game never imports this module.
"""

from __future__ import annotations

import argparse
import sys
import time
import wave
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

from game import assets as A  # noqa: E402

RATE = 44100
PEAK_DBFS = -1.0


# --------------------------------------------------------------------------
# Building blocks
# --------------------------------------------------------------------------


def t_axis(seconds: float) -> np.ndarray:
    return np.arange(int(round(seconds * RATE))) / RATE


def noise(seconds: float, seed: int) -> np.ndarray:
    """White noise in [-1, 1) from a fixed seed."""
    rng = np.random.default_rng(seed)
    return rng.random(int(round(seconds * RATE))) * 2.0 - 1.0


def band(x: np.ndarray, lo: float, hi: float) -> np.ndarray:
    """Band-pass by zeroing FFT bins outside [lo, hi] Hz, with soft shoulders."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    gain = np.clip((f - lo * 0.7) / (lo * 0.3 + 1e-9), 0, 1) * np.clip((hi * 1.3 - f) / (hi * 0.3), 0, 1)
    return np.fft.irfft(spec * gain, len(x))


def env_exp(seconds: float, decay: float, attack: float = 0.002) -> np.ndarray:
    """Fast linear attack, then exponential decay with time constant `decay` s."""
    t = t_axis(seconds)
    a = np.clip(t / attack, 0, 1) if attack > 0 else 1.0
    return a * np.exp(-np.maximum(t - attack, 0) / decay)


def env_adsr(seconds: float, attack: float, release: float) -> np.ndarray:
    t = t_axis(seconds)
    up = np.clip(t / attack, 0, 1)
    down = np.clip((seconds - t) / release, 0, 1)
    return up * down


def tone(freq: float, seconds: float, partials=((1, 1.0),), vibrato: float = 0.0) -> np.ndarray:
    """A sum of sine partials (ratio, amplitude) at `freq` Hz."""
    t = t_axis(seconds)
    out = np.zeros_like(t)
    wob = 1 + vibrato * np.sin(2 * np.pi * 5.5 * t)
    phase = 2 * np.pi * freq * np.cumsum(wob) / RATE
    for ratio, amp in partials:
        out += amp * np.sin(ratio * phase)
    return out


def sweep(f0: float, f1: float, seconds: float, curve: float = 8.0) -> np.ndarray:
    """A sine gliding exponentially from f0 to f1 Hz."""
    t = t_axis(seconds)
    f = f1 + (f0 - f1) * np.exp(-t * curve)
    return np.sin(2 * np.pi * np.cumsum(f) / RATE)


def place(total: float, *parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Mix (start_seconds, signal) parts into a buffer `total` seconds long."""
    out = np.zeros(int(round(total * RATE)))
    for start, sig in parts:
        i = int(round(start * RATE))
        n = min(len(sig), len(out) - i)
        out[i:i + n] += sig[:n]
    return out


def room(x: np.ndarray, amount: float = 0.25) -> np.ndarray:
    """A small, dry room: a few decaying echoes."""
    out = x.copy()
    for delay, gain in ((0.023, 0.5), (0.037, 0.35), (0.053, 0.25), (0.079, 0.15)):
        d = int(delay * RATE)
        out[d:] += amount * gain * x[:-d]
    return out


def fade_tail(x: np.ndarray, seconds: float = 0.01) -> np.ndarray:
    n = min(len(x), int(seconds * RATE))
    x = x.copy()
    x[-n:] *= np.linspace(1, 0, n)
    return x


PLUCK = ((1, 1.0), (2, 0.35), (3, 0.18), (4, 0.08))
BRASS = ((1, 1.0), (2, 0.7), (3, 0.5), (4, 0.35), (5, 0.22), (6, 0.12))
BELL = ((1, 1.0), (2.76, 0.45), (5.4, 0.22), (8.9, 0.1))


def note(freq: float, seconds: float, partials=PLUCK, decay: float = 0.25, attack: float = 0.004, vibrato=0.0):
    return tone(freq, seconds, partials, vibrato) * env_exp(seconds, decay, attack)


def midi(n: int) -> float:
    return 440.0 * 2 ** ((n - 69) / 12)


# --------------------------------------------------------------------------
# The sounds
# --------------------------------------------------------------------------


def deal() -> np.ndarray:
    """A card flicked onto the felt: a bright noise snap and a soft thump."""
    d = 0.09
    snap = band(noise(d, 11), 1800, 9000) * env_exp(d, 0.012, 0.001)
    thump = sweep(260, 120, d, 30) * env_exp(d, 0.02) * 0.35
    return snap + thump


def slide() -> np.ndarray:
    """A card slid across the felt: filtered friction noise that swells and fades."""
    d = 0.28
    t = t_axis(d)
    swell = np.sin(np.pi * np.clip(t / d, 0, 1)) ** 1.5
    rub = band(noise(d, 12), 700, 4500) * swell
    grain = band(noise(d, 13), 3000, 8000) * swell * 0.3
    return rub + grain


def turn() -> np.ndarray:
    """A card turned over: a soft whoosh, then a crisp snap as it lands."""
    d = 0.16
    whoosh = band(noise(d, 14), 500, 3000) * env_adsr(d, 0.05, 0.08) * 0.45
    snap = band(noise(0.05, 15), 2000, 10000) * env_exp(0.05, 0.008, 0.0005)
    return place(d, (0.0, whoosh), (0.085, snap))


def clink(freq: float, seed: int, seconds: float = 0.16) -> np.ndarray:
    """One ceramic chip striking another: inharmonic partials and a tick."""
    ring = tone(freq, seconds, ((1, 1.0), (1.52, 0.6), (2.43, 0.35), (3.1, 0.2))) * env_exp(seconds, 0.03, 0.0005)
    tick = band(noise(seconds, seed), 4000, 12000) * env_exp(seconds, 0.004, 0.0003) * 0.6
    return ring + tick


def chip() -> np.ndarray:
    return clink(3100, 16, 0.18)


def chips_stacked() -> np.ndarray:
    """Chips counted onto a stack: five clinks, a little faster each time."""
    starts = (0.0, 0.075, 0.14, 0.195, 0.24)
    freqs = (2900, 3300, 3050, 3450, 3200)
    parts = [(s, clink(f, 20 + i, 0.16) * (0.8 + 0.05 * i)) for i, (s, f) in enumerate(zip(starts, freqs))]
    return place(0.42, *parts)


def click() -> np.ndarray:
    """A button: a short woody tick with a pitched body."""
    d = 0.05
    body = tone(1500, d, ((1, 1.0), (2.1, 0.3))) * env_exp(d, 0.008, 0.0005)
    tick = band(noise(d, 17), 3000, 10000) * env_exp(d, 0.003, 0.0002) * 0.5
    return body + tick


def bet() -> np.ndarray:
    """A bet called: two bright rising notes, confident."""
    a = note(midi(76), 0.22, BELL, 0.12)
    b = note(midi(81), 0.3, BELL, 0.16)
    knock = clink(2600, 18, 0.1) * 0.4
    return room(place(0.42, (0.0, knock), (0.0, a), (0.09, b)))


def tira() -> np.ndarray:
    """A bet declined: two soft falling notes."""
    a = note(midi(69), 0.25, PLUCK, 0.14, 0.01)
    b = note(midi(64), 0.4, PLUCK, 0.2, 0.01)
    return room(place(0.52, (0.0, a * 0.8), (0.13, b * 0.8)))


def hordago() -> np.ndarray:
    """Hordago: a big drum hit with a skin crack and a rumbling tail."""
    d = 1.1
    boom = sweep(150, 48, d, 9) * env_exp(d, 0.32, 0.002)
    body = sweep(220, 90, d, 14) * env_exp(d, 0.12, 0.001) * 0.5
    crack = band(noise(d, 19), 300, 5000) * env_exp(d, 0.03, 0.0005) * 0.7
    rumble = band(noise(d, 21), 40, 180) * env_exp(d, 0.4, 0.01) * 0.6
    hit = boom + body + crack + rumble
    return fade_tail(room(hit, 0.35), 0.05)


def kanta() -> np.ndarray:
    """Kanta (the Hordago accepted): a brass stab on a major chord, then a higher one."""
    chord1 = sum(note(midi(n), 0.3, BRASS, 0.2, 0.012, vibrato=0.003) for n in (60, 64, 67))
    chord2 = sum(note(midi(n), 0.55, BRASS, 0.3, 0.012, vibrato=0.004) for n in (65, 69, 72))
    drum = sweep(140, 60, 0.3, 12) * env_exp(0.3, 0.08) * 1.2
    return fade_tail(room(place(0.8, (0.0, chord1), (0.0, drum), (0.16, chord2), (0.16, drum * 0.7)), 0.3))


def hand_won() -> np.ndarray:
    """A hand won: a quick major arpeggio up to a ringing top note."""
    notes = (72, 76, 79, 84)
    parts = [(i * 0.075, note(midi(n), 0.45 if i == 3 else 0.2, BELL, 0.3 if i == 3 else 0.1)) for i, n in enumerate(notes)]
    return fade_tail(room(place(0.75, *parts)))


def game_won() -> np.ndarray:
    """The game won: a fanfare — arpeggios climbing to a held, shimmering chord."""
    parts = []
    for i, n in enumerate((60, 64, 67, 72, 64, 67, 72, 76)):
        parts.append((i * 0.09, note(midi(n), 0.25, BRASS, 0.12, 0.006)))
    held = sum(note(midi(n), 1.1, BRASS, 0.55, 0.02, vibrato=0.004) for n in (72, 76, 79, 84))
    sparkle = [(0.8 + k * 0.06, note(midi(n), 0.3, BELL, 0.12) * 0.4) for k, n in enumerate((96, 91, 88, 96))]
    drum = sweep(150, 55, 0.5, 10) * env_exp(0.5, 0.15)
    return fade_tail(room(place(1.95, *parts, (0.74, held), (0.74, drum), *sparkle), 0.3), 0.1)


def game_lost() -> np.ndarray:
    """The game lost: a slow, falling minor line ending low."""
    parts = []
    for i, n in enumerate((67, 66, 65)):
        parts.append((i * 0.32, note(midi(n), 0.4, BRASS, 0.25, 0.03, vibrato=0.006) * 0.8))
    low = sum(note(midi(n), 1.0, BRASS, 0.45, 0.03, vibrato=0.008) for n in (52, 55, 59))
    return fade_tail(room(place(2.0, *parts, (0.96, low * 0.7)), 0.3), 0.15)


# Peak level per sound: small table noises sit below the calls and jingles.
LEVEL_DBFS = {A.CLICK: -6.0, A.SLIDE: -5.0, A.DEAL: -3.0, A.TURN: -3.0, A.CHIP: -3.0, A.CHIPS_STACKED: -2.0}

SOUNDS = {
    A.DEAL: deal,
    A.SLIDE: slide,
    A.TURN: turn,
    A.CHIP: chip,
    A.CHIPS_STACKED: chips_stacked,
    A.CLICK: click,
    A.BET: bet,
    A.TIRA: tira,
    A.HORDAGO: hordago,
    A.KANTA: kanta,
    A.HAND_WON: hand_won,
    A.GAME_WON: game_won,
    A.GAME_LOST: game_lost,
}


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------


def pitched(x: np.ndarray, factor: float) -> np.ndarray:
    """`x` played `factor` times faster: its pitch that much higher (and it
    that much shorter), by linear resampling."""
    return np.interp(np.arange(0, len(x) - 1, factor), np.arange(len(x)), x)


def to_pcm16(x: np.ndarray, peak_dbfs: float = PEAK_DBFS) -> np.ndarray:
    """Remove DC, normalise the peak to `peak_dbfs` and quantise to int16."""
    x = x - x.mean()
    x = fade_tail(x, 0.004)
    peak = np.max(np.abs(x))
    if peak > 0:
        x = x * (10 ** (peak_dbfs / 20) / peak)
    return np.rint(x * 32767).astype("<i2")


def write_wav(path: Path, samples: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "sounds", help="output folder (default: the repo's sounds/)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    missing = set(A.SOUNDS_PLAYED) - set(SOUNDS)
    assert not missing, f"generator forgot {sorted(missing)}"
    written = 0
    for name, make in SOUNDS.items():
        samples = make()
        level = LEVEL_DBFS.get(name, PEAK_DBFS)
        write_wav(args.out / name, to_pcm16(samples, level))
        for suffix, factor in A.PITCHES.items() if name in A.REPEATED else ():
            write_wav(args.out / name.replace(".wav", f"{suffix}.wav"), to_pcm16(pitched(samples, factor), level))
            written += 1
        written += 1
    print(f"wrote {written} sounds to {args.out} in {time.perf_counter() - start:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
