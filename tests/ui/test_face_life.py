"""A face's pose and its life, without drawing: poses check their values and
tween; blinks come at seeded natural intervals and stop while paused;
`next_change_in` is honest; reactions and held expressions change the pose
and go back; reduced motion keeps the head still."""
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.faces import NEUTRAL, REACTIONS, FaceLife, Pose, pose_of
from game.faces.expressions import gaze_towards
from game.faces.life import BLINK_CLOSE, BLINK_HOLD, BLINK_OPEN, DOUBLE_GAP

REPO = Path(__file__).resolve().parents[2]
STEP = 1 / 120


def run(life, seconds, step=STEP):
    """Update for `seconds`; return (time, pose) after every update."""
    out, t = [], 0.0
    for _ in range(round(seconds / step)):
        life.update(step)
        t += step
        out.append((t, life.pose))
    return out


def blink_starts(trace):
    starts, closed = [], False
    for t, pose in trace:
        now = min(pose.lids) >= 0.99
        if now and not closed:
            starts.append(t)
        closed = now
    return starts


# -- Pose -----------------------------------------------------------------------

def test_a_pose_refuses_values_out_of_range():
    for bad in (dict(gaze=(1.5, 0)), dict(lids=(0, 1.3)), dict(brows=(-2, 0)), dict(mouth="whistle"),
                dict(tongue="long"), dict(tilt=45), dict(lift=2), dict(shoulders=(0, -0.5)), dict(gaze=3)):
        with pytest.raises(ValueError):
            Pose(**bad)


def test_poses_tween_and_a_new_mouth_fades_in():
    a, b = NEUTRAL, pose_of("surprise")
    assert a.lerp(b, 0) .key() == a.key() and a.lerp(b, 1) == b
    mid = a.lerp(b, 0.5)
    assert mid.brows == (0.5, 0.5) and mid.mouth == "open" and mid.mouth_from == "neutral" and mid.mouth_mix == 0.5
    assert mid.key() != a.key() and mid.key() != b.key()
    assert pose_of("wink").lids == (1.25, 0.0)  # squeezed shut, past where a blink closes them


def test_a_finished_fade_forgets_where_it_came_from():
    pose = Pose(mouth="grin", mouth_from="frown", mouth_mix=1.0)
    assert pose.mouth_from == "grin" and pose == Pose(mouth="grin")


def test_the_faces_module_of_life_needs_no_pygame():
    code = "import sys, game.faces.life, game.faces.pose, game.faces.expressions; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], cwd=REPO, check=True)


# -- blinking -------------------------------------------------------------------

def test_blinks_come_at_seeded_natural_intervals():
    trace = run(FaceLife(2, seed=11), 120)
    starts = blink_starts(trace)
    gaps = [b - a for a, b in zip(starts, starts[1:])]
    singles = [g for g in gaps if g > 0.5]
    assert 18 <= len(starts) <= 60
    assert all(1.9 <= g <= 6.3 for g in singles), singles
    assert 2.8 <= sum(singles) / len(singles) <= 4.6
    assert starts == blink_starts(run(FaceLife(2, seed=11), 120))  # the seed decides
    assert starts != blink_starts(run(FaceLife(2, seed=12), 120))


def test_a_blink_lasts_about_a_seventh_of_a_second():
    life = FaceLife(1, seed=5)
    trace = run(life, 30)
    shut = [t for t, pose in trace if min(pose.lids) > 0.05]
    spans, start = [], shut[0]
    for a, b in zip(shut, shut[1:]):
        if b - a > 2 * STEP:
            spans.append(a - start)
            start = b
    assert spans and all(0.08 <= s <= BLINK_CLOSE + BLINK_HOLD + BLINK_OPEN + 0.02 for s in spans), spans
    assert DOUBLE_GAP < 0.5


def test_nothing_moves_and_no_frame_is_asked_while_paused():
    life = FaceLife(3, seed=2)
    run(life, 1)
    life.paused = True
    before = life.pose
    for _ in range(2000):
        life.update(STEP)
        assert not life.changed and life.pose == before
        assert life.next_change_in() == math.inf
    life.paused = False
    assert life.next_change_in() < 7
    assert blink_starts(run(life, 15))


