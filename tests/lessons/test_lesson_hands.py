"""A lesson's hand as the review and the record tell it: a hand played
without Mus (the lessons' rules) says so, never "three exchanges made"."""
from game import model
from game.lessons import COURSE
from game.match import DEFAULT_LINEUPS, DEFAULT_SEATING, Match, PlayerSeat, seats_for
from game.match.loop import playing
from game.match.seats import follows_partner
from game.model import events as E
from game.platform.i18n import tr
from game.review.story import review_hand
from game.review.words import outcome
from game.words import turn_text


def played(lesson, seed=3) -> Match:
    """The lesson's stacked hand played to its end by the computer players
    (the player's calls the partner's view)."""
    match = Match.begin(lesson.rules(), seed, DEFAULT_LINEUPS, DEFAULT_SEATING, deal=lesson.deal(), practice=True)
    for match in playing(match, seats_for(DEFAULT_SEATING, player=PlayerSeat(presses=follows_partner))):
        if match.state.phase in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
            break
    return match


def test_a_hand_without_mus_is_said_to_have_none_in_its_review():
    without = [lesson for lesson in COURSE if not lesson.mus]
    assert without
    for lesson in without:
        match = played(lesson)
        begun = [e for e in match.state.story if type(e) is E.LancesBegin]
        assert begun == [E.LancesBegin(None, 0)], lesson.key
        said = " · ".join(outcome(step, lambda seat: "X") for step in review_hand(match, 1).steps)
        assert tr("No Mus in this hand: the lances begin") in said, lesson.key
        assert "exchanges" not in said, (lesson.key, said)


def test_a_hand_with_mus_counts_its_exchanges():
    with_mus = next(lesson for lesson in COURSE if lesson.mus)
    match = played(with_mus)
    begun = [e for e in match.state.story if type(e) is E.LancesBegin]
    assert len(begun) == 1 and begun[0].exchanges <= 3
    if begun[0].by is None:
        assert turn_text(begun[0], str) == tr("Three exchanges made: the lances begin")
