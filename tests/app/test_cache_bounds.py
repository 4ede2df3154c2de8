"""Every cache has a bound (issue 11, defect 13): hundreds of panel sizes,
texts and sprite sizes keep memory within the caches' budgets, the least
recently used going first; and tools/soak.py plays whole games and reports."""
import os

import pygame
import pytest

from game.platform.resources import Resources, SurfaceCache, surface_bytes
from game.ui.widgets import panel

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


@pytest.fixture
def res():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    return Resources()


def test_a_surface_cache_keeps_its_bounds_and_the_recently_used():
    cache = SurfaceCache(entries=5, budget=10 * 40 * 40 * 4)
    for i in range(50):
        cache.keep(i, pygame.Surface((40, 40), pygame.SRCALPHA))
        cache.fetch(0)  # used all the time: it stays
    assert len(cache) == 5 and 0 in cache and 49 in cache and 10 not in cache
    assert cache.bytes == sum(surface_bytes(s) for s in cache.values())
    cache.keep("big", pygame.Surface((200, 200), pygame.SRCALPHA))  # over the budget alone
    assert list(cache) == ["big"]  # the newest always stays


def test_hundreds_of_panel_sizes_stay_within_the_budget(res):
    for w in range(200, 1400, 3):
        panel(res, pygame.Rect(0, 0, w, 300 + w % 97))
    assert len(res._made) <= res._made.entries
    assert res._made.bytes <= res._made.budget
    assert res._made.bytes == sum(surface_bytes(s) for s in res._made.values())


def test_drawn_pieces_and_layers_never_push_each_other_out(res):
    """Hundreds of small drawn surfaces (fitted texts) never push out a
    full-screen layer, nor dozens of large panels a text: the drawn
    surfaces' cache keeps each size in a part of its own, each held by its
    bytes (issue 25: one cache of both drifted up in long play)."""
    made = res._made
    layer = made.keep("layer", pygame.Surface((1920, 1080), pygame.SRCALPHA))
    for i in range(3 * made.pieces.entries):
        made.keep(("piece", i), pygame.Surface((40 + i % 50, 40), pygame.SRCALPHA))
        made.fetch("layer")
    assert made.fetch("layer") is layer and "layer" in made.layers
    assert len(made.pieces) == made.pieces.entries and made.pieces.bytes <= made.pieces.budget
    text = made.keep("text", pygame.Surface((300, 40), pygame.SRCALPHA))
    for i in range(40):
        made.keep(("panel", i), pygame.Surface((1600, 600 + i), pygame.SRCALPHA))
        made.fetch("text")
    assert made.fetch("text") is text and "text" in made.pieces
    assert made.layers.bytes <= made.layers.budget and len(made.layers) <= made.layers.entries
    assert made.layers.bytes > made.layers.budget - 1600 * 640 * 4  # held by its bytes, near full
    assert made.bytes == sum(surface_bytes(s) for s in made.values())


def test_texts_and_sprite_sizes_are_bounded(res):
    for i in range(res._texts.entries + 500):
        res.text(f"line {i}", 20)
    assert len(res._texts) == res._texts.entries
    again = res.text("line 0", 20)
    assert again is res.text("line 0", 20)  # cached once more, and reused
    from game.model import FULL_DECK
    for w in range(60, 60 + 700):
        res.card_face(FULL_DECK[w % 40], (w, w * 3 // 2))
    assert len(res._sprites) <= res._sprites.entries and res._sprites.bytes <= res._sprites.budget


@pytest.mark.slow
def test_the_soak_tool_plays_games_and_reports(capsys, tmp_path, monkeypatch):
    from tools import soak
    player = tmp_path / "player"  # where a player's files would be: the soak never writes there
    monkeypatch.setenv("XDG_CONFIG_HOME", str(player))
    figures = soak.soak(games=11, speed=60, seed=3, trace=False)
    assert not player.exists() and os.environ["XDG_CONFIG_HOME"] == str(player)
    assert figures[10] > 0 and figures[11] > 0 and figures["end_median"] > 0
    assert figures["calls made"] > 100 and figures["calls saved"] == figures["calls made"]  # every call on disk
    soak.report(figures, 11)
    out = capsys.readouterr().out
    for line in ("resident memory after game 10", "resident memory after game 11",
                 "KB a game", f"calls made {figures['calls made']}, calls saved {figures['calls made']}",
                 "frame time, games 1-10", "frame time, last 10 games", "soak: goals"):
        assert line in out


def test_a_moment_of_an_animation_keeps_nothing_that_lasts(res):
    """Bubbles popping in and cards turning over are made as they are drawn
    and keep nothing among the drawn surfaces (each moment a size of its own,
    which pushed out what lasts and moved long play's memory); the tilts of
    cards under the pointer stay among a few."""
    from game.model import FULL_DECK
    from game.ui.bubbles import Bubble
    from game.ui.cards import CardView
    screen = pygame.display.get_surface()
    for text in ("Imido 2", "Tira", "Hordago", "Kanta", "Iduki"):
        Bubble(text, (400, 400), 0.0).draw(screen, res, 1.0)  # the whole bubble, kept once per text
        kept = set(res._made)
        bubble = Bubble(text, (400, 400), 0.18)
        while bubble.popping:
            bubble.draw(screen, res, 0.5)
            bubble.update(1 / 60)
        bubble.draw(screen, res, 1.0)
        assert set(res._made) == kept  # nothing of the pop kept
    kept = set(res._made)
    for card in FULL_DECK[:8]:
        view = CardView(card, 0, (150, 230), (300, 600), False)
        view.turn(True, 0.3)
        view.set_hover(True, 0.2)
        while not view.settled:
            view.draw(screen, res, 0.5)
            view.update(1 / 60)
        view.draw(screen, res, 1.0)
    plain = {("back", (150, 230))} | {("face", c.rank, c.suit, (150, 230)) for c in FULL_DECK}  # no card sprite
    assert set(res._made) <= kept | plain
    assert 0 < len(res._tilts) <= res._tilts.entries and res._tilts.bytes <= res._tilts.budget
