"""The hand review on screen, through the real event path: opened from the
summary by mouse, keys and pad; every step's shown estimate is the estimate
of the decision the table made (recorded as the table made it, several
seeds); stepping by arrows, wheel, Page keys, - / +, 1-4, the buttons, a row
of the list, the D-pad and the shoulders; back to the summary and on with the
game; a game resumed with Continue reviewed with the players it was played
with; the last hands listed from the title and the pause menu."""
import pygame
import pytest

from game.ai import Personality, decide
from game.shell.driver import Driver
from game.platform.settings import ComputerPlayer, SettingsStore
from game.review import words
from game.scenes import review_view
from game.scenes.game_over import GameOverScene
from game.scenes.last_hands import LastHandsScene
from game.scenes.pause import PauseScene
from game.scenes.review import ReviewScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.match import decisions
from apps import started_app, summary_shown

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def make_app(tmp_path, seed=5, speed=60):
    return started_app(tmp_path, seed, speed)


@pytest.fixture
def made(monkeypatch):
    """Every computer decision the table asks for (the partner's advice
    included), by (seat, moves made), as `decide` gives it."""
    made = {}

    def recording(observation, personality, rng):
        decision = decide(observation, personality, rng)
        made[(observation.seat, len(observation.history))] = decision
        return decision
    monkeypatch.setattr(decisions, "decide", recording)
    return made


@pytest.fixture
def shown(monkeypatch):
    """What the review's detail panel draws, frame by frame."""
    drawn = []
    real = review_view.draw_detail

    def capture(surface, res, what, why, outcome):
        drawn.append((what, why, outcome))
        real(surface, res, what, why, outcome)
    monkeypatch.setattr(review_view, "draw_detail", capture)
    return drawn


def to_summary(driver, app, hand):
    """The summary of `hand`, counted and hearing presses (its buttons
    ignore them for a moment after they appear)."""
    assert driver.play_until(lambda: summary_shown(app, hand) is not None)
    driver.wait_for_guard()
    return summary_shown(app, hand)


def table_of(app):
    return next(s for s in reversed(app.scenes) if isinstance(s, TableScene))


def check_every_step(driver, app, made, shown, how="keys"):
    """Step through the whole review (Right arrow, or the pad's D-pad), and
    check what each step shows against the table's decisions."""
    review = app.top
    assert isinstance(review, ReviewScene) and review.index == 0
    compared = 0
    for i in range(len(review.review.steps)):
        driver.tick()
        assert review.index == i
        what, why, _outcome = shown[-1]
        step = review.step
        assert what == words.what(step, review.review, review.seat_name)
        note = step.call
        if note is not None and not note.by_player:
            decision = made[(note.seat, note.at)]
            assert decision.action == note.action  # the move made
            if decision.estimate is not None:
                assert words.chance(decision.estimate) in why and review.seat_name(note.seat) in why
                compared += 1
            else:
                assert why == ""
        elif note is not None and note.seat == 2 and note.advice is not None:
            advice = made[(2, note.at)]  # the suggestion that flashed at the table
            assert note.advice == advice.action
            assert words.chance(advice.estimate) in why
        if how == "pad":
            driver.pad.press("right")
        else:
            driver.key(pygame.K_RIGHT)
    driver.tick()
    assert review.index == len(review.review.steps) - 1
    return compared


@pytest.mark.parametrize("seed", [5, 8, 13])
def test_the_shown_estimates_are_the_decisions_made(tmp_path, made, shown, seed):
    app = make_app(tmp_path, seed=seed)
    driver = Driver(app, seed=seed, mode="mouse")
    compared = 0
    for hand in (1, 2):
        summary = to_summary(driver, app, hand)
        driver.press(summary.widgets, summary.review_button)  # a click on Review
        driver.tick()
        compared += check_every_step(driver, app, made, shown)
        driver.key(pygame.K_ESCAPE)
        driver.tick()
        assert summary_shown(app) is summary  # back where the player was
        driver.press(summary.widgets, summary.button)
        driver.tick(3)
        if isinstance(app.top, GameOverScene):
            break  # the first hand ended the game (a Hordago or a Kanta won)
        assert isinstance(app.top, TableScene)
    assert compared > 0


