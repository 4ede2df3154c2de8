"""What the table keeps of its match after every call: the match itself (the
keeper's game.json, with its computer players and the decisions behind its
moves), and at the end of each hand the player's statistics; after every
call, each kept file whose save failed is tried again; the end of the
championship's match being played is recorded in the championship (and a
championship that ends so, counted in the statistics). A lesson's hand
(`Match.practice`) is neither kept nor counted. The statistics count the
hand from the player's seat (game/table/seen.py: the player's calls as seat
0's, its team's wins as team 0's), whichever seat the player has."""
from __future__ import annotations

from game.txapelketa.championship import finished, winner
from game.txapelketa.pairs import PLAYER_PAIR

from .seen import Around, seen_from


def keep(app, match, ended_hand: bool) -> None:
    """After a call: keep the match; at the end of a hand, count it into the
    statistics; and write again any other kept file whose save failed (the
    statistics, the lessons done, the settings)."""
    app.retry_saves()
    if match.practice:
        return
    app.keeper.keep(match)
    if match.finished and app.championship.belongs(match):
        # the championship's match ended: its result recorded once the keeper
        # holds it as the last game (a kill between the two: `catch_up`)
        app.keeper.flush()
        championship = app.championship.record_players_game(match)
        if finished(championship):  # the final: the championship ends (counted once, by its seed)
            app.stats.record_championship(won=winner(championship) == PLAYER_PAIR, seed=championship.seed)
    if ended_hand:
        state = match.state
        app.stats.count_hand(seen_from(state, Around.of(match)), match.seed, match.lineup_at(state.hand_number))
