"""The coach's claims against the numbers: over seeded games, at every
decision of the player's (Mus / Mintza, the discard, Ba / Ez, every betting
call, the partner's as the team's voice), the advised call is the partner's
decision, each reason's kind holds for the numbers it was read from
(recomputed here from the hand and the tables), and each sentence says only
what its numbers allow ("You hold 31" only with 31, "most likely" only at
LIKELY or above, the percentages the chances); every sentence of every
language fits its boxes; and stacked hands reach the named reasons."""
from collections import Counter

import pytest

from deals import play, stacked
from game import model
from game.model.names import BETS
from game.ai import coach as C
from game.ai.coach import ChanceOf, ReasonKind, Tip
from game.ai.brain import _best_keep, _worth
from game.ai.levels import Level
from game.ai.personality import Personality
from game.ai.tables import FEATURE_LANCES, holder_share, kept_worth, worth, worth_share_table
from game.coach_words import advice_chance, advice_reason, advice_title, cards_text
from game.match import DEFAULT_LINEUPS, DEFAULT_SEATING, Seating
from game.match.coaching import coach_move
from game.match.decisions import decide_move, player_decides, thinker
from game.model import Kind, Lance, Phase
from game.model.actions import PASO
from game.model.hands import effective_rank, profile_of_ranks
from game.platform.i18n import LANGUAGES, set_language
from game.ui.text import BOXES, fit
from game.words import call_text

PERSONALITIES = DEFAULT_LINEUPS[0].seated((0, 1, 2, 3)).personalities()  # every seat's, a demo's seat 0 too
DEMO = Seating.demo()
SEEDS = range(12)
PAR = (1.0, 1.0, 1.0, 1.0)
PARTNER = "Itziar-Maite"


def shown(chance):
    """A chance as the sentences show it, in whole percent."""
    return round(100 * chance)


def ranks(hand):
    return tuple(sorted(c.rank for c in hand))


def decisions(seeds=SEEDS, hands=4):
    """(state, decided, advice) at every decision of the player's in the
    first `hands` hands of seeded games, every seat playing its own decision."""
    for seed in seeds:
        state = model.new_game(model.Rules(), seed)
        while state.phase != Phase.MATCH_OVER and state.hand_number <= hands:
            if player_decides(state, DEFAULT_SEATING):
                decided = decide_move(state, seed, PERSONALITIES, DEFAULT_SEATING)
                yield state, decided, coach_move(state, decided, DEFAULT_SEATING)
            mine = decide_move(state, seed, PERSONALITIES, DEMO)
            state = model.step(state, mine.action if mine is not None else model.legal_actions(state)[0])


@pytest.fixture(scope="module")
def seen():
    return list(decisions())


# "About as much": a hand's worth and a change's within a quarter of a point
# (the worths are net points a hand, a few points apart between hands).
ABOUT = 0.25


def check_mus_claim(r, action, values, now, after, count):
    """A Mus / Mintza reason against the hand's worth now and after the best
    change (recomputed): "about as much" only within ABOUT points, "more"
    only beyond it, each way."""
    gain = after - now
    assert C.CLOSE <= ABOUT
    mintza = action.kind == Kind.MINTZA
    assert mintza or action.kind == Kind.MUS
    if r.kind == ReasonKind.MINTZA_JOKUA:  # "You hold 31: keep these cards"
        assert mintza and count >= 31 and gain <= ABOUT
        assert max(range(4), key=lambda i: values[i]) == 3
    elif r.kind == ReasonKind.MINTZA_STRONG:  # "worth more than a change would bring, most of all at {lance}"
        assert mintza and gain < -C.CLOSE
        assert values[FEATURE_LANCES.index(r.lance.value)] == max(values)
    elif r.kind == ReasonKind.MINTZA_EVEN:  # "a change would bring about as much"
        assert mintza and abs(gain) <= ABOUT
    elif r.kind == ReasonKind.MINTZA_STOPS:  # "a change should bring more ..., but Mintza also stops ..."
        assert mintza and gain > C.CLOSE
    elif r.kind == ReasonKind.MUS_BETTER:  # "a change should bring more"
        assert not mintza and gain > C.CLOSE
    elif r.kind == ReasonKind.MUS_EVEN:  # "about as much as a change would bring"
        assert not mintza and abs(gain) <= ABOUT
    else:  # "worth more than a change would bring, but not enough for Mintza"
        assert r.kind == ReasonKind.MUS_CAUTIOUS and not mintza and gain < -C.CLOSE


