"""The game in progress survives closing the window: kept after every call,
replayed through the rules on the next start, damaged files kept aside."""
import json
import random

import pytest

from apps import new_app, start_on_title

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

from game import model  # noqa: E402
from game.shell.driver import Driver  # noqa: E402
from game.match.keeper import GameKeeper, read_game_file  # noqa: E402
from game.match.kept import read_match  # noqa: E402
from matches import kept_json, match_of  # noqa: E402
from game.scenes.players_screen import PlayersScene  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402


def random_prefix(seed, steps, rules=None):
    rng = random.Random(seed)
    state = model.new_game(rules or model.Rules(), seed)
    for _ in range(steps):
        if state.phase == "match-over":
            break
        state = model.step(state, rng.choice(model.legal_actions(state)))
    return state


def resumable(state):
    return state.phase not in ("hand-over", "match-over") and not (
        state.phase == "discard" and any(len(h) < 4 for h in state.hands))


def test_a_kept_game_replays_to_the_same_state():
    checked = 0
    for seed in range(60):
        rules = model.Rules(variant=model.VARIANTS[seed % 2], target=30 if seed % 3 else 40, games_to_win=1 + seed % 3)
        state = random_prefix(seed, 2 + seed % 30, rules)
        if not resumable(state):
            continue
        data = json.loads(json.dumps(kept_json(state, seed)))
        again = read_match(data).resumable()
        assert again.state == state and again.seed == seed
        checked += 1
    assert checked > 20


def test_an_exchange_half_done_resumes_at_its_start():
    state = model.new_game(model.Rules(), 8)
    for call in ("mus", "mus", "mus", "mus"):
        state = model.step(state, call)
    start = state
    state = model.step(state, model.legal_actions(state)[0])  # seat 0 throws one card
    state = model.step(state, model.legal_actions(state)[3])
    again = read_match(kept_json(state, 8)).resumable().state
    assert again == start and all(len(h) == 4 for h in again.hands)


def test_a_counted_hand_resumes_at_the_next_deal():
    state = model.new_game(model.Rules(), 2)
    rng = random.Random(1)
    while state.phase != "hand-over":
        legal = model.legal_actions(state)
        quiet = [a for a in legal if a.kind not in ("imido", "gehiago", "hordago", "kanta")]
        state = model.step(state, rng.choice(quiet or legal))
        assert state.phase != "match-over"
    again = read_match(kept_json(state, 2)).resumable().state
    assert again == model.step(state, "new-hand")
    assert again.hand_number == 2 and again.phase in ("mus", "betting")


@pytest.mark.parametrize("damage", [
    lambda d: "{not json",
    lambda d: json.dumps({**d, "format": 99}),
    lambda d: json.dumps({**d, "seed": "five"}),
    lambda d: json.dumps({**d, "rules": {**d["rules"], "target": -3}}),
    lambda d: json.dumps({**d, "rules": {**d["rules"], "colour": "red"}}),
    lambda d: json.dumps({**d, "moves": d["moves"] + ["0 kanta"]}),   # not legal there
    lambda d: json.dumps({**d, "moves": ["3 mus"] + d["moves"][1:]}),  # a seat out of turn
    lambda d: json.dumps({**d, "moves": d["moves"] + [7]}),
])
def test_a_damaged_file_is_kept_aside_with_a_notice(tmp_path, damage):
    state = random_prefix(3, 4)
    path = tmp_path / "game.json"
    path.write_text(damage(kept_json(state, 3)))
    before = path.read_text()
    keeper = GameKeeper(path)
    assert keeper.load_match() is None
    assert keeper.notice and "could not be resumed" in keeper.notice
    assert not path.exists()
    (aside,) = tmp_path.glob("game.json.bad-*")
    assert aside.read_text() == before  # what the player had is never deleted
    assert aside.name in keeper.notice


def test_keeping_writes_in_the_background_and_a_finished_match_removes_the_file(tmp_path):
    keeper = GameKeeper(tmp_path / "game.json")
    state = random_prefix(4, 6)
    keeper.keep(match_of(state, 4))
    keeper.flush()
    assert json.loads((tmp_path / "game.json").read_text())["moves"] == [
        f"{seat} {action}" for seat, action in state.history]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.journal"]  # no temp file left
    over = state
    while over.phase != "match-over":
        over = model.step(over, model.legal_actions(over)[-1])
    keeper.keep(match_of(over, 4))
    keeper.flush()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["last-game.json"]  # game.json and its journal gone


