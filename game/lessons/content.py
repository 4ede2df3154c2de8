"""The course: each lesson's hand, what it says at each decision, what it
wants and why (game/lessons/course.py says how a lesson is read).

Seat 0 is the player, seat 2 the partner, seats 1 and 3 the opponents; the
dealer is seat 3, so the player is Esku and speaks first. Every claim a text
makes about its hand is checked against the model in tests/lessons/.
"""
from __future__ import annotations

from game.model import Kind
from game.platform.i18n import N_

from .course import Lesson, Step

CARDS = Lesson(
    key="cards",
    # box: lesson-title
    title=N_("The cards and the 8 kings"),
    # box: lesson-text
    intro=N_("These are your four cards. Mus is played with 40 cards: 1 to 7, the jack (10), the knight (11) "
             "and the king (12). With 8 kings, every 3 is a king too, and every 2 an ace."),
    hands={0: "12o 3c 2e 1b", 1: "11o 10c 7c 6c", 2: "4o 5c 6e 7o", 3: "4c 5o 6o 7e"},
    steps=(
        Step("mus",
             # box: lesson-text
             N_("Your 12 and your 3 are two kings; your 1 and your 2 are two aces. Two pairs are Dobliak, the best "
                "kind of Pariak. Keep these cards: say Mintza."),
             ("cards", "button:mintza"), ("mintza",),
             # box: lesson-note
             N_("Mus means changing cards, and here every card thrown breaks your two pairs. Mintza was better.")),
        Step("betting:haundia",
             # box: lesson-text
             N_("The lances begin: Haundia, Tipia, Pariak and Jokua, shown on the track. Kings win Haundia, "
                "aces win Tipia. Play on as you like: the next lessons explain each call."),
             ("track:0", "track:1")),
    ),
    # box: subtitle
    outro=N_("A 3 is a king and a 2 is an ace: remember it when you count your hand."),
)

MUS = Lesson(
    key="mus",
    # box: lesson-title
    title=N_("Mus or Mintza, and the discard"),
    # box: lesson-text
    intro=N_("Before the lances, each player says Mus (I want to change cards) or Mintza (I keep mine). "
             "One Mintza ends it; if all four say Mus, everyone throws cards and draws as many."),
    points=("button:mus", "button:mintza"),
    hands={0: "12o 4c 5e 7b", 1: "11o 10c 7c 6c", 2: "4o 5c 6e 7o", 3: "11e 10e 6o 6b"},
    pile="12c 3e 1o",
    steps=(
        Step("mus:0",
             # box: lesson-text
             N_("One king and three small cards that make nothing together: no pair, no Jokua. Say Mus to "
                "change the small ones."),
             ("cards", "button:mus"), ("mus",),
             # box: lesson-note
             N_("Mintza plays this poor hand as it is. Mus would have let you change the small cards.")),
        Step("discard",
             # box: lesson-text
             N_("Click the cards you throw: they rise. Keep the king, it is your best card; throw the 4, the 5 "
                "and the 7. Then press Discard."),
             ("cards", "button:discard"), ("discard 4c 5e 7b",),
             # box: lesson-note
             N_("That was not the plan: the king wins Haundia and makes pairs, and the small cards made nothing. "
                "Keep the king, throw the 4, the 5 and the 7.")),
        Step("mus:1",
             # box: lesson-text
             N_("You drew a king, a 3 and an ace: three kings (Mediak) and a count of 31, the best Jokua. Now "
                "say Mintza and play this hand."),
             ("cards", "button:mintza"), ("mintza",),
             # box: lesson-note
             N_("Another Mus could break three kings and 31: Mintza was better."),
             holds="12o 12c 3e 1o"),
    ),
    # box: subtitle
    outro=N_("Say Mus to change a poor hand, Mintza to keep a good one."),
)

