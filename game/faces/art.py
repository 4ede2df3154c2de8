"""The faces' renderer: a character in a pose, as one picture at a height.

Owns `FaceArt`, which loads each character's layer sprites once (through the
loader it is given, by default game.assets.load_image), composes a pose from
them at the size they were drawn and scales the picture to the height asked:
the shoulders raised, the head tilted about the top of the neck and lifted,
the eyes with their lids at the nearest drawn closure and the pupils moved by
the gaze (masked by the white of the eye), the brows at the nearest drawn
raise, the mouth and tongue fading from one shape to the next.  Pictures are cached by character, height
and `Pose.key()`, in a bounded cache, so a blink or a glance that repeats
costs a lookup.  A character whose files are missing is drawn as a plain
stand-in (named in `missing`), never an error at the table.  `bare_head`
draws a character without its own beret (assets.FACE_HAT), for the
championship's txapela to come down onto its head.
"""
from __future__ import annotations

import math

import pygame

from game import assets
from game.platform.resources import MB, SurfaceCache
from game.faces.pose import GAZE_STEPS, LIFT_STEPS, MIX_STEPS, SHOULDER_STEPS, Pose, PoseKey, Tongue


HEAD_X, HEAD_Y, HEAD_W, HEAD_H = assets.FACE_HEAD_BOX
HEAD_DRAWN_BEFORE_FEATURES = ("ears", "head", "beard")
HEAD_DRAWN_AFTER_MOUTH = ("moustache", "glasses", "hair_front", assets.FACE_HAT)
MIRRORED = ("brow", "eye_white", "eye_lid")  # strips of the left one; the right one is its mirror image
STAND_IN_SKIN = (200, 190, 180)
STAND_IN_INK = (60, 56, 64)


def load_sprite(name: str):
    """A sprite from the game's folder, or None when it is missing or unreadable."""
    try:
        return assets.load_image(name)
    except (FileNotFoundError, OSError, pygame.error, ValueError):
        return None


class _Layers:
    """One character's sprites as drawn, with the places they go."""

    def __init__(self, files: dict[str, pygame.Surface], character: str) -> None:
        self.size = assets.FACE_SIZE
        self.body = []
        for part in assets.face_body_order(character):
            x, y, _, _ = assets.FACE_BODY_BOXES[part]
            self.body.append((part, files[part], (x, y)))
        self.head_at, self.head_size = (HEAD_X, HEAD_Y), (HEAD_W, HEAD_H)
        self.head = {part: files[part] for part in files
                     if part in assets.FACE_HEAD_CORE or part in assets.FACE_HEAD_EXTRAS}
        self.frames: dict[str, list[pygame.Surface]] = {}
        for part, (fw, fh) in assets.FACE_FEATURE_FRAMES.items():
            sheet = files[part]
            self.frames[part] = [sheet.subsurface((i * fw, 0, fw, fh)).copy()
                                 for i in range(assets.FACE_FEATURE_VARIANTS[part])]
        for part in MIRRORED:
            self.frames[part + "_r"] = [pygame.transform.flip(f, True, False) for f in self.frames[part]]
        self.masks = {}
        for side in ("", "_r"):
            masks = []
            for white in self.frames["eye_white" + side]:
                mask = white.copy()
                mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
                masks.append(mask)
            self.masks[side] = masks
        anchors = assets.FACE_ANCHORS[character]
        mid = HEAD_W / 2
        self.anchors = {
            "eye": (anchors["eye"], (2 * mid - anchors["eye"][0], anchors["eye"][1])),
            "brow": (anchors["brow"], (2 * mid - anchors["brow"][0], anchors["brow"][1])),
            "mouth": anchors["mouth"],
        }
        self.pivot = assets.FACE_HEAD_PIVOT
        self.gaze_px = (assets.FACE_GAZE_PX[0] / GAZE_STEPS, assets.FACE_GAZE_PX[1] / GAZE_STEPS)


def _centred(surface: pygame.Surface, at) -> tuple[int, int]:
    return (round(at[0] - surface.get_width() / 2), round(at[1] - surface.get_height() / 2))


