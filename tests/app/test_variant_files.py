"""The variant in the kept files: settings.json and game.json keep it by
its name (`"variant": "4-kings"`), and the files of the form before the
variants had names (the flag `"eight_kings": false`) read as the variant the
flag meant, with no notice and nothing set aside."""
import json

import pytest

from game import model
from game.match.kept import read_match, to_json
from game.platform.files import Damaged
from game.platform.settings import SettingsStore

FOUR, EIGHT = model.Variant.FOUR_KINGS, model.Variant.EIGHT_KINGS

# settings.json as the game wrote it before the variants had names (the
# first fields, in its order; the others take their defaults quietly).
SETTINGS_BEFORE = ('{"format": 1, "language": "system", "sound": true, "volume": 8, "fullscreen": true, '
                   '"speed": "normal", "text_size": "normal", "reduced_motion": false, "keinuak": true, '
                   '"coach_first_games": true, "eight_kings": false, "target": 30, "games_to_win": 2}')

# game.json as the game wrote it before the variants had names: 4 kings, 30
# points, first to 2 games, the player's partner's view of each of its calls.
GAME_BEFORE = (
    '{"format": 2, "seed": 41, "rules": {"eight_kings": false, "target": 30, "games_to_win": 2, '
    '"max_mus_rounds": 3}, "moves": ["0 mintza", "0 imido 2", "1 iduki", "0 imido 2", "1 iduki", "0 ez", '
    '"1 ba", "2 ba", "3 ba", "1 imido 10", "2 tira", "0 ez", "1 ez", "2 ez"], "lineups": [{"first_hand": 1, '
    '"players": [{"name": "Mikel", "haundia": 5, "tipia": 5, "pariak": 5, "jokoa": 5, "level": "normal", '
    '"face": "", "watchfulness": 5}, {"name": "Ane", "haundia": 5, "tipia": 5, "pariak": 5, "jokoa": 5, '
    '"level": "normal", "face": "", "watchfulness": 5}, {"name": "Itziar", "haundia": 5, "tipia": 5, '
    '"pariak": 5, "jokoa": 5, "level": "normal", "face": "", "watchfulness": 5}]}], "decided": [["mintza", '
    'null], ["imido 2", 0.390625], ["iduki", 0.27018622212900767], ["imido 2", 0.5230248363984932], '
    '["iduki", 0.27269088954329324], null, ["ba", null], ["ba", null], ["ba", null], ["imido 10", 1.0], '
    '["tira", 0.04801854948768768], null, ["ez", null], ["ez", null]], "keinuak": [], "keinuak_on": false}')


def aside(folder):
    return [p for p in folder.iterdir() if ".bad-" in p.name]


@pytest.mark.parametrize("flag, variant", [("false", FOUR), ("true", EIGHT)])
def test_settings_of_the_form_before_read_the_variant_their_flag_meant(tmp_path, flag, variant):
    path = tmp_path / "settings.json"
    path.write_text(SETTINGS_BEFORE.replace('"eight_kings": false', f'"eight_kings": {flag}'), encoding="utf-8")
    store = SettingsStore(path)
    assert store.notice is None and not aside(tmp_path)
    assert store.settings.rules() == model.Rules(variant=variant, target=30, games_to_win=2)
    store.update(volume=5)  # the next save writes today's form
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["variant"] == variant.value and "eight_kings" not in saved
    assert (saved["target"], saved["games_to_win"]) == (30, 2)
    assert SettingsStore(path).settings == store.settings


def test_settings_keep_the_variant_by_its_name_and_refuse_an_unknown_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"variant": "4-kings", "target": 30}', encoding="utf-8")
    assert SettingsStore(path).settings.rules() == model.Rules(variant=FOUR, target=30)
    path.write_text('{"variant": "5-kings", "target": 30}', encoding="utf-8")
    store = SettingsStore(path)
    assert store.settings.variant is EIGHT and store.settings.target == 30  # the rest is kept
    assert "variant" in str(store.notice)


def test_a_game_kept_before_the_variants_had_names_resumes_as_it_was():
    before = json.loads(GAME_BEFORE)
    match = read_match(before)
    assert match.rules == model.Rules(variant=FOUR, target=30, games_to_win=2)
    assert [str(m.action) for m in match.moves] == [m.split(" ", 1)[1] for m in before["moves"]]
    assert [logged.decided.estimate for logged in match.log if logged.decided is not None][1:3] == [
        0.390625, 0.27018622212900767]
    now = to_json(match)
    assert now["rules"] == {"variant": "4-kings", "target": 30, "games_to_win": 2, "max_mus_rounds": 3}
    new = ("rules", "format", "seats", "lineups")  # the seats are kept since (game/match/kept.py, format 3)
    assert {key: value for key, value in now.items() if key not in new} == {
        key: value for key, value in before.items() if key not in new}  # the rest in the same form
    assert now["seats"] == ["player", "computer", "computer", "computer"]
    assert now["lineups"] == [{**lineup, "seats": [1, 2, 3]} for lineup in before["lineups"]]
    assert read_match(json.loads(json.dumps(now))).log == match.log


@pytest.mark.parametrize("rules, why", [
    ({"eight_kings": "yes", "target": 30, "games_to_win": 2, "max_mus_rounds": 3}, "variant"),
    ({"variant": "5-kings", "target": 30, "games_to_win": 2, "max_mus_rounds": 3}, "variant"),
    ({"variant": "4-kings", "target": 35, "games_to_win": 2, "max_mus_rounds": 3}, "target"),
])
def test_a_kept_game_with_a_variant_or_target_the_rules_do_not_know_is_refused(rules, why):
    data = {**json.loads(GAME_BEFORE), "rules": rules}
    with pytest.raises(Damaged, match=why):
        read_match(data)
