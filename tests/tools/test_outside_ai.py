"""tools/outside_ai.py: our seat's observation turned into what an outside
bot reads, its answer turned back into one of our legal calls (an answer not
legal counted and replaced), and a round trip through the node shim with a
fake bot this test writes (the outside code itself is never needed: a
real run checks it, the tournament printing the count of its answers not
legal)."""
import json
import random
import shutil

import pytest

from game import model
from game.model.actions import HORDAGO, IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, discard, gehiago, imido
from game.model.cards import parse_hand
from tests.deals import play, stacked, truthful_calls
from tools import outside_ai, tournament
from tools.outside_ai import OutsidePlayer, damien_action, damien_state

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node (Node.js) is not installed: the shim cannot run")

# Esku is seat 0 (dealer 3). Pairs: seat 0 (kings) and seat 3 (aces); nobody
# holds Jokua (28, 27, 24, 11 points): Pundua is played.
HANDS = {0: "12o 12c 5e 1b", 1: "3o 6c 7e 4b", 2: "2o 6e 10e 7c", 3: "1o 1c 4e 5b"}


def dealt():
    return stacked(HANDS, dealer=3)


def seen(state, seat=None):
    return model.observe(state, state.to_act if seat is None else seat)


def test_the_state_holds_the_seats_own_cards_and_no_other():
    obs = seen(dealt())
    state = damien_state(obs, 3)
    assert state["phase"] == "mus-decision" and state["activePlayer"] == 0 and state["esku"] == 0
    assert state["donneur"] == 3 and state["currentBetPhase"] is None
    me = state["players"][0]
    assert [c["id"] for c in me["hand"]] == ["oros-12", "copas-12", "espadas-5", "bastos-1"]
    assert me["botLevel"] == 3 and all(p["isBot"] for p in state["players"])
    text = json.dumps(state)
    for seat in (1, 2, 3):
        assert state["players"][seat]["hand"] == [{"hidden": True}] * 4
        for card in parse_hand(HANDS[seat]):
            assert f'"{model.cards.SUIT_NAMES[card.suit]}-{card.rank}"' not in text
    assert state["score"] == {"A": 0, "B": 0} and state["targetTantto"] == 40


def test_a_raise_is_read_onto_their_stack_as_an_increment():
    state = play(dealt(), "mintza", "imido 4", "gehiago 3")   # seat 0 bets 4, seat 1 raises by 3
    obs = seen(state)
    assert obs.seat == 0 and obs.stake == 7
    theirs = damien_state(obs, 2)
    bet = theirs["phases"]["grande"]
    assert theirs["phase"] == "bet" and theirs["currentBetPhase"] == "grande"
    assert bet["stack"] == [1, 4, 7] and not bet["hordago"]
    assert bet["pendingResponderTeam"] == "A" and bet["lastAggressorTeam"] == "B" and bet["initiator"] == "A"
    assert theirs["phases"]["chica"]["stack"] == [1]
    # and their answers back: a raise is an increment as ours is
    assert damien_action({"type": "gehiago", "amount": 4}, obs) == gehiago(4)
    assert damien_action({"type": "iduki"}, obs) == IDUKI
    assert damien_action({"type": "tira"}, obs) == TIRA
    assert damien_action({"type": "tira-for-me"}, obs) == TIRA
    assert damien_action({"type": "hordago"}, obs) == HORDAGO


def test_the_opening_calls_and_the_mus_map_to_ours():
    obs = seen(play(dealt(), "mintza"))
    assert damien_action({"type": "paso"}, obs) == PASO
    assert damien_action({"type": "embido"}, obs) == imido(2)
    assert damien_action({"type": "hiru-embido"}, obs) == imido(3)
    mus = seen(dealt())
    assert damien_action({"type": "mus"}, mus) == MUS and damien_action({"type": "mintza"}, mus) == MINTZA
    assert damien_action({"type": "banana"}, obs) is None and damien_action(None, obs) is None
    assert damien_action({"type": "gehiago", "amount": "2"}, obs) is None


def test_facing_a_hordago_every_answer_but_tira_is_kanta():
    obs = seen(play(dealt(), "mintza", "hordago"))
    assert obs.seat == 1 and set(obs.legal) == {KANTA, TIRA}
    theirs = damien_state(obs, 3)["phases"]["grande"]
    assert theirs["hordago"] and theirs["stack"] == [1] and theirs["pendingResponderTeam"] == "B"
    for answer in ({"type": "iduki"}, {"type": "gehiago", "amount": 2}, {"type": "hordago"}):
        assert damien_action(answer, obs) == KANTA
    assert damien_action({"type": "tira"}, obs) == TIRA


