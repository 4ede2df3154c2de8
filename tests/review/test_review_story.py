"""The hand review's steps and decisions, without a screen: every call's note
is the decision kept with its move when it was made (a computer player's own
call and estimate, the partner's view of the player's calls), never worked
out again, so a kept game's review stays the same whatever the computer
players become; the decisions read no hidden card (the other seats' cards
swapped for others their public calls allow give the same decisions); the
steps follow the model's events; a kept game from before decisions (or
lineups) were kept reads, has its decisions worked out once and says so; and
`solo-mus record --from FILE --hand N` prints the review's content."""
import json
import random
import re

import pytest

from game import model
from game.ai import Personality
from game.platform.settings import ComputerPlayer
from game.match import DEFAULT_LINEUPS, DEFAULT_SEATING, Lineup, Match, Seating, decide_move, player_decides, work_out
from game.match.kept import read_match, to_json
from game.model import events as E
from game.review.story import CALL, DEAL, DRAW, SHOW, hand_states, review_hand
from game.review.text import percent

LINEUP = Lineup(1, (ComputerPlayer("Maite", Personality(7, 3, 6, 4)), ComputerPlayer("Jon", Personality(4, 6, 5, 8)),
                    ComputerPlayer("Uxue", Personality(9, 1, 5, 5))))


def table_play(rules, seed, lineup=LINEUP, hands=None, human=True, deck=None, first_dealer=None, moves=None,
               rng=None):
    """A match played as the table plays it: each move with the decision the
    table keeps (game/match/decisions.decide_move); the player's calls (when
    `human`) the partner's view seven times in ten, else chosen by `rng`
    among the legal ones; or the given `moves`."""
    rng = rng or random.Random(seed)
    seating = DEFAULT_SEATING if human else Seating.demo()
    match = Match(rules, seed, (lineup.seated(seating.computer_seats),), (),
                  model.new_game(rules, seed, deck=deck, first_dealer=first_dealer), seating)
    queue = list(moves) if moves is not None else None
    while not match.finished and (hands is None or match.state.hand_number <= hands):
        state = match.state
        if queue is not None and not queue:
            break
        decided = None if state.phase == model.Phase.HAND_OVER else decide_move(
            state, seed, match.personalities(), seating)
        if queue is not None:
            action = queue.pop(0).action
        elif state.phase == model.Phase.HAND_OVER:
            action = model.actions.NEW_HAND
        elif player_decides(state, seating):  # the partner's view, mostly, else any legal call
            take = decided is not None and rng.random() < 0.7
            action = decided.action if take else rng.choice(model.legal_actions(state))
        else:
            action = decided.action
        match = match.then(action, decided)
    return match


@pytest.mark.parametrize("seed", [1, 4, 10])
def test_every_computer_call_is_the_decision_kept_with_it(seed):
    match = table_play(model.Rules(), seed, hands=3, human=False)
    checked = estimates = 0
    for number in (1, 2, 3):
        for step in review_hand(match, number).steps:
            note = step.call
            if note is None:
                continue
            kept = match.log[note.at].decided
            assert not note.by_player and not note.later
            assert note.action == kept.action == note.decided
            assert note.estimate == kept.estimate
            assert (note.estimate is None) == (note.phase != model.Phase.BETTING)
            checked += 1
            estimates += note.estimate is not None
    assert checked > 30 and estimates > 5


def test_the_players_calls_carry_the_partners_view_kept_at_the_table():
    from game.ai import decide
    from game.match import decision_stream
    partner = LINEUP.personalities()[2]
    own = voice = 0
    for seed in range(6, 30):
        match = table_play(model.Rules(), seed, hands=6)
        over = match.state.phase in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER)
        for number in range(1, match.state.hand_number + over):
            states, _ = hand_states(match, number)
            by_moves = {len(s.history): s for s in states}
            for step in review_hand(match, number).steps:
                note = step.call
                if note is None:
                    continue
                before = by_moves[note.at]
                if note.seat == 0 or (note.seat == 2 and note.phase == model.Phase.BETTING):
                    assert note.by_player and note.estimate is None and note.decided is None
                    observation = model.observe(before, note.seat)
                    if len(observation.legal) == 1:
                        assert note.advice is None
                        continue
                    expected = decide(observation, partner, decision_stream(seed, note.seat, before))
                    assert (note.advice, note.advice_estimate) == (expected.action, expected.estimate)
                    voice += note.seat == 2
                    own += note.seat == 0
                else:
                    assert not note.by_player and note.advice is None
        if own > 5 and voice > 0:
            break
    assert own > 5 and voice > 0


