"""A lance played out in a world the seat may imagine (the champion's search
and the tools' probes).

Owns `world` (a whole state made from a seat's observation and guessed
hands: nothing in it is a card the seat cannot see but those hands),
`dealt_hands` (a `Belief`'s deals, pattern codes, dealt real cards from the
cards the seat cannot see) and `lance_points` (what a lance brought each team
once its betting ended: the points paid and its line of the summary).
"""
from __future__ import annotations

import random

from game.model.cards import FULL_DECK
from game.model.chronicle import Annals, Chronicle
from game.model.observation import PUBLIC_FIELDS
from game.model.scoring import summary_lines
from game.model.state import State

from .beliefs import unseen_cards
from .patterns import pattern_codes


def world(obs, hands) -> State:
    """A whole state made from `obs` alone and `hands` (the seat's own and
    three drawn): the public fields as the seat sees them, the history and
    story in the seat's own form (other seats' discards as counts, only the
    señas it made or saw), the cards not in a hand as the pile (as many as the
    seat sees there) and the discards. Observed from `obs.seat` it is `obs`
    again; nothing in it is a card the seat cannot see but the drawn hands."""
    public = {name: getattr(obs, name) for name in PUBLIC_FIELDS}
    held = {card for hand in hands for card in hand}
    rest = [card for card in FULL_DECK if card not in held]
    story = obs.story
    past = obs.match_story[:len(obs.match_story) - len(story)]
    return State(**public, hands=tuple(tuple(hand) for hand in hands), history=obs.history,
                 pile=tuple(rest[:obs.pile_size]), discards=tuple(rest[obs.pile_size:]), stream=0,
                 pending=((), (), (), ()), chronicle=Chronicle(None, story),
                 annals=Annals(None, Chronicle(None, past)) if past else None)


def dealt_hands(obs, deals, rng: random.Random) -> list[tuple]:
    """Each of `deals` (a `Belief`'s, pattern codes) as four hands: the
    seat's own as it is, the others dealt real cards of their patterns from
    those the seat cannot see."""
    codes = pattern_codes(obs.rules.variant)
    by_rank: dict[int, list] = {}
    for card in unseen_cards(obs):
        by_rank.setdefault(card.rank, []).append(card)
    out = []
    for deal in deals:
        left = {rank: list(cards) for rank, cards in by_rank.items()}
        hands = []
        for seat in range(4):
            if seat == obs.seat:
                hands.append(tuple(obs.hand))
                continue
            hand = []
            for rank in codes.ranks[deal.codes[seat]]:
                pool = left[rank]
                hand.append(pool.pop(rng.randrange(len(pool))))
            hands.append(tuple(hand))
        out.append(tuple(hands))
    return out


def lance_points(before: State, after: State, settled: int, memo: dict | None = None) -> list[int]:
    """The points each team gained from the lance bet at `before` once its
    betting ended at `after` (no game won on the spot): the points paid, and
    the summary's line of the lance (the track's entry `settled`). `memo`
    keeps the lines by the entry, for the rollouts of one deal (the same
    hands and calls)."""
    gained = [after.scores[t] - before.scores[t] for t in (0, 1)]
    if settled < len(after.track):
        entry = after.track[settled]
        lines = memo.get(entry) if memo is not None else None
        if lines is None:
            lines = [(line.team, line.points) for line in summary_lines(
                (entry,), after.hands, after.esku, after.rules, after.pair_calls, after.jokua_calls)]
            if memo is not None:
                memo[entry] = lines
        for team, points in lines:
            gained[team] += points
    return gained
