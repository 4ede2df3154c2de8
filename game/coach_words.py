"""What the coach says, in the language shown: the partner's call in the
player's place (`advice_title`), its chance (`advice_chance`) and one plain
sentence why (`advice_reason`), each read from the coach's numbers
(game/ai/coach.py: an `Advice` with its typed `Reason`), never worked out
again here. The table's coach panel and the review's alternative for each of
the player's calls say these same sentences.

A chance shown as 0% or 100% has its own words (`HOPELESS`, `SURE`), never
"unlikely" or "most likely"; a hand's share shown as 100% is said "better than
99%" (no hand beats every hand). A hand's worth at Mus is said by its quarter
of all hands first (`BANDS`: "A strong hand."), and a betting call that the
plain strength would not explain is followed by what tips it (`TIPS`: the
whole game on one lance, the score, how often they say Tira, a Tira's price,
a Paso's point, the partner's cards).

Call and lance names stay Basque (`call_text`, `lance_word`); the cards kept
at a discard are named by their rank ("2 kings and an ace"), the pairs as the
rules screen names them ("a pair of kings", "Mediak of sevens", "Dobliak").
"""
from __future__ import annotations

from game.ai.coach import ChanceOf, ReasonKind, Tip
from game.model import Kind
from game.platform.i18n import N_, ntr, tr
from game.words import call_text, capitalised, lance_word

# A Paria of each rank (with 8 kings the 3s play as kings and the 2s as aces).
PARIA = {
    # box: coach-reason
    1: N_("a pair of aces"),
    # box: coach-reason
    2: N_("a pair of twos"),
    # box: coach-reason
    3: N_("a pair of threes"),
    # box: coach-reason
    4: N_("a pair of fours"),
    # box: coach-reason
    5: N_("a pair of fives"),
    # box: coach-reason
    6: N_("a pair of sixes"),
    # box: coach-reason
    7: N_("a pair of sevens"),
    # box: coach-reason
    10: N_("a pair of sotas"),
    # box: coach-reason
    11: N_("a pair of zaldiak"),
    # box: coach-reason
    12: N_("a pair of kings"),
}
MEDIAK = {
    # box: coach-reason
    1: N_("Mediak of aces"),
    # box: coach-reason
    2: N_("Mediak of twos"),
    # box: coach-reason
    3: N_("Mediak of threes"),
    # box: coach-reason
    4: N_("Mediak of fours"),
    # box: coach-reason
    5: N_("Mediak of fives"),
    # box: coach-reason
    6: N_("Mediak of sixes"),
    # box: coach-reason
    7: N_("Mediak of sevens"),
    # box: coach-reason
    10: N_("Mediak of sotas"),
    # box: coach-reason
    11: N_("Mediak of zaldiak"),
    # box: coach-reason
    12: N_("Mediak of kings"),
}


# `n` cards of each (effective) rank: "an ace", "2 kings".
RANK_COUNTS = {
    # box: coach-reason
    1: lambda n: ntr("an ace", "{n} aces", n),
    # box: coach-reason
    2: lambda n: ntr("a two", "{n} twos", n),
    # box: coach-reason
    3: lambda n: ntr("a three", "{n} threes", n),
    # box: coach-reason
    4: lambda n: ntr("a four", "{n} fours", n),
    # box: coach-reason
    5: lambda n: ntr("a five", "{n} fives", n),
    # box: coach-reason
    6: lambda n: ntr("a six", "{n} sixes", n),
    # box: coach-reason
    7: lambda n: ntr("a seven", "{n} sevens", n),
    # box: coach-reason
    10: lambda n: ntr("a sota", "{n} sotas", n),
    # box: coach-reason
    11: lambda n: ntr("a zaldia", "{n} zaldiak", n),
    # box: coach-reason
    12: lambda n: ntr("a king", "{n} kings", n),
}


