"""Stacked deals for the rules tests: hands by seat in, a 40-card deck out.

`stacked(...)` builds the deck that deals the given hands (one card at a time
from Esku) and starts a game on it; `play(state, "mintza", "paso", ...)` steps
through calls written in their canonical text.
"""
from __future__ import annotations

from game import model


def deck_for(hands_by_seat: dict[int, str], dealer: int, pile: str = "") -> tuple[model.Card, ...]:
    return model.deck_for(hands_by_seat, dealer, pile)


def stacked(hands_by_seat: dict[int, str], *, dealer: int = 3, rules: model.Rules | None = None,
            scores=(0, 0), pile: str = "", seed: int = 0) -> model.State:
    rules = rules or model.Rules()
    return model.new_game(rules, seed, first_dealer=dealer,
                          deck=deck_for(hands_by_seat, dealer, pile), start_scores=scores)


def play(state: model.State, *calls: str) -> model.State:
    for call in calls:
        state = model.step(state, call)
    return state


def truthful_calls(state: model.State) -> model.State:
    """Make the four Ba/Ez calls of the current lance, each the truthful one."""
    assert state.phase == "calls"
    for _ in range(4):
        (only,) = model.legal_actions(state)
        state = model.step(state, only)
    return state


def lines(state: model.State) -> list[tuple[str, int, int, str]]:
    return [(l.lance, l.team, l.points, l.why) for l in state.summary]


# D1: Pariak for team 0 alone (two Paria), Jokua for both teams (seat 0 has 31,
# seat 1 has 33). Haundia and Tipia to team 0.
D1 = {0: "12o 12c 11o 1o", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"}
# D2: Pariak for both teams (12s beat 11s), Jokua for both with team 0 holding
# two 31s (bonus 6) against seat 1's 34. Haundia team 0, Tipia team 1 (seat 3).
D2 = {0: "12o 12c 10o 1o", 1: "11c 11e 7c 6c", 2: "10c 10e 7o 4o", 3: "5c 4c 1c 7e"}
# D3: nobody has pairs or Jokua: Pundua. Seats 2 and 3 both count 25 and tie;
# seat 2 speaks first (Esku is seat 0) and wins. Haundia team 1, Tipia team 0.
D3 = {0: "7o 6o 5o 4o", 1: "7c 6c 5c 1o", 2: "11o 10c 1c 4c", 3: "12e 10e 1e 4e"}
