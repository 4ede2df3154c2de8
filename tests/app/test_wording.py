"""The words the translations settled on, pinned so that they cannot come
back: one word for one thing in each language. Basque reads as the seed text
does (a team is "bikotea", pairs of cards "pareak", the partner "laguna", a
hand played "manga"; the lance Jokua is never "jokoa", Pariak is not declined
again, computer players are "ordenagailuko jokalariak"); Spanish says
"equipo" for a team ("tu pareja" read as the partner's turn); French says
"manche" (feminine) for a lance, "signe" for a seña and "mise" for a bet."""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[2] / "game" / "locale"
FIELD = re.compile(r"\{[^{}]*\}")  # a message's fields ({lance}, {name}...) are not words


def messages(lang: str) -> list[tuple[str, str]]:
    """(English, translation) for every text of the catalog, plural forms
    each with their English form; the fields left in (some rules read them)."""
    with open(LOCALE / lang / "LC_MESSAGES" / "solo-mus.po", "rb") as f:
        catalog = read_po(f)
    pairs = []
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, str):
            pairs.append((message.id, message.string))
        else:
            english = message.id[-1]
            pairs += [(english, form) for form in message.string]
    return pairs


def offending(lang: str, pattern: str, flags=re.IGNORECASE, english: str | None = None) -> list[str]:
    """The translations (fields taken out) where `pattern` occurs, among the
    messages whose English matches `english` when given."""
    found = []
    for source, text in messages(lang):
        if english is not None and not re.search(english, source):
            continue
        if re.search(pattern, FIELD.sub("", text), flags):
            found.append(text)
    return found


# -- Basque -----------------------------------------------------------------

@pytest.mark.parametrize("pattern, why", [
    (r"\bjoko", "the lance is Jokua; 'jokoa' (a game) beside it reads as a second name"),
    (r"(?-i:\bIA(ren|k|ko)?\b)", "computer players are 'ordenagailuko jokalariak', not 'IAren'"),
    (r"\bpariak[a-z]", "Pariak is a name, not declined again ('Pariaketan'): 'Pariak aldian'"),
    (r"\btalde", "a team is 'bikotea' (the seed's word), one word"),
    (r"\bzure bikote", "your team is 'zuen bikotea' (the two of you): 'zure bikotea' reads as your partner"),
    (r"\bbikotekide", "the partner is 'laguna'"),
    (r"\btantoa", "the score is 'emaitza'"),
], ids=["jokoa", "IAren", "Pariaketan", "talde", "zure-bikotea", "bikotekidea", "tantoak"])
def test_basque_keeps_the_seeds_words(pattern, why):
    assert not offending("eu", pattern), why


def test_basque_pairs_of_cards_are_pareak_never_bikotea():
    """A message about pairs of cards that names no team says "pare", never
    "bikote" (the Pariak line "only we hold pairs" said "bikotea")."""
    about_pairs = r"(?i)\bpairs?\b(?! of opponents)"
    no_team = [(en, eu) for en, eu in messages("eu")
               if re.search(about_pairs, en) and not re.search(r"(?i)\b(teams?|partner)\b", en)]
    assert len(no_team) > 20
    assert [eu for _en, eu in no_team if "bikote" in eu.lower()] == []
    for lance_line in ("{lance}: only we hold pairs, counted at the summary",
                       "{lance}: only they hold pairs, counted at the summary"):
        assert "pareak" in dict(messages("eu"))[lance_line]


def test_basque_names_who_saw_a_sena_and_the_sena_itself_in_good_basque():
    # "Ane: ikusi zuen" and "itsua keinua egin zuen" are not Basque
    assert not offending("eu", r":\s*(ikusi|harrapatu) zuen\b", english=r"saw it|caught it")
    texts = [eu for en, eu in messages("eu") if re.search(r"\{(sena|sign)\}", en)]
    assert texts and not [t for t in texts if re.search(r"\{(sena|sign)\} keinu", t)]


def test_basque_a_hand_played_is_a_manga():
    """'esku' is the cards held and Esku the first player; a hand played
    (a deal, its review, its summary) is a 'manga'."""
    eu = dict(messages("eu"))
    for english in ("Review of hand {n}", "In progress: hand {n}", "Summary of the hand", "New round",
                    "The hand is over and the summary counts it. New round ends the lesson.",
                    "New to Mus? The Lessons teach it at the table, one hand at a time.",
                    "Pariak is won by pairs. This hand skips the Mus: the lances begin at once. Play Haundia "
                    "and Tipia as you like.", "Last hands"):
        assert "manga" in eu[english].lower(), (english, eu[english])


# -- Spanish ----------------------------------------------------------------

def test_spanish_says_equipo_for_a_team():
    """'pareja' is a pair of cards; a team is 'equipo' (the prompt 'Haundia:
    le toca a tu pareja' read as the partner's turn)."""
    assert not offending("es", r"\bpareja", english=r"(?i)\bteams?\b")
    es = dict(messages("es"))
    assert es["{lance}: your team's call"] == "{lance}: decides tú por tu equipo"
    assert "compañero" in es["Your partner"].lower()


# -- French -----------------------------------------------------------------

def test_french_says_signe_for_a_sena():
    assert not offending("fr", r"se[ñn]as?\b")
    fr = dict(messages("fr"))
    assert fr["Keinuak (señas)"] == "Keinuak (signes)" and fr["The keinuak (señas)"] == "Les keinuak (signes)"


def test_french_says_la_manche_for_a_lance():
    assert not offending("fr", r"\blances?\b"), "a lance is 'une manche'"
    masculine = r"\b(le|un|du|au|ce|cet|chaque dernier|dernier|premier)\s+manches?\b|\bmanches?\s+(gagnés|perdus)\b"
    assert not offending("fr", masculine), "'manche' is feminine"
    fr = dict(messages("fr"))
    assert fr["Lances won and lost"] == "Manches gagnées et perdues"
    assert len([t for _en, t in messages("fr") if "manche" in t.lower()]) > 15


def test_french_says_mise_for_a_bet():
    assert not offending("fr", r"ench[èeé]r"), "a bet is 'une mise'"
