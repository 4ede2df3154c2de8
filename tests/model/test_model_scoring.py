"""Every row of RULES.md's scoring table, each Tira case, Hordago both ways,
ties by seat and the counting order at the target, on stacked deals.
Esku is seat 0 in these deals (dealer 3), so team 0 speaks first."""
import pytest

from deals import D1, D2, D3, lines, play, stacked, truthful_calls
from game import model


def to_pariak(state):
    """Mintza, then a general Paso on Haundia and Tipia."""
    return play(state, "mintza", "paso", "paso", "paso", "paso")


def test_general_paso_everywhere_and_one_team_lances():
    s = play(stacked(D1), "mintza", "paso", "paso", "imido 2", "iduki")
    assert s.phase == "calls" and s.lance == "pariak"
    s = truthful_calls(s)              # only team 0 holds pairs: no betting
    assert s.phase == "calls" and s.lance == "jokua"
    s = truthful_calls(s)              # seats 0 (31) and 1 (33): betting
    assert s.phase == "betting" and s.bettors == (0, 1) and s.to_act == 0
    s = play(s, "paso", "paso")
    assert s.phase == "hand-over" and s.to_act == 0
    assert model.legal_actions(s) == (model.parse_action("new-hand"),)
    assert lines(s) == [
        ("haundia", 0, 1, "paso"),     # general Paso: 1 to the winner
        ("tipia", 0, 2, "stake"),      # accepted: the stake
        ("pariak", 0, 1, "bonus"),     # one team: its best pair's value
        ("jokua", 0, 3, "bonus"),      # general Paso: the bonus alone
    ]
    assert s.scores == (7, 0)
    assert s.shown


def test_pariak_both_teams_accepted_pays_stake_without_bonus():
    s = truthful_calls(to_pariak(stacked(D2)))
    assert s.phase == "betting" and s.lance == "pariak" and s.bettors == (0, 1, 2)
    s = play(s, "imido 3", "iduki")
    s = truthful_calls(s)
    s = play(s, "paso", "paso")
    pariak = [l for l in lines(s) if l[0] == "pariak"]
    assert pariak == [("pariak", 0, 3, "stake")]


def test_pariak_both_teams_general_paso_pays_one():
    s = play(truthful_calls(to_pariak(stacked(D2))), "paso", "paso")
    assert s.lance == "jokua"
    s = play(truthful_calls(s), "paso", "paso")
    assert [l for l in lines(s) if l[0] == "pariak"] == [("pariak", 0, 1, "paso")]


def test_pariak_tira_pays_nothing_more():
    s = play(truthful_calls(to_pariak(stacked(D2))), "paso", "imido 2", "tira")
    assert s.scores == (0, 1)          # team 1's bet was refused: 1 at once
    s = play(truthful_calls(s), "paso", "paso")
    assert [l for l in lines(s) if l[0] == "pariak"] == []   # paid at once, nothing more
    assert s.track[2] == model.LanceResult("pariak", "tira", team=1, stake=2, points=1)
    # team 0: Haundia paso 1 + Jokua bonus 6; team 1: Tipia paso 1 + the Tira's 1
    assert s.scores == (7, 2)


def test_jokua_accepted_pays_stake_plus_each_winning_holders_bonus():
    s = play(truthful_calls(to_pariak(stacked(D2))), "paso", "paso")
    s = truthful_calls(s)
    assert s.bettors == (0, 1, 2)
    s = play(s, "imido 2", "gehiago 2", "iduki")
    jokua = [l for l in lines(s) if l[0] == "jokua"]
    assert jokua == [("jokua", 0, 4, "stake"), ("jokua", 0, 6, "bonus")]  # 31 + 31


def test_jokua_tira_gives_bonus_to_the_better_jokua():
    s = play(truthful_calls(to_pariak(stacked(D2))), "paso", "paso")
    s = play(truthful_calls(s), "paso", "imido 5", "tira")  # team 1 paid 1
    jokua = [l for l in lines(s) if l[0] == "jokua"]
    assert jokua == [("jokua", 0, 6, "bonus")]  # team 1 was paid its 1 at once


def test_jokua_one_team_pays_each_holders_bonus():
    d = {0: "12o 12c 10o 1o", 1: "11c 11e 7c 6c", 2: "10c 10e 7o 4o", 3: "5c 4c 1c 7e"}
    d[1] = "11c 11e 7c 1e"             # seat 1 now counts 29: Jokua for team 0 only
    s = play(truthful_calls(to_pariak(stacked(d))), "paso", "paso")
    s = truthful_calls(s)
    assert s.phase == "hand-over"
    assert [l for l in lines(s) if l[0] == "jokua"] == [("jokua", 0, 6, "bonus")]


