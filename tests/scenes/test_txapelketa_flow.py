"""The championship played through the game (issue 40): the title's
Txapelketa entry and its hotkey in every language, the question when a game
is kept, Play next match at the table with the fixture's opponents and rules,
the match's end recorded and the round's other matches played over the
groups with their progress, the bracket once the knockout is reached and the
txapela after the final won, giving up (asked first), and Continue after a
kill -9 of the whole game in the middle of a group match and of a knockout
match, resuming the same call as the championship's.

The computer's matches are played by a quick stand-in (`quick_play`: a match
begun, never played, with a result drawn from its seed) except in the tests
marked slow, which play them with the game loop."""
import json
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from apps import started_app
from championships import by_level, pair_wins, won_by
from game.ai import Personality
from game.ai.levels import Level
from game.match.background import background_match, result_of
from game import model
from game.match.championship_store import FILE_NAME, ChampionshipStore, players_match
from game.match.keeper import GameKeeper, read_game_file
from game.match.loop import playing
from game.match.seats import ComputerSeat, PlayerSeat
from game.shell.driver import Driver
from game.txapelketa.championship import (
    Stage, current_round, fixture, is_out, next_match, others_to_play, path, pending, record, table_players, winner)
from game.table.flow import BetweenGames
from game.txapelketa.pairs import PLAYER_PAIR, PLAYER_PAIR_NAME, ComputerPlayer
from game.txapelketa.results import Side
from game.ui.text import texts_drawn
from game.ui.widgets import label_hotkeys

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

ROOT = Path(__file__).resolve().parents[2]
ANE = ComputerPlayer("Ane", Personality(level=Level.NORMAL), "txirikorda")


def quick_play(seed, first, second, rules):
    """The championship's other match, quick: begun, not played, its result from its seed."""
    return background_match(seed, first, second, rules), by_level(seed, first, second, rules)


def with_championship(tmp_path, seed=11, partner=ANE, **options):
    """A started app holding a new championship (the computer's matches quick), on the title."""
    app = started_app(tmp_path, **options)
    app.championship.play_match = quick_play
    app.championship.start(seed, partner)
    return app


def round_played(app, driver, limit=600):
    """Wait for the round's screen on top to play its matches, then tick it closed."""
    screen = app.top
    assert screen.name == "txapelketa_round"
    assert screen.wait(120)
    for _ in range(limit):
        if app.top is not screen:
            return
        driver.tick()
    raise AssertionError("the round's screen never closed")


def players_results(app, seen_from_player):
    """The player's next match recorded as `seen_from_player` (the player's pair first)."""
    app.championship.begin_players_match()
    return app.championship.record_players_match(seen_from_player)


# -- the title ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["eu", "en", "es", "fr"])
def test_the_title_offers_txapelketa_with_a_hotkey_of_its_own(tmp_path, lang):
    """Txapelketa is on the title with a letter no other button has, with and
    without Continue; the buttons that were there keep their letters; its
    letter opens the partner's choice."""
    app = started_app(tmp_path / "fresh", lang=lang)
    keys = {w.name: w.hotkey for w in app.top.widgets.widgets}
    assert keys["txapelketa"] and len(set(keys.values())) == len(keys)
    others = [w for w in app.top.widgets.widgets if w.name != "txapelketa"]
    assert [keys[w.name] for w in others] == label_hotkeys([w.label for w in others])  # as before it came
    (tmp_path / "kept").mkdir()
    (tmp_path / "kept" / "game.json").write_text("{}", encoding="utf-8")  # a game to continue
    kept = started_app(tmp_path / "kept", lang=lang)
    both = {w.name: w.hotkey for w in kept.top.widgets.widgets}
    assert both["txapelketa"] == keys["txapelketa"] and len(set(both.values())) == len(both)
    driver = Driver(app, mode="keyboard")
    driver.key(ord(keys["txapelketa"]))
    driver.tick()
    assert app.top.name == "txapelketa_partner"


def test_the_partner_chosen_begins_a_championship_on_its_groups(tmp_path):
    app = started_app(tmp_path)
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    partner = app.top.players[0]
    driver.press(app.top.widgets, app.top.choices[0])
    driver.tick()
    assert app.top.name == "txapelketa_groups"
    championship = app.championship.championship
    assert championship.field.pairs[PLAYER_PAIR].players == (partner,)
    assert (championship.rules.games_to_win, championship.rules.target) == (2, 40)
    assert (tmp_path / FILE_NAME).exists()
    assert app.top.play_button.enabled and "Play next match" in drawn(app)


