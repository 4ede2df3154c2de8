"""The championship's screens, opened with a championship value moved on by
fake match players (tests/championships.py): the groups' tables in the
model's order with its reasons said and the player's pair lit, the next
match named; the bracket with its pending slots said by where their pairs
come from and the player's path lit; each reached and left by mouse, keys
and pad."""
import random

import pygame
import pytest

from apps import started_app
from championships import by_level, pair_wins, won_by
from game.ai import Personality
from game.ai.levels import Level
from game.shell.driver import Driver
from game.txapelketa.championship import (
    bracket, current_round, group_table, is_out, new_championship, next_match, path, pending, record, Side, Stage)
from game.txapelketa.pairs import GROUPS, PLAYER_PAIR, PLAYER_PAIR_NAME, ComputerPlayer
from game.txapelketa_words import match_name, reason_words, source_words
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

ANE = ComputerPlayer("Ane", Personality(level=Level.NORMAL), "txirikorda")


def play_rounds(championship, play, rounds):
    """`rounds` whole rounds, every match (the player's too) played by `play`."""
    for _ in range(rounds):
        pairs = championship.field.pairs
        for match in pending(championship):
            championship = record(championship, match.key,
                                  play(match.seed, pairs[match.first], pairs[match.second], championship.rules))
    return championship


def opened(tmp_path, name, championship, mode="mouse", pad=None):
    app = started_app(tmp_path)
    app.open(name, championship=championship)
    app.tick(0.0)
    return app, Driver(app, seed=3, mode=mode, pad=pad)


def drawn(app) -> set[str]:
    app.draw(0.0)
    return texts_drawn(app.res)


def test_the_groups_screen_shows_each_group_in_the_models_order_with_its_reasons(tmp_path):
    championship = play_rounds(new_championship(7, ANE), by_level, 2)
    app, _driver = opened(tmp_path, "txapelketa_groups", championship)
    scene = app.top
    assert scene.name == "txapelketa_groups"
    shown = drawn(app)
    pairs = championship.field.pairs
    for group in range(GROUPS):
        table = group_table(championship, group)
        rows = scene.rows(group)
        assert [row["pair"] for row in rows] == [standing.pair for standing in table.rows]
        for row, standing in zip(rows, table.rows):
            assert row["figures"][0] == f"{standing.won}-{standing.lost}"
            assert pairs[standing.pair].name in shown
        for upper, lower in zip(rows, rows[1:]):
            said = reason_words(table.why(upper["pair"], lower["pair"]))
            assert upper["reason"] == said and said in shown
        assert rows[-1]["reason"] is None
        assert [row["mine"] for row in rows].count(True) == (group == championship.field.group_of(PLAYER_PAIR))
    mine = next_match(championship)
    assert mine is not None and match_name(mine) in scene.headline()
    assert "Txapeldun" in shown and "Ikasle" in shown  # each pair's level said


def test_the_groups_say_a_game_difference_when_it_decides(tmp_path):
    """Over seeds, a table whose two pairs level on matches are told apart by
    their games shows 'ahead on game difference'."""
    for seed in range(40):
        championship = play_rounds(new_championship(seed, ANE), by_level, 3)
        for group in range(GROUPS):
            table = group_table(championship, group)
            for upper, lower in zip(table.rows, table.rows[1:]):
                if table.why(upper.pair, lower.pair).value == "games":
                    app, _driver = opened(tmp_path, "txapelketa_groups", championship)
                    assert "ahead on game difference" in drawn(app)
                    return
    pytest.fail("no seed gave a table decided on games")


def test_the_bracket_says_pending_slots_by_their_source_and_lights_the_path(tmp_path):
    start = new_championship(7, ANE)
    app, _driver = opened(tmp_path, "txapelketa_bracket", start)
    shown = drawn(app)
    for text in ("Winner of group A", "Runner-up of group B", "Winner of quarter-final 1",
                 "Winner of semi-final 2"):
        assert text in shown
    assert not any(slot["mine"] for slot in app.top.slots().values())

    champion = play_rounds(start, pair_wins(PLAYER_PAIR_NAME), 4)  # groups and quarter-finals played
    app, _driver = opened(tmp_path / "again", "txapelketa_bracket", champion)
    slots = app.top.slots()
    knockout = {step.fixture.key for step in path(champion) if step.fixture.stage is not Stage.GROUPS}
    assert {key for key, slot in slots.items() if slot["mine"]} == knockout and len(knockout) == 2
    quarter = next(key for key in knockout if key.startswith("QF"))
    won = slots[quarter]
    mine = next(i for i, line in enumerate(won["lines"]) if line["mine"])
    assert won["winner"] == mine and won["lines"][mine]["text"] == PLAYER_PAIR_NAME
    assert "Winner of semi-final 1" in drawn(app) or "Winner of semi-final 2" in drawn(app)


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_groups_to_bracket_and_back_by_every_device(tmp_path, mode, request):
    pad = request.getfixturevalue("virtual_pad")() if mode == "pad" else None
    championship = play_rounds(new_championship(3, ANE), by_level, 1)
    app, driver = opened(tmp_path, "txapelketa_groups", championship, mode=mode, pad=pad)
    groups = app.top
    driver.press(groups.widgets, groups.bracket_button)
    driver.tick()
    assert app.top.name == "txapelketa_bracket"
    bracket_screen = app.top
    driver.press(bracket_screen.widgets, bracket_screen.back_button)
    driver.tick()
    assert app.top is groups
    driver.press(groups.widgets, groups.back_button)
    driver.tick()
    assert app.top.name == "title"


