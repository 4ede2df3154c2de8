"""The levels of the computer players (game/ai/levels.py): read strictly,
named in a table spec, and each playing as it says: Ikasle by its own hand
alone, with a beginner's mistakes; Txapeldun on more sampled deals; Normal
as always (its golden decisions: tests/ai/test_golden_decisions.py)."""
import dataclasses
import functools
import random

import pytest

from game import model
from game.ai import Personality, decide
from game.ai import beliefs
from game.ai import tuning as T
from game.ai.ikasle import plain_call, plain_share
from game.ai.levels import LEVELS, Level, parse
from game.ai.table import make_player
from game.model.names import Phase
from game.model.observation import observe
from game.ai.tables import worth_share_table

IKASLE = Personality(level=Level.IKASLE)
NORMAL = Personality()


def test_a_level_is_read_strictly_and_a_bad_one_is_refused_by_name():
    assert [parse(level.value) for level in LEVELS] == [Level.IKASLE, Level.NORMAL, Level.TXAPELDUN]
    for bad in ("Ikasle", "expert", "", 3, None):
        with pytest.raises(ValueError, match="level must be one of ikasle, normal, txapeldun"):
            parse(bad)
    with pytest.raises(ValueError, match="level"):
        Personality(level="ikasle")   # a Level, not its text
    assert Personality() .level is Level.NORMAL and str(Personality(7, 7, 7, 7, Level.IKASLE)) == "7777"


def test_a_table_spec_names_the_level_beside_the_sliders_and_the_senas():
    assert make_player("ai:5555@ikasle").personality == IKASLE
    assert make_player("ai:9155@txapeldun").personality == Personality(9, 1, 5, 5, Level.TXAPELDUN)
    assert make_player("ai:5555").personality.level is Level.NORMAL
    assert make_player("ai@normal").personality == NORMAL
    both = make_player("ai:5555@txapeldun+k3")
    assert both.personality.level is Level.TXAPELDUN and both.keinuak.watchfulness == 3
    learner = make_player("ai:5555+k9@ikasle")   # either order; an Ikasle watches rarely
    assert learner.personality.level is Level.IKASLE and learner.keinuak.watchfulness == T.IKASLE_WATCHFULNESS
    with pytest.raises(ValueError, match="unknown level '@champion'"):
        make_player("ai:5555@champion")
    with pytest.raises(ValueError, match="only a computer player"):
        make_player("simple@ikasle")


@functools.lru_cache(maxsize=None)
def _observations(phase, games=40, seed=300):
    """Observations of the seat to act at `phase`, from seeded games of
    normal players (the states they reach; made once for every test)."""
    out = []
    for number in range(games):
        state = model.new_game(model.Rules(), seed + number)
        rng = random.Random(number)
        while state.phase != Phase.MATCH_OVER and len(out) < 40 * (number + 1):
            obs = observe(state, state.to_act)
            if state.phase == phase and len(obs.legal) > 1:
                out.append(obs)
            state = model.step(state, decide(obs, NORMAL, rng).action)
            if state.hand_number > 3:
                break
    return tuple(out)


@pytest.mark.slow
def test_ikasle_bets_by_its_own_hand_only_blind_to_the_score_the_calls_and_the_senas():
    """Its call is the same whatever the score, whatever was said and seen
    this hand (the story emptied), but for its own team's raise in the lance
    (after which it raises no more); the normal player's is not."""
    from game.ai.betting import team_raises
    bets = _observations(Phase.BETTING)
    assert len(bets) > 100
    score_matters = 0
    for obs in bets:
        blind = dataclasses.replace(obs, scores=(35, 38), story=(), match_story=())
        if team_raises(obs) < T.IKASLE_RAISES:
            assert plain_call(blind, IKASLE) == plain_call(obs, IKASLE)
        else:
            call, share = plain_call(obs, IKASLE)
            assert call.kind is not model.Kind.GEHIAGO and share == plain_call(blind, IKASLE)[1]
        rng = random.Random(1)
        late = dataclasses.replace(obs, scores=(35, 38))
        score_matters += decide(late, NORMAL, rng).action != decide(obs, NORMAL, random.Random(1)).action
    assert score_matters > 5   # the normal player reads the score (that is what Ikasle misses)


