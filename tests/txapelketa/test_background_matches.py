"""The other pairs' matches played by the one game loop (issue 40):
`play_match` seats the first pair at 0 and 2, plays a whole match of the
championship's rules from the match's seed (the same seed, the same match),
and reads each game's points and winner from the model's own ends; the
`Match` is a kept game that `solo-mus record --from` and the hand review
read back."""
import json

import pytest

from game.cli import main
from game.match.background import background_match, play_match, played_match, result_of
from game.match.keeper import read_game_file
from game.match.kept import to_json
from game.txapelketa.championship import new_championship, others_to_play, seated
from game.txapelketa.pairs import ComputerPlayer
from game.txapelketa.results import Side

ANE = ComputerPlayer("Ane")


def first_other(seed=7):
    championship = new_championship(seed, ANE)
    match = others_to_play(championship)[0]
    pairs = championship.field.pairs
    return championship, match, pairs[match.first], pairs[match.second]


def test_a_background_match_seats_the_first_pair_at_seats_0_and_2():
    championship, fixture, first, second = first_other()
    match = background_match(fixture.seed, first, second, championship.rules)
    lineup, = match.lineups
    assert lineup.seats == (0, 1, 2, 3) and lineup.players == seated(first, second)
    assert [lineup.player_at(seat) for seat in (0, 2)] == list(first.players)
    assert match.player is None and match.seed == fixture.seed and match.rules == championship.rules


@pytest.mark.slow
def test_a_whole_match_is_played_by_the_loop_and_its_games_read_from_the_model(tmp_path, capsys):
    championship, fixture, first, second = first_other()
    match, result = played_match(fixture.seed, first, second, championship.rules)
    assert match.finished
    result.check(championship.rules)  # the winner took 2 games; each loser under 40
    assert result == result_of(match) == play_match(fixture.seed, first, second, championship.rules)
    state = match.state
    assert result.games_won(Side.FIRST) == state.games_won[0] and result.games_won(Side.SECOND) == state.games_won[1]
    assert (result.games[-1].first, result.games[-1].second) == state.scores
    # kept as a game: the record and the hand review read it
    path = tmp_path / f"{fixture.key}.json"
    path.write_text(json.dumps(to_json(match)), encoding="utf-8")
    assert read_game_file(path).moves == match.moves
    assert main(["record", "--from", str(path)]) == 0
    printed = capsys.readouterr().out
    assert first.players[0].name in printed and second.players[1].name in printed
    assert main(["record", "--from", str(path), "--hand", "1"]) == 0
    assert f"seed {fixture.seed}, hand 1 (game 1;" in capsys.readouterr().out