HAUNDIA_TIPIA = Lesson(
    key="haundia-tipia",
    # box: lesson-title
    title=N_("Haundia and Tipia, card by card"),
    # box: lesson-text
    intro=N_("Haundia is won by the highest cards, Tipia by the lowest. Hands are compared card by card: "
             "the best card first, and the next only when those are equal."),
    points=("track:0", "track:1"),
    hands={0: "12o 3c 11e 1b", 1: "12e 10c 7o 5c", 2: "4o 5o 6c 7c", 3: "2o 1c 4c 6e"},
    mus=False,
    steps=(
        Step("betting:haundia",
             # box: lesson-text
             N_("Haundia: your best card is a king. Against a king, the second card decides: yours is a "
                "king too (the 3). Two kings on top is strong: bet with Imido."),
             ("cards", "track:0", "button:imido"), ("imido",),
             # box: lesson-note
             N_("With two kings on top, Paso gives away the chance of a bet: Imido asked for more.")),
        Step("betting:tipia",
             # box: lesson-text
             N_("Tipia: now the lowest cards win, from the bottom up. Your ace is good, but your second "
                "lowest card is a knight: a hand with an ace and any card under a knight beats you. Say Paso."),
             ("cards", "track:1", "button:paso"), ("paso",),
             # box: lesson-note
             N_("An ace then a knight is a poor Tipia: a bet there is most likely lost. Paso was safer.")),
    ),
    # box: subtitle
    outro=N_("Haundia: the highest cards, card by card. Tipia: the lowest, card by card."),
)

PARIAK = Lesson(
    key="pariak",
    # box: lesson-title
    title=N_("Pariak, and the truthful Ba or Ez"),
    # box: lesson-text
    intro=N_("Pariak is won by pairs. This hand skips the Mus: the lances begin at once. Play Haundia and "
             "Tipia as you like."),
    points=("track:2",),
    hands={0: "11o 11c 5e 4b", 1: "10c 10e 6o 4c", 2: "7o 6c 4o 1e", 3: "12b 7e 5o 1c"},
    mus=False,
    steps=(
        Step("calls:pariak",
             # box: lesson-text
             N_("Before Pariak each player says Ba (I hold a pair) or Ez (I do not), and must tell the truth. "
                "You hold two knights: only Ba can be pressed."),
             ("cards", "button:ba")),
        Step("betting:pariak",
             # box: lesson-text
             N_("A pair is Paria (1 point), three alike Mediak (2), two pairs Dobliak (3). Only those who said "
                "Ba bet. Your two knights beat any lower pair: open with Imido."),
             ("cards", "track:2", "button:imido"), ("imido",),
             # box: lesson-note
             N_("Paso gives the lance 1 point at most: two knights are a pair worth a bet.")),
        Step("calls:jokua",
             # box: lesson-text
             N_("Ba or Ez again, now for Jokua: a count of 31 or more. Yours is 10 + 10 + 5 + 4 = 29: Ez."),
             ("cards", "button:ez")),
        Step("betting:pundua",
             # box: lesson-text
             N_("Nobody holds Jokua, so Pundua is played instead: the highest count, up to 30, wins. Your 29 "
                "is good, but any 30 beats it: Paso."),
             ("cards", "track:3", "button:paso"), ("paso",),
             # box: lesson-note
             N_("29 loses to any 30: a bet on Pundua with 29 is a risk. Paso was safer.")),
    ),
    # box: subtitle
    outro=N_("Ba and Ez are always true: they tell the table who holds a pair."),
)

JOKUA = Lesson(
    key="jokua",
    # box: lesson-title
    title=N_("Jokua and Pundua"),
    # box: lesson-text
    intro=N_("Jokua is a hand counting 31 or more: kings, knights and jacks count 10, an ace 1, the other "
             "cards their number, but with 8 kings a 3 counts 10 and a 2 counts 1. The lances begin at once: "
             "play Haundia, Tipia and Pariak as you like."),
    points=("cards", "track:3"),
    hands={0: "12o 11c 10e 1b", 1: "12e 11o 7c 5o", 2: "4o 5c 6e 7b", 3: "4c 5e 6o 1c"},
    mus=False,
    steps=(
        Step("calls:jokua",
             # box: lesson-text
             N_("Count your hand: 10 + 10 + 10 + 1 = 31. You have Jokua: say Ba."),
             ("cards", "button:ba")),
        Step("betting:jokua",
             # box: lesson-text
             N_("31 is the best Jokua of all; then come 32, 40, 37, 36, 35, 34 and 33. It also pays a bonus "
                "of 3 at the end. Bet: Imido."),
             ("cards", "track:3", "button:imido"), ("imido",),
             # box: lesson-note
             N_("Nothing beats 31: Paso gave up a bet you were sure to win.")),
    ),
    # box: subtitle
    outro=N_("When nobody has Jokua, Pundua is played instead: the highest count, up to 30, wins."),
)

