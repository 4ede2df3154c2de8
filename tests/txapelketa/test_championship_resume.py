"""A championship resumes where it was after kill -9 during the background
round (issue 40): a child process plays the round's other matches with the
game loop, keeping each, and is killed -9 while it plays the next one; the
championship read back holds exactly the matches it reported kept, each
with its game file, and playing on finishes the round with the same
results the loop gives for each match's seed."""
import json
import os
import signal
import subprocess
import sys

import pytest

from game.match.background import play_match, result_of
from game.match.championship_store import FILE_NAME, ChampionshipStore
from game.match.keeper import read_game_file
from game.txapelketa.championship import fixture, others_to_play
from game.txapelketa.results import write_result

CHILD = """
import json, sys
from pathlib import Path
from game.match.championship_store import ChampionshipStore
from game.txapelketa.pairs import ComputerPlayer
from game.txapelketa.results import write_result
store = ChampionshipStore(Path(sys.argv[1]))
if store.championship is None:
    store.start(21, ComputerPlayer("Ane"))
for championship in store.play_others():
    played = championship.results[-1]
    print(json.dumps([len(championship.results), played.key, write_result(played.result)]), flush=True)
"""


@pytest.mark.slow
def test_killed_during_the_background_round_it_resumes_at_the_same_match(tmp_path):
    path = tmp_path / FILE_NAME
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONHASHSEED": "3"})
    reported = []
    try:
        for line in child.stdout:
            reported.append(json.loads(line))
            if len(reported) == 2:
                child.send_signal(signal.SIGKILL)  # while it plays the third match
                break
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signal.SIGKILL
    store = ChampionshipStore(path)
    assert store.notice is None and store.failure is None
    kept = [[n, played.key, write_result(played.result)] for n, played in enumerate(store.championship.results, 1)]
    assert kept[:2] == reported and len(kept) in (2, 3)  # the third, if it was kept before the kill
    for played in store.championship.results:
        assert result_of(read_game_file(store.match_file(played.key))) == played.result
    # playing on: the rest of the round, each match the loop's from its seed
    for championship in store.play_others():
        played = championship.results[-1]
        match = fixture(championship, played.key)
        pairs = championship.field.pairs
        if played is championship.results[len(kept)]:  # one of them played again, outside the store
            assert play_match(match.seed, pairs[match.first], pairs[match.second], championship.rules) == played.result
        assert result_of(store.background_match(played.key)) == played.result
    again = ChampionshipStore(path)
    assert len(again.championship.results) == 7 and not others_to_play(again.championship)
    assert sorted(p.name for p in again.folder.iterdir()) == sorted(f"{p.key}.json" for p in again.championship.results)
