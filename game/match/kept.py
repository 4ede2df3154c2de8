"""A match as a kept file holds it: the JSON form of a `Match`, both ways.

`to_json(match)` writes what replays the match exactly: the format, the
seed, the variant, who sat where (`seats`: the kind of each seat, e.g.
`["player", "computer", "computer", "computer"]`), every move in its
canonical text (`0 mus`, `3 discard 1o 12e`, `2 imido 4`), the computer
players as they played (`lineups`, each with the seats it plays), and the
decision behind each move (`decided`, aligned with the moves: null where
there was none, else `[call, estimate]`, with a third `true` when it was
worked out after the game) and the señas made (`keinuak`: one
`[moves made before it, seat, seña, [seats that saw it]]` each, in order,
e.g. `[12, 2, "two-kings", [0]]`). `read_match(data)` reads it back strictly
(game/platform/validate.py reads each field by its annotation) and replays every
move through the model, so a damaged or edited file can never give a match
the rules would not reach; what is wrong raises `Damaged` with a short
reason. What no match can hold (more hands, moves in a hand, señas of a seat
in a hand than the rules allow: `moves_per_hand`, `most_hands`,
model.SIGNS_PER_HAND) is refused before the replay, so that a hostile file is
refused at once. A file of the first format (before decisions were kept) reads as a
match whose decisions are missing (`Match.complete` False: the review and the
 table work them out once) and whose players wear their seats' faces, at the normal
watchfulness; one from before lineups were kept reads with the default players, and one
from before señas were kept (no `keinuak`) reads with none; a player kept
before the levels were (no `level`) plays at Normal. `keinuak_on`
says whether señas may be made in the match: a game kept before it was
written plays on without them. Rules kept before the variants had names
(the flag of 8 kings, not `variant`) read as the variant the flag meant
(`model.named_variant`). A file written before the seats were (format 2
and the first) had the player in the first seat and the computer players in
the three others: it reads so.

`tail_json(saved, match)` is what a save adds to the last one (the new
moves with their decisions, señas and lineups: one line of the keeper's
journal, game/match/keeper.py), and `with_tails(data, entries)` puts such
lines back after the file they follow, before it is read as any file is.
`players_of(data)` reads only the computer players of a file (their faces
are looked at as the game starts).
"""
from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field

from game import model
from game.ai.levels import Level
from game.platform import validate
from game.platform.files import Damaged
from game.platform.options import SEED_LIMIT

from .computer_player import ComputerPlayer
from .decisions import Decided
from .lineup import BESIDE_THE_PLAYER, DEFAULT_LINEUPS, Lineup, check_lineups
from .match import Match, Signing
from .seats import DEFAULT_SEATING, Seating

FORMAT = 3
FIRST_FORMAT = 1   # before the decisions were kept
BEFORE_SEATS = 2   # decisions kept, before the seats were: the player in the first seat

# What a real match can hold (docs/RULES.md), so that a file holding more is
# refused before its replay (a hostile file of 100,000 señas froze the start
# for seconds). A finished hand pays at least 2 points (Haundia and Tipia pay
# 1 each at the least), so a game holds at most `target` hands (twice that,
# to be safe); a match at most 2 * games_to_win - 1 games. A hand holds at
# most `max_mus_rounds` exchanges of 4 Mus and 4 discards (and a last Mus
# round), 8 Ba / Ez, and in each of its 4 lances a Paso, an Imido, the raises
# up to model MAX_STAKE (48 at the most: from 2, by 2 or more), a Hordago and
# its answer, and New round; each seat at most SIGNS_PER_HAND señas. The
# lineups change between games at most.
LANCE_CALLS = 2 + (model.actions.MAX_STAKE - model.actions.MIN_BET) // model.actions.MIN_BET + 2


def most_hands(rules: model.Rules) -> int:
    """The hands a match of `rules` holds at the most (see above)."""
    return (2 * rules.games_to_win - 1) * 2 * rules.target


def moves_per_hand(rules: model.Rules) -> int:
    """The moves a hand of `rules` holds at the most (see above)."""
    return rules.max_mus_rounds * (4 + 4) + 4 + 8 + 4 * LANCE_CALLS + 1


# Bounds on the lists of any file, before its rules are read: those of the
# longest match the game plays (its highest target and longest match, 3 exchanges).
PLAYED = model.Rules(target=max(model.TARGETS), games_to_win=max(model.MATCH_LENGTHS))
HANDS_LIMIT = most_hands(PLAYED)
MOVES_PER_HAND = moves_per_hand(PLAYED)
MOVE_LIMIT = HANDS_LIMIT * MOVES_PER_HAND
KEINUAK_LIMIT = HANDS_LIMIT * 4 * model.SIGNS_PER_HAND
LINEUP_LIMIT = 2 * PLAYED.games_to_win - 1
_LIMITS = {"moves": MOVE_LIMIT, "decided": MOVE_LIMIT, "keinuak": KEINUAK_LIMIT, "lineups": LINEUP_LIMIT}
_MOVE = re.compile(r"([0-3]) (\S.*)", re.ASCII | re.DOTALL)


