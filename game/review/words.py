"""What the review screen says about a step, in the language shown: the line
saying what happened (`what`), the line saying what the decision behind a
call saw (`why`: a computer player's own estimate; what the partner would
have chosen in the player's place, said in the coach's sentence:
game/coach_words.py), what the step left
(`outcome`: a lance settled, the lances beginning, a Kanta, the game won, in
the table's own words), and the short row of the list of steps (`row`,
`note`). Call and lance names stay Basque (`call_word`, `lance_word`). For a
seña (a SIGN step): who made it and which (`what`), who saw it, the partner
of the signer seeing it and an opponent catching it (`why`: game/words.py's `seers`), and for
one the player did not see, that it was not seen (game/review/story.py places
every seña at its moment).
"""
from __future__ import annotations

from game.coach_words import advice_reason
from game.platform.i18n import ntr, tr
from game.model import Kind, Lance, Result
from game.model import events as E
from game.words import call_text, counted_line, keinua_name, lance_outcome, lance_word, seers, team_wins, turn_text

from .story import CALL, DEAL, DRAW, SHOW, SIGN, unseen


def chance(value: float) -> str:
    """A chance as the language writes a percentage."""
    # box: review-why
    # box: review-note
    return tr("{percent}%", percent=round(100 * value))


def lance_name(lance: Lance | None) -> str:
    return lance_word(lance) if lance is not None else ""


def what(step, review, name) -> str:
    """What happened in the step; `name(seat)` names a seat as shown."""
    if step.kind == DEAL:
        you = review.player == 0  # seen from the player: its seat is 0 (none in a match of computer players)
        if you and review.dealer == 0:
            # box: review-what
            return tr("You deal, {esku} is Esku: the four hands as dealt", esku=name(review.esku))
        if you and review.esku == 0:
            # box: review-what
            return tr("{dealer} deals, you are Esku: the four hands as dealt", dealer=name(review.dealer))
        # box: review-what
        return tr("{dealer} deals, {esku} is Esku: the four hands as dealt",
                  dealer=name(review.dealer), esku=name(review.esku))
    if step.kind == DRAW:
        # box: review-what
        return tr("The new cards are drawn")
    if step.kind == SHOW:
        # box: review-what
        return tr("The hands are shown and counted")
    if step.kind == SIGN:
        return signed_what(step.signed, name, review.player)
    note = step.call
    action = note.action
    if note.seat == 0 and note.by_player:
        if action.kind == Kind.DISCARD:
            # box: review-what
            return ntr("You change {n} card", "You change {n} cards", len(action.cards))
        # box: review-what
        return tr("You say {call}", call=call_text(action))
    if note.by_player:  # the team's betting, the partner being its voice
        # box: review-what
        return tr("You say {call} for {partner}, your team's voice", call=call_text(action), partner=name(2))
    if action.kind == Kind.DISCARD:
        # box: review-what
        return ntr("{name} changes {n} card", "{name} changes {n} cards", len(action.cards), name=name(note.seat))
    # box: review-what
    return tr("{name} says {call}", name=name(note.seat), call=call_text(action))


def why(step, review, name) -> str:
    """What the decision behind a call saw ("" when there is nothing to say)."""
    if step.kind == DEAL:
        if review.player is None:  # a match of computer players: no hand was the player's
            return ""
        # box: review-why
        return tr("Every hand is face up here; at the table only yours was.")
    if step.kind == DRAW:
        # box: review-why
        return tr("The cards each player drew are outlined in gold.")
    if step.kind == SHOW:
        return summary(step)
    if step.kind == SIGN:
        return seers(step.signed, name, review.player)
    note = step.call
    if note.missing:
        # box: review-why
        return tr("Being worked out: this game was kept before the estimates were.")
    said = _why(note, name)
    if note.later and said:
        # box: review-why
        return tr("{said} (worked out after the game)", said=said)
    return said


