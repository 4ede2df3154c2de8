"""The player's statistics: what they hold and how one hand adds to them.

`Statistics` is a frozen value (kept in `stats.json` by
game/match/stats_store.py, read field by field by game/platform/validate.py from
these very dataclasses): hands played; games and matches won and lost; each
lance won and lost (Pundua apart from Jokua); the points Tiras paid each way;
accepted Hordagos (a Kanta) won and lost; the player's own betting calls (at
an opening: how many, how many Imido; facing a bet: how many, how many held
with Iduki or Kanta, how many refused with Tira); the señas (keinuak): those
the player made, how many of them the partner saw and how many an opponent
caught, and those the opponents made, how many of them the player caught;
the games against each pair of opponents' sliders; the games won and lost by
the level of the opponents (`ByLevel`: Ikasle, Normal, Txapeldun, or two
opponents of different levels; counted from the day levels were); the
last games won or lost, for the win-rate chart; the player's skill
rating with its history (`Rating`, game/match/rating.py: moved by every game
won or lost, by the levels of the partner and the opponents); and the
championships ended, won (the txapela) and not won (`championship_counted`). A file from
before a count was kept reads it as zero, and one from before the rating
starts it.

`counted(stats, story, lineup, key)` is the statistics after one more hand,
read from the hand's story (game/model/events.py), never from its cards. A
lance is won by the team a Tira paid, the team of a Kanta or the only team
holding it, else by the team its summary line goes to (a lance whose summary
was never counted, the game having ended first, is left out). The player's
calls are seat 0's betting and the team's betting when the partner (seat 2)
is its voice, as at the table. The señas are the story's `Signed` events
(the whole story: a seña between the opponents counts whoever saw it). `key` names the hand (the game's seed and the
hand's number); a hand whose key is the last one counted is not counted again.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.levels import Level
from game.match.rating import Rating, rated
from game.platform import validate
from game.match.computer_player import ComputerPlayer
from game.model import ACCEPTS, BETS, Kind, Lance, Phase, Result, partner_of
from game.model import events as E

RECENT = 40          # games kept for the win-rate chart
OPPONENT_PAIRS = 24  # pairs of opponents kept (the most recently met)
LANCE_FIELDS = ("haundia", "tipia", "pariak", "jokua", "pundua")
# More than any life of play counts: a hand every ten seconds, day and night,
# for a century is about 3 * 10**8 hands, and no hand pays a thousand points.
# A file holding more is damaged (and its figures would not fit a screen).
MOST = 10 ** 12


def _counts(obj) -> None:
    validate.strict_types(obj)
    for name in obj.__dataclass_fields__:
        value = getattr(obj, name)
        if type(value) is int and value < 0:
            raise ValueError(f"{name} cannot be negative ({value})")
        if type(value) is int and value > MOST:
            raise ValueError(f"{name} is more than a life of play counts ({len(str(value))} digits)")


@dataclass(frozen=True, slots=True)
class Tally:
    """How many won, how many lost."""

    won: int = 0
    lost: int = 0

    def __post_init__(self) -> None:
        _counts(self)

    @property
    def played(self) -> int:
        return self.won + self.lost

    def add(self, won: bool, n: int = 1) -> "Tally":
        return Tally(self.won + n, self.lost) if won else Tally(self.won, self.lost + n)

    def rate(self) -> float | None:
        """The share won, or None before any was played."""
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class PairRecord:
    """The games played against one pair of opponents' sliders: `right`
    (seat 1) and `left` (seat 3), with the names they last had."""

    right: ComputerPlayer
    left: ComputerPlayer
    games: Tally = Tally()

    def __post_init__(self) -> None:
        validate.strict_types(self)

    def same_sliders(self, right, left) -> bool:
        return self.right.personality == right.personality and self.left.personality == left.personality


@dataclass(frozen=True, slots=True)
class ByLevel:
    """The games won and lost by the level of the opponents (seats 1 and 3):
    each level's, and `mixed` for two opponents of different levels."""

    ikasle: Tally = Tally()
    normal: Tally = Tally()
    txapeldun: Tally = Tally()
    mixed: Tally = Tally()

    def __post_init__(self) -> None:
        validate.strict_types(self)

    def of(self, level: Level | None) -> Tally:
        """One level's games (None: the mixed pairs)."""
        return self.mixed if level is None else getattr(self, level.value)

    def add(self, level: Level | None, won: bool) -> "ByLevel":
        name = "mixed" if level is None else level.value
        return replace(self, **{name: getattr(self, name).add(won)})