def _read_moves(raw) -> tuple[model.Move, ...]:
    """The moves of a file: a list of texts `<seat 0-3> <call>`."""
    validate.bounded_list(raw, MOVE_LIMIT)
    moves = []
    for number, entry in enumerate(raw, 1):
        found = _MOVE.fullmatch(entry) if isinstance(entry, str) else None
        if found is None:
            raise ValueError(f"move {number} ({validate.shorten(entry)}) is not a seat and a call")
        try:
            action = model.parse_action(found.group(2))
        except ValueError:
            raise ValueError(f"move {number} ({validate.shorten(entry)}) is not a call") from None
        moves.append(model.Move(int(found.group(1)), action))
    return tuple(moves)


def _write_moves(moves) -> list[str]:
    return [f"{seat} {action}" for seat, action in moves]


def _read_decided(raw) -> tuple[Decided | None, ...] | None:
    """Each move's decision: null, or [call, estimate or null] (and `true`
    when it was worked out after the game); None for a file of the first
    format, which kept none."""
    if raw is None:
        return None
    validate.bounded_list(raw, MOVE_LIMIT)
    out = []
    for number, entry in enumerate(raw, 1):
        if entry is None:
            out.append(None)
            continue
        if not isinstance(entry, list) or len(entry) not in (2, 3) or not isinstance(entry[0], str):
            raise ValueError(f"decision {number} ({validate.shorten(entry)}) is not a call and an estimate")
        try:
            action = model.parse_action(entry[0])
        except ValueError:
            raise ValueError(f"decision {number} ({validate.shorten(entry[0])}) is not a call") from None
        estimate = entry[1]
        if estimate is not None and (type(estimate) is not float or not 0.0 <= estimate <= 1.0
                                     or math.isnan(estimate)):
            raise ValueError(f"decision {number}'s estimate ({validate.shorten(estimate)}) is not a chance")
        later = entry[2] if len(entry) == 3 else False
        if type(later) is not bool:
            raise ValueError(f"decision {number}'s mark ({validate.shorten(later)}) is not true or false")
        out.append(Decided(action, estimate, later))
    return tuple(out)


def _write_decided(decided) -> list:
    out = []
    for note in decided:
        if note is None:
            out.append(None)
        else:
            entry = [str(note.action), note.estimate]
            out.append(entry + [True] if note.later else entry)
    return out


def _read_keinuak(raw) -> tuple[Signing, ...]:
    """The señas of a file: `[moves before it, seat, seña, [seers]]` each
    (whether the rules allow each one is the replay's to say)."""
    validate.bounded_list(raw, KEINUAK_LIMIT)
    out = []
    for number, entry in enumerate(raw, 1):
        if (not isinstance(entry, list) or len(entry) != 4 or type(entry[0]) is not int
                or entry[0] < 0 or type(entry[1]) is not int or entry[1] not in (0, 1, 2, 3)
                or not isinstance(entry[3], list) or len(entry[3]) > 3
                or any(type(s) is not int or s not in (0, 1, 2, 3) for s in entry[3])):
            raise ValueError(f"seña {number} is not [moves, seat, seña, [seats]]")
        if not isinstance(entry[2], str):
            raise ValueError(f"seña {number} ({validate.shorten(entry[2])}) is not a seña")
        try:
            keinua = model.parse_keinua(entry[2])
        except ValueError:
            raise ValueError(f"seña {number} ({validate.shorten(entry[2])}) is not a seña") from None
        if sorted(set(entry[3])) != entry[3]:
            raise ValueError(f"seña {number}'s seats ({validate.shorten(entry[3])}) are not in order")
        out.append(Signing(entry[0], entry[1], keinua, tuple(entry[3])))
    return tuple(out)


def _write_keinuak(keinuak) -> list:
    return [[k.moves, k.seat, k.keinua.value, list(k.seen_by)] for k in keinuak]