def _why(note, name) -> str:
    lance = lance_name(note.lance)
    if not note.by_player:
        if note.estimate is None:
            return ""
        # box: review-why
        return tr("{name}'s own estimate then, from what they could know: {chance} that their team wins {lance}",
                  name=name(note.seat), chance=chance(note.estimate), lance=lance)
    if note.coach is not None:  # the coach's sentence, from the decision kept
        reason = advice_reason(note.coach, name(2))
        if note.voice:  # the partner as the voice: its reason names it
            return reason
        # box: review-why
        return tr("{partner} in your place. {reason}", partner=name(2), reason=reason)
    if note.advice is None:
        # box: review-why
        return tr("No choice: the only call the rules allow")
    call = call_text(note.advice)
    if note.voice:
        if note.advice_estimate is None:
            # box: review-why
            return tr("{partner} advised {call}", partner=name(2), call=call)
        # box: review-why
        return tr("{partner} advised {call}, seeing {chance} that your team wins {lance}",
                  partner=name(2), call=call, chance=chance(note.advice_estimate), lance=lance)
    if note.advice_estimate is None:
        # box: review-why
        return tr("{partner} in your place: {call}", partner=name(2), call=call)
    # box: review-why
    return tr("{partner} in your place: {call}, seeing {chance} that your team wins {lance}",
              partner=name(2), call=call, chance=chance(note.advice_estimate), lance=lance)


def signed_what(signed, name, player: int | None = 0) -> str:
    """Who made the seña and which; for one the player (at `player`: 0 in a
    seen review, None when no one plays at this screen) did not see, that."""
    sena = keinua_name(signed.keinua)
    if player is not None and signed.seat == player:
        # box: review-what
        # box: review-row
        return tr("You sign {sena}", sena=sena)
    if unseen(signed, player):
        # box: review-what
        return tr("{name} signed {sena} (you did not see it)", name=name(signed.seat), sena=sena)
    # box: review-what
    # box: review-row
    return tr("{name} signs {sena}", name=name(signed.seat), sena=sena)


def summary(step) -> str:
    """The summary's lines in one line: `Haundia: Us +2 · Pariak: Them +3`."""
    parts = []
    for event in step.events:
        if type(event) is E.LineCounted and event.line.counted:
            line = event.line
            parts.append(counted_line(line))
    if not parts:
        # box: review-why
        return tr("Nothing to count")
    return " · ".join(parts)


def outcome(step, name, player: int | None = 0) -> str:
    """What the step left: a lance settled, the lances begun, Pundua instead
    of Jokua, a Kanta, a game or the match won ("" for none; `player`: as for
    `signed_what`)."""
    parts = []
    kanta = None
    for event in step.events:
        kind = type(event)
        if kind is E.LanceSettled:
            if event.result.result == Result.KANTA:
                kanta = event.result
            else:
                parts.append(lance_outcome(event.result))
        elif kind is E.LancesBegin or (kind is E.LanceBegun and event.instead_of is not None):
            parts.append(turn_text(event, name, player=player))
        elif kind is E.GameWon:
            if kanta is not None:
                parts.append(turn_text(event, name, kanta.lance, player, tie=kanta.tie))
            else:
                parts.append(team_wins(event.team, "game", n=event.game_number))
        elif kind is E.MatchWon:
            parts.append(team_wins(event.team, "match"))
    return " · ".join(p for p in parts if p)


def row(step, name, player: int | None = 0) -> str:
    """The step's row in the list (`player`: as for `signed_what`)."""
    if step.kind == DEAL:
        # box: review-row
        return tr("The deal")
    if step.kind == DRAW:
        # box: review-row
        return tr("New cards")
    if step.kind == SHOW:
        # box: review-row
        return tr("Hands shown, the count")
    if step.kind == SIGN:
        signed = step.signed
        if unseen(signed, player):  # "(you did not see it)" is the row's note
            # box: review-row
            return tr("{name} signed {sena}", name=name(signed.seat), sena=keinua_name(signed.keinua))
        return signed_what(signed, name, player)
    note = step.call
    if note.by_player and note.voice:
        # box: review-row
        return tr("You, for {name}: {call}", name=name(2), call=call_text(note.action))
    # box: review-row
    return tr("{name}: {call}", name=name(note.seat), call=call_text(note.action))


def note(step, name, player: int | None = 0) -> str:
    """The row's second column: a computer's estimate, or what the partner
    would have chosen in the player's place (`player`: as for `signed_what`)."""
    if step.kind == SIGN and unseen(step.signed, player):
        # box: review-note
        return tr("you did not see it")
    call = step.call
    if step.kind != CALL or call is None:
        return ""
    if not call.by_player:
        return chance(call.estimate) if call.estimate is not None else ""
    if call.advice is None:
        return ""
    # box: review-note
    return tr("{name}: {call}", name=name(2), call=call_text(call.advice))
