"""The champion (Txapeldun): its solved tables load and hold a strategy for
every turn, every line of betting has its place in the lance game, its calls
are drawn from the strategy with the seat's own stream (the same stream, the
same call), and it plays legally in whole games (slow)."""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from game import model
from game.ai import Personality, decide
from game.ai import champion as C
from game.ai import lance_game as G
from game.ai.levels import Level
from game.ai.table import make_player
from game.match.loop import play_game
from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA, gehiago, imido
from game.model.rules import Variant

CHAMPION = Personality(level=Level.TXAPELDUN)


def _betting_observations(specs, seeds):
    found = []

    def keep(state, seat, obs, action):
        if state.phase == model.Phase.BETTING:
            found.append(obs)

    for seed in seeds:
        players = [make_player(spec) for s, spec in enumerate(specs)]
        play_game(players, seed, check=keep, timed=False)
    return found


# --- the tables -------------------------------------------------------------------

def test_the_tables_load_with_a_strategy_for_every_lance_zone_turn_and_bucket():
    tables = C.strategies()
    assert tables is not None
    assert set(tables.lances) == {"haundia", "tipia", "pariak", "jokua", "pundua"}
    assert list(tables.needs) == sorted(tables.needs) and tables.buckets >= 4
    for lance in tables.lances:
        edges = tables.edges[lance]
        assert len(edges) == tables.buckets - 1 and list(edges) == sorted(edges)
        assert 0.0 <= edges[0] and edges[-1] <= 1.0
    zones = [(i, j) for i in range(len(tables.needs)) for j in range(len(tables.needs))]
    rng = random.Random(2)
    for lance in tables.lances:
        for zone in rng.sample(zones, 6):
            for node in G.TREE:
                for bucket in range(tables.buckets):
                    probs = tables.strategy(lance, zone, node.index, bucket)
                    assert len(probs) == len(node.calls)
                    assert min(probs) >= 0.0 and sum(probs) == pytest.approx(1.0)


def test_the_shipped_tables_are_small_and_read_with_the_standard_library():
    path = Path(C.__file__).with_name("txapeldun_tables.py")
    assert path.stat().st_size <= 5_000_000
    text = path.read_text(encoding="utf-8")
    assert "import numpy" not in text and "python tools/train_txapeldun.py" in text


def test_tables_solved_on_another_lance_game_are_refused():
    from game.ai import txapeldun_tables as data

    class Other:
        pass

    other = Other()
    for name in ("LANCES", "NEEDS", "BUCKETS", "EDGES", "BLOB"):
        setattr(other, name, getattr(data, name))
    other.TREE_CALLS = data.TREE_CALLS[:-1]
    with pytest.raises(ValueError, match="another lance game"):
        C.Tables(other)


# --- the lance game ------------------------------------------------------------

def test_the_lance_game_pays_as_the_rules_say():
    root = G.TREE[G.ROOT]
    assert root.player == G.FIRST and root.calls == G.OPENINGS
    after_bet = G.TREE[root.children[root.calls.index(imido(2))]]
    tira = after_bet.children[after_bet.calls.index(TIRA)]
    assert (tira.kind, tira.paid, tira.to) == ("tira", 1, G.FIRST)          # a first bet refused pays 1
    raised = G.TREE[after_bet.children[after_bet.calls.index(gehiago(5))]]
    assert raised.player == G.FIRST and raised.stake == 7
    refused = raised.children[raised.calls.index(TIRA)]
    assert (refused.paid, refused.to) == (2, G.SECOND)                        # what stood before the raise
    held = raised.children[raised.calls.index(IDUKI)]
    assert (held.kind, held.paid) == ("iduki", 7)
    hordago = G.TREE[raised.children[raised.calls.index(HORDAGO)]]
    assert hordago.calls == G.TO_HORDAGO and hordago.children[hordago.calls.index(TIRA)].paid == 7
    assert hordago.children[hordago.calls.index(KANTA)].kind == "kanta"
    second = G.TREE[root.children[root.calls.index(PASO)]]
    assert second.player == G.SECOND
    assert second.children[second.calls.index(PASO)].kind == "paso"        # a general Paso


