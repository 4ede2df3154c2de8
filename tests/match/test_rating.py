"""The player's rating (game/match/rating.py) against the Weng-Lin formulas
written out by hand (Thurstone-Mosteller, full pairing: Weng and Lin 2011,
Algorithm 3, with the draw margin at 0 and the dynamics `tau` added first),
the levels' fixed skills against the figures they are fitted to, the
history, the shown number and its margin, and the values a file may not
hold."""
import math
import re
from pathlib import Path
from statistics import NormalDist

import pytest

from game.ai.levels import Level
from game.match import rating as R
from game.match.rating import (HISTORY, LEVEL_MU, LEVEL_SHARES, START_MU, START_SIGMA, Rating, RatingPoint,
                               fitted_mu, margin, rated, shown)

NORMAL_CURVE = NormalDist()
BETA = 25 / 6     # openskill's default beta: the spread of one game's performance
TAU = 25 / 300    # openskill's default tau: the skill's drift, added to every sigma before a game
KAPPA = 0.0001    # openskill's default kappa: the least a variance may shrink to (a share of itself)
FIGURES = Path(__file__).resolve().parents[2] / "docs" / "FIGURES.md"


def by_hand(mu, sigma, won, partner, opponents):
    """The player's (mu, sigma) after a game, worked out from the formulas.

    Every computer player's sigma is 0, and tau is added to it as to the
    player's. Team skills and variances add up; c is the spread of the
    difference between the two teams' performances; the player's share of
    its team's variance is how much of the team's surprise it takes."""
    def v(x):    # the normal density over the normal curve: how surprising a win by x is
        return NORMAL_CURVE.pdf(x) / NORMAL_CURVE.cdf(x)

    def w(x):
        return v(x) * (v(x) + x)

    player_var = sigma ** 2 + TAU ** 2
    us_var = player_var + TAU ** 2              # the partner's variance: tau squared
    them_var = 2 * TAU ** 2
    c = math.sqrt(us_var + them_var + 2 * BETA ** 2)
    difference = (mu + LEVEL_MU[partner] - sum(LEVEL_MU[level] for level in opponents)) / c
    x = difference if won else -difference
    sign = 1 if won else -1
    omega = sign * us_var / c * v(x)                 # the team's move, Ω
    gamma = math.sqrt(us_var) / c                    # openskill's default γ
    delta = gamma * us_var / c ** 2 * w(x)           # the team's shrink, Δ
    new_mu = mu + player_var / us_var * omega
    new_sigma = math.sqrt(player_var) * math.sqrt(max(1 - player_var / us_var * delta, KAPPA))
    return new_mu, new_sigma


CASES = [  # (mu, sigma, won, partner, opponents)
    (START_MU, START_SIGMA, True, Level.NORMAL, (Level.NORMAL, Level.NORMAL)),
    (START_MU, START_SIGMA, False, Level.NORMAL, (Level.NORMAL, Level.NORMAL)),
    (27.5, 3.0, False, Level.IKASLE, (Level.TXAPELDUN, Level.TXAPELDUN)),
    (21.0, 1.4, True, Level.TXAPELDUN, (Level.IKASLE, Level.NORMAL)),
    (30.0, 1.2, False, Level.NORMAL, (Level.IKASLE, Level.IKASLE)),
]


@pytest.mark.parametrize("mu, sigma, won, partner, opponents", CASES)
def test_a_game_moves_the_rating_as_the_formulas_say(mu, sigma, won, partner, opponents):
    before = Rating(mu, sigma)
    after = rated(before, won, partner, opponents, "7:3:55")
    want_mu, want_sigma = by_hand(mu, sigma, won, partner, opponents)
    assert after.mu == pytest.approx(want_mu, abs=2e-6) and after.sigma == pytest.approx(want_sigma, abs=2e-6)
    assert (after.mu > mu) == won and after.sigma < math.sqrt(sigma ** 2 + TAU ** 2)
    assert after.games == 1 and after.history == (RatingPoint(after.mu, after.sigma, "7:3:55"),)


