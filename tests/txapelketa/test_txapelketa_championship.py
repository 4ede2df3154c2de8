"""A championship moved on by its pure functions: the group schedule, the
bracket's crossing, the rounds in order, what a result must be, the
player's next match and path, out or on, and whole championships played by
fake match players (tests/championships.py) to a winner."""
import random
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from championships import by_level, pair_wins, result, won_by
from game.ai import Personality
from game.ai.levels import Level
from game.model.rules import Rules, Variant
from game.txapelketa.pairs import ComputerPlayer  # the computer player, through its one import in the package
from game.txapelketa import championship as txapelketa
from game.txapelketa.championship import (MATCH_KEYS, Championship, Stage, bracket, championship_rules, current_round,
                                          fixtures, group_table, is_out, new_championship, next_match,
                                          others_to_play, path, pending, playing_others, record, stage_of_round,
                                          winner)
from game.txapelketa.pairs import PLAYER_PAIR, PLAYER_PAIR_NAME
from game.txapelketa.results import Game, MatchResult, Side

ANE = ComputerPlayer("Ane", Personality(level=Level.NORMAL), "txirikorda")


def fresh(seed=11, rules=None):
    return new_championship(seed, ANE, rules)


def play_round(championship, play):
    """Every match of the round being played, the player's too, by `play`."""
    for championship in playing_others(championship, play):
        pass
    mine = next_match(championship)
    if mine is not None and mine.round == current_round(championship):
        pairs = championship.field.pairs
        championship = record(championship, mine.key,
                              play(mine.seed, pairs[mine.first], pairs[mine.second], championship.rules))
    return championship


def play_out(championship, play):
    rounds = 0
    while current_round(championship) is not None:
        championship = play_round(championship, play)
        rounds += 1
        assert rounds <= 6
    return championship


def first_of_group_wins(seed, first, second, rules):
    """Pot order: a pair listed earlier in its group beats a later one (the
    knockout: the first pair wins)."""
    return won_by(Side.FIRST, rules, random.Random(seed))


# -- the schedule -------------------------------------------------------------------

