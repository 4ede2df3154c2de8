"""Señas at the table through real input events: the player looks at a face
with the mouse, the L key or the pad's right stick (the player's cards sink
meanwhile), the partner signs to the player's eyes, the player signs from the
fan by mouse, by S and Enter, and by the right stick pressed and A; the match
keeps every seña with who saw it."""
import pygame
import pytest

from apps import player_turns, started_app, table_from_title
from game import model
from game.platform.settings import SettingsStore
from game.shell.driver import Driver
from game.table import layout
from game.table.hands import LOWER_PX

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


_table = table_from_title


def _lowered(table) -> bool:
    return all(v.topleft(1.0)[1] >= layout.slot(0, i)[1] + LOWER_PX - 1 for i, v in enumerate(table.views[0]))


def _point(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _signs(table, seat, seer=None):
    return [k for k in table.match.keinuak if k.seat == seat and (seer is None or seer in k.seen_by)]


@pytest.mark.slow
def test_a_whole_game_with_senas_by_mouse_keys_and_pad(tmp_path, virtual_pad):
    app = started_app(tmp_path, seed=1, speed=8)   # seed 1: 22 of the player's turns in the window
    driver = Driver(app, seed=1, mode="mouse")
    pad = virtual_pad()
    driver.tick()
    table = _table(driver)
    assert table.keinuak.on and table.match.with_keinuak
    done = {"mouse-look": 0, "key-look": 0, "pad-look": 0, "mouse-sign": 0, "key-sign": 0, "pad-sign": 0}
    turns = 0
    for _ in player_turns(driver, table):
        turns += 1
        if not table.keinuak.open:
            continue
        way = ("mouse", "key", "pad")[turns % 3]
        partner_before = len(_signs(table, 2, 0))
        # Look at the partner until it has signed to the player's eyes (or a while).
        if way == "mouse":
            _point(layout.FACE_RECT[2].center)
        elif way == "key":
            while table.keinuak.player_look != 2:
                driver.key(pygame.K_l)
                driver.tick()
        else:
            pad.look(0, -1)
        for _tick in range(60):
            driver.tick()
            if table.keinuak.player_look == 2 and _lowered(table):
                done[f"{way}-look"] += 1
                break
        for _tick in range(200):
            if len(_signs(table, 2, 0)) > partner_before or not table.keinuak.open:
                break
            driver.tick()
        # Look away: the cards come back up.
        if way == "mouse":
            _point((960, 560))
        elif way == "key":
            while table.keinuak.player_look is not None:
                driver.key(pygame.K_l)
                driver.tick()
        else:
            pad.look(0, 0)
        driver.tick(10)
        assert table.keinuak.player_look is None and not table.pieces.hands.lowered
        if not table.keinuak.open:
            continue
        # Sign the first seña the hand holds from the fan.
        held = sorted(table.keinuak.held(table.match))
        mine = len(_signs(table, 0))
        button = table.fan.buttons[held[0]]
        if way == "mouse":
            driver.click(button.rect.center)
        elif way == "key":
            driver.key(pygame.K_s)
            driver.tick()
            driver.key(pygame.K_RETURN)
        else:
            pad.press("right-stick")
            driver.tick()
            pad.press("south")
        for _tick in range(80):
            driver.tick()
            if len(_signs(table, 0)) > mine or not table.keinuak.open:
                break
        if len(_signs(table, 0)) > mine:
            assert _signs(table, 0)[-1].keinua == held[0]
            done[f"{way}-sign"] += 1
        if table.fan.active:  # give the keys back to the bar
            driver.key(pygame.K_ESCAPE) if way == "key" else pad.press("east")
            driver.tick()
    state = table.state
    assert state.phase == model.Phase.MATCH_OVER or app.top is not table
    assert all(done.values()), done
    # Every seña was the signer's own, and the partner's were seen by the player.
    for k in table.match.keinuak:
        assert k.seat not in k.seen_by
    assert _signs(table, 2, 0), "the partner never signed to the player"
    assert any(k.seat in (1, 3) for k in table.match.keinuak), "the opponents never signed"
    # The review of a hand shows the señas the player made or saw, each at its moment.
    from game.review.story import SIGN, review_hand
    mine = _signs(table, 0)[0]
    hand = table.match.upto(mine.moves).state.hand_number
    steps = [step for step in review_hand(table.match, hand).steps if step.kind == SIGN]
    assert any(step.signed.seat == 0 and step.signed.keinua == mine.keinua for step in steps)
    # And the record of the kept game prints every seña, at its moment.
    import json
    import subprocess
    import sys
    from pathlib import Path

    from game.match.kept import to_json
    kept = tmp_path / "played.json"
    kept.write_text(json.dumps(to_json(table.match)))
    run = subprocess.run([sys.executable, "-m", "game.cli", "record", "--from", str(kept)], capture_output=True,
                         text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 0, run.stderr
    assert sum(" signs " in line for line in run.stdout.splitlines()) == len(table.match.keinuak)


def test_a_game_kept_before_the_senas_plays_without_them(tmp_path):
    from game.match import Match
    from game.table.keeping import keep  # noqa: F401 - the table keeps it as it plays
    app = started_app(tmp_path, seed=3, speed=40)
    match = Match.begin(app.settings.rules(), 77, with_keinuak=False)
    app.open("table", match=match)
    table = app.top
    for _ in range(400):
        app.tick(1 / 30)
        assert not table.keinuak.open and not table.fan.shown
    assert table.match.keinuak == ()


@pytest.mark.slow
def test_the_setting_off_plays_without_senas(tmp_path):
    SettingsStore(tmp_path / "settings.json").update(keinuak=False)
    app = started_app(tmp_path, seed=3, speed=40)
    driver = Driver(app, seed=3, mode="keyboard")
    table = _table(driver)
    assert table.match.with_keinuak and not table.keinuak.on
    for _ in player_turns(driver, table, ticks=3000):
        driver.key(pygame.K_l)
        driver.key(pygame.K_s)
        driver.tick()
        assert table.keinuak.player_look is None and not table.fan.shown
        assert all(life.held is None for life in table.faces.lives.values())
    assert table.match.keinuak == ()


def test_the_partners_advice_is_worked_out_again_with_a_sena_it_saw(tmp_path):
    from game.match import decide_move
    app = started_app(tmp_path, seed=1, speed=8)
    driver = Driver(app, seed=1, mode="mouse")
    table = _table(driver)
    for _ in player_turns(driver, table):
        if table.partner_is_voice() and table.keinuak.open and table.advice is not None:
            break
    else:
        raise AssertionError("no turn where the partner is the voice")
    kn = table.keinuak
    before = table.stage.future
    kn.gaze[2], kn.gaze_until[2] = 0, kn.now + 100       # the partner looks at the player
    held = sorted(kn.held(table.match))
    driver.click(table.fan.buttons[held[0]].rect.center)
    for _tick in range(100):
        driver.tick()
        if table.match.keinuak and table.match.keinuak[-1].seat == 0:
            break
    made = table.match.keinuak[-1]
    assert made.seat == 0 and 2 in made.seen_by
    assert table.stage.future is not before               # asked again, with the seña
    decided = table.stage.future.result()
    assert decided == decide_move(table.state, table.seed, table.personalities, table.match.seating)
    driver.tick(3)
    assert table.advice == decided.action                 # and it is the advice that flashes


def _on_face(seat: int, part: str) -> tuple[int, int]:
    """Where a part of a computer player's portrait is on the screen: its
    mouth, its left eye or its left shoulder (the portrait stands on its
    rectangle's foot, drawn at the rectangle's height)."""
    from game import assets
    rect = layout.FACE_RECT[seat]
    k = rect.height / assets.FACE_SIZE[1]
    left = rect.centerx - assets.FACE_SIZE[0] * k / 2
    hx, hy = assets.FACE_HEAD_BOX[:2]
    anchors = assets.FACE_ANCHORS["gazte"]
    x, y = {"mouth": (hx + anchors["mouth"][0], hy + anchors["mouth"][1]),
            "eye": (hx + anchors["eye"][0], hy + anchors["eye"][1]),
            "shoulder": (assets.FACE_SIZE[0] * 0.25, assets.FACE_SIZE[1] * 0.9)}[part]
    return round(left + x * k), round(rect.bottom - rect.height + y * k)


def test_the_pointer_never_covers_the_face_it_looks_at(tmp_path):
    """Looking by hovering a face: while the pointer rests on the face the
    player looks at (its mouth, its eyes, its shoulders: each makes a seña)
    it is hidden, and shown again as it leaves the face, as the window of the
    señas shuts, or as a menu comes over the table."""
    app = started_app(tmp_path, seed=1, speed=8)
    driver = Driver(app, seed=1, mode="mouse")
    table = _table(driver)
    for _ in player_turns(driver, table):
        if table.keinuak.open:
            break
    else:
        raise AssertionError("no turn of the player's with the señas open")
    assert pygame.mouse.get_visible()
    for seat in (2, 1, 3):
        for part in ("mouth", "eye", "shoulder"):
            at = _on_face(seat, part)
            assert layout.FACE_RECT[seat].collidepoint(at)
            _point(at)
            driver.tick()
            assert table.keinuak.player_look == seat
            assert not pygame.mouse.get_visible(), (seat, part)
        _point((960, 560))                                  # off the faces: shown again
        driver.tick()
        assert table.keinuak.player_look is None and pygame.mouse.get_visible()
    _point(_on_face(2, "mouth"))
    driver.tick()
    assert not pygame.mouse.get_visible()
    driver.key(pygame.K_l)                                  # the L key turns the eyes away from it
    driver.tick()
    assert table.keinuak.player_look != 2 and pygame.mouse.get_visible()
    _point(_on_face(2, "mouth"))
    driver.tick()
    assert not pygame.mouse.get_visible()
    driver.key(pygame.K_ESCAPE)                             # the pause menu over the table
    driver.tick()
    assert app.top.name == "pause" and pygame.mouse.get_visible()


def _notes_under(table, seat: int) -> int:
    """How many notes the looks part draws on a face's shoulders (the señas
    the player caught it making)."""
    from game.table.canvas import Noting
    from game.table.fan import draw_looks
    notes = []
    draw_looks(Noting(pygame.Surface((1920, 1080)), notes), table.app.res, table.keinuak, layout)
    rect = layout.FACE_RECT[seat]
    return sum(1 for place, source, *_ in notes
               if source is not None and rect.inflate(40, 0).contains(place) and place.top >= rect.bottom - 90
               and place.height < 60 and place.width > 24)


def test_the_senas_the_player_caught_stay_for_the_hand_and_after_continue(tmp_path):
    """A seña the player saw a face make is written on that face's shoulders
    for as long as it is true: the hand, through the end of its lances and
    after the window closes and the game is continued."""
    from game.table.keinuak import caught_in
    app = started_app(tmp_path, seed=1, speed=8)
    driver = Driver(app, seed=1, mode="mouse")
    table = _table(driver)
    for _ in player_turns(driver, table):
        if table.keinuak.open:
            break
    _point(_on_face(2, "eye"))                               # watch the partner until it signs
    for _tick in range(600):
        driver.tick()
        if _signs(table, 2, 0):
            break
    seen = _signs(table, 2, 0)[-1]
    hand = table.state.hand_number
    driver.tick()
    assert _notes_under(table, 2) >= 1
    app.keeper.flush()                                       # the window closes; the game is continued
    again = started_app(tmp_path, seed=99)
    title = again.top
    Driver(again).press(title.widgets, title.button("continue"))
    again.tick(1 / 30)
    resumed = again.top
    assert resumed.name == "table" and resumed.state.hand_number == hand
    again.tick(1 / 30)
    assert seen.keinua in caught_in(resumed.state)[2]
    assert _notes_under(resumed, 2) >= 1                     # still written on the partner's shoulders
    driver = Driver(again, seed=2, mode="mouse")
    _point((960, 560))
    for _tick in range(4000):                                # on to the hand's end: the window shuts,
        if resumed.state.phase in ("hand-over", "match-over"):
            break
        assert resumed.state.hand_number == hand and _notes_under(resumed, 2) >= 1
        if resumed.awaiting and all(f.done() for f in resumed.computer_work()) and not resumed.director.busy:
            driver.play_turn(resumed)
        driver.tick()
    driver.tick(5)
    assert resumed.state.hand_number == hand and not resumed.keinuak.open
    assert _notes_under(resumed, 2) >= 1                     # the count of the hand: still true, still there


@pytest.mark.slow
def test_the_players_sena_under_way_is_made_when_a_call_shuts_the_window(tmp_path):
    """The player signs, then at once makes the call that ends the last
    lance: the seña is made (seen by whoever looked so far), kept in the
    match and told in the hand's review, never lost with the window."""
    from game.review.story import SIGN, review_hand
    app = started_app(tmp_path, seed=1, speed=1)
    driver = Driver(app, seed=1, mode="mouse")
    table = _table(driver)
    closing = None
    for _ in player_turns(driver, table):
        if not table.keinuak.open or not table.keinuak.held(table.match):
            continue
        for name in ("paso", "iduki", "tira", "kanta", "ba", "ez"):
            button = table.buttons.get(name)
            if button is None or not button.enabled:
                continue
            action = table.bar.action_for(name, ())
            if not model.signing_open(model.step(table.state, action)):
                closing = button
                break
        if closing is not None:
            break
    assert closing is not None, "no call of the player's that ends the last lance"
    kn = table.keinuak
    kn.gaze[2], kn.gaze_until[2] = 0, kn.now + 100          # the partner watches the player
    keinua = sorted(kn.held(table.match))[0]
    mine = len(_signs(table, 0))
    driver.click(table.fan.buttons[keinua].rect.center)
    driver.tick()
    assert 0 in kn.making
    driver.click(closing.rect.center)                        # the call, before the seña's second is out
    for _tick in range(5):
        driver.tick()
    assert not kn.open
    made = _signs(table, 0)
    assert len(made) == mine + 1 and made[-1].keinua is keinua and 2 in made[-1].seen_by
    for _tick in range(400):
        if table.state.phase in ("hand-over", "match-over"):
            break
        driver.tick()
    steps = review_hand(table.match, table.state.hand_number).steps
    assert any(s.kind == SIGN and s.signed.seat == 0 and s.signed.keinua is keinua for s in steps)
