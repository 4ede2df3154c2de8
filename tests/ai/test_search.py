"""game/ai/search.py: which candidate the search keeps, its calls (legal,
reading no hidden card), and the champion's calls with and without it."""
import random

import pytest

from game import model
from game.ai import champion, search
from game.ai.field_model import CHAMPION_KIND, field_model
from game.ai.levels import Level
from game.model.actions import IDUKI, PASO, TIRA, imido
from game.model.names import Kind


def test_another_call_is_kept_only_when_it_is_surely_worth_more():
    own = [0.5, 0.4, 0.6, 0.5] * 10
    assert search.pick([own, own]) == 0                              # the same worth: the level's own
    assert search.pick([own, [v + 0.001 for v in own]]) == 1        # always a little more: sure
    noisy = [v + (0.3 if i % 2 else -0.29) for i, v in enumerate(own)]
    assert search.pick([own, noisy]) == 0                            # more on average, not surely
    worse, better = [v - 0.1 for v in own], [v + 0.2 for v in own]
    assert search.pick([own, worse, [v + 0.05 for v in own], better]) == 3


def test_the_candidates_are_the_levels_own_call_first_then_the_others_it_may_say():
    class Obs:
        legal = (PASO, imido(2), imido(5), imido(7))
    assert search.candidates_for(Obs, imido(7)) == [imido(7), PASO, imido(2), imido(5)]
    assert search.candidates_for(Obs, PASO) == [PASO, imido(2), imido(5)]
    assert IDUKI not in search.candidates_for(Obs, PASO) and TIRA not in search.candidates_for(Obs, PASO)


def _betting_states(seed: int, other: str = "ai:5555"):
    """The betting decisions with a choice of a game of the champion (seats 0
    and 2) against `other` (a player's spec, or a player)."""
    from game.ai.table import make_player
    players = [make_player(s) if isinstance(s, str) else s for s in ("ai:5555@txapeldun", other) * 2]
    state = model.new_game(model.Rules(), seed)
    rng = random.Random(seed)
    out = []
    while state.phase != model.Phase.MATCH_OVER and len(out) < 400:
        if state.phase == model.Phase.BETTING and len(model.observe(state, state.to_act).legal) > 1:
            out.append(state)
        state = model.step(state, players[state.to_act](model.observe(state, state.to_act), rng))
    return out


def test_the_search_calls_legally_and_reads_no_hidden_card():
    from tests.ai.test_ai import _with_other_cards
    m = field_model()
    checked = 0
    for state in _betting_states(9)[::4][:12]:
        seat = state.to_act
        obs = model.observe(state, seat)
        own = obs.legal[0]
        first = search.search_call(obs, own, m, CHAMPION_KIND, 6.0, random.Random(4), deals=8)
        other = model.observe(_with_other_cards(state, seat, random.Random(1)), seat)
        assert first in obs.legal
        assert search.search_call(other, own, m, CHAMPION_KIND, 6.0, random.Random(4), deals=8) == first
        checked += 1
    assert checked >= 6


def test_the_champion_searches_its_calls_and_some_change(monkeypatch):
    personality = champion_personality()
    states = _betting_states(12)[:60]
    changed = 0
    for state in states:
        obs = model.observe(state, state.to_act)
        monkeypatch.setattr(champion, "SEARCH", True)
        with_search, p, played = champion.bet(obs, personality, random.Random(3))
        monkeypatch.setattr(champion, "SEARCH", False)
        without, q = champion.blended_bet(obs, personality, random.Random(3))
        assert with_search in obs.legal and p == q   # the estimate the coach reads is the same
        changed += with_search != without
        if with_search == without:   # by how much a changed call won, and only then
            assert played is None
        else:
            assert played.instead == without and played.gain > 0 and played.deals == search.DEALS
    assert 0 < changed < len(states)


