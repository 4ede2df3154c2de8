"""A face the art no longer draws (issue #38): `ComputerPlayer` is a match's
value (game/match/computer_player.py) and a face is only a name there, so a
kept game or settings whose player wears a face a later version no longer
has is not damaged: it loads with the seat's own face instead, and the game
says so (on the title, before Continue). A face that is no face's name is
still refused."""
import json

import pytest

from apps import started_app
from game import model
from game.assets import FACE_CHARACTERS
from game.match import Lineup, Match
from game.match.computer_player import DEFAULT_FACES, ComputerPlayer
from game.match.keeper import GameKeeper
from game.match.kept import to_json
from game.platform.settings import Settings, SettingsStore
from game.scenes.table import TableScene
from game.ui.text import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

GONE = "errege"  # a face of no version of the art: as one a later version removed


def with_a_face_gone(calls: int = 6) -> Match:
    lineup = Lineup(1, (ComputerPlayer("Mikel", face="amona"), ComputerPlayer("Ane", face=GONE),
                        ComputerPlayer("Itziar", face="motz")))
    match = Match.begin(model.Rules(), 7, (lineup,))
    for _ in range(calls):
        match = match.then(model.legal_actions(match.state)[0])
    return match


def aside(folder):
    return [p for p in folder.iterdir() if ".bad-" in p.name]


def test_the_seats_own_faces_are_drawn_by_the_art():
    assert GONE not in FACE_CHARACTERS
    assert set(DEFAULT_FACES.values()) <= set(FACE_CHARACTERS)


def test_a_kept_game_whose_face_is_gone_loads_with_another_and_says_so(tmp_path):
    (tmp_path / "game.json").write_text(json.dumps(to_json(with_a_face_gone())), encoding="utf-8")
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.notice == "The face of Ane is no longer in the game: another is shown."
    match = keeper.load_match()
    assert match is not None and not aside(tmp_path)
    ane = match.lineups[0].players[1]
    assert (ane.name, ane.face, ane.face_at(2)) == ("Ane", "", DEFAULT_FACES[2])
    assert [p.face for p in match.lineups[0].players[::2]] == ["amona", "motz"]  # the others keep theirs


def test_a_last_game_whose_face_is_gone_is_kept_and_read(tmp_path):
    match = with_a_face_gone(0)
    while not match.finished:
        match = match.then(model.legal_actions(match.state)[-1])
    (tmp_path / "last-game.json").write_text(json.dumps(to_json(match)), encoding="utf-8")
    keeper = GameKeeper(tmp_path / "game.json")
    assert "The face of Ane" in keeper.notice and not aside(tmp_path)
    assert keeper.last_game().lineups[0].players[1].face == ""


def test_more_than_one_face_gone_is_said_in_the_plural(tmp_path):
    data = Settings().to_json()
    data["players"][0]["face"] = data["players"][2]["face"] = GONE
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    assert store.notice == "The faces of Mikel, Itziar are no longer in the game: others are shown."
    assert [p.face for p in store.settings.players] == ["", "", ""] and not aside(tmp_path)


def test_settings_whose_face_is_gone_keep_everything_else_and_say_so(tmp_path):
    data = Settings(volume=2).to_json()
    data["players"][2]["face"] = GONE
    (tmp_path / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    assert store.settings.volume == 2 and store.settings.player(3).name == "Itziar"
    assert store.settings.player(3).face == "" and store.settings.player(3).face_at(3) == DEFAULT_FACES[3]
    assert store.notice == "The face of Itziar is no longer in the game: another is shown."
    assert not aside(tmp_path)


@pytest.mark.parametrize("face", ["x" * 200, "Errege", "errege!", "1"])
def test_a_face_that_is_no_faces_name_is_refused(face, tmp_path):
    with pytest.raises(ValueError, match="not the name of a face"):
        ComputerPlayer("Ane", face=face)
    data = to_json(with_a_face_gone())
    data["lineups"][0]["players"][1]["face"] = face
    (tmp_path / "game.json").write_text(json.dumps(data), encoding="utf-8")
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.load_match() is None and "could not be resumed" in keeper.notice and len(aside(tmp_path)) == 1


def test_the_title_says_so_and_the_table_shows_the_seats_own_face(tmp_path):
    (tmp_path / "game.json").write_text(json.dumps(to_json(with_a_face_gone())), encoding="utf-8")
    app = started_app(tmp_path, seed=4)
    app.tick(0.05)
    assert "The face of Ane is no longer in the game: another is shown." in texts_drawn(app.res)
    app.top.resume()  # Continue
    app.tick(0.05)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.faces.characters == {1: "amona", 2: DEFAULT_FACES[2], 3: "motz"}
