"""The hand's summary adds up to what the hand changed in the score, a Tira
paid earlier in the hand shown in its lance's place (never counted twice),
and a lance won on a tie says so; with stacked deals, played in the model
and counted by the table's own summary."""
import pygame
import pytest

from game import model
from game.model import Lance, Rules
from game.platform.i18n import tr
from game.platform.input import Intent, CONFIRM
from game.table.summary import Summary, paid_rows
from game.words import line_words

NO_MUS = Rules(max_mus_rounds=0)


def stacked(hands):
    return model.new_game(NO_MUS, 1, first_dealer=3, deck=model.deck_for(hands, 3))


def play(state, calls):
    """Play the hand: `calls` maps (lance, seat) to the call to make when
    it is that seat's turn in that lance's betting; every other call is Paso
    (or the only one allowed)."""
    while state.phase not in (model.Phase.HAND_OVER, model.Phase.MATCH_OVER):
        legal = model.legal_actions(state)
        wanted = calls.get((state.lance, state.to_act)) if state.phase == model.Phase.BETTING else None
        action = next((a for a in legal if str(a) == wanted), None) or next(
            (a for a in legal if a.kind == model.Kind.PASO), legal[0])
        state = model.step(state, action)
    return state


def counted_by_the_summary(state):
    """The table's summary of the hand, counted to its end: its rows and
    the points the table is told to add."""
    told = []
    summary = Summary(state.summary, model.game_over(state), 1.0, told.append, lambda: False, lambda: None,
                      lambda: None, lambda: None, paid=paid_rows(state))
    summary.guard.left = 0
    summary.handle(Intent(CONFIRM))  # every line at once
    return summary.lines, told


def test_the_rows_add_up_to_the_hands_change_with_a_tira_paid_earlier():
    hands = {0: "12o 12c 3e 11b", 1: "7e 6c 5o 4b", 2: "4o 5e 7o 1b", 3: "6o 6e 4c 1e"}
    start = stacked(hands)
    end = play(start, {(Lance.HAUNDIA, 0): "imido 2", (Lance.HAUNDIA, 1): "tira"})
    assert [r.result for r in end.track][0] == model.Result.TIRA
    rows, told = counted_by_the_summary(end)
    change = [end.scores[t] - start.scores[t] for t in (0, 1)]
    shown = [sum(r.points for r in rows if r.team == t and r.counted) for t in (0, 1)]
    assert shown == change, (rows, change)
    tira = next(r for r in rows if getattr(r, "paid", False))
    assert rows.index(tira) == 0 and tira.lance == Lance.HAUNDIA and tira.team == 0 and tira.points == 1
    assert tira not in told  # paid when said: never counted twice
    assert sum(line.points for line in told) == sum(change) - 1
    assert line_words(tira) == (tr("Tira, paid at once"), "+1")


def test_a_lance_won_on_a_tie_says_so():
    """31 against 31 (and the same four cards for Haundia): the hand nearer
    Esku wins, and the summary's line says it was a tie."""
    hands = {0: "12o 11c 10e 1b", 1: "12e 11o 10c 1c", 2: "4o 5c 6e 7b", 3: "4c 5e 6o 2c"}
    end = play(stacked(hands), {})
    rows, _told = counted_by_the_summary(end)
    jokua = next(r for r in rows if r.lance == Lance.JOKUA)
    haundia = next(r for r in rows if r.lance == Lance.HAUNDIA)
    assert jokua.team == 0 and jokua.tie and haundia.tie
    assert "tie" in line_words(jokua)[0] and "Esku first" in line_words(jokua)[0]
    tipia = next(r for r in rows if r.lance == Lance.TIPIA)
    assert not tipia.tie and "tie" not in line_words(tipia)[0]
