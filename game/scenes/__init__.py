"""The screens of Solo Mus, kept on the app's scene stack: title, table, the
pause menu over the table, the end-of-hand summary, game over, the simple
Rules and Settings screens, and a small question (`confirm`) over any of them."""