def test_keys_move_through_the_review(tmp_path, made):
    app = make_app(tmp_path, seed=21)
    driver = Driver(app, seed=3, mode="keyboard")  # (a first hand that ends at its summary)
    summary = to_summary(driver, app, 1)
    driver.key(ord(summary.review_button.hotkey))  # R: the Review button's letter
    driver.tick()
    scene = app.top
    assert isinstance(scene, ReviewScene)
    last = len(scene.review.steps) - 1

    def key(code, mod=0):
        driver.key(code, mod)
        driver.tick()
        return scene.index
    assert key(pygame.K_RIGHT) == 1 and key(pygame.K_LEFT) == 0 and key(pygame.K_LEFT) == 0
    assert key(pygame.K_PAGEDOWN) == min(6, last)
    assert key(pygame.K_PAGEUP) == 0
    starts = scene.lance_starts()
    assert key(pygame.K_PLUS) == starts[1] and key(pygame.K_MINUS) == 0
    for place, lance in enumerate(scene.review.lances()):
        first = scene.review.first_of(lance)
        if first is not None:
            assert key(ord(str(place + 1))) == first
            assert scene.step.call.lance == lance
    key(pygame.K_1)
    # Tab to the last-step button and press it with Enter; the focus starts on Next
    for _ in range(12):
        if scene.widgets.focus is scene.button("last"):
            break
        key(pygame.K_TAB)
    assert key(pygame.K_RETURN) == last
    assert not scene.button("next").enabled
    key(pygame.K_ESCAPE)
    assert summary_shown(app) is summary


def test_the_mouse_moves_through_the_review(tmp_path, made):
    app = make_app(tmp_path, seed=22)
    driver = Driver(app, seed=3, mode="mouse")
    summary = to_summary(driver, app, 1)
    driver.press(summary.widgets, summary.review_button)
    driver.tick()
    scene = app.top
    driver.click(scene.button("next").rect.center)
    driver.tick()
    assert scene.index == 1
    driver.click(scene.button("last").rect.center)
    driver.tick()
    assert scene.index == len(scene.review.steps) - 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    driver.tick()
    assert scene.index == len(scene.review.steps) - 3  # the wheel up: back two steps
    rows = scene.rows()
    top = review_view.first_row(rows, scene.index)
    slot, row = next((i, row) for i, row in enumerate(rows[top:top + review_view.LIST_ROWS])
                     if row[0] == "step" and row[3] < scene.index - 1)
    driver.click(review_view.row_rect(slot).center)  # a row of the list
    driver.tick()
    assert scene.index == row[3]
    driver.click(scene.button("first").rect.center)
    driver.tick()
    assert scene.index == 0
    driver.click(scene.back_button.rect.center)
    driver.tick()
    assert summary_shown(app) is summary


def test_the_pad_moves_through_the_review(tmp_path, made, shown, virtual_pad):
    app = make_app(tmp_path, seed=23)
    driver = Driver(app, seed=4, mode="mouse")
    summary = to_summary(driver, app, 1)
    pad = Driver(app, seed=4, mode="pad", pad=virtual_pad())
    pad.press(summary.widgets, summary.review_button)  # steered to Review, then A
    pad.tick()
    scene = app.top
    assert isinstance(scene, ReviewScene)
    check_every_step(pad, app, made, shown, how="pad")
    pad.pad.press("left-shoulder")
    pad.tick()
    starts = scene.lance_starts()
    assert scene.index == starts[-2]
    pad.pad.press("left")
    pad.tick()
    assert scene.index == starts[-2] - 1
    pad.pad.press("right-shoulder")
    pad.tick()
    assert scene.index == starts[-2]
    scene.widgets.focus_first(scene.button("first"))
    pad.pad.press("south")  # A on the focused button
    pad.tick()
    assert scene.index == 0
    pad.pad.press("east")  # B: back
    pad.tick()
    assert summary_shown(app) is summary