@pytest.mark.parametrize("calls, expected", [
    (("imido 4", "iduki"), [("pundua", 0, 4, "stake"), ("pundua", 0, 1, "bonus")]),
    (("paso", "paso"), [("pundua", 0, 1, "paso")]),
    (("paso", "imido 2", "tira"), [("pundua", 0, 1, "bonus")]),  # team 1's 1 paid at once
])
def test_pundua_rows(calls, expected):
    s = to_pariak(stacked(D3))
    s = truthful_calls(s)              # nobody has pairs: Pariak is skipped
    assert s.lance == "jokua" and s.phase == "calls"
    s = truthful_calls(s)              # nobody has Jokua: Pundua, all four bet
    assert s.lance == "pundua" and s.phase == "betting" and s.bettors == (0, 1, 2, 3)
    s = play(s, *calls)
    assert [l for l in lines(s) if l[0] == "pundua"] == expected
    assert not [l for l in lines(s) if l[0] == "pariak"]


def test_haundia_and_tipia_accepted_and_paso():
    s = play(stacked(D3), "mintza", "imido 3", "gehiago 2", "iduki", "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso")
    assert lines(s)[:2] == [("haundia", 1, 5, "stake"), ("tipia", 0, 1, "paso")]


@pytest.mark.parametrize("calls, paid_to, paid", [
    (("imido 2", "tira"), 0, 1),                       # first bet refused: 1
    (("paso", "imido 2", "tira"), 1, 1),
    (("imido 2", "gehiago 3", "tira"), 1, 2),          # 2 -> 5 refused pays 2
    (("imido 2", "gehiago 2", "gehiago 3", "tira"), 0, 4),
    (("imido 2", "hordago", "tira"), 1, 2),            # Hordago over 2 pays 2
    (("hordago", "tira"), 0, 1),                       # opening Hordago: 1
    (("imido 3", "gehiago 4", "hordago", "tira"), 0, 7),
])
def test_tira_pays_at_once(calls, paid_to, paid):
    s = play(stacked(D3), "mintza", *calls)
    assert s.lance == "tipia"          # Haundia is settled
    assert s.scores[paid_to] == paid and s.scores[1 - paid_to] == 0
    assert s.track[-1] == model.LanceResult("haundia", "tira", paid_to, s.track[-1].stake, paid)


def test_betting_options_and_voices():
    s = play(stacked(D3), "mintza")
    legal = [str(a) for a in model.legal_actions(s)]
    assert legal == ["paso"] + [f"imido {n}" for n in range(2, 11)] + ["hordago"]
    s = play(s, "imido 2")
    assert s.to_act == 1 and s.stake == 2
    legal = [str(a) for a in model.legal_actions(s)]
    assert legal == ["iduki", "tira"] + [f"gehiago {n}" for n in range(2, 11)] + ["hordago"]
    s = play(s, "hordago")
    assert [str(a) for a in model.legal_actions(s)] == ["kanta", "tira"]


def test_voice_is_first_eligible_seat_of_each_team():
    # Esku is seat 2 (dealer 1): team 0's voice is seat 2, team 1's is seat 3.
    s = play(stacked(D3, dealer=1), "mintza")
    assert s.to_act == 2
    s = play(s, "paso")
    assert s.to_act == 3
    assert model.voice_of(s, 0) == 2 and model.voice_of(s, 1) == 3


def test_pariak_voice_skips_seats_without_pairs():
    # D2 with dealer 0: Esku is seat 1. Pair holders 1, 2, 0 -> team 1 voice 1,
    # team 0 voice 2 (seat 3 holds no pair).
    s = to_pariak(play(stacked(D2, dealer=0)))
    s = truthful_calls(s)
    assert s.bettors == (1, 2, 0) and s.to_act == 1
    s = play(s, "imido 2")
    assert s.to_act == 2


def test_hordago_accepted_caller_wins():
    s = play(stacked(D1), "mintza", "hordago", "kanta")   # team 0 has the best Haundia
    assert s.phase == "match-over" and s.winner == 0 and s.shown
    assert s.track[-1] == model.LanceResult("haundia", "kanta", team=0)
    assert s.summary == () and s.scores == (0, 0)  # won on the spot: nothing counted
    assert s.games_won == (1, 0) and s.to_act is None and model.game_over(s)
    assert model.legal_actions(s) == ()


def test_hordago_accepted_caller_loses():
    s = play(stacked(D1), "mintza", "imido 2", "hordago", "kanta")
    assert s.phase == "match-over" and s.winner == 0  # team 1 called it, team 0 held better


def test_hordago_in_jokua_is_decided_by_jokua_order():
    s = play(truthful_calls(to_pariak(stacked(D1))))
    s = play(truthful_calls(s), "paso", "hordago", "kanta")  # seat 0's 31 beats 33
    assert s.winner == 0


