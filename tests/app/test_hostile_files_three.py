"""Hostile files, third round (issue #37): a kept game with 100,000 repeats of
one seña was accepted and froze the start (3.6 s), Last hands (5 s) and
Continue (7.4 s). A kept game holds no more than a match can hold (the rules
bound every list of it: señas per seat and hand, calls per lance, moves per
hand, hands per match, lineups); more is refused before any replay and the
file is set aside with the usual notice. The rules that make those bounds
true of every real game are pinned here too: a seat makes at most
SIGNS_PER_HAND señas in a hand, and no raise lifts a stake past MAX_STAKE."""
import json
import time

import pytest

from game import model
from game.match import Match
from game.match import kept as kept_form
from game.match.keeper import GameKeeper, read_game_file
from game.match.kept import MOVES_PER_HAND, read_match, to_json
from game.model.actions import MAX_STAKE, gehiago
from game.model.keinuak import SIGNS_PER_HAND, may_sign, signing_open
from game.platform.files import Damaged
from game.scenes.title import TitleScene
from apps import started_app

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")


def aside(folder, name):
    return sorted(p for p in folder.iterdir() if p.name.startswith(f"{name}.bad-"))


def at_the_senas(seed: int = 4) -> Match:
    """A match with señas on, played by its first legal calls up to where señas may be made."""
    match = Match.begin(model.Rules(), seed, with_keinuak=True)
    while not signing_open(match.state):
        match = match.then(model.legal_actions(match.state)[0])
    return match


def one_sena_repeated(times: int, seed: int = 4) -> dict:
    """The kept form of that match with seat 1's first seña made `times` times, seen by its partner."""
    match = at_the_senas(seed)
    keinua = min(model.keinuak_of(match.state.hands[1], match.rules))
    return {**to_json(match), "keinuak": [[len(match.moves), 1, keinua.value, [3]]] * times}


# -- the files ----------------------------------------------------------------
@pytest.mark.slow
def test_a_kept_game_of_100000_senas_is_refused_at_continue_and_set_aside(tmp_path):
    data = one_sena_repeated(100_000)
    (tmp_path / "game.json").write_text(json.dumps(data), encoding="utf-8")
    keeper = GameKeeper(tmp_path / "game.json")
    assert keeper.current_game() is None  # Last hands: read quietly, not held
    assert keeper.load_match() is None
    (moved,) = aside(tmp_path, "game.json")
    assert json.loads(moved.read_text(encoding="utf-8")) == data and not (tmp_path / "game.json").exists()
    assert "could not be resumed" in keeper.notice and "too many" in keeper.notice


def test_a_last_game_of_100000_senas_is_set_aside_as_the_game_starts(tmp_path):
    (tmp_path / "last-game.json").write_text(json.dumps(one_sena_repeated(100_000)), encoding="utf-8")
    app = started_app(tmp_path, seed=4)
    assert isinstance(app.top, TitleScene) and len(aside(tmp_path, "last-game.json")) == 1
    assert app.keeper.last_game() is None and "last game" in app.keeper.notice


def test_continue_on_such_a_game_goes_back_to_the_title_with_the_notice(tmp_path):
    (tmp_path / "game.json").write_text(json.dumps(one_sena_repeated(30_000)), encoding="utf-8")
    app = started_app(tmp_path, seed=4)
    app.top.resume()
    for _ in range(5):
        app.tick(1 / 30)
    assert isinstance(app.top, TitleScene) and "could not be resumed" in app.top.notice()
    assert "more than a hand holds" in app.top.notice()
    assert len(aside(tmp_path, "game.json")) == 1


@pytest.mark.parametrize("count", [SIGNS_PER_HAND + 1, 30_000])
def test_more_senas_of_a_seat_in_a_hand_than_a_hand_holds_are_refused(count):
    with pytest.raises(Damaged, match=f"{count} señas of seat 1 in hand 1"):
        read_match(one_sena_repeated(count))


def test_as_many_senas_as_a_hand_holds_are_kept():
    data = one_sena_repeated(SIGNS_PER_HAND)
    assert len(read_match(data).keinuak) == SIGNS_PER_HAND


