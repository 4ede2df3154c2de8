"""tools/arena.py: a tiny round robin, its pairings, its figures and its refusals."""
import pytest

from tools import arena


def test_a_tiny_round_robin_prints_every_pairing_and_the_share_table(capsys):
    assert arena.main(["--games", "2", "--seed", "5", "--players", "random,simple,caller"]) == 0
    out = capsys.readouterr().out
    assert "seed 5" in out
    rows = [line for line in out.splitlines() if line.startswith("| ") and " | 2 | " in line]
    assert [row.split(" | ")[:2] for row in rows] == [["| random", "simple"], ["| random", "caller"],
                                                       ["| simple", "caller"]]
    assert "| caller | " in out and "mean |" in out


def test_every_pairing_plays_the_same_deals_from_both_sides():
    first, again = arena.play([("simple", "caller"), ("simple", "caller")], 4, 7, 1)
    # the same seeds for every pairing: the same games (all but their times)
    assert [r[:4] for r in first.results] == [r[:4] for r in again.results]
    from tools.tournament import seating
    assert seating("x", "y", 7, 0, True)[0] == seating("x", "y", 7, 1, True)[0]
    assert seating("x", "y", 7, 0, True)[1] == ["x", "y", "x", "y"]
    assert seating("x", "y", 7, 1, True)[1] == ["y", "x", "y", "x"]


def test_the_points_margin_and_its_error_are_counted_by_deal():
    pairing = arena.Pairing("a", "b", [
        (True, 40, 20, 5), (False, 30, 40, 5),     # deal 1: +20 and -10 in 10 hands
        (True, 40, 10, 10), (True, 40, 30, 10),    # deal 2: +30 and +10 in 20 hands
    ])
    margin, se = pairing.margin()
    assert margin == pytest.approx((10 + 40) / 30)
    assert se > 0
    assert pairing.wins == 3 and pairing.share == 0.75


def test_focus_plays_only_the_pairings_of_one_player():
    assert arena.pairings(["a", "b", "c"], "c") == [("c", "a"), ("c", "b")]
    assert arena.pairings(["a", "b", "c"], None) == [("a", "b"), ("a", "c"), ("b", "c")]


@pytest.mark.parametrize("argv, message", [
    (["--games", "3", "--seed", "1"], "even number"),
    (["--games", "2", "--seed", "1", "--players", "random"], "at least two"),
    (["--games", "2", "--seed", "1", "--players", "random,cheater"], "unknown player"),
    (["--games", "2", "--seed", "1", "--players", "random,simple", "--focus", "caller"], "not among"),
])
def test_bad_arguments_are_refused_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit):
        arena.main(argv)
    assert message in capsys.readouterr().err
