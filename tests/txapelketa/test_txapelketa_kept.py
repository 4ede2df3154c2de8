"""A championship's kept form, both ways: a round trip through JSON text at
its start, in the middle and at its end; and damaged or edited files
refused with a short reason (game/platform/files.Damaged), the lists longer
than any championship's before a single entry is read."""
import copy
import json

import pytest

from championships import by_level, pair_wins
from game.ai import Personality
from game.ai.levels import Level
from game.platform.files import Damaged
from game.txapelketa.pairs import ComputerPlayer  # the computer player, through its one import in the package
from game.txapelketa.championship import (championship_rules, current_round, new_championship, next_match,
                                          playing_others, record, winner)
from game.txapelketa.kept import FORMAT, read_championship, to_json
from game.txapelketa.pairs import PLAYER_PAIR_NAME
from game.model.rules import Variant

ANE = ComputerPlayer("Ane", Personality(1, 2, 3, 4, Level.IKASLE), "kizkur", watchfulness=8)


def through_text(championship):
    return read_championship(json.loads(json.dumps(to_json(championship), ensure_ascii=False)))


def played_to(rounds: int, seed: int = 17, play=by_level, rules=None):
    championship = new_championship(seed, ANE, rules)
    for _ in range(rounds):
        for championship in playing_others(championship, play):
            pass
        mine = next_match(championship)
        if mine is not None and mine.round == current_round(championship):
            pairs = championship.field.pairs
            championship = record(championship, mine.key, play(mine.seed, pairs[mine.first], pairs[mine.second],
                                                                championship.rules))
    return championship


@pytest.mark.parametrize("rounds", [0, 2, 4, 6])
def test_a_round_trip_keeps_everything(rounds):
    championship = played_to(rounds)
    back = through_text(championship)
    assert back == championship
    assert to_json(back) == to_json(championship)
    assert back.field.pairs[0].players == (ANE,)
    assert current_round(back) == current_round(championship)


def test_a_round_trip_of_three_games_of_thirty_points_the_player_won():
    championship = played_to(6, seed=3, play=pair_wins(PLAYER_PAIR_NAME),
                             rules=championship_rules(Variant.FOUR_KINGS, 30, 3))
    back = through_text(championship)
    assert back == championship and winner(back) == 0 and back.rules.games_to_win == 3


def test_a_round_in_the_middle_is_kept_match_by_match():
    championship = new_championship(8, ANE)
    for championship in playing_others(championship, by_level):
        assert through_text(championship) == championship


def kept(rounds: int = 1) -> dict:
    return copy.deepcopy(_KEPT[rounds])


_KEPT = {n: to_json(played_to(n)) for n in (1, 4)}


def damaged(edit, rounds: int = 1):
    data = kept(rounds)
    edit(data)
    return data


def pair_of_two(data):
    return data["field"]["pairs"][1]