def test_every_list_of_a_kept_game_is_bounded_before_it_is_read():
    data = to_json(at_the_senas())
    moves = data["moves"]
    for name, value, said in [
            ("moves", moves * (kept_form.MOVE_LIMIT // len(moves) + 1), "moves: too many"),
            ("decided", [None] * (kept_form.MOVE_LIMIT + 1), "decided: too many"),
            ("keinuak", [[0, 1, "ciego", []]] * (kept_form.KEINUAK_LIMIT + 1), "keinuak: too many"),
            ("lineups", data["lineups"] * (kept_form.LINEUP_LIMIT + 1), "lineups: too many"),
            ("lineups", [{**data["lineups"][0], "players": data["lineups"][0]["players"] * 30_000}],
             "a lineup of 90000 players")]:
        with pytest.raises(Damaged, match=said):
            read_match({**data, name: value})


def test_more_hands_or_longer_hands_than_a_match_holds_are_refused_before_the_replay(monkeypatch):
    from game.match import match as match_module
    data = to_json(at_the_senas())
    replays = []
    real = match_module.Match.replayed
    monkeypatch.setattr(match_module.Match, "replayed",
                        classmethod(lambda cls, *a, **k: replays.append(1) or real.__func__(cls, *a, **k)))
    most = kept_form.most_hands(model.Rules())
    hands = ["0 new-hand"] * most
    with pytest.raises(Damaged, match=f"{most + 1} hands, more than a match holds"):
        read_match({**data, "moves": hands, "decided": [None] * len(hands), "keinuak": []})
    long = ["0 paso"] * (MOVES_PER_HAND + 1)
    with pytest.raises(Damaged, match=f"a hand of {MOVES_PER_HAND + 1} moves"):
        read_match({**data, "moves": long, "decided": [None] * len(long), "keinuak": []})
    assert replays == []  # refused from their counts: nothing replayed


def test_a_whole_match_with_senas_is_within_every_bound(tmp_path):
    from matches import signed_match
    match = signed_match(hands=6)
    assert read_match(json.loads(json.dumps(to_json(match)))).keinuak == match.keinuak


# -- the rules that make the bounds true of every real game --------------------
def test_a_seat_makes_at_most_its_senas_of_a_hand():
    match = at_the_senas()
    keinua = min(model.keinuak_of(match.state.hands[1], match.rules))
    for _ in range(SIGNS_PER_HAND):
        assert may_sign(match.state, 1)
        match = match.signed(1, keinua, (3,))
    assert not may_sign(match.state, 1) and may_sign(match.state, 3)
    with pytest.raises(model.IllegalAction, match="made its 20 señas of this hand"):
        match.signed(1, keinua, (3,))
    from game.ai.keinuak import to_sign
    from game.ai.keinuak import Mind
    assert to_sign(model.observe(match.state, 1), {3}, Mind()) == ()  # nor does a computer seat try


def test_the_player_cannot_start_a_sena_past_them(tmp_path):
    from game.table.keinuak import TableKeinuak
    match = at_the_senas()
    keinua = min(model.keinuak_of(match.state.hands[0], match.rules))
    table = TableKeinuak(match.seed, {}, on=True)
    table.update(0.0, match)
    assert table.player_sign(match, keinua)
    table.making.clear()
    for _ in range(SIGNS_PER_HAND):
        match = match.signed(0, keinua, (2,))
    assert not table.player_sign(match, keinua)


def test_no_raise_lifts_a_stake_past_the_ceiling():
    state = model.new_game(model.Rules(), 4)
    while not (state.phase == model.Phase.BETTING and state.bet_team is not None):
        legal = model.legal_actions(state)
        bets = [a for a in legal if a.kind in (model.Kind.IMIDO, model.Kind.GEHIAGO)]
        state = model.step(state, bets[-1] if bets else legal[0])
    raises = 0
    while any(a.kind is model.Kind.GEHIAGO for a in model.legal_actions(state)):
        biggest = max((a for a in model.legal_actions(state) if a.kind is model.Kind.GEHIAGO), key=lambda a: a.amount)
        assert state.stake + biggest.amount <= MAX_STAKE
        state = model.step(state, gehiago(2) if state.stake + 2 <= MAX_STAKE else biggest)
        raises += 1
    assert state.stake > MAX_STAKE - 2 and raises <= (MAX_STAKE - 2) // 2
    assert [a.kind for a in model.legal_actions(state)] == [model.Kind.IDUKI, model.Kind.TIRA, model.Kind.HORDAGO]
    with pytest.raises(model.IllegalAction):
        model.step(state, gehiago(2))
    assert (MAX_STAKE - 2) // 2 + 4 <= kept_form.LANCE_CALLS


@pytest.mark.slow
def test_the_hostile_files_are_refused_in_well_under_a_second(tmp_path):
    """This process's own time (not the wall clock, which other work on the
    machine stretches): reading such a file took seconds before."""
    for count in (100_000, 30_000):
        (tmp_path / "game.json").write_text(json.dumps(one_sena_repeated(count)), encoding="utf-8")
        began = time.process_time()
        with pytest.raises(Damaged):
            read_game_file(tmp_path / "game.json")
        assert time.process_time() - began < 1.0


def test_near_the_ceiling_the_bet_amount_offers_only_the_raises_left():
    from game.table.action_bar import ActionBar
    state = model.new_game(model.Rules(), 4)
    while not (state.phase == model.Phase.BETTING and state.bet_team is not None):
        legal = model.legal_actions(state)
        bets = [a for a in legal if a.kind in (model.Kind.IMIDO, model.Kind.GEHIAGO)]
        state = model.step(state, bets[-1] if bets else legal[0])
    while state.stake + 10 <= MAX_STAKE - 5:
        state = model.step(state, gehiago(10 if state.stake + 10 <= MAX_STAKE - 5 else 2))
    while state.stake < MAX_STAKE - 5:
        state = model.step(state, gehiago(2))
    bar = ActionBar(lambda name: None)
    bar.reset_amount(10)
    bar.refresh(state, True, model.legal_actions(state), 0, 4)
    left = MAX_STAKE - state.stake
    assert bar.amount == left and not bar.buttons["more"].enabled
    assert bar.action_for(model.Kind.GEHIAGO, ()) in model.legal_actions(state)
    bar.step_amount(+1)
    assert bar.amount == left