def test_ties_go_to_the_seat_nearest_esku():
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    s = play(stacked(tie, dealer=3), "mintza", "imido 2", "iduki")  # Esku = seat 0
    s = play(s, "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso")
    assert lines(s)[0] == ("haundia", 0, 2, "stake")
    s = play(stacked(tie, dealer=0), "mintza", "imido 2", "iduki")  # Esku = seat 1
    s = play(s, "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso")
    assert lines(s)[0] == ("haundia", 1, 2, "stake")


def test_a_kanta_on_a_tie_says_the_lance_went_by_turn_order():
    """A Hordago accepted on hands that tie: the lance goes to the hand nearer
    Esku, and the Kanta's result says it was a tie (the words tell it)."""
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    for dealer, esku_team in ((3, 0), (0, 1)):
        s = play(stacked(tie, dealer=dealer), "mintza", "hordago", "kanta")
        settled = next(e for e in s.events if type(e) is model.events.LanceSettled)
        assert s.winner == esku_team
        assert settled.result == s.track[-1] == model.LanceResult("haundia", "kanta", team=esku_team, tie=True)
    s = play(stacked(D1), "mintza", "hordago", "kanta")  # team 0's Haundia is better: no tie
    assert s.track[-1].tie is False


def test_dealer_loses_every_tie():
    tie = {0: "12o 11o 7o 6o", 1: "1o 4c 5c 4e", 2: "1c 4o 5e 6e", 3: "12c 11c 7c 6c"}
    s = play(stacked(tie, dealer=0), "mintza", "paso", "paso", "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso")
    assert lines(s)[0] == ("haundia", 1, 1, "paso")  # seat 3 beats the dealer, seat 0


def test_counting_order_at_the_target():
    # Team 1 wins Haundia (1 point, first line) and reaches 40 before team 0's
    # Tipia and Pundua points, which are shown but not added.
    s = play(stacked(D3, scores=(39, 39)), "mintza", "paso", "paso", "paso", "paso")
    s = play(truthful_calls(truthful_calls(s)), "paso", "paso")
    assert s.phase == "match-over" and s.winner == 1
    assert s.scores == (39, 40)
    assert [l.counted for l in s.summary] == [True, False, False]


def test_tira_can_end_the_game_at_once():
    s = play(stacked(D3, scores=(39, 0)), "mintza", "imido 2", "tira")
    assert s.phase == "match-over" and s.winner == 0 and s.scores == (40, 0)
    assert not s.shown and model.game_over(s)
    assert lines(s) == [] and s.track[-1].result == "tira"


def test_bets_are_not_capped_by_the_score():
    s = play(stacked(D3, scores=(38, 38)), "mintza", "imido 10", "gehiago 10", "gehiago 10")
    assert s.stake == 30


def test_match_of_two_games_starts_a_new_game():
    rules = model.Rules(games_to_win=2)
    s = play(stacked(D1, rules=rules), "mintza", "hordago", "kanta")
    assert s.phase == "hand-over" and s.games_won == (1, 0) and s.winner is None
    s = play(s, "new-hand")
    assert s.scores == (0, 0) and s.phase == "mus" and s.hand_number == 2
    assert s.games_won == (1, 0)


def test_thirty_point_variant():
    s = play(stacked(D3, rules=model.Rules(target=30), scores=(29, 0)), "mintza", "imido 2", "tira")
    assert s.winner == 0
    with pytest.raises(ValueError):
        stacked(D3, rules=model.Rules(target=30), scores=(30, 0))


def test_the_lance_winner_and_the_tie_read_each_hand_once_and_agree_with_the_rules():
    """`scoring.lance_winner` against the rule said plainly, on 3,000 random
    deals, every lance, every set of contenders and both variants: the best
    hand wins, a tie goes to the contender nearest Esku, and the teams tie
    when their best hands are equal."""
    import itertools
    import random
    from game.model.cards import FULL_DECK
    from game.model.hands import lance_key
    from game.model.scoring import lance_winner
    rng = random.Random(7)
    ties = 0
    for n in range(3000):
        rules = model.Rules() if n % 2 else model.Rules(variant=model.Variant.FOUR_KINGS)
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        hands = [tuple(deck[4 * s:4 * s + 4]) for s in range(4)]
        esku = n % 4
        order = [(esku + i) % 4 for i in range(4)]
        lance = model.Lance(("haundia", "tipia", "pariak", "jokua", "pundua")[n % 5])
        for size in range(1, 5):
            for contenders in itertools.combinations(order, size):
                keys = [lance_key(lance, hands[s], rules) for s in contenders]
                first_best = contenders[keys.index(max(keys))]
                by_team = {s % 2: max(k for c, k in zip(contenders, keys) if c % 2 == s % 2) for s in contenders}
                tie = len(by_team) == 2 and by_team[0] == by_team[1]
                ties += tie
                assert lance_winner(lance, hands, list(contenders), rules) == (first_best % 2, tie)
    assert ties > 100