def check_claims(state, decided, advice):
    """Each reason's kind against the numbers, recomputed from the hand."""
    legal = model.legal_actions(state)
    r = advice.reason
    assert r.kind in C.KINDS
    if decided is None:  # no choice: the truthful Ba / Ez
        assert legal == [advice.action] or tuple(legal) == (advice.action,)
    else:
        assert advice.action == decided.action and advice.action in legal
    voice = state.to_act == 2
    hand = state.hands[0]
    variant = state.rules.variant
    prof = profile_of_ranks(ranks(hand), variant)
    if voice:  # the partner's own call: only its chance, no card named
        assert state.phase == Phase.BETTING
        assert r.kind.startswith("voice") and r.points is None and r.pair is None and not r.cards
        assert advice.chance == decided.estimate == r.chance
        if r.kind == ReasonKind.VOICE_STRONG:
            assert shown(r.chance) >= 60
        elif r.kind == ReasonKind.VOICE_WEAK:
            assert shown(r.chance) < 40 and advice.action.kind not in BETS
        elif r.kind == ReasonKind.VOICE_PRESSURE:  # a bet on a poor chance
            assert shown(r.chance) < 40 and advice.action.kind in BETS
        elif r.kind == ReasonKind.VOICE_EVEN:
            assert 40 <= shown(r.chance) < 60
        return
    assert not r.kind.startswith("voice")
    if state.phase == Phase.MUS:
        values = worth(ranks(hand), variant)
        now = _worth(values, PAR)
        after = _best_keep(hand, variant, PAR)[0]
        assert (r.now, r.after, r.points) == (pytest.approx(now), pytest.approx(after), prof.count)
        assert advice.chance == worth_share_table(variant)[ranks(hand)]
        check_mus_claim(r, advice.action, values, now, after, prof.count)
    elif state.phase == Phase.DISCARD:
        kept = [c for c in hand if c not in advice.action.cards]
        if r.kind == ReasonKind.THROW_ALL:
            assert not kept
        else:
            assert r.kind == ReasonKind.KEEP and kept
            assert r.cards == tuple(sorted((effective_rank(c.rank, variant) for c in kept), reverse=True))
            values = kept_worth(ranks(kept), variant)
            index = 3 if r.lance == Lance.JOKUA else FEATURE_LANCES.index(r.lance.value)
            assert values[index] == max(values)
    elif state.phase == Phase.CALLS:
        assert advice.chance is None
        if r.kind == ReasonKind.BA_PAIR:
            assert prof.pair_value and r.pair == prof.pariak and advice.action.kind == Kind.BA
        elif r.kind == ReasonKind.EZ_PAIR:
            assert not prof.pair_value and advice.action.kind == Kind.EZ
        elif r.kind == ReasonKind.BA_JOKUA:
            assert prof.count >= 31 and r.points == prof.count and advice.action.kind == Kind.BA
        else:
            assert r.kind == ReasonKind.EZ_JOKUA and prof.count < 31 and r.points == prof.count
    else:
        assert state.phase == Phase.BETTING
        assert advice.chance == decided.estimate == r.chance and r.lance == state.lance
        p = shown(r.chance)  # the thresholds hold for the percentage the sentence shows
        bold = advice.action.kind in model.BETS or advice.action.kind in (Kind.IDUKI, Kind.KANTA)
        if r.kind == ReasonKind.JOKUA_31:
            assert bold and state.lance == Lance.JOKUA and prof.count == 31 and p >= 60
        elif r.kind == ReasonKind.STRONG_PAIR:
            assert bold and p >= 60 and r.pair == prof.pariak
            assert r.share == holder_share(ranks(hand), Lance.PARIAK, variant) > C.MOST_PAIRS
        elif r.kind == ReasonKind.STRONG:
            assert bold and p >= 60
        elif r.kind == ReasonKind.BLUFFERS:
            assert bold and p < 60 and state.bet_team is not None and r.rate >= C.OFTEN
        elif r.kind == ReasonKind.PRESSURE:
            assert advice.action.kind in model.BETS and p < 40
        elif r.kind == ReasonKind.WORTH_RISK:
            # worth the risk: an open chance, or an Iduki / Kanta on a poor one (never a raise on it)
            assert bold and p < 60 and (p >= 40 or advice.action.kind not in model.BETS)
        elif r.kind == ReasonKind.STRONG_PASSIVE:
            assert not bold and p >= 60
        elif r.kind == ReasonKind.WEAK_HAND:
            assert not bold and p < 40
        else:
            assert r.kind == ReasonKind.NOT_ENOUGH and not bold and 40 <= p < 60


