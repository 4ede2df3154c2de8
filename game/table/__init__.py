"""The table's parts, each in its own module, put together by the table scene
(game/scenes/table.py): `layout` (where everything sits), `seats` (who plays
each seat, the computer players' worker, the partner's advice), `director`
(the model's events turned into beats and tweens), and the pieces on the
felt: `hands` (each seat's cards), `signs` (names, tokens, speech bubbles),
`chips` (the stake's chip stacks), `scores` (the score panels), `track` (the
lance track), `action_bar` (the player's calls) and `notices` (the lance
banner and the pauses' messages); `signing` puts the señas together (the
`keinuak` clock, the player's `fan`, the faces and the match)."""
