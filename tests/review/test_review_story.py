"""The hand review's steps and decisions, without a screen: every call's note
is the decision the table's computer player made (same observation,
personality and stream), the steps follow the model's events (the deal, each
call, the draws, the count), nothing of it reads a hidden card (the other
seats' cards swapped for others their public calls allow give the same
estimates), a kept game from before lineups reads with the default players,
and `solo-mus record --from FILE --hand N` prints the review's content."""
import json
import random
import re

import pytest

from game import model
from game.ai import Personality, decide
from game.app.saved_game import DEFAULT_LINEUPS, Lineup, kept_from, read_game, to_json
from game.app.settings import ComputerPlayer
from game.model import events as E
from game.review.story import CALL, DEAL, DRAW, SHOW, hand_states, review_hand, review_states
from game.review.text import percent
from game.table.seats import decision_stream, player_decides

LINEUP = Lineup(1, (ComputerPlayer("Maite", Personality(7, 3, 6, 4)), ComputerPlayer("Jon", Personality(4, 6, 5, 8)),
                    ComputerPlayer("Uxue", Personality(9, 1, 5, 5))))


def table_play(rules, seed, lineup=LINEUP, hands=None, made=None, deck=None, first_dealer=None, moves=None):
    """The states of a game played as the table plays it: every seat a
    computer player deciding with the table's stream (seat 0 with the normal
    style, as in a demo), or the given `moves` replayed; `made` collects
    each decision by (seat, moves made)."""
    personalities = lineup.personalities()
    state = model.new_game(rules, seed, deck=deck, first_dealer=first_dealer)
    states = [state]
    queue = list(moves) if moves is not None else None
    while state.phase != model.Phase.MATCH_OVER and (hands is None or state.hand_number <= hands):
        if queue is not None:
            if not queue:
                break
            action = queue.pop(0).action
        elif state.phase == model.Phase.HAND_OVER:
            action = model.parse_action("new-hand")
        else:
            seat = state.to_act
            decision = decide(model.observe(state, seat), personalities[seat], decision_stream(seed, seat, state))
            if made is not None:
                made[(seat, len(state.history))] = decision
            action = decision.action
        state = model.step(state, action)
        states.append(state)
    return states


@pytest.mark.parametrize("seed", [1, 4, 10])
def test_every_computer_call_is_the_decision_that_made_it(seed):
    made = {}
    states = table_play(model.Rules(), seed, hands=3, made=made)
    game = kept_from(states[-1], seed, (LINEUP,))
    checked = estimates = 0
    for number in (1, 2, 3):
        for step in review_hand(game, number, human=False).steps:
            note = step.call
            if note is None:
                continue
            decision = made[(note.seat, note.at)]
            assert not note.by_player
            assert note.action == decision.action == note.decided
            assert note.estimate == decision.estimate
            assert (note.estimate is None) == (note.phase != model.Phase.BETTING)
            checked += 1
            estimates += note.estimate is not None
    assert checked > 30 and estimates > 5


def test_the_players_calls_carry_the_partners_alternative():
    made = {}
    seed = 6
    states = table_play(model.Rules(), seed, hands=4, made=made)
    game = kept_from(states[-1], seed, (LINEUP,))
    partner = LINEUP.personalities()[2]
    own = voice = 0
    for number in (1, 2, 3, 4):
        for before, step in _notes_with_states(game, number):
            note = step.call
            if note.seat == 0 or (note.seat == 2 and note.phase == model.Phase.BETTING):
                assert note.by_player and note.estimate is None and note.decided is None
                observation = model.observe(before, note.seat)
                if len(observation.legal) == 1:
                    assert note.advice is None
                    continue
                expected = decide(observation, partner, decision_stream(seed, note.seat, before))
                assert (note.advice, note.advice_estimate) == (expected.action, expected.estimate)
                assert note.advice in observation.legal
                if note.seat == 2:  # the advice that flashed at the table is the partner's own decision
                    assert (note.advice, note.advice_estimate) == (made[(2, note.at)].action,
                                                                   made[(2, note.at)].estimate)
                    voice += 1
                else:
                    own += 1
            else:
                assert not note.by_player and note.advice is None
    assert own > 5 and voice > 0


def _notes_with_states(game, number):
    states = hand_states(game, number)
    by_moves = {len(s.history): s for s in states}
    for step in review_hand(game, number).steps:
        if step.call is not None:
            yield by_moves[step.call.at], step