def check_words(state, advice):
    """The English sentence says only what the numbers allow."""
    set_language("en")
    r = advice.reason
    sentence = advice_reason(advice, PARTNER)
    title = advice_title(advice, PARTNER)
    assert title.startswith(f"{PARTNER} in your place: ")
    if r.kind not in (ReasonKind.KEEP, ReasonKind.THROW_ALL):
        assert call_text(advice.action) in sentence, sentence
    if "You hold 31" in sentence:
        assert profile_of_ranks(ranks(state.hands[0]), state.rules.variant).count == 31
    if "most likely" in sentence:
        assert 60 <= shown(r.chance) < 100
    if "unlikely" in sentence:
        assert 0 < shown(r.chance) < 40
    if "almost surely" in sentence:
        assert shown(r.chance) == 100
    if "almost no chance" in sentence:
        assert shown(r.chance) == 0
    if r.now is not None:  # Mus / Mintza: the worths the words compare
        gain = r.after - r.now
        if "about as much" in sentence:
            assert abs(gain) <= ABOUT, (sentence, gain)
        if "should bring more" in sentence:
            assert gain > C.CLOSE, (sentence, gain)
        if "worth more than a change" in sentence:
            assert -gain > C.CLOSE, (sentence, gain)
    if r.kind == ReasonKind.STRONG_PAIR:
        assert f"better than {round(100 * r.share)}% of pairs" in sentence
    elif r.chance is not None and r.kind != ReasonKind.BLUFFERS:
        assert f"({round(100 * r.chance)}%)" in sentence or f"{round(100 * r.chance)}% to win" in sentence
    if r.kind == ReasonKind.BLUFFERS:
        assert f"{round(100 * r.rate)}% of the time" in sentence
    if r.kind == ReasonKind.KEEP:
        assert sentence.lower().startswith(cards_text(r.cards).lower())
    chance = advice_chance(advice)
    if advice.chance is not None and advice.chance_of == ChanceOf.HAND and shown(advice.chance) in (0, 100):
        # no hand beats every hand; "better than 0%" says nothing
        assert ("better than 99%" if shown(advice.chance) == 100 else "among the weakest 1%") in chance, chance
    elif advice.chance is not None:
        assert f"{round(100 * advice.chance)}%" in chance


@pytest.mark.slow
def test_every_claim_holds_for_its_numbers(seen):
    kinds = Counter()
    phases = Counter()
    for state, decided, advice in seen:
        assert advice is not None
        check_claims(state, decided, advice)
        check_words(state, advice)
        kinds[advice.reason.kind] += 1
        phases[(state.phase, state.to_act)] += 1
    # every kind of decision was met
    for key in ((Phase.MUS, 0), (Phase.DISCARD, 0), (Phase.CALLS, 0), (Phase.BETTING, 0), (Phase.BETTING, 2)):
        assert phases[key] > 0, (key, phases)
    # and most reasons
    for kind in (ReasonKind.MUS_BETTER, ReasonKind.KEEP, ReasonKind.BA_PAIR, ReasonKind.EZ_PAIR,
                 ReasonKind.BA_JOKUA, ReasonKind.EZ_JOKUA, ReasonKind.STRONG, ReasonKind.WEAK_HAND,
                 ReasonKind.VOICE_STRONG, ReasonKind.VOICE_EVEN, ReasonKind.VOICE_WEAK):
        assert kinds[kind] > 0, (kind, kinds)


def test_the_advised_call_is_the_partners_decision_in_the_players_place(seen):
    for state, decided, advice in seen:
        if decided is not None:
            again = decide_move(state, 0, PERSONALITIES, DEFAULT_SEATING)  # the same decision, whatever the seed of the game
            assert advice.action == decided.action
            if state.to_act == 0 and state.phase != Phase.BETTING:
                assert again.action == decided.action  # Mus and the discard draw nothing at random


