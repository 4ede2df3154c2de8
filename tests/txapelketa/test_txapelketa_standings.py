"""A group's table from hand-made results: each tie-break in turn (matches
won, game difference, point difference, head to head, the draw), and the
reason the table gives for every two of its pairs; and, over random
results, what every table holds."""
import pytest
from hypothesis import given, settings, strategies as st

from championships import result
from game.txapelketa.results import Game, MatchResult, Side
from game.txapelketa.standings import Reason, order_group

A, B, C, D = 10, 11, 12, 13
GROUP = (A, B, C, D)


def places(table):
    return [row.pair for row in table.rows]


def test_matches_won_come_first():
    played = [(A, B, result("40-0", "40-0")), (A, C, result("0-40", "40-39", "40-39")),
              (A, D, result("40-0", "40-0")), (B, C, result("40-39", "0-40", "40-39")),
              (B, D, result("40-39", "0-40", "40-39")), (C, D, result("40-0", "40-0"))]
    table = order_group(GROUP, played, drawn=(D, C, B, A))
    assert places(table) == [A, B, C, D]
    assert [(r.won, r.lost, r.played) for r in table.rows] == [(3, 0, 3), (2, 1, 3), (1, 2, 3), (0, 3, 3)]
    assert all(reason is Reason.MATCHES for _upper, _lower, reason in table.reasons)
    assert len(table.reasons) == 6
    # C's games are as good as B's and its points far better, and it does not matter
    b, c = table.rows[1], table.rows[2]
    assert c.game_difference == b.game_difference == 0
    assert (c.point_difference, b.point_difference) == (156, -156)


def test_game_difference_before_points_and_head_to_head():
    # A, B and C win two matches each; A beat B, yet B's games put it first
    played = [(A, B, result("40-0", "0-40", "40-0")), (C, D, result("40-0", "40-0")),
              (A, C, result("0-40", "0-40")), (B, D, result("40-0", "40-0")),
              (A, D, result("40-0", "40-0")), (B, C, result("40-39", "40-39"))]
    table = order_group(GROUP, played, drawn=GROUP)
    assert places(table) == [B, C, A, D]
    assert [row.game_difference for row in table.rows] == [3, 2, 1, -6]
    assert table.why(B, C) is Reason.GAMES
    assert table.why(B, A) is Reason.GAMES
    assert table.why(C, A) is Reason.GAMES
    assert table.why(A, D) is Reason.MATCHES


def test_point_difference_when_matches_and_games_are_level():
    # half a group played: A and B won one match 2-0 each, A by more points
    played = [(A, C, result("40-10", "40-10")), (D, B, result("30-40", "30-40"))]
    table = order_group(GROUP, played, drawn=(D, C, B, A))
    assert places(table) == [A, B, D, C]
    assert [row.point_difference for row in table.rows] == [60, 20, -20, -60]
    assert table.why(A, B) is Reason.POINTS
    assert table.why(B, D) is Reason.MATCHES
    assert table.why(D, C) is Reason.POINTS
    assert [row.played for row in table.rows] == [1, 1, 1, 1]


def test_head_to_head_when_matches_games_and_points_are_level():
    # A beat B 2-1; B beat C 2-0: A and B level on 1 win, +1 game, +10 points
    played = [(B, A, result("30-40", "40-30", "30-40")), (B, C, result("40-30", "40-30"))]
    table = order_group(GROUP, played, drawn=(D, C, B, A))
    assert places(table) == [A, B, D, C]
    a, b = table.rows[0], table.rows[1]
    assert (a.won, a.game_difference, a.point_difference) == (b.won, b.game_difference, b.point_difference)
    assert table.why(A, B) is Reason.HEAD_TO_HEAD
    assert table.why(B, D) is Reason.MATCHES
    assert table.why(D, C) is Reason.GAMES


