"""The coach at a driven table, through real input events: the key C, the
pad's left stick pressed in and the Coach button open the panel at a
decision of the player's (the same key closes it, the next call closes it),
and do nothing outside a decision; the panel says the advice of the
decision the table works out, covers neither the player's cards nor the
bar's buttons; the setting opens it by itself in the first games and not
later; the settings screen has its row."""
from dataclasses import replace

import pygame
import pytest

from apps import player_turns, started_app, table_from_title
from game.coach_words import advice_reason, advice_title
from game.match.coaching import coach_move
from game.match.statistics import Tally
from game.model.names import Kind
from game.shell.driver import Driver
from game.table import layout
from game.platform.settings import TEXT_SIZES
from game.table.coach import FIRST_GAMES, PANEL_RECT, REASON_INK, panel_rect
from game.ui.text import BOXES, fit, reading_box, text_scale, use_text_scale
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


_table = table_from_title


def _app(tmp_path, auto=False, **kw):
    app = started_app(tmp_path, seed=kw.pop("seed", 5), speed=40, **kw)
    app.change_settings(coach_first_games=auto)
    return app


def _shown_right(table):
    """The panel is open, shows the advice of the decision the table worked
    out (as the review will read it) in the boxes of the Text size in use,
    draws inside its rect, and covers no card of the player's, no button of
    the bar, no seña of the fan, no face and no plaque of the track."""
    coach = table.coach
    assert coach.open
    decided = table.stage.future.result()
    advice = coach_move(table.state, decided, table.match.seating)
    assert coach.shown() == advice
    if decided is not None:
        assert advice.action == decided.action
    table.app.tick(1 / 30)
    drawn = texts_drawn(table.app.res)
    reason = advice_reason(advice, table.seat_name(2))
    assert reason in drawn
    assert advice_title(advice, table.seat_name(2)) in drawn
    assert ("fitted", reason, reading_box("coach-reason"), REASON_INK) in table.app.res._made
    rect = panel_rect()  # the tallest it may be at this size
    places = table.canvas.places["coach"]
    drawn = max(places, key=lambda r: r.width * r.height)  # the panel as drawn, for this reason
    assert rect.contains(drawn) and all(drawn.contains(r) for r in places)
    for view in table.views[0]:
        assert not rect.colliderect(view.reach())
    for button in table.bar.widgets.widgets:
        if button.visible and not button.name.startswith("card"):
            assert not rect.colliderect(button.rect), button.name
    for sign in table.fan.widgets.widgets:   # the fan of señas, under the stake
        assert not rect.colliderect(sign.rect)
    for face in layout.FACE_RECT.values():
        assert not rect.colliderect(face)
    for place in range(4):                   # the lance track
        assert not rect.colliderect(layout.plaque_rect(place))
    return rect


def not_open(table):
    assert not table.coach.open


def _at_turns(driver, table, n, check):
    """`check()` at each of the player's next `n` decisions (the driver
    plays each after it)."""
    turns = 0
    for _ in player_turns(driver, table):
        check()
        turns += 1
        if turns >= n:
            break
    assert turns == n


def _call(driver, table, mus=False):
    """The player makes a call (the driver may first step the amount); with
    `mus`, Mus where it may be said (so that a discard comes sooner)."""
    moves = len(table.state.history)
    while len(table.state.history) == moves and table.awaiting:
        if mus and table.state.phase == "mus" and table.buttons[Kind.MUS].enabled:
            driver.press(table.widgets, table.buttons[Kind.MUS])
        else:
            driver.play_turn(table)
        driver.tick()


def _outside_a_decision(driver, table, pad=None):
    """Showing or thinking: C, the pad's button and a click where the
    Coach button stands do nothing."""
    assert not table.awaiting
    assert not table.coach.button.visible
    driver.key(pygame.K_c)
    if pad is not None:
        pad.press("left-stick")
    driver.click(table.coach.button.rect.center)
    driver.app.tick(1 / 30)
    assert not table.coach.open