def test_a_save_that_fails_leaves_a_notice(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way of the folder")
    keeper = GameKeeper(blocker / "game.json")
    keeper.keep(match_of(random_prefix(5, 3), 5))
    keeper.flush()
    assert keeper.failure and keeper.failure.startswith("Game not saved")


def start_app(tmp_path, **kw):
    app = new_app(None, seed=kw.pop("seed", 6), speed=40,
                      settings_path=tmp_path / "settings.json", **kw)
    start_on_title(app)
    return app


@pytest.mark.slow
def test_closing_the_window_mid_game_and_continuing(tmp_path):
    app = start_app(tmp_path)
    driver = Driver(app, seed=1)
    assert [w.name for w in app.top.widgets.widgets][0] == "play"  # nothing kept yet
    for _ in range(400):  # the title, the players screen, then some calls
        top = app.top
        if isinstance(top, TitleScene):
            driver.press(top.widgets, top.button("play"))
        elif isinstance(top, PlayersScene):
            driver.press(top.widgets, top.start_button)
        elif isinstance(top, TableScene) and top.awaiting:
            driver.play_turn(top)
        driver.tick()
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    left = table.state
    assert len(left.history) > 4
    app.keeper.flush()  # what App.run does when the window closes

    again = start_app(tmp_path, seed=99)
    title = again.top
    assert isinstance(title, TitleScene)
    assert title.widgets.widgets[0].name == "continue"
    Driver(again).press(title.widgets, title.button("continue"))
    again.tick(1 / 30)
    resumed = again.top
    assert isinstance(resumed, TableScene)
    expected = table.match.resumable().state   # the señas made so far with it
    assert resumed.state == expected and resumed.seed == table.seed
    # The computer players' decisions were kept with their moves, and come back.
    kept = json.loads((tmp_path / "game.json").read_text())
    assert len(kept["decided"]) == len(kept["moves"])
    computer = [logged for logged in resumed.match.log if not logged.by_player and logged.seat != 0]
    assert computer and all(logged.decided is not None and not logged.decided.later for logged in computer)
    n = min(len(resumed.match.log), len(table.match.log))  # (a counted hand resumes at its next deal)
    assert n > 4 and resumed.match.log[:n] == table.match.log[:n]
    for _ in range(300):  # and the game goes on from there
        again.tick(1 / 30)


def test_a_game_kept_before_decisions_were_gets_them_worked_out_once(tmp_path):
    """A game.json of the first format (no decisions) resumes; the table
    works the missing decisions out on its worker and the keeper writes them."""
    seed, state = next((seed, state) for seed in range(12, 99)
                       for state in [random_prefix(seed, 25)] if resumable(state))
    old = kept_json(state, seed)
    old["format"] = 1
    del old["decided"], old["seats"]  # the first format kept neither
    (tmp_path / "game.json").write_text(json.dumps(old))
    app = start_app(tmp_path)
    driver = Driver(app, seed=3)
    driver.press(app.top.widgets, app.top.button("continue"))
    for _ in range(200):
        driver.tick()
        table = app.top
        if getattr(table, "name", "") == "table" and table.working_out is None and len(table.match.log) > len(state.history):
            break
    table = app.top
    assert table.name == "table" and not table.match.missing_decisions
    early = table.match.log[:len(state.history)]
    assert all(logged.decided.later for logged in early if not logged.by_player and logged.seat != 0)
    app.keeper.flush()
    kept = read_game_file(tmp_path / "game.json")  # and its journal
    assert not kept.missing_decisions and kept.log == table.match.log


@pytest.mark.slow
def test_a_demo_never_touches_the_kept_game(tmp_path):
    (tmp_path / "game.json").write_text("kept")
    app = start_app(tmp_path, autoplay=True)
    for _ in range(600):
        app.tick(1 / 30)
    app.keeper.flush()
    assert (tmp_path / "game.json").read_text() == "kept"
