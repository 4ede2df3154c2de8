"""The events each step reports: every kind, on stacked deals, and the story's
agreement with the state over many random games."""
import random

import pytest

from deals import D1, D2, D3, play, stacked, truthful_calls
from game import model
from game.model import events as E
from game.model import Lance, Phase, Result, Why, Win

ALL_MUS = ("mus",) * 4


def kinds(state):
    return [type(e).__name__ for e in state.events]


def test_a_new_game_tells_its_deal():
    s = stacked(D1, dealer=3)
    assert s.events == (E.Dealt(hand_number=1, game_number=1, first_of_game=True, dealer=3, esku=0),)
    assert s.story == s.events


def test_mintza_begins_the_lances_and_opens_haundia_with_its_voices():
    s = play(stacked(D1, dealer=3), "mus", "mus", "mintza")
    assert s.events == (
        E.Called(2, model.parse_action("mintza"), Phase.MUS, None),
        E.LancesBegin(by=2, exchanges=0),
        E.LanceBegun(Lance.HAUNDIA),
        E.BettingOpened(Lance.HAUNDIA, (0, 1, 2, 3), (0, 1)),
    )
    assert s.events[-1].first == 0


def test_an_exchange_tells_its_discards_and_draws_in_turn_order():
    s = play(stacked(D1, dealer=3, pile="7e 6e 5e 4e 3e 2e 10e 10b"), *ALL_MUS)
    assert s.events[-1] == E.ExchangeBegun(1)
    s = play(s, "discard 1o", "discard 11c 10c", "discard 5o")
    assert kinds(s) == ["Called"] and s.events[0].phase == Phase.DISCARD
    s = play(s, "discard 7o")
    drew = [e for e in s.events if type(e) is E.Drew]
    assert [(d.seat, d.count) for d in drew] == [(0, 1), (1, 2), (2, 1), (3, 1)]
    assert drew[0].cards == model.parse_hand("7e") and drew[1].cards == model.parse_hand("6e 5e")
    assert s.events[-1] == E.ExchangeMade(1)
    assert not any(type(e) is E.Reshuffled for e in s.events)


def test_the_last_exchange_begins_the_lances_and_a_reshuffle_is_told_where_it_happens():
    s = stacked(D1, dealer=3, seed=4)
    seen = []
    for _ in range(3):
        s = play(s, *ALL_MUS)
        for _ in range(4):
            s = play(s, "discard " + " ".join(map(str, s.hands[s.to_act])))
        seen += [e for e in s.events if type(e) in (E.Reshuffled, E.Drew)]
    # 24 cards in the pile: the second exchange runs out half way, after 8 draws.
    shuffles = [e for e in seen if type(e) is E.Reshuffled]
    assert shuffles[0] == E.Reshuffled(seat=2, count=32)
    between = seen[seen.index(shuffles[0]) - 1]
    assert type(between) is E.Drew and between.seat == 1
    assert kinds(s)[-4:] == ["ExchangeMade", "LancesBegin", "LanceBegun", "BettingOpened"]
    assert s.events[-3] == E.LancesBegin(by=None, exchanges=3)


def test_paso_and_iduki_settle_a_lance_and_begin_the_next():
    s = play(stacked(D1), "mintza", "paso", "paso")
    assert s.events[1:] == (E.LanceSettled(model.LanceResult(Lance.HAUNDIA, Result.PASO)),
                            E.LanceBegun(Lance.TIPIA), E.BettingOpened(Lance.TIPIA, (0, 1, 2, 3), (0, 1)))
    s = play(s, "imido 3", "iduki")
    assert s.events[0] == E.Called(1, model.parse_action("iduki"), Phase.BETTING, Lance.TIPIA)
    assert s.events[1] == E.LanceSettled(model.LanceResult(Lance.TIPIA, Result.IDUKI, stake=3))
    assert s.events[2:] == (E.LanceBegun(Lance.PARIAK),)  # Pariak opens with its Ba / Ez calls
    assert s.phase == Phase.CALLS


