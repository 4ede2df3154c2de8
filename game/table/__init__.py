"""The table's parts, each in its own module: `course` (the table without its
look, pygame-free: the match, the stage and the one place that moves it, the
señas' clock, the coach's timing, a lesson's `guide`), and what the table
scene (game/scenes/table.py) draws it with and routes input through: `layout` (where everything sits), `seats` (who plays
each seat, the computer players' worker, the partner's advice), `director`
(the model's events turned into beats and tweens), and the pieces on the
felt: `hands` (each seat's cards), `signs` (names, tokens, speech bubbles),
`chips` (the stake's chip stacks), `scores` (the score panels), `track` (the
lance track), `action_bar` (the player's calls) and `notices` (the lance
banner and the pauses' messages); `signing` shows the señas (the course's
`keinuak` clock on the faces, the player's look and `fan`). Each part is given
what it reads, never the scene."""
