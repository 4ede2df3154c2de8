"""Text that fits: every message of every language, rendered in the box its
`# box:` comment names (game/ui/text.py BOXES) with the longest values its
fields take, fits at or above the box's smallest size; and the fitting itself
wraps long words and shrinks, never cuts."""
import importlib.util
import string
from pathlib import Path

import pygame
import pytest

from game.platform.i18n import LANGUAGES, Translations
from game.platform.resources import Resources
from game.platform.settings import TEXT_SIZES
from game.ui.text import BOXES, READING, Box, fit, reading_box

REPO = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_tool_fit", REPO / "tools" / "i18n.py")
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)

# The longest value each field takes on screen.
SAMPLES = {
    "why": "Permission denied in /home/itziar/.config/solo-mus/settings.json",
    "what": "language, volume, speed, player 1 name, ...",
    "file": "championship.json.bad-20261201-093112-2",
    "files": "last-game.json, stats.json, lessons.json, championship.json, settings.json",
    "name": "Itziar-Maite",
    "names": "Itziar-Maite, Itziar-Maite, Itziar-Maite",  # the players whose face is gone
    "ch": "@", "language": "Français", "percent": "100", "lance": "Haundia",
    "first": "Itziar-Maite", "second": "Itziar-Maite",
    "n": "40", "count": "12", "us": "39", "them": "40", "need": "3", "won": "2",
    "last_us": "39", "last_them": "40", "target": "40", "points": "40", "stake": "40",
    # the hand review and the statistics
    "call": "10 Gehiago", "sena": "cuatro reyes", "sign": "cuatro reyes",
    "face": "labios cerrados torcidos a un lado",  # the longest sign of a seña (the fan's caption)
    "answer": "Kanta",  # the answer that ended a lance, on its plaque (Tira, Kanta)
    "who": "Itziar-Maite saw it · Itziar-Maite and Itziar-Maite caught it", "partner": "Itziar-Maite", "chance": "100 %", "dealer": "Itziar-Maite",
    "esku": "Itziar-Maite", "game": "3", "part": "999", "whole": "999", "played": "999",
    "version": "10.12.3", "done": "12", "level": "Ikasle / Txapeldun", "style": "erasokorra",
    # the rating (game/match/rating.py): the widest number, margin and move it shows
    "rating": "-3500", "margin": "1667", "change": "-1000",
    "said": "Itziar-Maite's own estimate then, from what they could know: 100 % that their team wins Haundia",
    # the coach (game/coach_words.py): the longest cards kept, pair, share, and a reason in the review
    "cards": "A zaldia, a sota and 2 aces", "pair": "a pair of zaldiak", "share": "100 %", "rate": "100 %",
    "last": "2 zaldiak",
    # the summary's reason for a line won on a tie: the longest of stake, paso, bonus
    "kind": "apustua",
    # the coach: a hand's quarter before its reason, what tips a call after it
    "hand": "A hand below the middle",
    "tip": "Played out on 64 possible deals, it leaves your team less than 1 % more chance of the game than "
           "10 Gehiago",
    "game": "100 %", "fold": "100 %", "refusal": "40",
    # the champion's search, told by the coach: the deals, the gain, the call replaced
    "deals": "64", "gain": "less than 1 %", "instead": "10 Gehiago",
    "reason": "Itziar-Maite speaks for your team and sees Haundia as most likely yours (100 %): 10 Gehiago",
    # a pad's glyph in a prompt is about as wide as three capitals
    # the Controls screen: an action, and its key or pad button
    "action": "Take the partner's advice", "other": "Take the partner's advice",
    "key": "Enter / Space", "old": "right stick pressed", "moves": "Discard to Enter, Iduki to Enter, Mintza to F10", "look": "F10", "signs": "F10", "coach": "F10",
    "left": "F10", "right": "F10", "up": "F10", "down": "F10", "less": "F10", "more": "F10",
    # the championship (game/txapelketa_words.py): a group, a round, a match named, a stage's number
    "group": "D", "round": "3", "match": "Cuarto de final 4", "number": "4",
    "opponents": "Itziar-Maite", "winners": "Itziar-Maite",
    # the printout of another match: the command with its file's path (game/scenes/txapelketa_matches.py)
    "command": "solo-mus record --from '/home/itziar-maite/.config/solo-mus/championship/QF4.json'",
    "first_team": "Nosotros", "second_team": "Nosotros",  # the teams' names (Us, Them) in the longest language
    "confirm": "[A]", "lift": "[X]", "amount-less": "[LB]", "amount-more": "[RB]", "back": "[B]",
}


@pytest.fixture(scope="module")
def res():
    pygame.init()
    yield Resources()
    pygame.quit()