def test_the_path_to_the_final_is_gold_over_the_other_halfs_line(tmp_path):
    """The player won the final from semi-final 1: the line from it into the
    final is gold where the other semi-final's line joins it."""
    from game.scenes.txapelketa_bracket import GOLD, SLOTS
    champion = play_rounds(new_championship(7, ANE), pair_wins(PLAYER_PAIR_NAME), 6)
    app, _driver = opened(tmp_path, "txapelketa_bracket", champion)
    app.draw(0.0)
    final = SLOTS["F"]
    feed = next(key for key in ("SF1", "SF2") if app.top.slots()[key]["mine"])
    x = SLOTS[feed].right + (final.left - SLOTS[feed].right) // 2
    surface = pygame.display.get_surface()
    assert tuple(surface.get_at((x + 20, final.centery)))[:3] == GOLD


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_the_partner_is_chosen_among_the_characters_by_every_device(tmp_path, mode, request):
    """The partner screen shows every character of the game (one a face),
    each with its name, level and style; the focus reaches the last card by
    moving through the grid; pressing one answers the screen below with that
    character as a computer player; Back answers nothing."""
    from game.txapelketa.characters import CHARACTERS
    from game.txapelketa_words import character_style
    pad = request.getfixturevalue("virtual_pad")() if mode == "pad" else None
    app = started_app(tmp_path)
    answers = []
    app.top.on_resume = lambda result=None: answers.append(result)
    app.open("txapelketa_partner")
    app.tick(0.0)
    driver = Driver(app, seed=4, mode=mode, pad=pad)
    screen = app.top
    assert [button.label for button in screen.choices] == [c.name for c in CHARACTERS]
    shown = drawn(app)
    assert {"Ikasle", "Normal", "Txapeldun"} <= shown
    assert {character_style(c.style) for c in CHARACTERS} <= shown
    last = CHARACTERS[-1]
    driver.press(screen.widgets, screen.choices[-1])
    driver.tick()
    assert answers == [last.partner()]
    assert (answers[0].name, answers[0].face, answers[0].personality.level) == (last.name, last.face, last.level)
    championship = new_championship(5, answers[0])  # the model takes the answer as the partner
    assert championship.field.pairs[PLAYER_PAIR].players == (last.partner(),)
    app.open("txapelketa_partner")
    app.tick(0.0)
    driver.press(app.top.widgets, app.top.back_button)
    driver.tick()
    assert answers == [last.partner(), None]


def test_a_click_on_a_face_chooses_that_partner(tmp_path):
    from game.txapelketa.characters import CHARACTERS
    app = started_app(tmp_path)
    answers = []
    app.top.on_resume = lambda result=None: answers.append(result)
    app.open("txapelketa_partner")
    app.tick(0.0)
    Driver(app, mode="mouse").click(app.top.face_rect(6).center)
    app.tick(0.0)
    assert answers == [CHARACTERS[6].partner()]


def test_the_partners_cards_hold_their_words_and_buttons_apart(tmp_path):
    """Each card's face, words and button stay inside it and clear of one
    another and of the other cards and the Back button."""
    from game.scenes.txapelketa_partner import card_rect
    app = started_app(tmp_path)
    app.open("txapelketa_partner")
    app.tick(0.0)
    screen = app.top
    cards = [card_rect(i) for i in range(len(screen.choices))]
    for i, card in enumerate(cards):
        parts = [screen.face_rect(i), *screen.word_places(i).values(), screen.choices[i].rect]
        assert all(card.contains(part) for part in parts)
        assert all(not a.colliderect(b) for n, a in enumerate(parts) for b in parts[n + 1:])
        assert all(not card.colliderect(other) for other in cards[i + 1:])
        assert not card.colliderect(screen.back_button.rect)
    assert pygame.Rect(0, 0, 1920, 1080).contains(screen.back_button.rect)


def won(seed=7):
    return play_rounds(new_championship(seed, ANE), pair_wins(PLAYER_PAIR_NAME), 6)


