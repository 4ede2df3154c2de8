"""The pygame-ce application shell of Solo Mus.

`game.app.main` parses the game's command line and runs the frame loop with its
scene stack; `input` turns devices into intents, `i18n` owns the translation
function `tr`, `audio` plays sounds (silently when there is no device), and
`resources` caches fonts, rendered text and scaled sprites (every cache
bounded). The player's files: `settings` and `saved_game` (the kept game),
read strictly through `validate` (the dataclasses are the one list of what a
file may hold) and written and read safely through `files`; `one_copy` keeps a
second copy of the game off the same folder, and `stopping` ends a run stopped
by a signal or Ctrl-C without losing a call; `png` writes screenshots.
"""
