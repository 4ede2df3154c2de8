"""The life of one face: blinks, glances, thinking, reactions and held expressions.

Owns `FaceLife`, a small object with no drawing in it, driven by
`update(dt)` in seconds, that says which `Pose` its face shows now, whether
that changed since the last update, and how long until it changes again
(`next_change_in`), so that the table redraws a face only when it must.  It
blinks at seeded random intervals, glances at its cards and around the table,
wears a thinking face while `thinking` is set, reacts to what happens
(`react`), holds an expression for a time (`show`, for the señas) and keeps
its eyes on a seat (`look_at`); every change tweens from the pose shown.
`paused` stops it all; `reduced_motion` takes away head tilt and bounce.
Reactions are driven from the outside (the director, from the model's
events): this object never looks at the game.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from enum import StrEnum

from game.faces.expressions import CARDS, CENTRE, expression, gaze_towards, role_target
from game.faces.pose import NEUTRAL, Pose

BLINK_CLOSE, BLINK_HOLD, BLINK_OPEN = 0.05, 0.03, 0.07  # a blink lasts 0.15 s
BLINK_GAP = (2.0, 6.0, 3.2)  # seconds between blinks: triangular (low, high, most often)
DOUBLE_BLINK = 0.15  # the chance that a blink comes twice
DOUBLE_GAP = 0.12  # seconds between the two blinks of a double blink
GLANCE_GAP = (2.5, 7.0)  # seconds looking at the middle of the felt between glances
GLANCE_HOLD = (0.6, 1.6)  # seconds a glance lasts
GAZE_TWEEN = 0.0  # the eyes jump, as eyes do (a saccade: drawn in one frame) ...
EXPRESSION_TWEEN = 0.2  # ... an expression changes a little more slowly
BOUNCE_HZ = 2.5


@dataclass(frozen=True, slots=True)
class Reaction:
    """Expressions worn one after another, with an optional hop of the head
    (`bounce`: its height as a head lift, for `bounce_s` seconds)."""

    steps: tuple[tuple[str, float], ...]
    bounce: float = 0.0
    bounce_s: float = 0.0


class Occasion(StrEnum):
    """What happened that a face reacts to (`FaceLife.react`)."""

    HORDAGO = "hordago"
    KANTA_WON = "kanta-won"
    KANTA_LOST = "kanta-lost"
    TIRA_RECEIVED = "tira-received"
    LANCE_WON = "lance-won"
    LANCE_LOST = "lance-lost"
    GAME_WON = "game-won"
    GAME_LOST = "game-lost"
    ADVICE = "advice"  # the partner glances at the button its advice lights


REACTIONS = {
    Occasion.HORDAGO: Reaction((("surprise", 0.4), ("tense", 1.8))),
    Occasion.KANTA_WON: Reaction((("grin", 2.0),), bounce=0.5, bounce_s=0.8),
    Occasion.KANTA_LOST: Reaction((("frown", 2.0),)),
    Occasion.TIRA_RECEIVED: Reaction((("smug", 1.4),)),
    Occasion.LANCE_WON: Reaction((("smile", 1.3),)),
    Occasion.LANCE_LOST: Reaction((("frown", 1.1),)),
    Occasion.GAME_WON: Reaction((("grin", 3.0),), bounce=0.8, bounce_s=1.2),
    Occasion.GAME_LOST: Reaction((("sad", 3.0),)),
    Occasion.ADVICE: Reaction((("look-button", 1.2),)),
}


def _blink_closure(t: float) -> float:
    """How closed the eyes are t seconds into a blink."""
    if t < 0:
        return 0.0
    if t < BLINK_CLOSE:
        return t / BLINK_CLOSE
    if t < BLINK_CLOSE + BLINK_HOLD:
        return 1.0
    t -= BLINK_CLOSE + BLINK_HOLD
    return max(0.0, 1.0 - t / BLINK_OPEN)


class FaceLife:
    """The moving face of the computer player at `seat` (1, 2 or 3)."""

    def __init__(self, seat: int, seed: int = 0, *, reduced_motion: bool = False, glance_targets=None) -> None:
        gaze_towards(seat, CENTRE)  # a clear error for a seat that does not exist
        self.seat = seat
        self.glance_targets = glance_targets if glance_targets is not None else (
            (CARDS, CARDS) + tuple(s for s in range(4) if s != seat))
        self._rng = random.Random(seed)
        self._reduced_motion = reduced_motion
        self._paused = False
        self._thinking = False
        self._now = 0.0
        self._blink_start = self._now + self._blink_gap()  # when the next (or current) blink starts
        self._blink_again = False
        self._glance = None  # what a glance under way looks at, or None at rest
        self._glance_at = self._now + self._rng.uniform(*GLANCE_GAP)
        self._held = None  # what look_at keeps the eyes on
        self._steps: list[tuple[str, float]] = []  # the expressions still to wear, the first one worn now
        self._step_end = math.inf
        self._showing = False  # the expression worn was asked by show()
        self._bounce = 0.0
        self._bounce_start = self._bounce_end = 0.0
        self._target = self._make_target()
        self._from = self._shown = self._target
        self._tween_start, self._tween_s = 0.0, 0.0
        self._pose = self._output()
        self._last_key = None
        self._changed = True
        self._settled = False  # whether the pose was last worked out at a still moment

    # -- what the table reads -------------------------------------------------
    @property
    def pose(self) -> Pose:
        """The pose to draw now."""
        return self._pose

    @property
    def changed(self) -> bool:
        """Whether the pose drawn changed in the last update (the first update
        always says so)."""
        return self._changed

    @property
    def looking_at(self):
        """What the eyes are turned to now: a seat, CARDS, CENTRE or BUTTON,
        or None while an expression sets the gaze on nothing in particular
        (thinking looks up and away)."""
        if self._steps:
            worn = expression(self._steps[0][0])
            if worn.look is not None:
                return role_target(self.seat, worn.look)
            if worn.gaze is not None:
                return None
        if self._held is not None:
            return self._held
        if self._thinking:
            return None
        return self._glance if self._glance is not None else CENTRE

    @property
    def held(self):
        """What `look_at` keeps the eyes on (None: they wander)."""
        return self._held

    @property
    def glance_targets(self) -> tuple:
        """What idle glances pick from (a target twice is picked twice as often)."""
        return self._glance_targets

    @glance_targets.setter
    def glance_targets(self, targets) -> None:
        targets = tuple(targets)
        for target in targets:
            gaze_towards(self.seat, target)  # a clear error for something it cannot look at
        if not targets:
            raise ValueError("a face glances at something: give at least one target")
        self._glance_targets = targets

    @property
    def expression(self) -> str | None:
        """The expression worn now by a reaction or a show, if any."""
        return self._steps[0][0] if self._steps else None

    def next_change_in(self) -> float:
        """Seconds until the pose may change again: 0 while it moves,
        infinite while paused; otherwise the time to the next blink, glance
        or end of an expression (nothing changes before it)."""
        if self._paused:
            return math.inf
        if self._moving():
            return 0.0
        times = [self._blink_start, self._step_end]
        if self._glances_on():
            times.append(self._glance_at)
        return max(0.0, min(times) - self._now)

    def frame_due(self, since_drawn: float, step: float) -> float:
        """Seconds from the last frame (drawn `since_drawn` seconds ago) to
        the next one this face needs: every `step` while its eyes or its
        expression tween or it bounces; during a blink alone, its shut moment
        and its end and nothing between (a blink is drawn in two frames, shut
        then open); while still, a step into the next change (a step into a
        blink: shut); infinite while paused."""
        if self._paused:
            return math.inf
        now = self._now
        if now < self._tween_start + self._tween_s or (self._bounce and now < self._bounce_end):
            return step
        start, end = self._blink_start, self._blink_end_time()
        if start <= now < end:
            drawn = now - since_drawn
            shut = start + BLINK_CLOSE
            return (shut if drawn < shut - 1e-9 else end) - drawn
        return self.next_change_in() + since_drawn + step

    # -- what the table sets --------------------------------------------------
    @property
    def paused(self) -> bool:
        return self._paused

    @paused.setter
    def paused(self, value: bool) -> None:
        self._paused = bool(value)

    @property
    def reduced_motion(self) -> bool:
        return self._reduced_motion

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self._reduced_motion = bool(value)
        self._retarget()

    @property
    def thinking(self) -> bool:
        return self._thinking

    @thinking.setter
    def thinking(self, value: bool) -> None:
        if bool(value) != self._thinking:
            self._thinking = bool(value)
            self._retarget()

    def look_at(self, target) -> None:
        """Keep the eyes on a seat (0-3), its CARDS, the CENTRE or the BUTTON;
        None lets them wander again."""
        if target is not None:
            gaze_towards(self.seat, target)  # a clear error for something it cannot look at
        self._held = target
        self._retarget()

    def react(self, name: Occasion | str) -> None:
        """React to something that happened (an `Occasion`: see REACTIONS). A reaction
        replaces the one under way; one that comes while `show` holds an
        expression is skipped, so that a seña is never cut short."""
        try:
            reaction = REACTIONS[name]
        except KeyError:
            raise ValueError(f"no reaction {name!r}: expected one of {', '.join(REACTIONS)}") from None
        if self._showing:
            return
        self._wear(list(reaction.steps), showing=False)
        if reaction.bounce and not self._reduced_motion:
            self._bounce = reaction.bounce
            self._bounce_start, self._bounce_end = self._now, self._now + reaction.bounce_s

    def show(self, name: str, seconds: float) -> None:
        """Hold the expression `name` for `seconds`, then go back."""
        self.show_steps([(name, seconds)])

    def show_steps(self, steps) -> None:
        """Hold each (expression, seconds) of `steps` in turn, then go back
        (a seña made of two signs, such as four kings)."""
        steps = [(name, seconds) for name, seconds in steps]
        if not steps:
            raise ValueError("show at least one expression")
        for name, seconds in steps:
            expression(name)  # a clear error for an unknown name
            if not seconds > 0:
                raise ValueError(f"an expression is shown for some seconds, not {seconds!r}")
        self._wear([(name, float(seconds)) for name, seconds in steps], showing=True)

    def unshow(self) -> None:
        """Stop what `show` holds at once (nothing when it holds nothing)."""
        if self._showing:
            self._steps = []
            self._step_end = math.inf
            self._showing = False
            self._retarget()

    # -- time -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Move on by dt seconds (nothing moves while paused)."""
        if dt < 0:
            raise ValueError(f"time runs forward: dt {dt!r}")
        if self._paused:
            self._changed = False
            return
        end = self._now + dt
        events = 0
        while True:
            when = min(self._blink_end_time(), self._step_end, self._glance_at if self._glances_on() else math.inf)
            if when > end:
                break
            self._now = max(self._now, when)
            self._event()
            events += 1
        self._now = end
        if not events and self._settled and not self._moving():
            self._changed = False  # still, and it was still before: the pose is the same
            return
        self._pose = self._output()
        key = self._pose.key()
        self._changed = key != self._last_key
        self._last_key = key
        self._settled = not self._moving()

    # -- inside ---------------------------------------------------------------
    def _blink_gap(self) -> float:
        return self._rng.triangular(*BLINK_GAP)

    def _blink_end_time(self) -> float:
        return self._blink_start + BLINK_CLOSE + BLINK_HOLD + BLINK_OPEN

    def _glances_on(self) -> bool:
        return not self._thinking and self._held is None and not self._steps

    def _moving(self) -> bool:
        now = self._now
        return (now < self._tween_start + self._tween_s
                or self._blink_start <= now < self._blink_end_time()
                or (self._bounce and now < self._bounce_end))

    def _event(self) -> None:
        """Handle whatever is due at self._now: the end of a blink, of an
        expression, or the turn of a glance."""
        now = self._now
        if self._blink_end_time() <= now:
            if self._blink_again or self._rng.random() >= DOUBLE_BLINK:
                self._blink_again = False
                self._blink_start = now + self._blink_gap()
            else:
                self._blink_again = True
                self._blink_start = now + DOUBLE_GAP
        if self._step_end <= now:
            self._steps.pop(0)
            if self._steps:
                self._step_end = now + self._steps[0][1]
            else:
                self._step_end = math.inf
                self._showing = False
            self._retarget()
        if self._glances_on() and self._glance_at <= now:
            if self._glance is None:
                self._glance = self._pick_glance()
                self._glance_at = now + self._rng.uniform(*GLANCE_HOLD)
            else:
                self._glance = None
                self._glance_at = now + self._rng.uniform(*GLANCE_GAP)
            self._retarget()
        elif not self._glances_on() and self._glance_at <= now:
            self._glance_at = now + self._rng.uniform(*GLANCE_GAP)

    def _pick_glance(self):
        return self._rng.choice(self._glance_targets)

    def _wear(self, steps: list[tuple[str, float]], showing: bool) -> None:
        self._steps = steps
        self._step_end = self._now + steps[0][1]
        self._showing = showing
        self._bounce = 0.0
        self._retarget()

    def _make_target(self) -> Pose:
        looked = self._held if self._held is not None else self._glance if self._glance is not None else CENTRE
        gaze = gaze_towards(self.seat, looked)
        pose = NEUTRAL.with_(gaze=gaze)
        if self._thinking:
            pose = expression("thinking").on(pose, self.seat)
            if self._held is not None:
                pose = pose.with_(gaze=gaze)
        if self._steps:
            pose = expression(self._steps[0][0]).on(pose, self.seat)
        if self._reduced_motion:
            pose = pose.with_(tilt=0.0, lift=0.0)
        return pose

    def _retarget(self) -> None:
        target = self._make_target()
        if target == self._target:
            return
        self._settled = False
        self._shown = self._tweened()
        only_eyes = target.with_(gaze=self._shown.gaze) == self._shown.with_(mouth_mix=1.0)
        self._from, self._target = self._shown, target
        self._tween_start, self._tween_s = self._now, GAZE_TWEEN if only_eyes else EXPRESSION_TWEEN

    def _tweened(self) -> Pose:
        if self._tween_s <= 0 or self._now >= self._tween_start + self._tween_s:
            return self._target
        t = (self._now - self._tween_start) / self._tween_s
        return self._from.lerp(self._target, t * t * (3 - 2 * t))

    def _output(self) -> Pose:
        pose = self._tweened()
        closure = _blink_closure(self._now - self._blink_start)
        if closure > 0:
            pose = pose.with_(lids=(max(pose.lids[0], closure), max(pose.lids[1], closure)))
        if self._bounce and not self._reduced_motion and self._bounce_start <= self._now < self._bounce_end:
            t = self._now - self._bounce_start
            fade = 1 - t / (self._bounce_end - self._bounce_start)
            hop = self._bounce * abs(math.sin(math.pi * BOUNCE_HZ * t)) * fade
            pose = pose.with_(lift=min(1.0, pose.lift + hop))
        return pose
