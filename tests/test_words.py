"""The game's words (game/words.py): a team is the subject of its own
sentence ("They win Pundua", never "Them win"; "You say Mintza", never "You
says"), a general Paso says what the
summary pays in each lance, and a call with an amount is written one way on
its button and in its bubble."""
import pytest

from game import model
from game.model import Kind, Lance, LanceResult, Result
from game.model import events as E
from game.model.actions import gehiago, imido
from game.words import call_text, lance_outcome, team_wins, turn_text


def test_each_team_is_the_subject_of_its_own_sentence():
    assert team_wins(0, "kanta", lance=Lance.PUNDUA) == "Kanta! We win Pundua, and the game"
    assert team_wins(1, "kanta", lance=Lance.PUNDUA) == "Kanta! They win Pundua, and the game"
    assert team_wins(1, "game", n=2) == "They win game 2"
    assert team_wins(0, "match") == "We win the match"
    won = E.GameWon(1, model.Win.KANTA, 1, (10, 12), (0, 1))
    assert turn_text(won, str, Lance.TIPIA) == "Kanta! They win Tipia, and the game"
    for team in (0, 1):
        text = lance_outcome(LanceResult(Lance.PARIAK, Result.ONE_TEAM, team=team))
        assert ("only we hold pairs" if team == 0 else "only they hold pairs") in text
        for bad in ("Us ", "Them ", " Us", " Them"):
            assert bad not in text


def test_a_kanta_won_on_a_tie_says_so():
    """The hands tied: the lance went to the hand nearer Esku, and the Kanta's
    words say it, as the summary does ("tie: Esku first")."""
    assert team_wins(1, "kanta", lance=Lance.PARIAK, tie=True) == \
        "Kanta! They win Pariak on a tie (Esku first), and the game"
    assert team_wins(0, "kanta", lance=Lance.HAUNDIA, tie=True) == \
        "Kanta! We win Haundia on a tie (Esku first), and the game"
    won = E.GameWon(0, model.Win.KANTA, 1, (10, 12), (1, 0))
    assert turn_text(won, str, Lance.TIPIA, tie=True) == "Kanta! We win Tipia on a tie (Esku first), and the game"
    assert turn_text(won, str, Lance.TIPIA) == "Kanta! We win Tipia, and the game"


def test_a_general_paso_says_what_the_summary_pays():
    for lance in (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, Lance.PUNDUA):
        assert "One point to the better hand" in lance_outcome(LanceResult(lance, Result.PASO))
    jokua = lance_outcome(LanceResult(Lance.JOKUA, Result.PASO))
    assert "bonus" in jokua and "One point" not in jokua


def test_a_general_paso_in_jokua_pays_the_bonus_alone():
    """What the words say is what the scoring does: a general Paso in Jokua
    adds no paso line, only the better Jokua's bonus."""
    from game.model.cards import parse_hand
    from game.model.scoring import PasoPays, paso_pays, summary_lines
    hands = tuple(parse_hand(h) for h in ("12o 12c 11o 1b", "12e 12b 10o 1c", "4o 5o 6o 7o", "4c 5c 6c 7c"))
    track = tuple(LanceResult(lance, Result.PASO) for lance in (Lance.HAUNDIA, Lance.TIPIA)) + (
        LanceResult(Lance.PARIAK, Result.NONE), LanceResult(Lance.JOKUA, Result.PASO))
    lines = summary_lines(track, hands, 0, model.Rules(), (False,) * 4, (True, True, False, False))
    jokua = [line for line in lines if line.lance == Lance.JOKUA]
    assert [line.why for line in jokua] == [model.Why.BONUS] and paso_pays(Lance.JOKUA) is PasoPays.BONUS
    assert all(line.why == model.Why.PASO for line in lines if line.lance != Lance.JOKUA)


def test_a_call_with_an_amount_is_written_one_way():
    assert call_text(imido(4)) == "Imido 4"
    assert call_text(gehiago(2)) == "2 Gehiago"
    assert call_text(model.actions.plain(Kind.HORDAGO)) == "Hordago"


def test_the_gehiago_button_says_what_its_bubble_says():
    from game.table.action_bar import ActionBar
    bar = ActionBar(lambda name: None)
    bar.step_amount(+1)
    assert bar.buttons[Kind.GEHIAGO].label == call_text(gehiago(3)) == "3 Gehiago"
    assert bar.buttons[Kind.IMIDO].label == "Imido 3"


def test_the_player_says_mintza_in_a_sentence_of_its_own():
    """The pause and the review name the seat that said Mintza; the player's
    own Mintza is "You say", never "You says" (nor "Tú dice", "Vous dit")."""
    names = ("You", "Mikel", "Ane", "Itziar").__getitem__
    assert turn_text(E.LancesBegin(0), names) == "You say Mintza: the lances begin"
    assert turn_text(E.LancesBegin(1), names) == "Mikel says Mintza: the lances begin"
    assert turn_text(E.LancesBegin(2), names, player=2) == "You say Mintza: the lances begin"
    demo = ("Maite", "Mikel", "Ane", "Itziar").__getitem__  # no player at this screen
    assert turn_text(E.LancesBegin(0), demo, player=None) == "Maite says Mintza: the lances begin"


@pytest.mark.parametrize("lang", ["en", "eu", "es", "fr"])
def test_who_saw_the_players_own_sena_follows_its_colon_in_lower_case(lang):
    """The line under the fan is one sentence: after its colon, "no one saw
    it" in lower case ("Vous avez signalé 31 : Personne ne l'a vu" glued two
    messages); a seat that saw it is named there."""
    from game.model import Keinua
    from game.platform.i18n import set_language
    from game.words import own_sign_note
    names = ("You", "Mikel", "Ane", "Itziar")
    set_language(lang)
    try:
        nobody = own_sign_note(E.Signed(0, Keinua.THIRTY_ONE, ()), names.__getitem__)
        seen = own_sign_note(E.Signed(0, Keinua.THIRTY_ONE, (2,)), names.__getitem__)
    finally:
        set_language("en")
    for line in (nobody, seen):   # after a colon: a word in lower case, or a name
        for after in line.split(":")[1:]:
            word = after.split()[0]
            assert word[0].islower() or word in names, line
    assert "Ane" in seen and "Ane" not in nobody
    if lang == "en":
        assert (nobody, seen) == ("You signed 31: no one saw it", "You signed 31: Ane saw it")
    if lang == "eu":   # Basque says who saw it in a sentence of its own ("Ikusi zuena: Ane")
        assert (nobody, seen) == ("Zure keinua (31). Inork ez zuen ikusi", "Zure keinua (31). Ikusi zuena: Ane")
