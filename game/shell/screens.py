"""Every screen of the game by name: the registry the App opens screens from.

A screen asks for another by its name, a `Screen` member
(game/ui/screen_names.py: `app.open(Screen.PAUSE, match=...)`,
`app.restart(Screen.TITLE)`), and never imports it; this module is the one
place that knows them all, keyed by each class's `name`. The values a screen is opened with are its class's
keyword arguments.
"""
from __future__ import annotations

from game.scenes.between_games import BetweenGamesScene
from game.scenes.confirm import ConfirmScene
from game.scenes.controls_screen import ControlsScene
from game.scenes.game_over import GameOverScene
from game.scenes.language_screen import LanguageScene
from game.scenes.last_hands import LastHandsScene
from game.scenes.lessons_screen import LessonsScene
from game.scenes.name_keyboard import NameKeyboardScene
from game.scenes.pause import PauseScene
from game.scenes.players_screen import PlayersScene
from game.scenes.review import ReviewScene
from game.scenes.rules_screen import RulesScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.stats_screen import StatsScene
from game.scenes.table import TableScene
from game.scenes.title import TitleScene
from game.scenes.txapelketa_bracket import TxapelketaBracketScene
from game.scenes.txapelketa_groups import TxapelketaGroupsScene
from game.scenes.txapelketa_matches import TxapelketaMatchesScene
from game.scenes.txapelketa_partner import TxapelketaPartnerScene
from game.scenes.txapelketa_round import TxapelketaRoundScene
from game.scenes.txapelketa_won import TxapelketaWonScene

SCREENS = {scene.name: scene for scene in (
    TitleScene, PlayersScene, TableScene, PauseScene, BetweenGamesScene, GameOverScene, ReviewScene,
    LastHandsScene, RulesScene, SettingsScene, StatsScene, ConfirmScene, NameKeyboardScene, ControlsScene,
    LessonsScene, LanguageScene, TxapelketaGroupsScene, TxapelketaBracketScene,
    TxapelketaPartnerScene, TxapelketaWonScene, TxapelketaMatchesScene, TxapelketaRoundScene,
)}
