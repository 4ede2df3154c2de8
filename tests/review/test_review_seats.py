"""The hand review, the last hands and the printed hand from the player's
seat, whichever seat the match gives the player (game/review/story.py's
`seen_from`, as the table: game/table/seen.py): the review screen shows the
player's hand at the bottom as "You", the partner across, the opponents
right and left in turn order, the player's team as "Us"; the player's calls
and señas are "you", the partner's advice is in the player's place; the
señas the player did not see are those its seat did not see; the last hands
count the points and the score from the player's side. The printed review
(`solo-mus record --from FILE --hand N`) keeps the model's seats and names
"You" at the player's seat, each seat's place said from there."""
import pytest

from game import model
from game.match import DEFAULT_LINEUPS, Lineup, Match, Seating
from game.model import Kind, Phase
from game.model.keinuak import signing_open
from game.review import words
from game.review.hands import last_hands
from game.review.story import CALL, DEAL, SHOW, SIGN, game_states, review_hand
from game.review.text import hand_lines
from game.scenes.last_hands import entry_label
from game.scenes.review import ReviewScene
from game.ui.text import texts_drawn
from apps import started_app
from matches import SEATED_PLAN as PLAN, seated_hand


def opened_review(tmp_path, match, hand: int = 1):
    app = started_app(tmp_path)
    scene = ReviewScene(app, match, hand)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_the_review_shows_the_hand_from_the_players_seat(tmp_path, seat):
    match = seated_hand(seat)
    names = match.names(1)
    app, scene = opened_review(tmp_path, match)
    review = scene.review
    name = scene.seat_name
    # The names by place: the player at the bottom, its right, partner and left in turn order.
    assert [name(place) for place in range(4)] == ["You"] + [names[(seat + place) % 4] for place in (1, 2, 3)]
    dealt = review.steps[0]
    assert dealt.kind == DEAL
    first = match.first_state()
    assert dealt.hands == tuple(first.hands[(seat + place) % 4] for place in range(4))  # the player's hand at 0
    assert review.dealer == (first.dealer - seat) % 4 and review.esku == (first.esku - seat) % 4
    assert words.what(dealt, review, name) == (
        "You deal, {} is Esku: the four hands as dealt".format(name(review.esku)) if first.dealer == seat else
        "{} deals, you are Esku: the four hands as dealt".format(name(review.dealer)) if first.esku == seat else
        "{} deals, {} is Esku: the four hands as dealt".format(name(review.dealer), name(review.esku)))
    # Scores and lances from the player's side: the player's team first, as Us.
    last = review_hand(match, 1).steps[-1]
    assert review.steps[-1].scores == (last.scores[seat % 2], last.scores[1 - seat % 2])
    assert [(r.lance, r.team) for r in review.steps[-1].track] == [(r.lance, (r.team - seat) % 2) for r in last.track]
    # Each call is at its seat's place; the player's own are "You", the team's as the voice "for" the partner.
    calls = [step for step in review.steps if step.kind == CALL]
    played = [logged for logged in match.log if logged.action.kind != Kind.NEW_HAND]
    assert [(step.call.seat, step.call.action) for step in calls] == \
        [((logged.seat - seat) % 4, logged.action) for logged in played]
    own = [step for step in calls if step.call.by_player and not step.call.voice]
    assert own, "the player made no call of its own in the hand"
    for step in own:
        assert step.call.seat == 0
        assert words.what(step, review, name).startswith(("You say ", "You change "))
        if step.call.advice is not None:
            assert words.note(step, name).startswith(name(2) + ": ")  # the partner's advice in the player's place
    for step in (s for s in calls if s.call.voice):
        assert words.row(step, name).startswith(f"You, for {name(2)}: ")
    # The señas: the player's own, those it saw and those it did not see, from its seat.
    signs = [step.signed for step in review.steps if step.kind == SIGN]
    assert [(s.seat, s.seen_by) for s in signs] == [(signer, tuple(sorted(seers))) for _c, signer, seers in PLAN]
    said = [words.what(step, review, name) for step in review.steps if step.kind == SIGN]
    assert said[0].startswith("You sign ")
    assert said[1].startswith(f"{name(2)} signs ")
    partners = next(step for step in review.steps if step.kind == SIGN and step.signed.seat == 2)
    assert words.why(partners, review, name).startswith("You saw it")
    assert said[2].endswith("(you did not see it)") and said[3].endswith("(you did not see it)")
    # The screen draws every name, the player's as You.
    scene.go(len(review.steps) - 1)
    scene.draw(app.screen, 1.0)
    drawn = texts_drawn(app.res)
    assert "You" in drawn and all(names[(seat + p) % 4] in drawn for p in (1, 2, 3))
    assert review.steps[-1].kind == SHOW


def test_the_review_at_seat_0_is_the_models_and_a_demo_says_no_you(tmp_path):
    """At seat 0 the review is the model's own, as it was; in a match of four
    computer players (the championship's other matches) the first seat is at
    the bottom and its pair is Us, and no step speaks of "you"."""
    match = seated_hand(0)
    app, scene = opened_review(tmp_path, match)
    assert scene.review == review_hand(match, 1)
    assert scene.seat_name(0) == "You"
    demo = demo_hand()
    shown = ReviewScene(app, demo, 1)
    review = shown.review
    assert review == review_hand(demo, 1) and review.player is None
    name = shown.seat_name
    assert [name(s) for s in range(4)] == [demo.names(1)[s] for s in range(4)]
    # Nobody at this screen: no step says "you" (the first seat deals or is Esku here, and signs)
    said = [words.what(step, review, name) for step in review.steps] + \
        [words.outcome(step, name, review.player) for step in review.steps] + [row for row in _rows(shown)] + \
        [words.why(step, review, name) for step in review.steps if step.kind in (SIGN, DEAL)]
    assert 0 in (review.dealer, review.esku) and any(step.kind == SIGN and step.signed.seat == 0
                                                     for step in review.steps)
    assert not [line for line in said if "you" in line.lower()]


