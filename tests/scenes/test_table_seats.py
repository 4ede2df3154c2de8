"""The table draws the player's seat at the bottom, whichever seat the
match's seating gives the player (game/table/seen.py): the partner at the
top, the opponents right and left in turn order, the player's team as "us"
on the left panel; the cards dealt to the bottom are the player's seat's,
the presses go to the player's seat, and the game plays through the driver
as it does at seat 0. A table of four computer players plays to its end
with no press."""
import json

import pytest

from apps import player_turns, started_app
from game import model
from game.match import Lineup, Match, Seating
from game.model import Phase
from game.shell.driver import Driver
from game.table import layout
from game.words import team_name


def seated_table(tmp_path, seat: int, seed: int = 5, keinuak: bool = False, speed: int = 40):
    """A table whose match seats the player at `seat`, opened from the title."""
    (tmp_path / "settings.json").write_text(json.dumps({"format": 1, "language": "en", "keinuak": keinuak}))
    app = started_app(tmp_path, seed=seed, speed=speed)
    settings = app.settings
    seating = Seating.player_at(seat)
    # The settings' players by where they are drawn: right, partner, left of the player.
    by_seat = {(seat + place) % 4: player for place, player in zip((1, 2, 3), settings.players)}
    lineup = Lineup(1, tuple(by_seat[s] for s in seating.computer_seats), seating.computer_seats)
    match = Match.begin(settings.rules(), seed, (lineup,), seating, with_keinuak=True)
    app.restart("table", match=match)
    table = app.top
    assert table.name == "table" and table.match.player == seat
    return app, table


@pytest.mark.slow
@pytest.mark.parametrize("seat", [2, 1, 3])
def test_the_player_at_any_seat_plays_a_hand_from_the_bottom(tmp_path, seat):
    """The player at seat `seat`: the bottom's cards are that seat's (face up,
    big), the partner's are at the top, the turn order goes round from the
    bottom to the right, the left panel is the player's team as "Us", and a
    whole hand plays through the driver's presses to its summary."""
    app, table = seated_table(tmp_path, seat)
    driver = Driver(app, seed=seat, mode="keyboard")
    turns = 0
    for _ in player_turns(driver, table):
        state, views = table.state, table.views
        assert state.to_act in (seat, (seat + 2) % 4)  # the player's own call, or the team's as its voice
        assert [v.card for v in views[0]] == list(state.hands[seat])      # the bottom: the player's cards
        assert all(v.face_up and v.size == layout.BIG for v in views[0])
        assert [v.card for v in views[2]] == list(state.hands[(seat + 2) % 4])  # the top: the partner's
        assert [v.card for v in views[1]] == list(state.hands[(seat + 1) % 4])  # the right: next in turn
        assert not any(v.face_up for place in (1, 2, 3) for v in views[place]) or state.shown
        turns += 1
        if any(logged.seat == seat for logged in table.match.log) or turns > 30:
            break
    assert turns >= 2
    assert table.pieces.scores.shown == [table.state.scores[seat % 2], table.state.scores[1 - seat % 2]]
    assert team_name(0) == "Us" and table.names[seat] == "You"
    assert table.seat_name(seat) == "You" and table.course.place_name(0) == "You"
    assert table.course.place_name(2) == table.names[(seat + 2) % 4]
    # The presses went to the player's seat: each of its calls was the player's press.
    assert all(logged.by_player for logged in table.match.log
               if logged.seat == seat and logged.action.kind is not model.Kind.NEW_HAND)
    assert any(logged.seat == seat for logged in table.match.log)
    # ... and the hand goes to its summary, counted from the player's side.
    assert driver.play_until(lambda: table.summary is not None and table.summary.ready, 20000)
    state = table.state
    seen = [(line.lance, line.team, line.points) for line in table.seen.summary]
    assert seen == [(line.lance, (line.team - seat) % 2, line.points) for line in state.summary]
    assert set(seen) <= {(line.lance, line.team, line.points) for line in table.summary.lines}
    table.players.close()


@pytest.mark.slow
def test_a_table_of_four_computer_players_plays_to_its_end_with_no_press(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"format": 1, "language": "en", "keinuak": True}))
    app = started_app(tmp_path, seed=9, speed=100, autoplay=True)
    app.restart("table")
    table = app.top
    assert table.match.player is None
    assert set(table.keinuak.minds) == {0, 1, 2, 3}  # every computer player looks and signs, the bottom's too
    for _ in range(60000):
        if app.top.name == "game_over":
            break
        app.tick(1 / 30)
    assert app.top.name == "game_over" and table.match.finished
    assert not any(logged.by_player for logged in table.match.log)
    table.players.close()


@pytest.mark.slow
def test_the_player_at_seat_2_looks_at_the_partner_drawn_at_the_top_and_sees_its_senas(tmp_path):
    """With the señas on, the player at seat 2 looks up (the L key) at the
    face at the top, its partner at seat 0: the ring is there, the player's
    cards sink, and the partner's señas are seen by seat 2."""
    import pygame
    app, table = seated_table(tmp_path, 2, seed=1, keinuak=True, speed=8)
    driver = Driver(app, seed=1, mode="keyboard")
    for _ in player_turns(driver, table):
        if table.keinuak.open:
            break
    assert table.keinuak.player == 2 and table.keinuak.open
    driver.key(pygame.K_l)                         # the L key: the partner first
    driver.tick()
    assert table.keinuak.player_look == 0          # the partner's seat, drawn at the top
    assert table.signing.looks_shown()[1] == 2     # ... its face ringed at the top's place
    for _tick in range(900):
        driver.tick()
        if any(k.seat == 0 and 2 in k.seen_by for k in table.match.keinuak):
            break
    made = [k for k in table.match.keinuak if k.seat == 0 and 2 in k.seen_by]
    assert made, table.match.keinuak
    driver.tick()
    assert set(table.keinuak.caught) <= {0, 1, 3} and 0 in table.keinuak.caught
    assert all(v.topleft(1.0)[1] > layout.slot(0, i)[1] for i, v in enumerate(table.views[0]))  # sunk
    table.players.close()
