"""game/ai/field_model.py: the situations and classes a call is counted by,
the model's chances and drawn calls, the posterior over kinds of player, the
worlds drawn with it (no hidden card read), and the shipped counts."""
import random
from pathlib import Path

import pytest

from game import model
from game.ai import field_model as F
from game.ai.field_model import CLASSES, class_of, situations
from game.ai.opponents import FACE1, FACE3, FACEH, OPEN1, OPEN2
from game.ai.table import make_player
from game.model.actions import HORDAGO, IDUKI, TIRA, gehiago
from game.model.names import Kind

P, I, G, H, D, T, K = Kind.PASO, Kind.IMIDO, Kind.GEHIAGO, Kind.HORDAGO, Kind.IDUKI, Kind.TIRA, Kind.KANTA
BREAK = (None, None, 0)
SPECS = {"random": "random", "simple": "simple", "normal-5555": "ai:5555"}


def test_each_call_is_counted_by_its_situation_and_what_was_said_before():
    # (a round in which both teams passed starts the openings again: opponents.turns)
    moves = [(0, P, 0), (1, P, 0), (2, I, 2), (3, G, 3), (0, T, 0), BREAK,
             (0, I, 5), (1, H, 0), (2, K, 0), BREAK, (1, P, 0)]
    assert situations(moves) == [(OPEN1, 0), (OPEN2, 1), (OPEN1, 2), (FACE1, 0), (FACE3, 1),
                                 (OPEN1, 0), (FACE1, 1), (FACEH, 0), (OPEN1, 0)]
    assert situations([(0, P, 0), (1, I, 2), (2, G, 3), (3, D, 0)])[2:] == [("face2", 0), (FACE3, 1)]


def test_a_bet_or_raise_of_more_than_two_is_a_class_of_its_own():
    assert [class_of(I, 2), class_of(I, 5), class_of(G, 2), class_of(G, 3), class_of(P, 0), class_of(K, 0)] == \
        ["bet", "bet+", "raise", "raise+", "paso", "kanta"]
    assert set(CLASSES) == {class_of(k, a) for k, a in ((P, 0), (I, 2), (I, 3), (G, 2), (G, 4), (H, 0), (D, 0),
                                                        (T, 0), (K, 0))}


def test_the_shipped_counts_hold_every_kind_of_the_field_and_say_how_they_were_made():
    m = F.field_model()
    assert m is not None and len(m.types) == 11 and F.CHAMPION_KIND in m.types
    assert {"random", "simple", "normal-5555", "bluffer", "caller", "ikasle"} <= set(m.types)
    text = Path(F.__file__).with_name("field_tables.py").read_text()
    assert "python tools/seat_model.py record" in text and "import numpy" not in text
    assert Path(F.__file__).with_name("field_tables.py").stat().st_size < 5_000_000


def test_the_chances_sum_to_one_and_lean_to_what_a_kind_was_seen_to_call():
    m = F.field_model()
    keys = list(m.counts["simple"])[:60] + ["0|open1|0|9", "4|faceH|0|0", "9|nowhere|0|0"]
    for key in keys:
        for kind in m.types + ("", "a kind not counted"):
            assert sum(m.chances(kind, key)) == pytest.approx(1.0)
    key, row = max(m.counts["simple"].items(), key=lambda kv: sum(kv[1]))
    seen = max(range(len(CLASSES)), key=lambda i: row[i])
    assert m.chances("simple", key)[seen] > 0.5
    # a strong hand bets more often than a weak one, for a sound player
    bets = [sum(m.chances("simple", f"0|open1|0|{b}")[i] for i in (1, 2, 5)) for b in (1, 9)]
    assert bets[1] > bets[0] + 0.3


