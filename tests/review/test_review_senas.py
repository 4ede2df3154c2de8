"""The señas in the hand review, read from what the match kept: a seña the
player made or saw is a step at its moment, among the calls, saying who made
it and who saw it (the signer's partner seeing it, an opponent catching it,
or no one); one made between the other seats that the player did not see
comes after the hands are shown, marked as not seen. The screen draws the
seña's sign in a bubble at its signer's seat, and `solo-mus record --hand`
prints the same steps."""
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


def test_the_senas_the_player_made_or_saw_are_steps_at_their_moment():
    match, review = reviewed()
    assert review.names[1:] == ("Mikel", "Ane", "Itziar")
    kinds = [step.kind for step in review.steps]
    show = kinds.index(SHOW)
    before = [step for step in review.steps[:show] if step.kind == SIGN]
    assert [(s.signed.seat, s.signed.seen_by) for s in before] == [
        (match.keinuak[i].seat, match.keinuak[i].seen_by) for i in sorted(SEEN_BY)]
    for step, i in zip(before, sorted(SEEN_BY)):
        signing = match.keinuak[i]
        assert step.signed.keinua is signing.keinua
        at = review.steps.index(step)
        calls_before = [s.call.at for s in review.steps[:at] if s.kind == CALL]
        calls_after = [s.call.at for s in review.steps[at:] if s.kind == CALL]
        assert calls_before[-1] < signing.moves <= calls_after[0]  # between the calls it was made between
        assert step.lance is not None and step.hands == review.steps[at - 1].hands
        assert words.why(step, review, name_of(review)) == SEEN_BY[i]
        sena = KEINUA_NAMES[signing.keinua]
        if signing.seat == 0:
            assert words.what(step, review, name_of(review)) == f"You sign {sena}"
        else:
            assert words.what(step, review, name_of(review)) == f"{review.names[signing.seat]} signs {sena}"
        assert words.note(step, name_of(review)) == ""


def test_the_senas_the_player_did_not_see_come_after_the_hands_are_shown():
    match, review = reviewed()
    show = [step.kind for step in review.steps].index(SHOW)
    after = review.steps[show + 1:]
    assert [step.kind for step in after] == [SIGN] * len(UNSEEN)
    for step, i in zip(after, sorted(UNSEEN)):
        signing = match.keinuak[i]
        assert (step.signed.seat, step.signed.keinua, step.signed.seen_by) == (
            signing.seat, signing.keinua, signing.seen_by)
        who = review.names[signing.seat]
        sena = KEINUA_NAMES[signing.keinua]
        assert words.what(step, review, name_of(review)) == f"{who} signed {sena} (you did not see it)"
        assert words.why(step, review, name_of(review)) == UNSEEN[i]
        assert words.row(step, name_of(review)) == f"{who} signed {sena}"
        assert words.note(step, name_of(review)) == "you did not see it"
        assert step.hands == review.steps[show].hands   # every hand shown


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
    order = sorted(SEEN_BY) + sorted(UNSEEN)
    assert len(signed) == len(PLAN)
    for line, i in zip(signed, order):
        signing = match.keinuak[i]
        assert line.startswith(f"  {signing.seat} {review.names[signing.seat]} signs {signing.keinua} (")
        assert line.endswith("[you did not see it]") == (i in UNSEEN)
    assert lines.index(signed[len(SEEN_BY)]) > lines.index("  shown:")