@pytest.mark.parametrize("seat", [0, 2])
def test_the_review_says_the_players_own_mintza_in_its_own_words(tmp_path, seat):
    """The player says Mintza (its partner and the opponents say Mus): the
    step's line and what it left say "You say Mintza", never "You says"."""
    seating = Seating.player_at(seat)
    match = Match.begin(model.Rules(), 11, (Lineup(1, DEFAULT_LINEUPS[0].players, seating.computer_seats),), seating)
    while match.state.phase != Phase.HAND_OVER:
        state = match.state
        legal = model.legal_actions(state)
        mintza = state.phase == Phase.MUS and state.to_act == seat
        match = match.then(next(a for a in legal if a.kind == Kind.MINTZA) if mintza else legal[0])
    app, scene = opened_review(tmp_path, match)
    review, name = scene.review, scene.seat_name
    (said,) = [step for step in review.steps if step.kind == CALL and step.call.action.kind == Kind.MINTZA]
    assert said.call.seat == 0 and words.what(said, review, name) == "You say Mintza"
    assert words.outcome(said, name, review.player) == "You say Mintza: the lances begin"
    scene.go(review.steps.index(said))
    scene.draw(app.screen, 1.0)
    drawn = texts_drawn(app.res)
    assert "You say Mintza: the lances begin" in drawn and not [text for text in drawn if "You says" in text]


def demo_hand(seed: int = 3) -> Match:
    """The first hand of a match of four computer players whose first seat
    deals or is Esku, played from the first legal call, the first seat
    signing (seen by its partner) and the second (seen by its partner only)."""
    players = DEFAULT_LINEUPS[0].players
    while True:
        demo = Match.begin(model.Rules(), seed, (Lineup(1, players + players[:1], (0, 1, 2, 3)),), Seating.demo(),
                           with_keinuak=True)
        if 0 in (demo.state.dealer, demo.state.esku):
            break
        seed += 1
    signed = False
    while demo.state.phase != Phase.HAND_OVER:
        if not signed and signing_open(demo.state):
            for seat, seers in ((0, (2,)), (1, (3,))):
                demo = demo.signed(seat, min(model.keinuak_of(demo.state.hands[seat], demo.rules)), seers)
            signed = True
        demo = demo.then(model.legal_actions(demo.state)[0])
    assert signed
    return demo


def _rows(scene) -> list[str]:
    return [text for row in scene.rows() for text in row[1:3] if isinstance(text, str)]


@pytest.mark.parametrize("seat", [1, 3])
def test_the_last_hands_count_from_the_players_side(seat):
    match = seated_hand(seat, hands=2)
    entries = last_hands(match)
    assert [entry.hand_number for entry in entries] == [2, 1]
    for entry in entries:
        state = next(s for s in reversed(list(game_states(match))) if s.hand_number == entry.hand_number)
        assert entry.scores == (state.scores[seat % 2], state.scores[1 - seat % 2])
        label = entry_label(entry)
        assert f"score {entry.scores[0]} - {entry.scores[1]}" in label
    # the points made in the hand: from the player's side, the player's team's first
    first = entries[-1]
    made = [0, 0]
    for event in next(s for s in reversed(list(game_states(match))) if s.hand_number == 1).story:
        if type(event) is model.events.TiraPaid:
            made[event.team] += event.points
        elif type(event) is model.events.LineCounted and event.line.counted:
            made[event.line.team] += event.line.points
    assert first.points == (made[seat % 2], made[1 - seat % 2])
    assert made[0] != made[1], "the same points both ways: a side swapped would not show"


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_the_printed_hand_names_you_at_the_players_seat(seat):
    match = seated_hand(seat)
    names = match.names(1)
    lines = list(hand_lines(review_hand(match, 1), match.lineup_at(1)))
    places = {seat: "the player", (seat + 1) % 4: "right opponent", (seat + 2) % 4: "partner",
              (seat + 3) % 4: "left opponent"}
    said = {s: "You" if s == seat else names[s] for s in range(4)}
    assert lines[1] == "Seats: " + ", ".join(f"{s} {said[s]} ({places[s]})" for s in range(4))
    partner = said[(seat + 2) % 4]
    advised = [line for line in lines
               if line.startswith("  ") and "your call" in line and ("advised" in line or "in your place" in line)]
    assert advised
    for line in advised:
        assert f"; {partner} advised " in line or f"; {partner} in your place: " in line
        if "seeing" in line:
            assert f" for team {seat % 2} " in line
    assert all(not line.startswith(f"  {s} You") for s in range(4) if s != seat for line in lines)
    unseen = [line for line in lines if line.endswith("[you did not see it]")]
    assert len(unseen) == 2 and all(f"  {(seat + p) % 4} " in line for p, line in zip((1, 3), unseen))


def test_the_printed_hand_says_their_for_the_computer_players():
    """The computer players are people with names: the printed hand's key to
    the estimates says "they" and "their" of them, never "it" and "its"."""
    match = seated_hand(1)
    lines = list(hand_lines(review_hand(match, 1), match.lineup_at(1)))
    key = next(line for line in lines if line.startswith("Estimates: "))
    assert key == ("Estimates: each computer call's own chance, from what they could know then, that their team "
                   "wins the lance; for your calls, what your partner would have chosen in your place.")
    assert not [line for line in lines if " it could " in line or " its team" in line]
