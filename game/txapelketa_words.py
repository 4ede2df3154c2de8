"""What the game says about a championship (txapelketa), in the language shown.

The model's values said in words: a stage (`stage_name`: "Quarter-finals"),
a pair's style (`style_name`: "prudent"), a character's (`character_style`: "plays boldly"), why a pair stands above another in
its group (`reason_words`: "ahead on game difference"), a group's name
(`group_name`: "Group A"), a match (`match_name`: "Group A, round 2",
"Semi-final 1", "Final"), where a knockout slot's pair comes from while it
is not known (`source_words`: "Winner of group A", "Winner of
quarter-final 2") and the player's next match (`next_match_words`). The
pairs' names are towns (and the player's pair's own): proper nouns, never
translated; the levels are the same Basque words in every language
(`game.words.level_word`).
"""
from __future__ import annotations

from game.platform.i18n import N_, tr
from game.txapelketa.championship import (
    GROUP_NAMES, KNOCKOUT, Championship, Fixture, Source, Stage, finished, is_out, next_match, winner)
from game.txapelketa.pairs import PLAYER_PAIR, Pair, Style
from game.txapelketa.standings import Reason
from game.model.names import Lance
from game.words import lance_word, level_word, team_members

STAGE_NAMES = {
    # box: txapelketa-heading
    Stage.GROUPS: N_("Groups"),
    # box: txapelketa-heading
    Stage.QUARTER_FINALS: N_("Quarter-finals"),
    # box: txapelketa-heading
    Stage.SEMI_FINALS: N_("Semi-finals"),
    # box: txapelketa-heading
    Stage.FINAL: N_("Final"),
}

# A pair's style, said of the pair; the lance names stay Basque.
STYLE_NAMES = {
    # box: txapelketa-style
    Style.ZUHURRA: N_("prudent"),
    # box: txapelketa-style
    Style.OREKATUA: N_("balanced"),
    # box: txapelketa-style
    Style.AUSARTA: N_("bold"),
    # box: txapelketa-style
    Style.HAUNDIZALEA: N_("fond of {lance}"),
    # box: txapelketa-style
    Style.PARIZALEA: N_("fond of {lance}"),
    # box: txapelketa-style
    Style.JOKOZALEA: N_("fond of {lance}"),
}
# A character's style, said of one player (game/txapelketa/characters.py: the partner's choice).
CHARACTER_STYLES = {
    # box: partner-style
    Style.ZUHURRA: N_("plays with care"),
    # box: partner-style
    Style.OREKATUA: N_("plays a balanced game"),
    # box: partner-style
    Style.AUSARTA: N_("plays boldly"),
    # box: partner-style
    Style.HAUNDIZALEA: N_("loves {lance}"),
    # box: partner-style
    Style.PARIZALEA: N_("loves {lance}"),
    # box: partner-style
    Style.JOKOZALEA: N_("loves {lance}"),
}
STYLE_LANCES = {Style.HAUNDIZALEA: Lance.HAUNDIA, Style.PARIZALEA: Lance.PARIAK, Style.JOKOZALEA: Lance.JOKUA}

REASON_WORDS = {
    # box: txapelketa-reason
    Reason.MATCHES: N_("ahead on matches won"),
    # box: txapelketa-reason
    Reason.GAMES: N_("ahead on game difference"),
    # box: txapelketa-reason
    Reason.POINTS: N_("ahead on point difference"),
    # box: txapelketa-reason
    Reason.HEAD_TO_HEAD: N_("ahead head to head"),
    # box: txapelketa-reason
    Reason.DRAW: N_("ahead by the draw"),
}


def stage_name(stage: Stage) -> str:
    return tr(STAGE_NAMES[stage])


def style_name(style: Style | None) -> str:
    """A pair's style in words ("" for the player's pair, whose partner's style is the player's)."""
    if style is None:
        return ""
    lance = STYLE_LANCES.get(style)
    return tr(STYLE_NAMES[style], lance=lance_word(lance)) if lance else tr(STYLE_NAMES[style])