@pytest.fixture(scope="module")
def messages():
    found = []
    for m in tool.extract():
        if not m.id:
            continue
        boxes = [c.split(":", 1)[1].strip() for c in m.auto_comments if c.startswith(tool.BOX_TAG)]
        found.append((m.id, boxes, {path for path, _line in m.locations}))
    return found


def samples(lang: str) -> dict:
    t = Translations(lang)
    return dict(SAMPLES, team=max(t.tr("Us"), t.tr("Them"), key=len))


def forms(t: Translations, msgid) -> list[str]:
    """Every text of a message in a language, fields unfilled: each plural
    form (1, 2 and a million reach all of Babel's forms for eu, es and fr)."""
    catalog = t._current
    if isinstance(msgid, str):
        return [catalog.gettext(msgid)]
    return sorted({catalog.ngettext(msgid[0], msgid[1], n) for n in (1, 2, 1000000)})


def test_every_message_names_a_known_box(messages):
    for msgid, boxes, files in messages:
        assert all(box in BOXES for box in boxes), (msgid, boxes)
        assert boxes, f"no '# box:' comment for {msgid!r} in {files}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_fits_its_box(lang, messages, res):
    t = Translations(lang)
    values = samples(lang)
    too_big = []
    for msgid, boxes, _files in messages:
        for text in forms(t, msgid):
            filled = text.format(**values)
            for name in boxes:
                laid = fit(res, filled, BOXES[name])
                if not laid.fits:
                    too_big.append(f"{name}: {filled!r} ({laid.width}x{laid.height} at {laid.size}px)")
    assert not too_big, f"{lang}: overflows:\n" + "\n".join(too_big)


@pytest.mark.parametrize("size", [s for s in TEXT_SIZES if s != "normal"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reading_text_fits_at_each_text_size(size, lang, messages, res):
    """The notices, bubbles, summary, review and rules at Large and Larger:
    each fits its grown box, at a size at least halfway from the normal
    one's towards the factor (a text that shrank back is not larger)."""
    t = Translations(lang)
    values = samples(lang)
    factor = TEXT_SIZES[size]
    too_big, checked = [], 0
    for msgid, boxes, _files in messages:
        for text in forms(t, msgid):
            filled = text.format(**values)
            for name in boxes:
                if name not in READING:
                    continue
                checked += 1
                laid = fit(res, filled, reading_box(name, factor))
                normal = fit(res, filled, BOXES[name])
                if not laid.fits or laid.size < int(normal.size * (1 + factor) / 2):
                    too_big.append(f"{name}: {filled!r} ({laid.width}x{laid.height} at {laid.size}px)")
    assert checked > 100
    assert not too_big, f"{lang} {size}: overflows:\n" + "\n".join(too_big)


def test_a_word_longer_than_the_line_is_broken_with_a_hyphen_never_cut(res):
    box = Box(120, 400, 24, lines=0, min_size=24)
    word = "Berrizendagarria"
    laid = fit(res, f"Jokalari {word} da", box)
    assert len(laid.lines) >= 3
    assert all(res.font(24).size(line)[0] <= 120 for line in laid.lines)
    joined = "".join(line[:-1] if line.endswith("-") else line + " " for line in laid.lines)
    assert joined.split() == ["Jokalari", word, "da"]  # every letter kept


def test_a_long_text_shrinks_to_fit_one_line(res):
    box = Box(300, 40, 32, min_size=14)
    text = "Pantaila osoa (F11) eta gehiago"
    assert res.font(32).size(text)[0] > 300
    laid = fit(res, text, box)
    assert laid.fits and laid.size < 32 and laid.lines == (text,)


def test_past_the_smallest_size_it_says_so_and_keeps_every_line(res):
    box = Box(200, 30, 24, lines=1, min_size=22)
    laid = fit(res, "Ezarpenen fitxategia hondatuta zegoen eta ezin izan da irakurri", box)
    assert not laid.fits and laid.size == 22 and len(laid.lines) > 1


class FreshFonts(Resources):
    """Resources that measure every size with its own freshly loaded font."""

    def measuring_font(self, size, bold=False):
        return self.font(size, bold)


def test_measuring_with_one_resized_font_lays_out_as_fresh_fonts_do(messages, res):
    """`fit` tries sizes on one font a weight, resized (no file loaded per
    size): every message of every language, in every box it names, is laid
    out exactly as with a font loaded at each size."""
    fresh = FreshFonts()
    laid_out = 0
    for lang in LANGUAGES:
        t, values = Translations(lang), samples(lang)
        for msgid, boxes, _files in messages:
            for text in forms(t, msgid):
                filled = text.format(**values)
                for name in boxes:
                    assert fit(res, filled, BOXES[name]) == fit(fresh, filled, BOXES[name]), (lang, name, filled)
                    laid_out += 1
    assert res._measuring and laid_out > 500, laid_out
