"""The hand review at every Text size and in every language: the detail's
panel (which larger texts grow upwards) never covers the hands' picture, the
picture's cards, names, tokens, tags and plaques stay inside its panel and
apart from each other and from the bubble, and the detail's texts stay
inside the detail's panel, apart; checked on every step of a
hand played as the table plays it (discards, the partner's advice), with
long names, and with the dealer's and Esku's tokens at every seat."""
from dataclasses import replace

import pygame
import pytest

from game import model
from game.ai import Personality
from game.match import Lineup, Match, decide_move
from game.platform.i18n import LANGUAGES
from game.platform.settings import TEXT_SIZES, ComputerPlayer
from game.review.story import DRAW, review_hand
from game.scenes import review_view as view
from game.ui.text import use_text_scale
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

LONG_NAMES = Lineup(1, (ComputerPlayer("Itziar-Maite", Personality(7, 3, 6, 4)),
                        ComputerPlayer("Maite-Itziar", Personality(4, 6, 5, 8)),
                        ComputerPlayer("Itziar-Uxue", Personality(9, 1, 5, 5))))
APART = ("card", "name", "token", "tag", "plaque", "bubble")


@pytest.fixture(autouse=True)
def normal_size():
    use_text_scale(1.0)
    yield
    use_text_scale(1.0)


def first_hand(seed: int) -> Match:
    """The first hand: Mus said by all once (so that cards are changed),
    then every call the decision the table keeps (the player's its
    partner's view)."""
    match = Match.begin(model.Rules(), seed, (LONG_NAMES,))
    while match.state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        state = match.state
        decided = decide_move(state, seed, match.personalities(), match.seating)
        legal = model.legal_actions(state)
        mus = next((a for a in legal if a.kind == model.Kind.MUS), None)
        if mus is not None and not any(m.action.kind == model.Kind.DISCARD for m in match.moves):
            action = mus
        else:
            action = decided.action if decided is not None else legal[0]
        match = match.then(action, decided)
    return match


@pytest.fixture(scope="module")
def hand() -> Match:
    """The first seed's hand with an advised discard of the player's."""
    for seed in range(1, 40):
        match = first_hand(seed)
        steps = review_hand(match, 1).steps
        if any(s.kind == DRAW for s in steps) and any(
                s.call is not None and s.call.seat == 0 and s.call.advice is not None and s.call.advice.cards
                for s in steps):
            return match
    raise AssertionError("no hand with an advised discard")


def recording(monkeypatch) -> dict:
    """What the review's picture and detail drew, where, at the last frame."""
    seen = {}
    table, detail = view.draw_table, view.draw_detail
    monkeypatch.setattr(view, "draw_table", lambda *a: seen.__setitem__("table", table(*a)))
    monkeypatch.setattr(view, "draw_detail", lambda *a: seen.__setitem__("detail", detail(*a)))
    return seen


def overlaps(places) -> list:
    """Pairs of different things of the picture that cross (a hand's cards
    may touch each other's rings)."""
    found = []
    for i, (kind, rect) in enumerate(places):
        for other, there in places[i + 1:]:
            if kind in APART and other in APART and not (kind == other == "card") and rect.colliderect(there):
                found.append((kind, rect, other, there))
    return found


def check(scene, surface, seen) -> None:
    """Draw the review's step; nothing of the picture crosses the detail or
    another thing of it, all but the bubble stay inside its panel, and the
    detail's texts inside the detail, apart."""
    shown, detail = view.picture(), view.detail_rect()
    seen.clear()
    scene.draw(surface, 1.0)
    places, texts = seen["table"], seen["detail"]
    at = (scene.index, scene.review.dealer)
    for kind, rect in places:
        assert not rect.colliderect(detail), (at, kind, rect, detail)
        if kind != "bubble":
            assert shown.panel.contains(rect), (at, kind, rect, shown.panel)
    assert not overlaps(places), (at, overlaps(places))
    for i, rect in enumerate(texts):
        assert detail.contains(rect), (at, rect, detail)
        assert not any(rect.colliderect(other) for other in texts[i + 1:]), (at, texts)


@pytest.mark.parametrize("size", list(TEXT_SIZES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_texts_never_cover_the_hands_picture(tmp_path, monkeypatch, hand, size, lang):
    app = started_app(tmp_path, lang=lang)
    app.change_settings(text_size=size)
    app.open("review", match=hand, hand=1)
    scene = app.top
    surface = pygame.Surface((1920, 1080))
    cards = [view.card_rect(seat, i) for seat in range(4) for i in range(4)]
    assert not any(card.colliderect(view.detail_rect()) for card in cards), size
    shown = view.picture()
    assert not shown.panel.colliderect(view.detail_rect())
    assert shown.panel.height < view.TABLE.height if size != "normal" else shown.panel == view.TABLE
    seen = recording(monkeypatch)
    for index in range(len(scene.review.steps)):
        scene.go(index)
        check(scene, surface, seen)
    review = scene.review
    advised = next(i for i, s in enumerate(review.steps) if s.call is not None and s.call.seat == 0
                   and s.call.advice is not None and s.call.advice.cards)
    for dealer in range(4):  # the tokens at every seat
        scene.review = replace(review, dealer=dealer, esku=(dealer + 1) % 4)
        for index in (advised, len(review.steps) - 1):
            scene.go(index)
            check(scene, surface, seen)
