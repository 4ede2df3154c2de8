"""The faces as drawn: every character has every layer, every expression
renders and shows where it should (the señas told apart from each other), the
gaze goes where the seat says, the renderer's cache is bounded and a missing
sprite gives a plain stand-in instead of an error."""
import itertools

import numpy
import pygame
import pytest

from game import assets
from game.faces import CHARACTERS, EXPRESSIONS, NEUTRAL, FaceArt, Pose, gaze_towards, pose_of
from game.faces.expressions import BUTTON, CARDS, FOR_SENAS, NEEDED_NOW, PLAYER_REACH

HEIGHT = 220


@pytest.fixture(scope="module")
def art():
    pygame.init()
    pygame.display.set_mode((64, 64))
    return FaceArt(entries=2000, budget=400 * 1024 * 1024)


def pixels(surface):
    return pygame.image.tobytes(surface, "RGBA")


def changed_box(a, b, threshold: int = 24):
    """The rectangle where two pictures of the same size differ, or None."""
    w, h = a.get_size()
    pa = numpy.frombuffer(pixels(a), numpy.uint8).reshape(h, w, 4).astype(int)
    pb = numpy.frombuffer(pixels(b), numpy.uint8).reshape(h, w, 4).astype(int)
    ys, xs = numpy.nonzero(numpy.abs(pa - pb).max(axis=2) > threshold)
    if len(xs) == 0:
        return None
    return pygame.Rect(int(xs.min()), int(ys.min()), int(xs.max() - xs.min() + 1), int(ys.max() - ys.min() + 1))


def region(name, character):
    """Where a part of the face lies in the portrait (FACE_SIZE coordinates)."""
    hx, hy, hw, _ = assets.FACE_HEAD_BOX
    anchors = assets.FACE_ANCHORS[character]
    ex, ey = anchors["eye"]
    mx, my = anchors["mouth"]
    if name == "mouth":
        return pygame.Rect(hx + mx - 40, hy + my - 30, 80, 66)
    if name == "eyes":
        return pygame.Rect(hx + ex - 24, hy + ey - 36, hw - 2 * ex + 48, 60)
    if name == "left eye":
        return pygame.Rect(hx + ex - 24, hy + ey - 36, 48, 60)
    raise ValueError(name)


def test_every_character_has_every_layer_on_disk(art):
    assert len(CHARACTERS) >= 8 and len(set(CHARACTERS)) == len(CHARACTERS)
    for character in CHARACTERS:
        assert art.layers(character) is not None, character
    assert not art.missing


def test_the_expressions_the_issues_name_are_all_there():
    for name in NEEDED_NOW + FOR_SENAS:
        assert name in EXPRESSIONS
    assert len(FOR_SENAS) == 12


@pytest.mark.parametrize("character", CHARACTERS)
def test_every_expression_renders_and_differs_from_neutral(art, character):
    neutral = art.render(character, NEUTRAL, assets.FACE_SIZE[1])
    assert neutral.get_flags() & pygame.SRCALPHA
    seen = {}
    for name in EXPRESSIONS:
        picture = art.render(character, pose_of(name, seat=2), assets.FACE_SIZE[1])
        assert picture.get_size() == assets.FACE_SIZE
        if name == "neutral":
            assert pixels(picture) == pixels(neutral)
            continue
        assert pixels(picture) != pixels(neutral), f"{character}: {name} looks neutral"
        if name != "look-player":  # the player is seat 2's partner (and the others' opponent)
            seen.setdefault(pixels(picture), []).append(name)
    same = [names for names in seen.values() if len(names) > 1]
    assert not same, f"{character}: these expressions look alike: {same}"


@pytest.mark.parametrize("character", CHARACTERS)
def test_the_señas_show_where_they_should(art, character):
    size = assets.FACE_SIZE[1]
    neutral = art.render(character, NEUTRAL, size)

    def box(name):
        return changed_box(neutral, art.render(character, pose_of(name), size))

    for name in ("bite-lip", "lips-side", "lips-forward", "tongue-straight", "tongue-side"):
        assert region("mouth", character).contains(box(name)), (character, name, box(name))
    for name in ("wink", "eyes-closed"):
        assert region("eyes", character).contains(box(name)), (character, name)
    assert region("left eye", character).contains(box("wink"))  # one eye only
    assert not region("left eye", character).contains(box("eyes-closed"))
    # shrugged: both shoulders rise (and the head sinks); one shoulder: the left side only
    shrug, one = box("shrug"), box("shoulder-raised")
    width = assets.FACE_SIZE[0]
    assert shrug.bottom > 200 and shrug.left < 40 and shrug.right > width - 40
    assert one.bottom > 200 and one.left < 40
    lifted_right = changed_box(art.render(character, NEUTRAL.with_(shoulders=(0.0, 1.0)), size), neutral)
    assert lifted_right.right > width - 40 and lifted_right.left > width / 2 - 40
    # the brows rise, and the eyes open wide under them: nothing below the eyes moves
    raised = box("brows-raised")
    eye_y = assets.FACE_HEAD_BOX[1] + assets.FACE_ANCHORS[character]["eye"][1]
    brow_y = assets.FACE_HEAD_BOX[1] + assets.FACE_ANCHORS[character]["brow"][1]
    assert raised.bottom < eye_y + 14 and raised.top < brow_y - 4