def test_every_line_of_betting_met_has_its_place_and_the_right_voice_to_act():
    observations = _betting_observations(["random", "bluffer", "ai:9999", "caller"], range(30, 36))
    assert len(observations) >= 100
    for obs in observations:
        node = G.place(C.lance_calls(obs))
        assert node is not None, [str(a) for a in C.lance_calls(obs)]
        assert node.player == C.role(obs)
        assert node.hordago == obs.hordago and (node.stake > 0 or node.hordago) == (obs.bet_team is not None)


def test_an_amount_is_read_as_the_nearest_weighed_one():
    assert G.weighed(imido(3)) == imido(2) and G.weighed(imido(4)) == imido(5) and G.weighed(imido(10)) == imido(5)
    assert G.weighed(gehiago(2)) == gehiago(2) and G.weighed(gehiago(9)) == gehiago(5)


# --- the calls ------------------------------------------------------------------

@pytest.mark.slow
def test_the_same_stream_gives_the_same_call_and_the_calls_follow_the_blend():
    """A betting call is drawn with the seat's own stream from the blend of
    the solved strategy (the prior) and Normal's worth of each call."""
    from game.ai.betting import bet as normal_bet
    obs = next(o for o in _betting_observations(["ai:5555@txapeldun", "ai:5555"] * 2, [71])
               if o.bet_team is None and not o.passed and len(o.legal) > 1)
    first = decide(obs, CHAMPION, random.Random(5))
    assert decide(obs, CHAMPION, random.Random(5)) == first
    tables = C.strategies()
    node = G.place(C.lance_calls(obs))
    before = C._belief(obs, CHAMPION, False)
    bucket = C.bucket_of(C.team_chance(before, obs), tables.edges[obs.lance])
    need_us, need_them = C.needs(obs, C._belief(obs, CHAMPION, True))
    zone = ((C.nearest(need_us, tables.needs), C.nearest(need_them, tables.needs)) if C.role(obs) == G.FIRST
            else (C.nearest(need_them, tables.needs), C.nearest(need_us, tables.needs)))
    probs = tables.strategy(obs.lance, zone, node.index, bucket)
    weighing = {}
    normal_bet(obs, CHAMPION, random.Random(0), weighing)
    options = [(v, a) for v, a in weighing["options"] if a in obs.legal]
    chances = C.blend(options, weighing["point"], node, probs)
    assert sum(chances) == pytest.approx(1.0) and len(chances) == len(options)
    drawn = Counter(decide(obs, CHAMPION, random.Random(n)).action for n in range(400))
    assert set(drawn) <= {a for _, a in options}
    for (_, call), p in zip(options, chances):
        assert drawn[call] / 400 == pytest.approx(p, abs=0.08), (call, p, drawn)


def test_the_blend_follows_the_prior_when_the_worths_are_equal_and_the_worth_when_it_is_cold():
    node = G.TREE[G.ROOT]
    probs = (0.7, 0.2, 0.1, 0.0)              # Paso, Imido 2, Imido 5, Hordago
    options = [(0.5, PASO), (0.5, imido(2)), (0.5, imido(5)), (0.5, HORDAGO)]
    even = C.blend(options, 0.01, node, probs, (0.25, 0.0))
    assert even == pytest.approx(list(probs))
    shared = C.blend(options, 0.01, node, probs, (0.25, 0.4))
    assert shared == pytest.approx([0.6 * p + 0.1 for p in probs])
    options = [(0.50, PASO), (0.56, imido(2)), (0.5, imido(5)), (0.5, HORDAGO)]   # Imido 2: 6 points better
    cold = C.blend(options, 0.01, node, probs, (0.25, 0.3))
    assert cold[1] > 0.99
    split = C.blend([(0.5, imido(3)), (0.5, imido(2))], 0.01, node, probs, (0.25, 0.0))
    assert split == pytest.approx([0.5, 0.5])   # one node call, two amounts: its chance shared


def test_a_seeded_game_with_the_champion_replays_exactly():
    def game():
        players = [make_player(spec) for s, spec in enumerate(["ai:5555@txapeldun", "bluffer"] * 2)]
        return play_game(players, seed=61, timed=False)

    first, second = game(), game()
    assert (first.winner, first.scores, first.moves) == (second.winner, second.scores, second.moves)


@pytest.mark.slow
@pytest.mark.parametrize("opponent", ["ai:5555", "ai:9999", "ai:1111", "simple", "random", "bluffer", "caller",
                                      "ai:5555@ikasle"])