def test_the_steps_follow_the_story():
    seed = 12
    states = table_play(model.Rules(), seed, hands=6)
    game = kept_from(states[-1], seed, (LINEUP,))
    seen_draw = False
    for number in range(1, 7):
        hand = [s for s in states if s.hand_number == number]
        if hand[-1].phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
            continue
        review = review_hand(game, number)
        steps = review.steps
        assert steps[0].kind == DEAL and steps[0].hands == hand[0].hands
        calls = [e for s in hand[1:] for e in s.events if type(e) is E.Called and e.action.kind != "new-hand"]
        assert [(s.call.seat, s.call.action) for s in steps if s.kind == CALL] == [(c.seat, c.action) for c in calls]
        assert [s.call.lance for s in steps if s.kind == CALL] == [c.lance for c in calls]
        for state in hand[1:]:  # after each model step the hands shown are the model's
            step = next(s for s in reversed(steps) if s.call is not None and s.call.at < len(state.history))
            later = steps[steps.index(step):]
            end = next((s for s in later[1:] if s.kind == CALL), None)
            last_of_step = later[:later.index(end)][-1] if end is not None else later[-1]
            assert last_of_step.hands == state.hands
        assert steps[-1].scores == hand[-1].scores
        assert tuple(steps[-1].track) == hand[-1].track
        if any(type(e) is E.HandsShown for s in hand for e in s.events):
            assert any(s.kind == SHOW for s in steps)
        for i, step in enumerate(steps):
            if step.kind == DRAW:
                seen_draw = True
                thrown = steps[i - 1]
                assert thrown.kind == CALL and thrown.call.action.kind == "discard" and thrown.thrown
                assert step.drawn and all(len(h) == 4 for h in step.hands)
    assert seen_draw


def test_a_hand_still_in_play_cannot_be_reviewed():
    states = table_play(model.Rules(), 3, hands=1)
    middle = next(s for s in states if s.phase == model.Phase.BETTING)
    game = kept_from(middle, 3)
    with pytest.raises(ValueError):
        review_hand(game, 1)


def _no_exchange_hand(seed):
    """Hand 1 of a game played as the table plays it, when it had no
    exchange (every move then stays legal on another deal with the same
    Ba / Ez answers)."""
    states = table_play(model.Rules(), seed, hands=1)
    hand = [s for s in states if s.hand_number == 1]
    if hand[-1].mus_round or hand[-1].phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        return None
    return hand


def _truth(hand, rules):
    return model.profile(hand, rules).pair_value > 0, model.count(hand, rules) >= 31


