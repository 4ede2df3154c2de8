"""What the table keeps of its game: the computer players as they played
(`Lineup`s: a match may change them between games), the game itself after
every call (the keeper's game.json, with those lineups, so that the review
can work every decision out again after a resume), and the player's
statistics at the end of each hand. `kept_game(table)` is the table's game as
a kept game, for the review of its hands."""
from __future__ import annotations

from game.app.saved_game import Lineup, kept_from, lineup_for
from game.model import Phase

__all__ = ["Lineup", "first_lineups", "keep_step", "kept_game", "lineup_for", "next_lineups", "seats_of"]
OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


def first_lineups(settings, lineups=None) -> tuple[Lineup, ...]:
    """A resumed game's lineups as kept, else the settings' players from hand 1."""
    return tuple(lineups) if lineups else (Lineup(1, settings.players),)


def next_lineups(lineups, settings, first_hand: int) -> tuple[Lineup, ...]:
    """The lineups with the settings' players from hand `first_hand` on (the
    same players as now add nothing)."""
    if lineup_for(lineups, first_hand).players == settings.players:
        return tuple(lineups)
    kept = tuple(lineup for lineup in lineups if lineup.first_hand < first_hand)
    return kept + (Lineup(first_hand, settings.players),)


def seats_of(lineup: Lineup) -> tuple[dict, dict]:
    """(names, personalities) by seat, as the table holds them: seat 0 is
    the player ("You", translated where shown)."""
    from game.app.i18n import N_
    # box: seat-name
    return {0: N_("You"), **lineup.names()}, lineup.personalities()


def kept_game(table):
    """The table's game as a kept game (for the hand review), from memory."""
    return kept_from(table.state, table.seed, table.lineups)


def keep_step(app, table, before, state) -> None:
    """After a call: keep the game with its players; at the end of a hand,
    count it into the statistics."""
    app.keeper.keep(state, table.seed, table.lineups)
    if state.phase in OVER and before.phase not in OVER:
        app.stats.count_hand(state, table.seed, lineup_for(table.lineups, state.hand_number))
