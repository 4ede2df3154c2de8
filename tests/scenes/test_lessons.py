"""The lessons played through the App by real input events (mouse clicks and
key presses, game/shell/driver.py): every lesson from the title to its end,
followed, and gone against once (the explanation shows, the hand goes on);
the progress kept and read back by the next start; a lesson left with Esc;
a kept game and the statistics untouched by a lesson; the first start's offer."""
import pygame
import pytest

from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

from game import model  # noqa: E402
from game.lessons import course, lesson_of  # noqa: E402
from game.platform.i18n import tr  # noqa: E402
from game.scenes.table import CONFIRM_GRACE  # noqa: E402
from game.shell.driver import Driver  # noqa: E402
from game.table.lesson import target_rect  # noqa: E402
from game.ui.text import texts_drawn  # noqa: E402

KEYS = [lesson.key for lesson in course(True)]  # the señas are on by default


def app_in(tmp_path, mode="mouse", seed=5, pad=None):
    app = started_app(tmp_path, seed=seed, speed=40)
    return app, Driver(app, seed=seed, mode=mode, pad=pad)


def open_lesson(driver, key):
    """From the title: Lessons, then the lesson's button."""
    app = driver.app
    driver.tick(2)
    assert app.top.name == "title"
    driver.press(app.top.widgets, app.top.button("lessons"))
    driver.tick(3)
    assert app.top.name == "lessons"
    driver.press(app.top.widgets, app.top.button(key))
    driver.tick(3)
    table = app.top
    assert table.name == "table" and table.guide.lesson.key == key
    return table


def ready(table):
    """The player's turn, past the moment an Enter is taken for the pause before it."""
    return (table.awaiting and not table.director.busy and all(f.done() for f in table.computer_work())
            and table.clock.now - table.stage.began > CONFIRM_GRACE and not table.guard.on)


def against(step, table):
    """A press that goes against `step`: (the buttons to press, in order)."""
    state = table.state
    if state.phase == "discard":
        wanted = set(step.wants[0].split()[1:])
        hand = [str(c) for c in state.hands[0]]
        other = next(i for i, c in enumerate(hand) if c not in wanted)
        return [table.buttons[f"card{other}"], table.buttons["discard"]]
    return [next(b for b in table.enabled_buttons() if b.name not in ("less", "more") and not step.wants.count(b.name)
                 and not step.follows_name(b.name))]


def following(step, table):
    """The presses that follow `step` (the flashing advice, the cards asked for, the call)."""
    state = table.state
    if step.wants == ("advice",):
        return [table.flashing_buttons()[0]]
    if state.phase == "discard":
        hand = [str(c) for c in state.hands[0]]
        return [table.buttons[f"card{hand.index(c)}"] for c in step.wants[0].split()[1:]] + [table.buttons["discard"]]
    return [table.buttons[step.wants[0]]]


def sign(driver, table):
    """Make the two kings' seña: S puts the keys in the row (keyboard), or a click on its face."""
    from game.model import Keinua
    made = len(table.match.keinuak)
    button = table.fan.buttons[Keinua.TWO_KINGS]
    if driver.mode == "keyboard":
        driver.key(pygame.K_s)
        driver.tick()
        for _ in range(len(table.fan.buttons)):
            if table.fan.widgets.focus is button:
                break
            driver.key(pygame.K_RIGHT)
            driver.tick()
        driver.key(pygame.K_RETURN)
    else:
        driver.click(button.rect.center)
    for _ in range(300):  # the seña is kept once made (it takes a moment, longer at a slow pace)
        driver.tick()
        if any(k.seat == 0 for k in table.match.keinuak[made:]):
            break
    assert [k.keinua for k in table.match.keinuak[made:] if k.seat == 0] == [Keinua.TWO_KINGS]
    if driver.mode == "keyboard" and table.fan.active:
        driver.key(pygame.K_s)  # the keys back to the bar
        driver.tick()


def read_intro(driver, table):
    """The intro waits on the panel: a call's key does nothing; Enter, a click
    or the pad's A goes on to the lesson's first step."""
    app = driver.app
    for _ in range(400):
        if ready(table):
            break
        driver.tick()
    assert table.guide.reading and tr(table.guide.lesson.intro) in texts_drawn(app.res)
    for name in table.guide.lesson.points:  # what the intro points at is on the felt
        assert target_rect(name, table.sight()) is not None, name
    assert not table.enabled_buttons()  # no call while the intro is read
    before = len(table.match.log)
    if driver.mode != "pad":
        driver.key(pygame.K_m)  # Mus's key, or nothing: the intro is read first
        driver.tick(3)
    assert table.guide.reading and len(table.match.log) == before
    if driver.mode == "mouse":
        driver.click((700, 500))
    else:
        driver.confirm()
    driver.tick(2)
    assert not table.guide.reading and len(table.match.log) == before