class FaceArt:
    """Draws any character in any pose at any height (see the module's docstring)."""

    def __init__(self, load=None, *, entries: int = 160, budget: int = 24 * MB) -> None:
        self._load = load or load_sprite
        self._layers: dict[str, _Layers | None] = {}  # one per character, as drawn
        self._poses = SurfaceCache(entries, budget)
        self.missing: set[str] = set()  # sprite files asked for and not found
        self.renders = 0  # pictures composed (not served from the cache)

    def layers(self, character: str) -> _Layers | None:
        """The character's sprites, loaded once, or None if any is missing."""
        if character not in self._layers:
            parts = assets.face_parts(character)  # raises ValueError for an unknown character
            loaded = {part: self._load(assets.face_sprite_name(character, part)) for part in parts}
            absent = [assets.face_sprite_name(character, p) for p, surf in loaded.items() if surf is None]
            self.missing.update(absent)
            self._layers[character] = None if absent else _Layers(loaded, character)
        return self._layers[character]

    def render(self, character: str, pose: Pose, height: int, bare_head: bool = False) -> pygame.Surface:
        """The character in `pose`, `height` px tall (SRCALPHA), without its
        own beret when `bare_head`. The surface is shared with the cache:
        blit it, never draw on it."""
        height = int(height)
        if not 16 <= height <= 4 * assets.FACE_SIZE[1]:
            raise ValueError(f"a face is drawn 16 to {4 * assets.FACE_SIZE[1]} px tall, not {height}")
        key = pose.key()
        cache_key = (character, height, key, bare_head)
        picture = self._poses.fetch(cache_key)
        if picture is None:
            layers = self.layers(character)
            if layers is None:
                picture = self._stand_in(key, height)
            else:
                picture = self._compose(layers, key, bare_head)
                if height != assets.FACE_SIZE[1]:
                    width = round(assets.FACE_SIZE[0] * height / assets.FACE_SIZE[1])
                    picture = pygame.transform.smoothscale(picture, (width, height))
            self.renders += 1
            self._poses.keep(cache_key, picture)
        return picture

    @property
    def cached(self) -> int:
        return len(self._poses)

    @property
    def cached_bytes(self) -> int:
        return self._poses.bytes

    def _compose(self, L: _Layers, key: PoseKey, bare_head: bool = False) -> pygame.Surface:
        """The pose at the size the art was drawn (FACE_SIZE): layers are
        put together before any scaling, so that no seam shows between them."""
        out = pygame.Surface(L.size, pygame.SRCALPHA)
        head = pygame.Surface(L.head_size, pygame.SRCALPHA)
        for part in HEAD_DRAWN_BEFORE_FEATURES:
            if part in L.head:
                head.blit(L.head[part], (0, 0))
        self._eyes(head, L, key)
        self._mouth(head, L, key)
        for part in HEAD_DRAWN_AFTER_MOUTH:
            if part in L.head and not (bare_head and part == assets.FACE_HAT):
                head.blit(L.head[part], (0, 0))
        for i, side in enumerate(("", "_r")):
            frame = L.frames["brow" + side][key.brows[i]]
            head.blit(frame, _centred(frame, L.anchors["brow"][i]))
        if "earrings" in L.head:
            head.blit(L.head["earrings"], (0, 0))
        lift = key.lift / LIFT_STEPS * assets.FACE_LIFT_PX
        if "hair_back" in L.head:
            self._place_head(out, L.head["hair_back"], L, key.tilt, lift)
        raises = {"shoulder_l": key.shoulders[0], "shoulder_r": key.shoulders[1]}
        for part, surf, (x, y) in L.body:
            up = raises.get(part, 0) / SHOULDER_STEPS * assets.FACE_SHOULDER_PX
            out.blit(surf, (x, round(y - up)))
        self._place_head(out, head, L, key.tilt, lift)
        return out

    @staticmethod
    def _place_head(out, head, L: _Layers, tilt: int, lift: float) -> None:
        """Blit a layer of the head, turned `tilt` degrees about the top of the
        neck (only its drawn part is turned: that is most of the cost) and
        raised by `lift` px."""
        px, py = L.pivot
        if tilt:
            box = head.get_bounding_rect()
            part = head.subsurface(box)
            turned = pygame.transform.rotozoom(part, -tilt, 1.0)
            a = math.radians(tilt)
            vx, vy = px - box.x - box.width / 2, py - box.y - box.height / 2
            nx = turned.get_width() / 2 + vx * math.cos(a) - vy * math.sin(a)
            ny = turned.get_height() / 2 + vx * math.sin(a) + vy * math.cos(a)
            head = turned
        else:
            nx, ny = px, py
        out.blit(head, (round(L.head_at[0] + px - nx), round(L.head_at[1] + py - ny - lift)))

    @staticmethod
    def _eyes(head, L: _Layers, key: PoseKey) -> None:
        pupil = L.frames["pupil"][0]
        dx, dy = key.gaze[0] * L.gaze_px[0], key.gaze[1] * L.gaze_px[1]
        for i, side in enumerate(("", "_r")):
            closure = key.lids[i]
            white = L.frames["eye_white" + side][closure]
            eye = white.copy()
            w, h = eye.get_size()
            if white.get_bounding_rect().width:
                iris = pygame.Surface((w, h), pygame.SRCALPHA)
                iris.blit(pupil, (round(w / 2 - pupil.get_width() / 2 + dx), round(h / 2 - pupil.get_height() / 2 + dy)))
                iris.blit(L.masks[side][closure], (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
                eye.blit(iris, (0, 0))
            eye.blit(L.frames["eye_lid" + side][closure], (0, 0))
            head.blit(eye, _centred(eye, L.anchors["eye"][i]))

    @staticmethod
    def _mouth(head, L: _Layers, key: PoseKey) -> None:
        at = L.anchors["mouth"]
        shown = [(key.mouth, 255)]
        if key.mouth_mix < MIX_STEPS:
            fade = key.mouth_mix / MIX_STEPS
            shown = [(key.mouth_from, round(255 * (1 - fade))), (key.mouth, round(255 * fade))]
        for (mouth, tongue), alpha in shown:
            if alpha <= 0:
                continue
            layers = [L.frames["mouth"][assets.FACE_MOUTHS.index(mouth)]]
            if tongue != Tongue.NONE:
                layers.append(L.frames["tongue"][assets.FACE_TONGUES.index(tongue)])
            for frame in layers:
                if alpha < 255:
                    frame.set_alpha(alpha)
                head.blit(frame, _centred(frame, at))
                if alpha < 255:
                    frame.set_alpha(255)  # not None: that turns off the frame's per-pixel blending

    @staticmethod
    def _stand_in(key: PoseKey, height: int) -> pygame.Surface:
        """A plain face for a character whose sprites are missing: a grey head
        and shoulders whose eyes still look, close and whose mouth still shows."""
        s = height / assets.FACE_SIZE[1]
        w = round(assets.FACE_SIZE[0] * s)
        out = pygame.Surface((w, height), pygame.SRCALPHA)
        body = pygame.Rect(round(16 * s), round(180 * s), w - round(32 * s), height)
        pygame.draw.ellipse(out, STAND_IN_SKIN, body)
        pygame.draw.ellipse(out, STAND_IN_INK, body, max(1, round(2 * s)))
        centre = (w // 2, round(100 * s))
        pygame.draw.circle(out, STAND_IN_SKIN, centre, round(58 * s))
        pygame.draw.circle(out, STAND_IN_INK, centre, round(58 * s), max(1, round(2 * s)))
        for i, side in enumerate((-1, 1)):
            ex, ey = centre[0] + side * round(22 * s), centre[1] - round(4 * s)
            open_ = 1 - min(1.0, max(0.0, assets.FACE_LID_CLOSURES[key.lids[i]]))
            eye = pygame.Rect(0, 0, round(16 * s), max(2, round(14 * s * open_)))
            eye.center = (ex, ey)
            pygame.draw.ellipse(out, (255, 255, 255), eye)
            if open_ > 0.2:
                pupil = (ex + round(key.gaze[0] * 4 * s / GAZE_STEPS), ey + round(key.gaze[1] * 3 * s / GAZE_STEPS))
                pygame.draw.circle(out, STAND_IN_INK, pupil, max(1, round(4 * s)))
        mouth = pygame.Rect(0, 0, round(26 * s), round(8 * s))
        mouth.center = (centre[0], centre[1] + round(30 * s))
        pygame.draw.line(out, STAND_IN_INK, mouth.midleft, mouth.midright, max(1, round(3 * s)))
        return out