def test_ikasle_folds_to_bets_the_normal_player_holds_easily_bluffed():
    """Facing a bet, the learner says Tira with every hand under its hold
    threshold; among those the normal player holds some (Iduki or more)."""
    faced = [obs for obs in _observations(Phase.BETTING) if obs.bet_team is not None and not obs.hordago]
    bluffed = 0
    for obs in faced:
        call, share = plain_call(obs, IKASLE)
        assert share == plain_share(obs)
        if share < T.IKASLE_HOLD:
            assert call.kind == model.Kind.TIRA
            bluffed += decide(obs, NORMAL, random.Random(2)).action.kind != model.Kind.TIRA
    assert bluffed > 0


@pytest.mark.slow
def test_ikasle_says_mus_too_much():
    """It keeps its cards (Mintza) only with a hand better than
    IKASLE_MINTZA of all hands: it says Mintza less than the normal player,
    and each time they differ it is a hand under that share."""
    musing = _observations(Phase.MUS, games=60)
    table = worth_share_table(model.Variant.EIGHT_KINGS)
    normal_mintza = ikasle_mintza = 0
    for obs in musing:
        normal = decide(obs, NORMAL).action.kind == model.Kind.MINTZA
        ikasle = decide(obs, IKASLE).action.kind == model.Kind.MINTZA
        normal_mintza += normal
        ikasle_mintza += ikasle
        share = table[tuple(sorted(c.rank for c in obs.hand))]
        assert ikasle == (share >= T.IKASLE_MINTZA)
        if normal and not ikasle:
            assert share < T.IKASLE_MINTZA
    assert ikasle_mintza < normal_mintza


def test_ikasle_keeps_poorly_throwing_its_31():
    """Kings and pairs only: a hand of 31 without them goes whole, where the
    normal player keeps its 31."""
    from deals import play, stacked
    state = stacked({0: "11o 10c 7e 4b", 1: "12o 12c 1e 1b", 2: "5o 5c 6e 6b", 3: "4o 4c 7b 7c"})
    state = play(state, "mus", "mus", "mus", "mus")
    assert state.phase == Phase.DISCARD
    obs = observe(state, 0)
    ikasle = decide(obs, IKASLE).action
    normal = decide(obs, NORMAL).action
    assert len(ikasle.cards) == 4
    assert len(normal.cards) < 4


def test_txapeldun_samples_more_deals_than_normal(monkeypatch):
    """Behind a bet, Txapeldun draws TXAPELDUN_DEALS deals a batch, Normal DEALS."""
    drawn = []
    sample = beliefs._sample

    def counting(obs, seed, wild=0.0, statements=(), count=0):
        deals = sample(obs, seed, wild, statements, count)
        drawn.append(len(deals))
        return deals

    monkeypatch.setattr(beliefs, "_sample", counting)
    monkeypatch.setattr(beliefs, "DEALS", beliefs.DealCache())
    obs = _observations(Phase.BETTING, games=1)[0]
    decide(obs, NORMAL, random.Random(0))
    assert drawn and set(drawn) == {T.DEALS}
    drawn.clear()
    decision = decide(obs, Personality(level=Level.TXAPELDUN), random.Random(0))
    assert drawn and set(drawn) == {T.TXAPELDUN_DEALS} and T.TXAPELDUN_DEALS > T.DEALS
    assert decision.action in obs.legal and 0.0 <= decision.estimate <= 1.0


def test_an_ikasle_seat_watches_faces_rarely():
    assert Level.IKASLE.watchfulness(9) == T.IKASLE_WATCHFULNESS < 9
    assert Level.NORMAL.watchfulness(9) == 9 and Level.TXAPELDUN.watchfulness(7) == 7


@pytest.mark.slow
def test_txapeldun_holds_bets_that_normal_refuses(monkeypatch):
    """Tira costs Txapeldun more (`Level.hold_boldness`): facing bets, its
    call before the search holds some that the normal player refuses, and
    refuses fewer. (The search on top, game/ai/search.py, may turn a hold
    into Tira where its model of the other team says the bet is strong.)"""
    from game.ai import champion as champion_module
    monkeypatch.setattr(champion_module, "SEARCH", False)
    champion = Personality(level=Level.TXAPELDUN)
    assert champion.hold_tilt("haundia") > NORMAL.hold_tilt("haundia")
    assert champion.bet_tilt("haundia") == NORMAL.bet_tilt("haundia")
    faced = [obs for obs in _observations(Phase.BETTING) if obs.bet_team is not None]
    normal_tiras = sum(decide(obs, NORMAL, random.Random(3)).action.kind == model.Kind.TIRA for obs in faced)
    champion_tiras = sum(decide(obs, champion, random.Random(3)).action.kind == model.Kind.TIRA for obs in faced)
    assert champion_tiras < normal_tiras