def test_the_first_game_won_or_lost_moves_by_the_same_amount_figured_once():
    """A new player with a Normal partner against two Normals: no side is
    favoured (x = 0), so the move is sigma'^2 / c times the normal density at
    0 over one half, 0.7979 (2 / sqrt(2 pi)); worked out here on paper:
    sigma'^2 = 625/9 + 625/90000 = 69.45139, c^2 = sigma'^2 + 3 tau^2 +
    2 beta^2 = 104.19444, so 5.4287 points of skill: 271 shown."""
    won = rated(Rating(), True, Level.NORMAL, (Level.NORMAL, Level.NORMAL))
    lost = rated(Rating(), False, Level.NORMAL, (Level.NORMAL, Level.NORMAL))
    assert won.mu - START_MU == pytest.approx(5.4287, abs=1e-4) == START_MU - lost.mu
    assert won.sigma == lost.sigma == pytest.approx(6.7371, abs=1e-4)
    assert (won.shown, lost.shown) == (1771, 1229)


def test_only_the_player_moves_and_the_opponents_strength_counts():
    """The levels' skills stay where they are (a computer player is never
    rated), and a win against stronger opponents is worth more, a loss to
    them costs less."""
    kept = dict(LEVEL_MU)
    player = Rating(25.0, 2.0)
    beat_strong = rated(player, True, Level.NORMAL, (Level.TXAPELDUN, Level.TXAPELDUN)).mu - 25
    beat_weak = rated(player, True, Level.NORMAL, (Level.IKASLE, Level.IKASLE)).mu - 25
    lost_strong = 25 - rated(player, False, Level.NORMAL, (Level.TXAPELDUN, Level.TXAPELDUN)).mu
    lost_weak = 25 - rated(player, False, Level.NORMAL, (Level.IKASLE, Level.IKASLE)).mu
    assert beat_strong > beat_weak > 0 and lost_weak > lost_strong > 0
    # a weaker partner makes a win worth more as well
    assert rated(player, True, Level.IKASLE, (Level.NORMAL, Level.NORMAL)).mu - 25 > beat_weak
    assert LEVEL_MU == kept


def test_the_levels_skills_are_fitted_from_the_figures():
    """FIGURES.md's games won (Normal against Ikasle, Txapeldun against
    Normal) give each level's skill through the model's own chance of a
    win; the fixed numbers are that fit to three decimals, the closed form
    agrees (a pair of players known exactly: the chance is the normal curve
    at 2 d / (sqrt 2 beta)), and the model gives the shares back."""
    text = FIGURES.read_text(encoding="utf-8")
    assert "| Normal against Ikasle | 82.8% (828 of 1,000) |" in text
    assert re.search(r"\| Txapeldun against Normal \| 61\.2% \(1,224 of 2,000\) \|", text)
    assert LEVEL_SHARES[Level.IKASLE] == (Level.NORMAL, 1 - 828 / 1000)
    assert LEVEL_SHARES[Level.TXAPELDUN] == (Level.NORMAL, 1224 / 2000)
    assert LEVEL_MU[Level.NORMAL] == START_MU == 25
    for level, (against, share) in LEVEL_SHARES.items():
        fitted = fitted_mu(share, LEVEL_MU[against])
        closed = LEVEL_MU[against] + NORMAL_CURVE.inv_cdf(share) * math.sqrt(2) * BETA / 2
        assert fitted == pytest.approx(closed, abs=1e-9)
        assert LEVEL_MU[level] == round(fitted, 3)
        pair = [R.MODEL.rating(LEVEL_MU[level], 0.0)] * 2
        other = [R.MODEL.rating(LEVEL_MU[against], 0.0)] * 2
        assert R.MODEL.predict_win([pair, other])[0] == pytest.approx(share, abs=1e-3)
    assert LEVEL_MU[Level.IKASLE] < LEVEL_MU[Level.NORMAL] < LEVEL_MU[Level.TXAPELDUN]
    with pytest.raises(ValueError):
        fitted_mu(1.0, 25)


def test_the_shown_number_and_its_margin():
    assert (shown(START_MU), margin(START_SIGMA)) == (1500, 833)  # a new player: 1500 +/- 833
    assert [shown(LEVEL_MU[level]) for level in Level] == [1361, 1500, 1542]
    assert Rating(27.0, 1.5).shown == 1600 and Rating(27.0, 1.5).margin == 150