def test_the_search_raises_only_against_a_team_that_folds_to_raises(monkeypatch):
    """The search turns a call into a raise (Gehiago) against Normal, who
    folds to most raises; at the same decisions, against a team read as
    keeping its bets when raised (`folds_to_raises` false: three raised
    bets kept), it turns none into a raise and still changes others."""
    personality = champion_personality()
    monkeypatch.setattr(champion, "SEARCH", True)
    states = [s for seed in (12, 13) for s in _betting_states(seed) if not s.to_act & 1]

    def changes():
        out = []
        for state in states:
            obs = model.observe(state, state.to_act)
            call, _, played = champion.bet(obs, personality, random.Random(3))
            if played is not None:
                out.append((played.instead.kind, call.kind))
        return out

    def raises(found):
        return [c for c in found if c[1] == Kind.GEHIAGO and c[0] != Kind.GEHIAGO]

    assert raises(changes())                      # read as Normal folds: the search raises
    monkeypatch.setattr(champion, "raise_answers", lambda obs: (0, 3))
    kept = changes()
    assert not raises(kept) and kept


def test_a_team_reads_as_folding_to_raises_until_it_keeps_its_bets(monkeypatch):
    """(folded, answers) facing a raise of its bet: read at the field's rate
    before any, and from one kept bet on by its own."""
    class Obs:
        match_story = ()
        team = 0
    assert champion.folds_to_raises(Obs)          # nothing seen: the field's rate
    for seen, reads in (((1, 1), True), ((0, 1), False), ((1, 2), True), ((1, 3), True), ((1, 4), False),
                        ((8, 10), True), ((2, 10), False)):
        monkeypatch.setattr(champion, "raise_answers", lambda obs, seen=seen: seen)
        assert champion.folds_to_raises(Obs) == reads, seen


def test_the_champion_does_not_search_against_a_team_read_as_random_play(monkeypatch):
    """Once the field model reads the other team as random play (by its
    calls in the hands before) the champion says its blended call without
    playing the lance out; until then it searches."""
    personality = champion_personality()
    searches = []
    real = champion.searched
    monkeypatch.setattr(champion, "searched", lambda *a, **k: searches.append(1) or real(*a, **k))
    seen = {True: 0, False: 0}
    for seed in (5, 6):
        for state in _betting_states(seed, "random"):
            if state.to_act & 1 or state.hand_number > 4:
                continue
            obs = model.observe(state, state.to_act)
            reads = champion.reads_random(champion.kinds_read(obs, field_model()))
            before = len(searches)
            call, _, played = champion.bet(obs, personality, random.Random(3))
            if reads:
                assert len(searches) == before and played is None
                assert call == champion.blended_bet(obs, personality, random.Random(3))[0]
            else:
                weighed = []
                champion.blended_bet(obs, personality, random.Random(3), weighed)
                assert len(searches) == before + bool(weighed)
            seen[reads] += 1
    assert seen[True] >= 3 and seen[False] >= 3, seen


def test_the_champion_does_not_search_against_a_team_the_field_model_does_not_explain(monkeypatch):
    """Against a team whose shown calls the field's kinds do not explain (it
    bets its weakest hands and folds its best) the champion says its blended
    call without playing the lance out once the fit falls below the floor;
    against Normal, a kind of the field, it keeps searching."""
    from tests.ai.test_field_model import _contrary
    personality = champion_personality()
    searches = []
    real = champion.searched
    monkeypatch.setattr(champion, "searched", lambda *a, **k: searches.append(1) or real(*a, **k))
    seen = {}
    for other in (_contrary, "ai:5555"):
        for state in _betting_states(7, other):
            if state.to_act & 1 or state.hand_number > 5:
                continue
            obs = model.observe(state, state.to_act)
            kinds = champion.kinds_read(obs, field_model())
            fits = champion.model_fits(obs, field_model(), kinds)
            before = len(searches)
            call, _, played = champion.bet(obs, personality, random.Random(3))
            weighed = []
            blended = champion.blended_bet(obs, personality, random.Random(3), weighed)[0]
            if fits and not champion.reads_random(kinds):
                assert len(searches) == before + bool(weighed)
            else:
                assert len(searches) == before and played is None and call == blended
            seen[other, fits] = seen.get((other, fits), 0) + 1
    assert seen.get((_contrary, False), 0) >= 3 and seen.get(("ai:5555", True), 0) >= 10, seen
    assert ("ai:5555", False) not in seen, seen