def play_lesson(driver, table, go_against: bool = False, ticks: int = 8000):
    """Play the lesson's hand by presses to its end (the question that ends
    it); at each step check that its text is drawn and what it points at is
    on the felt. Returns (the steps met, the explanations seen)."""
    app = driver.app
    met, explained = [], []
    read_intro(driver, table)
    for _ in range(ticks):
        if app.top is not table:
            break
        if table.summary is not None:
            if table.summary.ready:
                counting = table.guide.current(table.state, False, True)
                if counting is not None:
                    driver.tick()
                    assert tr(counting.says) in texts_drawn(app.res)
                    met.append(counting.at)
                driver.press(table.summary.widgets, table.summary.button)
        elif ready(table):
            driver.tick()
            step = table.guide.current(table.state, True)
            if step is None:  # a call of the player's own
                driver.press(table.widgets, next(b for b in table.enabled_buttons() if b.name not in ("less", "more")))
            else:
                assert tr(step.says) in texts_drawn(app.res), step.at
                for name in step.points:
                    assert target_rect(name, table.sight()) is not None, (step.at, name)
                met.append(step.at)
                if "fan" in step.points:  # the seña the step asks for, from the row of señas
                    sign(driver, table)
                wants = step.wants and step.wants != ("advice",)
                if go_against and wants and not explained:
                    presses = against(step, table)
                else:
                    presses = following(step, table) if step.wants else [
                        next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))]
                before = len(table.match.log)
                for button in presses:
                    driver.press(table.widgets, button)
                    driver.tick()
                driver.tick(2)
                if go_against and wants and not explained:
                    assert table.guide.against == 1  # (the note lasts until the next decision)
                    assert tr(step.why) in texts_drawn(app.res)  # the explanation is on the panel
                    assert len(table.match.log) > before  # the call was made: the hand goes on
                    explained.append(step.at)
        driver.tick()
    assert app.top.name == "confirm", "the lesson did not come to its end"
    return met, explained


@pytest.mark.parametrize("key", KEYS)
def test_each_lesson_followed_by_real_presses_reaches_its_end_and_is_kept(tmp_path, key):
    app, driver = app_in(tmp_path, mode="keyboard" if KEYS.index(key) % 2 else "mouse")
    table = open_lesson(driver, key)
    met, _ = play_lesson(driver, table)
    assert met == [s.at for s in lesson_of(key).steps]
    assert table.guide.against == 0 and table.guide.note is None
    assert app.lessons.done == [key]
    for logged in table.match.log:  # a scripted call is kept as the seat's own decision
        if logged.decided is not None and not logged.by_player:
            assert logged.decided.action == logged.action, logged
    assert '"%s"' % key in (tmp_path / "lessons.json").read_text(encoding="utf-8")


def test_a_lesson_by_pad_alone_and_its_hand_reviewed(tmp_path, virtual_pad):
    app, driver = app_in(tmp_path, mode="pad", pad=virtual_pad())
    table = open_lesson(driver, "pariak")
    assert app.input.prompts != "keys"
    play_to_summary(driver, table, settled=True)  # following the lesson by pad
    assert table.guide.against == 0 and table.summary is not None
    assert ": pause, or leave the lesson" in texts_drawn(app.res)  # the hint beside the pad's glyph, not "Esc: ..."
    driver.press(table.summary.widgets, table.summary.review_button)  # the stacked hand, step by step
    driver.tick(5)
    assert app.top.name == "review"
    dealt = app.top.review.steps[0]  # the review's deal is the lesson's stacked hand
    lesson = lesson_of("pariak")
    assert dealt.hands == tuple(model.parse_hand(lesson.hands[seat]) for seat in range(4))
    driver.pad.press("east")  # B: back to the table's summary
    driver.tick(5)
    assert app.top is table
    driver.press(table.summary.widgets, table.summary.button)
    driver.tick(5)
    assert app.top.name == "confirm" and app.lessons.done == ["pariak"]


@pytest.mark.parametrize("key", [l.key for l in course(True)
                                 if any(s.wants and s.wants != ("advice",) for s in l.steps)])
def test_a_call_against_the_lesson_is_explained_and_the_hand_goes_on(tmp_path, key):
    app, driver = app_in(tmp_path)
    table = open_lesson(driver, key)
    _met, explained = play_lesson(driver, table, go_against=True)
    assert len(explained) == 1 and table.guide.against == 1
    assert app.lessons.done == [key]  # a lesson gone against is still a lesson taken