def test_each_pair_meets_the_three_others_of_its_group_once_one_match_a_round():
    championship = fresh()
    groups = [f for f in fixtures(championship) if f.stage is Stage.GROUPS]
    assert len(groups) == 24 and [f.key for f in groups] == sorted((f.key for f in groups),
                                                                    key=lambda k: (int(k[1]) + 1) // 2)
    for index, members in enumerate(championship.field.groups):
        mine = [f for f in groups if f.group == index]
        assert Counter(frozenset(f.pairs) for f in mine) == {frozenset((a, b)): 1 for a in members
                                                             for b in members if a < b}
        for number in (1, 2, 3):
            playing = [p for f in mine if f.round == number for p in f.pairs]
            assert sorted(playing) == sorted(members)
        # the two pairs of pots 1 and 2 meet in the last round
        assert {f.pairs for f in mine if f.round == 3} >= {(members[0], members[1])}
    assert {f.key for f in groups} | {"QF1", "QF2", "QF3", "QF4", "SF1", "SF2", "F"} == set(MATCH_KEYS)


def test_each_match_has_its_own_seed_from_the_championships():
    one, again, other = fresh(11), fresh(11), fresh(12)
    seeds = [f.seed for f in fixtures(one)]
    assert len(set(seeds)) == len(seeds) == 24
    assert seeds == [f.seed for f in fixtures(again)]
    assert not set(seeds) & {f.seed for f in fixtures(other)}


def test_the_stages_by_round():
    assert [stage_of_round(n) for n in range(1, 7)] == [Stage.GROUPS] * 3 + [
        Stage.QUARTER_FINALS, Stage.SEMI_FINALS, Stage.FINAL]
    with pytest.raises(ValueError):
        stage_of_round(7)


# -- the bracket -------------------------------------------------------------------

def test_the_bracket_crosses_winners_with_other_groups_runners_up():
    championship = fresh()
    for _ in range(3):
        championship = play_round(championship, first_of_group_wins)
    groups = championship.field.groups
    for index, members in enumerate(groups):  # pot order is the order of the table here
        assert [row.pair for row in group_table(championship, index).rows] == list(members)
    a, b, c, d = groups
    matches = {m.key: m for m in bracket(championship)}
    assert (matches["QF1"].first, matches["QF1"].second) == (a[0], b[1])
    assert (matches["QF2"].first, matches["QF2"].second) == (c[0], d[1])
    assert (matches["QF3"].first, matches["QF3"].second) == (b[0], a[1])
    assert (matches["QF4"].first, matches["QF4"].second) == (d[0], c[1])
    assert all(matches[k].first is None and matches[k].second is None for k in ("SF1", "SF2", "F"))
    assert current_round(championship) == 4
    assert {f.key for f in pending(championship)} == {"QF1", "QF2", "QF3", "QF4"}
    championship = play_round(championship, first_of_group_wins)  # the first pair of each wins
    matches = {m.key: m for m in bracket(championship)}
    assert (matches["SF1"].first, matches["SF1"].second) == (a[0], c[0])
    assert (matches["SF2"].first, matches["SF2"].second) == (b[0], d[0])
    championship = play_round(play_round(championship, first_of_group_wins), first_of_group_wins)
    assert {m.key: (m.first, m.second) for m in bracket(championship)}["F"] == (a[0], b[0])
    assert winner(championship) == a[0]


def test_two_pairs_of_one_group_can_meet_only_in_the_final():
    sources = {key: sources for key, _stage, sources in txapelketa.KNOCKOUT}

    def groups_under(key):
        found = set()
        for source in sources[key]:
            found |= {source.group} if source.winner_of is None else groups_under(source.winner_of)
        return found

    halves = [[s.group for k in half for s in sources[k]] for half in (("QF1", "QF2"), ("QF3", "QF4"))]
    assert sorted(halves[0]) == sorted(halves[1]) == [0, 1, 2, 3]   # each group's two in different halves
    assert groups_under("F") == {0, 1, 2, 3}
    for key in ("QF1", "QF2", "QF3", "QF4"):
        first, second = sources[key]
        assert (first.place, second.place) == (1, 2) and first.group != second.group


# -- the rounds and the results -----------------------------------------------------------

def test_a_result_must_be_of_the_round_being_played():
    championship = fresh()
    later = next(f for f in fixtures(championship) if f.round == 2)
    with pytest.raises(ValueError, match="is not a match of round 1"):
        record(championship, later.key, result("40-0", "40-0"))
    with pytest.raises(ValueError, match="is not a match of round 1"):
        record(championship, "QF1", result("40-0", "40-0"))
    with pytest.raises(ValueError, match="is not a match of round 1"):
        record(championship, "Z9", result("40-0", "40-0"))
    now = pending(championship)[0]
    once = record(championship, now.key, result("40-0", "40-0"))
    with pytest.raises(ValueError, match="recorded already"):
        record(once, now.key, result("40-0", "40-0"))
    assert championship.results == () and len(once.results) == 1   # a value: never changed


@pytest.mark.parametrize("games, why", [
    (("40-0", "40-0", "40-0"), "the winner took 3 games: a match is won with 2"),
    (("40-0",), "the winner took 1 games"),
    (("40-0", "0-40", "40-0", "40-0"), "the winner took 3"),
    (("40-0", "40-40:first"), "the loser has 40 points"),
    (("40-0", "12-45:first"), "the loser has 45 points"),
])
def test_a_result_the_rules_cannot_end_with_is_refused(games, why):
    championship = fresh()
    with pytest.raises(ValueError, match=why):
        record(championship, pending(championship)[0].key, result(*games))


def test_a_match_of_three_games_and_thirty_points():
    rules = championship_rules(Variant.FOUR_KINGS, target=30, games_to_win=3)
    championship = fresh(rules=rules)
    key = pending(championship)[0].key
    with pytest.raises(ValueError, match="won with 3"):
        record(championship, key, result("40-0", "40-0"))
    three = MatchResult((Game(30, 2, Side.FIRST), Game(5, 30, Side.SECOND), Game(30, 29, Side.FIRST),
                         Game(31, 0, Side.FIRST)))
    assert len(record(championship, key, three).results) == 1
    with pytest.raises(ValueError, match="won with 2 or 3 games, not 1"):
        championship_rules(games_to_win=1)
    with pytest.raises(ValueError, match="target must be 40 or 30"):
        championship_rules(target=35)
    assert championship_rules() == Rules(variant=Variant.EIGHT_KINGS, target=40, games_to_win=2)
    with pytest.raises(ValueError, match="won with 2 or 3 games"):
        Championship(1, Rules(games_to_win=1), championship.field)


@pytest.mark.parametrize("games, why", [
    ((), "1 to 5 games, not 0"),
    ((Game(40, 0, Side.FIRST), Game(0, 40, Side.SECOND)), "shared evenly"),
    ((Game(40, 0, Side.FIRST), Game(40, 0, Side.FIRST), Game(0, 40, Side.SECOND)), "after the match was won"),
])
def test_a_result_refuses(games, why):
    with pytest.raises(ValueError, match=why):
        MatchResult(games)
    with pytest.raises(ValueError, match="points are 0 to"):
        Game(-1, 40, Side.SECOND)
    with pytest.raises(ValueError, match="winner must be"):
        Game(40, 0, "first")


def test_a_result_seen_from_the_other_pair():
    seen = result("40-10", "7-40", "12-30:first").flipped()
    assert seen == result("10-40", "40-7", "30-12:second")
    assert seen.winner is Side.SECOND and seen.points(Side.FIRST) == 80


def test_the_next_round_begins_when_the_round_is_recorded():
    championship = fresh()
    mine = next_match(championship)
    assert mine.round == 1 and PLAYER_PAIR in mine.pairs
    assert len(pending(championship)) == 8 and len(others_to_play(championship)) == 7
    championship = record(championship, mine.key, won_by(mine.side_of(PLAYER_PAIR), championship.rules,
                                                          random.Random(1)))
    nxt = next_match(championship)
    assert nxt.round == 2 and current_round(championship) == 1   # named, not yet playable
    with pytest.raises(ValueError, match="not a match of round 1"):
        record(championship, nxt.key, result("40-0", "40-0"))
    assert PLAYER_PAIR not in {p for f in others_to_play(championship) for p in f.pairs}
    kept = []
    for championship in playing_others(championship, by_level):
        kept.append(len(championship.results))
    assert kept == [2, 3, 4, 5, 6, 7, 8]   # one at a time, to keep each as it comes
    assert current_round(championship) == 2 and next_match(championship) == nxt


# -- whole championships ----------------------------------------------------------

def test_a_whole_championship_the_player_wins():
    championship = play_out(fresh(5), pair_wins(PLAYER_PAIR_NAME))
    assert winner(championship) == PLAYER_PAIR and txapelketa.finished(championship)
    assert len(championship.results) == len(MATCH_KEYS) == 31
    steps = path(championship)
    assert [step.fixture.stage for step in steps] == [Stage.GROUPS] * 3 + [
        Stage.QUARTER_FINALS, Stage.SEMI_FINALS, Stage.FINAL]
    assert all(step.won for step in steps)
    assert all(step.result.winner is Side.FIRST for step in steps)   # seen from the player
    assert next_match(championship) is None and not is_out(championship)
    assert current_round(championship) is None and pending(championship) == ()
    with pytest.raises(ValueError, match="over"):
        record(championship, "F", result("40-0", "40-0"))
    mine = championship.field.group_of(PLAYER_PAIR)
    assert group_table(championship, mine).rows[0].pair == PLAYER_PAIR


def test_a_player_out_in_the_groups_sees_the_championship_played_out():
    def player_loses(seed, first, second, rules):
        if PLAYER_PAIR_NAME in (first.name, second.name):
            return won_by(Side.SECOND if first.name == PLAYER_PAIR_NAME else Side.FIRST, rules, random.Random(seed))
        return by_level(seed, first, second, rules)

    championship = fresh(9)
    for number in (1, 2):
        championship = play_round(championship, player_loses)
        assert not is_out(championship)   # third or fourth only once the group is complete
    championship = play_round(championship, player_loses)
    assert is_out(championship) and next_match(championship) is None
    mine = championship.field.group_of(PLAYER_PAIR)
    assert group_table(championship, mine).place_of(PLAYER_PAIR) == 4
    assert [step.won for step in path(championship)] == [False] * 3
    assert len(others_to_play(championship)) == 4   # the quarter-finals: the computer plays them all
    while current_round(championship) is not None:
        for championship in playing_others(championship, by_level):
            pass
    assert winner(championship) is not None and winner(championship) != PLAYER_PAIR
    assert len(championship.results) == 31


def test_third_of_a_group_is_out_and_second_goes_on():
    championship = fresh(6)
    members = championship.field.groups[championship.field.group_of(PLAYER_PAIR)]
    ranking = [members[1], members[2], PLAYER_PAIR, members[3]]   # who beats whom in the player's group
    ranked = ranked_in_players_group(championship, ranking)
    for _ in range(3):
        championship = play_round(championship, ranked)
    table = group_table(championship, championship.field.group_of(PLAYER_PAIR))
    assert [row.pair for row in table.rows] == ranking
    assert is_out(championship) and not is_out(championship, members[2]) and is_out(championship, members[3])
    assert [step.won for step in path(championship)] == [True, False, False]
    assert next_match(championship) is None


def test_a_player_beaten_in_the_knockout_is_out():
    played = []

    def wins_three_then_loses(seed, first, second, rules):
        if PLAYER_PAIR_NAME in (first.name, second.name):
            mine = Side.FIRST if first.name == PLAYER_PAIR_NAME else Side.SECOND
            played.append(seed)
            return won_by(mine if len(played) <= 3 else mine.other, rules, random.Random(seed))
        return by_level(seed, first, second, rules)

    championship = fresh(4)
    for _ in range(3):
        championship = play_round(championship, wins_three_then_loses)
    assert not is_out(championship) and next_match(championship).stage is Stage.QUARTER_FINALS
    championship = play_round(championship, wins_three_then_loses)
    assert is_out(championship) and next_match(championship) is None
    assert [step.won for step in path(championship)] == [True, True, True, False]
    assert current_round(championship) == 5 and len(others_to_play(championship)) == 2


def test_the_same_seed_and_matches_give_the_same_championship():
    one = play_out(fresh(21), by_level)
    again = play_out(fresh(21), by_level)
    assert one == again and winner(one) == winner(again)


def test_the_stronger_pairs_mostly_go_on():
    """With matches the stronger pair wins more often, the knockout is
    mostly Normal and Txapeldun pairs, as the pots mean it to be."""
    levels = Counter()
    for seed in range(6):
        championship = fresh(seed)
        for _ in range(3):
            championship = play_round(championship, by_level)
        for match in bracket(championship)[:4]:
            levels.update(championship.field.pairs[p].level for p in (match.first, match.second)
                          if p != PLAYER_PAIR)
    assert levels[Level.IKASLE] < levels[Level.TXAPELDUN] / 3


def test_a_championship_is_a_value_checked_on_creation():
    championship = fresh()
    key = pending(championship)[0].key
    played = record(championship, key, result("40-0", "40-0")).results
    with pytest.raises(ValueError, match="recorded already"):
        replace(championship, results=played + played)
    with pytest.raises(ValueError, match="out of range"):
        replace(championship, seed=-1)
    with pytest.raises(ValueError, match="results must be a list"):
        replace(championship, results=[played[0]])


def test_docs_rules_say_the_crossing_the_championship_plays():
    text = (Path(__file__).resolve().parents[2] / "docs" / "RULES.md").read_text(encoding="utf-8")
    section = text[text.index("## Txapelketa"):]
    written = re.search(r"group's runner-up: ((?:[A-D][12]-[A-D][12],?\s*)+)", section).group(1)
    said = [tuple(m.split("-")) for m in re.findall(r"[A-D][12]-[A-D][12]", written)]
    played = [tuple(f"{txapelketa.GROUP_NAMES[s.group]}{s.place}" for s in sources)
              for _key, stage, sources in txapelketa.KNOCKOUT if stage is Stage.QUARTER_FINALS]
    assert said == played
    rounds = re.findall(r"round (\d) is (\d)-(\d) and (\d)-(\d)", section)
    assert [((int(a) - 1, int(b) - 1), (int(c) - 1, int(d) - 1)) for _n, a, b, c, d in rounds] == list(
        txapelketa.GROUP_ROUNDS)


def ranked_in_players_group(championship, ranking):
    """A fake match player: in the player's group, the pair earlier in
    `ranking` wins (the player's pair is 0); elsewhere by level."""
    names = {pair.name: n for n, pair in enumerate(championship.field.pairs)}

    def play(seed, first, second, rules):
        a, b = names[first.name], names[second.name]
        if a in ranking and b in ranking:
            return won_by(Side.FIRST if ranking.index(a) < ranking.index(b) else Side.SECOND, rules,
                          random.Random(seed))
        return by_level(seed, first, second, rules)
    return play


def test_the_players_match_is_recorded_as_the_table_saw_it():
    championship = fresh(13)
    members = championship.field.groups[championship.field.group_of(PLAYER_PAIR)]
    play = ranked_in_players_group(championship, [members[1], PLAYER_PAIR, members[2], members[3]])
    seen = result("40-12", "3-40", "40-39")   # the player's pair won 2-1, as its table saw it
    first = next_match(championship)
    assert first.side_of(PLAYER_PAIR) is Side.FIRST   # pot 1: the first of its group's matches
    after = txapelketa.record_players_match(championship, seen)
    assert after.results[-1] == txapelketa.Played(first.key, seen)
    for _ in range(3):
        championship = play_round(championship, play)
    quarter = next_match(championship)   # second of its group: the second pair of a quarter-final
    assert quarter.stage is Stage.QUARTER_FINALS and quarter.side_of(PLAYER_PAIR) is Side.SECOND
    for championship in playing_others(championship, by_level):
        pass
    after = txapelketa.record_players_match(championship, seen)
    assert after.results[-1] == txapelketa.Played(quarter.key, seen.flipped())
    assert path(after)[3].fixture == quarter and path(after)[3].won is True and path(after)[3].result == seen
    one, partner, other = txapelketa.table_players(championship, quarter)
    assert partner == ANE and (one, other) == championship.field.pairs[quarter.first].players


def test_a_background_match_seats_each_pair_face_to_face():
    championship = fresh()
    pairs = championship.field.pairs
    seats = txapelketa.seated(pairs[3], pairs[9])
    assert (seats[0], seats[2]) == pairs[3].players and (seats[1], seats[3]) == pairs[9].players
    with pytest.raises(ValueError, match="at the table"):
        txapelketa.seated(pairs[PLAYER_PAIR], pairs[9])


def test_no_players_match_to_record_once_out():
    championship = fresh(9)
    members = championship.field.groups[championship.field.group_of(PLAYER_PAIR)]
    play = ranked_in_players_group(championship, [*members[1:], PLAYER_PAIR])
    for _ in range(3):
        championship = play_round(championship, play)
    assert is_out(championship)
    with pytest.raises(ValueError, match="no match to play"):
        txapelketa.record_players_match(championship, result("40-0", "40-0"))


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_what_holds_at_every_step_of_a_championship(seed):
    """At every result: each pair plays at most once a round; the knockout's
    pairs are the two first of each complete group; a pair beaten in the
    knockout plays no more; and the winner won every knockout match it played."""
    championship = fresh(seed)
    steps = 0
    while current_round(championship) is not None:
        for championship in playing_others(championship, by_level):
            steps += 1
            known = fixtures(championship)
            for number in range(1, 7):
                playing = [p for f in known if f.round == number for p in f.pairs]
                assert len(playing) == len(set(playing))
            quarters = [m for m in bracket(championship) if m.stage is Stage.QUARTER_FINALS]
            if all(m.first is not None and m.second is not None for m in quarters):
                tops = {group_table(championship, g).pair_at(place) for g in range(4) for place in (1, 2)}
                assert {p for m in quarters for p in (m.first, m.second)} == tops
            for pair in range(16):
                beaten = [s for s in path(championship, pair) if s.won is False and s.fixture.stage is not Stage.GROUPS]
                if beaten:
                    assert path(championship, pair)[-1] == beaten[0] and is_out(championship, pair)
        mine = next_match(championship)
        if mine is not None and mine.round == current_round(championship):
            championship = txapelketa.record_players_match(championship, won_by(Side.SECOND, championship.rules,
                                                                                random.Random(seed)))
    assert steps >= 24 and len(championship.results) == 31
    champion = winner(championship)
    assert [s.won for s in path(championship, champion) if s.fixture.stage is not Stage.GROUPS] == [True] * 3