@pytest.mark.slow
def test_every_sentence_fits_its_box_in_every_language(seen):
    """Every sentence met, in every language, fits the panel's boxes, and the
    review's line with it fits the review's."""
    import pygame

    from game.platform.i18n import tr
    from game.platform.resources import Resources

    pygame.init()
    res = Resources()
    advices = {advice for _state, _decided, advice in seen}
    try:
        for lang in LANGUAGES:
            set_language(lang)
            for advice in advices:
                reason = advice_reason(advice, PARTNER)
                assert reason[:1] == reason[:1].upper(), (lang, reason)  # a sentence starts with a capital
                review = tr("{partner} in your place. {reason}", partner=PARTNER, reason=reason)
                for text, box in ((reason, "coach-reason"), (advice_title(advice, PARTNER), "coach-title"),
                                  (advice_chance(advice), "coach-chance"), (review, "review-why")):
                    assert fit(res, text, BOXES[box]).fits, (lang, box, text)
    finally:
        set_language("en")


def at_mus(hands, dealer=3):
    state = stacked(hands, dealer=dealer)
    while state.to_act != 0:
        state = model.step(state, model.legal_actions(state)[0] if state.phase != Phase.MUS else model.actions.MUS)
    return state


def test_31_with_a_strong_hand_says_so_at_mus_and_at_the_calls():
    # Seat 0 holds 31 with two kings (D1 of tests/deals.py), Esku.
    hands = {0: "12o 12c 11o 1o", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"}
    state = stacked(hands, dealer=3)
    assert state.to_act == 0 and state.phase == Phase.MUS
    advice = coach_move(state, decide_move(state, 0, PERSONALITIES, DEFAULT_SEATING), DEFAULT_SEATING)
    set_language("en")
    assert advice.action.kind == Kind.MINTZA and advice.reason.kind == ReasonKind.MINTZA_JOKUA
    assert advice_reason(advice, PARTNER) == "A strong hand. You hold 31: keep these cards, Mintza"
    state = play(state, "mintza")
    while state.phase != Phase.CALLS or state.lance != Lance.JOKUA:
        if state.to_act == 0:
            decided = decide_move(state, 0, PERSONALITIES, DEFAULT_SEATING)
            state = model.step(state, decided.action if decided else model.legal_actions(state)[0])
        else:
            state = model.step(state, model.legal_actions(state)[0])
        if state.phase == Phase.HAND_OVER:
            pytest.fail("the hand ended before the Jokua calls")
    assert state.to_act == 0
    advice = coach_move(state, None, DEFAULT_SEATING)
    assert advice.action.kind == Kind.BA and advice.reason.kind == ReasonKind.BA_JOKUA and advice.reason.points == 31
    assert advice_reason(advice, PARTNER) == "Your cards count 31, that is Jokua: say Ba"


def test_a_discard_names_the_cards_kept():
    # Two kings and an ace with a 5: the ace or 5 goes, the kings stay.
    state = at_mus({0: "12o 12c 1o 5e", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"})
    state = play(state, "mus")
    while state.phase == Phase.MUS:
        state = model.step(state, model.actions.MUS)
    assert state.phase == Phase.DISCARD and state.to_act == 0
    advice = coach_move(state, decide_move(state, 0, PERSONALITIES, DEFAULT_SEATING), DEFAULT_SEATING)
    assert advice.reason.kind == ReasonKind.KEEP
    kept = [c for c in state.hands[0] if c not in advice.action.cards]
    assert advice.reason.cards == tuple(sorted((effective_rank(c.rank, model.Variant.EIGHT_KINGS) for c in kept), reverse=True))
    set_language("en")
    assert 12 in advice.reason.cards
    assert advice_reason(advice, PARTNER).startswith(cards_text(advice.reason.cards)[0].upper())
    assert cards_text((12, 12, 1)) == "2 kings and an ace"
    assert cards_text((12, 11, 10, 1)) == "a king, a zaldia, a sota and an ace"


def test_the_word_for_a_chance_agrees_with_the_percentage_shown():
    """A chance of 59.96% is shown as 60%: the partner as the voice sees the
    lance as most likely the team's, not as open (seen at the table: "sees
    Tipia as open (60%)"); 39.96% shows 40%: open, not unlikely."""
    kinds = {p: C.voice_kind(PASO, p) for p in (0.5996, 0.6004, 0.5949, 0.3996, 0.4004, 0.3949)}
    assert kinds == {0.5996: ReasonKind.VOICE_STRONG, 0.6004: ReasonKind.VOICE_STRONG, 0.5949: ReasonKind.VOICE_EVEN,
                     0.3996: ReasonKind.VOICE_EVEN, 0.4004: ReasonKind.VOICE_EVEN, 0.3949: ReasonKind.VOICE_WEAK}
    set_language("en")
    for p, kind in kinds.items():
        advice = C.Advice(PASO, p, ChanceOf.LANCE, C.Reason(kind, lance=Lance.TIPIA, chance=p))
        sentence = advice_reason(advice, PARTNER)
        if "most likely" in sentence:
            assert "(60%)" in sentence
        if "unlikely" in sentence:
            assert "(39%)" in sentence


# Styles and levels whose Mus / Mintza margins differ: the normal player says
# Mintza even when a change should bring a little more, the cautious one
# less often, the learner says Mus with good cards (the coach never plays the
# learner, but its reasons must hold for any decision they explain).
MUS_STYLES = (Personality(), Personality(1, 1, 1, 1), Personality(9, 9, 9, 9), Personality(level=Level.IKASLE),
              Personality(9, 9, 9, 9, level=Level.IKASLE), Personality(level=Level.TXAPELDUN))


def mus_decisions(seeds=range(300)):
    """(state, advice) at the player's first Mus decision of seeded deals:
    the coach's own (the partner in the player's place), and each of
    MUS_STYLES deciding from the player's observation, explained."""
    import random
    from game.ai import decide
    for seed in seeds:
        state = model.new_game(model.Rules(), seed)
        while state.phase == Phase.MUS and state.to_act != 0:
            state = model.step(state, model.actions.MUS)
        if state.phase != Phase.MUS:
            continue
        yield state, coach_move(state, decide_move(state, seed, PERSONALITIES, DEFAULT_SEATING), DEFAULT_SEATING)
        obs = model.observe(state, 0)
        for style in MUS_STYLES:
            yield state, C.advise(obs, decide(obs, style, random.Random(seed)))


def test_each_mus_and_mintza_sentence_is_true_of_its_worths():
    """Over seeded deals and several styles, each Mus / Mintza reason holds
    for the hand's worth now and after the best change, recomputed from the
    hand: "about as much" only when the two are within a quarter of a point,
    "more" only beyond; every such reason is met, with its sentence."""
    kinds = Counter()
    set_language("en")
    for state, advice in mus_decisions():
        hand, variant = state.hands[0], state.rules.variant
        values = worth(ranks(hand), variant)
        now, after = _worth(values, PAR), _best_keep(hand, variant, PAR)[0]
        r = advice.reason
        assert (r.now, r.after) == (pytest.approx(now), pytest.approx(after))
        check_mus_claim(r, advice.action, values, now, after,
                        profile_of_ranks(ranks(hand), variant).count)
        check_words(state, advice)
        kinds[r.kind] += 1
    for kind in (ReasonKind.MINTZA_STRONG, ReasonKind.MINTZA_EVEN, ReasonKind.MINTZA_STOPS, ReasonKind.MUS_BETTER,
                 ReasonKind.MUS_EVEN, ReasonKind.MUS_CAUTIOUS):
        assert kinds[kind] > 0, (kind, kinds)


EDGES = {0: (ReasonKind.PRESSURE, ReasonKind.WEAK_HAND, ReasonKind.VOICE_WEAK, ReasonKind.VOICE_PRESSURE,
             ReasonKind.WORTH_RISK),
         100: (ReasonKind.JOKUA_31, ReasonKind.STRONG, ReasonKind.STRONG_PASSIVE, ReasonKind.VOICE_STRONG)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_chance_of_0_or_100_percent_is_said_as_it_is(lang):
    """A chance shown as 0% is not "unlikely" but almost none, one shown as
    100% not "most likely" but almost sure, in every language (translated);
    1% and 99% keep the plain words. A hand's share shown as 100% is "better
    than 99%" (no hand beats every hand), one shown as 0% "among the weakest
    1%"."""
    from game.coach_words import HOPELESS, REASONS, SURE, percent
    from game.model.actions import IDUKI, MINTZA, MUS
    from game.platform.i18n import tr
    from game.words import capitalised, lance_word

    def said(kind, p):
        advice = C.Advice(IDUKI, p, ChanceOf.LANCE, C.Reason(kind, lance=Lance.HAUNDIA, chance=p))
        return advice_reason(advice, PARTNER)

    def plain(kind, p):  # the sentence of the plain words, at `p`
        return capitalised(tr(REASONS[kind], call=call_text(IDUKI), partner=PARTNER,
                              lance=lance_word(Lance.HAUNDIA), chance=percent(p)))

    try:
        for edge, kinds in EDGES.items():
            words = HOPELESS if edge == 0 else SURE
            near = 0.01 if edge == 0 else 0.99
            for kind in kinds:
                set_language("en")
                english = said(kind, edge / 100)
                assert ("almost no chance" if edge == 0 else "almost surely") in english, english
                assert "unlikely" not in english and "most likely" not in english, english
                plain_words = ("worth the risk" if kind == ReasonKind.WORTH_RISK
                               else "unlikely" if edge == 0 else "most likely")
                assert plain_words in said(kind, near) and "almost" not in said(kind, near)
                set_language(lang)
                if lang != "en":
                    assert tr(words[kind]) != words[kind], (lang, words[kind])  # translated
                for p in ((0.0, 0.0049) if edge == 0 else (0.9951, 1.0)):
                    sentence = said(kind, p)
                    assert sentence != plain(kind, p) and percent(p) in sentence, (lang, sentence)
                assert said(kind, near) == plain(kind, near)
        set_language(lang)
        best = C.Advice(MINTZA, 0.996, ChanceOf.HAND, C.Reason(ReasonKind.MINTZA_EVEN, now=1.0, after=1.0))
        assert advice_chance(best) == tr("Your hand: better than {chance} of hands", chance=percent(0.99))
        worst = C.Advice(MUS, 0.003, ChanceOf.HAND, C.Reason(ReasonKind.MUS_BETTER, now=0.0, after=1.0))
        assert advice_chance(worst) == tr("Your hand: among the weakest 1% of hands")
        if lang != "en":
            assert tr("Your hand: among the weakest 1% of hands") != "Your hand: among the weakest 1% of hands"
    finally:
        set_language("en")


# -- what tips a call, and strengths told apart ------------------------------------------

def test_hands_of_distinct_strength_never_read_alike_at_mus():
    """Two Mus decisions whose hands stand more than a quarter of all hands
    apart (36% and 87%, say) never get the same sentence: each says the
    hand's quarter first."""
    set_language("en")
    said = {}
    for _state, advice in mus_decisions(range(120)):
        said.setdefault(advice_reason(advice, PARTNER), set()).add(shown(advice.chance))
    assert len(said) > 8
    for sentence, shares in said.items():
        assert max(shares) - min(shares) <= 25, (sentence, sorted(shares))
    bands = {shown_band for shares in said.values() for shown_band in (min(shares) * 4 // 100,)}
    assert bands >= {0, 1, 2, 3}


def against_the_plain_strength(advice) -> bool:
    """A betting call the team's chance alone would not make: a bet, a
    raise, an Iduki or a Kanta on a poor chance, a Paso or a Tira on a good
    one, or anything about a Hordago (the whole game)."""
    r = advice.reason
    if advice.chance_of != ChanceOf.LANCE:
        return False
    bold = advice.action.kind in model.BETS or advice.action.kind in (Kind.IDUKI, Kind.KANTA)
    p = shown(r.chance)
    return (bold and p < 40) or (not bold and p >= 60) or advice.action.kind in (Kind.HORDAGO, Kind.KANTA)


def tip_said(state, advice) -> str | None:
    """The words of the sentence that name what tips the call (None: none)."""
    r = advice.reason
    sentence = advice_reason(advice, PARTNER)
    evidence = {
        Tip.WHOLE_GAME: "the whole game",
        Tip.BEHIND: f"At {r.score[0]} to {r.score[1]} your team's chance of the game is only {shown(r.game)}%"
        if r.tip == Tip.BEHIND else None,
        Tip.AHEAD: f"At {r.score[0]} to {r.score[1]} your team's chance of the game is {shown(r.game)}%"
        if r.tip == Tip.AHEAD else None,
        Tip.FOLDS: f"Tira to {shown(r.fold)}% of such bets" if r.fold is not None else None,
        Tip.PRICE: f"Tira pays {r.refusal} now; Iduki risks {r.stake}",
        Tip.ANYWAY: "still pays the better hand",
        Tip.PARTNER_SHOWN: f"{PARTNER}'s make the chance",
    }.get(r.tip)
    if r.kind == ReasonKind.BLUFFERS and r.tip is None:
        evidence = f"{shown(r.rate)}% of the time"
    return evidence if evidence and evidence in sentence else None


def betting_decisions(seeds, hands=6):
    for state, decided, advice in decisions(seeds, hands):
        if state.phase == Phase.BETTING and advice is not None and advice.chance_of == ChanceOf.LANCE:
            yield state, advice


@pytest.mark.parametrize("seeds", [range(8), pytest.param(range(8, 80), marks=pytest.mark.slow)],
                         ids=["8 games", "72 more"])
def test_a_call_against_the_plain_strength_says_what_tips_it(seeds):
    set_language("en")
    against = Counter()
    for state, advice in betting_decisions(seeds):
        if against_the_plain_strength(advice):
            assert tip_said(state, advice), (advice.action, shown(advice.reason.chance),
                                             advice_reason(advice, PARTNER))
            against[advice.reason.tip or advice.reason.kind] += 1
    assert sum(against.values()) >= 10, against
    assert len(against) >= 3, against


def hordago_decisions(limit=6, seeds=range(200)):
    """Decisions about a Hordago (one made, one faced) met in seeded games."""
    found = 0
    for state, advice in betting_decisions(seeds, hands=8):
        if state.hordago or advice.action.kind in (Kind.HORDAGO, Kind.KANTA):
            found += 1
            yield state, advice
            if found >= limit:
                return


@pytest.mark.parametrize("limit", [3, pytest.param(30, marks=pytest.mark.slow)])
def test_a_hordago_sentence_says_the_whole_game_is_at_stake(limit):
    """Facing a Hordago (Kanta or Tira) or making one, the sentence says the
    whole game rides on the lance and the team's chance in the game played
    on, whatever the chance of the lance (a Tira at 65% is no longer a
    riddle beside a bet at 47% elsewhere)."""
    from game.coach_words import percent
    set_language("en")
    met = list(hordago_decisions(limit, range(400)))
    assert len(met) == limit
    for state, advice in met:
        r = advice.reason
        sentence = advice_reason(advice, PARTNER)
        assert r.tip == Tip.WHOLE_GAME and "the whole game" in sentence, sentence
        assert r.game is not None and percent(r.game) in sentence


def test_the_chance_of_the_game_a_tip_names_is_the_fair_one():
    """The chance of the game a Hordago's sentence names is the fair one
    (`score.fair_chance`: two teams as good as each other at this score),
    not the one the deciding level weighs its calls with (a level's edge is
    how safely it plays, not a chance to tell a player)."""
    from game.ai.beliefs import Belief
    from game.ai.betting import _pending
    from game.ai.opponents import read_profile
    from game.ai.score import fair_chance, game_chance
    state, _ = next(hordago_decisions(1, range(400)))
    seat, _ = thinker(state, DEFAULT_SEATING)
    obs = model.observe(state, seat)
    decided = decide_move(state, 0, PERSONALITIES, DEFAULT_SEATING)
    team = obs.team
    paid = obs.refusal if obs.hordago else 0
    pending = _pending(obs, Belief(obs, read_profile(obs)))   # the points already won this hand
    expected = fair_chance(obs.scores[team] + pending[team], obs.scores[1 - team] + paid + pending[1 - team],
                           obs.rules.target)
    reason = coach_move(state, decided, DEFAULT_SEATING).reason
    assert reason.tip == Tip.WHOLE_GAME
    assert reason.game == pytest.approx(expected)
    assert reason.game < game_chance(obs.scores[team], obs.scores[1 - team] + paid, obs.rules.target,
                                     read_profile(obs), Level.NORMAL.edge)


def test_the_game_played_on_counts_the_points_already_won_this_hand():
    """Facing a Hordago at Tipia at 30 to 30, with the Haundia's Iduki of 6
    already won (four kings, and Esku): played on after a Tira, the team
    counts those 6 at the summary, so its chance of the game is that of 36
    to 31, not the 30 to 31 the score says (it said 47% there)."""
    from game.ai.score import fair_chance
    hands = {0: "12o 12c 3c 3e", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"}
    state = play(stacked(hands, dealer=3, scores=(30, 30)), "mintza", "imido 6", "iduki", "paso", "hordago")
    assert state.hordago and state.lance == Lance.TIPIA and state.to_act == 0
    obs = model.observe(state, 0)
    reason = C.with_tip(obs, model.actions.TIRA, 0.3, C.Reason(ReasonKind.WORTH_RISK, lance=Lance.TIPIA, chance=0.3),
                        0.3)
    assert reason.tip == Tip.WHOLE_GAME
    assert reason.game == pytest.approx(fair_chance(36, 31, 40), abs=0.02)
    assert reason.game > fair_chance(30, 31, 40) + 0.2


def test_an_even_score_is_never_told_as_a_game_all_but_won():
    """At an even score (a sound other team) the chance of the game the
    coach names is about even: a Paso on a good chance at 0 to 0 is not
    "the game is 87% yours" (what Normal weighs its calls with there), but a
    Paso that still pays the better hand; at 30 to 10 the score is the tip,
    with the fair chance."""
    from game.ai.score import fair_chance
    for score in range(0, 39, 3):
        assert 0.4 <= fair_chance(score, score, 40) <= 0.6, score
    hands = {0: "12o 12c 12e 1o", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"}
    for scores, tip in (((0, 0), Tip.ANYWAY), ((30, 10), Tip.AHEAD)):
        state = play(stacked(hands, dealer=3, scores=scores), "mintza")
        assert state.phase == Phase.BETTING and state.lance == Lance.HAUNDIA and state.to_act == 0
        obs = model.observe(state, 0)
        paso = model.actions.PASO
        reason = C.with_tip(obs, paso, 0.8, C.Reason(ReasonKind.STRONG_PASSIVE, lance=Lance.HAUNDIA, chance=0.8), 0.8)
        assert reason.tip == tip, (scores, reason)
        if tip == Tip.AHEAD:
            assert reason.game == pytest.approx(fair_chance(30, 10, 40))


def test_the_chance_of_the_game_named_is_not_moved_by_a_wild_read(monkeypatch):
    """A team read as wild after a few calls (a Hordago, raises) does not
    move the chance of the game the coach names: at 6 to 9 after a Tira of
    their Hordago it said 61% against two Txapeldun, for a team behind."""
    from dataclasses import replace as changed
    from game.ai.opponents import SOUND
    from game.ai.score import fair_chance
    wild = changed(SOUND, bet_rate=0.9, raise_rate=0.9)
    assert wild.wildness > 0.5
    monkeypatch.setattr(C, "read_profile", lambda *args, **kw: wild)
    hands = {0: "12o 12c 12e 1o", 1: "11c 10c 7c 6c", 2: "1c 1e 4o 5o", 3: "7o 6o 5c 4c"}
    state = play(stacked(hands, dealer=3, scores=(6, 8)), "mintza")
    obs = model.observe(state, 0)
    reason = C.with_tip(obs, model.actions.KANTA, 0.4, C.Reason(ReasonKind.WORTH_RISK, lance=Lance.HAUNDIA, chance=0.4), 0.4)
    assert reason.tip == Tip.WHOLE_GAME
    assert reason.game == pytest.approx(fair_chance(6, 8, 40)) and reason.game < 0.5


@pytest.mark.slow
def test_every_decision_of_the_champion_is_explained_by_its_numbers():
    """With Txapeldun at every computer seat (the partner in the player's
    place too), every decision of the player's in seeded games is the
    champion's and its reason holds for the numbers it was made from: a bet
    drawn from the solved strategy is explained by the chance the champion
    read (its estimate), as any other."""
    champion = Personality(level=Level.TXAPELDUN)
    everyone = {0: Personality(), 1: champion, 2: champion, 3: champion}
    kinds = Counter()
    betting = 0
    for seed in range(40, 46):
        state = model.new_game(model.Rules(), seed)
        while state.phase != Phase.MATCH_OVER and state.hand_number <= 4:
            if player_decides(state, DEFAULT_SEATING):
                decided = decide_move(state, seed, everyone, DEFAULT_SEATING)
                advice = coach_move(state, decided, DEFAULT_SEATING)
                check_claims(state, decided, advice)
                check_words(state, advice)
                kinds[advice.reason.kind] += 1
                betting += state.phase == Phase.BETTING and decided is not None
            mine = decide_move(state, seed, everyone, DEMO)
            state = model.step(state, mine.action if mine is not None else model.legal_actions(state)[0])
    assert betting >= 20, kinds
    assert len(kinds) >= 8, kinds