def _other_deal(hand_states, seat, rng):
    """The first deal again with seat `seat`'s cards kept and every other
    seat's hand replaced by cards it could have held as far as `seat` knows:
    from the cards `seat` does not see, with the same Ba / Ez answers."""
    first = hand_states[0]
    rules = first.rules
    unseen = [c for c in model.FULL_DECK if c not in first.hands[seat]]
    hands = {seat: first.hands[seat]}
    for other in (s for s in range(4) if s != seat):
        free = [c for c in unseen if not any(c in h for h in hands.values())]
        for _ in range(4000):
            pick = tuple(rng.sample(free, 4))
            if _truth(pick, rules) == _truth(first.hands[other], rules) and set(pick) != set(first.hands[other]):
                break
        else:
            return None
        hands[other] = pick
    esku = first.esku
    deck = [hands[(esku + i) % 4][i // 4] for i in range(16)]
    deck += [c for c in model.FULL_DECK if c not in deck]
    moves = [m for s in hand_states[1:] for m in s.history[-1:]]
    states = table_play(rules, 0, deck=deck, first_dealer=first.dealer, moves=moves)
    return states, hands


def test_no_estimate_reads_a_hidden_card():
    rng = random.Random(5)
    compared = changed = 0
    for seed in range(40):
        hand = _no_exchange_hand(seed)
        if hand is None:
            continue
        original = review_states(hand, seed, LINEUP, human=True)
        for seat in range(4):
            other = _other_deal(hand, seat, rng)
            if other is None:
                continue
            states, hands = other
            # the same moves on the other deal: the seed names the decision streams only
            again = review_states(states, seed, LINEUP, human=True)
            for a, b in zip(original.steps, again.steps):
                if a.call is None:
                    continue
                assert (a.call.seat, a.call.action) == (b.call.seat, b.call.action)
                seen = (a.call.estimate, a.call.decided, a.call.advice, a.call.advice_estimate)
                if a.call.seat == seat:  # the caller's own cards are the same: so is what it saw
                    assert seen == (b.call.estimate, b.call.decided, b.call.advice, b.call.advice_estimate)
                    compared += a.call.estimate is not None or a.call.advice_estimate is not None
                elif seen != (b.call.estimate, b.call.decided, b.call.advice, b.call.advice_estimate):
                    changed += 1  # a seat whose own cards changed sees otherwise: the test can tell
        if compared > 40 and changed > 10:
            break
    assert compared > 40 and changed > 10


def test_an_older_kept_game_reads_with_the_default_players():
    states = table_play(model.Rules(), 2, hands=1)
    data = to_json(states[-1], 2)
    del data["lineups"]
    kept = read_game(json.loads(json.dumps(data)))
    assert kept.lineups == DEFAULT_LINEUPS
    assert [p.name for p in kept.lineups[0].players] == ["Mikel", "Ane", "Itziar"]
    review = review_hand(kept, 1)
    assert review.names == ("You", "Mikel", "Ane", "Itziar")


def test_lineups_are_kept_and_checked():
    states = table_play(model.Rules(games_to_win=2, target=30), 8)
    later = Lineup(4, LINEUP.players[::-1])
    data = json.loads(json.dumps(to_json(states[-1], 8, (LINEUP, later))))
    kept = read_game(data)
    assert kept.lineups == (LINEUP, later)
    assert review_hand(kept, 5).names[1:] == tuple(p.name for p in later.players)
    assert review_hand(kept, 3).names[1:] == tuple(p.name for p in LINEUP.players)
    for bad in ([], [{**data["lineups"][0], "first_hand": 2}], [data["lineups"][1], data["lineups"][0]],
                [{**data["lineups"][0], "players": data["lineups"][0]["players"][:2]}]):
        with pytest.raises(ValueError):
            read_game({**data, "lineups": bad})


def test_the_record_prints_the_hand_as_the_review_shows_it(tmp_path, capsys):
    from game.cli import main
    seed = 4
    states = table_play(model.Rules(), seed, hands=3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(states[-1], seed, (LINEUP,))), encoding="utf-8")
    assert main(["record", "--from", str(path), "--hand", "2"]) == 0
    out = capsys.readouterr().out
    review = review_hand(read_game(json.loads(path.read_text())), 2)
    lines = [line for line in out.splitlines()
             if re.match(r"  [0-3] [^:]+: ", line) and " draws " not in line.split(":")[0]]
    notes = [s.call for s in review.steps if s.call is not None]
    assert len(lines) == len(notes)
    for line, note in zip(lines, notes):
        assert line.startswith(f"  {note.seat} {review.names[note.seat]}: {note.action}")
        if note.estimate is not None:
            assert f"own estimate: {percent(note.estimate)}" in line
        if note.advice is not None:
            assert str(note.advice) in line.split("[", 1)[1]
            if note.advice_estimate is not None:
                assert f"seeing {percent(note.advice_estimate)}" in line
        assert ("your call" in line) == note.by_player
    assert "hand review - seed 4, hand 2" in out.splitlines()[0]
    assert "Maite 7364" in out
    for s in review.steps[0].hands:
        assert model.hand_text(s) in out


def test_the_record_refuses_a_hand_that_is_not_over(tmp_path, capsys):
    from game.cli import main
    states = table_play(model.Rules(), 4, hands=1)
    middle = next(i for i, s in enumerate(states) if s.phase == model.Phase.BETTING)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(states[middle], 4)), encoding="utf-8")
    assert main(["record", "--from", str(path), "--hand", "1"]) == 1
    assert "no hand that is over" in capsys.readouterr().err


def test_hand_needs_from(capsys):
    from game.cli import main
    with pytest.raises(SystemExit) as stop:
        main(["record", "--seed", "3", "--hand", "1"])
    assert stop.value.code == 2 and "--hand needs --from" in capsys.readouterr().err


def test_player_decides_is_what_the_review_calls_the_players():
    states = table_play(model.Rules(), 7, hands=2)
    game = kept_from(states[-1], 7, (LINEUP,))
    by_moves = {len(s.history): s for s in states}
    for number in (1, 2):
        for step in review_hand(game, number).steps:
            if step.call is not None:
                assert step.call.by_player == player_decides(by_moves[step.call.at], autoplay=False)
