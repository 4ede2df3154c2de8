"""The printed record names "You" at the player's seat, whichever it is:
`solo-mus record --from FILE` from the kept game's own seating (its places
said from the player's seat; a match of four computer players says no place,
nobody playing it at this screen), and `solo-mus record --seed N --seat S`
the same seeded game as at seat 0, with "You" at seat S and the places said
from there. At seat 0 the record is as it always was."""
import json
import re

import pytest

from game import model
from game.cli import main
from game.match import DEFAULT_LINEUPS, Lineup, Match, Seating
from game.match.kept import to_json
from matches import seated_hand

PLACES = ("the player", "right opponent", "partner", "left opponent")


def printed(argv, capsys) -> list[str]:
    assert main(["record", *argv]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_kept_game_names_you_at_the_players_seat(tmp_path, capsys, seat):
    match = seated_hand(seat)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(match)))
    lines = printed(["--from", str(path)], capsys)
    names = match.names(1)
    said = {s: "You" if s == seat else names[s] for s in range(4)}
    assert lines[1] == "Seats: " + ", ".join(f"{s} {said[s]} ({PLACES[(s - seat) % 4]})" for s in range(4))
    calls = [line for line in lines if re.match(r"  \d \w+: ", line)]
    assert any(line.startswith(f"  {seat} You: ") for line in calls)
    assert all(line.startswith(f"  {seat} You: ") == (" You: " in line) for line in calls)
    hand = printed(["--from", str(path), "--hand", "1"], capsys)
    assert hand[1] == lines[1]


def test_a_match_of_four_computer_players_says_no_place(tmp_path, capsys):
    players = DEFAULT_LINEUPS[0].players
    demo = Match.begin(model.Rules(), 3, (Lineup(1, players + players[:1], (0, 1, 2, 3)),), Seating.demo())
    while demo.state.phase != model.Phase.HAND_OVER:
        demo = demo.then(model.legal_actions(demo.state)[0])
    path = tmp_path / "A1.json"
    path.write_text(json.dumps(to_json(demo)))
    lines = printed(["--from", str(path)], capsys)
    names = demo.names(1)
    assert lines[1] == "Seats: " + ", ".join(f"{s} {names[s]}" for s in range(4))
    assert "You" not in "\n".join(lines)


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_seeded_game_names_you_at_the_seat_asked(capsys, seat):
    first = printed(["--seed", "5"], capsys)
    lines = printed(["--seed", "5", "--seat", str(seat)], capsys)
    # the game's own names by place from the player: You, then right, partner and left
    by_place = ("You", "Mikel", "Ane", "Itziar")
    names = {s: by_place[(s - seat) % 4] for s in range(4)}
    assert lines[1] == "Seats: " + ", ".join(f"{s} {names[s]} ({PLACES[(s - seat) % 4]})" for s in range(4))
    assert len(lines) == len(first)
    renamed = {f"{s} {by_place[s]}": f"{s} {names[s]}" for s in range(4)}
    pattern = re.compile("|".join(re.escape(old) for old in renamed))
    assert lines[2:] == [pattern.sub(lambda m: renamed[m.group(0)], line) for line in first[2:]]  # the same game
    assert printed(["--seed", "5", "--seat", "0"], capsys) == first


def test_seat_goes_with_a_seed_only(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["record", "--from", str(tmp_path / "game.json"), "--seat", "1"])
    assert stop.value.code == 2
    assert "--seat goes with --seed" in capsys.readouterr().err