def test_a_discard_names_their_card_ids_and_keeps_our_hands_order():
    obs = seen(play(dealt(), "mus", "mus", "mus", "mus"))
    assert obs.phase == "discard" and damien_state(obs, 1)["phase"] == "discard"
    action = damien_action({"type": "discard", "cards": ["bastos-1", "oros-12"]}, obs)
    assert action == discard(parse_hand("12o 1b")) and action.cards == tuple(parse_hand("12o 1b"))
    assert action in obs.legal
    assert damien_action({"type": "discard", "cards": ["copas-7"]}, obs) is None   # not in the hand
    assert damien_action({"type": "discard", "cards": ["oros-13"]}, obs) is None
    assert damien_action({"type": "discard", "cards": []}, obs) is None


def test_pariak_and_pundua_are_their_pares_and_punto():
    state = truthful_calls(play(dealt(), "mintza", "paso", "paso", "paso", "paso"))
    pariak = damien_state(seen(state), 3)
    assert pariak["currentBetPhase"] == "pares" and pariak["paresEligible"] == [0, 3]
    assert [p["declaredPares"] for p in pariak["players"]] == [True, False, False, True]
    assert pariak["juegoOrPunto"] is None
    state = truthful_calls(play(state, "paso", "paso"))
    pundua = damien_state(seen(state), 3)
    assert state.lance == "pundua"
    assert pundua["currentBetPhase"] == "juego" and pundua["juegoOrPunto"] == "punto"
    assert pundua["juegoEligible"] == [] and pundua["phase"] == "bet"


class Answering:
    """A shim stand-in: answers `answer` and keeps what it was asked."""

    def __init__(self, answer):
        self.answer = answer
        self.asked = []

    def ask(self, seat, state, seed):
        self.asked.append((seat, state, seed))
        return self.answer


def test_an_answer_not_legal_is_counted_and_replaced(monkeypatch):
    shim = Answering({"type": "gehiago", "amount": 2})     # a raise where no bet stands
    monkeypatch.setattr(outside_ai, "shim_for", lambda arguments: shim)
    monkeypatch.setattr(OutsidePlayer, "refused_total", 0)
    bot = OutsidePlayer("outside:test:1", 1, ("--bot", "none"))
    opening = seen(play(dealt(), "mintza"))
    assert bot(opening, random.Random(5)) == PASO
    assert bot.refused == 1 and OutsidePlayer.refused_total == 1
    assert bot.last_refused[0] == {"type": "gehiago", "amount": 2} and "paso" in bot.last_refused[1]
    assert shim.asked[0][0] == 0 and shim.asked[0][2] == random.Random(5).getrandbits(32)
    shim.answer = {"type": "paso"}                          # Paso facing a bet: Tira instead
    facing = seen(play(dealt(), "mintza", "imido 2"))
    assert bot(facing, random.Random(6)) == TIRA and bot.refused == 2
    shim.answer = {"type": "iduki"}
    assert bot(facing, random.Random(7)) == IDUKI and bot.refused == 2 and OutsidePlayer.refused_total == 2


def test_a_decision_with_one_legal_call_is_made_without_the_bot(monkeypatch):
    shim = Answering({"type": "declare-pares", "value": False})
    monkeypatch.setattr(outside_ai, "shim_for", lambda arguments: shim)
    bot = OutsidePlayer("outside:test:1", 1, ("--bot", "none"))
    calls = seen(play(dealt(), "mintza", "paso", "paso", "paso", "paso"))
    assert calls.phase == "calls" and bot(calls, random.Random(1)) == model.actions.BA
    assert shim.asked == [] and bot.refused == 0


