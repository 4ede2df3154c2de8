"""The feel of the table: the score counts up to the right number and stops;
a Hordago pushes chips in and jolts the table at most 8 px, and the jolt
dies away; the player's card under the pointer rises and tilts; bubbles stay
until their seat's next call or the end of the lance; reduced motion takes
away the jolt, the tilt and the bubbles' popping in (and reaches the table
from the Settings screen at once)."""
import pytest

from deals import D1, play, stacked
from game.model import Lance
from game.table import feel
from game.table.director import HORDAGO_MOMENT, Director, Pieces
from game.table.scores import ScorePanels
from game.ui.cards import HOVER_LIFT, TILT

STEP = 1 / 120


def director_for(state, reduced=False):
    sounds = []
    pieces = Pieces(lambda seconds: seconds, state.scores)
    pieces.reduce_motion(reduced)
    names = ("You", "Mikel", "Ane", "Itziar")
    d = Director(pieces, lambda s: s, sounds.append, lambda label: None, lambda seat: names[seat])
    d.open(state)
    run(d)
    return d, pieces, sounds


def run(d, seconds=20.0, watch=None):
    p = d.pieces
    for _ in range(int(seconds / STEP)):
        p.update(STEP)
        d.update(STEP)
        if watch is not None:
            watch()
        if not d.busy and not p.moving:
            return
    raise AssertionError("the table never settled")


# -- the score counts up --------------------------------------------------------
def test_the_score_counts_up_to_the_right_number_and_stops():
    panels = ScorePanels((3, 7))
    panels.add(0, 5)
    seen = []
    while panels.moving:
        seen.append(panels.figure(0))
        panels.update(STEP)
    assert panels.figure(0) == panels.shown[0] == 8 and panels.figure(1) == 7
    assert seen[0] == 3 and seen == sorted(seen) and len(set(seen)) == 5  # 3, 4, 5, 6, 7 on the way
    panels.add(1, 2)
    panels.update(0.01)
    panels.add(1, 30)  # more lands while it counts: it counts on to the new total
    for _ in range(int(2 / STEP)):
        panels.update(STEP)
    assert not panels.moving and panels.figure(1) == panels.shown[1] == 39
    panels.settle((12, 0))
    assert not panels.moving and (panels.figure(0), panels.figure(1)) == (12, 0)


def test_a_figure_counting_up_redraws_its_own_panel_only():
    class State:
        class rules:
            target, games_to_win = 40, 1
        games_won = (0, 0)
    panels = ScorePanels((0, 0))
    names = ("You", "Mikel", "Ane", "Itziar")
    before = [panels.look(team, names, State) for team in (0, 1)]
    panels.add(1, 4)
    panels.update(0.1)
    assert panels.look(0, names, State) == before[0] and panels.look(1, names, State) != before[1]


# -- a Hordago --------------------------------------------------------------
@pytest.mark.parametrize("reduced", [False, True])
def test_a_hordago_pushes_chips_in_and_jolts_the_table_at_most_8_px(reduced):
    s = play(stacked(D1), "mintza")
    d, p, sounds = director_for(s, reduced)
    offsets = []
    s = play(s, "hordago")
    d.tell(play(stacked(D1), "mintza"), s)
    assert p.chips.flights, "no chips pushed in"
    assert d.busy and d.beats[-1].seconds == pytest.approx(HORDAGO_MOMENT)
    run(d, watch=lambda: offsets.append(p.shake.offset(0.5)))
    assert p.chips.pushed and p.chips.hordago and p.chips.standing(Lance.HAUNDIA) == (0, True)
    assert sounds.count("hordago.wav") == 1  # as the chips land
    assert not p.shake.moving and p.shake.offset() == (0, 0)
    biggest = max(max(abs(dx), abs(dy)) for dx, dy in offsets)
    if reduced:
        assert biggest == 0, "reduced motion, and the table shook"
    else:
        assert 4 <= biggest <= feel.AMPLITUDE
        moved = [i for i, o in enumerate(offsets) if o != (0, 0)]
        assert moved and (moved[-1] - moved[0]) * STEP <= feel.SECONDS  # it dies away


def test_the_jolt_dies_away_within_its_time():
    shake = feel.Shake()
    shake.start()
    peaks = []
    for _ in range(int(feel.SECONDS / STEP) + 2):
        peaks.append(abs(shake.offset()[0]))
        shake.update(STEP)
    assert not shake.moving and shake.offset() == (0, 0)
    assert max(peaks) <= feel.AMPLITUDE
    third = len(peaks) // 3
    assert max(peaks[-third:]) < max(peaks[:third])  # weaker at the end than at the start
    shake.start(strength=50)
    assert max(abs(shake.offset(a / 10)[0]) for a in range(11)) <= feel.AMPLITUDE


