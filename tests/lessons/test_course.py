"""The course, without a screen: each lesson deals the hand it names, each
step is met when the player follows the lesson, the computer players' script
is legal, and what the texts claim about the cards holds in the model."""
import pytest

from game import model
from game.lessons import COURSE, course, lesson_of, next_lesson
from game.lessons.course import decision
from game.match import Match

RULES = model.Rules()


def follow(lesson, against: bool = False):
    """Play the lesson's hand in the model: the player makes each step's first
    wanted call (or, `against`, another legal call at the first step that wants
    one), the computer players their scripted call or a plain legal one.
    Returns (the steps met, the states the player decided at, the last state)."""
    dealer, deck = lesson.deal()
    state = model.new_game(lesson.rules(), 7, first_dealer=dealer, deck=deck)
    met, index, went_against = [], 0, False
    decided = []
    for _ in range(200):
        if state.phase in ("hand-over", "match-over"):
            break
        legal = model.legal_actions(state)
        player = state.to_act == 0 or (state.phase == "betting" and state.to_act == 2)
        if player:
            decided.append(state)
            step = next((s for s in lesson.steps[index:] if s.applies(state)), None)
            action = legal[0]
            if step is not None:
                index = lesson.steps.index(step) + 1
                met.append(step.at)
                wanted = [a for a in legal if step.follows(a)]
                others = [a for a in legal if not step.follows(a)]
                if against and not went_against and step.wants and others and step.wants != ("advice",):
                    action, went_against = others[0], True
                elif wanted and step.wants != ("advice",):
                    action = wanted[0]
        else:
            action = lesson.scripted(state, state.to_act) or legal[0]
        state = model.step(state, action)
    return met, decided, state


@pytest.mark.parametrize("lesson", COURSE, ids=lambda l: l.key)
def test_each_lesson_deals_its_hand_and_meets_every_step_when_followed(lesson):
    dealer, deck = lesson.deal()
    state = model.new_game(lesson.rules(), 1, first_dealer=dealer, deck=deck)
    for seat, text in lesson.hands.items():
        assert state.hands[seat] == model.parse_hand(text)
    assert state.to_act == 0, "the player is Esku and speaks first"
    met, _decided, end = follow(lesson)
    assert met == [s.at for s in lesson.steps if s.at != "counting"], f"steps met: {met}"
    assert end.phase in ("hand-over", "match-over")


@pytest.mark.parametrize("lesson", [l for l in COURSE if any(s.wants and s.wants != ("advice",) for s in l.steps)],
                         ids=lambda l: l.key)
def test_a_lesson_goes_on_after_a_call_against_it(lesson):
    _met, decided, end = follow(lesson, against=True)
    assert end.phase in ("hand-over", "match-over")
    assert decided


def test_every_step_says_why_a_call_against_it_is_not_the_lesson():
    for lesson in COURSE:
        assert lesson.title and lesson.intro and lesson.outro
        for step in lesson.steps:
            assert step.says
            assert bool(step.wants) == bool(step.why), (lesson.key, step.at)


def test_a_stacked_match_replays_to_the_same_hands():
    lesson = lesson_of("mus")
    match = Match.begin(lesson.rules(), 3, deal=lesson.deal(), practice=True)
    match = match.then(model.parse_action("mus"))
    again = match.upto(1)
    assert again.state.hands == match.state.hands and again.practice and again.deal == match.deal
    assert Match.begin(lesson.rules(), 3).state.hands != match.state.hands  # the seed alone deals otherwise


def test_the_course_order_and_the_next_lesson():
    keys = [l.key for l in course(False)]
    assert len(set(keys)) == len(keys) == len(course(False))
    assert next_lesson(keys[0], False).key == keys[1]
    assert next_lesson(keys[-1], False) is None
    assert all(not l.keinuak for l in course(False))


# -- what the texts claim about the cards -------------------------------------------

