"""Writes the kept games of tests/app/test_kept_by_main.py with the code of
an older checkout: run it from that checkout's root, with its code first on
the path (`PYTHONPATH=$PWD python <this file> <folder>`). The files in this
folder were written so by main at 93f4322 (2026-12-04), before the one
store and the keeper's journal: game.json a match in its second game (a
lineup changed between the games, decisions and señas kept), last-game.json
the same match played to its end."""
import random
import sys
from pathlib import Path

from game import model
from game.ai import Personality
from game.ai.levels import Level
from game.match import Lineup, Match
from game.match.decisions import Decided
from game.match.keeper import GameKeeper
from game.model.keinuak import may_sign, signing_open
from game.platform.settings import ComputerPlayer

FIRST = Lineup(1, (ComputerPlayer("Koldo", Personality(7, 3, 5, 6, Level.TXAPELDUN), face="amona", watchfulness=8),
                   ComputerPlayer("Maite"), ComputerPlayer("Josu", Personality(level=Level.IKASLE))))
SECOND = (ComputerPlayer("Arantxa", Personality(2, 2, 9, 9)), ComputerPlayer("Maite"), ComputerPlayer("Josu"))


def main(folder: Path) -> None:
    rng = random.Random(38)
    match = Match.begin(model.Rules(target=30, games_to_win=2), 38, (FIRST,), with_keinuak=True)
    in_second_game = None
    while not match.finished:
        state = match.state
        if state.games_won != (0, 0) and len(match.lineups) == 1 and state.phase == model.Phase.HAND_OVER:
            match = match.with_lineups((FIRST, Lineup(state.hand_number + 1, SECOND)))
        if signing_open(state) and rng.random() < 0.2:
            seat = rng.randrange(4)
            if may_sign(state, seat):
                keinua = rng.choice(sorted(model.keinuak_of(state.hands[seat], state.rules)))
                match = match.signed(seat, keinua, [(seat + 2) % 4])
                continue
        legal = model.legal_actions(state)
        action = rng.choice(legal)
        match = match.then(action, Decided(action, round(rng.random(), 3)) if len(legal) > 1 else None)
        if in_second_game is None and len(match.lineups) == 2 and len(match.log) % 7 == 0:
            in_second_game = match
    for kept, where in ((in_second_game, folder), (match, folder / "ended")):
        keeper = GameKeeper(where / "game.json")
        keeper.keep(kept)
        keeper.flush()
    (folder / "ended" / "last-game.json").replace(folder / "last-game.json")
    (folder / "ended").rmdir()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