def test_the_champion_plays_legally_in_whole_games(opponent):
    def check(state, seat, obs, action):
        assert action in model.legal_actions(state), (opponent, str(action))

    for number, rules in enumerate((model.Rules(), model.Rules(variant=Variant.FOUR_KINGS, target=30), model.Rules())):
        for seat_of_champion in (0, 1):
            specs = ["ai:5555@txapeldun", opponent] * 2 if seat_of_champion == 0 else [opponent, "ai:5555@txapeldun"] * 2
            players = [make_player(spec) for s, spec in enumerate(specs)]
            result = play_game(players, seed=7000 + number * 2 + seat_of_champion, rules=rules, check=check,
                               timed=False)
            assert result.winner in (0, 1)


@pytest.mark.slow
def test_the_training_gives_the_same_tables_from_the_same_seed(tmp_path):
    """tools/train_txapeldun.py from a fixed seed, twice on a small scale
    (each run its own cache of hands): the same file but for the time in its
    header, and the champion reads it."""
    import importlib.util

    from tools import train_txapeldun

    texts = []
    for run in (1, 2):
        out = tmp_path / f"tables{run}.py"
        assert train_txapeldun.main(["--hands", "100", "--seed", "5", "--buckets", "3", "--iterations", "4",
                                     "--work", str(tmp_path / f"work{run}"), "--out", str(out)]) == 0
        texts.append([line for line in out.read_text(encoding="utf-8").splitlines()
                      if "on the machine that made it" not in line])
    assert texts[0] == texts[1]
    spec = importlib.util.spec_from_file_location("small_tables", tmp_path / "tables1.py")
    data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(data)
    tables = C.Tables(data)
    assert tables.buckets == 3 and tables.mus_fit is None
    assert sum(tables.strategy("haundia", (3, 3), 0, 2)) == pytest.approx(1.0)


# --- the hold, by the bets the other team has shown ---------------------------------

def test_the_shown_bets_are_the_other_teams_openings_whose_hands_were_turned_up():
    """At each of seat 0's turns, `shown_bets` counts the other team's
    opening bets of the hands already shown, and which of them were made
    with a weak hand, as the whole state knew them when they were made."""
    from game.ai.opponents import WEAK_SHARE, shown_bets
    from game.ai.tables import contender_share
    made: list[tuple[int, bool]] = []     # (hand number, weak) of each opening bet of team 1
    checked = []

    def watch(state, seat, obs, action):
        if state.phase != model.Phase.BETTING:
            return
        if seat & 1 == 1 and state.bet_team is None and not state.hordago and action.kind in model.BETS:
            ranks = tuple(sorted(c.rank for c in state.hands[seat]))
            made.append((state.hand_number, contender_share(ranks, state.lance, state.rules.variant) < WEAK_SHARE))
        if seat == 0:
            before = [weak for number, weak in made if number < obs.hand_number]
            checked.append((shown_bets(obs), (sum(before), len(before))))

    for seed in (11, 12):
        made.clear()
        play_game([make_player(spec) for spec in ("ai:5555@txapeldun", "bluffer") * 2], seed, check=watch,
                  timed=False)
    assert checked and all(got == expected for got, expected in checked)
    assert max(expected[1] for _, expected in checked) >= 3      # bets were shown and counted
    assert max(expected[0] for _, expected in checked) >= 1      # weak ones among them


def test_the_hold_kept_follows_the_weak_bets_shown(monkeypatch):
    """Before any bet is shown the champion keeps its whole extra hold; a
    team whose shown bets are all strong takes it away (and more: the
    champion then folds more than Normal), one that shows weak bets keeps it."""
    monkeypatch.setattr(C, "shown_bets", lambda obs: (0, 0))
    assert C.hold_kept(None) == pytest.approx(1.0)
    monkeypatch.setattr(C, "shown_bets", lambda obs: (0, 6))
    strong = C.hold_kept(None)
    monkeypatch.setattr(C, "shown_bets", lambda obs: (0, 60))
    all_strong = C.hold_kept(None)
    monkeypatch.setattr(C, "shown_bets", lambda obs: (6, 12))
    weak = C.hold_kept(None)
    low, high = C.HOLD_RANGE
    assert low <= all_strong < 0.0 < strong < 0.25 and 1.0 <= weak <= high