def opponents_level(lineup) -> Level | None:
    """The level of the lineup's opponents (`Lineup.opponents`), or None when
    the two play at different levels."""
    right, left = (player.personality.level for player in lineup.opponents())
    return right if right is left else None


@dataclass(frozen=True, slots=True)
class Statistics:
    hands: int = 0
    games: Tally = Tally()
    matches: Tally = Tally()
    haundia: Tally = Tally()
    tipia: Tally = Tally()
    pariak: Tally = Tally()
    jokua: Tally = Tally()
    pundua: Tally = Tally()
    tira_points: Tally = Tally()  # won: paid to us when they said Tira; lost: paid to them
    hordagos: Tally = Tally()     # Hordagos accepted (Kanta), won and lost
    openings: int = 0   # the player's betting calls with no bet standing
    imidos: int = 0     # of those, Imido
    faced: int = 0      # the player's calls facing a bet or a Hordago
    held: int = 0       # of those, Iduki (or Kanta against a Hordago)
    refused: int = 0    # of those, Tira
    keinuak_made: int = 0     # the señas the player made
    keinuak_seen: int = 0     # of those, seen by the partner
    keinuak_caught: int = 0   # of those, caught by an opponent
    keinuak_theirs: int = 0   # the señas the opponents made
    keinuak_spotted: int = 0  # of those, caught by the player
    opponents: tuple[PairRecord, ...] = ()
    by_level: ByLevel = ByLevel()  # games by the opponents' level
    recent: tuple[bool, ...] = ()  # the last games, oldest first: won or lost
    last_hand: str = ""            # the key of the last hand counted
    rating: Rating = Rating()      # the player's skill rating and its history
    championships: Tally = Tally()  # championships ended: won (the txapela) and not won
    last_championship: str = ""     # the key of the last championship counted

    def __post_init__(self) -> None:
        _counts(self)
        if self.imidos > self.openings:
            raise ValueError("imidos cannot be more than openings")
        if self.held + self.refused > self.faced:
            raise ValueError("held and refused cannot be more than the bets faced")
        if max(self.keinuak_seen, self.keinuak_caught) > self.keinuak_made:
            raise ValueError("keinuak_seen and keinuak_caught cannot be more than keinuak_made")
        if self.keinuak_spotted > self.keinuak_theirs:
            raise ValueError("keinuak_spotted cannot be more than keinuak_theirs")
        if len(self.recent) > RECENT:
            raise ValueError(f"recent holds at most {RECENT} games")
        if len(self.opponents) > OPPONENT_PAIRS:
            raise ValueError(f"opponents holds at most {OPPONENT_PAIRS} pairs")
        if len(self.last_hand) > 80:
            raise ValueError("last_hand is too long")
        if len(self.last_championship) > 80:
            raise ValueError("last_championship is too long")

    def lance(self, lance: str) -> Tally:
        return getattr(self, str(lance))

    @staticmethod
    def rate(part: int, whole: int) -> float | None:
        return part / whole if whole else None


def championship_counted(stats: Statistics, won: bool, key: str = "") -> Statistics:
    """The statistics with one more championship ended, won (the txapela)
    or not; `key` names it (its seed): the last one counted is not counted
    again."""
    if key and key == stats.last_championship:
        return stats
    return replace(stats, championships=stats.championships.add(won), last_championship=key)


def hand_key(seed: int, hand_number: int, moves: int) -> str:
    """The name of a hand for `last_hand`: the game's seed, the hand's number
    and the moves made by its end."""
    return f"{seed}:{hand_number}:{moves}"


def lance_winners(story) -> dict[Lance, int]:
    """Lance -> the team that won it, from a hand's story."""
    winners: dict[Lance, int] = {}
    lines: dict[Lance, int] = {}
    for event in story:
        kind = type(event)
        if kind is E.LanceSettled:
            result = event.result
            if result.result in (Result.TIRA, Result.KANTA, Result.ONE_TEAM):
                winners[result.lance] = result.team
            elif result.result in (Result.PASO, Result.IDUKI):
                winners.setdefault(result.lance, -1)  # known at the summary, if it is counted
        elif kind is E.LineCounted:
            lines.setdefault(event.line.lance, event.line.team)
    for lance, team in list(winners.items()):
        if team == -1:
            if lance in lines:
                winners[lance] = lines[lance]
            else:
                del winners[lance]
    return winners