def test_the_señas_of_the_mouth_are_told_apart(art):
    for character in CHARACTERS:
        mouths = {name: pixels(art.render(character, pose_of(name), HEIGHT))
                  for name in ("bite-lip", "lips-side", "lips-forward", "tongue-straight", "tongue-side", "neutral")}
        for a, b in itertools.combinations(mouths, 2):
            assert mouths[a] != mouths[b], (character, a, b)


def test_the_gaze_moves_the_pupils_only(art):
    for character in ("amona", "bizar"):
        size = assets.FACE_SIZE[1]
        left = art.render(character, NEUTRAL.with_(gaze=(-1.0, 0.0)), size)
        right = art.render(character, NEUTRAL.with_(gaze=(1.0, 0.0)), size)
        assert region("eyes", character).contains(changed_box(left, right))


def test_gaze_towards_follows_the_seats_on_screen():
    x, y = gaze_towards(1, 3)  # the right seat looks across to the left one
    assert x < -0.9 and abs(y) < 0.1
    x, y = gaze_towards(3, 1)
    assert x > 0.9 and abs(y) < 0.1
    x, y = gaze_towards(2, 0)  # the partner looks down at the player, meeting the player's eyes
    assert abs(x) < 0.01 and y == pytest.approx(PLAYER_REACH)
    x, y = gaze_towards(1, 2)  # up and to the left
    assert x < 0 and y < 0
    x, y = gaze_towards(2, BUTTON)  # the advice button is at the bottom right
    assert x > 0 and y > 0
    assert gaze_towards(3, CARDS)[1] > 0.9
    with pytest.raises(ValueError):
        gaze_towards(2, 2)
    with pytest.raises(ValueError):
        gaze_towards(4, 0)
    with pytest.raises(ValueError):
        gaze_towards(1, "moon")
    assert pose_of("look-partner", seat=1).gaze == gaze_towards(1, 3)
    assert pose_of("look-next", seat=2).gaze == gaze_towards(2, 3)
    assert pose_of("look-previous", seat=2).gaze == gaze_towards(2, 1)


def test_a_repeated_pose_is_a_cache_hit(art):
    first = art.render("kizkur", pose_of("smile"), HEIGHT)
    renders = art.renders
    again = art.render("kizkur", pose_of("smile").with_(gaze=(0.01, 0.0)), HEIGHT)  # the same drawn pose
    assert again is first and art.renders == renders
    assert art.render("kizkur", pose_of("smile"), HEIGHT + 1) is not first
    assert art.renders == renders + 1


