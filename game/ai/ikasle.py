"""The learner's play (`Level.IKASLE`): a beginner's decisions, plainly made.

Owns `plain_call(observation, personality) -> (action, estimate)`, which
`brain.decide` hands back as the Ikasle's `Decision`. The
learner looks at its own four cards and nothing else: it never samples the
deals the other hands may hold, never reads what was said (Mus, Ba / Ez,
the other team's bets, the señas it saw) and never counts the score. Its
mistakes, each the one a beginner makes:

- Mus too much: Mintza only with a hand better than `tuning.IKASLE_MINTZA`
  of all hands (`tables.worth_share_table`), where the normal player keeps a
  good hand it would spoil by a discard.
- Keeps poorly: it keeps its kings and its pairs and throws the rest
  (`baselines.keep_kings_and_pairs`), a Jokua of 31 included.
- Bets by its own hand's strength only (`tables.holder_share`, its share of
  the hands holding the lance): Imido 2 from `IKASLE_OPEN`, the same at 0-0
  as at 39-39, whatever the other team said before.
- Answers bluffs badly: facing a bet it says Tira under `IKASLE_HOLD`, so a
  bold team takes its points with anything; it never reads a team as wild.
- Never bluffs and rarely raises; a Hordago only with the hand it cannot
  lose (`IKASLE_HORDAGO`), a Kanta from `IKASLE_KANTA`.
- Raises at most `IKASLE_RAISES` (once) in a lance, as a club player does:
  when the other team raises again over its raise it holds (Iduki), folds
  (Tira) or, with the hand it cannot lose, says Hordago. Without this bound
  two learners with good hands raised each other by 2 for ever (the only
  thing it reads of what was said is its own team's raises).

The sliders still give its style: each step of a lance's slider above 5
lowers that lance's thresholds to bet and to hold by `IKASLE_SLIDER_STEP`
(the mean of the four for Mus / Mintza), below 5 raises them. Its estimate
(`Decision.estimate`) of a bet is its hand's share, the only chance it sees.
"""
from __future__ import annotations

from game.model.actions import Action, HORDAGO, IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, gehiago, imido
from game.model.names import Phase

from . import tuning as T
from .baselines import keep_kings_and_pairs
from .betting import team_raises
from .personality import Personality
from .tables import holder_share, worth_share_table


def _ranks(cards) -> tuple[int, ...]:
    return tuple(sorted(c.rank for c in cards))


def plain_share(obs) -> float:
    """The share of the hands holding the lance in play that this seat's
    hand beats: all the learner reads."""
    return holder_share(_ranks(obs.hand), obs.lance, obs.rules.variant)


def plain_call(obs, personality: Personality) -> tuple[Action, float | None]:
    """The learner's call for the seat that observes, and its estimate (its
    hand's share in a bet, None outside the betting)."""
    legal = obs.legal
    if obs.phase == Phase.MUS:
        share = worth_share_table(obs.rules.variant)[_ranks(obs.hand)]
        step = T.IKASLE_SLIDER_STEP * 4 * personality.overall_boldness
        return (MINTZA if share >= T.IKASLE_MINTZA - step and MINTZA in legal else MUS), None
    if obs.phase == Phase.DISCARD:
        return keep_kings_and_pairs(obs), None
    if obs.phase != Phase.BETTING:
        return legal[0], None
    share = plain_share(obs)
    step = T.IKASLE_SLIDER_STEP * 4 * personality.boldness(obs.lance)
    if obs.hordago:
        call = KANTA if share >= T.IKASLE_KANTA - step else TIRA
    elif obs.bet_team is None:   # an opening
        if share >= T.IKASLE_HORDAGO and HORDAGO in legal:
            call = HORDAGO
        else:
            call = imido(2) if share >= T.IKASLE_OPEN - step else PASO
    elif share >= T.IKASLE_RAISE - step and gehiago(2) in legal:
        if team_raises(obs) < T.IKASLE_RAISES:
            call = gehiago(2)
        elif share >= T.IKASLE_HORDAGO and HORDAGO in legal:
            call = HORDAGO  # raised already: the hand it cannot lose goes all in
        else:
            call = IDUKI
    else:
        call = IDUKI if share >= T.IKASLE_HOLD - step else TIRA
    return (call if call in legal else legal[0]), share