def test_a_circle_of_three_goes_to_the_draw():
    # A beat B, B beat C, C beat A, all alike: only the draw separates them
    played = [(A, B, result("40-20", "40-20")), (B, C, result("40-20", "40-20")),
              (C, A, result("40-20", "40-20"))]
    first = order_group(GROUP, played, drawn=(C, D, A, B))
    assert places(first) == [C, A, B, D]
    second = order_group(GROUP, played, drawn=(B, A, D, C))
    assert places(second) == [B, A, C, D]
    assert first.why(C, A) is Reason.DRAW and first.why(A, B) is Reason.DRAW
    assert first.why(B, D) is Reason.MATCHES


def test_no_match_played_orders_by_the_draw():
    table = order_group(GROUP, [], drawn=(B, D, A, C))
    assert places(table) == [B, D, A, C]
    assert table.why(B, D) is Reason.DRAW
    assert [row.place for row in table.rows] == [1, 2, 3, 4]


def test_a_kanta_counts_the_points_as_they_stood():
    # a game won by a Kanta at 12-30: the winner's points are fewer than the loser's
    played = [(A, B, result("12-30:first", "40-5"))]
    table = order_group(GROUP, played, drawn=GROUP)
    assert places(table)[0] == A
    assert (table.rows[0].points_for, table.rows[0].points_against) == (52, 35)


def test_why_refuses_a_pair_that_is_not_above():
    table = order_group(GROUP, [(A, B, result("40-0", "40-0"))], drawn=GROUP)
    with pytest.raises(ValueError, match="does not stand above"):
        table.why(B, A)
    assert table.place_of(A) == 1 and table.pair_at(1) == A


def test_a_draw_of_other_pairs_is_refused():
    with pytest.raises(ValueError, match="draw"):
        order_group(GROUP, [], drawn=(A, B, C, 99))


_MEETINGS = [(a, b) for i, a in enumerate(GROUP) for b in GROUP[i + 1:]]
_GAME = st.tuples(st.booleans(), st.integers(0, 39), st.booleans())   # first won?, loser's points, by a Kanta?


@st.composite
def group_results(draw):
    """Some of a group's six matches, each won 2-0 or 2-1 by either pair."""
    played = []
    for first, second in _MEETINGS:
        if not draw(st.booleans()):
            continue
        winner = Side.FIRST if draw(st.booleans()) else Side.SECOND
        order = draw(st.sampled_from([[winner, winner], [winner.other, winner, winner],
                                      [winner, winner.other, winner]]))
        games = []
        for side in order:
            _, loser_points, kanta = draw(_GAME)
            winner_points = draw(st.integers(0, 39)) if kanta else 40
            points = (winner_points, loser_points) if side is Side.FIRST else (loser_points, winner_points)
            games.append(Game(*points, side))
        played.append((first, second, MatchResult(tuple(games))))
    return played


@settings(max_examples=80, deadline=None)
@given(group_results(), st.permutations(GROUP))
def test_what_every_group_table_holds(played, drawn):
    table = order_group(GROUP, played, drawn)
    rows = table.rows
    assert [row.place for row in rows] == [1, 2, 3, 4] and sorted(r.pair for r in rows) == sorted(GROUP)
    assert sum(r.played for r in rows) == 2 * len(played) and sum(r.won for r in rows) == len(played)
    assert sum(r.game_difference for r in rows) == 0 and sum(r.point_difference for r in rows) == 0
    record = [(r.won, r.game_difference, r.point_difference) for r in rows]
    assert record == sorted(record, reverse=True)
    for i, upper in enumerate(rows):
        for lower in rows[i + 1:]:
            a, b = (upper.won, upper.game_difference, upper.point_difference), (
                lower.won, lower.game_difference, lower.point_difference)
            why = table.why(upper.pair, lower.pair)
            if a != b:
                assert why is (Reason.MATCHES, Reason.GAMES, Reason.POINTS)[next(k for k in range(3) if a[k] != b[k])]
            else:
                assert why in (Reason.HEAD_TO_HEAD, Reason.DRAW)
                if why is Reason.DRAW:   # level in everything: the draw's order stands
                    assert drawn.index(upper.pair) < drawn.index(lower.pair)