def test_the_picture_cache_is_bounded():
    small = FaceArt(entries=12, budget=1024 * 1024)
    for i in range(40):
        small.render("gazte", NEUTRAL.with_(gaze=((i % 13 - 6) / 6, 0.0), lids=(0.25 * (i // 13),) * 2), 160)
        assert small.cached <= 12 and small.cached_bytes <= 1024 * 1024
    assert small.renders == 40


def test_the_sprites_can_come_through_the_games_resources(art):
    from game.platform.resources import Resources

    through = FaceArt(Resources().sprite)
    assert pixels(through.render("burusoil", pose_of("grin"), HEIGHT)) == pixels(art.render("burusoil", pose_of("grin"), HEIGHT))
    assert not through.missing


def test_a_missing_sprite_draws_a_stand_in_and_says_which(art):
    def load(name):
        return None if name.endswith("/mouth.png") else art._load(name)

    patchy = FaceArt(load)
    picture = patchy.render("motz", NEUTRAL, 160)
    assert picture.get_height() == 160
    assert patchy.missing == {assets.face_sprite_name("motz", "mouth")}
    blink = patchy.render("motz", pose_of("blink"), 160)
    assert pixels(blink) != pixels(picture)  # the stand-in still blinks
    with pytest.raises(ValueError):
        patchy.render("nobody", NEUTRAL, 160)
    with pytest.raises(ValueError):
        patchy.render("motz", NEUTRAL, 4)


def test_a_mouth_changing_shape_fades_between_the_two(art):
    smile, grin = pose_of("smile"), pose_of("grin")
    half = smile.lerp(grin, 0.5)
    assert half.mouth_from == "smile" and half.mouth == "grin" and half.mouth_mix == 0.5
    pictures = [pixels(art.render("aitona", p, HEIGHT)) for p in (smile, half, grin)]
    assert len(set(pictures)) == 3


def test_any_combination_renders(art):
    pose = Pose(gaze=(0.7, -0.4), lids=(1.0, -0.25), brows=(-1.0, 1.0), mouth="tongue_side", tongue="side",
                tilt=-12.0, lift=1.0, shoulders=(1.0, 0.3))
    for character in CHARACTERS:
        picture = art.render(character, pose, 160)
        assert picture.get_bounding_rect().height > 0.8 * 160


def test_a_mouth_faded_in_leaves_the_next_faces_whole():
    """A cross-faded mouth sets its frame's alpha for the fade; after it, the
    same frame must still blend (setting the alpha back to None turned its
    per-pixel blending off: the next face drawn with that mouth had a
    transparent hole the size of the mouth's frame)."""
    from game.faces import FaceArt, Pose
    from game.faces.pose import Mouth
    fresh, used = FaceArt(), FaceArt()
    used.render("bizar", Pose(mouth=Mouth.NEUTRAL, mouth_from=Mouth.SMILE, mouth_mix=0.5), 120)
    key = Pose(gaze=(0.3, 0.1)).key()
    a = used._compose(used.layers("bizar"), key)
    b = fresh._compose(fresh.layers("bizar"), key)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def _rgb(surface):
    w, h = surface.get_size()
    return numpy.frombuffer(pixels(surface), numpy.uint8).reshape(h, w, 4)[..., :3].astype(int)


@pytest.mark.parametrize("character", CHARACTERS)
def test_raised_brows_stand_on_bare_forehead_for_every_face(art, character):
    """The duples seña: each raised brow has skin just above it along most of
    its length, not a fringe, a curl or a beret's band it would melt into
    (on five of the ten faces it did, and the seña could hardly be seen)."""
    layers = art.layers(character)
    hx, hy = assets.FACE_HEAD_BOX[:2]
    skin_at = (round(assets.FACE_HEAD_BOX[2] / 2), assets.FACE_ANCHORS[character]["brow"][1] - 8)
    skin = _rgb(layers.head["head"])[skin_at[1], skin_at[0]]
    picture = _rgb(art.render(character, pose_of("brows-raised"), assets.FACE_SIZE[1]))
    raised = assets.FACE_BROW_RAISES.index(1.0)
    for (ax, ay), side in zip(layers.anchors["brow"], ("brow", "brow_r")):
        frame = layers.frames[side][raised]
        alpha = pygame.surfarray.array_alpha(frame)  # indexed (x, y)
        fw, fh = frame.get_size()
        left, top = round(ax - fw / 2), round(ay - fh / 2)
        columns = bare = 0
        for x in range(fw):
            ys = numpy.nonzero(alpha[x] > 128)[0]
            if len(ys) == 0:
                continue
            columns += 1
            above = [picture[hy + top + ys[0] - d, hx + left + x] for d in (3, 4, 5)]
            bare += all(numpy.abs(c - skin).max() <= 40 for c in above)
        assert columns and bare >= 0.75 * columns, (character, side, bare, columns)

def _eye_box(character, right: bool = False):
    """The eye itself (its lids and lashes, not the brow above it), in the portrait."""
    hx, hy, hw, _ = assets.FACE_HEAD_BOX
    ex, ey = assets.FACE_ANCHORS[character]["eye"]
    if right:
        ex = hw - ex
    return pygame.Rect(hx + ex - 16, hy + ey - 12, 32, 24)


@pytest.mark.parametrize("character", CHARACTERS)
def test_ciego_and_the_wink_are_not_a_blink(art, character):
    """Ciego (both eyes closed on purpose, held) and a wink squeeze the eyes
    shut; a blink only closes them: the closed eyes themselves look different
    in every face, not only the brows above them."""
    size = assets.FACE_SIZE[1]
    blink = _rgb(art.render(character, NEUTRAL.with_(lids=(1.0, 1.0)), size))  # a blink at its shut moment
    for name, eyes in (("eyes-closed", (False, True)), ("wink", (False,))):
        made = _rgb(art.render(character, pose_of(name), size))
        for right in eyes:
            box = _eye_box(character, right)
            differ = numpy.abs(made[box.top:box.bottom, box.left:box.right] - blink[box.top:box.bottom, box.left:box.right])
            assert (differ.max(axis=2) > 48).sum() >= 40, (character, name, right)


@pytest.mark.parametrize("character", CHARACTERS)
def test_bare_headed_only_a_beret_of_its_own_comes_off(art, character):
    """`bare_head` (the crowning's partner, under the txapela) takes off the
    character's own beret, above the eyes, and nothing else; a character with
    none is drawn the same."""
    worn = art.render(character, NEUTRAL, HEIGHT)
    bare = art.render(character, NEUTRAL, HEIGHT, bare_head=True)
    box = changed_box(worn, bare)
    if assets.FACE_HAT not in assets.FACE_EXTRAS[character]:
        assert box is None
        return
    assert box is not None and box.width > HEIGHT // 4, character  # a beret's width came off
    eyes = assets.FACE_HEAD_BOX[1] + assets.FACE_ANCHORS[character]["eye"][1]
    assert box.bottom < eyes * HEIGHT / assets.FACE_SIZE[1], character  # above the eyes: the face is the same