@pytest.mark.slow
def test_the_key_opens_and_closes_the_coach_at_every_kind_of_decision(tmp_path):
    app = _app(tmp_path, seed=6)  # a game whose first hands hold every kind of decision
    driver = Driver(app, seed=2, mode="keyboard")
    table = _table(driver)
    _outside_a_decision(driver, table)
    kinds = set()
    for _ in player_turns(driver, table):
        st = table.state
        assert table.coach.button.visible and not table.coach.open
        driver.key(pygame.K_c)
        driver.tick()
        _shown_right(table)
        kinds.add((st.phase, st.to_act))
        driver.key(pygame.K_c)       # the same key closes it
        driver.tick()
        assert not table.coach.open
        driver.key(pygame.K_c)       # and opens it again: the next call closes it
        driver.tick()
        assert table.coach.open
        _call(driver, table, mus=True)
        assert not table.coach.open
        if len(kinds) >= 5:
            break
    assert {"mus", "discard", "calls", "betting"} <= {phase for phase, _ in kinds}, kinds
    assert ("betting", 2) in kinds or ("betting", 0) in kinds


def test_the_pad_button_and_the_mouse_open_it(tmp_path, virtual_pad):
    app = _app(tmp_path)
    pad = virtual_pad()
    driver = Driver(app, seed=3, mode="mouse")
    table = _table(driver)
    _outside_a_decision(driver, table, pad)
    turns = 0
    for _ in player_turns(driver, table):
        pad.press("left-stick")
        driver.tick()
        _shown_right(table)
        pad.press("left-stick")
        driver.tick()
        assert not table.coach.open
        driver.click(table.coach.button.rect.center)
        driver.tick()
        _shown_right(table)
        driver.click(table.coach.button.rect.center)
        driver.tick()
        assert not table.coach.open
        turns += 1
        if turns >= 3:
            break
    assert turns == 3


def test_it_opens_by_itself_in_the_first_games_only(tmp_path):
    app = _app(tmp_path, auto=True)
    assert app.stats.stats.games.played < FIRST_GAMES
    driver = Driver(app, seed=2, mode="keyboard")
    table = _table(driver)
    def opened_by_itself():
        assert table.coach.open
        _shown_right(table)
    _at_turns(driver, table, 3, opened_by_itself)
    # After the first games: only when asked.
    app.stats.stats = replace(app.stats.stats, games=Tally(won=2, lost=FIRST_GAMES - 2))
    _call(driver, table)   # the decision it was open at
    _at_turns(driver, table, 2, lambda: not_open(table))


def test_the_setting_is_a_row_of_the_settings_screen(tmp_path):
    app = _app(tmp_path, auto=True)
    driver = Driver(app, seed=1, mode="keyboard")
    app.open("settings")
    driver.tick()
    screen = app.top
    row = next(w for w in screen.widgets.widgets if w.name == "coach_first_games")
    assert row.value is True
    for _ in range(20):
        if screen.widgets.focus is row:
            break
        driver.key(pygame.K_DOWN)
        driver.tick()
    assert screen.widgets.focus is row
    assert screen.help_for() == "In your first three games the coach shows, at each of your decisions, " \
        "what your partner would do in your place, and why. C opens it at any time."
    driver.key(pygame.K_RIGHT)
    driver.tick()
    assert app.settings.coach_first_games is False


def test_opening_the_coach_never_changes_the_amount_chosen(tmp_path):
    """The amount on the bar is the player's: with the amount stepped up by
    + (or left as it was), opening the coach keeps it, also when the coach
    advises a bet of another amount (its panel names that amount)."""
    from game.model.names import WITH_AMOUNT
    app = _app(tmp_path)
    driver = Driver(app, seed=4, mode="keyboard")
    table = _table(driver)
    differed = stepped = 0
    for _ in player_turns(driver, table):
        if table.state.phase != "betting" or not table.buttons["more"].enabled or table.coach.open:
            continue  # (open: the driver stepped the amount at this decision last time)
        steps = stepped % 3  # 0, 1 or 2 presses of +
        for _ in range(steps):
            driver.key(pygame.K_PLUS)
            driver.tick()
        chosen = table.bar.amount
        driver.key(pygame.K_c)
        driver.tick(2)
        advice = table.coach.shown()
        assert table.coach.open and advice is not None
        assert table.bar.amount == chosen, (advice.action, chosen)
        if advice.action.kind in WITH_AMOUNT and advice.action.amount != chosen:
            differed += 1
            assert str(advice.action.amount) in advice_title(advice, table.seat_name(2))
        stepped += 1
        if differed >= 3:
            break
    assert differed >= 3  # advised amounts other than the one chosen were met