def hand(text):
    return model.parse_hand(text)


def test_the_cards_lesson_hand_holds_dobliak_of_kings_and_aces():
    cards = lesson_of("cards").hands[0]
    assert model.pair_value(hand(cards), RULES) == 3
    assert model.pair_value(hand(cards), model.Rules(variant=model.Variant.FOUR_KINGS)) == 0  # only the 8 kings make them


def test_the_mus_lesson_draws_three_kings_and_31_after_the_discard_it_asks_for():
    lesson = lesson_of("mus")
    first = hand(lesson.hands[0])
    assert model.pair_value(first, RULES) == 0 and model.count(first, RULES) == 26
    _met, decided, _end = follow(lesson)
    after = next(s for s in decided if s.phase == "mus" and s.mus_round == 1).hands[0]
    assert model.pair_value(after, RULES) == 2 and model.count(after, RULES) == 31


def test_the_haundia_tipia_lesson_hand_wins_haundia_and_loses_tipia():
    hands = {s: hand(t) for s, t in lesson_of("haundia-tipia").hands.items()}
    assert all(model.compare("haundia", hands[0], hands[s], RULES) > 0 for s in (1, 3))
    assert model.compare("tipia", hands[0], hands[3], RULES) < 0


def test_the_pariak_lesson_knights_beat_the_jacks():
    hands = {s: hand(t) for s, t in lesson_of("pariak").hands.items()}
    assert model.pair_value(hands[0], RULES) == 1 == model.pair_value(hands[1], RULES)
    assert model.compare("pariak", hands[0], hands[1], RULES) > 0
    assert model.count(hands[0], RULES) == 29 and max(model.count(h, RULES) for h in hands.values()) == 30
    _met, decided, _end = follow(lesson_of("pariak"))
    assert any(decision("betting:pundua", s) for s in decided)  # nobody holds Jokua: Pundua is played


def test_the_jokua_lesson_hand_counts_31_and_beats_32():
    hands = {s: hand(t) for s, t in lesson_of("jokua").hands.items()}
    assert model.count(hands[0], RULES) == 31 and model.count(hands[1], RULES) == 32
    assert model.compare("jokua", hands[0], hands[1], RULES) > 0


def test_the_betting_lesson_raise_is_2_on_top_of_the_bet_and_its_three_kings_win():
    lesson = lesson_of("betting")
    hands = {s: hand(t) for s, t in lesson.hands.items()}
    assert model.pair_value(hands[0], RULES) == 2
    assert all(model.compare(l, hands[0], hands[s], RULES) > 0 for l in ("haundia", "pariak") for s in (1, 3))
    _met, decided, end = follow(lesson)
    facing = next(s for s in decided if decision("betting:haundia+", s))
    opened = next(s for s in decided if decision("betting:haundia", s))
    bet = model.step(opened, "imido 5")  # any Imido: "2 more on top of your bet", Tira pays "your bet"
    raised = model.step(bet, lesson.scripted(bet, 1))
    assert (raised.stake, raised.refusal) == (7, 5) and (facing.stake, facing.refusal) == (4, 2)
    assert end.game_winner == 0  # the Kanta is won by the three kings


def test_the_voice_lesson_partner_is_the_voice_on_pariak():
    lesson = lesson_of("voice")
    _met, decided, _end = follow(lesson)
    at = next(s for s in decided if decision("betting:pariak+", s))
    assert at.to_act == 2 and model.pair_value(at.hands[0], RULES) == 0


def test_the_keinuak_lesson_hand_makes_the_two_kings_sena_alone():
    lesson = lesson_of("keinuak")
    assert model.keinuak_of(hand(lesson.hands[0]), RULES) == {model.Keinua.TWO_KINGS}
    assert lesson in course(True) and lesson not in course(False)