def character_style(style: Style) -> str:
    """A character's style in words, said of the player ("plays boldly")."""
    lance = STYLE_LANCES.get(style)
    return tr(CHARACTER_STYLES[style], lance=lance_word(lance)) if lance else tr(CHARACTER_STYLES[style])


def reason_words(reason: Reason) -> str:
    """Why a pair stands above the next in its group."""
    return tr(REASON_WORDS[reason])


def group_name(group: int) -> str:
    # box: txapelketa-heading
    return tr("Group {group}", group=GROUP_NAMES[group])


def _knockout_number(key: str) -> tuple[Stage, int]:
    """The stage of a knockout match and its number in the stage (1 for QF1)."""
    stage = next(stage for k, stage, _sources in KNOCKOUT if k == key)
    same = [k for k, s, _sources in KNOCKOUT if s is stage]
    return stage, same.index(key) + 1


def match_name(fixture: Fixture | str) -> str:
    """A match named as the screens name it: "Group A, round 2", "Quarter-final 3", "Final"."""
    if isinstance(fixture, Fixture) and fixture.stage is Stage.GROUPS:
        # box: txapelketa-line
        return tr("Group {group}, round {round}", group=GROUP_NAMES[fixture.group], round=fixture.round)
    key = fixture.key if isinstance(fixture, Fixture) else fixture
    stage, number = _knockout_number(key)
    if stage is Stage.QUARTER_FINALS:
        # box: txapelketa-slot
        return tr("Quarter-final {number}", number=number)
    if stage is Stage.SEMI_FINALS:
        # box: txapelketa-slot
        return tr("Semi-final {number}", number=number)
    return stage_name(Stage.FINAL)


def source_words(source: Source) -> str:
    """Where a knockout slot's pair comes from, while it is not known."""
    if source.winner_of is not None:
        stage, number = _knockout_number(source.winner_of)
        if stage is Stage.QUARTER_FINALS:
            # box: txapelketa-slot
            return tr("Winner of quarter-final {number}", number=number)
        # box: txapelketa-slot
        return tr("Winner of semi-final {number}", number=number)
    group = GROUP_NAMES[source.group]
    if source.place == 1:
        # box: txapelketa-slot
        return tr("Winner of group {group}", group=group)
    # box: txapelketa-slot
    return tr("Runner-up of group {group}", group=group)


def pair_players(pair: Pair) -> str:
    """The pair's players as one phrase ("Ainhoa & Aitor"; the player's: "You & Ane")."""
    if pair.is_players:
        # box: txapelketa-players
        return team_members(tr("You"), pair.players[0].name)
    return team_members(pair.players[0].name, pair.players[1].name)


def pair_level(pair: Pair) -> str:
    """The pair's level (Basque in every language) and its style: "Txapeldun · bold"."""
    style = style_name(pair.style)
    return f"{level_word(pair.level)} · {style}" if style else level_word(pair.level)


def next_match_words(championship: Championship) -> str:
    """The player's next match named, or why there is none now."""
    match = next_match(championship)
    pairs = championship.field.pairs
    if match is not None:
        opponent = match.second if match.first == PLAYER_PAIR else match.first
        # box: txapelketa-line
        return tr("Your next match: {match}, against {opponents} ({level})", match=match_name(match),
                  opponents=pairs[opponent].name, level=level_word(pairs[opponent].level))
    if finished(championship):
        if winner(championship) == PLAYER_PAIR:
            # box: txapelketa-line
            return tr("You won the championship: the txapela is yours")
        # box: txapelketa-line
        return tr("The championship is over: {winners} won it", winners=pairs[winner(championship)].name)
    if is_out(championship):
        # box: txapelketa-line
        return tr("You are out: the other matches are played to the final")
    # box: txapelketa-line
    return tr("Your next opponent is decided by the other matches of this round")
