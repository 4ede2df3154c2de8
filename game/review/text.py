"""A hand's review as text, for `solo-mus record --from FILE --hand N`: the
same steps the review screen shows (game/review/story.py), in the game
record's words (game/record.py's lines for the deal, the exchanges, the
lances, the hands shown and the summary), each call annotated with who made
it and what the decision behind it saw: a computer player's own estimate of
its team's chance to win the lance, and for the player's calls what the
partner would have chosen in the player's place, with the chance it saw.
Each seña is the record's line where the review places it (at its moment),
those the player did not see marked so. English only, like the record.
The seats are the model's, the player's named "You" whichever it is, each
seat's place said from the player's.
"""
from __future__ import annotations

from typing import Iterator, TextIO

from game import __version__
from game.model import Phase, partner_of
from game.model import events as E
from game.record import PLACES, View, event_lines, players_line, variant

from .story import HandReview, unseen


def percent(chance: float) -> str:
    """A chance as a whole percentage: 0.6436 -> '64%'."""
    return f"{round(100 * chance)}%"


def write_hand(review: HandReview, out: TextIO, lineup, source: str = "") -> None:
    """Write the review of a hand, line by line."""
    for line in hand_lines(review, lineup, source):
        out.write(line + "\n")


def hand_lines(review: HandReview, lineup, source: str = "") -> Iterator[str]:
    names = review.names
    player = review.around.bottom
    yield (f"Solo Mus {__version__} hand review - seed {review.seed}, hand {review.hand_number} "
           f"(game {review.game_number}; {variant(review.rules)})" + (f", from {source}" if source else ""))
    yield "Seats: " + ", ".join(f"{s} {names[s]} ({PLACES[review.around.place(s)]})" for s in range(4))
    yield players_line(lineup)  # as the record says them: sliders and level
    yield "Teams: 0 = seats 0+2, 1 = seats 1+3"
    yield ("Estimates: each computer call's own chance, from what they could know then, that their team "
           "wins the lance; for your calls, what your partner would have chosen in your place.")

    def seat(s: int) -> str:
        return f"{s} {names[s]}"

    summary = tuple(e.line for step in review.steps for e in step.events if type(e) is E.LineCounted)
    for step in review.steps:
        began = any(type(e) is E.LancesBegin for e in step.events)
        view = View(step.hands, review.rules, review.esku, Phase.BETTING if began else Phase.MUS,
                    step.scores, summary)
        for event in step.events:
            if type(event) is E.Called:
                yield call_line(step.call, names, player)
            elif type(event) is E.Signed and unseen(event, review.player):
                yield from (line + "  [you did not see it]" for line in event_lines(event, view, seat))
            else:
                yield from event_lines(event, view, seat)


def call_line(note, names, player: int = 0) -> str:
    """`  1 Mikel: imido 2  [...]`: the call and the decision behind it
    (the player at seat `player`)."""
    line = f"  {note.seat} {names[note.seat]}: {note.action}"
    lance = f" in {note.lance}" if note.lance is not None else ""
    if not note.by_player:
        if note.decided is not None and note.decided != note.action:
            line += f"  [worked out again: {note.decided}]"
        if note.estimate is not None:
            line += (f"  [{names[note.seat]}'s own estimate: {percent(note.estimate)} "
                     f"for team {note.seat & 1}{lance}]")
        return line
    partner = names[partner_of(player)]
    who = "your call as the team's voice" if note.voice else "your call"
    if note.advice is None:
        return line + f"  [{who}]"
    seen = (f", seeing {percent(note.advice_estimate)} for team {player & 1}{lance}"
            if note.advice_estimate is not None else "")
    if note.voice:
        return line + f"  [{who}; {partner} advised {note.advice}{seen}]"
    return line + f"  [{who}; {partner} in your place: {note.advice}{seen}]"