@dataclass(frozen=True, slots=True)
class _Kept:
    """What a file holds, checked: the fields of the JSON object; `match` is
    the match its moves reach."""

    rules: model.Rules
    seed: int
    moves: tuple[model.Move, ...] = field(metadata={"json": (_read_moves, _write_moves)})
    lineups: tuple[Lineup, ...] = DEFAULT_LINEUPS
    decided: tuple[Decided | None, ...] | None = field(default=None, metadata={"json": (_read_decided, _write_decided)})
    keinuak: tuple[Signing, ...] = field(default=(), metadata={"json": (_read_keinuak, _write_keinuak)})
    keinuak_on: bool = False
    seats: Seating = field(default=DEFAULT_SEATING, metadata={"json": (Seating.from_json, Seating.to_json)})
    match: Match = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        validate.strict_types(self)
        if not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"seed {validate.shorten(self.seed)} is out of range")
        check_lineups(self.lineups, self.seats.computer_seats)
        if self.decided is not None and len(self.decided) != len(self.moves):
            raise ValueError(f"{len(self.decided)} decisions for {len(self.moves)} moves")
        _within_a_match(self.rules, self.moves, self.keinuak, self.lineups)
        match = Match.replayed(self.rules, self.seed, self.lineups, self.moves, self.decided, self.seats,
                               complete=self.decided is not None, keinuak=self.keinuak,
                               with_keinuak=self.keinuak_on)
        object.__setattr__(self, "match", match)


def _within_a_match(rules: model.Rules, moves, keinuak, lineups) -> None:
    """Refuse (ValueError) what no match of `rules` can hold: more hands, more
    moves in a hand, more señas of a seat in a hand, more lineups than a
    match has hands; counted from the moves as they are, before any replay."""
    starts = [number for number, move in enumerate(moves, 1) if move.action.kind is model.Kind.NEW_HAND]
    hands = len(starts) + 1
    if hands > most_hands(rules):
        raise ValueError(f"{hands} hands, more than a match holds ({most_hands(rules)})")
    bounds = [0, *starts, len(moves)]
    longest = max(end - begin for begin, end in zip(bounds, bounds[1:]))
    if longest > moves_per_hand(rules):
        raise ValueError(f"a hand of {longest} moves, more than a hand holds ({moves_per_hand(rules)})")
    made = Counter((bisect_right(starts, signing.moves), signing.seat) for signing in keinuak)
    if made and max(made.values()) > model.SIGNS_PER_HAND:
        (hand, seat), count = made.most_common(1)[0]
        raise ValueError(f"{count} señas of seat {seat} in hand {hand + 1}, more than a hand holds "
                         f"({model.SIGNS_PER_HAND})")
    if len(lineups) > min(hands, 2 * rules.games_to_win - 1):
        raise ValueError(f"{len(lineups)} lineups, more than its games and hands ({hands}) hold")


def _sizes(data: dict) -> None:
    """Refuse (Damaged) a file whose lists are longer than any match's,
    before a single entry is read."""
    for name, limit in _LIMITS.items():
        raw = data.get(name)
        if isinstance(raw, list) and len(raw) > limit:
            raise Damaged(f"{name}: too many ({len(raw)})")
    for lineup in data.get("lineups") or ():
        players = lineup.get("players") if isinstance(lineup, dict) else None
        if isinstance(players, list) and len(players) > 4:
            raise Damaged(f"lineups: a lineup of {len(players)} players")


def to_json(match: Match) -> dict:
    """What is kept of a match: enough to replay it exactly, its players,
    the decision behind each move and the señas made."""
    return {"format": FORMAT, "seed": match.seed, "rules": validate.to_json(match.rules),
            "seats": match.seating.to_json(), "moves": _write_moves(match.moves),
            "lineups": [validate.to_json(lineup) for lineup in match.lineups],
            "decided": _write_decided(logged.decided for logged in match.log),
            "keinuak": _write_keinuak(match.keinuak), "keinuak_on": match.with_keinuak}


def tail_json(saved: Match, match: Match) -> dict | None:
    """What `match` adds to `saved` in the kept form, as one journal entry
    (`at`: how many moves, señas and lineups it follows, then the new
    `moves`, `decided`, `keinuak` and `lineups`), or None when `match` does
    not simply go on from `saved` (another match, a resumed one that went
    back, decisions worked out again): then it is written whole. Its cost
    follows what was added, not the length of the match (the comparisons of
    what came before find the same entries, one by one, in C)."""
    if ((match.seed, match.rules, match.with_keinuak, match.seating)
            != (saved.seed, saved.rules, saved.with_keinuak, saved.seating)):
        return None
    moves, signs, lineups = len(saved.log), len(saved.keinuak), len(saved.lineups)
    if (len(match.log) < moves or len(match.keinuak) < signs or len(match.lineups) < lineups
            or match.log[:moves] != saved.log or match.keinuak[:signs] != saved.keinuak
            or match.lineups[:lineups] != saved.lineups):
        return None
    added = match.log[moves:]
    return {"at": [moves, signs, lineups], "moves": _write_moves(logged.move for logged in added),
            "decided": _write_decided(logged.decided for logged in added),
            "keinuak": _write_keinuak(match.keinuak[signs:]),
            "lineups": [validate.to_json(lineup) for lineup in match.lineups[lineups:]]}


