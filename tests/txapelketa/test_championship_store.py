"""The championship kept (issue 40, game/match/championship_store.py):
one at a time (a second refused until the first is given up), saved after
every other match so that a store written after match k reads back to match
k, each other match kept whole under its key, the player's match's key kept
beside it, the faces the art no longer draws replaced with a notice."""
import json
import random

import pytest

from championships import by_level
from game.match.background import background_match
from game.match.championship_store import FILE_NAME, ChampionshipKept, ChampionshipStore
from game.match.keeper import read_game_file
from game.platform.i18n import set_language
from game.txapelketa.championship import (next_match, others_to_play, record_players_match)
from game.txapelketa.kept import to_json
from game.txapelketa.pairs import ComputerPlayer

ANE = ComputerPlayer("Ane", face="kizkur")


def quick_play(seed, first, second, rules):
    """A stand-in for the loop: the match begun (a kept game of no move) and a result from the seed."""
    return background_match(seed, first, second, rules), by_level(seed, first, second, rules)


@pytest.fixture
def path(tmp_path):
    return tmp_path / FILE_NAME


def test_one_championship_at_a_time_until_it_is_given_up(path):
    store = ChampionshipStore(path)
    assert store.championship is None and not store.in_progress()
    first = store.start(11, ANE)
    assert ChampionshipStore(path).championship == first
    with pytest.raises(ChampionshipKept):
        store.start(12, ANE)
    with pytest.raises(ChampionshipKept):
        ChampionshipStore(path).start(12, ANE)  # the kept one, after a restart
    assert ChampionshipStore(path).championship == first
    store.give_up()
    assert not path.exists() and ChampionshipStore(path).championship is None
    assert store.start(12, ANE).seed == 12 and ChampionshipStore(path).championship.seed == 12


@pytest.mark.parametrize("k", [1, 4, 7])
def test_a_store_written_after_other_match_k_reads_back_to_match_k(path, k):
    store = ChampionshipStore(path)
    store.start(5, ANE)
    others = others_to_play(store.championship)
    assert len(others) == 7  # the group round's other matches
    rounds = store.play_others(quick_play)
    for _ in range(k):
        after = next(rounds)
    rounds.close()
    again = ChampionshipStore(path)
    assert again.championship == after and len(again.championship.results) == k and again.notice is None
    assert [played.key for played in again.championship.results] == [f.key for f in others[:k]]
    for fixture in others[:k]:
        kept = read_game_file(again.match_file(fixture.key))
        assert kept.seed == fixture.seed and again.background_match(fixture.key).seed == fixture.seed
    assert [f.key for f in others if again.match_file(f.key).exists()] == [f.key for f in others[:k]]
    # the resumed round plays the rest, to the same championship as one played through
    for _ in again.play_others(quick_play):
        pass
    whole = ChampionshipStore(path.with_name("whole.json"))
    whole.start(5, ANE)
    for _ in whole.play_others(quick_play):
        pass
    assert again.championship == whole.championship and not others_to_play(again.championship)


def test_the_players_match_key_is_kept_beside_the_championship(path):
    store = ChampionshipStore(path)
    store.start(3, ANE)
    for _ in store.play_others(quick_play):
        pass
    mine = store.begin_players_match()
    assert mine == next_match(store.championship)
    resumed = ChampionshipStore(path)
    assert resumed.playing == mine.key and resumed.notice is None
    result = by_level(mine.seed, *(store.championship.field.pairs[n] for n in (0, 1)), store.championship.rules)
    after = resumed.record_players_match(result)
    assert after == record_players_match(store.championship, result)
    assert ChampionshipStore(path).playing is None and ChampionshipStore(path).championship == after


def test_a_key_that_is_not_the_players_next_match_reads_as_none_and_says_so(path):
    set_language("en")
    store = ChampionshipStore(path)
    store.start(3, ANE)
    data = json.loads(path.read_text())
    data["playing"] = "D6"
    path.write_text(json.dumps(data))
    again = ChampionshipStore(path)
    assert again.playing is None and again.championship == store.championship
    assert "playing" in again.notice and ".bad-" in again.notice


def test_a_face_the_art_no_longer_draws_is_replaced_and_said(path):
    set_language("en")
    store = ChampionshipStore(path)
    championship = store.start(9, ANE)
    data = json.loads(path.read_text())
    pair = data["championship"]["field"]["pairs"][3]
    name = pair["players"][1]["name"]
    pair["players"][1]["face"] = "gone-face"
    path.write_text(json.dumps(data))
    again = ChampionshipStore(path)
    player = again.championship.field.pairs[3].players[1]
    assert player.name == name and player.face == "" and name in again.notice
    assert again.championship.field.pairs[3].players[0] == championship.field.pairs[3].players[0]
    assert not [p for p in path.parent.iterdir() if ".bad-" in p.name]  # not damage


def test_a_match_file_that_cannot_be_written_keeps_both_in_memory_and_writes_them_again(path):
    store = ChampionshipStore(path)
    store.start(4, ANE)
    store.folder.write_text("not a folder")  # the other matches cannot go there
    rounds = store.play_others(quick_play)
    after = next(rounds)
    key = after.results[-1].key
    assert store.failure and store.unsaved() and store.background_match(key) is not None  # in memory
    assert ChampionshipStore(path).championship.results == ()  # on disk: before that match, never past it
    store.folder.unlink()
    store.retry()
    assert store.failure is None and not store.unsaved()
    assert read_game_file(store.match_file(key)).seed == store.background_match(key).seed
    assert ChampionshipStore(path).championship == after


def test_a_demo_keeps_nothing(tmp_path):
    store = ChampionshipStore(tmp_path / FILE_NAME, enabled=False)
    store.start(2, ANE)
    for _ in store.play_others(quick_play):
        pass
    assert list(tmp_path.iterdir()) == []


def test_the_players_game_is_recorded_when_it_is_the_match_being_played(path):
    from game import model
    from game.match import Match
    from game.match.lineup import Lineup
    from game.match.seats import Seating
    from game.txapelketa.championship import table_players
    store = ChampionshipStore(path)
    store.start(6, ANE)
    mine = store.begin_players_match()
    assert ChampionshipStore(path).players_fixture() == mine
    rules = store.championship.rules
    match = Match.begin(rules, mine.seed, (Lineup(1, table_players(store.championship, mine)),), Seating.player_at(0))
    other = Match.begin(rules, mine.seed + 1, match.lineups, Seating.player_at(0))
    assert store.belongs(match) and not store.belongs(other)
    with pytest.raises(ValueError):
        store.record_players_game(match)  # not over
    while not match.finished:
        match = match.then(model.legal_actions(match.state)[-1])
    with pytest.raises(ValueError):
        store.record_players_game(other)
    resumed = ChampionshipStore(path)  # killed after the keeper kept it as the last game, before it was recorded
    assert not resumed.catch_up(None) and not resumed.catch_up(other) and resumed.playing == mine.key
    assert resumed.catch_up(match) and resumed.playing is None and not resumed.catch_up(match)
    assert ChampionshipStore(path).championship == resumed.championship
    after = store.record_players_game(match)
    assert after.done[mine.key].games_won(after.done[mine.key].winner) == rules.games_to_win
    assert ChampionshipStore(path).championship == after and ChampionshipStore(path).playing is None
