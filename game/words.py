"""Everything the game says about calls, lances, teams and outcomes, in the
language shown: one module, read by the table, the review, the summary, the
statistics and the players screen, so that a call, a lance or a team is
always said the same way.

The Basque call words (Mus, Mintza, Paso, Imido, Iduki, Tira, Gehiago,
Hordago, Kanta, Ba, Ez), the lance names (Haundia, Tipia, Pariak, Jokua,
Pundua) and Esku are the same in every language and never translated
(`call_word`, `lance_word`, `ESKU`); a call with its amount is written one
way everywhere, on the button as in the bubble (`call_text`: "Imido 4",
"2 Gehiago"). What a lance left (`lance_outcome`), the turns of a hand
(`turn_text`), a summary line (`line_words`) and a team winning something
(`team_wins`) are whole sentences per team, so that each language can say
"we" and "they" as it should. What a general Paso pays in each lance comes
from the rules model (`model.paso_pays`), as the record's does.

The señas (keinuak) are said three ways: their name in a sentence
(`keinua_name`: "two kings", "ciego"), the sign the face makes
(`keinua_sign`: "lower lip bitten") and what the sign tells
(`keinua_tells`: "Mediak of kings"), and who saw one (`seers`: "Ane saw
it · Mikel caught it", in the review and under the table's fan). The English texts are the message ids
(`KEINUA_NAMES`, `KEINUA_SIGNS`, `KEINUA_TELLS`), which the printed record
reads as they are. The choices of the rules are named too: each variant
(`variant_name`: "8 kings") and each length of a match (`match_length_name`).
"""
from __future__ import annotations

from game.ai.levels import Level
from game.model import Keinua, Kind, Lance, Result, Variant, Why, partner_of
from game.model import events as E
from game.model.scoring import PasoPays, paso_pays
from game.platform.i18n import N_, language, tr

# Each call's Basque word (a discard and the next deal have none: their
# buttons say them in the language shown).
CALL_WORDS = {kind: kind.value.capitalize() for kind in Kind if kind not in (Kind.DISCARD, Kind.NEW_HAND)}
LANCE_WORDS = {lance: lance.value.capitalize() for lance in Lance}
ESKU = "Esku"


def call_word(kind: Kind) -> str:
    """The Basque word of a call (the same in every language)."""
    return CALL_WORDS[kind]


def lance_word(lance: Lance) -> str:
    """The Basque name of a lance (the same in every language)."""
    return LANCE_WORDS[lance]


def level_word(level) -> str:
    """The Basque name of a computer player's level (game/ai/levels.py):
    Ikasle, Normal, Txapeldun, the same in every language."""
    return level.value.capitalize()


# What each level plays like (the players screen, the partner's choice of a championship).
LEVEL_WHY = {
    # box: players-level-why
    # box: partner-why
    Level.IKASLE: N_("A learner: plays by their own cards, misses señas, is easy to bluff"),
    # box: players-level-why
    # box: partner-why
    Level.NORMAL: N_("A sound player: reads the calls, the score and the señas"),
    # box: players-level-why
    # box: partner-why
    Level.TXAPELDUN: N_("A champion: plays out each call on many deals, reads who it faces"),
}


# A slider's band: 1-3 cautious, 4-6 the middle, 7-9 bold (5 is the normal style).
CAUTIOUS_UP_TO, BOLD_FROM = 3, 7


def style_words(personality) -> str:
    """A computer player's style said in words, never as its four slider
    digits: "cautious" (some sliders at 3 or less, none at 7 or more),
    "bold" (the other way round), "mixed" (both), "middle" (every slider
    from 4 to 6: 5 is the middle style); then its level when it is not
    Normal ("bold, Ikasle"). Short, for two of them side by side under a
    pair of opponents' names."""
    sliders = (personality.haundia, personality.tipia, personality.pariak, personality.jokoa)
    cautious = any(v <= CAUTIOUS_UP_TO for v in sliders)
    bold = any(v >= BOLD_FROM for v in sliders)
    if cautious and bold:
        # box: stats-pair
        style = tr("mixed")
    elif cautious:
        # box: stats-pair
        style = tr("cautious")
    elif bold:
        # box: stats-pair
        style = tr("bold")
    else:
        # box: stats-pair
        style = tr("middle")
    if personality.level is Level.NORMAL:
        return style
    # box: stats-pair
    return tr("{style}, {level}", style=style, level=level_word(personality.level))