def test_the_review_of_a_kept_game_is_the_same_after_the_computer_players_change(monkeypatch):
    """The review reads what was decided: with every computer player replaced
    by one that decides otherwise, a kept game's review does not move."""
    match = read_match(json.loads(json.dumps(to_json(table_play(model.Rules(), 9, hands=3)))))
    hands = range(1, match.state.hand_number + (match.state.phase in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER)))
    before = [review_hand(match, n) for n in hands]
    assert len(before) >= 2
    from game.ai import Decision
    from game.match import decisions

    def contrary(observation, personality=None, rng=None):
        return Decision(observation.legal[-1], 0.123)
    monkeypatch.setattr(decisions, "decide", contrary)
    i = next(i for i, logged in enumerate(match.log) if logged.decided is not None and logged.decided.estimate)
    state = match.upto(i).state
    assert decide_move(state, 9, match.personalities(state.hand_number), match.seating) != match.log[i].decided  # it did change
    assert [review_hand(match, n) for n in hands] == before


def test_the_steps_follow_the_story():
    seed = 12
    match = table_play(model.Rules(), seed, hands=6)
    seen_draw = False
    for number in range(1, 7):
        hand, _ = hand_states(match, number)
        if hand[-1].phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
            continue
        steps = review_hand(match, number).steps
        assert steps[0].kind == DEAL and steps[0].hands == hand[0].hands
        calls = [e for s in hand[1:] for e in s.events
                 if type(e) is E.Called and e.action.kind != model.Kind.NEW_HAND]
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
                assert thrown.kind == CALL and thrown.call.action.kind == model.Kind.DISCARD and thrown.thrown
                assert step.drawn and all(len(h) == 4 for h in step.hands)
    assert seen_draw


def test_a_kanta_won_on_a_tie_says_so_in_the_review():
    """The hands tied at a Kanta: the lance went to the hand nearer Esku, and
    the review's outcome of the Kanta says it, as the table's pause did."""
    from game.review import words
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    match = Match.begin(model.Rules(), 5, (LINEUP.seated(DEFAULT_SEATING.computer_seats),),
                        deal=(0, model.deck_for(tie, 0, "")))  # Esku is seat 1: the tied Haundia is theirs
    for call in ("mintza", "hordago", "kanta"):
        match = match.then(model.parse_action(call))
    said = [words.outcome(step, str, 0) for step in review_hand(match, 1).steps]
    assert "Kanta! They win Haundia on a tie (Esku first), and the game · They win the match" in said


def test_a_hand_still_in_play_cannot_be_reviewed():
    match = table_play(model.Rules(), 3, hands=1)
    middle = next(i for i in range(len(match.log)) if match.upto(i).state.phase == model.Phase.BETTING)
    with pytest.raises(ValueError):
        review_hand(match.upto(middle), 1)


def _truth(hand, rules):
    return model.profile(hand, rules).pair_value > 0, model.count(hand, rules) >= 31


def _other_deal(first, seat, rng):
    """The first deal again with seat `seat`'s cards kept and every other
    seat's hand replaced by cards it could have held as far as `seat` knows:
    from the cards `seat` does not see, with the same Ba / Ez answers."""
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
    return deck + [c for c in model.FULL_DECK if c not in deck]


def test_no_decision_reads_a_hidden_card():
    """The same moves on a deal where the other seats hold other cards (as far
    as the deciding seat can tell): every decision kept for that seat is the
    same; the others' may differ (so the test can tell)."""
    rng = random.Random(5)
    compared = changed = 0
    for seed in range(40):
        match = table_play(model.Rules(), seed, hands=1)
        hand, _ = hand_states(match, 1)
        if hand[-1].mus_round or hand[-1].phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
            continue  # an exchange draws other cards on another deal
        moves = [logged for logged in match.log if logged.action.kind != model.Kind.NEW_HAND]
        for seat in range(4):
            deck = _other_deal(hand[0], seat, rng)
            if deck is None:
                continue
            again = table_play(model.Rules(), seed, deck=deck, first_dealer=hand[0].dealer, moves=moves)
            for a, b in zip(match.log, again.log):
                thinker = 0 if (a.by_player and a.seat == 0) else a.seat
                if a.decided is None:
                    continue
                if thinker == seat:  # the deciding seat's own cards are the same: so is what it decided
                    assert a.decided == b.decided
                    compared += a.decided.estimate is not None
                elif a.decided != b.decided:
                    changed += 1
        if compared > 40 and changed > 10:
            break
    assert compared > 40 and changed > 10


