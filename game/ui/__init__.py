"""Scene objects and widgets of the table: tweens, buttons with hotkeys, focus
and flashing, cards, chip stacks, speech bubbles and banners, and the one-line
notices that always fit the screen (`notice`). They hold their
own timers (in seconds) and read the game state; they never change it."""
