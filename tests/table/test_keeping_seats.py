"""The statistics count a hand from the player's seat (game/table/keeping.py):
the player's team's lances, Tiras and games as won whichever seat the
match's seating gives the player."""
from types import SimpleNamespace

import pytest

from game import model
from game.match import DEFAULT_LINEUPS, Match, Seating
from game.match.loop import playing
from game.match.seats import PlayerSeat, follows_partner, seats_for
from game.match.statistics import Statistics, counted, lance_winners
from game.model import Phase
from game.table.keeping import keep


def _first_hand(seat: int, seed: int) -> Match:
    """The first hand of a match from `seed` with the player at `seat`,
    played to its end (the player's presses: the partner's view)."""
    seating = Seating.player_at(seat)
    lineups = tuple(lineup.seated(seating.computer_seats) for lineup in DEFAULT_LINEUPS)
    match = Match.begin(model.Rules(), seed, lineups, seating)
    for match in playing(match, seats_for(seating, player=PlayerSeat(presses=follows_partner))):
        if match.state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return match
    raise AssertionError("the hand never ended")


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_a_hand_is_counted_from_the_players_seat(seat):
    for seed in range(1, 40):
        match = _first_hand(seat, seed)
        won = lance_winners(match.state.story)
        if any(team == seat % 2 for team in won.values()) and any(team != seat % 2 for team in won.values()):
            break
    told = []
    app = SimpleNamespace(retry_saves=lambda: None, keeper=SimpleNamespace(keep=lambda _match: None),
                          stats=SimpleNamespace(count_hand=lambda state, seed, lineup: told.append(state)))
    keep(app, match, ended_hand=True)
    stats = counted(Statistics(), told[0].story, match.lineup_at(1))
    for lance, team in won.items():
        tally = stats.lance(lance)
        assert (tally.won, tally.lost) == ((1, 0) if team == seat % 2 else (0, 1))   # "us": the player's team
