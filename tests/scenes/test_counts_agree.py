"""A count shown to the player agrees with its number in every language
(`ntr`'s plural forms, not a plain `tr` with a number): the statistics'
captions under their figures and the lessons done, at one and at more, in
French and Spanish (where 1 takes the singular, and French's 0 too)."""
from dataclasses import replace

import pytest

from game.lessons import course
from game.match.statistics import Statistics, Tally
from game.ui.text import texts_drawn
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")

# (language, the numbers shown, the captions they must read)
CAPTIONS = [
    ("fr", (1, 1, 1), ("donne jouée", "partie gagnée, sur 3", "match gagné, sur 1")),
    ("fr", (2, 2, 2), ("donnes jouées", "parties gagnées, sur 3", "matchs gagnés, sur 2")),
    ("fr", (0, 0, 0), ("donne jouée", "partie gagnée, sur 0", "match gagné, sur 0")),
    ("es", (1, 1, 1), ("mano jugada", "partida ganada, de 3", "encuentro ganado, de 1")),
    ("es", (2, 2, 2), ("manos jugadas", "partidas ganadas, de 3", "encuentros ganados, de 2")),
    ("en", (1, 1, 1), ("hand played", "game won, of 3", "match won, of 1")),
]


@pytest.mark.parametrize("lang, counts, captions", CAPTIONS)
def test_the_statistics_captions_agree_with_their_figures(tmp_path, lang, counts, captions):
    app = started_app(tmp_path, lang=lang)
    hands, games, matches = counts
    app.stats.stats = replace(Statistics(), hands=hands, games=Tally(games, 3 - games if games else 0),
                              matches=Tally(matches, 0))
    app.open("stats")
    app.tick(1 / 60)
    drawn = texts_drawn(app.res)
    for caption in captions:
        assert caption in drawn, (caption, sorted(t for t in drawn if "," in t or "é" in t)[:20])


@pytest.mark.parametrize("lang, done, said", [
    ("fr", 1, "1 leçon sur {count} faite."), ("fr", 2, "2 leçons sur {count} faites."),
    ("es", 1, "1 lección de {count} hecha."), ("es", 2, "2 lecciones de {count} hechas."),
    ("en", 1, "1 lesson of {count} done."), ("en", 2, "2 lessons of {count} done.")])
def test_the_lessons_done_agree_with_their_number(tmp_path, lang, done, said):
    app = started_app(tmp_path, lang=lang)
    lessons = course(app.settings.keinuak)
    for lesson in lessons[:done]:
        app.lessons.finish(lesson.key)
    app.open("lessons")
    app.tick(1 / 60)
    assert app.top.subtitle.endswith(said.format(count=len(lessons))), app.top.subtitle