def test_a_tira_is_paid_then_settled():
    s = play(stacked(D1), "mintza", "imido 2", "gehiago 3", "tira")
    paid, settled = s.events[1], s.events[2]
    assert paid == E.TiraPaid(Lance.HAUNDIA, team=1, points=2, scores=(0, 2))
    assert settled.result == model.LanceResult(Lance.HAUNDIA, Result.TIRA, team=1, stake=5, points=2)
    assert settled.lance == Lance.HAUNDIA


def test_pariak_for_one_team_is_settled_after_the_last_call():
    s = truthful_calls(play(stacked(D1), "mintza", "paso", "paso", "paso", "paso"))
    assert s.events[1] == E.LanceSettled(model.LanceResult(Lance.PARIAK, Result.ONE_TEAM, team=0))
    assert s.events[2] == E.LanceBegun(Lance.JOKUA)


def test_pariak_for_both_teams_opens_betting_among_the_holders():
    s = truthful_calls(play(stacked(D2), "mintza", "paso", "paso", "paso", "paso"))
    assert s.events[1:] == (E.BettingOpened(Lance.PARIAK, (0, 1, 2), (0, 1)),)


def test_nobody_with_jokua_plays_pundua_instead():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = truthful_calls(s)  # Pariak: nobody
    assert s.events[1] == E.LanceSettled(model.LanceResult(Lance.PARIAK, Result.NONE))
    s = truthful_calls(s)  # Jokua: nobody
    assert s.events[1:] == (E.LanceBegun(Lance.PUNDUA, instead_of=Lance.JOKUA),
                            E.BettingOpened(Lance.PUNDUA, (0, 1, 2, 3), (0, 1)))


def test_the_end_of_a_hand_shows_the_hands_and_counts_each_line():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = truthful_calls(truthful_calls(s))
    s = play(s, "imido 2", "iduki")
    shown = s.events[2]
    assert shown == E.HandsShown(s.hands)
    counted = [e for e in s.events if type(e) is E.LineCounted]
    assert [e.line for e in counted] == list(s.summary)
    running = [0, 0]
    for e in counted:
        running[e.line.team] += e.line.points
        assert e.scores == tuple(running)
    assert counted[-1].scores == s.scores and s.phase == Phase.HAND_OVER
    assert counted[-2].line.why == Why.STAKE and counted[-1].line.why == Why.BONUS


def test_reaching_the_target_in_the_count_wins_the_game_and_the_match():
    s = play(stacked(D3, scores=(0, 39)), "mintza", "paso", "paso", "paso", "paso")
    s = truthful_calls(truthful_calls(s))
    s = play(s, "paso", "paso")
    won = [e for e in s.events if type(e) is E.GameWon]
    assert won == [E.GameWon(team=1, how=Win.TARGET, game_number=1, scores=s.scores, games_won=(0, 1))]
    assert s.events[-1] == E.MatchWon(team=1, games_won=(0, 1))
    not_counted = [e.line for e in s.events if type(e) is E.LineCounted and not e.line.counted]
    assert not_counted == [line for line in s.summary if not line.counted]


def test_a_kanta_shows_the_hands_and_wins_the_game_on_the_spot():
    rules = model.Rules(games_to_win=2)
    s = play(stacked(D1, rules=rules), "mintza", "hordago", "kanta")
    assert kinds(s) == ["Called", "HandsShown", "LanceSettled", "GameWon"]
    assert s.events[2].result.result == Result.KANTA
    assert s.events[3] == E.GameWon(team=0, how=Win.KANTA, game_number=1, scores=(0, 0), games_won=(1, 0))
    nxt = play(s, "new-hand")
    assert nxt.events[0] == E.Called(0, model.parse_action("new-hand"), Phase.HAND_OVER, None)
    dealt = nxt.events[1]
    assert dealt.first_of_game and dealt.game_number == 2 and dealt.hand_number == 2
    assert nxt.story == nxt.events  # a new hand begins a new story