def test_with_a_championship_in_progress_txapelketa_opens_it(tmp_path):
    app = with_championship(tmp_path)
    kept = app.championship.championship
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    assert app.top.name == "txapelketa_groups" and app.championship.championship is kept


def test_a_new_championship_asks_first_when_a_game_is_kept(tmp_path):
    """Its first match would replace the kept game: the title asks; Back
    leaves everything as it was, New championship goes on to the partner."""
    (tmp_path / "game.json").write_text("{}", encoding="utf-8")
    app = started_app(tmp_path)
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    assert app.top.name == "confirm"
    driver.press(app.top.widgets, app.top.button("back"))
    driver.tick()
    assert app.top.name == "title" and app.championship.championship is None
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    driver.press(app.top.widgets, app.top.button("new"))
    driver.tick()
    assert [scene.name for scene in app.scenes] == ["title", "txapelketa_partner"]
    driver.press(app.top.widgets, app.top.choices[1])
    driver.tick()
    assert app.top.name == "txapelketa_groups" and app.championship.in_progress()


def test_the_title_says_the_championships_notice(tmp_path):
    (tmp_path / FILE_NAME).write_text("not json", encoding="utf-8")
    app = started_app(tmp_path)
    assert app.championship.notice is not None
    assert str(app.top.notice()) == str(app.championship.notice)


# -- the player's match -------------------------------------------------------------------

def drawn(app) -> set[str]:
    app.draw(0.0)
    return texts_drawn(app.res)


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_play_next_match_seats_the_fixtures_opponents_with_the_championships_rules(tmp_path, mode, request):
    pad = request.getfixturevalue("virtual_pad")() if mode == "pad" else None
    app = with_championship(tmp_path)
    app.restart("txapelketa_groups")
    driver = Driver(app, seed=2, mode=mode, pad=pad)
    groups = app.top
    driver.press(groups.widgets, groups.play_button)
    driver.tick(2)
    table = app.top
    assert table.name == "table" and table.txapelketa
    championship = app.championship.championship
    match = next_match(championship)
    assert app.championship.playing == match.key
    opponent = championship.field.pairs[match.second if match.first == PLAYER_PAIR else match.first]
    seats = table_players(championship, match)
    assert {seat: table.names[seat] for seat in (1, 2, 3)} == {1: seats[0].name, 2: ANE.name, 3: seats[2].name}
    assert {table.names[1], table.names[3]} == {player.name for player in opponent.players}
    assert table.characters() == {1: seats[0].face_at(1), 2: ANE.face_at(2), 3: seats[2].face_at(3)}
    assert {table.personalities[seat].level for seat in (1, 3)} == {opponent.level}
    assert table.match.rules == championship.rules and table.match.seed == match.seed


def test_between_games_the_championships_match_keeps_its_players(tmp_path):
    """Next game deals the match's next game with the fixture's players,
    whatever the settings' players; no Players button there."""
    app = with_championship(tmp_path)
    app.restart("txapelketa_groups")
    app.top.play_next()
    table = app.top
    lineup = table.match.lineups[-1]
    table.follow()
    app.open("between_games", winner=0, scores=(40, 12), games_won=(1, 0), games_to_win=2, match=table.match,
             txapelketa=True)
    assert [w.name for w in app.top.widgets.widgets] == ["next"]
    app.change_settings(players=tuple(reversed(app.settings.players)))
    table.course.move(BetweenGames())
    app.close("next")
    assert table.match.lineups[-1].players == lineup.players


def match_under_way(app, moves: int):
    """Play next match from the groups, played by mouse until `moves` calls
    are made, kept, and the groups shown again (the match left as a close
    leaves it): the driver, and the calls made at the table."""
    app.restart("txapelketa_groups")
    app.top.play_next()
    driver = Driver(app, seed=1, mode="mouse")
    for _ in range(400):
        if len(app.top.match.moves) >= moves:
            break
        driver.play_until(lambda: False, max_ticks=1)
    made = app.top.match.moves
    app.keeper.flush()
    app.restart("txapelketa_groups")
    return driver, made


def test_a_championship_match_kept_is_resumed_by_play_next_match(tmp_path):
    app = with_championship(tmp_path)
    _, moves = match_under_way(app, 6)
    app.top.play_next()
    assert app.top.name == "table" and app.top.txapelketa
    again = app.top.match.moves  # (an exchange half-way goes back to its start)
    assert len(again) >= len(moves) - 4 and again == moves[:len(again)]


# -- the match's end and the round ----------------------------------------------------------