def test_a_seats_own_profile_is_read_from_its_calls_alone():
    """`read_profile(obs, seat)` reads one seat's calls this match (the
    partner's, for Txapeldun): its openings' bet rate is that seat's own,
    shrunk towards a sound team's as the other team's is."""
    from game.ai.opponents import OPEN1, OPEN2, match_betting, read_profile, turns
    from game.model.names import BETS
    late = [obs for obs in _observations(Phase.BETTING) if obs.hand_number >= 3]
    assert late
    for obs in late[:10]:
        partner = (obs.seat + 2) % 4
        moves, _ = match_betting(obs.match_story)
        opens = [t for t in turns(moves) if t[0] == partner and t[1] in (OPEN1, OPEN2)]
        bets = sum(t[2] in BETS for t in opens)
        k = T.WILD_PRIOR_WEIGHT
        assert read_profile(obs, partner).bet_rate == pytest.approx((bets + k * T.SOUND_BET_RATE) / (len(opens) + k))
        theirs = [t for t in turns(moves) if t[0] & 1 != obs.team and t[1] in (OPEN1, OPEN2)]
        assert read_profile(obs).bet_rate == pytest.approx(
            (sum(t[2] in BETS for t in theirs) + k * T.SOUND_BET_RATE) / (len(theirs) + k))


@pytest.mark.slow
def test_txapeldun_reads_its_partner_by_the_partners_own_play(monkeypatch):
    """Txapeldun weighs its deals by its partner's calls read through the
    partner's own `Profile` (`Level.reads_partner`), not a typical
    partner's: where the partner has spoken in the hand, its chances move;
    where it has not, they are the same."""
    from game.ai.beliefs import hand_turns
    champion = Personality(level=Level.TXAPELDUN)
    spoke = silent = 0
    moved = 0
    for obs in _observations(Phase.BETTING):
        partner = (obs.seat + 2) % 4
        said = any(turn[0] == partner for turn in hand_turns(obs))
        if not said and silent >= 8:
            continue
        reading = decide(obs, champion, random.Random(1)).estimate
        monkeypatch.setattr(Level, "reads_partner", property(lambda self: False))
        typical = decide(obs, champion, random.Random(1)).estimate
        monkeypatch.undo()
        if said:
            spoke += 1
            moved += abs(reading - typical) > 1e-9
        else:
            silent += 1
            assert reading == pytest.approx(typical)
    assert Level.TXAPELDUN.reads_partner and not Level.NORMAL.reads_partner and not Level.IKASLE.reads_partner
    assert spoke >= 10 and moved >= spoke // 2, (spoke, moved)


def test_txapeldun_counts_on_a_larger_edge_in_its_chance_of_the_game():
    """Its chance of winning the game from a score counts on gaining
    `tuning.TXAPELDUN_EDGE` points a hand on a sound team (Normal:
    `tuning.EDGE`): higher from the same score, and its betting weighs
    points by it."""
    from game.ai.score import game_chance
    assert Level.TXAPELDUN.edge == T.TXAPELDUN_EDGE > T.EDGE == Level.NORMAL.edge == Level.IKASLE.edge
    for us, them in ((0, 0), (20, 25), (35, 30)):
        assert game_chance(us, them, 40, edge=Level.TXAPELDUN.edge) > game_chance(us, them, 40)


def test_the_partner_in_the_players_place_plays_at_least_normal():
    """An Ikasle partner's own calls are an Ikasle's, but what it would do in
    the player's place (the coach, the review's alternative) is a Normal
    player's: a learner is never taught a learner's mistakes."""
    from game.match import DEFAULT_SEATING
    from game.match.decisions import decide_move, decision_stream
    personalities = {seat: IKASLE for seat in (1, 2, 3)}
    differed = 0
    for number in range(60):
        state = model.new_game(model.Rules(), 500 + number)
        while state.to_act != 0 and state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            state = model.step(state, model.legal_actions(state)[0])
        if state.to_act != 0 or len(model.legal_actions(state)) < 2:
            continue
        stream = lambda: decision_stream(7, 0, state)   # noqa: E731 (the same stream for each)
        normal = decide(observe(state, 0), NORMAL, stream()).action
        ikasle = decide(observe(state, 0), IKASLE, stream()).action
        coached = decide_move(state, 7, personalities, DEFAULT_SEATING)
        assert coached.action == normal
        differed += normal != ikasle
    assert differed >= 3  # where the two levels part, the Normal call is the one given
