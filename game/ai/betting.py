"""The betting call: every legal call weighed by the chance of winning the
game it leads to.

Owns `bet(observation, personality, rng) -> (Action, estimate)`. The seat's
`Belief` gives weighted deals; in each deal the team wins the lance or not,
and the other team's voice holds some share of its lance. The other team's
answers to a bet (Tira, Iduki, a raise, Kanta), and its own opening after our
Paso, come from its `Profile` (its play this game, shrunk to a sound
team's), so each call is worth the mean, over the deals, of the game-win
chance (`score.game_chance`) of the points it brings: a Tira paid at once, a
stake settled at the end, a showdown. One step ahead is looked at: after the
other team's raise the seat is taken to answer it as well as it can with
what the raise says (against a team read as wild, a Hordago of ours over
it among the answers: a Tira then pays its raise). Bet sizes run over
`tuning.BET_SIZES`; Hordago and Kanta are weighed in the same currency, so
the score near the target changes them.

The personality tilts the weighing, lance by lance (`Personality.bet_tilt`,
`hold_tilt`, in points): a bold slider adds to Imido, raises and Hordago and
takes from Tira, a cautious one the other way; 5 stands at
`tuning.BASE_BOLDNESS`, above the plain expected value (which under-bets
against a strong player).
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from game.model.actions import HORDAGO, IDUKI, KANTA, PASO, TIRA, gehiago, imido
from game.model.names import WITH_AMOUNT, Kind, Lance, Result
from game.model.records import partner_of

from . import tuning as T
from .beliefs import Belief, hand_turns
from .opponents import OPEN2, logistic, read_profile
from .personality import Personality
from .score import game_chance
from .tables import STANDING_INDEX

PASO_PAYS = ("haundia", "tipia", "pariak")
# The notes of a calibration run (`noting`): the list of the block that asked, on its own thread.
_NOTES: ContextVar[list | None] = ContextVar("betting_notes", default=None)


@contextmanager
def noting():
    """`with noting() as notes:` each betting call decided inside the block,
    on this thread, is noted in `notes` (a dict: the chance, the lance, the
    call, the best options and, for a bet, the answers it expects), for
    calibration runs outside the game. Other threads and the time after the
    block note nothing: no module-level switch is left on."""
    notes: list = []
    token = _NOTES.set(notes)
    try:
        yield notes
    finally:
        _NOTES.reset(token)


def _other_voice(obs) -> int:
    for seat in obs.bettors:
        if seat & 1 != obs.team:
            return seat
    return (obs.seat + 1) % 4


def _pending(obs, belief: Belief) -> tuple[float, float]:
    """Points already won on the track this hand but not yet counted, as the
    deals expect them (by team)."""
    got = [0.0, 0.0]
    for res in obs.track:
        if res.result in (Result.IDUKI, Result.PASO):
            points = res.stake if res.result == Result.IDUKI else 1
            if res.lance not in PASO_PAYS:
                continue
            index = STANDING_INDEX[res.lance]
            for w, d in zip(belief.weights, belief.deals):
                win = d.winner[index]
                if win is not None:
                    got[win] += w * points
        elif res.result == Result.ONE_TEAM:
            for w, d in zip(belief.weights, belief.deals):
                got[res.team] += w * (d.pair_best[res.team] if res.lance == Lance.PARIAK else d.bonus[res.team])
    return got[0], got[1]


def _their_stance(obs) -> str:
    """What the other team said before in the lance being bet."""
    stance = ""
    mine = obs.team
    turns = hand_turns(obs)
    index = STANDING_INDEX[obs.lance]
    for seat, lance, situation, kind, amount, before in reversed(turns):
        if lance != index:
            break
        if seat & 1 != mine:
            return Kind.PASO if kind == Kind.PASO else situation
    return stance


def team_raises(obs) -> int:
    """How many times the seat's team has raised (a "gehiago") in the lance being bet."""
    index = STANDING_INDEX[obs.lance]
    count = 0
    for seat, lance, situation, kind, amount, before in reversed(hand_turns(obs)):
        if lance != index:
            break
        if seat & 1 == obs.team and kind == Kind.GEHIAGO:
            count += 1
    return count


def _raised(obs) -> bool:
    """Has our team raised already in the lance being bet?"""
    return team_raises(obs) > 0