def test_a_tira_before_the_chips_land_stops_the_jolt():
    s = play(stacked(D1), "mintza")
    d, p, sounds = director_for(s)
    before = s
    s = play(s, "hordago")
    d.tell(before, s)
    p.chips.pay_from_centre(1, 1)  # the lance paid before the push lands: no jolt later
    run(d)
    assert not p.chips.pushed and "hordago.wav" not in sounds


# -- the player's cards under the pointer --------------------------------------
@pytest.mark.parametrize("reduced", [False, True])
def test_the_card_under_the_pointer_rises_and_tilts(reduced):
    s = stacked(D1)
    d, p, _ = director_for(s, reduced)
    hands = p.hands
    card = hands.views[0][1]
    rest = card.rect_now()
    p.pointer = rest.center
    p.update(STEP)
    assert hands.moving or reduced
    for _ in range(40):
        p.update(STEP)
    assert not hands.moving
    assert card.rect_now().top == rest.top - HOVER_LIFT
    assert card.angle() == (0.0 if reduced else TILT)
    assert all(v.angle() == 0 for v in hands.views[0] if v is not card)
    p.pointer = (rest.centerx, rest.bottom - 3)  # the strip the card rose from: still under the pointer
    p.update(STEP)
    assert card.hover.end == 1.0
    p.pointer = (5, 5)
    for _ in range(40):
        p.update(STEP)
    assert card.rect_now() == rest and card.angle() == 0


def test_the_focused_card_rises_when_the_pointer_is_elsewhere():
    s = stacked(D1)
    d, p, _ = director_for(s)
    p.update(STEP, focused_card=3)
    assert p.hands.views[0][3].hover.end == 1.0
    assert all(v.hover.end == 0.0 for v in p.hands.views[0][:3])


# -- bubbles -----------------------------------------------------------------
def test_a_bubble_stays_until_its_seats_next_call_or_the_lance_ends():
    s = stacked(D1)
    d, p, _ = director_for(s)
    s = play(s, "mus")  # seat 0 (Esku) says Mus
    d.tell(stacked(D1), s)
    for _ in range(int(30 / STEP)):  # long after the old 4.5 s, waiting or not
        p.update(STEP)
    assert p.signs.bubbles[0].text == "Mus"
    for call in ("mus", "mus", "mintza"):  # seat 3 ends the Mus: on to Haundia
        before, s = s, play(s, call)
        d.tell(before, s)
    assert set(p.signs.bubbles) == {0, 1, 2, 3} and p.signs.bubbles[3].text == "Mintza"
    run(d)  # the Mus's pause, then Haundia announced: the lance before it has ended
    assert not p.signs.bubbles


def test_with_reduced_motion_a_bubble_shows_at_once():
    s = stacked(D1)
    d, p, _ = director_for(s, reduced=True)
    d.tell(s, play(s, "mus"))
    assert not p.signs.bubbles[0].popping and not p.signs.moving


def test_reduced_motion_set_from_the_pause_reaches_the_table_at_once(tmp_path):
    """Settings from the pause menu: Reduced motion On; back at the table,
    no piece jolts, tilts or pops in, and the faces lose their bounce."""
    import pygame
    from game.scenes.settings_screen import SettingsScene
    from game.shell.driver import Driver
    from tests.apps import pause_over_table, started_app
    app = started_app(tmp_path, seed=5, sound=False)
    driver = Driver(app, mode="keyboard")
    table = pause_over_table(driver)
    assert not table.pieces.reduced
    driver.key(pygame.K_s)  # Settings
    driver.tick()
    settings = app.top
    assert isinstance(settings, SettingsScene)
    names = [w.name for w in settings.widgets.widgets]
    for _ in range(names.index("reduced_motion")):
        driver.key(pygame.K_DOWN)
        driver.tick()
    driver.key(pygame.K_RIGHT)
    driver.tick()
    assert app.settings.reduced_motion
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    driver.key(pygame.K_ESCAPE)
    driver.tick(2)
    assert app.top is table
    p = table.pieces
    assert p.reduced and p.hands.reduced and p.signs.reduced and p.shake.reduced
    assert all(life.reduced_motion for life in table.faces.lives.values())
    p.shake.start()
    assert not p.shake.moving
