"""The championship in progress, kept in `championship.json` beside the
settings, and the other pairs' matches, each kept whole under its fixture key.

`ChampionshipStore` is a store like the others (game/platform/store.py: a
damaged, odd or unreadable file is set aside under a dated name with a
notice, never written over; a save that fails is said and tried again by
`retry`). It holds one championship at a time (`championship`, None when
there is none): `start` refuses (`ChampionshipKept`) while one is kept and not
finished, until `give_up` lets it go (the screen asks the player first).

What is kept, and when:

- `championship.json`: `{"format": 1, "championship": the kept form
  (game/txapelketa/kept.py), "playing": the key of the player's match being
  played, or null}`. It is saved after every other match (`play_others`
  yields the championship once each is kept) and each time the player's
  match begins (`begin_players_match`) or ends (`record_players_match`).
  The player's match itself is a normal game kept by the keeper
  (game.json); `playing` says which fixture it is, so that Continue resumes
  both (`players_fixture`, `belongs`), and a match that ended just before a
  kill, kept by the keeper as the last game, is recorded then (`catch_up`). A `playing` that is not the player's next match reads as none (a
  notice says so).
- `championship/<key>.json`: each other match, whole, in the kept form of a
  game (game/match/kept.py), written atomically before the championship
  that records it: `solo-mus record --from` and the hand review read it as
  any kept game (`match_file`, `background_match`). One that cannot be
  written (a full disk) fails the save: it stays in memory, the
  championship on disk stays before it, and `retry` writes both.

A kill at any moment leaves `championship.json` as it was after the last
match kept: a resume plays the round's next match again from its own seed,
the same match. Reading applies `wearing_known_faces`: a player kept with a
face the art no longer draws wears its seat's own, and the notice says so.
A demo (`enabled=False`) keeps nothing. `play_others` may run on a thread
of the screen's own (each save is made on it, before it yields), while the
app's `retry` saves from the main thread: the writes take turns.
"""
from __future__ import annotations

import errno
import json
import threading
from pathlib import Path
from typing import Iterator

from game.platform import files
from game.platform.files import Damaged
from game.platform.i18n import N_
from game.platform.store import Store, Words
from game.txapelketa import championship as model
from game.txapelketa.championship import Championship
from game.txapelketa.kept import read_championship, to_json
from game.txapelketa.pairs import ComputerPlayer, Field, Pair
from game.txapelketa.results import MatchResult

from .background import played_match, result_of
from .computer_player import faces_gone, wearing_known_faces
from .keeper import SIZE_LIMIT as GAME_SIZE_LIMIT, read_game_file
from .kept import to_json as match_json
from .lineup import Lineup
from .match import Match
from .seats import DEFAULT_SEATING

FILE_NAME = "championship.json"
FOLDER_NAME = "championship"  # beside it: one kept game per other match, `<key>.json`
FORMAT = 1
SIZE_LIMIT = 256 * 1024  # bytes: a whole championship is well under 20 KB

CHAMPIONSHIP_WORDS = Words(
    # box: notice
    damaged=N_("The championship's file was damaged ({what}); it is kept as {file}."),
    # box: notice
    stuck=N_("The championship's file cannot be used ({what}) nor moved aside ({why})."),
    # box: notice
    unsaved=N_("Championship not saved ({why}): kept in memory, saved again after each call."))


def players_match(championship: Championship, fixture: model.Fixture, with_keinuak: bool = True) -> Match:
    """The player's match `fixture` at the table, not yet played: the
    championship's rules and the fixture's seed, the player in seat 0, the
    partner across and the opponent pair's players on either side
    (`table_players`)."""
    lineup = Lineup(1, model.table_players(championship, fixture)).seated(DEFAULT_SEATING.computer_seats)
    return Match.begin(championship.rules, fixture.seed, (lineup,), DEFAULT_SEATING, with_keinuak=with_keinuak)


class ChampionshipKept(ValueError):
    """A championship is kept and not finished: give it up first."""


def _wearing_known_faces(championship: Championship) -> tuple[Championship, list[str]]:
    """The championship with each player's face one the art draws, and the
    names of those who wear another than the file says."""
    pairs, gone = [], []
    for pair in championship.field.pairs:
        players, changed = wearing_known_faces(pair.players)
        pairs.append(Pair(pair.name, players, pair.level, pair.style) if changed else pair)
        gone += changed
    if not gone:
        return championship, []
    field = Field(tuple(pairs), championship.field.groups)
    return Championship(championship.seed, championship.rules, field, championship.results), gone