def call_text(action) -> str:
    """A call as the table writes it, on its button and in its bubble: the
    Basque word with its amount ("Imido 4", "2 Gehiago"); a discard says how
    many cards it changes."""
    kind = action.kind
    if kind is Kind.IMIDO:
        return f"{call_word(Kind.IMIDO)} {action.amount}"
    if kind is Kind.GEHIAGO:
        return f"{action.amount} {call_word(Kind.GEHIAGO)}"
    if kind is Kind.DISCARD:
        # box: bubble
        # box: review-bubble
        return tr("Changes {n}", n=len(action.cards) or action.amount)
    return call_word(kind)


# -- the teams ---------------------------------------------------------------

def team_name(team: int) -> str:
    """The player's team (0) and the opponents (1) as a label ("Us +2")."""
    # box: team
    us = tr("Us")
    # box: team
    them = tr("Them")
    return us if team == 0 else them


def team_members(first: str, second: str) -> str:
    """The two names of a team as one phrase ("You & Ane", "Zu eta Ane")."""
    # box: team-members
    phrase = tr("{first} & {second}", first=first, second=second)
    if language() == "es" and _sounds_like_i(second):  # Spanish says "e", not "y", before an i sound
        phrase = phrase.replace(f" y {second}", f" e {second}")
    return phrase


def _sounds_like_i(word: str) -> bool:
    low = word.lower()
    return (low.startswith(("i", "í")) or low.startswith(("hi", "hí"))) and not low.startswith(("hia", "hie", "hio"))


def team_wins(team: int, what: str, **values) -> str:
    """A team winning something, as a sentence with the team as its subject:
    `what` is "game" (`n`), "match", "kanta" (the lance's Kanta: `lance`, and
    `tie` when the hands tied and the lance went to the hand nearer Esku) or
    "kanta-game" (a game won with a Kanta, in a list of hands; `tie` as for
    "kanta")."""
    if what == "game":
        if team == 0:
            # box: review-outcome
            return tr("We win game {n}", **values)
        # box: review-outcome
        return tr("They win game {n}", **values)
    if what == "match":
        if team == 0:
            # box: review-outcome
            return tr("We win the match")
        # box: review-outcome
        return tr("They win the match")
    if what == "kanta-game":
        if values.get("tie"):
            if team == 0:
                # box: hands-row
                return tr("We win with a Kanta on a tie (Esku first)")
            # box: hands-row
            return tr("They win with a Kanta on a tie (Esku first)")
        if team == 0:
            # box: hands-row
            return tr("We win with a Kanta")
        # box: hands-row
        return tr("They win with a Kanta")
    lance = lance_word(values["lance"])
    if values.get("tie"):  # the hands tied: the lance went to the hand nearer Esku
        if team == 0:
            # box: pause-message
            # box: review-outcome
            return tr("Kanta! We win {lance} on a tie (Esku first), and the game", lance=lance)
        # box: pause-message
        # box: review-outcome
        return tr("Kanta! They win {lance} on a tie (Esku first), and the game", lance=lance)
    if team == 0:
        # box: pause-message
        # box: review-outcome
        return tr("Kanta! We win {lance}, and the game", lance=lance)
    # box: pause-message
    # box: review-outcome
    return tr("Kanta! They win {lance}, and the game", lance=lance)


# -- what a lance left, and the turns of a hand --------------------------------

def lance_outcome(result) -> str:
    """What a lance left, as the pause after it says it (the hand review
    says the same); "" for a Kanta, which has its own pause."""
    name = lance_word(result.lance)
    kind = result.result
    if kind == Result.KANTA:
        return ""
    if kind == Result.PASO:
        if paso_pays(result.lance) is PasoPays.BONUS:
            # box: pause-message
            # box: review-outcome
            return tr("{lance}: Paso. The better Jokua's bonus, at the summary", lance=name)
        # box: pause-message
        # box: review-outcome
        return tr("{lance}: Paso. One point to the better hand, at the summary", lance=name)
    if kind == Result.IDUKI:
        # box: pause-message
        # box: review-outcome
        return tr("{lance}: Iduki. {stake} at stake, counted at the summary", lance=name, stake=result.stake)
    if kind == Result.TIRA:
        # box: pause-message
        # box: review-outcome
        return tr("{lance}: Tira. {team} +{points} now", lance=name, team=team_name(result.team),
                  points=result.points)
    if kind == Result.ONE_TEAM:
        pairs = result.lance == Lance.PARIAK
        if result.team == 0:
            if pairs:
                # box: pause-message
                # box: review-outcome
                return tr("{lance}: only we hold pairs, counted at the summary", lance=name)
            # box: pause-message
            # box: review-outcome
            return tr("{lance}: only we hold Jokua, counted at the summary", lance=name)
        if pairs:
            # box: pause-message
            # box: review-outcome
            return tr("{lance}: only they hold pairs, counted at the summary", lance=name)
        # box: pause-message
        # box: review-outcome
        return tr("{lance}: only they hold Jokua, counted at the summary", lance=name)
    # box: pause-message
    # box: review-outcome
    return tr("{lance}: nobody holds a pair", lance=name)


