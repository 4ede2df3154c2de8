"""tools/tournament.py: the keinuak specs and the second B met on the same deals."""
import importlib

import pytest

from tools import tournament


@pytest.mark.slow
def test_also_b_plays_the_same_deals_and_says_how_the_share_changes(capsys):
    assert tournament.main(["--a", "ai:5555+k", "--b", "ai:5555", "--also-b", "ai:5555+all",
                            "--games", "2", "--jobs", "1", "--duplicate", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "A = ai:5555+k, B = ai:5555:" in out and "A = ai:5555+k, B = ai:5555+all:" in out
    assert "A's share against ai:5555+all is" in out


def test_a_bad_keinuak_suffix_is_refused_before_any_game(capsys):
    with pytest.raises(SystemExit) as stop:
        tournament.main(["--a", "ai:5555+q", "--games", "2", "--jobs", "1"])
    assert stop.value.code == 2 and "--a: unknown keinuak suffix" in capsys.readouterr().err


def test_a_level_in_a_spec_plays_at_that_level_and_the_times_of_real_choices_are_printed(capsys):
    from game.ai.levels import Level
    a = tournament.player("ai:5555@txapeldun+k")
    assert a.personality.level is Level.TXAPELDUN and a.keinuak is not None
    assert tournament.player("ai:7777@ikasle").personality.level is Level.IKASLE
    assert tournament.main(["--a", "ai:5555@txapeldun", "--b", "ai:5555@ikasle",
                            "--games", "2", "--jobs", "1", "--duplicate", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "A = ai:5555@txapeldun, B = ai:5555@ikasle:" in out
    line = next(row for row in out.splitlines() if row.startswith("decision time of a real choice"))
    a_median = float(line.split("A ")[1].split(" /")[0])
    b_median = float(line.split("B ")[1].split(" /")[0])
    assert a_median > b_median >= 0.0   # the champion samples, the learner only looks at its hand


def test_a_bad_level_is_refused_before_any_game(capsys):
    with pytest.raises(SystemExit) as stop:
        tournament.main(["--a", "ai:5555@master", "--games", "2", "--jobs", "1"])
    assert stop.value.code == 2 and "--a: unknown level" in capsys.readouterr().err


def test_every_game_seed_is_a_seed_the_game_can_keep():
    """Game seeds stay within 0 .. 2**64 - 1 whatever --seed is (issue #37):
    each can be given to `solo-mus record --seed`."""
    from game.model.randomness import SEED_LIMIT
    for seed in (1, SEED_LIMIT // 1_000_003, SEED_LIMIT - 1):
        for number in range(4):
            for duplicate in (False, True):
                game_seed, _specs, _team = tournament.seating("ai", "simple", seed, number, duplicate)
                assert 0 <= game_seed < SEED_LIMIT
    assert tournament.seating("ai", "simple", 2031, 5, True)[0] == 2031 * 1_000_003 + 2  # the figures' seeds unchanged


OLDER_AI = '''"""A computer player as a checkout from before the variants had names
wrote it: it reads the rules' flag of 8 kings and hands it to the model."""
from game.model.hands import effective_rank, profile_of_ranks
from game.model.keinuak import keinuak_of_ranks

SEEN = []


class Personality:
    @classmethod
    def parse(cls, text):
        return cls()


def choose(observation, personality=None, rng=None):
    flag = observation.rules.eight_kings
    ranks = tuple(sorted(card.rank for card in observation.hand))
    if ranks:
        SEEN.append((flag, ranks, profile_of_ranks(ranks, flag), effective_rank(ranks[0], flag),
                     keinuak_of_ranks(ranks, flag)))
    return observation.legal[-1]
'''


@pytest.mark.parametrize("variant, flag", [("8-kings", True), ("4-kings", False)])
def test_an_older_checkouts_computer_player_reads_its_flag(tmp_path, capsys, variant, flag):
    """`old:PATH` of a checkout from before the variants had names plays: its
    player reads the flag it knew (true for 8 kings) and the model's hand
    functions take it as the variant it meant."""
    from game.model import parse_variant
    from game.model.hands import effective_rank, profile_of_ranks
    from game.model.keinuak import keinuak_of_ranks
    (tmp_path / "game" / "ai").mkdir(parents=True)
    (tmp_path / "game" / "ai" / "__init__.py").write_text(OLDER_AI, encoding="utf-8")
    old = f"old:{tmp_path}"
    assert tournament.main(["--a", "ai:5555", "--b", old, "--games", "1", "--jobs", "1", "--seed", "4",
                            "--variant", variant]) == 0
    assert f"B = {old}:" in capsys.readouterr().out
    seen = tournament._other_ai(str(tmp_path)).SEEN
    assert seen and all(was == flag for was, *_ in seen)
    rules = parse_variant(variant)
    for _flag, ranks, profile, first, signs in seen:
        assert (profile, first, signs) == (profile_of_ranks(ranks, rules), effective_rank(ranks[0], rules),
                                           keinuak_of_ranks(ranks, rules))


OTHER_LEVELS_AI = '''
from dataclasses import dataclass
from .levels import Level

SEEN = []


@dataclass(frozen=True)
class Personality:
    level: Level = Level.NORMAL

    @classmethod
    def parse(cls, text):
        return cls()


def choose(observation, personality, rng=None):
    SEEN.append(personality.level)
    return observation.legal[0]
'''


def test_an_other_checkouts_player_plays_at_the_level_named(tmp_path):
    """`old:PATH:DDDD@txapeldun` is the other checkout's own Txapeldun (its
    Level of that name), so today's champion can meet a new one."""
    (tmp_path / "game" / "ai").mkdir(parents=True)
    (tmp_path / "game" / "ai" / "__init__.py").write_text(OTHER_LEVELS_AI, encoding="utf-8")
    (tmp_path / "game" / "ai" / "levels.py").write_text(
        "import enum\n\n\nclass Level(enum.Enum):\n    IKASLE = 1\n    NORMAL = 2\n    TXAPELDUN = 3\n",
        encoding="utf-8")
    seat = tournament.player(f"old:{tmp_path}:5555@txapeldun")
    other = tournament._other_ai(str(tmp_path))
    assert seat.personality.level is importlib.import_module(other.__name__ + ".levels").Level.TXAPELDUN
    assert tournament.player(f"old:{tmp_path}").personality.level.name == "NORMAL"
