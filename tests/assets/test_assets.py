"""The asset catalogue (game/assets.py) against the committed sprites/ and sounds/.

Every name the game uses exists and loads with pygame-ce under the dummy
drivers; sprites have the sizes the table layout was drawn for; every card is
different from every other, also at the other seats' 96x148; sounds decode as
44100 Hz 16-bit WAV, last a sensible time and peak below full scale; the
folders are found in a PyInstaller bundle, a checkout and a wheel layout.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import math  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import assets as A  # noqa: E402

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield
    pygame.display.quit()


# --------------------------------------------------------------------------
# The catalogue itself
# --------------------------------------------------------------------------


def test_assets_module_does_not_import_pygame():
    code = "import sys, game.assets; assert 'pygame' not in sys.modules, 'pygame imported'"
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)


def test_names_are_unique_and_relative():
    assert len(set(A.ALL_SPRITES)) == len(A.ALL_SPRITES)
    assert len(set(A.ALL_SOUNDS)) == len(A.ALL_SOUNDS)
    for name in A.ALL_SPRITES:
        assert name.endswith(".png") and not name.startswith("/") and "\\" not in name
    for name in A.ALL_SOUNDS:
        assert name.endswith(".wav") and not name.startswith("/")


def test_card_sprite_names():
    assert A.card_sprite_name(12, "o") == "cards/12o.png"
    assert A.card_sprite_name(1, "b") == "cards/1b.png"
    assert len(A.CARD_SPRITES) == 40
    assert set(A.CARD_SPRITES) <= set(A.ALL_SPRITES)
    for bad_rank in (0, 8, 9, 13):
        with pytest.raises(ValueError):
            A.card_sprite_name(bad_rank, "o")
    with pytest.raises(ValueError):
        A.card_sprite_name(1, "x")


def test_chip_names_and_team_colours():
    assert A.chip_sprite_name(0, 1) == "chips/team0_1.png"
    assert A.chip_sprite_name(1, 5) == "chips/team1_5.png"
    with pytest.raises(ValueError):
        A.chip_sprite_name(2, 1)
    with pytest.raises(ValueError):
        A.chip_sprite_name(0, 2)
    assert len(A.TEAM_COLOURS) == 2
    for colour in A.TEAM_COLOURS:
        assert len(colour) == 3 and all(0 <= c <= 255 for c in colour)
    (r0, g0, b0), (r1, g1, b1) = A.TEAM_COLOURS
    assert math.dist((r0, g0, b0), (r1, g1, b1)) > 200  # clearly distinct


# --------------------------------------------------------------------------
# Finding the folders
# --------------------------------------------------------------------------


def test_repo_layout_is_found():
    assert A.asset_root("sprites") == REPO / "sprites"
    assert A.asset_root("sounds") == REPO / "sounds"
    assert A.SPRITES_DIR == REPO / "sprites"
    assert A.SOUNDS_DIR == REPO / "sounds"
    assert A.sprite_path(A.FELT) == REPO / "sprites" / "table" / "felt.png"
    assert A.sound_path(A.DEAL) == REPO / "sounds" / "deal.wav"


def test_pyinstaller_bundle_comes_first(tmp_path, monkeypatch):
    (tmp_path / "sprites").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert A.asset_root("sprites") == tmp_path / "sprites"
    # a bundle without the folder falls back to the checkout
    assert A.asset_root("sounds") == REPO / "sounds"


def test_wheel_layout_and_clear_error(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "game"
    package.mkdir(parents=True)
    monkeypatch.setattr(A, "__file__", str(package / "assets.py"))
    with pytest.raises(FileNotFoundError, match="sprites"):
        A.asset_root("sprites")
    (package / "sprites").mkdir()
    assert A.asset_root("sprites") == package / "sprites"
    with pytest.raises(FileNotFoundError, match="fonts"):
        A.asset_root("fonts")
    with pytest.raises(ValueError):
        A.asset_root("music")


# --------------------------------------------------------------------------
# Sprites
# --------------------------------------------------------------------------


def test_no_stray_sprite_files():
    on_disk = {p.relative_to(REPO / "sprites").as_posix() for p in (REPO / "sprites").rglob("*.png")}
    assert on_disk == set(A.ALL_SPRITES) | set(A.FACE_SPRITES)
    assert not set(A.ALL_SPRITES) & set(A.FACE_SPRITES)


@pytest.mark.parametrize("name", A.ALL_SPRITES)
def test_sprite_loads(name, display):
    surface = A.load_image(name)
    assert surface.get_width() > 0 and surface.get_height() > 0


def test_sprite_sizes():
    def size(name):
        return pygame.image.load(str(A.sprite_path(name))).get_size()

    for name in A.CARD_SPRITES + (A.CARD_BACK,):
        assert size(name) == A.CARD_SIZE, name
    assert size(A.FELT) == (1920, 1080)
    for name in A.CHIP_SPRITES:
        assert size(name) == A.CHIP_SIZE
    for name in (A.MARKER_ESKU, A.MARKER_DEALER):
        assert size(name) == A.MARKER_SIZE
    for name in (A.BUTTON, A.BUTTON_HOVER, A.BUTTON_PRESSED, A.BUTTON_DISABLED):
        assert size(name) == A.BUTTON_SIZE
        assert A.BUTTON_SIZE[1] >= 64
    w, h = A.BUTTON_SIZE
    assert size(A.BUTTON_FOCUS) == (w + 2 * A.BUTTON_FOCUS_PAD, h + 2 * A.BUTTON_FOCUS_PAD)
    for name in (A.ICON_HAUNDIA, A.ICON_TIPIA, A.ICON_PARIAK, A.ICON_JOKUA, A.ICON_PUNDUA):
        assert size(name) == A.ICON_SIZE
    assert size(A.ICON_GAME) == (256, 256)
    assert size(A.ICON_GAME_SMALL) == (32, 32)
    for name, margin in ((A.PANEL, A.PANEL_SLICE), (A.PLAQUE, A.PLAQUE_SLICE), (A.BUBBLE, A.BUBBLE_SLICE)):
        w, h = size(name)
        assert w > 2 * margin and h > 2 * margin, name


def test_face_names():
    assert A.face_sprite_name("amona", "mouth") == "faces/amona/mouth.png"
    assert len(set(A.FACE_SPRITES)) == len(A.FACE_SPRITES)
    for character in A.FACE_CHARACTERS:
        parts = A.face_parts(character)
        assert set(A.FACE_BODY_PARTS + A.FACE_HEAD_CORE + A.FACE_FEATURES) <= set(parts)
        assert set(A.FACE_EXTRAS[character]) <= set(A.FACE_HEAD_EXTRAS)
        assert sorted(A.face_body_order(character)) == sorted(A.FACE_BODY_PARTS)
        assert set(A.FACE_ANCHORS[character]) == {"eye", "brow", "mouth"}
    assert set(A.FACE_EXTRAS) == set(A.FACE_ANCHORS) == set(A.FACE_CHARACTERS)
    with pytest.raises(ValueError):
        A.face_sprite_name("nobody", "head")
    with pytest.raises(ValueError):
        A.face_sprite_name("gazte", "glasses")  # he has none


def test_face_sprite_sizes():
    """Body parts fill their boxes, head parts the head box, feature strips
    hold one frame per variant: what game/faces/art.py cuts them by."""
    for character in A.FACE_CHARACTERS:
        for part in A.face_parts(character):
            w, h = pygame.image.load(str(A.sprite_path(A.face_sprite_name(character, part)))).get_size()
            if part in A.FACE_BODY_BOXES:
                assert (w, h) == A.FACE_BODY_BOXES[part][2:], (character, part)
            elif part in A.FACE_FEATURE_FRAMES:
                fw, fh = A.FACE_FEATURE_FRAMES[part]
                assert (w, h) == (fw * A.FACE_FEATURE_VARIANTS[part], fh), (character, part)
            else:
                assert (w, h) == A.FACE_HEAD_BOX[2:], (character, part)


def test_face_sprites_are_small_on_disk():
    total = sum(A.sprite_path(name).stat().st_size for name in A.FACE_SPRITES)
    assert total < 2_000_000, total


def test_cards_have_transparent_round_corners_and_opaque_middles():
    for name in A.CARD_SPRITES + (A.CARD_BACK,):
        card = pygame.image.load(str(A.sprite_path(name)))
        w, h = card.get_size()
        assert card.get_at((0, 0)).a == 0 and card.get_at((w - 1, h - 1)).a == 0, name
        assert card.get_at((w // 2, h // 2)).a == 255, name


def test_every_card_is_distinct_at_both_sizes():
    big, small = {}, {}
    for name in A.CARD_SPRITES + (A.CARD_BACK,):
        card = pygame.image.load(str(A.sprite_path(name)))
        big[pygame.image.tobytes(card, "RGBA")] = name
        small[pygame.image.tobytes(pygame.transform.smoothscale(card, A.SMALL_CARD_SIZE), "RGBA")] = name
    assert len(big) == 41
    assert len(small) == 41


def test_chips_are_painted_in_the_team_colours():
    """The middle band of a chip's face is close to its team's colour."""
    for team, colour in enumerate(A.TEAM_COLOURS):
        chip = pygame.image.load(str(A.sprite_path(A.chip_sprite_name(team, 1))))
        sample = chip.get_at((8, 17))  # on the face, between rim dots and centre
        assert math.dist(tuple(sample)[:3], colour) < 90, (team, sample)


# --------------------------------------------------------------------------
# Sounds
# --------------------------------------------------------------------------


def read_wav(name):
    with wave.open(str(A.sound_path(name)), "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        frames = w.readframes(w.getnframes())
        return params, w.getnframes(), frames


def test_no_stray_sound_files():
    on_disk = {p.relative_to(REPO / "sounds").as_posix() for p in (REPO / "sounds").rglob("*.wav")}
    assert on_disk == set(A.ALL_SOUNDS)


def test_each_repeated_sound_has_its_pitch_variants():
    """A variant is the sound a little lower or higher: a little longer or
    shorter, as its pitch says."""
    for name in A.REPEATED:
        files = A.SOUND_FILES[name]
        assert len(files) == 1 + len(A.PITCHES) and files[0] == name
        _, count, _ = read_wav(name)
        for suffix, factor in A.PITCHES.items():
            _, variant_count, _ = read_wav(name.replace(".wav", f"{suffix}.wav"))
            assert variant_count == pytest.approx(count / factor, abs=2)
    assert all(len(A.SOUND_FILES[name]) == 1 for name in A.SOUNDS_PLAYED if name not in A.REPEATED)


@pytest.mark.parametrize("name", A.ALL_SOUNDS)
def test_sound_format_length_and_level(name):
    (channels, width, rate), count, frames = read_wav(name)
    assert channels in (1, 2) and width == 2 and rate == 44100
    seconds = count / rate
    short = A.VARIANT_OF.get(name, name) in (A.CLICK, A.DEAL, A.TURN, A.CHIP)
    assert (0.03 if short else 0.1) <= seconds <= (0.4 if short else 2.5), seconds
    samples = memoryview(frames).cast("h")
    peak = max(abs(min(samples)), max(samples))
    peak_dbfs = 20 * math.log10(peak / 32768)
    assert -12.0 <= peak_dbfs <= -0.5, peak_dbfs  # audible, never clipping
    assert abs(samples[-1]) < 200  # ends quietly, no click


@pytest.mark.parametrize("name", A.ALL_SOUNDS)
def test_sound_loads_in_pygame(name):
    pygame.mixer.pre_init(44100, -16, 2)
    pygame.mixer.init()
    assert pygame.mixer.get_init(), "the dummy audio driver gives a mixer"
    sound = A.load_sound(name)
    assert sound is not None
    _, count, _ = read_wav(name)
    assert sound.get_length() == pytest.approx(count / 44100, abs=0.01)