def turn_text(event, names, lance=None, player: int | None = 0, tie: bool = False) -> str:
    """The pause's words at a turn of the hand (the hand review says the
    same): the lances begin (`LancesBegin`), Pundua is played instead of Jokua
    (`LanceBegun`), a game won by a Kanta in `lance` (`GameWon`; `tie`: the
    Kanta's `LanceResult.tie`, the hands tied); `names(seat)`
    names a seat, the player's (at seat `player`, None: no player at this
    screen) the subject of its own sentence ("You say Mintza", never "You says")."""
    if type(event) is E.LancesBegin:
        if event.by is not None and event.by == player:
            # box: pause-message
            # box: review-outcome
            return tr("You say Mintza: the lances begin")
        if event.by is not None:
            # box: pause-message
            # box: review-outcome
            return tr("{name} says Mintza: the lances begin", name=names(event.by))
        if event.exchanges == 0:  # a hand played without Mus (the lessons' rules)
            # box: pause-message
            # box: review-outcome
            return tr("No Mus in this hand: the lances begin")
        # box: pause-message
        # box: review-outcome
        return tr("Three exchanges made: the lances begin")
    if type(event) is E.LanceBegun:
        # box: pause-message
        # box: review-outcome
        return tr("Nobody has Jokua: Pundua is played")
    return team_wins(event.team, "kanta", lance=lance, tie=tie)


# -- the summary ---------------------------------------------------------------

def line_words(line) -> tuple[str, str]:
    """(why, points) of one summary line, as the player reads it: a Tira
    paid when it was said (a row the summary shows in its lance's place, so
    that the rows add up to what the hand changed), a lance won on a tie
    (the hands as good: it went to the one nearer Esku)."""
    if getattr(line, "paid", False):
        # box: summary-why
        why = tr("Tira, paid at once")
    elif line.why == Why.STAKE:
        # box: summary-why
        why = tr("stake")
    elif line.why == Why.PASO:
        # box: summary-why
        why = tr("paso")
    else:
        # box: summary-why
        why = tr("bonus")
    if getattr(line, "tie", False):
        # box: summary-why
        why = tr("{kind}, tie: Esku first", kind=why)
    # box: summary-points
    points = f"+{line.points}" if line.counted else tr("not counted")
    return why, points


def counted_line(line) -> str:
    """A summary line in one phrase: `Haundia: Us +2`."""
    # box: review-why
    return tr("{lance}: {team} +{points}", lance=lance_word(line.lance), team=team_name(line.team),
              points=line.points)


# -- the rules' choices (game/model/rules.py) ---------------------------------

# Each variant's name (the settings, the printed record: its message id).
VARIANT_NAMES = {
    # box: settings-value
    Variant.EIGHT_KINGS: N_("8 kings"),
    # box: settings-value
    Variant.FOUR_KINGS: N_("4 kings"),
}
# Each length of a match, by the games that win it.
MATCH_LENGTH_NAMES = {
    # box: settings-value
    1: N_("One game"),
    # box: settings-value
    2: N_("First to 2 games"),
    # box: settings-value
    3: N_("First to 3 games"),
}


def variant_name(variant: Variant) -> str:
    """A variant's name ("8 kings")."""
    return tr(VARIANT_NAMES[variant])


def match_length_name(games_to_win: int) -> str:
    """A match's length by the games that win it ("First to 2 games")."""
    return tr(MATCH_LENGTH_NAMES[games_to_win])


# -- the señas (keinuak) ------------------------------------------------------