def test_after_the_players_match_the_round_is_played_with_its_progress(tmp_path):
    """The game over's Txapelketa: the groups, over them the round's other
    matches played on a thread while the window answers (a count that
    grows), then the groups with every match of the round recorded."""
    app = with_championship(tmp_path)
    slow, began, gate = [], threading.Event(), threading.Event()

    def played(seed, first, second, rules):
        slow.append(seed)
        began.set()
        assert gate.wait(30), "the test never let the first match end"
        return quick_play(seed, first, second, rules)

    app.championship.play_match = played
    result = won_by(Side.FIRST, app.championship.championship.rules, random.Random(3))
    before = players_results(app, result)
    assert len(others_to_play(before)) == 7
    app.restart("txapelketa_groups", after_match=True)
    driver = Driver(app, mode="mouse")
    screen = app.top
    assert screen.name == "txapelketa_round" and screen.progress()[1] == 7
    assert "The other matches are played" in drawn(app)
    assert began.wait(30)
    for _ in range(10):  # a match being played: the window goes on, drawn and answering
        driver.key(pygame.K_RETURN)
        driver.tick()
    assert app.top is screen and screen.progress() == (0, 7) and not screen.ended and len(slow) == 1
    assert "0 of 7 matches played" in drawn(app)
    gate.set()
    round_played(app, driver)
    assert app.top.name == "txapelketa_groups" and len(slow) == 7
    championship = app.championship.championship
    assert current_round(championship) == 2 and all(match.round == 2 for match in pending(championship))
    assert len(championship.results) == 8 and app.top.play_button.enabled


def test_the_game_overs_txapelketa_button_goes_back_to_the_championship(tmp_path):
    app = with_championship(tmp_path)
    app.restart("txapelketa_groups")
    app.top.play_next()
    table = app.top
    app.open("game_over", winner=0, scores=(40, 20), target=40, games_won=(2, 0), games_to_win=2,
             match=table.match, txapelketa=True)
    names = [w.name for w in app.top.widgets.widgets]
    assert names == ["txapelketa", "title"]
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    assert app.top.name == "txapelketa_groups"


def test_after_the_final_won_the_txapela_then_the_bracket(tmp_path):
    app = with_championship(tmp_path)
    app.championship.play_match = lambda seed, first, second, rules: (
        background_match(seed, first, second, rules), pair_wins(PLAYER_PAIR_NAME)(seed, first, second, rules))
    store, driver = app.championship, Driver(app, mode="mouse")
    rng = random.Random(5)
    for _ in range(5):  # every match won to the final
        players_results(app, won_by(Side.FIRST, store.championship.rules, rng))
        for _championship in store.play_due():
            pass
    assert next_match(store.championship).key == "F"
    players_results(app, won_by(Side.FIRST, store.championship.rules, rng))
    app.restart("txapelketa_groups", after_match=True)
    assert app.top.name == "txapelketa_won"
    driver.press(app.top.widgets, app.top.continue_button)
    driver.tick()
    assert app.top.name == "txapelketa_bracket"
    assert "You won the championship: the txapela is yours" in drawn(app)
    assert not app.championship.in_progress()
    assert (app.stats.stats.championships.won, app.stats.stats.championships.lost) == (1, 0)  # the trophy kept
    app.restart("txapelketa_groups")  # opened again: counted once
    assert app.stats.stats.championships.played == 1


def test_knocked_out_the_rest_is_played_to_a_winner_and_the_bracket_says_so(tmp_path):
    app = with_championship(tmp_path)
    store, driver = app.championship, Driver(app, mode="mouse")
    rng = random.Random(6)
    app.championship.play_match = lambda seed, first, second, rules: (
        background_match(seed, first, second, rules), pair_wins(PLAYER_PAIR_NAME)(seed, first, second, rules))
    for _ in range(3):  # the groups won
        players_results(app, won_by(Side.FIRST, store.championship.rules, rng))
        for _championship in store.play_due():
            pass
    app.championship.play_match = quick_play
    players_results(app, won_by(Side.SECOND, store.championship.rules, rng))  # the quarter-final lost
    assert is_out(store.championship)
    app.restart("txapelketa_groups", after_match=True)
    assert app.top.progress()[1] == 6  # the three other quarter-finals, the semi-finals and the final
    round_played(app, driver)
    assert winner(store.championship) is not None
    assert [scene.name for scene in app.scenes] == ["txapelketa_groups", "txapelketa_bracket"]
    assert (app.stats.stats.championships.won, app.stats.stats.championships.lost) == (0, 1)
    shown = drawn(app)
    assert any(line.startswith("The championship is over:") for line in shown)
    assert not app.top.play_button.visible
    app.restart("txapelketa_groups")  # the groups once it is over: nothing to play, nothing to give up
    assert not app.top.play_button.enabled and not app.top.give_up_button.enabled


