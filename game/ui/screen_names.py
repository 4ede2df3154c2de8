"""Every screen's name: what a screen asks the App for (`app.open(Screen.PAUSE,
match=...)`, `app.restart(Screen.TITLE)`), each screen class's `name`, and what
the registry (game/shell/screens.py) is keyed by. A screen never imports
another: it names it, by one of these members, never by its text (the
no-literal test, tests/model/test_names_in_code.py). Here, under the table and
the screens, so that both name screens without pygame (the table's course
opens the review, the between-games screen and the game over)."""
from __future__ import annotations

from enum import StrEnum


class Screen(StrEnum):
    TITLE = "title"
    PLAYERS = "players"
    TABLE = "table"
    PAUSE = "pause"
    BETWEEN_GAMES = "between_games"
    GAME_OVER = "game_over"
    REVIEW = "review"
    LAST_HANDS = "last_hands"
    RULES = "rules"
    SETTINGS = "settings"
    STATS = "stats"
    CONFIRM = "confirm"
    NAME_KEYBOARD = "name_keyboard"
    CONTROLS = "controls"
    LESSONS = "lessons"
    LANGUAGE = "language"
    TXAPELKETA_GROUPS = "txapelketa_groups"
    TXAPELKETA_BRACKET = "txapelketa_bracket"
    TXAPELKETA_PARTNER = "txapelketa_partner"
    TXAPELKETA_WON = "txapelketa_won"
    TXAPELKETA_ROUND = "txapelketa_round"
    TXAPELKETA_MATCHES = "txapelketa_matches"