def cards_text(ranks) -> str:
    """The cards of `ranks` (effective ranks, highest first) by rank:
    "2 kings and an ace"."""
    groups: list[tuple[int, int]] = []
    for rank in ranks:
        if groups and groups[-1][0] == rank:
            groups[-1] = (rank, groups[-1][1] + 1)
        else:
            groups.append((rank, 1))
    parts = [RANK_COUNTS[rank](n) for rank, n in groups]
    if len(parts) == 1:
        return parts[0]
    # box: coach-reason
    return tr("{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])


def pair_text(pair) -> str:
    """A hand's pairs from its Pariak key (kind, rank, rank)."""
    kind, rank, _second = pair
    if kind == 3:
        # box: coach-reason
        return tr("Dobliak")
    if kind == 2:
        return tr(MEDIAK[rank])
    return tr(PARIA[rank])


def percent(value: float) -> str:
    """A share as the language writes a percentage."""
    # box: coach-chance
    return tr("{percent}%", percent=round(100 * value))


def advice_call(advice) -> str:
    """The advised call as the coach names it (a discard: how many cards)."""
    action = advice.action
    if action.kind == Kind.DISCARD:
        # box: coach-title
        return ntr("Change {n} card", "Change {n} cards", len(action.cards))
    return call_text(action)


def advice_title(advice, partner: str) -> str:
    """The panel's first line: the partner's call in the player's place."""
    # box: coach-title
    # box: review-why
    return tr("{partner} in your place: {call}", partner=partner, call=advice_call(advice))


def advice_chance(advice) -> str:
    """What the chance is, in words."""
    if advice.chance is None:
        # box: coach-chance
        # box: review-why
        return tr("No choice: the only call the rules allow")
    chance = percent(advice.chance)
    if advice.chance_of == ChanceOf.HAND:
        shown = round(100 * advice.chance)
        if shown == 0:  # "better than 0%" says nothing: it is among the weakest
            if advice.action.kind == Kind.DISCARD:
                # box: coach-chance
                return tr("After the draw: among the weakest 1% of hands")
            # box: coach-chance
            return tr("Your hand: among the weakest 1% of hands")
        if shown == 100:  # no hand beats all hands, itself included: better than 99% is what is true
            chance = percent(0.99)
        if advice.action.kind == Kind.DISCARD:
            # box: coach-chance
            return tr("After the draw: better than {chance} of hands", chance=chance)
        # box: coach-chance
        return tr("Your hand: better than {chance} of hands", chance=chance)
    # box: coach-chance
    return tr("{chance} that your team wins {lance}", chance=chance, lance=lance_word(advice.reason.lance))


# Each reason's sentence (a discard's kept cards have their own, by number).
REASONS = {
    # box: coach-reason
    ReasonKind.MINTZA_JOKUA: N_("You hold {points}: keep these cards, Mintza"),
    # box: coach-reason
    ReasonKind.MINTZA_STRONG: N_("These cards are worth more than a change would bring, most of all at {lance}: "
                                 "Mintza"),
    # box: coach-reason
    ReasonKind.MINTZA_EVEN: N_("A change would bring about as much as these cards: Mintza"),
    # box: coach-reason
    ReasonKind.MINTZA_STOPS: N_("A change should bring more than these cards, but Mintza also stops the other team "
                       "from changing: Mintza"),
    # box: coach-reason
    ReasonKind.MUS_BETTER: N_("A change should bring more than these cards are worth: Mus"),
    # box: coach-reason
    ReasonKind.MUS_EVEN: N_("These cards are worth about as much as a change would bring: Mus"),
    # box: coach-reason
    ReasonKind.MUS_CAUTIOUS: N_("These cards are worth more than a change would bring, but not enough for Mintza: Mus"),
    # box: coach-reason
    ReasonKind.THROW_ALL: N_("Nothing here is worth keeping: change all four"),
    # box: coach-reason
    ReasonKind.BA_PAIR: N_("You hold {pair}: say Ba"),
    # box: coach-reason
    ReasonKind.EZ_PAIR: N_("You hold no pair: say Ez"),
    # box: coach-reason
    ReasonKind.BA_JOKUA: N_("Your cards count {points}, that is Jokua: say Ba"),
    # box: coach-reason
    ReasonKind.EZ_JOKUA: N_("Your cards count {points}, no Jokua: say Ez"),
    # box: coach-reason
    ReasonKind.JOKUA_31: N_("You hold 31: Jokua is most likely yours ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.STRONG_PAIR: N_("You hold {pair}, better than {share} of pairs: {call}"),
    # box: coach-reason
    ReasonKind.STRONG: N_("{lance} is most likely your team's ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.BLUFFERS: N_("They bet with a weak hand {rate} of the time: {call}"),
    # box: coach-reason
    ReasonKind.PRESSURE: N_("Your team is unlikely to win {lance} ({chance}), but a bet may make them say Tira: "
                            "{call}"),
    # box: coach-reason
    ReasonKind.WORTH_RISK: N_("{chance} to win {lance} is worth the risk: {call}"),
    # box: coach-reason
    ReasonKind.STRONG_PASSIVE: N_("{lance} is most likely your team's ({chance}), yet {call} is the safer call here"),
    # box: coach-reason
    ReasonKind.NOT_ENOUGH: N_("{chance} to win {lance} is not enough to risk more points: {call}"),
    # box: coach-reason
    ReasonKind.WEAK_HAND: N_("Your team is unlikely to win {lance} ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.VOICE_STRONG: N_("{partner} speaks for your team and sees {lance} as most likely yours ({chance}): "
                                "{call}"),
    # box: coach-reason
    ReasonKind.VOICE_EVEN: N_("{partner} speaks for your team and sees {lance} as open ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.VOICE_WEAK: N_("{partner} speaks for your team and sees {lance} as unlikely ({chance}): {call}"),
    # box: coach-reason
    # box: coach-reason
    ReasonKind.VOICE_PRESSURE: N_("{partner} speaks for your team and sees {lance} as unlikely ({chance}), but a bet "
                                  "may "
                         "make them say Tira: {call}"),
    # box: coach-reason
    ReasonKind.VOICE_UNSURE: N_("{partner} speaks for your team: {call}"),
}

# A chance shown as 0% (under half a percent) is less than "unlikely" says, and
# one shown as 100% more than "most likely": these reasons say it as it is.
HOPELESS = {
    # box: coach-reason
    ReasonKind.PRESSURE: N_("Your team has almost no chance to win {lance} ({chance}), but a bet may make them say "
                            "Tira: "
                   "{call}"),
    # box: coach-reason
    ReasonKind.WEAK_HAND: N_("Your team has almost no chance to win {lance} ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.VOICE_WEAK: N_("{partner} speaks for your team and sees almost no chance to win {lance} ({chance}): "
                              "{call}"),
    # box: coach-reason
    ReasonKind.VOICE_PRESSURE: N_("{partner} speaks for your team and sees almost no chance to win {lance} ({chance}), "
                                  "but a "
                         "bet may make them say Tira: {call}"),
    # box: coach-reason
    ReasonKind.WORTH_RISK: N_("Your team has almost no chance to win {lance} ({chance}), but here it is worth the "
                              "risk: {call}"),
}
SURE = {
    # box: coach-reason
    ReasonKind.JOKUA_31: N_("You hold 31: Jokua is almost surely yours ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.STRONG: N_("{lance} is almost surely your team's ({chance}): {call}"),
    # box: coach-reason
    ReasonKind.STRONG_PASSIVE: N_("{lance} is almost surely your team's ({chance}), yet {call} is the safer call here"),
    # box: coach-reason
    ReasonKind.VOICE_STRONG: N_("{partner} speaks for your team and sees {lance} as almost surely yours ({chance}): "
                                "{call}"),
}


# The quarter of all hands a hand's worth stands in (Mus and Mintza).
BANDS = {
    # box: coach-reason
    0: N_("A weak hand"),
    # box: coach-reason
    1: N_("A hand below the middle"),
    # box: coach-reason
    2: N_("A hand above the middle"),
    # box: coach-reason
    3: N_("A strong hand"),
}
# What tips a betting call beyond the plain strength (game/ai/coach.py TIPS).
TIPS = {
    # box: coach-reason
    Tip.WHOLE_GAME: N_("A Kanta puts the whole game on this lance; played on, your team's chance of the game is "
                     "{game}"),
    # box: coach-reason
    Tip.BEHIND: N_("At {us} to {them} your team's chance of the game is only {game}: only risks can turn it"),
    # box: coach-reason
    Tip.AHEAD: N_("At {us} to {them} your team's chance of the game is {game}: a lost bet costs more than a won "
                "one brings"),
    # box: coach-reason
    Tip.FOLDS: N_("They say Tira to {fold} of such bets"),
    # box: coach-reason
    Tip.PRICE: N_("Tira pays {refusal} now; Iduki risks {stake}"),
    # box: coach-reason
    Tip.ANYWAY: N_("A Paso from both teams still pays the better hand"),
    # box: coach-reason
    Tip.PARTNER_SHOWN: N_("Your own cards are weak: {partner}'s make the chance"),
    # box: coach-reason
    Tip.PLAYED_OUT: N_("Played out on {deals} possible deals, it leaves your team {gain} more chance of the "
                       "game than {instead}"),
}


def gain_text(gain: float) -> str:
    """A small gain in the chance of the game: as a percentage, or under 1%."""
    if round(100 * gain) >= 1:
        return percent(gain)
    # box: coach-reason
    return tr("less than {percent}", percent=percent(0.01))


def tip_words(reason, partner: str) -> str:
    """What tips the call, in words, from the reason's numbers."""
    us, them = reason.score if reason.score is not None else (0, 0)
    return tr(TIPS[reason.tip], us=us, them=them, partner=partner,
              game=percent(reason.game) if reason.game is not None else "",
              fold=percent(reason.fold) if reason.fold is not None else "",
              refusal=reason.refusal or 0, stake=reason.stake or 0,
              gain=gain_text(reason.gain) if reason.gain is not None else "", deals=reason.deals or 0,
              instead=call_text(reason.instead) if reason.instead is not None else "")


def reason_words(reason) -> str:
    """The message id of `reason`'s sentence: at a chance shown as 0% or
    100%, the one that says so."""
    shown = round(100 * reason.chance) if reason.chance is not None else None
    edge = HOPELESS if shown == 0 else SURE if shown == 100 else {}
    return edge.get(reason.kind, REASONS[reason.kind])


def advice_reason(advice, partner: str) -> str:
    """One plain sentence why, from the reason's numbers."""
    r = advice.reason
    if r.kind == ReasonKind.KEEP:
        fields = dict(cards=capitalised(cards_text(r.cards)), lance=lance_word(r.lance))
        if len(r.cards) == 1:  # the pronoun follows the cards kept, which the sentence names
            # box: coach-reason
            return tr("{cards}: keep it for {lance} and throw the rest", **fields)
        # box: coach-reason
        return tr("{cards}: keep them for {lance} and throw the rest", **fields)
    # A sentence starts with a capital in every language, whatever field comes first
    # (Basque puts the pair first: "Errege pare bat duzu: esan Ba").
    said = capitalised(tr(reason_words(r), call=advice_call(advice), partner=partner, points=r.points,
                          lance=lance_word(r.lance) if r.lance is not None else "",
                          chance=percent(r.chance) if r.chance is not None else "",
                          pair=pair_text(r.pair) if r.pair is not None else "",
                          share=percent(r.share) if r.share is not None else "",
                          rate=percent(r.rate) if r.rate is not None else ""))
    if r.band is not None:  # how strong the hand is, first: two hands far apart never read alike
        # box: coach-reason
        said = tr("{hand}. {reason}", hand=tr(BANDS[r.band]), reason=said)
    if r.tip is not None:  # what tips the call, after it
        # box: coach-reason
        said = tr("{reason}. {tip}", reason=said, tip=capitalised(tip_words(r, partner)))
    return said