# -- giving up ------------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["mouse", "keyboard"])
def test_give_up_asks_then_forgets_the_championship(tmp_path, mode):
    app = with_championship(tmp_path)
    app.restart("txapelketa_groups")
    driver = Driver(app, mode=mode)
    groups = app.top
    driver.press(groups.widgets, groups.give_up_button)
    driver.tick()
    assert app.top.name == "confirm" and app.championship.in_progress()
    driver.press(app.top.widgets, app.top.button("back"))
    driver.tick()
    assert app.top is groups and (tmp_path / FILE_NAME).exists()
    driver.press(groups.widgets, groups.give_up_button)
    driver.tick()
    driver.press(app.top.widgets, app.top.button("give_up"))
    driver.tick()
    assert app.top.name == "title"
    assert app.championship.championship is None and not (tmp_path / FILE_NAME).exists()
    assert (app.stats.stats.championships.won, app.stats.stats.championships.lost) == (0, 1)
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    assert app.top.name == "txapelketa_partner"  # a new one can begin


def test_giving_up_in_the_middle_of_a_match_says_the_match_stays_kept(tmp_path):
    """With the player's match under way, the question says the match is
    kept as a game of its own, and after giving up Continue offers it."""
    app = with_championship(tmp_path)
    driver, _ = match_under_way(app, 4)
    groups = app.top
    driver.press(groups.widgets, groups.give_up_button)
    driver.tick()
    assert app.top.name == "confirm"
    assert "stays kept, as a game of its own" in app.top.subtitle
    driver.press(app.top.widgets, app.top.button("give_up"))
    driver.tick()
    assert app.top.name == "title" and app.championship.championship is None
    assert app.keeper.has_game() and app.top.button("continue") is not None


# -- a whole match ----------------------------------------------------------------------------

@pytest.mark.slow
def test_a_whole_match_played_returns_to_the_championship_with_its_result_and_the_round(tmp_path):
    """Played at the table to its end (the game loop plays the round too):
    the result recorded is the match's, the game over goes back to the
    groups, the round's seven other matches are played and kept."""
    app = started_app(tmp_path)
    app.championship.start(17, ANE)
    app.restart("txapelketa_groups")
    driver = Driver(app, seed=8, mode="mouse")
    driver.press(app.top.widgets, app.top.play_button)
    driver.tick()
    key = app.championship.playing
    assert driver.play_until(lambda: driver.top_name() == "game_over", max_ticks=80000)
    match = app.keeper.last_game()
    championship = app.championship.championship
    recorded = championship.done[key]
    seen = recorded if fixture(championship, key).first == PLAYER_PAIR else recorded.flipped()
    assert seen == result_of(match) and app.championship.playing is None
    driver.press(app.top.widgets, app.top.button("txapelketa"))
    driver.tick()
    round_played(app, driver)
    championship = app.championship.championship
    assert len(championship.results) == 8 and current_round(championship) == 2
    for played in championship.results:
        if played.key != key:
            assert result_of(read_game_file(app.championship.match_file(played.key))) == played.result


def test_a_match_that_ended_just_before_a_kill_is_recorded_on_the_title(tmp_path):
    """Killed after the keeper wrote the match as the last game and before
    the championship's save: the title records it (`catch_up`)."""
    store = ChampionshipStore(tmp_path / FILE_NAME)
    store.start(3, ANE)
    match = headless(players_match(store.championship, store.begin_players_match(), with_keinuak=False))
    keeper = GameKeeper(tmp_path / "game.json")
    keeper.keep(match)
    keeper.flush()
    key = store.playing
    app = started_app(tmp_path)
    championship = app.championship.championship
    assert app.top.name == "title" and app.championship.playing is None and key in championship.done
    seen = championship.done[key]
    assert (seen if fixture(championship, key).first == PLAYER_PAIR else seen.flipped()) == result_of(match)


def headless(match):
    """`match` played to its end with no screen: the player's calls the partner's view, else the last legal."""
    seats = {seat: ComputerSeat() for seat in (1, 2, 3)}
    seats[0] = PlayerSeat(presses=lambda m, decided: decided.action if decided else model.legal_actions(m.state)[-1])
    for match in playing(match, seats):
        pass
    return match