# -- honesty: nothing changes before next_change_in -------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_next_change_in_is_honest(seed):
    rng = random.Random(seed)
    life = FaceLife(rng.choice((1, 2, 3)), seed=seed)
    life.update(0.0)  # the first update always asks for a frame
    waits = 0
    for _ in range(800):
        wait = life.next_change_in()
        assert wait >= 0
        if wait == 0:
            life.update(STEP)
            continue
        if rng.random() < 0.1:
            life.react(rng.choice(list(REACTIONS)))
            continue
        key = life.pose.key()
        # sleep almost the whole wait, in steps of any length: nothing may change
        left = wait * 0.999
        while left > 0:
            dt = min(left, rng.uniform(0.001, 1.0))
            life.update(dt)
            left -= dt
            assert not life.changed and life.pose.key() == key, (seed, wait, left)
        waits += 1
        life.update(wait * 0.001 + STEP)
    assert waits > 20  # it did sleep, many times


def test_a_still_face_sleeps_until_its_next_blink():
    life = FaceLife(2, seed=4)
    life.look_at(0)  # no glances while it watches the player
    run(life, 1)
    while life.next_change_in() == 0:
        life.update(STEP)
    wait = life.next_change_in()
    assert 0 < wait < 6.5
    life.update(wait + 0.03)
    assert life.changed and min(life.pose.lids) > 0.3  # the blink began


def test_an_idle_face_asks_for_few_frames():
    life = FaceLife(1, seed=9)
    t, updates = 0.0, 0
    while t < 60:
        wait = life.next_change_in()
        dt = STEP if wait == 0 else wait
        life.update(dt)
        t += dt
        updates += 1
    assert updates < 60 * 20  # far fewer than 120 a second: it moves a small part of the time


# -- glances, thinking, reactions, shows ----------------------------------------

def test_an_idle_face_glances_at_its_cards_and_around_the_table():
    life = FaceLife(1, seed=21)
    gazes = {pose.gaze for _, pose in run(life, 120, 0.05)}
    for target in ("cards", 0, 2, 3):
        assert gaze_towards(1, target) in gazes, target


def test_thinking_wears_the_thinking_face_until_it_stops():
    life = FaceLife(3, seed=1)
    run(life, 0.5)
    life.thinking = True
    run(life, 0.5)
    thinking = pose_of("thinking", seat=3)
    assert life.pose.mouth == "hmm" and life.pose.brows == thinking.brows and life.pose.gaze == thinking.gaze
    life.thinking = False
    run(life, 0.5)
    assert life.pose.mouth == "neutral" and life.pose.brows == (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(REACTIONS))
def test_a_reaction_changes_the_face_and_it_comes_back(name):
    life = FaceLife(2, seed=3)
    run(life, 0.5)
    calm = life.pose.with_(gaze=(0.0, 0.0), lids=(0.0, 0.0))
    life.react(name)
    assert life.expression == REACTIONS[name].steps[0][0]
    trace = run(life, 0.6)
    assert any(p.with_(gaze=(0.0, 0.0), lids=(0.0, 0.0)).key() != calm.key() or p.gaze != trace[0][1].gaze
               for _, p in trace)
    run(life, sum(s for _, s in REACTIONS[name].steps) + 0.5)
    assert life.expression is None
    after = life.pose
    assert (after.mouth, after.brows, after.tilt, after.shoulders) == ("neutral", (0.0, 0.0), 0.0, (0.0, 0.0))
    assert after.lift == 0.0


def test_the_partner_glances_at_the_button_when_it_advises():
    life = FaceLife(2, seed=3)
    life.react("advice")
    run(life, 0.5)
    x, y = life.pose.gaze
    assert x > 0.3 and y > 0.3


def test_show_holds_an_expression_for_its_time_and_a_reaction_does_not_cut_it():
    life = FaceLife(1, seed=8)
    life.show("tongue-side", 1.5)
    run(life, 0.5)
    assert life.pose.tongue == "side" and life.expression == "tongue-side"
    life.react("lance-won")
    run(life, 0.8)
    assert life.pose.tongue == "side"
    run(life, 0.5)
    assert life.expression is None and life.pose.tongue == "none"
    with pytest.raises(ValueError):
        life.show("yawn", 1)
    with pytest.raises(ValueError):
        life.show("wink", 0)
    with pytest.raises(ValueError):
        life.react("sneeze")


