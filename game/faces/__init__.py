"""The computer players' faces: portraits drawn as layers and given a life.

`pose` holds the value a face is drawn from, `expressions` the named
expressions and where a face looks at the table, `art` the renderer that
composes a pose from the sprites tools/make_faces.py draws (the only module
here that needs pygame: it is imported on first use of `FaceArt`), and `life`
the small object that makes one face blink, glance, think and react by itself.
"""
from game import assets
from game.faces.expressions import EXPRESSIONS, Expression, gaze_towards, pose_of
from game.faces.life import REACTIONS, FaceLife, Occasion
from game.faces.pose import NEUTRAL, Mouth, Pose, Tongue

CHARACTERS = assets.FACE_CHARACTERS  # the character ids, in their fixed order

__all__ = ["CHARACTERS", "EXPRESSIONS", "Expression", "FaceArt", "FaceLife", "Mouth", "NEUTRAL", "Pose",
           "Occasion", "REACTIONS", "Tongue", "gaze_towards", "pose_of"]


def __getattr__(name: str):
    if name == "FaceArt":
        from game.faces.art import FaceArt
        return FaceArt
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
