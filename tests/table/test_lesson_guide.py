"""The lesson's guide as a newcomer meets it (found trying the lessons in a
real window): the note of a call against the lesson is about that call only,
the panel does not go back to an old step between decisions, and a call
against the lesson that ends the hand is still explained over the summary."""
from game import model
from game.lessons import lesson_of
from game.table.guide import COUNTING, FREE, LessonGuide


def begin(key):
    lesson = lesson_of(key)
    dealer, deck = lesson.deal()
    guide = LessonGuide(lesson)
    guide.reading = False  # the intro was read
    return lesson, guide, model.new_game(lesson.rules(), 7, first_dealer=dealer, deck=deck)


def play_to_player(lesson, state):
    """The computer players' calls (scripted, else plain) until the player decides."""
    while state.phase not in ("hand-over", "match-over") and state.to_act != 0 and not (
            state.phase == "betting" and state.to_act == 2):
        state = model.step(state, lesson.scripted(state, state.to_act) or model.legal_actions(state)[0])
    return state


def act(guide, state, action):
    guide.look(state, True, False)
    guide.pressed(state, action)
    state = model.step(state, action)
    guide.look(state, False, False)  # the computer players' turn
    return state


def test_the_note_of_a_call_against_the_lesson_is_gone_at_the_next_press():
    lesson, guide, state = begin("cards")
    state = act(guide, state, model.parse_action("mus"))   # the step wants Mintza
    assert guide.note == lesson.steps[0].why
    state = play_to_player(lesson, state)
    assert state.phase == "discard"
    discard = next(a for a in model.legal_actions(state) if a.kind.value == "discard")
    act(guide, state, discard)   # a decision no step is about: the old note says nothing of it
    assert guide.note is None


def test_between_decisions_after_a_free_call_the_panel_does_not_go_back_to_the_last_step():
    lesson, guide, state = begin("cards")
    state = act(guide, state, model.parse_action("mintza"))  # the step, followed
    assert guide.text() == lesson.steps[0].says           # said while the others speak
    state = play_to_player(lesson, state)
    while not lesson.steps[1].applies(state):               # to the betting the next step is about
        state = play_to_player(lesson, act(guide, state, model.legal_actions(state)[0]))
    state = play_to_player(lesson, act(guide, state, model.parse_action("paso")))  # the last step
    guide.look(state, True, False)
    assert guide.free and guide.text() == FREE               # Tipia: no step
    state = act(guide, state, model.parse_action("paso"))
    assert guide.free and guide.text() == FREE and guide.points() == ()  # not the Haundia step again
    assert guide.text() != lesson.steps[1].says


def test_a_call_against_the_lesson_that_ends_the_hand_is_explained_over_the_summary():
    lesson, guide, state = begin("jokua")
    while not lesson.steps[-1].applies(state):   # the Jokua betting: the hand's last decision
        state = play_to_player(lesson, act(guide, state, model.legal_actions(state)[0]))
    state = act(guide, state, model.parse_action("paso"))  # the step wants Imido
    state = play_to_player(lesson, state)
    assert state.phase in ("hand-over", "match-over")
    guide.look(state, False, True)
    assert guide.text() == lesson.steps[-1].why


def test_the_summary_says_how_the_lesson_ends_when_the_last_call_followed_it():
    lesson, guide, state = begin("jokua")
    while not lesson.steps[-1].applies(state):
        state = play_to_player(lesson, act(guide, state, model.legal_actions(state)[0]))
    state = play_to_player(lesson, act(guide, state, model.parse_action("imido 2")))
    guide.look(state, False, True)
    assert guide.text() == COUNTING
