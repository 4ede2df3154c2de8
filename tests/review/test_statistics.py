"""The statistics counted from each hand's story agree with the same counts
taken another way, from the states (the lance track, the summary, the bet
standing before each of the player's calls, the game's winner), over many
seeded games; a hand is not counted twice; the file keeps them through a
restart, keeps a damaged file aside with a notice, never writes over one it
could not move, and every field is read strictly."""
import json
import random

import pytest

from game import model
from game.match import DEFAULT_LINEUPS, Lineup
from game.platform.settings import ComputerPlayer
from game.match.stats_store import StatsStore, from_json, to_json
from game.ai import Personality
from game.model import Phase, Result
from game.match.statistics import RECENT, Statistics, counted, hand_key

OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


def random_game(seed, rules):
    rng = random.Random(seed)
    state = model.new_game(rules, seed)
    states = [state]
    while state.phase != Phase.MATCH_OVER:
        legal = model.legal_actions(state)
        # Hordago rarely, so that games last a few hands and every lance is seen
        weights = [0.1 if a.kind == "hordago" else 1.0 for a in legal]
        state = model.step(state, rng.choices(legal, weights)[0])
        states.append(state)
    return states


def expected_from_states(states):
    """The counts, taken from the states rather than the events."""
    out = {"hands": 0, "lances": {}, "tira": [0, 0], "hordagos": [0, 0], "games": [0, 0], "matches": [0, 0],
           "openings": 0, "imidos": 0, "faced": 0, "held": 0, "refused": 0, "recent": []}
    for before, after in zip(states, states[1:]):
        if before.phase == Phase.BETTING and before.to_act in (0, 2):
            kind = after.history[-1].action.kind
            if before.bet_team is None:
                out["openings"] += 1
                out["imidos"] += kind == "imido"
            else:
                assert before.bet_team == 1
                out["faced"] += 1
                out["held"] += kind in ("iduki", "kanta")
                out["refused"] += kind == "tira"
        if after.phase in OVER and before.phase not in OVER:
            out["hands"] += 1
            for result in after.track:
                team = None
                if result.result in (Result.TIRA, Result.KANTA, Result.ONE_TEAM):
                    team = result.team
                elif result.result in (Result.PASO, Result.IDUKI):
                    team = next((line.team for line in after.summary if line.lance == result.lance), None)
                if team is not None:
                    out["lances"].setdefault(str(result.lance), [0, 0])[team] += 1
                if result.result == Result.TIRA:
                    out["tira"][result.team] += result.points
                if result.result == Result.KANTA:
                    out["hordagos"][result.team] += 1
            if after.game_winner is not None:
                out["games"][after.game_winner] += 1
                out["recent"].append(after.game_winner == 0)
            if after.phase == Phase.MATCH_OVER:
                out["matches"][after.winner] += 1
    return out


@pytest.mark.parametrize("seed", range(6))
def test_the_counts_agree_with_the_states(seed):
    rules = model.Rules(games_to_win=1 + seed % 3, target=30 if seed % 2 else 40)
    states = random_game(seed, rules)
    stats = Statistics()
    for before, after in zip(states, states[1:]):
        if after.phase in OVER and before.phase not in OVER:
            stats = counted(stats, after.story, DEFAULT_LINEUPS[0], hand_key(seed, after.hand_number, len(after.history)))
    want = expected_from_states(states)
    assert stats.hands == want["hands"] > 0
    for lance in ("haundia", "tipia", "pariak", "jokua", "pundua"):
        won, lost = want["lances"].get(lance, [0, 0])
        assert (stats.lance(lance).won, stats.lance(lance).lost) == (won, lost), lance
    assert (stats.tira_points.won, stats.tira_points.lost) == tuple(want["tira"])
    assert (stats.hordagos.won, stats.hordagos.lost) == tuple(want["hordagos"])
    assert (stats.games.won, stats.games.lost) == tuple(want["games"])
    assert (stats.matches.won, stats.matches.lost) == tuple(want["matches"]) and stats.matches.played == 1
    for name in ("openings", "imidos", "faced", "held", "refused"):
        assert getattr(stats, name) == want[name], name
    assert list(stats.recent) == want["recent"][-RECENT:]
    (pair,) = stats.opponents
    assert pair.games == stats.games and pair.right.name == "Mikel" and pair.left.name == "Itziar"


def test_each_pair_of_sliders_is_counted_apart_and_a_hand_never_twice():
    states = random_game(3, model.Rules())
    end = states[-1]
    other = Lineup(1, (ComputerPlayer("Maite", Personality(9, 9, 9, 9)), ComputerPlayer("Ane"),
                       ComputerPlayer("Jon", Personality(1, 2, 3, 4))))
    key = hand_key(3, end.hand_number, len(end.history))
    once = counted(Statistics(), end.story, DEFAULT_LINEUPS[0], key)
    assert counted(once, end.story, DEFAULT_LINEUPS[0], key) is once  # the same hand again: not counted
    twice = counted(once, end.story, other, key + "x")
    assert twice.hands == 2 and twice.games.played == 2
    assert [(p.right.name, str(p.left.personality), p.games.played) for p in twice.opponents] == [
        ("Mikel", "5555", 1), ("Maite", "1234", 1)]
    renamed = Lineup(1, (ComputerPlayer("Koldo", Personality(9, 9, 9, 9)), ComputerPlayer("Ane"),
                         ComputerPlayer("Nerea", Personality(1, 2, 3, 4))))
    thrice = counted(twice, end.story, renamed, key + "y")  # the same sliders, new names: one pair
    assert [(p.right.name, p.games.played) for p in thrice.opponents] == [("Mikel", 1), ("Koldo", 2)]