BETTING = Lesson(
    key="betting",
    # box: lesson-title
    title=N_("Bets: from Imido to Kanta"),
    # box: lesson-text
    intro=N_("Each lance is bet on by the two teams. Imido bets 2 points or more (choose the amount with the "
             "- and + buttons); the other team answers Iduki (accepted), Tira (refused) or raises."),
    points=("button:imido", "button:more"),
    hands={0: "12o 12c 3e 11b", 1: "12e 10c 7o 5c", 2: "4o 5e 7e 1b", 3: "6o 6c 4b 1e"},
    mus=False,
    script=(("betting:haundia+", 1, "gehiago 2"), ("betting:tipia", 1, "imido 2"),
            ("betting:pariak!", 3, "kanta")),
    steps=(
        Step("betting:haundia",
             # box: lesson-text
             N_("Three kings on top: only four kings beat your Haundia. Open the betting: Imido."),
             ("cards", "button:imido"), ("imido",),
             # box: lesson-note
             N_("Three kings nearly always win Haundia: Paso gave up points a bet would most likely have won.")),
        Step("betting:haundia+",
             # box: lesson-text
             N_("They raised: 2 more on top of your bet (the stake on the track). Iduki accepts it, to be paid "
                "at the end. Tira refuses: they get your bet at once. Your kings most likely win: Iduki."),
             ("track:0", "button:iduki"), (Kind.IDUKI.value, Kind.GEHIAGO.value),
             # box: lesson-note
             N_("Tira paid them now, with three kings in your hand: Iduki would most likely have won the stake."),
             whys=((Kind.HORDAGO.value,
                    # box: lesson-note
                    N_("Hordago stakes the whole game on Haundia: if they say Kanta, the hands are shown and a "
                       "fourth king on their side ends the game. Iduki took the stake with nothing more at risk.")),)),
        Step("betting:tipia",
             # box: lesson-text
             N_("Tipia: your lowest card is a knight, a poor Tipia. Say Paso."),
             ("cards", "track:1", "button:paso"), ("paso",),
             # box: lesson-note
             N_("With kings and a knight, betting on Tipia risks points you will most likely lose.")),
        Step("betting:tipia+",
             # box: lesson-text
             N_("They bet 2 on Tipia. Tira refuses: a first bet refused pays them 1 point now, and nothing "
                "more is risked. Say Tira."),
             ("button:tira",), ("tira",),
             # box: lesson-note
             N_("Accepting risks 2 points on a Tipia you will most likely lose: Tira cost only 1.")),
        Step("betting:pariak",
             # box: lesson-text
             N_("Three kings: only Dobliak (two pairs) beat them. Hordago bets the whole game: if they say "
                "Kanta, the hands are shown and the best Pariak wins the game. Try it: Hordago."),
             ("cards", "button:hordago"), ("hordago",),
             # box: lesson-note
             N_("Three kings are rarely beaten: this was the hand to try a Hordago.")),
    ),
    # box: subtitle
    outro=N_("Iduki accepts, Tira refuses and pays at once, a raise asks for more, Kanta answers a Hordago."),
)

VOICE = Lesson(
    key="voice",
    # box: lesson-title
    title=N_("The team's voice and the partner's advice"),
    # box: lesson-text
    intro=N_("You and your partner (at the top) play as one team. In each lance, the first of you two in turn "
             "from Esku who may bet is the team's voice. Whoever it is, you always press the team's call."),
    points=("face:2",),
    hands={0: "7o 6c 5e 4b", 1: "10c 10e 6o 5c", 2: "11o 11c 12e 1b", 3: "12b 7e 5o 1c"},
    mus=False,
    script=(("betting:pariak", 1, "imido 2"),),
    steps=(
        Step("betting:haundia",
             # box: lesson-text
             N_("Haundia: you come first from Esku, so you are the team's voice: nothing flashes, the call is "
                "yours alone. Your cards are small: Paso."),
             ("cards", "button:paso"), ("paso",),
             # box: lesson-note
             N_("A 7 on top is a poor Haundia: Paso was safer.")),
        Step("betting:pariak+",
             # box: lesson-text
             N_("You have no pair, but your partner has one, so on Pariak your partner is the team's voice. The "
                "flashing button is the call your partner would make: their advice. You still press the call: "
                "here, follow it."),
             ("advice", "face:2"), ("advice",),
             # box: lesson-note
             N_("Your partner holds a pair and you do not: the flashing call was their advice. You may go against "
                "it, and the call you press is the team's.")),
    ),
    # box: subtitle
    outro=N_("You always press your team's calls. When your partner is the voice, their advice flashes: follow "
             "it or not, you choose."),
)