def with_tails(data, entries) -> dict:
    """The kept form `data` (parsed JSON) with the journal's `entries`
    added, in order (each must follow what came before it: Damaged if one
    does not); the whole is then read by `read_match` as any file is."""
    if not entries:
        return data
    if not isinstance(data, dict):
        raise Damaged("not a saved game of this version")
    lists = {}
    for name in ("moves", "decided", "keinuak", "lineups"):
        raw = data.get(name, [])
        if not isinstance(raw, list):
            raise Damaged(f"{name}: must be a list, not {validate.shorten(raw)}")
        lists[name] = list(raw)
    for number, entry in enumerate(entries, 1):
        where = [len(lists["moves"]), len(lists["keinuak"]), len(lists["lineups"])]
        if not isinstance(entry, dict) or entry.get("at") != where:
            raise Damaged(f"journal entry {number} does not follow the game")
        for name in lists:
            raw = entry.get(name)
            if not isinstance(raw, list):
                raise Damaged(f"journal entry {number}: {name} must be a list")
            lists[name].extend(raw)
            if len(lists[name]) > _LIMITS[name]:
                raise Damaged(f"{name}: too many ({len(lists[name])})")
    return {**data, **lists}


def players_of(data) -> list[ComputerPlayer]:
    """The computer players of a kept form's lineups (parsed JSON), those
    that read as players, without reading the rest or replaying anything
    (the start looks at their faces before Continue reads the game)."""
    lineups = data.get("lineups") if isinstance(data, dict) else None
    players = []
    for lineup in _with_levels(lineups) if isinstance(lineups, list) else ():
        raws = lineup.get("players") if isinstance(lineup, dict) else None
        for raw in raws if isinstance(raws, list) else ():
            player, problems = validate.read(ComputerPlayer, raw)
            if player is not None and not problems:
                players.append(player)
    return players


def _with_levels(lineups: list) -> list:
    """The lineups of a file, each player without a level at Normal (a game
    kept before the levels were); anything else as it was, for the reading
    to judge."""
    return [{**lineup, "players": [{"level": Level.NORMAL.value, **player} if isinstance(player, dict) else player
                                   for player in lineup["players"]]}
            if isinstance(lineup, dict) and isinstance(lineup.get("players"), list) else lineup
            for lineup in lineups]


def read_match(data) -> Match:
    """A kept match from parsed JSON; Damaged says briefly what is wrong."""
    if not isinstance(data, dict) or type(data.get("format")) is not int:
        raise Damaged("not a saved game of this version")
    _sizes(data)
    if data["format"] == FIRST_FORMAT:
        if "decided" in data:
            raise Damaged("decisions in a file of the first format")
        if data.get("keinuak"):
            raise Damaged("señas in a file of the first format")
        data = {**data, "decided": None}
        if isinstance(data.get("lineups"), list):  # kept before the players had faces: their seat's own
            data["lineups"] = [{**lineup, "players": [{"face": "", "watchfulness": 5, **player}
                                                      if isinstance(player, dict) else player
                                                      for player in lineup["players"]]}
                               if isinstance(lineup, dict) and isinstance(lineup.get("players"), list) else lineup
                               for lineup in data["lineups"]]
    elif data["format"] not in (BEFORE_SEATS, FORMAT):
        raise Damaged("not a saved game of this version")
    elif not isinstance(data.get("decided"), list):
        raise Damaged("decided: must be a list")
    if isinstance(data.get("rules"), dict):  # kept before the variants had names: its flag read as one
        data = {**data, "rules": model.named_variant(data["rules"])}
    if data["format"] < FORMAT:  # kept before the seats were: the player first, the computer players beside
        if "seats" in data:
            raise Damaged("seats in a file kept before they were")
        data = {**data, "seats": DEFAULT_SEATING.to_json()}
        if isinstance(data.get("lineups"), list):
            data["lineups"] = [{"seats": list(BESIDE_THE_PLAYER), **lineup} if isinstance(lineup, dict) else lineup
                               for lineup in data["lineups"]]
    if "keinuak" not in data:  # kept before señas were: none made
        data = {**data, "keinuak": []}
    if "keinuak_on" not in data:  # kept before señas were played: it plays on without them
        data = {**data, "keinuak_on": False}
    if isinstance(data.get("lineups"), list):  # kept before the players had levels: Normal
        data = {**data, "lineups": _with_levels(data["lineups"])}
    if "lineups" not in data:  # kept before the players were: the default ones
        data = {**data, "lineups": [validate.to_json(lineup) for lineup in DEFAULT_LINEUPS]}
    kept, problems = validate.read(_Kept, data, exact=True, skip=("format",))
    if kept is None:
        raise Damaged(validate.shorten(str(problems[0]) if problems else "unreadable", 60))
    return kept.match
