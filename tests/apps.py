"""A started app for the tests that play through the app: windowed (the
dummy video driver), seeded, at a play speed that keeps the tests short, with
its settings in the test's own folder, and (unless told) with no event left
over from starting it."""
import pygame

from game.shell.main import App, Options


def new_app(tmp_path=None, **options):
    """An App for a test, windowed (the dummy video driver), its settings in
    the test's own folder when one is given, not yet started."""
    if tmp_path is not None:
        options.setdefault("settings_path", tmp_path / "settings.json")
    return App(Options(windowed=True, **options))


def start_on_title(app) -> None:
    """`app.start()`; a fresh folder is a first start, which opens on the
    languages (game/scenes/language_screen.py): the test begins on the title
    instead, as every start after the first does."""
    app.start()
    if app.top.name == "language":
        app.restart("title")


def started_app(tmp_path=None, seed=5, speed=40, clear=True, first_start=False, **options):
    """A started app, on the title (`start_on_title`) unless `first_start`
    (then on the languages when its folder is fresh)."""
    app = new_app(tmp_path, seed=seed, speed=speed, **options)
    if first_start:
        app.start()
    else:
        start_on_title(app)
    if clear:
        pygame.event.clear()
    return app


def continued(app, tmp_path, seed=3):
    """Leave `app` as a kill would (the game as kept), start the game again
    and press Continue: (the new app's driver, the resumed table)."""
    from game.shell.driver import Driver
    app.keeper.flush()
    pygame.event.clear()
    again = started_app(tmp_path, seed=seed)
    driver = Driver(again, mode="mouse", seed=seed)
    driver.press(again.top.widgets, again.top.button("continue"))
    driver.tick()
    return driver, again.top


def table_from_title(driver):
    """From the title by keys: P (Play), Enter on the players screen (Start).
    Returns the table."""
    import pygame
    driver.key(pygame.K_p)
    driver.tick()
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    table = driver.app.top
    assert table.name == "table"
    return table


def table_by_buttons(driver):
    """From the title to the table by the driver's own presses (its mode's
    way): Play, then Start on the players screen. Returns the table."""
    from game.scenes.players_screen import PlayersScene
    from game.scenes.table import TableScene
    from game.scenes.title import TitleScene
    app = driver.app
    for _ in range(300):
        top = app.top
        if isinstance(top, TitleScene):
            driver.press(top.widgets, top.button("play"))
        elif isinstance(top, PlayersScene):
            driver.press(top.widgets, top.start_button)
        elif isinstance(top, TableScene):
            return top
        driver.tick()
    raise AssertionError("the table never opened")


def pause_over_table(driver):
    """From the title by keys: P (Play), Enter on the players screen (Start),
    then Esc at the table. Returns the table, now under its pause menu."""
    import pygame
    driver.key(pygame.K_p)
    driver.tick()
    driver.key(pygame.K_RETURN)
    driver.tick(3)
    table = driver.app.top
    driver.key(pygame.K_ESCAPE)
    driver.tick()
    return table


def player_turns(driver, table, ticks=40000):
    """Play the table's game through `driver` (the summary's button pressed
    as it shows), yielding at each moment the player is to decide, the
    director idle, the table hearing presses (no notice just gone by
    itself) and the partner's advice worked out; after the yield the
    driver plays that turn. Ends with the match, or when another screen
    takes over."""
    app = driver.app
    for _ in range(ticks):
        if table.state.phase == "match-over":
            return
        if app.top is not table:
            return
        if table.summary is not None:
            if table.summary.ready:
                driver.press(table.summary.widgets, table.summary.button)
        elif (table.awaiting and not table.director.busy and not table.guard.on
              and all(f.done() for f in table.computer_work())):  # (guard: a notice just went away by itself)
            yield
            driver.play_turn(table)
        driver.tick()


def summary_shown(app, hand: int = 1):
    """The table's summary, counted and waiting for New round, once the table
    is on top counting hand `hand` or a later one (else None)."""
    table = app.top
    if getattr(table, "name", None) != "table" or table.summary is None or not table.summary.ready:
        return None
    return table.summary if table.state.hand_number >= hand else None


def drawn_texts(scene, monkeypatch):
    """Every text the statistics screen draws: text -> (box, rect)."""
    import game.scenes.stats_screen as screen
    drawn = {}
    draw_text = screen.draw_text

    def noting(surface, res, text, box, colour=(240, 240, 230), **anchor):
        drawn[text] = (box, draw_text(surface, res, text, box, colour, **anchor))
        return drawn[text][1]
    monkeypatch.setattr(screen, "draw_text", noting)
    scene.draw(scene.app.screen, 1.0)
    return drawn
