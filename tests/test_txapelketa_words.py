"""The championship's words (game/txapelketa_words.py): every stage, style
and reason of the model is said, in every language, each its own way; every
match and every pending slot of the bracket is named, apart from the others;
the next match says the opponent, and the end says who won."""
import pytest

from championships import pair_wins
from game.ai import Personality
from game.ai.levels import Level
from game.platform.i18n import LANGUAGES, install, installed, set_language
from game.txapelketa.championship import (
    KNOCKOUT, Stage, fixtures, new_championship, next_match, pending, record)
from game.txapelketa.pairs import PLAYER_PAIR_NAME, ComputerPlayer, Style
from game.txapelketa.standings import Reason
from game.txapelketa_words import (
    group_name, match_name, next_match_words, pair_level, pair_players, reason_words, source_words, stage_name,
    style_name)

ANE = ComputerPlayer("Ane", Personality(level=Level.NORMAL), "txirikorda")


@pytest.fixture(params=LANGUAGES)
def language(request):
    before = installed()
    set_language(request.param)
    yield request.param
    install(before)


def test_every_value_of_the_model_is_said_each_its_own_way(language):
    for said in ([stage_name(s) for s in Stage], [style_name(s) for s in Style], [reason_words(r) for r in Reason],
                 [group_name(g) for g in range(4)]):
        assert all(said) and len(set(said)) == len(said), (language, said)
    assert style_name(None) == ""
    assert "Haundia" in style_name(Style.HAUNDIZALEA)  # the lance names stay Basque


def test_every_match_and_every_pending_slot_is_named_apart(language):
    championship = new_championship(3, ANE)
    groups = [f for f in fixtures(championship) if f.stage is Stage.GROUPS]
    one_a_round = {(f.group, f.round): f for f in groups}.values()  # a round's two matches share its name
    names = [match_name(f) for f in one_a_round] + [match_name(key) for key, _s, _p in KNOCKOUT]
    assert len(set(names)) == len(names) == 12 + 7
    sources = [source_words(source) for _key, _stage, pair in KNOCKOUT for source in pair]
    assert len(set(sources)) == len(sources) == 14


def test_the_pairs_and_the_next_match_are_said():
    championship = new_championship(3, ANE)
    pairs = championship.field.pairs
    assert pair_players(pairs[0]) == "You & Ane"
    assert pair_level(pairs[1]).startswith("Txapeldun · ")
    mine = next_match(championship)
    opponent = pairs[mine.second if mine.first == 0 else mine.first]
    assert next_match_words(championship) == (
        f"Your next match: {match_name(mine)}, against {opponent.name} ({opponent.level.value.capitalize()})")
    play = pair_wins(PLAYER_PAIR_NAME)
    while pending(championship):
        for match in pending(championship):
            championship = record(championship, match.key, play(match.seed, pairs[match.first],
                                                                 pairs[match.second], championship.rules))
    assert next_match_words(championship) == "You won the championship: the txapela is yours"
