"""The faces at the table: the director makes them react to the model's
events (a Hordago tenses every face, a Kanta's winners grin and its losers
frown, a refused bet's team is smug, a game's winners and losers), told from
hand-made event sequences, never by reading the state; a table opened on a
resumed game's state reacts again to the step that made it (a new deal, to
nothing); and a face asks for frames only while the table is on top (paused
or covered, none)."""
import math

from deals import D1, play, stacked
from game.model import Lance, Result, Win
from game.model import events as E
from game.model.state import LanceResult
from game.table.director import Director, Pieces


class Faces:
    """A stand-in for the table's faces that notes every reaction."""

    def __init__(self):
        self.lives = {1: None, 2: None, 3: None}
        self.seen = []

    def react(self, seat, name):
        self.seen.append((seat, name))

    def react_all(self, name):
        self.seen += [(seat, name) for seat in self.lives]

    def react_team(self, team, won, lost):
        self.seen += [(seat, won if seat & 1 == team else lost) for seat in self.lives]


class After:
    """A state stand-in carrying only the events a step reports."""

    def __init__(self, state, events):
        self._state, self.events = state, events

    def __getattr__(self, name):
        return getattr(self._state, name)


def director(state):
    faces = Faces()
    d = Director(Pieces(lambda s: s, state.scores, faces), lambda s: s, lambda s: None, lambda s: None, str)
    d.open(state)
    return d, faces


def test_a_hordago_tenses_every_face():
    s = play(stacked(D1), "mintza")
    d, faces = director(s)
    d.tell(s, play(s, "hordago"))
    assert sorted(faces.seen) == [(1, "hordago"), (2, "hordago"), (3, "hordago")]


def test_a_kanta_makes_its_winners_grin_and_its_losers_frown():
    s = play(stacked(D1), "mintza")
    d, faces = director(s)
    settled = E.LanceSettled(LanceResult(Lance.HAUNDIA, Result.KANTA, team=1))
    d.tell(s, After(s, (settled,)))
    assert dict(faces.seen) == {1: "kanta-won", 3: "kanta-won", 2: "kanta-lost"}


def test_a_refused_bet_makes_its_team_smug_and_a_game_won_is_felt_by_all():
    s = play(stacked(D1), "mintza")
    d, faces = director(s)
    d.tell(s, After(s, (E.TiraPaid(Lance.HAUNDIA, 0, 1, (1, 0)),)))
    assert faces.seen == [(2, "tira-received")]
    faces.seen.clear()
    d.tell(s, After(s, (E.GameWon(0, Win.TARGET, 1, (40, 12), (1, 0)),)))
    assert dict(faces.seen) == {2: "game-won", 1: "game-lost", 3: "game-lost"}


def test_nothing_else_makes_a_face_react():
    s = stacked(D1)
    d, faces = director(s)
    for call in ("mus", "mus", "mus", "mus"):
        after = play(s, call)
        d.tell(s, after)
        s = after
    assert faces.seen == []


def test_a_resumed_table_reacts_again_to_the_step_it_opens_on():
    s = play(stacked(D1), "mintza", "hordago")
    _d, faces = director(s)
    assert sorted(faces.seen) == [(1, "hordago"), (2, "hordago"), (3, "hordago")]
    _d, faces = director(play(s, "kanta"))  # a Kanta settles Haundia and wins the game, in one step
    assert dict(faces.seen) == {2: "game-won", 1: "game-lost", 3: "game-lost"}
    assert faces.seen[:3] == [(1, "kanta-lost"), (2, "kanta-won"), (3, "kanta-lost")]
    _d, faces = director(play(stacked(D1), "mintza", "imido 2", "tira"))
    assert faces.seen == [(2, "tira-received")]
    _d, faces = director(stacked(D1))  # a new deal: nothing to react to
    assert faces.seen == []
    _d, faces = director(play(stacked(D1), "mintza", "paso"))
    assert faces.seen == []


def test_faces_ask_for_frames_only_while_the_table_is_on_top(tmp_path):
    from apps import started_app
    app = started_app(tmp_path, seed=4, speed=20, sound=False)
    app.restart("table")
    table = app.top
    for _ in range(300):  # the deal and a few calls
        app.tick(1 / 30)
    faces = table.faces
    assert not faces.paused and faces.next_change_in() < 10  # a blink at least is coming
    table.pause()
    app.tick(1 / 30)
    assert faces.paused and faces.next_change_in() == math.inf
    assert table.frame_interval() == math.inf or table.dirty or table.animating()
    poses = {seat: life.pose for seat, life in faces.lives.items()}
    for _ in range(200):  # seconds under the pause menu: no face moves
        app.tick(1 / 30)
    assert {seat: life.pose for seat, life in faces.lives.items()} == poses
    app.close()
    app.tick(1 / 30)
    assert not faces.paused
