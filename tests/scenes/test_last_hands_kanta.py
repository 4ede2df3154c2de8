"""A game won with a Kanta on tied hands (the lance going to the hand nearer
Esku) says so in its row of the last hands, as the pause, the review and the
game over do, in every language, inside the row's box even in its longest
form (a longer match's game number, two-figure scores); how the game was
won is the row's second line, never cut with its separator at a line's start
("... marcador 1 - 0 / · Ellos ganan con un Kanta", seen in Spanish)."""
import dataclasses

import pytest

from game import model
from game.match import DEFAULT_LINEUPS, Match
from game.scenes.last_hands import LastHandsScene, entry_label
from game.ui.text import BOXES, fit
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

TIE = {  # how each language says the tie (the summary's and the pause's words for it)
    "en": "on a tie (Esku first)",
    "eu": "berdinketan (eskua lehen)",
    "es": "en empate (mano primero)",
    "fr": "à égalité (Esku d'abord)",
}
HANDS = {  # Esku is seat 1; the two teams' Haundia tie, so it goes to seat 1's team
    "tie": {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"},
    "plain": {0: "12o 11o 7o 6o", 1: "12c 11c 7c 5b", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"},
}


def kanta_on_haundia(hands, games_to_win=1):
    match = Match.begin(model.Rules(games_to_win=games_to_win), 5, DEFAULT_LINEUPS,
                        deal=(0, model.deck_for(hands, 0, "")))
    for call in ("mintza", "hordago", "kanta"):
        match = match.then(model.parse_action(call))
    return match


@pytest.mark.parametrize("lang", list(TIE))
def test_a_kanta_won_on_a_tie_says_so_in_its_row(tmp_path, lang):
    app = started_app(tmp_path, lang=lang, sound=False)
    rows, entries = {}, {}
    for name, hands in HANDS.items():
        app.open("last_hands", current=kanta_on_haundia(hands))
        scene = app.top
        assert isinstance(scene, LastHandsScene)
        (entry,) = scene.entries
        assert entry.kanta
        rows[name], entries[name] = scene.rows[0].label, entry
        app.close()
    assert TIE[lang] in rows["tie"] and TIE[lang] not in rows["plain"]
    # the longest row: a match of several games, a late hand, two-figure scores
    entry = dataclasses.replace(entries["tie"], game=kanta_on_haundia(HANDS["tie"], games_to_win=3),
                                hand_number=28, points=(12, 40), scores=(39, 38))
    longest = entry_label(entry)
    assert TIE[lang] in longest
    assert fit(app.res, longest, BOXES["hands-row"]).fits
    for row in (rows["tie"], rows["plain"], longest):  # how the game was won is a line of its own, never
        lines = fit(app.res, row, BOXES["hands-row"]).lines  # cut after a "·" that starts the next line
        assert not any(line.startswith("·") for line in lines), lines