def game_key(seed, hand):
    return f"{seed}:{hand}:{10 * hand}"


def test_the_history_keeps_the_last_games_and_what_each_moved():
    rating = Rating()
    results = [True, True, False, True]
    for hand, won in enumerate(results, start=1):
        rating = rated(rating, won, Level.NORMAL, (Level.NORMAL, Level.NORMAL), game_key(9, 3 * hand))
    assert rating.games == 4 and [p.game for p in rating.history] == [game_key(9, h) for h in (3, 6, 9, 12)]
    assert (rating.history[-1].mu, rating.history[-1].sigma) == (rating.mu, rating.sigma)
    mus = [START_MU] + [point.mu for point in rating.history]
    assert [after > before for before, after in zip(mus, mus[1:])] == results
    assert rating.before(0) == (START_MU, START_SIGMA)
    assert rating.before(-1) == (rating.history[2].mu, rating.history[2].sigma)
    for game in range(HISTORY):  # many more: the oldest are let go, the count goes on
        rating = rated(rating, game % 3 != 0, Level.NORMAL, (Level.IKASLE, Level.NORMAL), game_key(11, game + 1))
    assert rating.games == HISTORY + 4 and len(rating.history) == HISTORY
    assert rating.history[0].game == game_key(11, 1)  # the first four let go
    with pytest.raises(ValueError):
        rating.before(0)  # older than what is kept
    assert rating.before(1) == (rating.history[0].mu, rating.history[0].sigma)


def test_how_much_a_match_moved_it():
    """The points at the history's end that belong to the match (its seed,
    its hands counting down from its last) are its games: a match played
    earlier with the same seed is not."""
    rating = Rating()
    for seed, hand in ((4, 2), (4, 6), (4, 3), (4, 8)):  # two matches of seed 4, of two games each
        rating = rated(rating, True, Level.NORMAL, (Level.NORMAL, Level.NORMAL), game_key(seed, hand))
    games, moved = rating.moved_by(game_key(4, 8))
    assert games == 2 and moved == rating.shown - shown(rating.history[1].mu) > 0
    assert rating.moved_by(game_key(4, 6)) is None   # not the last game rated
    assert Rating().moved_by(game_key(4, 8)) is None
    one = rated(Rating(), False, Level.NORMAL, (Level.NORMAL, Level.NORMAL), game_key(5, 4))
    assert one.moved_by(game_key(5, 4)) == (1, one.shown - 1500) == (1, -271)
    # the last game alone (between two games of a match)
    assert rating.game_moved(game_key(4, 8)) == rating.shown - shown(rating.history[2].mu)
    assert rating.game_moved(game_key(4, 3)) is None and one.game_moved(game_key(5, 4)) == -271


@pytest.mark.parametrize("bad", [
    dict(sigma=0.0), dict(sigma=-1.0), dict(sigma=R.SIGMA_MOST + 0.1), dict(mu=START_MU + 101),
    dict(mu=float("nan")), dict(mu="25"), dict(games=-1),
    dict(games=0, history=(RatingPoint(START_MU, START_SIGMA),)),
    dict(games=2, history=(RatingPoint(24.0, 2.0),)),  # the last point is not the rating now
])
def test_a_rating_no_game_makes_is_refused(bad):
    with pytest.raises(ValueError):
        Rating(**bad)


def test_a_point_is_checked_too():
    with pytest.raises(ValueError):
        RatingPoint(25.0, 0.0)
    with pytest.raises(ValueError):
        RatingPoint(25.0, 1.0, "x" * 81)



def test_a_rating_past_what_a_file_may_hold_stays_rather_than_break(monkeypatch):
    """A game that would take the rating past MU_FARTHEST (no life of play
    does: a file that says so is damaged; here the bound is brought near)
    leaves it as it was: a hand's end never fails on it."""
    rating = Rating(25.5, 8.0)
    monkeypatch.setattr(R, "MU_FARTHEST", 1.0)
    assert rated(rating, True, Level.NORMAL, (Level.NORMAL, Level.NORMAL)) is rating
    assert rated(rating, False, Level.NORMAL, (Level.NORMAL, Level.NORMAL)) is rating