CASES = {
    "not an object": (lambda d: d.clear(), "not a championship of this version"),
    "another format": (lambda d: d.update(format=FORMAT + 1), "not a championship of this version"),
    "a format as text": (lambda d: d.update(format="1"), "not a championship of this version"),
    "no seed": (lambda d: d.pop("seed"), "seed: missing"),
    "a seed out of range": (lambda d: d.update(seed=-3), "seed -3 is out of range"),
    "a seed as a float": (lambda d: d.update(seed=17.0), "seed"),
    "an unknown field": (lambda d: d.update(extra=1), "unknown field extra"),
    "a match of one game": (lambda d: d["rules"].update(games_to_win=1), "won with 2 or 3 games, not 1"),
    "35 points": (lambda d: d["rules"].update(target=35), "target must be 40 or 30"),
    "a pair of three": (lambda d: pair_of_two(d)["players"].append(dict(pair_of_two(d)["players"][0])),
                        "pair 1 of 3 players"),
    "seventeen pairs": (lambda d: d["field"]["pairs"].append(d["field"]["pairs"][1]), "17 pairs"),
    "fifteen pairs": (lambda d: d["field"]["pairs"].pop(), "holds 16 pairs, not 15"),
    "a player's level not the pair's": (lambda d: pair_of_two(d)["players"][0].update(level="ikasle"),
                                        "not at the pair's level"),
    "a bad level": (lambda d: pair_of_two(d).update(level="maisu"), "level must be one of"),
    "a bad style": (lambda d: pair_of_two(d).update(style="wild"), "style"),
    "a face that is no name": (lambda d: pair_of_two(d)["players"][0].update(face="Robot!"),
                               "is not the name of a face"),
    "a name twice": (lambda d: pair_of_two(d)["players"][0].update(name=d["field"]["pairs"][2]["players"][0]["name"]),
                     "plays in two pairs"),
    "a bad name": (lambda d: pair_of_two(d)["players"][0].update(name="<script>"), "bad player name"),
    "a pair in two groups": (lambda d: d["field"]["groups"][0].__setitem__(0, d["field"]["groups"][1][0]),
                             "each pair 0 to 15 once"),
    "a group of five": (lambda d: d["field"]["groups"][0].append(4), "more than 4 groups of 4"),
    "no player's pair": (lambda d: d["field"]["pairs"].insert(0, d["field"]["pairs"].pop(1)),
                         "pair 0 must be the player's"),
    "results not a list": (lambda d: d.update(results={"A1": []}), "results: must be a list"),
    "a result not a match": (lambda d: d["results"].__setitem__(0, ["A1", [[40, 0, "first"]]]),
                             "result 1 .* is not a match and its games"),
    "a game not three values": (lambda d: d["results"][0]["games"][0].pop(), "is not \\[points, points, winner\\]"),
    "a game's winner as a number": (lambda d: d["results"][0]["games"][0].__setitem__(2, 1), "is not \\[points"),
    "points as floats": (lambda d: d["results"][0]["games"][0].__setitem__(0, 40.0), "is not \\[points"),
    "a loser at the target": (lambda d: d["results"][0].update(games=[[40, 40, "first"], [40, 0, "first"]]),
                              "the loser has 40 points"),
    "a match of three won games": (lambda d: d["results"][0].update(games=[[40, 0, "first"]] * 3),
                                   "the winner took 3 games"),
    "a result twice": (lambda d: d["results"].append(d["results"][0]), "recorded already"),
    "a result of a later round": (lambda d: d["results"].__setitem__(0, {**d["results"][0], "match": "A3"}),
                                  "A3 is not a match of round 1"),
    "a result of no match": (lambda d: d["results"][0].update(match="Z1"), "Z1 is not a match of round 1"),
    "too many results": (lambda d: d.update(results=d["results"] * 5), "results: too many \\(40\\)"),
}


@pytest.mark.parametrize("case", CASES)
def test_a_damaged_championship_is_refused_with_its_reason(case):
    edit, why = CASES[case]
    data = damaged(edit)
    with pytest.raises(Damaged, match=why):
        read_championship(json.loads(json.dumps(data)))


def test_a_knockout_result_out_of_its_round_is_refused():
    data = kept(4)
    quarter = next(i for i, r in enumerate(data["results"]) if r["match"].startswith("QF"))
    data["results"].insert(3, data["results"].pop(quarter))   # a quarter-final before the groups' end
    with pytest.raises(Damaged, match="QF. is not a match of round 1"):
        read_championship(data)


def test_a_result_edited_to_another_winner_is_read_as_kept():
    """An edit the rules allow (another winner of a group match) is no
    damage: the championship reads on from it."""
    data = kept()
    games = data["results"][0]["games"]
    data["results"][0]["games"] = [[b, a, "second" if w == "first" else "first"] for a, b, w in games]
    back = read_championship(data)
    assert back.results[0].result.winner is not read_championship(kept()).results[0].result.winner


@pytest.mark.parametrize("data", [None, [], "championship", 17, {"format": 1}])
def test_what_is_not_a_championship_at_all(data):
    with pytest.raises(Damaged):
        read_championship(data)