def test_after_another_discard_the_step_about_the_cards_drawn_is_skipped():
    lesson = lesson_of("mus")
    met, decided, _end = follow(lesson, against=False)
    assert "mus:1" in met
    dealer, deck = lesson.deal()
    state = model.new_game(lesson.rules(), 7, first_dealer=dealer, deck=deck)
    for call in ("mus", "mus", "mus", "mus", "discard 4c"):  # the player keeps the 5 and the 7
        state = model.step(state, call)
    while state.phase == "discard":
        state = model.step(state, model.legal_actions(state)[0])
    assert state.phase == "mus" and state.mus_round == 1 and state.to_act == 0
    step = next(s for s in lesson.steps if s.at == "mus:1")
    assert decision("mus:1", state) and not step.applies(state)  # "you drew a king, a 3 and an ace" is not true


# -- what a call against a step is told, and when it is told ---------------------------

def _guide(lesson):
    from game.table.guide import LessonGuide
    guide = LessonGuide(lesson)
    guide.reading = False
    return guide


def test_a_hordago_where_a_step_wanted_another_call_says_it_stakes_the_whole_game():
    """Every step that wants a call and does not want Hordago explains a
    Hordago pressed there with the whole game at stake (the Iduki of the bets
    lesson with its own words), never with words about another call."""
    from game.model.actions import HORDAGO
    from game.platform.i18n import tr

    met = 0
    for lesson in COURSE:
        _met, decided, _end = follow(lesson)
        for state in decided:
            step = next((s for s in lesson.steps if s.applies(state)), None)
            if step is None or not step.wants or step.wants == ("advice",) or HORDAGO not in model.legal_actions(state):
                continue
            if step.follows(HORDAGO):
                continue
            guide = _guide(lesson)
            guide.index = lesson.steps.index(step)
            assert not guide.pressed(state, HORDAGO), (lesson.key, step.at)
            assert guide.note is not None and "whole game" in tr(guide.note), (lesson.key, step.at, guide.note)
            met += 1
    assert met >= 5
    facing = next(s for s in lesson_of("betting").steps if s.at == "betting:haundia+")
    assert not facing.follows(HORDAGO) and "Iduki" in facing.why_for(HORDAGO)


def test_the_note_on_a_call_against_the_lesson_lasts_until_the_next_decision():
    lesson = lesson_of("haundia-tipia")
    _met, decided, _end = follow(lesson)
    first = next(s for s in decided if decision("betting:haundia", s))
    guide = _guide(lesson)
    assert guide.look(first, True, False)
    assert not guide.pressed(first, model.parse_action("paso")) and guide.note is not None
    after = model.step(first, "paso")
    guide.look(after, False, False)  # the table shows the call: the note stays
    assert guide.note is not None
    later = next(s for s in decided if len(s.history) > len(first.history))
    guide.look(later, True, False)  # the next decision: read afresh
    assert guide.note is None


def test_the_jokua_lesson_says_how_a_3_and_a_2_count_with_8_kings():
    from game.model.hands import card_value
    from game.platform.i18n import tr

    intro = tr(lesson_of("jokua").intro)
    assert card_value(3, model.Variant.EIGHT_KINGS) == 10 and card_value(2, model.Variant.EIGHT_KINGS) == 1  # what the rules say (RULES.md)
    assert "a 3 counts 10" in intro and "a 2 counts 1" in intro
    assert "other cards their number" in intro  # and the plain rule beside them


def test_the_summary_lesson_asks_paso_at_every_lance_it_said_it_would():
    """The intro says Paso on every lance: every betting decision of the hand
    is a step that wants Paso, and no decision is left to "play as you like"."""
    lesson = lesson_of("summary")
    _met, decided, _end = follow(lesson)
    bets = [s for s in decided if s.phase == "betting"]
    assert len(bets) >= 4
    for state in decided:
        step = next((s for s in lesson.steps if s.applies(state)), None)
        assert step is not None, (state.phase, state.lance)
        if state.phase == "betting":
            assert step.wants == ("paso",), step.at
