"""Matches for the tests: a played state as the `Match` that reaches it (its
moves replayed from the seed, with the default computer players unless
told), the kept form of one, and a match with señas made in it."""
import random

from game import model
from game.match import DEFAULT_LINEUPS, Match
from game.match.kept import to_json
from game.model.keinuak import signing_open


def match_of(state, seed, lineups=DEFAULT_LINEUPS):
    """The match whose moves reach `state` from `seed` (the player in the first seat)."""
    return Match.replayed(state.rules, seed, lineups, state.history)


def kept_json(state, seed, lineups=DEFAULT_LINEUPS):
    """What the keeper writes for the match that reaches `state`."""
    return to_json(match_of(state, seed, lineups))


def signed_match(seed: int = 4, hands: int = 3, rules=model.Rules()) -> Match:
    """A match of `hands` hands played from the legal actions by a seeded
    stream, every seat making its señas when the lances begin (the partner
    watching, an opponent now and then), and some again later."""
    rng = random.Random(seed)
    match = Match.begin(rules, seed)
    while not match.finished and match.state.hand_number <= hands:
        state = match.state
        if signing_open(state) and rng.random() < 0.3:
            seat = rng.randrange(4)
            seers = [(seat + 2) % 4] + ([(seat + 1) % 4] if rng.random() < 0.3 else [])
            keinua = rng.choice(sorted(model.keinuak_of(state.hands[seat], rules)))
            match = match.signed(seat, keinua, seers)
            continue
        match = match.then(rng.choice(model.legal_actions(state)))
    assert len(match.keinuak) > 4
    return match


def hand_with_senas(plan, seed: int = 7, rules=model.Rules()) -> Match:
    """A match whose first hand is played to its end from the legal actions
    by a seeded stream, with the señas of `plan` made in it, in order: each
    `(calls, seat, seers)`, made once `calls` calls have been made since
    señas may be made, the first of the seña(s) its hand holds (sorted)."""
    rng = random.Random(seed)
    match = Match.begin(rules, seed)
    plan = list(plan)
    calls = 0
    while match.state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        if signing_open(match.state):
            while plan and plan[0][0] <= calls:
                _calls, seat, seers = plan.pop(0)
                match = match.signed(seat, min(model.keinuak_of(match.state.hands[seat], rules)), seers)
            calls += 1
        match = match.then(rng.choice(model.legal_actions(match.state)))
    assert not plan, f"the hand ended before señas {plan} were made"
    return match