def test_a_game_kept_before_decisions_reads_works_them_out_once_and_says_so():
    match = table_play(model.Rules(), 2, hands=2)
    data = to_json(match)
    data["format"] = 1
    del data["decided"], data["lineups"], data["seats"]  # the first format kept neither
    old = read_match(json.loads(json.dumps(data)))
    assert old.missing_decisions and old.lineups == DEFAULT_LINEUPS
    assert [p.name for p in old.lineups[0].players] == ["Mikel", "Ane", "Itziar"]
    review = review_hand(old, 1)
    assert review.names == ("You", "Mikel", "Ane", "Itziar")
    assert all(s.call.missing for s in review.steps if s.call is not None and not s.call.by_player)
    worked = work_out(old)
    assert not worked.missing_decisions and worked.moves == old.moves
    for i, logged in enumerate(worked.log):
        state = old.upto(i).state
        expected = decide_move(state, 2, old.personalities(state.hand_number), old.seating, later=True)
        assert logged.decided == expected
    notes = [s.call for s in review_hand(worked, 1).steps if s.call is not None and s.call.estimate is not None]
    assert notes and all(n.later and not n.missing for n in notes)
    from game.review.words import why
    step = next(s for s in review_hand(worked, 1).steps if s.call is not None and s.call.estimate is not None)
    assert why(step, review, str).endswith("(worked out after the game)")
    assert read_match(json.loads(json.dumps(to_json(worked)))) == worked  # kept with their mark


def test_lineups_are_kept_and_checked():
    match = table_play(model.Rules(games_to_win=2, target=30), 8)
    later = Lineup(4, LINEUP.players[::-1])
    data = json.loads(json.dumps(to_json(match.with_lineups((LINEUP, later)))))
    kept = read_match(data)
    assert kept.lineups == (LINEUP, later)
    assert review_hand(kept, 5).names[1:] == tuple(p.name for p in later.players)
    assert review_hand(kept, 3).names[1:] == tuple(p.name for p in LINEUP.players)
    for bad in ([], [{**data["lineups"][0], "first_hand": 2}], [data["lineups"][1], data["lineups"][0]],
                [{**data["lineups"][0], "players": data["lineups"][0]["players"][:2]}]):
        with pytest.raises(ValueError):
            read_match({**data, "lineups": bad})


def test_the_record_prints_the_hand_as_the_review_shows_it(tmp_path, capsys):
    from game.cli import main
    seed = 4
    match = table_play(model.Rules(), seed, hands=3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(match)), encoding="utf-8")
    assert main(["record", "--from", str(path), "--hand", "2"]) == 0
    out = capsys.readouterr().out
    review = review_hand(read_match(json.loads(path.read_text())), 2)
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
    match = table_play(model.Rules(), 4, hands=1)
    middle = next(i for i in range(len(match.log)) if match.upto(i).state.phase == model.Phase.BETTING)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_json(match.upto(middle))), encoding="utf-8")
    assert main(["record", "--from", str(path), "--hand", "1"]) == 1
    assert "no hand that is over" in capsys.readouterr().err


def test_hand_needs_from(capsys):
    from game.cli import main
    with pytest.raises(SystemExit) as stop:
        main(["record", "--seed", "3", "--hand", "1"])
    assert stop.value.code == 2 and "--hand needs --from" in capsys.readouterr().err


def test_player_decides_is_what_the_review_calls_the_players():
    match = table_play(model.Rules(), 7, hands=2)
    for number in (1, 2):
        states, _ = hand_states(match, number)
        by_moves = {len(s.history): s for s in states}
        for step in review_hand(match, number).steps:
            if step.call is not None:
                assert step.call.by_player == player_decides(by_moves[step.call.at], DEFAULT_SEATING)