def counted(stats: Statistics, story, lineup, key: str = "") -> Statistics:
    """The statistics with one more hand (its whole story, from the deal to
    the count); `lineup` is the computer players it was played against
    (game/match/lineup.py)."""
    if key and key == stats.last_hand:
        return stats
    changes: dict = {"hands": stats.hands + 1, "last_hand": key}
    for lance, team in lance_winners(story).items():
        changes[str(lance)] = changes.get(str(lance), stats.lance(lance)).add(team == 0)
    tira, hordagos = stats.tira_points, stats.hordagos
    calls = _player_calls(story)
    for event in story:
        kind = type(event)
        if kind is E.TiraPaid:
            tira = tira.add(event.team == 0, event.points)
        elif kind is E.LanceSettled and event.result.result == Result.KANTA:
            hordagos = hordagos.add(event.result.team == 0)
    changes.update(tira_points=tira, hordagos=hordagos,
                   openings=stats.openings + calls["openings"], imidos=stats.imidos + calls["imidos"],
                   faced=stats.faced + calls["faced"], held=stats.held + calls["held"],
                   refused=stats.refused + calls["refused"])
    changes.update({name: getattr(stats, name) + n for name, n in _keinuak(story).items()})
    games, matches, recent, opponents = stats.games, stats.matches, stats.recent, stats.opponents
    by_level, rating = stats.by_level, stats.rating
    for event in story:
        if type(event) is E.GameWon:
            won = event.team == 0
            games = games.add(won)
            by_level = by_level.add(opponents_level(lineup), won)
            recent = (recent + (won,))[-RECENT:]
            opponents = _met(opponents, lineup, won)
            right, left = (player.personality.level for player in lineup.opponents())
            rating = rated(rating, won, partner_level(lineup), (right, left), key)
        elif type(event) is E.MatchWon:
            matches = matches.add(event.team == 0)
    changes.update(games=games, matches=matches, recent=recent, opponents=opponents, by_level=by_level,
                   rating=rating)
    return replace(stats, **changes)


def partner_level(lineup) -> Level:
    """The level of the player's partner in the lineup (the seat across
    from the one it leaves to the player; across from seat 0 in a demo)."""
    player = lineup.left_for_the_player
    return lineup.player_at(partner_of(0 if player is None else player)).personality.level


def _met(opponents, lineup, won: bool) -> tuple[PairRecord, ...]:
    """The pair records after a game against the lineup's opponents (the
    pair moves to the end: the most recently met are kept)."""
    right, left = lineup.opponents()
    kept = [p for p in opponents if not p.same_sliders(right, left)]
    before = next((p for p in opponents if p.same_sliders(right, left)), None)
    games = (before.games if before is not None else Tally()).add(won)
    return tuple(kept + [PairRecord(right, left, games)])[-OPPONENT_PAIRS:]


def _player_calls(story) -> dict[str, int]:
    """The player's betting calls in a hand: at an opening, facing a bet."""
    out = dict(openings=0, imidos=0, faced=0, held=0, refused=0)
    bet_team = None
    for event in story:
        kind = type(event)
        if kind is E.BettingOpened:
            bet_team = None
        elif kind is E.Called and event.phase == Phase.BETTING:
            action, team = event.action.kind, event.seat & 1
            if team == 0:  # seat 0, or seat 2 as the voice: the player decides both
                if bet_team is None:
                    out["openings"] += 1
                    out["imidos"] += action == Kind.IMIDO
                else:
                    out["faced"] += 1
                    out["held"] += action in ACCEPTS
                    out["refused"] += action == Kind.TIRA
            if action in BETS:
                bet_team = team
    return out


def _keinuak(story) -> dict[str, int]:
    """The hand's señas: the player's (seen by the partner, caught by an
    opponent) and the opponents' (caught by the player)."""
    out = dict(keinuak_made=0, keinuak_seen=0, keinuak_caught=0, keinuak_theirs=0, keinuak_spotted=0)
    for event in story:
        if type(event) is not E.Signed:
            continue
        if event.seat == 0:
            out["keinuak_made"] += 1
            out["keinuak_seen"] += 2 in event.seen_by
            out["keinuak_caught"] += 1 in event.seen_by or 3 in event.seen_by
        elif event.seat in (1, 3):
            out["keinuak_theirs"] += 1
            out["keinuak_spotted"] += 0 in event.seen_by
    return out