def test_a_tira_that_reaches_the_target_wins_at_once():
    s = play(stacked(D1, scores=(39, 0)), "mintza", "imido 2", "tira")
    assert kinds(s) == ["Called", "TiraPaid", "LanceSettled", "GameWon", "MatchWon"]
    assert s.events[3].how == Win.TIRA


def test_a_new_hand_in_the_same_game_is_not_a_first_of_game():
    s = play(stacked(D3), "mintza", "paso", "paso", "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso", "new-hand")
    assert s.events[1] == E.Dealt(hand_number=2, game_number=1, first_of_game=False, dealer=0, esku=1)


def test_observers_see_other_seats_discards_and_draws_as_counts():
    s = play(stacked(D1, dealer=3, pile="7e 6e 5e 4e 3e 2e 10e 10b"), *ALL_MUS)
    s = play(s, "discard 1o", "discard 11c 10c", "discard 5o", "discard 7o")
    story = model.observe(s, 1).story
    calls = [e for e in story if type(e) is E.Called and e.phase == Phase.DISCARD]
    assert [str(e.action) for e in calls] == ["discard 1", "discard 11c 10c", "discard 1", "discard 1"]
    drew = {e.seat: e.cards for e in story if type(e) is E.Drew}
    assert drew[1] == model.parse_hand("6e 5e") and drew[0] == drew[2] == drew[3] == ()
    assert len(story) == len(s.story)


@pytest.mark.parametrize("seed", range(60))
def test_the_story_agrees_with_the_state_over_random_games(seed):
    """Over whole random matches: a hand's story is its steps' events in
    order, every Called is the move made, the track and the summary are what
    the events settled and counted, and the scores follow the events."""
    rng = random.Random(seed)
    rules = model.Rules(variant=model.VARIANTS[seed % 2], games_to_win=1 + seed % 3)
    s = model.new_game(rules, seed)
    told = list(s.events)
    match = list(s.events)
    while s.phase != Phase.MATCH_OVER:
        before = s
        s = model.step(s, rng.choice(model.legal_actions(s)))
        called = s.events[0]
        assert called == E.Called(before.to_act, s.history[-1].action, before.phase, before.lance)
        if s.hand_number != before.hand_number:
            assert type(s.events[1]) is E.Dealt
            told = []
        told += s.events
        match += s.events
        assert list(s.story) == told
        if s.hand_number % 3 == 0 or s.phase == Phase.MATCH_OVER:  # the match's story: every hand so far
            assert list(s.match_story) == match
        settled = [e.result for e in told if type(e) is E.LanceSettled]
        assert tuple(settled) == s.track
        counted = [e.line for e in told if type(e) is E.LineCounted]
        assert tuple(counted) == s.summary
        paid = [e for e in s.events if type(e) in (E.TiraPaid, E.LineCounted)]
        if paid:
            assert paid[-1].scores == s.scores
        begun = [e.lance for e in told if type(e) is E.LanceBegun]
        if s.lance is not None:
            assert begun[-1] == s.lance
        if any(type(e) is E.GameWon for e in s.events):
            assert s.game_winner is not None
        assert any(type(e) is E.MatchWon for e in s.events) == (s.phase == Phase.MATCH_OVER)
    # The match's story spans the history: one Called for every move, in order.
    assert [e.action for e in s.match_story if type(e) is E.Called] == [m.action for m in s.history]
    assert sum(type(e) is E.Dealt for e in s.match_story) == s.hand_number


def test_an_observer_is_told_the_whole_match_with_other_seats_cards_as_counts():
    rng = random.Random(5)
    s = model.new_game(model.Rules(games_to_win=3), 5)
    while s.hand_number < 4 and s.phase != Phase.MATCH_OVER:
        s = model.step(s, rng.choice(model.legal_actions(s)))
    assert s.hand_number == 4
    seen = model.observe(s, 1).match_story
    assert seen == tuple(E.public(e, 1) for e in s.match_story)
    assert seen[-len(s.story):] == model.observe(s, 1).story
    thrown = [e for e in seen if type(e) is E.Called and e.action.kind == "discard" and e.seat != 1]
    assert thrown and all(not e.action.cards for e in thrown)
