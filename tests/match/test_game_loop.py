"""The one game loop (game/match/loop.py) and its one seeding scheme: the
table (headless, the player's seat a computer player's: a demo), `record
--seed` and the tournament tool play the same moves from the same seed, also
when a computer player's decision draws from its random stream (the AI
draws nothing today, so only such a draw shows whether the streams agree),
and with the señas on (every seat looking and signing: the table's señas
clock plays the loop's moments from the loop's look streams); a game picked up in the middle plays on as it would have; the señas the loop
plays are the same from the same seed."""
import json
import sys
from pathlib import Path

import pytest

from apps import new_app
from game import model
from game.ai import Decision, brain
from game.ai.table import make_player
from game.match import decisions, seats_for
from game.match.loop import demo_match, play, play_game
from game.record import played
from game.shell.driver import Driver

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools import tournament  # noqa: E402


def table_moves(tmp_path, seed: int, hands: int | None = None, keinuak: bool = False,
                senas: list | None = None) -> tuple:
    """The moves of the table's game from `seed`, played headless by the
    App in autoplay (every seat a computer player; the señas on with
    `keinuak`, each made appended to `senas`), to its end or to the end of
    hand `hands`."""
    folder = tmp_path / f"table-{seed}"
    folder.mkdir()
    (folder / "settings.json").write_text(json.dumps({"format": 1, "language": "en", "keinuak": keinuak}))
    app = new_app(folder, seed=seed, speed=100, autoplay=True, sound=False)
    app.start()
    driver = Driver(app)
    table = app.top
    assert table.name == "table" and table.match.seed == seed and table.match.player is None
    for _ in range(20000):
        state = table.state
        if state.phase == model.Phase.MATCH_OVER or (hands is not None and state.hand_number > hands):
            break
        driver.tick()
    moves = table.match.moves
    if senas is not None:
        senas.extend(table.match.keinuak)
    table.players.close()
    return moves


def record_moves(seed: int, keinuak: bool = False) -> tuple:
    """The moves of `solo-mus record --seed` (game/record.played); with
    `keinuak`, every seat looks and signs as the table's computer players
    at the normal level and watchfulness do."""
    players = [make_player("ai:5555+k")] * 4 if keinuak else None
    *_, last = played(model.Rules(), seed, players)
    return last.history


def tournament_moves(seed: int, keinuak: bool = False, senas: list | None = None) -> tuple:
    """The moves of the tournament tool's game whose game seed is `seed`
    (run seed 0, game `seed`), the normal computer player on both sides
    (looking and signing with `keinuak`, each seña appended to `senas`)."""
    spec = "ai:5555+k" if keinuak else "ai:5555"
    result, _team, _players = tournament.one_game(spec, spec, 0, seed, model.Rules(), False)
    if senas is not None:
        senas.extend(result.match.keinuak)
    return result.match.moves


def draw_in_every_decision(monkeypatch) -> None:
    """A computer player's decision that draws from its stream: one draw
    before deciding, and now and then the call it draws instead (so that two
    streams that differ show as two games that differ)."""
    real = brain.decide

    def drawing(observation, personality=brain.NORMAL, rng=None):
        draw = rng.random()
        made = real(observation, personality, rng)
        legal = observation.legal
        if len(legal) > 1 and draw < 0.2:
            return Decision(legal[int(draw / 0.2 * len(legal))], made.estimate)
        return made
    monkeypatch.setattr(brain, "decide", drawing)       # `choose`'s (the tournament's players)
    monkeypatch.setattr(decisions, "decide", drawing)   # the seats' (the table, the record)


def agree(tmp_path, seed: int, hands: int | None = None) -> None:
    table = table_moves(tmp_path, seed, hands)
    record = record_moves(seed)
    assert len(table) > 20
    assert table == record[:len(table)]
    assert tournament_moves(seed)[:len(table)] == table
    if hands is None:
        assert len(table) == len(record)


def test_the_table_the_record_and_the_tournament_play_the_same_first_hands(tmp_path):
    agree(tmp_path, 5, hands=2)


def agree_with_senas(tmp_path, seed: int, hands: int | None = None) -> None:
    """As `agree`, every seat looking and signing: the table's señas clock
    plays the loop's moments from the loop's look streams, so the three make
    the same señas and the same moves."""
    at_table, in_tournament = [], []
    table = table_moves(tmp_path, seed, hands, keinuak=True, senas=at_table)
    record = record_moves(seed, keinuak=True)
    assert len(table) > 20 and at_table  # señas were made
    assert table == record[:len(table)]
    assert tournament_moves(seed, keinuak=True, senas=in_tournament)[:len(table)] == table
    assert at_table == [s for s in in_tournament if s.moves <= len(table)][:len(at_table)]
    if hands is None:
        assert len(table) == len(record) and at_table == in_tournament


def test_with_senas_the_table_the_record_and_the_tournament_play_the_same_first_hands(tmp_path):
    agree_with_senas(tmp_path, 5, hands=2)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_with_senas_the_table_the_record_and_the_tournament_play_the_same_games(tmp_path, seed):
    agree_with_senas(tmp_path, seed)


def test_with_a_draw_in_each_decision_the_three_still_play_the_same_first_hands(tmp_path, monkeypatch):
    plain = record_moves(5)
    draw_in_every_decision(monkeypatch)
    agree(tmp_path, 5, hands=2)
    assert record_moves(5)[:60] != plain[:60]  # the draws do change the game


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11, 2031])
def test_the_table_the_record_and_the_tournament_play_the_same_games(tmp_path, seed):
    agree(tmp_path, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_with_a_draw_in_each_decision_the_three_still_play_the_same_games(tmp_path, monkeypatch, seed):
    draw_in_every_decision(monkeypatch)
    agree(tmp_path, seed)


def test_a_game_picked_up_in_the_middle_plays_on_as_it_would_have(monkeypatch):
    """Each decision's stream is its own (the seed, the seat, the moment),
    never one carried from the seat's earlier decisions: a match resumed from
    any point is played on to the same end."""
    draw_in_every_decision(monkeypatch)
    begun = demo_match(model.Rules(), 44)
    whole = play(begun, seats_for(begun.seating))
    for cut in (17, len(whole.log) // 2):
        again = play(whole.upto(cut), seats_for(whole.seating))
        assert again.moves == whole.moves and again.log == whole.log


@pytest.mark.slow
def test_the_senas_the_loop_plays_come_from_the_seed():
    """The moments of looking and signing before each call draw from each
    seat's own look stream: the same seed, the same señas, each kept in the
    match; another seed, others."""
    def game(seed):
        return play_game([make_player("ai:5555+k"), make_player("ai:5555+all")] * 2, seed, timed=False).match
    first, again, other = game(42), game(42), game(43)
    assert first.keinuak and first.keinuak == again.keinuak and first.moves == again.moves
    assert all(signing.seat in (0, 2) and {1, 3} <= set(signing.seen_by) for signing in first.keinuak)
    assert other.keinuak != first.keinuak
