"""Cards of the Spanish 40-card deck and their text notation.

Owns `Card` (a frozen value: rank 1-7, 10, 11, 12 and suit o/c/e/b), the full
deck in a fixed order, and the parsers that read RULES.md's notation (`12o`,
`3e`, `1b`; a hand is cards separated by spaces).
"""
from __future__ import annotations

from dataclasses import dataclass

SUITS = ("o", "c", "e", "b")
SUIT_NAMES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card: `rank` is 1-7, 10 (sota), 11 (zaldia) or 12 (errege)."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS or self.suit not in SUITS:
            raise ValueError(
                f"no such card: rank {self.rank!r}, suit {self.suit!r} "
                f"(ranks are 1-7, 10, 11, 12; suits are o, c, e, b)"
            )

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card({self.rank}, {self.suit!r})"


FULL_DECK: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in RANKS)
_BY_TEXT = {str(c): c for c in FULL_DECK}


def parse_card(text: str) -> Card:
    """Read one card such as `12o`; raise ValueError naming a malformed one."""
    card = _BY_TEXT.get(text.strip().lower())
    if card is None:
        raise ValueError(
            f"malformed card {text!r}: write the rank (1-7, 10, 11, 12) then the "
            f"suit (o, c, e, b), e.g. 12o or 3e"
        )
    return card


def parse_hand(text: str) -> tuple[Card, ...]:
    """Read distinct cards separated by spaces (a hand of 4, a deck of 40...)."""
    cards = tuple(parse_card(word) for word in text.split())
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise ValueError(f"card {card} appears twice in {text.strip()!r}")
        seen.add(card)
    return cards


def hand_text(cards) -> str:
    """The notation of a run of cards: `12o 3e 1b 7c`."""
    return " ".join(str(c) for c in cards)