KEINUA_NAMES = {
    # box: rules-face-name
    Keinua.TWO_KINGS: N_("two kings"),
    # box: rules-face-name
    Keinua.THREE_KINGS: N_("three kings"),
    # box: rules-face-name
    Keinua.FOUR_KINGS: N_("four kings"),
    # box: rules-face-name
    Keinua.TWO_ACES: N_("two aces"),
    # box: rules-face-name
    Keinua.THREE_ACES: N_("three aces"),
    # box: rules-face-name
    Keinua.DUPLES: N_("duples"),
    # box: rules-face-name
    Keinua.JOKUA: N_("Jokua"),
    # box: rules-face-name
    Keinua.THIRTY_ONE: N_("31"),
    # box: rules-face-name
    Keinua.THIRTY: N_("30"),
    # box: rules-face-name
    Keinua.TWENTY_NINE: N_("29"),
    # box: rules-face-name
    Keinua.CIEGO: N_("ciego"),
}
KEINUA_SIGNS = {
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.TWO_KINGS: N_("lower lip bitten"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.THREE_KINGS: N_("closed lips pushed to one side"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.FOUR_KINGS: N_("the two kings sign, twice"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.TWO_ACES: N_("tongue out, straight"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.THREE_ACES: N_("tongue out to one side"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.DUPLES: N_("eyebrows raised"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.JOKUA: N_("closed lips pushed forward"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.THIRTY_ONE: N_("a wink"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.THIRTY: N_("both shoulders shrugged"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.TWENTY_NINE: N_("one shoulder raised"),
    # box: rules-face-text
    # box: bubble
    # box: review-bubble
    Keinua.CIEGO: N_("both eyes closed"),
}
KEINUA_TELLS = {
    # box: rules-face-text
    Keinua.TWO_KINGS: N_("a pair of kings"),
    # box: rules-face-text
    Keinua.THREE_KINGS: N_("Mediak of kings"),
    # box: rules-face-text
    Keinua.FOUR_KINGS: N_("four kings"),
    # box: rules-face-text
    Keinua.TWO_ACES: N_("a pair of aces"),
    # box: rules-face-text
    Keinua.THREE_ACES: N_("Mediak of aces"),
    # box: rules-face-text
    Keinua.DUPLES: N_("Dobliak: two pairs, or four of a kind"),
    # box: rules-face-text
    Keinua.JOKUA: N_("Jokua of 32 to 40"),
    # box: rules-face-text
    Keinua.THIRTY_ONE: N_("Jokua of 31"),
    # box: rules-face-text
    Keinua.THIRTY: N_("a count of 30, for Pundua"),
    # box: rules-face-text
    Keinua.TWENTY_NINE: N_("a count of 29, for Pundua"),
    # box: rules-face-text
    Keinua.CIEGO: N_("nothing worth a seña"),
}


def keinua_name(keinua: Keinua) -> str:
    """A seña's name as a sentence says it ("two kings", "ciego")."""
    return tr(KEINUA_NAMES[keinua])


def keinua_sign(keinua: Keinua) -> str:
    """The sign the face makes for a seña ("lower lip bitten")."""
    return tr(KEINUA_SIGNS[keinua])


def keinua_tells(keinua: Keinua) -> str:
    """What a seña tells of the hand ("Mediak of kings")."""
    return tr(KEINUA_TELLS[keinua])


def capitalised(text: str) -> str:
    """`text` with its first letter a capital, the rest as it was."""
    return text[:1].upper() + text[1:]


def own_sign_note(signed, name) -> str:
    """The line under the fan after the player's own seña (`signed`, its
    seats as places, the player's 0): the seña and who saw it, in one
    sentence, so that what follows the colon is in the case the language
    wants there ("You signed 31: no one saw it", never "...: No one saw it")."""
    sign = keinua_name(signed.keinua)
    if not signed.seen_by:
        # box: sign-caption
        return tr("You signed {sign}: no one saw it", sign=sign)
    # box: sign-caption
    return tr("You signed {sign}: {who}", sign=sign, who=seers(signed, name))


def seers(signed, name, player: int | None = 0) -> str:
    """Who saw a seña: the signer's partner seeing it, the opponents catching
    it, or no one; the player (at seat `player`, None: no player at this
    screen) as "You"."""
    partner = partner_of(signed.seat)
    caught = [seat for seat in signed.seen_by if seat % 2 != signed.seat % 2]
    parts = []
    if partner in signed.seen_by:
        if partner == player:
            # box: review-why
            parts.append(tr("You saw it"))
        else:
            # box: review-why
            parts.append(tr("{name} saw it", name=name(partner)))
    if player in caught:
        others = [seat for seat in caught if seat != player]
        if others:
            # box: review-why
            parts.append(tr("You and {name} caught it", name=name(others[0])))
        else:
            # box: review-why
            parts.append(tr("You caught it"))
    elif len(caught) == 2:
        # box: review-why
        parts.append(tr("{first} and {second} caught it", first=name(caught[0]), second=name(caught[1])))
    elif caught:
        # box: review-why
        parts.append(tr("{name} caught it", name=name(caught[0])))
    if not parts:
        # box: review-why
        return tr("No one saw it")
    return " · ".join(parts)
