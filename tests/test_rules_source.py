"""The rules are the one description of a variant (issue 38): what a game
may be played with (the variants, the targets, the match's lengths) is named
once, in game/model/rules.py, and the settings, the settings screen, the
command line and the tools offer exactly that; the model, the computer
players and the words read the variant from the rules, never from a flag of
their own. Adding a variant is a member of `Variant` (the model), the
computer players' tables for it (game/ai/tables.py, tools/make_ai_tables.py),
its name in game/words.py and its help on the settings row: these tests fail
on a variant, a target or a length that one of them misses, and on a list of
choices written anywhere else."""
import argparse
import contextlib
import io
import re
import sys
from pathlib import Path

import pytest

from game import model
from game.model import MATCH_LENGTHS, TARGETS, VARIANTS, Rules, Variant

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Where a variant may be named by its member or its name: its definition, the
# computer players' tables for it, its words; the spread written for each
# variant by tools/make_ai_tables.py; the command line's --four-kings, which
# is --variant 4-kings.
NAMING_A_VARIANT = {"game/model/rules.py", "game/ai/tables.py", "game/words.py", "game/ai/spread.py",
                    "game/platform/options.py"}


def program_files():
    """Every Python file of the game and its tools, as (path from the root, text)."""
    for folder in ("game", "tools"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")


def test_no_flag_of_8_kings_outside_the_rules():
    """The variant travels as the rules' `Variant`: the flag that earlier
    versions used is named in game/model/rules.py alone (which reads it in
    old files, and gives it to the tournament's older computer players)."""
    flagged = [path for path, text in program_files() if "eight_kings" in text and path != "game/model/rules.py"]
    assert not flagged


def test_a_variant_is_named_only_where_a_variant_is_defined():
    """Nothing else branches on one variant: a new one would be missed there."""
    members = re.compile(r"Variant\.(?:" + "|".join(v.name for v in VARIANTS) + r")\b")
    names = re.compile("|".join(re.escape(f'"{v.value}"') + "|" + re.escape(f"'{v.value}'") for v in VARIANTS))
    naming = [path for path, text in program_files() if path.startswith("game/")
              and (members.search(text) or names.search(text)) and path not in NAMING_A_VARIANT]
    assert not naming


def test_the_targets_and_lengths_are_written_only_in_the_rules():
    lists = re.compile(r"\(\s*(?:40\s*,\s*30|30\s*,\s*40)\s*\)|choices=\(\s*1\s*,\s*2\s*,\s*3\s*\)")
    written = [f"{path}: {m.group(0)}" for path, text in program_files() if path != "game/model/rules.py"
               for m in lists.finditer(text)]
    assert not written


def test_the_rules_refuse_what_they_do_not_allow():
    for variant in VARIANTS:
        for target in TARGETS:
            for games in MATCH_LENGTHS:
                assert Rules(variant=variant, target=target, games_to_win=games).target == target
    for bad in (dict(variant="8-kings"), dict(variant=True), dict(target=35), dict(target=max(TARGETS) + 10),
                dict(games_to_win=max(MATCH_LENGTHS) + 1), dict(games_to_win=0)):
        with pytest.raises(ValueError):
            Rules(**bad)
    assert model.parse_variant(VARIANTS[-1].value) is VARIANTS[-1]
    with pytest.raises(ValueError, match=", ".join(v.value for v in VARIANTS)):
        model.parse_variant("5-kings")


def test_the_settings_allow_what_the_rules_allow():
    from game.platform.settings import Settings
    assert Settings().rules() == Rules()
    for variant in VARIANTS:
        for target in TARGETS:
            for games in MATCH_LENGTHS:
                rules = Settings(variant=variant, target=target, games_to_win=games).rules()
                assert rules == Rules(variant=variant, target=target, games_to_win=games)
    for bad in (dict(target=35), dict(games_to_win=max(MATCH_LENGTHS) + 1), dict(variant="8-kings")):
        with pytest.raises(ValueError):
            Settings(**bad)


@pytest.mark.filterwarnings("ignore:no fast renderer")
def test_the_settings_rows_offer_what_the_rules_allow(tmp_path):
    from apps import started_app
    from game.scenes.settings_screen import HELP, WAIT_FOR_NEXT_GAME, SettingsScene
    from game.words import match_length_name, variant_name
    app = started_app(tmp_path)
    screen = SettingsScene(app)
    rows = {w.name: w for w in screen.widgets.widgets}
    offered = {name: tuple(value for value, _label in rows[name].options)
               for name in ("variant", "target", "games_to_win")}
    assert offered == {"variant": VARIANTS, "target": TARGETS, "games_to_win": MATCH_LENGTHS}
    assert [label for _v, label in rows["variant"].options] == [variant_name(v) for v in VARIANTS]
    assert [label for _v, label in rows["games_to_win"].options] == [match_length_name(n) for n in MATCH_LENGTHS]
    assert {"variant", "target", "games_to_win"} <= set(WAIT_FOR_NEXT_GAME) and "variant" in HELP


def parser_choices(parser: argparse.ArgumentParser) -> dict:
    return {action.dest: action.choices for action in parser._actions if action.choices is not None}


def help_of(main, argv) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(argv)
    return out.getvalue()


def test_the_commands_offer_what_the_rules_allow():
    from game.cli import main as solo_mus
    from game.platform.options import rules_arguments, rules_from
    from tools import tournament
    parser = argparse.ArgumentParser()
    rules_arguments(parser)
    assert parser_choices(parser) == {"target": TARGETS, "games_to_win": MATCH_LENGTHS}
    for variant in VARIANTS:
        for target in TARGETS:
            args = parser.parse_args(["--variant", variant.value, "--target", str(target)])
            assert rules_from(args) == Rules(variant=variant, target=target)
    assert rules_from(parser.parse_args([])) == Rules()
    assert rules_from(parser.parse_args(["--four-kings"])).variant is Variant.FOUR_KINGS
    variants = "{" + ",".join(v.value for v in VARIANTS) + "}"
    targets = "{" + ",".join(str(t) for t in TARGETS) + "}"
    lengths = "{" + ",".join(str(n) for n in MATCH_LENGTHS) + "}"
    record = " ".join(help_of(solo_mus, ["record", "--help"]).split())
    assert f"--variant {variants}" in record and f"--target {targets}" in record and f"--games {lengths}" in record
    tools = " ".join(help_of(tournament.main, ["--help"]).split())
    assert f"--variant {variants}" in tools and f"--target {targets}" in tools


def test_each_variant_has_its_words_and_its_tables():
    from game.ai.spread import SPREAD
    from game.ai.tables import SEED_MARKS, contender_shares, seed_mark, worth, worth_share_table
    from game.words import MATCH_LENGTH_NAMES, VARIANT_NAMES
    assert set(VARIANT_NAMES) == set(VARIANTS)
    assert set(MATCH_LENGTH_NAMES) == set(MATCH_LENGTHS)
    assert set(SPREAD) == {v.value for v in VARIANTS}
    assert set(SEED_MARKS) <= set(VARIANTS) and len({seed_mark(v) for v in VARIANTS}) == len(VARIANTS)
    for variant in VARIANTS:
        table = worth_share_table(variant)
        assert len(table) == 715
        ranks = max(table, key=table.get)
        assert len(worth(ranks, variant)) == 4
        assert all(0 <= share <= 1 for share in contender_shares(ranks, variant))