def _playing_problem(championship: Championship, key) -> str | None:
    """Why `key` cannot be the player's match being played, or None."""
    if key is None:
        return None
    upcoming = model.next_match(championship)
    if not isinstance(key, str) or upcoming is None or upcoming.key != key:
        return "playing"
    return None


class ChampionshipStore(Store):
    """The championship kept (`championship`, None when there is none), the
    key of the player's match being played (`playing`), and what to tell
    about the file (`notice`)."""

    LIMIT = SIZE_LIMIT
    WORDS = CHAMPIONSHIP_WORDS

    def __init__(self, path: Path, enabled: bool = True) -> None:
        super().__init__(path, enabled)
        self.folder = self.path.with_name(FOLDER_NAME)
        self._unkept: dict[str, Match] = {}  # other matches played whose file is not written yet
        self._writing = threading.Lock()
        self._faces_gone: list[str] = []
        # plays an other match: the game loop (a test may give a quicker one)
        self.play_match = played_match
        self.championship, self.playing = self.load((None, None))
        if self._faces_gone and self.notice is None:
            self.notice = faces_gone(self._faces_gone)

    # -- reading --------------------------------------------------------------------
    def parse(self, data):
        """(championship, playing) from the file's JSON, what could not be
        used (None: all of it), and whether none of it could."""
        if not isinstance(data, dict) or set(data) != {"format", "championship", "playing"} \
                or data["format"] != FORMAT or type(data["format"]) is not int:
            return (None, None), "not a championship of this version", True
        try:
            championship = read_championship(data["championship"])
        except Damaged as err:
            return (None, None), str(err), True
        championship, self._faces_gone = _wearing_known_faces(championship)
        problem = _playing_problem(championship, data["playing"])
        return (championship, None if problem else data["playing"]), problem, False

    # -- writing --------------------------------------------------------------------
    def text(self, value) -> str:
        championship, playing = value
        return json.dumps({"format": FORMAT, "championship": to_json(championship), "playing": playing},
                          ensure_ascii=False) + "\n"

    def put(self, value) -> None:
        """Write the other matches played since the last save, each in its
        file, then the championship that records them (or remove its file
        when there is none: given up; a damaged one is moved aside first,
        never removed). A match file that cannot be written fails the save:
        the championship on disk stays before that match, which a resume
        plays again from its seed."""
        with self._writing:  # the round's thread and the app's retry may both save
            for key, match in list(self._unkept.items()):
                self._write_match(key, match)
                self._unkept.pop(key, None)
            if value[0] is None:
                self._clear_way(self.path)
                self.path.unlink(missing_ok=True)
                return
            super().put(value)

    def keep(self, championship: Championship | None, playing: str | None = None) -> None:
        """Keep `championship` (and the player's match being played, by its key)."""
        self.championship, self.playing = championship, playing
        self.save((championship, playing))

    # -- one championship at a time ------------------------------------------------
    def in_progress(self) -> bool:
        """A championship is kept and not finished (Continue offers it)."""
        return self.championship is not None and not model.finished(self.championship)

    def start(self, seed: int, partner: ComputerPlayer, rules=None, pair_name: str | None = None) -> Championship:
        """A new championship, kept at once; `ChampionshipKept` while one is in
        progress (give it up first). The other matches of the one before go."""
        if self.in_progress():
            raise ChampionshipKept("a championship is in progress: give it up first")
        extra = {} if pair_name is None else {"pair_name": pair_name}
        championship = model.new_championship(seed, partner, rules, **extra)
        self._forget_matches()
        self.keep(championship)
        return championship

    def give_up(self) -> None:
        """Let the championship go (the player said so): its file and its
        other matches' files are removed; the kept game, if the player's
        match was being played, is the keeper's to drop."""
        self._forget_matches()
        self.keep(None)

    def _forget_matches(self) -> None:
        self._unkept.clear()
        if not self.enabled or not self.folder.is_dir() or self.folder.is_symlink():
            return
        for path in self.folder.glob("*.json"):
            try:
                path.unlink()
            except OSError:
                pass  # a file left there is written over when its key is played again

    # -- the other matches ------------------------------------------------------------
    def match_file(self, key: str) -> Path:
        """Where the other match `key` is kept (a game's kept form)."""
        if key not in model.MATCH_KEYS:
            raise ValueError(f"no match {key!r} in a championship")
        return self.folder / f"{key}.json"

    def background_match(self, key: str) -> Match | None:
        """The other match `key` as played (None if it is not kept, or cannot be read)."""
        unkept = self._unkept.get(key)
        if unkept is not None:
            return unkept
        try:
            return read_game_file(self.match_file(key))
        except (OSError, ValueError):
            return None

    def _write_match(self, key: str, match: Match) -> None:
        text = json.dumps(match_json(match), ensure_ascii=False) + "\n"
        if len(text.encode("utf-8")) > GAME_SIZE_LIMIT:
            raise OSError(errno.EFBIG, f"{key}: a match too long to keep")
        if not self.folder.is_dir():
            self.folder.mkdir()
        self.write(self.match_file(key), text)

    def play_others(self, play=None) -> Iterator[Championship]:
        """Play the other matches of the round being played, one at a time
        (`play(seed, first, second, rules) -> (Match, MatchResult)`: the
        game loop's, `play_match`, unless another is given), each kept in
        its file and then the championship saved; yields the championship after each. Nothing to play when
        there is no championship or the round's others are played."""
        if self.championship is None:
            return
        play = play or self.play_match
        matches: dict[str, Match] = {}

        def playing(seed, first, second, rules) -> MatchResult:
            match, result = play(seed, first, second, rules)
            matches[seed] = match
            return result

        for championship in model.playing_others(self.championship, playing):
            played = championship.results[-1]
            self._unkept[played.key] = matches.pop(model.fixture(championship, played.key).seed)
            self.keep(championship, self.playing)
            yield championship

    def play_due(self, play=None) -> Iterator[Championship]:
        """The computer's matches due now (`others_due`), round after round
        while they are: the round's others once the player's match of it is
        played, and once the player is out every match to the final. Yields
        the championship after each match, kept."""
        while self.championship is not None and model.others_due(self.championship):
            yield from self.play_others(play)

    # -- the player's match ---------------------------------------------------------
    def begin_players_match(self) -> model.Fixture:
        """The player's next match begins (its game is the keeper's): its key
        is kept beside the championship, and its fixture returned (its seed
        is the match's, `table_players` its seats); ValueError if the
        player has no match to play now."""
        if self.championship is None:
            raise ValueError("no championship is kept")
        match = model.next_match(self.championship)
        if match is None:
            raise ValueError("the player has no match to play now")
        self.keep(self.championship, match.key)
        return match

    def players_fixture(self) -> model.Fixture | None:
        """The fixture of the player's match being played (`playing`), or
        None: Continue resumes the kept game as this match."""
        if self.championship is None or self.playing is None:
            return None
        return model.fixture(self.championship, self.playing)

    def belongs(self, match: Match) -> bool:
        """Whether `match` (the kept game) is the player's match being played:
        its seed and rules are the fixture's."""
        played = self.players_fixture()
        return played is not None and (match.seed, match.rules) == (played.seed, self.championship.rules)

    def record_players_game(self, match: Match) -> Championship:
        """The player's match ended as `match` (the player's pair at seats 0
        and 2): its result recorded and kept; ValueError if it is not over or
        not the match being played."""
        if not self.belongs(match):
            raise ValueError("this game is not the championship match being played")
        return self.record_players_match(result_of(match))

    def catch_up(self, last_game: Match | None) -> bool:
        """Record the player's match if it ended but was not recorded (a kill
        between the keeper's writing it as the last game and the
        championship's save): `last_game` is the keeper's (`last_game()`).
        Whether it was recorded now."""
        if last_game is None or not last_game.finished or not self.belongs(last_game):
            return False
        self.record_players_game(last_game)
        return True

    def record_players_match(self, seen_from_player: MatchResult) -> Championship:
        """The player's match ended so (the player's pair first): recorded
        and kept; ValueError as `record_players_match`."""
        if self.championship is None:
            raise ValueError("no championship is kept")
        championship = model.record_players_match(self.championship, seen_from_player)
        self.keep(championship, None)
        return championship
