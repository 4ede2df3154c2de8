"""The computer players' levels kept and read back: in the settings, in a
kept game's lineups and in the statistics (counted by the opponents' level).
A file from before the levels reads Normal; a bad level is refused by name."""
import json

import pytest

from game import model
from game.ai import Personality
from game.ai.levels import Level
from game.match import Lineup
from game.match.kept import read_match, to_json
from game.match.statistics import ByLevel, Statistics, Tally, counted, opponents_level
from game.match.stats_store import from_json, to_json as stats_json
from game.model import events as E
from game.model.names import Win
from game.platform.files import Damaged
from game.platform.settings import ComputerPlayer, Settings, SettingsStore
from matches import match_of

IKASLE, TXAPELDUN = Personality(level=Level.IKASLE), Personality(3, 5, 5, 7, Level.TXAPELDUN)


def lineup_of(*levels) -> Lineup:
    return Lineup(1, tuple(ComputerPlayer(name, Personality(level=level))
                           for name, level in zip(("Mikel", "Ane", "Itziar"), levels)))


def test_the_settings_keep_each_players_level(tmp_path):
    path = tmp_path / "settings.json"
    store = SettingsStore(path)
    players = store.settings.with_player(1, ComputerPlayer("Mikel", IKASLE)).players
    players = Settings(players=players).with_player(3, ComputerPlayer("Itziar", TXAPELDUN)).players
    store.update(players=players)
    saved = json.loads(path.read_text(encoding="utf-8"))["players"]
    assert [p["level"] for p in saved] == ["ikasle", "normal", "txapeldun"]
    again = SettingsStore(path)
    assert again.notice is None
    assert [p.personality.level for p in again.settings.players] == [Level.IKASLE, Level.NORMAL, Level.TXAPELDUN]
    assert again.settings.player(3).personality == TXAPELDUN


def test_a_settings_file_without_levels_reads_normal_and_a_bad_level_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    data = Settings().to_json()
    for player in data["players"]:
        del player["level"]
    data["players"][0]["haundia"] = 8
    path.write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(path)
    assert store.notice is None
    assert all(p.personality.level is Level.NORMAL for p in store.settings.players)
    assert store.settings.player(1).personality.haundia == 8
    data["players"][1]["level"] = "expert"
    data["players"][2]["level"] = "txapeldun"
    path.write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(path)
    assert store.notice and "level" in store.notice   # named, the rest of the file kept
    assert store.settings.player(2).personality.level is Level.NORMAL
    assert store.settings.player(3).personality.level is Level.TXAPELDUN


def played(seed=5, moves=30):
    state = model.new_game(model.Rules(), seed)
    for _ in range(moves):
        state = model.step(state, model.legal_actions(state)[0])
    return state


def test_a_kept_game_keeps_its_players_levels_and_one_kept_before_them_reads_normal():
    state = played()
    lineups = (lineup_of(Level.IKASLE, Level.TXAPELDUN, Level.IKASLE),)
    data = json.loads(json.dumps(to_json(match_of(state, 5, lineups))))
    assert [p["level"] for p in data["lineups"][0]["players"]] == ["ikasle", "txapeldun", "ikasle"]
    back = read_match(data)
    assert back.lineups == lineups
    assert back.personalities()[1].level is Level.IKASLE and back.personalities()[2].level is Level.TXAPELDUN
    for player in data["lineups"][0]["players"]:   # a game kept before the levels were
        del player["level"]
    old = read_match(data)
    assert [p.personality.level for p in old.lineups[0].players] == [Level.NORMAL] * 3
    data["lineups"][0]["players"][0]["level"] = "master"
    with pytest.raises(Damaged, match="level"):
        read_match(data)


def game_won(team: int):
    return (E.GameWon(team=team, how=Win.TARGET, game_number=1, scores=(40, 12) if team == 0 else (12, 40),
                      games_won=(1, 0) if team == 0 else (0, 1)),)


def test_the_statistics_count_the_games_by_the_opponents_level():
    stats = Statistics()
    stats = counted(stats, game_won(0), lineup_of(Level.IKASLE, Level.TXAPELDUN, Level.IKASLE), "a")
    stats = counted(stats, game_won(1), lineup_of(Level.IKASLE, Level.NORMAL, Level.IKASLE), "b")
    stats = counted(stats, game_won(1), lineup_of(Level.TXAPELDUN, Level.IKASLE, Level.TXAPELDUN), "c")
    stats = counted(stats, game_won(0), lineup_of(Level.NORMAL, Level.NORMAL, Level.TXAPELDUN), "d")
    assert stats.by_level == ByLevel(ikasle=Tally(1, 1), txapeldun=Tally(0, 1), mixed=Tally(1, 0))
    assert stats.by_level.of(Level.NORMAL) == Tally() and stats.by_level.of(None) == Tally(1, 0)
    assert opponents_level(lineup_of(Level.NORMAL, Level.IKASLE, Level.NORMAL)) is Level.NORMAL
    again, problems = from_json(json.loads(json.dumps(stats_json(stats))))
    assert again == stats and not problems
    older = stats_json(stats)
    del older["by_level"]   # a file from before the levels: none counted yet
    again, problems = from_json(older)
    assert again.by_level == ByLevel() and again.games == stats.games and not problems