def test_progress_is_read_back_and_the_next_lesson_comes_first(tmp_path):
    app, driver = app_in(tmp_path)
    play_lesson(driver, open_lesson(driver, "cards"))
    driver.press(app.top.widgets, app.top.button("next"))  # the question's Next lesson
    driver.tick(3)
    assert app.top.name == "table" and app.top.guide.lesson.key == "mus"
    app.quit()
    again, driver = app_in(tmp_path)
    assert again.lessons.done == ["cards"]
    driver.tick(2)
    driver.press(again.top.widgets, again.top.button("lessons"))
    driver.tick(2)
    screen = again.top
    assert screen.widgets.focus is screen.button("mus")
    assert "1 lesson of %d done" % len(KEYS) in screen.subtitle


def test_a_damaged_lessons_file_is_kept_aside_and_said_on_the_title_and_the_list(tmp_path):
    (tmp_path / "lessons.json").write_text('{"format": 1, "done": ["cards", null]}', encoding="utf-8")
    app, driver = app_in(tmp_path)
    driver.tick(2)
    notice = app.lessons.notice
    assert notice and app.top.notice() == notice
    assert app.lessons.done == ["cards"] and not app.top.offering  # what could be read is kept
    driver.press(app.top.widgets, app.top.button("lessons"))
    driver.tick(2)
    assert app.top.notice() == notice and notice in texts_drawn(app.res)
    screen = app.top
    assert screen.widgets.focus is screen.button("mus")
    pygame.image.save(app.screen, str(tmp_path / "lessons.png"))
    shot = pygame.image.load(str(tmp_path / "lessons.png"))
    tick_at = screen.button("cards").rect.left - 25, screen.button("cards").rect.centery - 1
    assert shot.get_at(tick_at)[:3] == (120, 220, 120)  # the tick beside the lesson done
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("lessons.json.bad-")]


def play_to_summary(driver, table, ticks: int = 8000, settled: bool = False):
    """Follow the lesson by presses until its hand's summary shows (and,
    `settled`, has finished counting)."""
    read_intro(driver, table)
    for _ in range(ticks):
        if table.summary is not None and (table.summary.ready or not settled):
            return
        if ready(table):
            driver.tick()
            step = table.guide.current(table.state, True)
            presses = following(step, table) if step is not None and step.wants else [
                next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))]
            if step is not None and "fan" in step.points:
                sign(driver, table)
            for button in presses:
                driver.press(table.widgets, button)
                driver.tick()
        driver.tick()
    pytest.fail("the lesson's hand did not reach its summary")


@pytest.mark.parametrize("key", ["summary", "voice"])
def test_a_lesson_left_at_its_summary_is_kept_done(tmp_path, key):
    """The hand is over when its summary shows: the lesson is kept done at
    once, and a player who leaves there (Esc, then To the title) keeps it:
    the next start counts it done and lights the first lesson not done."""
    app, driver = app_in(tmp_path, mode="keyboard")
    table = open_lesson(driver, key)
    play_to_summary(driver, table)
    assert app.top is table and app.lessons.done == [key]  # before New round
    assert '"%s"' % key in (tmp_path / "lessons.json").read_text(encoding="utf-8")
    driver.key(pygame.K_ESCAPE)
    driver.tick(2)
    assert app.top.name == "pause"
    driver.press(app.top.widgets, app.top.button("title"))
    driver.tick(2)
    assert app.top.name == "title" and app.lessons.done == [key]
    app.quit()
    again, driver = app_in(tmp_path)
    assert again.lessons.done == [key]
    driver.tick(2)
    driver.press(again.top.widgets, again.top.button("lessons"))
    driver.tick(2)
    screen = again.top
    assert screen.widgets.focus is screen.button(next(k for k in KEYS if k != key))  # the first not done
    assert "1 lesson of %d done" % len(KEYS) in screen.subtitle