def test_a_missing_local_copy_says_how_to_get_one(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("SOLO_MUS_OUTSIDE_DAMIEN", raising=False)
    monkeypatch.delenv("SOLO_MUS_OUTSIDE", raising=False)
    with pytest.raises(ValueError, match="neither SOLO_MUS_OUTSIDE_DAMIEN nor SOLO_MUS_OUTSIDE is set"):
        outside_ai.outside_player("outside:damien:3")
    monkeypatch.setenv("SOLO_MUS_OUTSIDE", str(tmp_path))
    with pytest.raises(SystemExit) as stop:
        tournament.main(["--b", "outside:damien:3", "--games", "2", "--jobs", "1"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "--b: no local copy of the outside bot 'damien'" in err
    assert "archive f990fa6" in err and "--outside" in err
    assert len([line for line in err.splitlines() if "error:" in line]) == 1
    with pytest.raises(ValueError, match="has levels 1, 2, 3, not '4'"):
        tournament.player("outside:damien:4")
    with pytest.raises(ValueError, match="unknown outside bot 'nobody'"):
        tournament.player("outside:nobody:1")
    (tmp_path / "damien" / "src").mkdir(parents=True)
    (tmp_path / "damien" / "src" / "MusGame.jsx").write_text("// a copy", encoding="utf-8")
    assert outside_ai.outside_copy("damien") == (tmp_path / "damien").resolve()   # a folder holding it


FAKE_BOT = r"""
// A fake outside bot: their botAct(state, botId), simple and checkable.
exports.botAct = (state, botId) => {
  const me = state.players[botId];
  for (const p of state.players) {
    if (p.id !== botId && p.hand.some((c) => !c.hidden)) throw new Error('a hidden hand was shown');
  }
  if (state.phase === 'mus-decision') return { type: state.musRound === 0 ? 'mus' : 'mintza' };
  if (state.phase === 'discard') return { type: 'discard', cards: [me.hand[3].id] };
  if (state.phase === 'bet') {
    const bet = state.phases[state.currentBetPhase];
    if (bet.pendingResponderTeam === null) return { type: Math.random() < 0.5 ? 'embido' : 'hiru-embido' };
    if (bet.hordago || bet.stack[bet.stack.length - 1] >= 10) return { type: 'iduki' };
    return { type: 'gehiago', amount: bet.stack.length };
  }
  return null;
};
"""


@pytest.fixture
def fake_bot(tmp_path):
    path = tmp_path / "fake_bot.js"
    path.write_text(FAKE_BOT, encoding="utf-8")
    yield OutsidePlayer("outside:fake:1", 1, ("--bot", str(path)))
    outside_ai.close_shims()


@needs_node
def test_a_round_trip_through_node_with_a_fake_bot(fake_bot):
    assert fake_bot(seen(dealt()), random.Random(1)) == MUS
    exchange = seen(play(dealt(), "mus", "mus", "mus", "mus"))
    assert fake_bot(exchange, random.Random(1)) == discard(parse_hand("1b"))
    facing = seen(play(dealt(), "mintza", "imido 4", "gehiago 3"))
    assert fake_bot(facing, random.Random(1)) == gehiago(3)          # their stack [1, 4, 7]: three long
    opening = seen(play(dealt(), "mintza"))
    answers = [fake_bot(opening, random.Random(seed)) for seed in range(16)]
    assert set(answers) == {imido(2), imido(3)}                      # Math.random draws from the seed
    assert answers == [fake_bot(opening, random.Random(seed)) for seed in range(16)]
    assert fake_bot.refused == 0
    shim = outside_ai.shim_for(fake_bot.arguments)
    process = shim.process
    assert process.poll() is None
    outside_ai.close_shims()
    assert process.returncode is not None and shim.process is None   # ended and reaped


@needs_node
def test_a_whole_game_against_random_play_with_no_call_refused(fake_bot):
    from game.match.loop import play_game
    from game.ai.table import make_player
    result = play_game([fake_bot, make_player("random")] * 2, 3990)
    assert result.winner in (0, 1) and fake_bot.asked > 10 and fake_bot.refused == 0


@needs_node
def test_a_bot_that_fails_stops_the_run(tmp_path):
    path = tmp_path / "broken_bot.js"
    path.write_text("exports.botAct = () => { throw new Error('no idea'); };", encoding="utf-8")
    bot = OutsidePlayer("outside:broken:1", 1, ("--bot", str(path)))
    try:
        with pytest.raises(outside_ai.OutsideFailure, match="no idea"):
            bot(seen(dealt()), random.Random(1))
    finally:
        outside_ai.close_shims()
    path.write_text("module.exports = {};", encoding="utf-8")
    with pytest.raises(outside_ai.OutsideFailure, match="exports no botAct"):
        OutsidePlayer("outside:empty:1", 1, ("--bot", str(path)))(seen(dealt()), random.Random(1))
    outside_ai.close_shims()
