"""Matches for the tests: a played state as the `Match` that reaches it (its
moves replayed from the seed, with the default computer players unless
told), the kept form of one, a match with señas made in it, and a hand
played with the player at any seat."""
import random

from game import model
from game.match import DEFAULT_LINEUPS, Lineup, Match, Seating
from game.match.loop import asked, call_of
from game.match.seats import PlayerSeat, follows_partner, seats_for
from game.model import Phase
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


# (calls made since señas may be made, the signer's place, the places that see it): places are
# said from the player (0 the player, 1 right, 2 partner, 3 left)
SEATED_PLAN = ((0, 0, (2,)), (0, 2, (0, 1)), (1, 1, (3,)), (2, 3, ()))


def seated_hand(seat: int, plan=SEATED_PLAN, seed: int = 7, hands: int = 1) -> Match:
    """A match with the player at `seat` (the default computer players in
    the other seats, in the seats' order) played through
    the game's seats to the end of hand `hands`, the player following its
    partner's advice, with the señas of `plan` made in the first hand."""
    seating = Seating.player_at(seat)
    lineup = Lineup(1, DEFAULT_LINEUPS[0].players, seating.computer_seats)
    match = Match.begin(model.Rules(), seed, (lineup,), seating, with_keinuak=True)
    seats = seats_for(seating, player=PlayerSeat(follows_partner))
    plan = [(calls, (seat + signer) % 4, tuple((seat + p) % 4 for p in seers)) for calls, signer, seers in plan]
    calls = 0
    while not (match.state.hand_number == hands and match.state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)):
        state = match.state
        if state.phase == Phase.HAND_OVER:
            match = match.then(model.actions.NEW_HAND)
            continue
        if signing_open(state) and state.hand_number == 1:
            while plan and plan[0][0] <= calls:
                _calls, signer, seers = plan.pop(0)
                match = match.signed(signer, min(model.keinuak_of(state.hands[signer], state.rules)), seers)
            calls += 1
        answering = seats[asked(match)]
        decided = answering.think(match).result()
        match = match.then(call_of(match, answering, decided), decided)
    assert not plan, f"the hand ended before señas {plan} were made"
    assert match.player == seat
    return match