def test_look_at_keeps_the_eyes_on_a_seat():
    life = FaceLife(3, seed=5)
    life.look_at(1)
    gazes = {pose.gaze for _, pose in run(life, 20, 0.05)[10:]}
    assert gazes == {gaze_towards(3, 1)}
    life.look_at(None)
    assert len({pose.gaze for _, pose in run(life, 20, 0.05)}) > 1


def test_reduced_motion_keeps_the_head_still_but_the_face_alive():
    life = FaceLife(2, seed=6, reduced_motion=True)
    trace = []
    for name in ("game-won", "kanta-won", "hordago"):
        life.react(name)
        trace += run(life, 3.5)
    life.show("head-tilted", 1)
    trace += run(life, 1.2)
    life.thinking = True
    trace += run(life, 1)
    assert all(p.tilt == 0 and p.lift == 0 for _, p in trace)
    assert {"grin", "tense", "hmm"} <= {p.mouth for _, p in trace}
    moving = FaceLife(2, seed=6)
    moving.react("game-won")
    assert any(p.lift > 0.3 for _, p in run(moving, 2))
    moving.show("head-tilted", 1)
    assert any(p.tilt > 5 for _, p in run(moving, 0.5))


def test_a_face_needs_a_real_seat():
    with pytest.raises(ValueError):
        FaceLife(5)
    with pytest.raises(ValueError):
        FaceLife(1).update(-0.1)


def test_looking_at_says_what_the_eyes_are_on():
    life = FaceLife(1, seed=21, glance_targets=("cards", 3))
    seen = set()
    for _ in range(1200):
        life.update(0.05)
        seen.add(life.looking_at)
        target = life.looking_at
        if target in ("cards", 3):
            run(life, 0.2)  # the eyes get there
            if life.looking_at == target and life.next_change_in() > 0:
                assert life.pose.gaze == gaze_towards(1, target)
    assert seen == {"centre", "cards", 3}  # never the seats it was not given
    life.look_at(0)
    assert life.looking_at == 0
    life.react("advice")
    assert life.looking_at == "button"
    run(life, 2)
    life.look_at(None)
    life.thinking = True
    assert life.looking_at is None
    with pytest.raises(ValueError):
        life.glance_targets = ()
    with pytest.raises(ValueError):
        life.glance_targets = (1,)  # itself
    with pytest.raises(ValueError):
        life.look_at("moon")


def test_a_blink_is_drawn_in_two_frames():
    """Drawn only when `frame_due` asks, a face that only blinks shows each
    blink once shut and then open again: no frame half-way."""
    life = FaceLife(2, seed=4)
    life.look_at(0)  # no glances while it watches the player
    run(life, 1)
    lids, since, t = [], 0.0, 0.0
    while t < 40:
        due = life.frame_due(since, 1 / 20)
        while since < due - 1e-9:
            life.update(STEP)
            since += STEP
            t += STEP
        lids.append(min(life.pose.lids))
        since = 0.0
    shut = [i for i, lid in enumerate(lids) if lid > 0.2]
    assert len(shut) >= 6  # it blinked, several times in 40 s
    assert all(lids[i] >= 0.95 for i in shut)  # each blink drawn shut ...
    assert all(lids[i + 1] <= 0.2 for i in shut if i + 1 < len(lids))  # ... then open
    assert len(lids) <= 2 * len(shut) + 2  # and nothing else drawn


def test_the_eyes_jump_to_a_seat_in_one_step():
    """A look is a saccade: the eyes are where they look at the next update,
    and the face asks for no frame between (one frame draws the move)."""
    life = FaceLife(1, seed=6)
    life.look_at(2)
    run(life, 1)
    life.look_at(3)
    life.update(STEP)
    assert life.pose.gaze == gaze_towards(1, 3)
    assert life.frame_due(0.0, 1 / 20) > 1 / 20  # nothing tweens: the next frame is the next change's