def test_the_file_round_trips_and_is_read_strictly():
    states = random_game(1, model.Rules())
    stats = counted(Statistics(), states[-1].story, DEFAULT_LINEUPS[0], "1:2:3")
    data = json.loads(json.dumps(to_json(stats)))
    assert from_json(data) == (stats, [])
    for field, bad in (("hands", 2.0), ("hands", -1), ("games", {"won": True, "lost": 0}), ("recent", [1]),
                       ("imidos", stats.openings + 1), ("last_hand", "x" * 200)):
        read, problems = from_json({**data, field: bad})
        assert problems and getattr(read, field) == getattr(Statistics(), field)
        assert read.tipia == stats.tipia  # every other field is kept
    assert from_json({"hands": 3}) == (Statistics(), ["the whole file"])  # no format: not ours


def test_the_store_keeps_them_through_a_restart(tmp_path):
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    states = random_game(2, model.Rules())
    for before, after in zip(states, states[1:]):
        if after.phase in OVER and before.phase not in OVER:
            store.count_hand(after, 2, DEFAULT_LINEUPS[0])
    store.flush()
    again = StatsStore(path)
    assert again.stats == store.stats and again.stats.hands > 0 and again.notice is None
    again.reset()
    again.flush()
    assert StatsStore(path).stats == Statistics()


def test_a_damaged_file_is_kept_aside_with_a_notice(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{ not json", encoding="utf-8")
    store = StatsStore(path)
    store.flush()
    aside = list(tmp_path.glob("stats.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{ not json"
    assert store.stats == Statistics() and "damaged" in store.notice and aside[0].name in store.notice
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1  # a good file in its place
    # a file with one bad field keeps the others
    good = to_json(Statistics(hands=7, openings=3, imidos=2))
    path.write_text(json.dumps({**good, "faced": "lots"}), encoding="utf-8")
    store = StatsStore(path)
    assert (store.stats.hands, store.stats.imidos, store.stats.faced) == (7, 2, 0)
    assert len(list(tmp_path.glob("stats.json.bad-*"))) == 2


def test_a_file_that_cannot_be_moved_aside_is_never_written_over(tmp_path, monkeypatch):
    from faults import Disk
    path = tmp_path / "stats.json"
    path.write_text("[1, 2", encoding="utf-8")
    Disk(monkeypatch, tmp_path).read_only = True  # nothing can be renamed there
    store = StatsStore(path)
    store.count_hand(random_game(4, model.Rules())[-1], 4, DEFAULT_LINEUPS[0])
    store.flush()
    assert path.read_text(encoding="utf-8") == "[1, 2" and "nor moved aside" in store.notice


def test_a_failed_save_says_so_and_is_tried_again(tmp_path, monkeypatch):
    from faults import Disk
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    disk = Disk(monkeypatch, tmp_path)
    disk.full = True
    end = random_game(5, model.Rules())[-1]
    store.count_hand(end, 5, DEFAULT_LINEUPS[0])
    store.flush()
    assert "No space left" in store.notice and not path.exists()
    disk.full = False
    store.count_hand(end, 6, DEFAULT_LINEUPS[0])
    store.flush()
    assert store.notice is None and StatsStore(path).stats.hands == 2


def test_a_demo_counts_nothing(tmp_path):
    store = StatsStore(tmp_path / "stats.json", enabled=False)
    store.count_hand(random_game(5, model.Rules())[-1], 5, DEFAULT_LINEUPS[0])
    store.flush()
    assert store.stats == Statistics() and not (tmp_path / "stats.json").exists()


# (calls made in the window before it, seat, seers): the player's señas, the
# partner's and the opponents'
SENAS = ((0, 0, (2,)), (0, 1, (3,)), (1, 0, (1, 2)), (1, 3, (0, 1)), (2, 0, ()), (2, 2, (0, 3)),
         (3, 1, (0,)), (3, 0, (3,)))


def test_the_senas_are_counted_from_the_hand():
    from matches import hand_with_senas
    match = hand_with_senas(SENAS)
    end = match.state
    stats = counted(Statistics(), end.story, DEFAULT_LINEUPS[0], hand_key(7, 1, len(end.history)))
    assert (stats.keinuak_made, stats.keinuak_seen, stats.keinuak_caught) == (4, 2, 2)
    assert (stats.keinuak_theirs, stats.keinuak_spotted) == (3, 2)
    twice = counted(stats, end.story, DEFAULT_LINEUPS[0], "another hand")
    assert (twice.keinuak_made, twice.keinuak_spotted) == (8, 4)
    data = json.loads(json.dumps(to_json(twice)))
    assert from_json(data) == (twice, [])
    read, problems = from_json({**data, "keinuak_seen": 9})  # more seen than made: that field alone is lost
    assert problems and read.keinuak_seen == 0 and read.keinuak_made == 8


def test_a_file_from_before_the_senas_reads_them_as_zero(tmp_path):
    from matches import hand_with_senas
    end = hand_with_senas(SENAS).state
    stats = counted(Statistics(), end.story, DEFAULT_LINEUPS[0], "7:1")
    old = {k: v for k, v in to_json(stats).items() if not k.startswith("keinuak")}
    assert len(old) < len(to_json(stats))
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    store = StatsStore(path)
    assert store.notice is None and not list(tmp_path.glob("stats.json.bad-*"))  # nothing damaged
    kept = store.stats
    assert (kept.keinuak_made, kept.keinuak_seen, kept.keinuak_caught, kept.keinuak_theirs,
            kept.keinuak_spotted) == (0, 0, 0, 0, 0)
    assert (kept.hands, kept.haundia, kept.last_hand) == (1, stats.haundia, "7:1")  # no other count lost
