"""The championship's other matches opened from its screens: the groups'
and the bracket's Other matches button lists each match the computer has
played (its name, pairs and games won), names the `solo-mus record --from`
command of its kept file (which prints it), lists a match's hands and opens
the hand review on the match kept, by mouse, keys and pad; a match whose
file cannot be read says so and stays on the list."""
import io
from contextlib import redirect_stdout

import pytest

from apps import started_app
from game.match.background import played_match
from game.review.hands import LAST, completed_hands
from game.shell.driver import Driver
from game.txapelketa.championship import Side, championship_rules, fixture
from game.txapelketa.characters import CHARACTERS
from game.txapelketa_words import match_name
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def one_played(tmp_path):
    """An app whose championship (games of 30 points, to keep it short) has
    one other match played by the game loop and kept."""
    app = started_app(tmp_path)
    store = app.championship
    store.start(11, CHARACTERS[7].partner(), championship_rules(target=30))
    championship = next(store.play_others(played_match))
    key = championship.results[-1].key
    return app, championship, key


def drawn(app) -> set[str]:
    app.draw(0.0)
    return texts_drawn(app.res)


@pytest.mark.slow  # a whole match played by the game loop
@pytest.mark.parametrize("mode,screen", [("mouse", "txapelketa_groups"), ("keyboard", "txapelketa_bracket"),
                                         ("pad", "txapelketa_groups")])
def test_another_match_is_listed_printed_and_reviewed_by_every_device(tmp_path, mode, screen, request):
    pad = request.getfixturevalue("virtual_pad")() if mode == "pad" else None
    app, championship, key = one_played(tmp_path)
    app.open(screen, championship=championship)
    app.tick(0.0)
    driver = Driver(app, seed=6, mode=mode, pad=pad)
    below = app.top
    driver.press(below.widgets, below.matches_button)
    driver.tick()
    matches = app.top
    assert matches.name == "txapelketa_matches" and len(matches.rows) == 1

    played = fixture(championship, key)
    pairs, result = championship.field.pairs, championship.done[key]
    label = matches.rows[0].label
    assert label.startswith(match_name(played))
    assert pairs[played.first].name in label and pairs[played.second].name in label
    assert f"{result.games_won(Side.FIRST)}-{result.games_won(Side.SECOND)}" in label
    path = app.championship.match_file(key)
    assert path.is_file() and any(str(path) in text and "solo-mus record --from" in text for text in drawn(app))
    from game.cli import main
    printed = io.StringIO()
    with redirect_stdout(printed):
        assert main(["record", "--from", str(path)]) == 0
    assert pairs[played.first].players[0].name in printed.getvalue()

    kept = app.championship.background_match(key)
    hands = completed_hands(kept, LAST)
    driver.press(matches.widgets, matches.rows[0])
    driver.tick()
    assert app.top is matches and len(matches.rows) == len(hands) > 1
    driver.press(matches.widgets, matches.rows[1])
    driver.tick()
    review = app.top
    assert review.name == "review" and review.review.hand_number == hands[1].hand_number
    players = {player.name for pair in played.pairs for player in pairs[pair].players}
    assert set(review.review.names) == players  # the match's own four, not the player's table
    driver.press(review.widgets, review.back_button)
    driver.tick()
    assert app.top is matches and len(matches.rows) == len(hands)
    driver.press(matches.widgets, matches.back_button)
    driver.tick()
    assert app.top is matches and len(matches.rows) == 1  # back to the matches
    driver.press(matches.widgets, matches.back_button)
    driver.tick()
    assert app.top is below


@pytest.mark.slow  # a whole match played by the game loop
def test_a_match_whose_file_cannot_be_read_says_so(tmp_path):
    app, championship, key = one_played(tmp_path)
    app.championship.match_file(key).write_text("{not json", encoding="utf-8")
    app.open("txapelketa_matches", championship=championship)
    app.tick(0.0)
    matches = app.top
    Driver(app, mode="mouse").click(matches.rows[0].rect.center)
    app.tick(0.0)
    assert app.top is matches and matches.fixture is None and matches.notice
    assert matches.notice in drawn(app)


def test_each_other_match_recorded_is_listed_and_one_not_kept_says_so(tmp_path):
    """Quick, with results made by hand (no match is played, none is kept):
    the rows are the other pairs' matches recorded, round by round, never
    the player's; the command names the focused one's file; choosing one
    whose file is not there says so."""
    from championships import by_level
    from game.txapelketa.championship import PLAYER_PAIR, fixtures, new_championship, pending, record
    championship = new_championship(9, CHARACTERS[1].partner())
    for _ in range(2):
        pairs = championship.field.pairs
        for match in pending(championship):
            championship = record(championship, match.key, by_level(match.seed, pairs[match.first],
                                                                     pairs[match.second], championship.rules))
    app = started_app(tmp_path)
    app.open("txapelketa_groups", championship=championship)
    app.tick(0.0)
    Driver(app, mode="mouse").click(app.top.matches_button.rect.center)
    app.tick(0.0)
    matches = app.top
    others = [f for f in fixtures(championship) if f.key in championship.done and PLAYER_PAIR not in f.pairs]
    assert len(others) == 14 and [row.label for row in matches.rows] == [matches.match_label(f) for f in others]
    assert all(row.label.startswith(match_name(f)) for row, f in zip(matches.rows, others))
    matches.widgets.focus = matches.rows[5]
    command = f"solo-mus record --from {app.championship.match_file(others[5].key)}"
    assert any(command in text for text in drawn(app))
    Driver(app, mode="mouse").click(matches.rows[5].rect.center)
    app.tick(0.0)
    assert app.top is matches and matches.fixture is None and matches.notice in drawn(app)


def test_with_no_other_match_played_the_list_says_so(tmp_path):
    app = started_app(tmp_path)
    championship = app.championship.start(4, CHARACTERS[0].partner())
    app.open("txapelketa_matches", championship=championship)
    app.tick(0.0)
    assert app.top.rows == []
    assert any(text.startswith("No other match is played yet") for text in drawn(app))


@pytest.mark.slow  # a whole match played by the game loop
def test_a_match_of_more_hands_than_a_page_turns_pages(tmp_path, monkeypatch):
    """The hands beyond a page are reached by the page buttons and the
    shoulders (here a page of 4 hands, so that one match is several)."""
    import game.scenes.txapelketa_matches as screen
    from game.platform import input as intents
    monkeypatch.setattr(screen, "HANDS_A_PAGE", 4)
    app, championship, key = one_played(tmp_path)
    app.open("txapelketa_matches", championship=championship)
    app.tick(0.0)
    matches = app.top
    matches.rows[0].activate()
    hands = matches.hands
    assert len(hands) > 8 and matches.pages() == -(-len(hands) // 4)
    assert [row.label for row in matches.rows] == [matches.hand_label(e) for e in hands[:4]]
    assert matches.after_button.visible and matches.after_button.enabled and not matches.before_button.enabled
    matches.after_button.activate()
    assert [row.label for row in matches.rows] == [matches.hand_label(e) for e in hands[4:8]]
    matches.handle(intents.Intent(intents.AMOUNT, dx=1))
    assert matches.page == 2 and matches.before_button.enabled
    matches.handle(intents.Intent(intents.AMOUNT, dx=-1))
    matches.handle(intents.Intent(intents.AMOUNT, dx=-1))
    assert matches.page == 0 and not matches.before_button.enabled