def test_a_drawn_call_is_legal_and_of_a_kinds_usual_size():
    m = F.field_model()
    legal = (TIRA, IDUKI) + tuple(gehiago(n) for n in range(2, 11)) + (HORDAGO,)
    rng = random.Random(3)
    drawn = {m.call("random", f"0|{FACE1}|0|{b}", list(legal), rng) for b in range(10) for _ in range(20)}
    assert drawn <= set(legal) and len(drawn) >= 3
    assert m.action_for("random", "raise", legal) == gehiago(2)
    assert m.action_for("random", "raise+", legal).amount > 2
    assert m.action_for("random", "kanta", legal) is None


def _game(kind, seed: int):
    """A whole game of `kind` (seats 1 and 3: a kind of `SPECS`, or a
    player) against Txapeldun, and its states."""
    other = make_player(SPECS[kind]) if isinstance(kind, str) else kind
    players = [make_player("ai:5555@txapeldun"), other] * 2
    state = model.new_game(model.Rules(), seed)
    rng = random.Random(seed)
    states = []
    while state.phase != model.Phase.MATCH_OVER:
        states.append(state)
        state = model.step(state, players[state.to_act](model.observe(state, state.to_act), rng))
    return state, states


@pytest.mark.parametrize("kind", ["random", "simple"])
def test_the_posterior_reads_a_team_as_the_kind_it_is_by_the_games_end(kind):
    m = F.field_model()
    end, _ = _game(kind, 41)
    post = m.posterior(end.match_story, 1, end.rules.variant)
    assert sum(post.values()) == pytest.approx(1.0)
    assert max(post, key=post.get) == kind, post
    # before any call, every kind is as likely as another
    first = m.posterior((), 1, end.rules.variant)
    assert max(first.values()) == pytest.approx(min(first.values()))


def test_the_worlds_read_no_hidden_card_and_fit_what_the_seat_sees():
    from tests.ai.test_ai import _with_other_cards
    m = F.field_model()
    _, states = _game("normal-5555", 8)
    betting = [s for s in states if s.phase == model.Phase.BETTING and s.to_act % 2 == 0][::5]
    assert len(betting) >= 4
    for state in betting:
        seat = state.to_act
        obs = model.observe(state, seat)
        other = model.observe(_with_other_cards(state, seat, random.Random(2)), seat)
        drawn = F.worlds(m, obs, 6, random.Random(5))
        assert drawn == F.worlds(m, other, 6, random.Random(5))
        for hands, kind in drawn:
            assert kind in m.types and hands[seat] == tuple(obs.hand)
            assert len({c for h in hands for c in h}) == 16


def _contrary(obs, rng):
    """A player outside the field: at a betting turn it bets, holds and says
    Kanta with its weakest hands, Paso and Tira with its best; elsewhere the
    first legal call."""
    from game.ai.tables import STANDING_INDEX, contender_shares
    from game.model.actions import KANTA, PASO, imido
    if obs.phase != model.Phase.BETTING or len(obs.legal) == 1:
        return obs.legal[0]
    share = contender_shares(tuple(sorted(c.rank for c in obs.hand)), obs.rules.variant)[STANDING_INDEX[obs.lance]]
    weak = share < 0.35
    for call in ((imido(2), KANTA, IDUKI) if weak else (PASO, TIRA)):
        if call in obs.legal:
            return call
    return obs.legal[0]


@pytest.mark.parametrize("seed", [41, 42])
def test_the_fit_tells_a_team_of_the_field_from_one_whose_calls_it_does_not_explain(seed):
    """The kinds read explain a sound player of the field (a fit near 0 or
    above) and not a team that bets its weakest hands and folds its best
    (far below); before any hand is turned up the fit is 0."""
    from game.ai.champion import FIT_FLOOR
    m = F.field_model()
    for other, fits in (("simple", True), (_contrary, False)):
        end, _ = _game(other, seed)
        kinds = m.posterior(end.match_story, 1, end.rules.variant)
        fit = m.fit(end.match_story, 1, kinds, end.rules.variant)
        assert (fit >= FIT_FLOOR) == fits, fit
        if not fits:
            assert fit < 2 * FIT_FLOOR
    assert m.fit((), 1, {"simple": 1.0}, model.Rules().variant) == 0.0