def bet(obs, personality: Personality, rng, weighing: dict | None = None):
    """The call for a betting turn, and the team's chance to win the lance.
    `weighing`, when given, receives the weighing behind the choice (the
    Txapeldun reads it: game/ai/champion.py): "options", every call weighed
    with its worth (the chance of the game it leads to, tilts included), in
    the order the choice is made, and "point", what one point is worth in
    that chance here."""
    lance = obs.lance
    team = obs.team
    profile = read_profile(obs)
    partner = read_profile(obs, partner_of(obs.seat)) if personality.level.reads_partner else None
    belief = Belief(obs, profile, personality.level.sampling, partner)
    index = STANDING_INDEX[lance]
    voice = _other_voice(obs)
    deals = [(w, d.winner[index] == team, d.shares[voice][index])
             for w, d in zip(belief.weights, belief.deals)]
    p = min(1.0, max(0.0, sum(w for w, win, _ in deals if win)))
    target = obs.rules.target
    pend = _pending(obs, belief)
    base = belief.expected_bonus(lance, team)
    us = obs.scores[team] + pend[team] + max(base, 0.0)
    them = obs.scores[1 - team] + pend[1 - team] + max(-base, 0.0)
    cache: dict = {}
    edge = personality.level.edge

    def V(gain_us: float, gain_them: float) -> float:
        key = (gain_us, gain_them)
        v = cache.get(key)
        if v is None:
            v = cache[key] = game_chance(us + gain_us, them + gain_them, target, profile, edge)
        return v

    def settle(q: float, stake: float) -> float:
        return q * V(stake, 0) + (1 - q) * V(0, stake)

    point = max((V(1, 0) - V(0, 1)) / 2, 1e-4)
    bet_tilt = personality.bet_tilt(lance, profile.wildness) * point
    hold_tilt = personality.hold_tilt(lance, profile.wildness) * point
    legal = obs.legal

    if obs.hordago:   # Kanta wins the game on this lance, Tira pays at once
        kanta = p + hold_tilt - T.KANTA_MARGIN
        call = KANTA if kanta >= V(0, obs.refusal) else TIRA
        if weighing is not None:
            weighing.update(options=[(kanta, KANTA), (V(0, obs.refusal), TIRA)], point=point)
        notes = _NOTES.get()
        if notes is not None:
            notes.append(dict(p=p, lance=lance, action=call, v0r=V(0, obs.refusal)))
        return call, p

    their_raise = max(2, round(profile.raise_size))

    hordago_need = T.HORDAGO_SHOWDOWN + (T.WILD_HORDAGO_SHOWDOWN - T.HORDAGO_SHOWDOWN) * profile.wildness
    over_raise = profile.wildness >= T.HORDAGO_OVER_RAISE_FROM

    def v_raise_answer(stake: int, total_w: float, total_win: float) -> float:
        """Our best answer to their raise over `stake`, worth by deal weight:
        Tira, Iduki, or against a team read as wild a Hordago."""
        if total_w <= 1e-12:
            return 0.0
        q = total_win / total_w
        best = max(V(0, stake), settle(q, stake + their_raise))
        if over_raise and q >= hordago_need:   # a Tira of it pays their raise
            k = profile.kanta_after_bet
            best = max(best, k * q + (1 - k) * V(stake + their_raise, 0))
        return total_w * best

    by_share = sorted((x, w) for w, _, x in deals)

    def share_at(rate: float) -> float:
        """The share under which lies `rate` of the other voice's hands, as
        this seat sees them (the deals, weighted)."""
        if rate <= 0.0:
            return -1.0
        if rate >= 1.0:
            return 2.0
        total = 0.0
        for x, w in by_share:
            total += w
            if total >= rate:
                return x
        return by_share[-1][0]

    softness = T.THRESHOLD_SOFTNESS
    # A team read as wild answers whatever it holds, at the rates it shows.
    noise = profile.noise
    keep = 1 - noise

    def v_bet(stake: int, paid_if_tira: int, amount: int, stance: str) -> float:
        """Our bet standing at `stake` (a raise of `amount`): the other team
        says Tira with the weakest of the hands we see it hold, raises with
        the best, at the rates it has shown."""
        fold_rate, raise_rate = profile.answer_rates(amount, stance)
        fold_at, raise_at = share_at(fold_rate), share_at(1 - raise_rate)
        total = 0.0
        raise_w = raise_win = 0.0
        win_v, lose_v, tira_v = V(stake, 0), V(0, stake), V(paid_if_tira, 0)
        flat_fold, flat_raise = noise * fold_rate, noise * raise_rate
        answers: dict = {}   # by share (shares repeat across deals)
        for w, win, x in deals:
            answer = answers.get(x)
            if answer is None:
                fold = flat_fold + keep * logistic((fold_at - x) / softness)
                raise_ = min(flat_raise + keep * logistic((x - raise_at) / softness) * (1 - fold), 1 - fold)
                answer = answers[x] = (fold, raise_, 1 - fold - raise_)
            fold, raise_, hold = answer
            total += w * (fold * tira_v + hold * (win_v if win else lose_v))
            raise_w += w * raise_
            if win:
                raise_win += w * raise_
        return total + v_raise_answer(stake, raise_w, raise_win)

    def v_hordago(paid_if_tira: int, stance: str) -> float:
        """Our Hordago: a Kanta puts the game on the lance. Unless the game
        is slipping away, only with a hand that should win the showdown."""
        tira_v = V(paid_if_tira, 0)
        kanta_rate = profile.kanta_rate_for(stance)
        kanta_at = share_at(1 - kanta_rate)
        kanta_w = kanta_win = square = 0.0
        for w, win, x in deals:
            wk = w * (noise * kanta_rate + keep * logistic((x - kanta_at) / softness))
            kanta_w += wk
            square += wk * wk
            if win:
                kanta_win += wk
        if kanta_w <= 1e-12:
            return tira_v
        # Few deals may carry the showdowns: the win chance in them is shrunk
        # towards a showdown lost, by how many deals they amount to.
        n = kanta_w * kanta_w / square
        m = T.SHOWDOWN_PRIOR_WEIGHT
        q = (kanta_win / kanta_w * n + T.SHOWDOWN_PRIOR * m) / (n + m)
        if q < hordago_need and V(0, 0) >= T.HORDAGO_DESPERATE:
            return -1.0
        return kanta_w * q + (1 - kanta_w) * tira_v

    sizes = T.BET_SIZES
    options = []
    if obs.bet_team is None:   # opening
        extra = 1 if lance in PASO_PAYS else 0
        first = not obs.passed
        stance = "" if first else Kind.PASO
        if first:   # after our Paso the other team may open
            bet_w = bet_win = 0.0
            rest = 0.0
            paso_win, paso_lose = V(extra, 0), V(0, extra)
            for w, win, x in deals:
                b = profile.bets(x, OPEN2, index)
                bet_w += w * b
                if win:
                    bet_win += w * b
                rest += w * (1 - b) * (paso_win if win else paso_lose)
            theirs = max(2, round(profile.bet_size))
            if bet_w > 1e-12:
                q = bet_win / bet_w
                rest += bet_w * max(V(0, 1), settle(q, theirs))
            options.append((rest, PASO))
        else:
            options.append((settle(p, extra) if extra else V(0, 0), PASO))
        for amount in sizes:
            action = imido(amount)
            options.append((v_bet(amount, 1, amount, stance) + bet_tilt, action))
        if HORDAGO in legal:
            options.append((v_hordago(1, stance) + bet_tilt, HORDAGO))
    else:   # facing a bet of `stake`
        stake, refusal = obs.stake, obs.refusal
        stance = _their_stance(obs)
        options.append((V(0, refusal) - hold_tilt, TIRA))
        options.append((settle(p, stake), IDUKI))
        # Once the stake settles the game whoever wins, a raise only repeats
        # it (and raise wars have no end): Iduki, Tira or Hordago.
        # We raise once a lance at most: a raise war after that is a showdown
        # of the whole stake in all but name, weighed as the Hordago it is.
        if stake < max(target - us, target - them) and (profile.wildness > 0.5 or not _raised(obs)):
            for amount in sizes:
                options.append((v_bet(stake + amount, stake, amount, stance) + bet_tilt, gehiago(amount)))
        if HORDAGO in legal:
            options.append((v_hordago(stake, stance) + bet_tilt, HORDAGO))
    if weighing is not None:
        weighing.update(options=options, point=point)
    best_value, best = options[0]
    for value, action in options[1:]:
        if value > best_value + 1e-12:
            best_value, best = value, action
    if best not in legal:
        best = legal[0]
    notes = _NOTES.get()
    if notes is not None:   # calibration runs (`noting`) read this
        info = dict(p=p, lance=lance, action=best,
                    opts=sorted(((round(v, 3), str(a)) for v, a in options), reverse=True)[:4])
        if best.kind in WITH_AMOUNT:
            fold_rate, raise_rate = profile.answer_rates(best.amount, stance)
            fold_at, raise_at = share_at(fold_rate), share_at(1 - raise_rate)
            f = r = h = hw = 0.0
            for w, win, x in deals:
                fo = noise * fold_rate + keep * logistic((fold_at - x) / softness)
                ra = min(noise * raise_rate + keep * logistic((x - raise_at) / softness) * (1 - fo), 1 - fo)
                f += w * fo
                r += w * ra
                h += w * (1 - fo - ra)
                hw += w * (1 - fo - ra) * win
            info.update(fold=f, hold=h, raise_=r, qh=hw / max(h, 1e-9))
        if best == HORDAGO:
            kanta_rate = profile.kanta_rate_for(stance)
            kanta_at = share_at(1 - kanta_rate)
            kw = sum(w * (noise * kanta_rate + keep * logistic((x - kanta_at) / softness)) for w, win, x in deals)
            kwin = sum(w * (noise * kanta_rate + keep * logistic((x - kanta_at) / softness)) for w, win, x in deals if win)
            info.update(kanta=kw, qk=kwin / max(kw, 1e-9), v10=V(1, 0), v00=V(0, 0),
                        score=obs.scores[team], their=obs.scores[1 - team], wild=profile.wildness)
        notes.append(info)
    return best, p
