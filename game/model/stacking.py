"""Stacked deals: the deck that deals chosen hands, for a hand played on purpose.

`deck_for(hands, dealer, pile)` gives the 40 cards, in order, that
`new_game(..., first_dealer=dealer, deck=...)` deals as `hands` (seat -> four
cards, dealt one at a time from Esku, as engine._deal does), the cards of
`pile` next (the first drawn in an exchange, Esku's first), and every other
card after them in the deck's own order. Pure: a lesson's hand and a rules
test's hand are made the same way.
"""
from __future__ import annotations

from .cards import FULL_DECK, Card, parse_hand


def _cards(cards) -> tuple[Card, ...]:
    return parse_hand(cards) if isinstance(cards, str) else tuple(cards)


def deck_for(hands, dealer: int, pile=()) -> tuple[Card, ...]:
    """The deck dealing `hands` (seat -> four cards, or their text "12o 3c 1e 7b")
    when `dealer` deals, with `pile` (cards or text) on top of the rest;
    ValueError when a seat lacks its four cards or a card is given twice."""
    if dealer not in (0, 1, 2, 3):
        raise ValueError(f"dealer must be a seat 0-3, not {dealer!r}")
    by_seat = {seat: _cards(cards) for seat, cards in dict(hands).items()}
    if sorted(by_seat) != [0, 1, 2, 3] or any(len(cards) != 4 for cards in by_seat.values()):
        raise ValueError("a stacked deal gives each of the four seats four cards")
    esku = (dealer + 1) % 4
    dealt = [by_seat[(esku + i) % 4][i // 4] for i in range(16)]
    top = list(_cards(pile))
    used = dealt + top
    if len(set(used)) != len(used):
        raise ValueError("a stacked deal gives a card twice")
    return tuple(used + [card for card in FULL_DECK if card not in set(used)])