# box: lesson-note
ONLY_PASO = N_("This lesson is about the count: Paso on every lance, then watch where each point goes.")

SUMMARY = Lesson(
    key="summary",
    # box: lesson-title
    title=N_("The summary's count"),
    # box: lesson-text
    intro=N_("Apart from a Tira, the points are counted at the end of the hand, in the summary. Say Paso "
             "on every lance this time, and watch the count."),
    points=("score:0", "score:1"),
    hands={0: "12o 3c 11e 1b", 1: "12e 10c 7o 5c", 2: "4o 5o 6c 7c", 3: "2o 1c 4c 6e"},
    mus=False,
    steps=(
        Step("betting:haundia",
             # box: lesson-text
             N_("Paso: if both teams pass, it is a general Paso, and the lance is worth 1 point to the best hand."),
             ("button:paso", "track:0"), ("paso",),
             # box: lesson-note
             N_("A bet is counted the same way: the stake goes to the best hand, in the summary.")),
        Step("betting:tipia",
             # box: lesson-text
             N_("Paso again, on Tipia: a general Paso gives 1 point to the lowest cards, at the end."),
             ("button:paso", "track:1"), ("paso",),
             ONLY_PASO),
        Step("calls:pariak",
             # box: lesson-text
             N_("Your king and your 3 are a pair of kings: say Ba, the only true call."),
             ("cards", "button:ba")),
        Step("betting:pariak",
             # box: lesson-text
             N_("Paso on Pariak: both teams hold pairs, so a general Paso gives 1 point to the best pair."),
             ("button:paso", "track:2"), ("paso",),
             ONLY_PASO),
        Step("calls:jokua",
             # box: lesson-text
             N_("Your cards count 31: that is Jokua, say Ba."),
             ("cards", "button:ba")),
        Step("betting:jokua",
             # box: lesson-text
             N_("Paso on Jokua too: here a general Paso pays no point, only the better Jokua's bonus (3 for "
                "a 31)."),
             ("button:paso", "track:3"), ("paso",),
             ONLY_PASO),
        Step("counting",
             # box: lesson-text-wide
             N_("The summary counts the lances in turn. A general Paso gives 1, an accepted bet its stake; "
                "Jokua adds its bonus, and Pariak held by one team alone pays its value."),
             ("score:0", "score:1")),
    ),
    # box: subtitle
    outro=N_("The first team to reach 40 points wins the game, even in the middle of the count."),
)

KEINUAK = Lesson(
    key="keinuak",
    # box: lesson-title
    title=N_("The keinuak (señas)"),
    # box: lesson-text
    intro=N_("Partners may tell each other their cards with agreed signs of the face, the keinuak. A seña is "
             "seen by whoever looks at that face when it is made: your partner, or an opponent."),
    points=("face:2",),
    hands={0: "12o 3c 4e 1b", 1: "11o 10c 7c 6c", 2: "4o 5c 6e 7o", 3: "4c 5o 6o 7e"},
    mus=False,
    keinuak=True,
    steps=(
        Step("betting:haundia",
             # box: lesson-text
             N_("You hold two kings: in the row of señas over the buttons, make \"two kings\", the lower lip "
                "bitten (click its face, or use the keys below). Then open Haundia with Imido."),
             ("fan", "face:2", "button:imido"), ("imido",),
             # box: lesson-note
             N_("Two kings on top are worth a bet: Imido, and your partner knows why if they saw your seña."),
             keys=("signs",)),
        Step("betting:tipia",
             # box: lesson-text
             N_("Watch the faces too: point at one to look at it, or use the key below. A seña you see is "
                "written by its face: what that player holds, for sure."),
             ("face:1", "face:2", "face:3"), keys=("look",)),
    ),
    # box: subtitle
    outro=N_("Señas tell your partner your cards, but the opponents may catch them: choose when to look."),
)

COURSE = (CARDS, MUS, HAUNDIA_TIPIA, PARIAK, JOKUA, BETTING, VOICE, SUMMARY, KEINUAK)