def test_the_txapelas_come_down_onto_the_heads_and_the_celebration_ends(tmp_path):
    app = started_app(tmp_path)
    app.open("txapelketa_won", championship=won())
    scene = app.top
    assert scene.lowered() == 1.0 and scene.frame_interval() == 0.0  # up above the heads, moving
    for _ in range(30):
        scene.update(1 / 30)
    assert 0.0 < scene.lowered() < 1.0
    for _ in range(120):
        scene.update(1 / 30)
    assert scene.lowered() == 0.0 and not scene.moving and scene.frame_interval() > 0  # on, and still
    assert "Txapeldun!" in drawn(app)


def test_with_reduced_motion_the_txapelas_are_on_at_once_and_the_confetti_lies_still(tmp_path):
    app = started_app(tmp_path)
    app.change_settings(reduced_motion=True)
    app.open("txapelketa_won", championship=won())
    scene = app.top
    assert scene.lowered() == 0.0
    pieces = [(piece.vx, piece.vy, piece.spin) for piece in scene.confetti.pieces]
    assert set(pieces) == {(0.0, 0.0, 0.0)}
    for _ in range(60):
        scene.update(1 / 30)
    assert not scene.moving


def test_the_txapela_is_only_for_the_pair_that_won(tmp_path):
    app = started_app(tmp_path)
    lost = play_rounds(new_championship(7, ANE), pair_wins("Azkoitia"), 6)
    with pytest.raises(ValueError, match="txapela"):
        app.open("txapelketa_won", championship=lost)


@pytest.mark.parametrize("mode", ["mouse", "keyboard", "pad"])
def test_continue_closes_the_crowning_by_every_device(tmp_path, mode, request):
    pad = request.getfixturevalue("virtual_pad")() if mode == "pad" else None
    app = started_app(tmp_path)
    app.open("txapelketa_won", championship=won())
    driver = Driver(app, seed=2, mode=mode, pad=pad)
    driver.press(app.top.widgets, app.top.continue_button)
    driver.tick()
    assert app.top.name == "title"


def test_the_txapela_is_drawn_dark_on_the_head_of_the_portrait():
    """The art: a dark beret wider than tall, its band's middle over the
    portrait's head (the crown of a face is near the top tenth of it)."""
    from game.ui.txapela import RATIO, draw_txapela, on_head
    pygame.init()
    beret = draw_txapela(300)
    assert beret.get_size() == (300, round(300 * RATIO))
    middle = beret.get_at((150, beret.get_height() // 2))
    assert middle.a > 240 and max(middle[:3]) < 60
    assert beret.get_at((2, 2)).a == 0  # the corners are clear
    width, rect = on_head(pygame.Rect(0, 0, 360, 360))
    assert width < 360 and 60 < rect.bottom < 180


def test_the_txapelas_never_come_over_the_words(tmp_path):
    from game.scenes.txapelketa_won import WORDS
    app = started_app(tmp_path)
    app.open("txapelketa_won", championship=won())
    scene = app.top
    while scene.moving:
        assert not any(rect.colliderect(WORDS) for rect in scene.txapelas())
        scene.update(1 / 30)
    assert not any(rect.colliderect(WORDS) for rect in scene.txapelas())


def beret_red(surface, rect) -> int:
    """The pixels of `rect` in the red of Garbiñe's own beret."""
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if (lambda c: c.r > 150 and c.g < 80 and c.b < 90)(surface.get_at((x, y))))


def test_the_partner_takes_off_a_beret_of_its_own_for_the_txapela(tmp_path):
    """Garbiñe wears a red beret at the table; on the crowning she is
    bare-headed, so the txapela comes down onto her head, not onto her beret
    (it came down over the red one, which showed beneath it as it fell)."""
    from game.faces import FaceArt, pose_of
    from game.scenes.txapelketa_won import FACE_HEIGHT, PARTNER_FACE
    garbine = ComputerPlayer("Garbiñe", Personality(level=Level.IKASLE), "txapelgorri")
    app = started_app(tmp_path)
    app.open("txapelketa_won", championship=play_rounds(new_championship(7, garbine), pair_wins(PLAYER_PAIR_NAME), 6))
    crown = PARTNER_FACE.copy()
    crown.height = PARTNER_FACE.height * 35 // 100  # above the eyes: the hair, and a beret
    art = FaceArt(app.res.sprite)
    at_table = art.render("txapelgorri", pose_of("smile", seat=2), FACE_HEIGHT)
    beret = beret_red(at_table, crown.move(-PARTNER_FACE.left, -PARTNER_FACE.top).clip(at_table.get_rect()))
    assert beret > 500  # her own beret, drawn at the table
    for _ in range(3):  # the txapela high above, coming down, on her head
        app.draw(0.0)
        assert beret_red(app.screen, crown) == 0
        for _ in range(20):
            app.top.update(1 / 30)