@pytest.mark.parametrize("lang", ["fr", "eu"])
def test_the_voice_lesson_says_who_presses_and_what_flashes(tmp_path, lang):
    """The team's voice lesson, by presses, in French and Basque: when the
    partner is the voice, the panel says the flashing button is the
    partner's advice and that the player presses the call; the bar's line
    says the same (no more "X is your team's voice: you decide"), each in
    the language shown."""
    app, driver = app_in(tmp_path, mode="keyboard")
    app.change_settings(language=lang)
    table = open_lesson(driver, "voice")
    read_intro(driver, table)
    step = None
    for _ in range(4000):
        if ready(table):
            driver.tick()
            step = table.guide.current(table.state, True)
            if step is not None and step.at == "betting:pariak+":
                break
            presses = following(step, table) if step is not None and step.wants else [
                next(b for b in table.enabled_buttons() if b.name not in ("less", "more"))]
            for button in presses:
                driver.press(table.widgets, button)
                driver.tick()
        driver.tick()
    assert step is not None and step.at == "betting:pariak+" and step.wants == ("advice",)
    driver.tick(2)
    assert table.flashing_buttons()  # the partner's advice
    drawn = texts_drawn(app.res)
    assert tr(step.says) in drawn and tr(step.says) != step.says
    line = tr("{name} is your team's voice: their advice flashes, you choose", name=table.seat_name(2))
    assert line in drawn and table.seat_name(2) in line
    english = "{name} is your team's voice: their advice flashes, you choose"
    assert tr(english) != english  # translated


def test_esc_leaves_a_lesson_and_it_is_not_done(tmp_path):
    app, driver = app_in(tmp_path, mode="keyboard")
    table = open_lesson(driver, "mus")
    for _ in range(400):
        if ready(table):
            break
        driver.tick()
    driver.key(pygame.K_ESCAPE)
    driver.tick(2)
    assert app.top.name == "pause"
    driver.press(app.top.widgets, app.top.button("title"))
    driver.tick(2)
    assert app.top.name == "title" and app.lessons.done == []
    assert not (tmp_path / "game.json").exists()  # a lesson is never kept as a game


def test_a_kept_game_and_the_statistics_survive_a_lesson(tmp_path):
    app, driver = app_in(tmp_path)
    driver.tick(2)
    driver.press(app.top.widgets, app.top.button("play"))
    driver.tick(2)
    driver.press(app.top.widgets, app.top.start_button)
    driver.tick(2)
    table = app.top
    for _ in range(3000):  # a few calls of a real game
        if ready(table):
            driver.play_turn(table)
            if len(table.match.log) > 6:
                break
        driver.tick()
    driver.tick(30)
    app.keeper.flush()
    kept = (tmp_path / "game.json").read_bytes()
    hands = app.stats.stats.hands
    driver.key(pygame.K_ESCAPE)
    driver.tick(2)
    driver.press(app.top.widgets, app.top.button("title"))
    driver.tick(2)
    play_lesson(driver, open_lesson(driver, "cards"))
    app.keeper.flush()
    app.stats.flush()
    assert (tmp_path / "game.json").read_bytes() == kept
    assert app.stats.stats.hands == hands
    assert app.keeper.has_game()
    driver.press(app.top.widgets, app.top.button("title"))
    driver.tick(2)
    assert app.top.name == "title" and app.top.button("continue").visible


def test_the_keinuak_lesson_is_given_only_when_the_senas_are_on(tmp_path):
    app, driver = app_in(tmp_path)
    driver.tick(2)
    driver.press(app.top.widgets, app.top.button("lessons"))
    driver.tick(2)
    keys = [w.name for w in app.top.widgets.widgets]
    assert "keinuak" in keys
    app.change_settings(keinuak=False)
    app.restart("lessons")
    driver.tick(2)
    keys = [w.name for w in app.top.widgets.widgets]
    assert "keinuak" not in keys and "summary" in keys


def test_the_first_start_offers_the_lessons_once(tmp_path):
    app, driver = app_in(tmp_path)
    driver.tick(2)
    title = app.top
    offer = tr("New to Mus? The Lessons teach it at the table, one hand at a time.")
    assert title.offering and title.button("lessons").flashing
    assert offer in texts_drawn(app.res)
    assert not (tmp_path / "lessons.json").exists()  # nothing written merely by starting
    driver.press(title.widgets, title.button("play"))  # leaving the title: the offer was made
    driver.tick(2)
    assert app.top.name == "players"
    app.quit()
    again, driver = app_in(tmp_path)
    driver.tick(2)
    assert not again.top.offering and not again.top.button("lessons").flashing


@pytest.mark.slow
def test_a_monkey_in_a_lesson_never_raises(tmp_path):
    """Random presses, clicks, pad and window events at a lesson's table (and
    wherever they lead: the pause, the review, the next lesson) never raise;
    a lesson's table always plays a practice match."""
    import random

    from test_ui_monkey import random_event
    rng = random.Random(4)
    app, _driver = app_in(tmp_path)
    app.restart("table", lesson="betting")
    for i in range(1200):
        pygame.event.post(random_event(rng))
        if i % 3 == 0:
            app.tick(rng.choice([0.0, 1 / 120, 1 / 60, 1 / 30, 0.3]))
        if not app.running:
            app.running = True
            app.start()
        top = app.top
        if getattr(top, "guide", None) is not None:
            assert top.match.practice
