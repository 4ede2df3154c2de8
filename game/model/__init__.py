"""The rules of Mus as a pure, immutable model (no pygame, no I/O).

`from game import model` gives the project's public contract: cards and their
notation, `Rules` and the choices it allows (`Variant`, `VARIANTS`,
`TARGETS`, `MATCH_LENGTHS`), hand evaluation, `new_game` / `legal_actions` / `step`,
actions with their canonical text, `observe` for one seat's view, the names
of call kinds, phases, lances and results (`Kind` and its groups, `Phase`,
`Lance`, `Result`, `Why`, `Win`) and
the typed events each step reports (`model.events`), and the señas
(`Keinua`, `keinuak_of`, `signing_open`, `sign`: game/model/keinuak.py),
and `deck_for`, the deck that deals chosen hands (game/model/stacking.py).
"""
from .actions import Action, parse_action
from .cards import FULL_DECK, RANKS, SUITS, Card, hand_text, parse_card, parse_hand
from . import events
from .engine import IllegalAction, game_over, legal_actions, new_game, step, voice_of
from .names import (
    ACCEPTS, ALL_LANCES, ANSWERS, BETS, BETTING_KINDS, CALL_KINDS, LOUD, MUS_KINDS, PLAYING_ORDER,
    WITH_AMOUNT, Kind, Lance, Phase, Result, Why, Win,
)
from .keinuak import SIGNS_PER_HAND, Keinua, keinuak_of, may_sign, parse_keinua, sign, signing_open
from .hands import LANCES, compare, count, has_jokua, jokua_bonus, pair_value, profile
from .observation import Observation, observe
from .rules import MATCH_LENGTHS, TARGETS, VARIANTS, Rules, Variant, named_variant, parse_variant
from .stacking import deck_for
from .state import LanceResult, Move, State, SummaryLine, opponents_of, partner_of, seats_from, team_of

__all__ = [
    "ACCEPTS", "ALL_LANCES", "ANSWERS", "Action", "BETS", "BETTING_KINDS", "CALL_KINDS", "Kind", "LOUD",
    "MUS_KINDS", "WITH_AMOUNT", "Card", "FULL_DECK", "Lance", "PLAYING_ORDER", "Phase", "Result",
    "Why", "Win", "events", "IllegalAction", "Keinua", "keinuak_of", "may_sign", "parse_keinua", "sign", "signing_open", "SIGNS_PER_HAND", "LANCES", "LanceResult", "Move",
    "MATCH_LENGTHS", "Observation", "RANKS", "Rules", "TARGETS", "VARIANTS", "Variant", "named_variant",
    "parse_variant", "SUITS", "State", "SummaryLine", "compare",
    "count", "deck_for", "game_over", "hand_text", "has_jokua", "jokua_bonus", "legal_actions",
    "new_game", "observe", "opponents_of", "pair_value", "partner_of", "parse_action", "parse_card", "parse_hand",
    "profile", "seats_from", "step", "team_of", "voice_of",
]