def champion_personality():
    from game.ai.personality import Personality
    return Personality(level=Level.TXAPELDUN)


def _played_out_advices(seeds, hands=3):
    """The coach's advice at the player's calls where the partner (a
    champion, as every seat) would have said another call than the one it
    weighed first: the table's own path (decide_move, coach_move)."""
    from game.ai.coach import Tip
    from game.match import DEFAULT_SEATING
    from game.match.coaching import coach_move
    from game.match.decisions import decide_move, player_decides
    personalities = (champion_personality(),) * 4
    for seed in seeds:
        state = model.new_game(model.Rules(), seed)
        while state.phase != model.Phase.MATCH_OVER and state.hand_number <= hands:
            decided = decide_move(state, seed, personalities, DEFAULT_SEATING)
            if player_decides(state, DEFAULT_SEATING) and decided is not None:
                advice = coach_move(state, decided, DEFAULT_SEATING)
                assert (decided.played is not None) == (advice.reason.tip == Tip.PLAYED_OUT) or \
                    advice.reason.tip == Tip.WHOLE_GAME
                if advice.reason.tip == Tip.PLAYED_OUT:
                    yield state, decided, advice
            state = model.step(state, decided.action if decided is not None else model.legal_actions(state)[0])


def test_the_coach_says_what_the_search_played_out_in_every_language():
    """A call the search changed is told with the call it replaced and the
    chance of the game it kept more over the deals played out (or "less
    than 1%"), and the sentence fits the coach's panel and the review's."""
    from dataclasses import replace

    import pygame

    from game.coach_words import advice_reason, percent
    from game.platform.i18n import LANGUAGES, set_language, tr
    from game.platform.resources import Resources
    from game.ui.text import BOXES, fit
    from game.words import call_text
    found = []
    for state, decided, advice in _played_out_advices(range(3)):
        r = advice.reason
        assert r.instead == decided.played.instead and r.gain == decided.played.gain
        found.append(advice)
        if len(found) >= 4:
            break
    assert found, "no call changed by the search in three games"
    small = replace(found[0], reason=replace(found[0].reason, gain=0.002))
    pygame.init()
    res = Resources()
    try:
        set_language("en")
        for advice in found:
            sentence = advice_reason(advice, "Ane")
            assert f"Played out on {search.DEALS} possible deals" in sentence, sentence
            assert f"than {call_text(advice.reason.instead)}" in sentence, sentence
            gain = advice.reason.gain
            assert (percent(gain) if round(100 * gain) else "less than 1%") in sentence, sentence
        assert "less than 1% more chance" in advice_reason(small, "Ane")
        for lang in LANGUAGES:
            set_language(lang)
            for advice in found + [small]:
                reason = advice_reason(advice, "Itziar-Maite")
                review = tr("{partner} in your place. {reason}", partner="Itziar-Maite", reason=reason)
                assert fit(res, reason, BOXES["coach-reason"]).fits, (lang, reason)
                assert fit(res, review, BOXES["review-why"]).fits, (lang, review)
    finally:
        set_language("en")


def test_a_kept_decision_is_the_same_without_the_searchs_reason():
    """A saved game keeps a decision's call and estimate, not the search's
    reason: the two are the same decision."""
    from game.match.decisions import Decided
    played = search.PlayedOut(IDUKI, 0.02, search.DEALS)
    assert Decided(PASO, 0.4, played=played) == Decided(PASO, 0.4)
    assert Decided(PASO, 0.4, played=played).played is played
