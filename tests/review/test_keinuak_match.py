"""Señas in a match: `Match.signed` keeps each seña in order with the moves
(who signed, which, who saw), a replay makes them again (and refuses one the
rules refuse, or one out of order), the kept form (format 2's `keinuak`)
writes and reads them back to the same match, a file without them reads with
none, `upto` and `resumable` keep the señas made before, and the decisions
worked out after the game read the señas their seat saw."""
import json
import random

import pytest

from game import model
from game.match import DEFAULT_LINEUPS, Match, Signing, decide_move, work_out
from game.match.kept import read_match, to_json
from game.model import Keinua as K
from game.model import events as E
from game.model.keinuak import signing_open
from game.platform.files import Damaged
from matches import signed_match


def test_a_sena_is_kept_in_order_with_the_moves():
    match = signed_match()
    assert match.moves == match.state.history            # the moves only
    assert all(type(logged.action) is model.Action for logged in match.log)
    entries = match.entries()
    assert len(entries) == len(match.log) + len(match.keinuak)
    made = 0
    for entry in entries:
        if type(entry) is Signing:
            assert entry.moves == made
        else:
            made += 1
    told = [e for e in match.state.match_story if type(e) is E.Signed]
    assert [(s.seat, s.keinua, s.seen_by) for s in match.keinuak] == [(e.seat, e.keinua, e.seen_by) for e in told]
    assert str(Signing(3, 2, K.TWO_KINGS, (0,))) == "2 signs two-kings, seen by 0"


def test_a_refused_sena_changes_nothing():
    match = Match.begin(model.Rules(), 5)
    with pytest.raises(model.IllegalAction, match="no seña now"):
        match.signed(1, model.keinuak_of(match.state.hands[1], match.rules).__iter__().__next__(), [3])
    while not signing_open(match.state):
        match = match.then(model.legal_actions(match.state)[0])
    wrong = next(k for k in K if k not in model.keinuak_of(match.state.hands[1], match.rules))
    with pytest.raises(model.IllegalAction):
        match.signed(1, wrong, [3])
    assert match.keinuak == ()


def test_a_match_with_senas_round_trips_through_the_kept_form():
    match = signed_match()
    data = json.loads(json.dumps(to_json(match)))
    assert data["format"] == 3
    assert data["keinuak"] == [[s.moves, s.seat, s.keinua.value, list(s.seen_by)] for s in match.keinuak]
    assert all(type(entry[2]) is str for entry in data["keinuak"])
    again = read_match(data)
    assert again == match and again.keinuak == match.keinuak
    assert again.state == match.state
    assert again.state.match_story == match.state.match_story


def test_a_file_without_senas_reads_with_none():
    match = signed_match()
    data = to_json(match)
    del data["keinuak"]
    plain = read_match(data)
    assert plain.keinuak == () and plain.moves == match.moves
    assert not any(type(e) is E.Signed for e in plain.state.match_story)


@pytest.mark.parametrize("damage, why", [
    (lambda k: k[0].__setitem__(2, "wink"), "is not a seña"),
    (lambda k: k[0].__setitem__(1, 4), "is not \\[moves, seat"),
    (lambda k: k[0].__setitem__(3, [2, 0]), "not in order"),
    (lambda k: k[0].__setitem__(0, 0), "not allowed there"),                 # in the Mus: no seña then
    (lambda k: k.reverse(), "out of order"),
    (lambda k: k[-1].__setitem__(0, 10**5), "after the last move"),
    (lambda k: k[0].__setitem__(3, [k[0][1]]), "not allowed there"),          # a seat seeing itself
    (lambda k: k.append(5), "is not \\[moves"),
])
def test_a_damaged_sena_is_refused_with_a_short_reason(damage, why):
    data = json.loads(json.dumps(to_json(signed_match())))
    damage(data["keinuak"])
    with pytest.raises(Damaged, match=why):
        read_match(data)


def test_a_false_sena_in_a_file_is_refused():
    match = signed_match()
    data = to_json(match)
    first = data["keinuak"][0]
    state = match.upto(first[0]).state
    first[2] = next(k for k in K if k not in model.keinuak_of(state.hands[first[1]], match.rules)).value
    with pytest.raises(Damaged, match="not allowed there"):
        read_match(data)


def test_upto_and_resumable_keep_the_senas_made_before():
    match = signed_match()
    for signing in match.keinuak:
        before = match.upto(signing.moves)
        assert signing in before.keinuak
        assert all(s.moves <= signing.moves for s in before.keinuak)
    middle = match.keinuak[len(match.keinuak) // 2].moves
    cut = match.upto(middle + 1)
    assert cut.keinuak == tuple(s for s in match.keinuak if s.moves <= middle + 1)
    resumed = cut.resumable()
    assert resumed.keinuak == cut.keinuak and resumed.state.match_story[:len(cut.state.match_story)] == cut.state.match_story


def test_decisions_worked_out_later_read_the_senas_seen():
    """A match kept before decisions were is worked out with its señas: each
    decision is the one decide_move makes at the state the señas reached,
    and some differ from those worked out without the señas."""
    match = signed_match(seed=8, hands=6)
    data = to_json(match)
    old = {key: value for key, value in data.items() if key not in ("decided", "keinuak", "seats")}
    with pytest.raises(Damaged, match="first format"):
        read_match({**old, "format": 1, "keinuak": data["keinuak"]})      # the first format kept no señas
    kept = Match.replayed(match.rules, match.seed, DEFAULT_LINEUPS, match.moves,
                          complete=False, keinuak=match.keinuak)
    worked = work_out(kept)
    blind = work_out(Match.replayed(match.rules, match.seed, DEFAULT_LINEUPS, match.moves,
                                    complete=False))
    assert worked.keinuak == match.keinuak and blind.keinuak == ()
    checked, changed = 0, 0
    for number, (logged, unaware) in enumerate(zip(worked.log, blind.log)):
        if logged.decided is None or logged.action.kind not in model.BETTING_KINDS:
            continue
        state = worked.upto(number).state
        assert decide_move(state, match.seed, worked.personalities(state.hand_number), worked.seating, later=True) == logged.decided
        checked += 1
        changed += logged.decided != unaware.decided
    assert checked >= 5 and changed > 0, (checked, changed)
