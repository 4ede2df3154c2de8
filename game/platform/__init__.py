"""The platform's services, below everything that is the game itself: the
player's files written and read safely (`files`, `validate`), the settings
(`settings`), the languages (`i18n`), the command line's options (`options`),
input turned into intents (`input`, `pads`, `virtual_pad` for tests), sound
(`audio`), fonts, texts and sprites cached (`resources`), screenshots
(`png`), one copy of the game at a time on a user folder (`one_copy`), and
signals that end a run (`stopping`). Nothing here imports the match, the
screens or the shell (tests/test_layers.py)."""
