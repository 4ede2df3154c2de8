"""The pygame-ce application shell of Solo Mus.

`game.app.main` parses the game's command line and runs the frame loop with its
scene stack; `input` turns devices into intents, `i18n` owns the translation
function `tr`, `audio` plays sounds (silently when there is no device), and
`resources` caches fonts, rendered text and scaled sprites (every cache
bounded). The player's files: `settings` and `saved_game` (the kept game),
read strictly through `validate` (the dataclasses are the one list of what a
file may hold) and written and read safely through `files`; `png` writes
screenshots.
"""
