"""The señas in the hand review, read from what the match kept: every seña,
the player's own, those it saw and those it did not see, is a step at its
moment, among the calls, saying who made it and who saw it (the signer's
partner seeing it, an opponent catching it, or no one); one the player did
not see is marked so, and never comes after the count or the game's end. The
screen draws the seña's sign in a bubble at its signer's seat, and
`solo-mus record --hand` prints the same steps."""
import io

from game.review import words
from game.review.story import CALL, SHOW, SIGN, review_hand
from game.review.text import write_hand
from game.scenes.review import ReviewScene
from game.ui.text import texts_drawn
from game.words import KEINUA_NAMES, KEINUA_SIGNS, capitalised
from apps import started_app
from matches import hand_with_senas

# (calls made in the window before it, seat, seers)
PLAN = ((0, 0, (1, 2)), (0, 1, (3,)), (1, 3, (0, 2)), (2, 2, (0, 3)), (3, 3, ()), (3, 0, (1, 3)))
SEEN_BY = {0: "Ane saw it · Mikel caught it", 2: "You and Ane caught it",
           3: "You saw it · Itziar caught it", 5: "Mikel and Itziar caught it"}   # by the plan's index
UNSEEN = {1: "Itziar saw it", 4: "No one saw it"}


def reviewed():
    match = hand_with_senas(PLAN)
    return match, review_hand(match, 1)


def name_of(review):
    return lambda seat: review.names[seat]


def test_every_sena_is_a_step_at_its_moment():
    match, review = reviewed()
    assert review.names[1:] == ("Mikel", "Ane", "Itziar")
    kinds = [step.kind for step in review.steps]
    show = kinds.index(SHOW)
    assert show == len(kinds) - 1                       # nothing after the hands are shown and counted
    signs = [step for step in review.steps if step.kind == SIGN]
    assert [(s.signed.seat, s.signed.keinua, s.signed.seen_by) for s in signs] == [
        (k.seat, k.keinua, k.seen_by) for k in match.keinuak]   # every one, the player's own too, in order
    for step, signing in zip(signs, match.keinuak):
        at = review.steps.index(step)
        calls_before = [s.call.at for s in review.steps[:at] if s.kind == CALL]
        calls_after = [s.call.at for s in review.steps[at:] if s.kind == CALL]
        assert calls_before[-1] < signing.moves <= calls_after[0]  # between the calls it was made between
        assert step.lance is not None and step.hands == review.steps[at - 1].hands


def test_the_words_of_a_sena_say_who_made_it_and_who_saw_it():
    match, review = reviewed()
    signs = [step for step in review.steps if step.kind == SIGN]
    for i, step in enumerate(signs):
        signing = match.keinuak[i]
        sena = KEINUA_NAMES[signing.keinua]
        who = review.names[signing.seat]
        if i in SEEN_BY:
            assert words.why(step, review, name_of(review)) == SEEN_BY[i]
            if signing.seat == 0:
                assert words.what(step, review, name_of(review)) == f"You sign {sena}"
            else:
                assert words.what(step, review, name_of(review)) == f"{who} signs {sena}"
            assert words.note(step, name_of(review)) == ""
        else:
            assert words.what(step, review, name_of(review)) == f"{who} signed {sena} (you did not see it)"
            assert words.why(step, review, name_of(review)) == UNSEEN[i]
            assert words.row(step, name_of(review)) == f"{who} signed {sena}"
            assert words.note(step, name_of(review)) == "you did not see it"


def test_in_a_last_hand_no_sena_comes_after_the_winner():
    """A hand that ends the game (a Hordago sung): the señas made in it, the
    ones the player did not see too, come before the hands are shown and the
    game's winner is told."""
    import random

    from game import model
    from game.match import Match
    from game.model import events as E
    rng = random.Random(3)
    match = Match.begin(model.Rules(), 3)
    made = False
    while match.state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        state = match.state
        if model.signing_open(state) and not made:
            for seat, seers in ((1, (3,)), (3, ()), (0, (2,))):  # two the player does not see, its own
                match = match.signed(seat, min(model.keinuak_of(state.hands[seat], state.rules)), seers)
            made = True
        legal = model.legal_actions(match.state)
        wanted = [a for a in legal if a.kind in (model.Kind.HORDAGO, model.Kind.KANTA)]
        match = match.then(wanted[0] if wanted and made else rng.choice(legal))
    assert match.state.phase == model.Phase.MATCH_OVER
    review = review_hand(match, 1)
    kinds = [step.kind for step in review.steps]
    won = next(i for i, step in enumerate(review.steps) if any(type(e) is E.GameWon for e in step.events))
    signs = [i for i, kind in enumerate(kinds) if kind == SIGN]
    assert len(signs) == 3 and max(signs) < kinds.index(SHOW) <= won


def test_a_hand_without_senas_has_no_sign_step():
    match = hand_with_senas(())
    assert all(step.kind != SIGN for step in review_hand(match, 1).steps)
    assert review_hand(match, 1).steps[-1].kind == SHOW


def test_the_screen_shows_the_sign_at_its_signers_seat_and_who_saw_it(tmp_path):
    match, review = reviewed()
    app = started_app(tmp_path)
    scene = ReviewScene(app, match, 1)
    app.push(scene)
    signs = [i for i, step in enumerate(scene.review.steps) if step.kind == SIGN]
    for index in signs:
        scene.go(index)
        scene.draw(app.screen, 1.0)
        signed = scene.review.steps[index].signed
        drawn = texts_drawn(app.res)
        assert capitalised(KEINUA_SIGNS[signed.keinua]) in drawn
        assert words.why(scene.review.steps[index], scene.review, scene.seat_name) in drawn
    assert "you did not see it" in texts_drawn(app.res)


def test_the_printed_hand_has_the_senas_where_the_review_places_them():
    match, review = reviewed()
    out = io.StringIO()
    write_hand(review, out, match.lineup_at(1))
    lines = out.getvalue().splitlines()
    signed = [line for line in lines if " signs " in line]
    order = range(len(PLAN))                             # at their moments, in the order made
    assert len(signed) == len(PLAN)
    for line, i in zip(signed, order):
        signing = match.keinuak[i]
        assert line.startswith(f"  {signing.seat} {review.names[signing.seat]} signs {signing.keinua} (")
        assert line.endswith("[you did not see it]") == (i in UNSEEN)
    assert all(lines.index(line) < lines.index("  shown:") for line in signed)