@pytest.mark.slow
@pytest.mark.parametrize("size", ["large", "larger"])
def test_the_panel_follows_the_text_size(tmp_path, size):
    """At Large and Larger the coach's words are larger (reading texts, as
    the notices and the summary), its panel taller to hold them, still
    clear of the cards, the bar, the fan of señas, the faces and the track;
    a screenshot at the size is kept for a look."""
    app = _app(tmp_path)
    try:
        app.change_settings(text_size=size)
        assert text_scale() == TEXT_SIZES[size]
        driver = Driver(app, seed=2, mode="keyboard")
        table = _table(driver)
        turns = 0
        for _ in player_turns(driver, table):
            driver.key(pygame.K_c)
            driver.tick()
            rect = _shown_right(table)
            assert rect.height > PANEL_RECT.height and rect.top == PANEL_RECT.top
            advice = table.coach.shown()
            reason = advice_reason(advice, table.seat_name(2))
            assert reading_box("coach-reason").size > BOXES["coach-reason"].size
            assert fit(app.res, reason, reading_box("coach-reason")).fits
            if turns == 0:
                pygame.image.save(app.screen, str(tmp_path / f"coach-{size}.png"))
            _call(driver, table, mus=True)
            turns += 1
            if turns >= 3:
                break
        assert turns == 3
    finally:
        use_text_scale(1.0)


@pytest.mark.parametrize("size", ["normal", "larger"])
def test_the_coach_covers_neither_the_stake_nor_anything_else_to_read(tmp_path, size):
    """At the player's betting decisions with chips in the centre, the
    coach's panel open: nothing to read on the felt covers another (the
    stake's label was under the panel)."""
    from scenes.test_lesson_layout import troubles
    app = _app(tmp_path)
    app.change_settings(text_size=size)
    driver = Driver(app, seed=2, mode="keyboard")
    table = _table(driver)
    seen = 0
    for _ in player_turns(driver, table):
        if table.state.phase == "betting" and table.pieces.chips.centre.value:
            driver.key(pygame.K_c)
            driver.tick()
            app.tick(1 / 30)
            assert table.coach.open
            assert any(name == "stake" for name, _ in table.reading_places())
            assert troubles(table) == []
            seen += 1
            driver.key(pygame.K_c)
            driver.tick()
            if seen >= 3:
                break
    assert seen == 3


def _heap_places():
    """Where the exchange's heap of discards is drawn (three card backs)."""
    at = layout.HEAP_AT
    return [pygame.Rect((at[0] + i * 6, at[1] - i * 4), layout.SMALL) for i in range(3)]


def test_the_heap_of_discards_never_peeks_out_from_under_the_panel(tmp_path):
    """The exchange's discards lie in the middle of the felt, where the
    coach's panel opens: while the panel is open the heap is not drawn (it
    peeked out under the panel's foot, and was drawn over it while a card of
    the player's was lifted), and it is back when the panel closes."""
    from game import model
    from game.match import DEFAULT_SEATING, Lineup, Match
    app = _app(tmp_path)
    lineups = (Lineup(1, app.settings.players).seated(DEFAULT_SEATING.computer_seats),)
    match = Match.begin(app.settings.rules(), 7, lineups, deal=(0, None), with_keinuak=False)  # Esku: seat 1
    for _ in range(4):
        match = match.then(model.parse_action("mus"))
    app.open("table", match=match)   # seats 1, 2 and 3 throw first, then the player
    table = app.top
    driver = Driver(app, seed=7, mode="keyboard")
    for _ in range(3000):
        if (table.awaiting and not table.director.busy and not table.pieces.hands.moving
                and all(f.done() for f in table.computer_work())):
            break
        driver.tick()
    assert table.state.phase == "discard" and table.pieces.hands.heap
    app.tick(1 / 30)
    heap = _heap_places()
    assert all(place in table.canvas.places["hands"] for place in heap)   # the heap, in sight
    driver.key(pygame.K_c)
    driver.tick()
    app.tick(1 / 30)
    assert table.coach.open
    assert not any(place in table.canvas.places["hands"] for place in heap)
    driver.key(pygame.K_1)   # a card lifted: the hands move, drawn over the still layer
    app.tick(1 / 2000)       # (its lift is short at this play speed)
    assert table.pieces.hands.moving and table.canvas.shown is not None
    assert not any(place in table.canvas.shown[1] for place in heap)
    driver.key(pygame.K_c)
    driver.tick(20)
    app.tick(1 / 30)
    assert not table.coach.open and all(place in table.canvas.places["hands"] for place in heap)
