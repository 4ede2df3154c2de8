"""The deal sampler (`beliefs._sample`) against the one it replaced: the
sampler was rewritten for speed (hand patterns as codes, `game/ai/patterns.py`;
memoized fit tables; unrolled winners) on the promise that it draws the same random numbers in the
same order and so gives the very same deals, hence the very same play. The
reference below is the sampler as it stood before (commit dfe635a), kept here
only to hold the new one to that promise on the observations of seeded games
(with a wild team's any-cards draws, Mus / Mintza statements and exchanges
among them)."""
from __future__ import annotations

import pytest
import random

from game.ai import beliefs, patterns
from game.ai import tuning as T
from game.ai.opponents import logistic
from game.ai.table import make_player
from game.match.loop import play_game
from game.ai.tables import worth_share_table


def _reference_sample(obs, seed, wild=0.0, statements=()):
    """`beliefs._sample` as of dfe635a (ranks sorted per draw, a fit table
    per call, winners by a loop over the seats)."""
    rng = random.Random(seed)
    variant = obs.rules.variant
    me = obs.seat
    order = tuple((obs.esku + i) % 4 for i in range(4))
    others = [s for s in order if s != me]
    worth_share = worth_share_table(variant)
    facts = patterns.facts_of(variant)
    last_counts = obs.discard_counts[-1] if obs.discard_counts and obs.phase != "discard" else None
    my_ranks = tuple(sorted(c.rank for c in obs.hand))
    said = {seat: (mintza, start, noise) for seat, mintza, start, noise in statements}
    pool_ranks = [c.rank for c in beliefs.unseen_cards(obs)]
    rnd = rng.random

    def fit_table(seat):
        want_pair, want_jokua = obs.pair_calls[seat], obs.jokua_calls[seat]
        statement = said.get(seat)

        def fit(ranks):
            pair, jokua = facts[ranks][5] > 0, facts[ranks][7]
            if (want_pair is not None and pair != want_pair) or (want_jokua is not None and jokua != want_jokua):
                return 0.0
            if statement is None:
                return 1.0
            mintza, start, noise = statement
            m = logistic((worth_share[ranks] - start) / T.MUS_SOFTNESS)
            return noise + (1 - noise) * (m if mintza else 1 - m)
        return fit

    fits = {seat: fit_table(seat) for seat in others}
    deals = []
    for _ in range(T.DEALS):
        left = list(pool_ranks)
        hands_ranks = [my_ranks] * 4
        for seat in others:
            fit = fits[seat]
            thrown = last_counts[seat] if last_counts is not None else 0
            if wild and seat & 1 != me & 1 and rnd() < wild:
                thrown = 0
            n = len(left)
            for _try in range(T.MAX_TRIES):
                a = int(rnd() * n)
                b = int(rnd() * n)
                while b == a:
                    b = int(rnd() * n)
                c = int(rnd() * n)
                while c == a or c == b:
                    c = int(rnd() * n)
                d = int(rnd() * n)
                while d == a or d == b or d == c:
                    d = int(rnd() * n)
                used = [a, b, c, d]
                if thrown:
                    kept = list(patterns.kept_ranks(tuple(sorted([left[i] for i in used])), 4 - thrown, variant))
                    keep = []
                    for i in used:
                        if left[i] in kept:
                            kept.remove(left[i])
                            keep.append(i)
                    while len(keep) < 4:
                        i = int(rnd() * n)
                        if i not in keep:
                            keep.append(i)
                    used = keep
                ranks = tuple(sorted([left[i] for i in used]))
                chance = fit(ranks)
                if chance >= 1.0 or rnd() < chance:
                    break
            hands_ranks[seat] = ranks
            for i in sorted(used, reverse=True):
                left[i] = left[-1]
                left.pop()
        weight_of = patterns.pattern_codes(variant).weight_of   # each hand's pattern code (for the probe)
        codes = tuple(sum(weight_of[r] for r in hands_ranks[seat]) for seat in range(4))
        deals.append(_reference_deal(hands_ranks, order, facts, worth_share, codes))
    return deals


def _reference_deal(hands_ranks, order, facts, worth_share, codes):
    f = [facts[r] for r in hands_ranks]
    winners = []
    for field in range(5):
        seats = [s for s in order if f[s][5]] if field == 2 else [s for s in order if f[s][7]] if field == 3 else order
        if not seats:
            winners.append(None)
            continue
        best = seats[0]
        for seat in seats[1:]:
            if f[seat][field] > f[best][field]:
                best = seat
        winners.append(best & 1)
    return patterns.Deal(tuple(worth_share[r] for r in hands_ranks), tuple(x[8] for x in f), tuple(winners),
                        (max(f[0][5], f[2][5]), max(f[1][5], f[3][5])), (f[0][6] + f[2][6], f[1][6] + f[3][6]), codes)


def _recorded_calls(monkeypatch, games):
    """The sampler's calls in seeded games of `ai:5555` against `others`."""
    calls = []
    sample = beliefs._sample

    def record(obs, seed, wild=0.0, statements=(), count=0):
        assert count in (0, beliefs.T.DEALS)   # the normal player's deals (a level's draw more)
        calls.append((obs, seed, wild, statements))
        return sample(obs, seed, wild, statements)

    monkeypatch.setattr(beliefs, "_sample", record)
    monkeypatch.setattr(beliefs, "DEALS", beliefs.DealCache())
    for number, other in enumerate(games):
        players = [make_player("ai:5555") if seat % 2 == 0 else make_player(other)
                   for seat in range(4)]
        play_game(players, seed=9100 + number, timed=False)
    monkeypatch.setattr(beliefs, "_sample", sample)
    return calls


@pytest.mark.slow
def test_the_sampler_draws_the_same_deals_as_the_one_it_replaced(monkeypatch):
    calls = _recorded_calls(monkeypatch, ["random", "simple", "random", "ai:5555"])
    # The games reach every path of the sampler.
    assert len(calls) > 60
    assert any(wild > 0 for _, _, wild, _ in calls)
    assert any(statements for _, _, _, statements in calls)
    assert any(obs.discard_counts and obs.phase != "discard" for obs, _, _, _ in calls)
    assert any(None not in obs.pair_calls for obs, _, _, _ in calls)
    assert {obs.esku for obs, _, _, _ in calls} == {0, 1, 2, 3}
    for obs, seed, wild, statements in calls:
        assert beliefs._sample(obs, seed, wild, statements) == _reference_sample(obs, seed, wild, statements)


def test_the_reference_itself_tells_different_deals_apart(monkeypatch):
    """The comparison above can fail: another seed gives other deals."""
    obs, seed, wild, statements = _recorded_calls(monkeypatch, ["simple"])[0]
    assert beliefs._sample(obs, seed + 1, wild, statements) != _reference_sample(obs, seed, wild, statements)
