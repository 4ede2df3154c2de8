"""The review's alternative for each of the player's calls says the coach's
sentence, read from the decision the match kept for the call (never worked
out again): the same sentence the table's coach said, and a kept decision
other than today's computer players' is the one it explains."""
import random

from game import model
from game.ai.coach import KINDS
from game.coach_words import advice_reason
from game.match import DEFAULT_SEATING, Match
from game.match.coaching import coach_move
from game.match.decisions import Decided, decide_move, player_decides
from game.model import Kind, Phase
from game.platform.i18n import set_language
from game.review.story import CALL, review_hand
from game.review.words import why

SEED = 11


def played(seed=SEED, hands=2):
    """A match whose player calls at random, each call kept with the
    partner's view in the player's place (as the table keeps it)."""
    rng = random.Random(seed)
    match = Match.begin(model.Rules(), seed)
    while not match.finished and match.state.hand_number <= hands:
        state = match.state
        decided = decide_move(state, seed, match.personalities(), DEFAULT_SEATING)
        if player_decides(state, DEFAULT_SEATING):
            action = rng.choice(model.legal_actions(state))
        else:
            action = decided.action if decided is not None else model.legal_actions(state)[0]
        match = match.then(action, decided)
    return match


def states_before(match, hand):
    """The state before each move of the match, by the move's index."""
    state = model.new_game(match.rules, match.seed)
    out = {}
    for index, move in enumerate(match.moves):
        out[index] = state
        state = model.step(state, move.action)
    return out


def name(seat):
    return {0: "You", 1: "Mikel", 2: "Ane", 3: "Itziar"}[seat]


def test_each_of_the_players_calls_says_the_coachs_sentence_from_the_kept_decision():
    set_language("en")
    match = played()
    before = states_before(match, 1)
    met = 0
    for hand in (1, 2):
        review = review_hand(match, hand)
        for step in review.steps:
            note = step.call
            if step.kind != CALL or not note.by_player:
                continue
            kept = match.log[note.at].decided
            advice = coach_move(before[note.at], kept, DEFAULT_SEATING)
            assert note.coach == advice and advice.reason.kind in KINDS
            if kept is not None:
                assert advice.action == kept.action
            said = why(step, review, name)
            assert advice_reason(advice, "Ane") in said
            if note.seat == 0:
                assert said.startswith("Ane in your place. ")
            met += 1
    assert met >= 6


def test_a_kept_decision_is_explained_as_kept_not_as_todays_players_would_decide():
    set_language("en")
    match = played()
    before = states_before(match, 1)
    # Every kept Mus / Mintza of the player's turned the other way, a betting one to Paso at 10%.
    log = []
    changed = set()
    for index, logged in enumerate(match.log):
        decided = logged.decided
        state = before[index]
        if logged.by_player and decided is not None and state.to_act == 0:
            if state.phase == Phase.MUS:
                other = model.actions.MUS if decided.action.kind == Kind.MINTZA else model.actions.MINTZA
                decided = Decided(other, None)
                changed.add(index)
            elif state.phase == Phase.BETTING and model.actions.PASO in model.legal_actions(state):
                decided = Decided(model.actions.PASO, 0.1)
                changed.add(index)
        log.append(type(logged)(logged.seat, logged.action, decided, logged.by_player))
    kept = Match.replayed(match.rules, match.seed, match.lineups, log)
    assert changed
    seen = 0
    for hand in (1, 2):
        review = review_hand(kept, hand)
        for step in review.steps:
            note = step.call
            if step.kind != CALL or note.at not in changed:
                continue
            today = decide_move(before[note.at], kept.seed, kept.personalities(hand), kept.seating)
            assert note.coach.action == kept.log[note.at].decided.action
            if note.phase == Phase.BETTING:
                assert note.coach.reason.kind == "weak" and note.coach.chance == 0.1
                assert "(10%): Paso" in why(step, review, name)
            else:
                assert note.coach.action != today.action
                assert note.coach.action.kind.capitalize() in why(step, review, name)
            seen += 1
    assert seen == len([i for i in changed if before[i].hand_number <= 2])