def test_the_final_played_at_the_table_ends_the_championship_in_the_statistics(tmp_path):
    """The table keeps the final's last call: its result is recorded, the
    championship is over and counted once, won or not as the final went."""
    from game.table.keeping import keep
    app = with_championship(tmp_path)
    store = app.championship
    store.play_match = lambda seed, first, second, rules: (
        background_match(seed, first, second, rules), pair_wins(PLAYER_PAIR_NAME)(seed, first, second, rules))
    rng = random.Random(7)
    for _ in range(5):
        players_results(app, won_by(Side.FIRST, store.championship.rules, rng))
        for _championship in store.play_due():
            pass
    final = headless(players_match(store.championship, store.begin_players_match(), with_keinuak=False))
    keep(app, final, ended_hand=True)
    championship = store.championship
    assert winner(championship) is not None and store.playing is None
    tally = app.stats.stats.championships
    assert tally.played == 1 and tally.won == (winner(championship) == PLAYER_PAIR)


# -- kill -9 and Continue ----------------------------------------------------------------------

CHILD = """
import sys
sys.path.insert(0, sys.argv[2])
from pathlib import Path
from apps import started_app
from championships import pair_wins, won_by
from game.match.background import background_match
from game.shell.driver import Driver
from game.txapelketa.pairs import ComputerPlayer, PLAYER_PAIR_NAME
from game.txapelketa.results import Side
import random

folder, knockout = Path(sys.argv[1]), sys.argv[3] == "knockout"
app = started_app(folder)
store = app.championship
store.play_match = lambda seed, first, second, rules: (
    background_match(seed, first, second, rules), pair_wins(PLAYER_PAIR_NAME)(seed, first, second, rules))
store.start(29, ComputerPlayer("Ane"))
rng = random.Random(4)
for _ in range(3 if knockout else 1):
    store.begin_players_match()
    store.record_players_match(won_by(Side.FIRST, store.championship.rules, rng))
    for _championship in store.play_due():
        pass
app.restart("txapelketa_groups")
driver = Driver(app, seed=9, mode="mouse")
driver.press(app.top.widgets, app.top.play_button)
driver.tick()
print("key", store.playing, flush=True)
table, said = app.top, 0
while True:
    driver.play_until(lambda: False, max_ticks=1)
    moves = table.match.moves
    if len(moves) > said:
        app.keeper.flush()
        said = len(moves)
        print("moves", said, str(moves[-1].action), flush=True)
"""


@pytest.mark.slow
@pytest.mark.parametrize("stage", ["group", "knockout"])
def test_killed_in_the_middle_of_a_match_continue_resumes_it_as_the_championships(tmp_path, stage):
    """The whole game in a child process, killed -9 once it has said a
    chosen number of calls kept; a new App over the same folder: Continue
    resumes the same match at the same call (or its exchange's start), as
    the championship's match, and its end goes back to the championship."""
    env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), str(ROOT / "tests"), stage],
                             env=env, stdout=subprocess.PIPE, text=True)
    reported = {}  # calls kept: their number -> the call
    try:
        head = child.stdout.readline().split()
        assert head[0] == "key", head
        key = head[1]
        while len(reported) < 25:
            line = child.stdout.readline()
            assert line, f"the child stopped after {len(reported)} calls"
            _word, number, call = line.split(maxsplit=2)
            reported[int(number)] = call.strip()
        child.send_signal(signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL
    app = started_app(tmp_path)
    store = app.championship
    assert store.playing == key and store.notice is None
    assert (fixture(store.championship, key).stage is Stage.GROUPS) == (stage == "group")
    driver = Driver(app, mode="mouse")
    driver.press(app.top.widgets, app.top.button("continue"))
    driver.tick()
    table = app.top
    assert table.name == "table" and table.txapelketa and store.belongs(table.match)
    kept = [str(move.action) for move in table.match.moves]
    assert len(kept) >= max(reported) - 4  # (an exchange half-way goes back to its start)
    assert all(kept[number - 1] == call for number, call in reported.items() if number <= len(kept))
    match = fixture(store.championship, key)
    seats = table_players(store.championship, match)
    assert {seat: table.names[seat] for seat in (1, 2, 3)} == {1: seats[0].name, 2: "Ane", 3: seats[2].name}
    assert driver.play_until(lambda: driver.top_name() == "game_over", max_ticks=80000)
    assert key in store.championship.done
    assert [w.name for w in app.top.widgets.widgets][0] == "txapelketa"
    assert json.loads((tmp_path / FILE_NAME).read_text())["playing"] is None