@pytest.mark.slow
def test_a_game_resumed_with_continue_is_reviewed_with_its_players(tmp_path, made, shown):
    players = (ComputerPlayer("Maite", Personality(6, 4, 5, 3)), ComputerPlayer("Jon", Personality(3, 7, 4, 6)),
               ComputerPlayer("Uxue", Personality(4, 6, 2, 5)))
    SettingsStore(tmp_path / "settings.json").update(players=players)
    app = make_app(tmp_path, seed=33)
    driver = Driver(app, seed=5, mode="mouse")
    summary = to_summary(driver, app, 2)
    first_seed = table_of(app).seed
    app.keeper.flush()
    # The window closes; the players are changed for the next games; the game is resumed.
    SettingsStore(tmp_path / "settings.json").update(players=tuple(ComputerPlayer(p.name + "x") for p in players))
    app = make_app(tmp_path, seed=99)
    assert isinstance(app.top, TitleScene)
    driver = Driver(app, seed=6, mode="keyboard")
    driver.key(pygame.K_c)  # Continue
    driver.tick(2)
    table = app.top
    assert isinstance(table, TableScene) and table.seed == first_seed and table.state.hand_number == 3
    assert [table.names[s] for s in (1, 2, 3)] == ["Maite", "Jon", "Uxue"]
    assert table.personalities[3] == Personality(4, 6, 2, 5)
    driver = Driver(app, seed=6, mode="mouse")
    summary = to_summary(driver, app, 3)
    driver.press(summary.widgets, summary.review_button)
    driver.tick()
    compared = check_every_step(driver, app, made, shown)
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    # hand 1, played before the window closed, from the pause menu's list
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    pause = app.top
    assert isinstance(pause, PauseScene)
    driver.press(pause.widgets, pause.button("hands"))
    driver.tick()
    hands = app.top
    assert isinstance(hands, LastHandsScene)
    assert [e.hand_number for e in hands.entries] == [3, 2, 1]
    driver.press(hands.widgets, hands.rows[2])
    driver.tick()
    assert app.top.review.hand_number == 1 and app.top.review.names[1:] == ("Maite", "Jon", "Uxue")
    compared += check_every_step(driver, app, made, shown)
    assert compared > 0


def test_the_last_hands_from_the_title_hold_the_last_match(tmp_path, made, shown):
    app = make_app(tmp_path, seed=41, speed=80)
    driver = Driver(app, seed=7, mode="mouse")
    assert driver.play_until_game_over()
    over = app.top
    driver.press(over.widgets, over.button("title"))
    driver.tick(2)
    assert isinstance(app.top, TitleScene)
    driver = Driver(app, seed=7, mode="keyboard")
    driver.press(app.top.widgets, app.top.button("hands"))
    driver.tick()
    hands = app.top
    assert isinstance(hands, LastHandsScene) and hands.entries
    assert all(e.which == "last" for e in hands.entries) and len(hands.entries) <= 20
    final = hands.entries[0]
    assert final.won is not None  # the newest hand ended the match
    assert "Last match" in hands.rows[0].label
    driver.press(hands.widgets, hands.rows[0])
    driver.tick()
    review = app.top
    assert isinstance(review, ReviewScene) and review.review.hand_number == final.hand_number
    check_every_step(driver, app, made, shown)
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert app.top is hands
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    assert isinstance(app.top, TitleScene)


def test_no_hand_yet_says_so(tmp_path):
    app = make_app(tmp_path)
    driver = Driver(app, mode="keyboard")
    driver.press(app.top.widgets, app.top.button("hands"))
    driver.tick()
    assert isinstance(app.top, LastHandsScene) and app.top.entries == []
    from game.ui.text import texts_drawn
    assert any(text.startswith("No hand to review yet") for text in texts_drawn(app.res))
