"""What the Rules screen says: the rules of docs/RULES.md written for players,
as sections of paragraphs, card pictures with a caption, the scoring table
and the señas drawn on faces (each with its name, its sign and what it
tells: game/words.py says them).

Every text is an English message marked with `N_` (translated where it is
drawn, so a language change shows at once); cards are written in the game's
notation ("12o" is the king of oros). The call and lance names stay Basque in
every language.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.model import Keinua
from game.platform.i18n import N_


@dataclass(frozen=True)
class Cards:
    """A row of hands drawn as small cards, each with its caption."""
    hands: tuple[tuple[str, str], ...]  # (cards "12o 3c 1e 2b", caption message)


@dataclass(frozen=True)
class Table:
    """A table of messages: the first row is the header."""
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Faces:
    """The señas, each drawn on a face with its name, sign and what it tells."""
    keinuak: tuple[Keinua, ...]


@dataclass(frozen=True)
class Section:
    title: str
    items: tuple  # messages (paragraphs), Cards, Table and Faces


SECTIONS = (
    Section(
        # box: rules-tab
        N_("The table"), (
            # box: rules-text
            N_("Four players in two teams: you, at the bottom, and your partner, at the top, against the "
               "two opponents on your left and right. Play turns anticlockwise: the opponent on your right "
               "speaks after you."),
            # box: rules-text
            N_("The dealer speaks last. Esku, the player after the dealer, speaks first. With each new hand "
               "the deal moves one seat on, and Esku with it."),
        )),
    Section(
        # box: rules-tab
        N_("The cards"), (
            # box: rules-text
            N_("A Spanish deck of 40 cards in four suits, oros, copas, espadas and bastos: the numbers 1 to 7, "
               "then the sota (10), the zaldia (11) and the king (12)."),
            # box: rules-text
            N_("With 8 kings, the usual game, every 3 is a king and every 2 is an ace, in every comparison and "
               "every count. With 4 kings (chosen in Settings) the 3 and the 2 are plain cards."),
            Cards((
                # box: rules-caption
                ("12o 3c 1e 2b", N_("With 8 kings: two kings and two aces")),
            )),
            # box: rules-text
            N_("Counting: the sota, the zaldia and the king are worth 10, the ace 1, the 4 to 7 their number. "
               "With 8 kings the 3 is worth 10 and the 2 is worth 1."),
        )),
    Section(
        # box: rules-tab
        N_("Haundia and Tipia"), (
            # box: rules-text
            N_("Haundia: the highest cards win. Put each hand in order from the highest card down and compare "
               "them card by card: the first higher card wins. From the top: king, zaldia, sota, 7, 6, 5, 4, "
               "(3 and 2 with 4 kings), ace."),
            Cards((
                # box: rules-caption
                ("12o 12c 7e 1b", N_("Wins Haundia: its second card is a king")),
                # box: rules-caption
                ("12e 11o 11c 10b", N_("Loses: its second card is a zaldia")),
            )),
            # box: rules-text
            N_("Tipia: the lowest cards win. Put each hand in order from the lowest card up and compare them "
               "card by card: the first lower card wins."),
        )),
    Section(
        # box: rules-tab
        N_("Pariak"), (
            # box: rules-text
            N_("Cards of the same rank make pairs (with 8 kings a 3 pairs with a king and a 2 with an ace). "
               "Paria: one pair, worth 1. Mediak: three of a kind, worth 2. Dobliak: two pairs, or four of a "
               "kind, worth 3."),
            Cards((
                # box: rules-caption
                ("10o 10c 5e 1b", N_("Paria of sotas")),
                # box: rules-caption
                ("7o 7c 7e 4b", N_("Mediak of sevens")),
                # box: rules-caption
                ("12o 3c 1e 1b", N_("Dobliak: kings and aces")),
            )),
            # box: rules-text
            N_("Dobliak beat Mediak, and Mediak beat a Paria. Between two Paria, or two Mediak, the higher "
               "rank wins; the loose cards never count. Between two Dobliak the higher pair decides, then the "
               "lower: four kings beat kings and zaldiak, which beat four zaldiak. A hand with a pair beats a "
               "hand without."),
        )),
    Section(
        # box: rules-tab
        N_("Jokua and Pundua"), (
            # box: rules-text
            N_("Jokua: a hand that counts 31 or more. The best Jokua is 31, then 32, then 40, 37, 36, 35, 34, "
               "and the weakest is 33 (38 and 39 cannot be made). A hand with Jokua beats a hand without."),
            Cards((
                # box: rules-caption
                ("12o 11c 10e 1b", N_("31: the best Jokua")),
                # box: rules-caption
                ("12o 10c 7e 6b", N_("33: the weakest Jokua")),
            )),
            # box: rules-text
            N_("If nobody has Jokua, Pundua is played instead: the higher count wins (30 at the most)."),
        )),
    Section(
        # box: rules-tab
        N_("Ties and teams"), (
            # box: rules-text
            N_("A team plays with the better hand of its two players. On Pariak and Jokua only the players who "
               "hold a pair, or Jokua, count."),
            # box: rules-text
            N_("Ties go by seat: Esku wins, then the player after Esku, and so on round the table; the dealer "
               "loses every tie."),
        )),
    Section(
        # box: rules-tab
        N_("A hand"), (
            # box: rules-text
            N_("Mus: from Esku, each player says Mus (to change cards) or Mintza (to keep them). The first "
               "Mintza ends the exchanges. If all four say Mus, each throws away 1 to 4 cards and draws as "
               "many. After the third exchange the lances begin."),
            # box: rules-text
            N_("The lances, in this order: Haundia, Tipia, Pariak, then Jokua or Pundua. Before Pariak, and "
               "before Jokua, everyone says Ba (I have it) or Ez (I have not), and it must be true."),
            # box: rules-text
            N_("If nobody has it the lance is skipped (Pundua is played instead of Jokua). If only one team has "
               "it there is no betting: that team scores it at the summary. If both teams have it, they bet."),
        )),
    Section(
        # box: rules-tab
        N_("Your team"), (
            # box: rules-text
            N_("Betting is by team. A team's voice is its first player in turn order from Esku (on Pariak and "
               "Jokua, the first who holds a pair, or Jokua). You always click your team's decision."),
            # box: rules-text
            N_("When your partner is the voice, the call they would make flashes on its button, with their name: "
               "follow the advice or not, you decide. When you are the voice there is no advice."),
            # box: rules-text
            N_("Only the true one of Ba and Ez can be clicked. Your partner makes their own Mus, Mintza and "
               "discards; the opponents decide everything for themselves."),
        )),
    Section(
        # box: rules-tab
        N_("Keinuak (señas)"), (
            # box: rules-text
            N_("Partners may tell each other their cards with signs of the face, the keinuak (señas); the "
               "opponents may catch them. There are eleven, the ones Mus clubs use, and no other:"),
            Faces(tuple(Keinua)),
            # box: rules-text
            N_("A seña never lies. It is made only when the hand holds it, and whole, never a part of what "
               "the hand holds: two pairs sign duples, not two kings; four kings are not signed as three; a "
               "31 signs 31, not Jokua. A hand may make one seña for Pariak and one for the game (two kings "
               "and 31), and ciego only when it has neither. With 8 kings a 3 is a king and a 2 an ace for "
               "the señas too."),
            # box: rules-text
            N_("When: from the moment the Mus is cut (a Mintza, or the last exchange made) until the last "
               "lance is settled, while the Ba and Ez and the betting are played; never while the cards are "
               "dealt or exchanged. Any player may sign at any moment of it, whoever is to speak, and sign "
               "again for a partner who missed it."),
            # box: rules-text
            N_("Who sees it: whoever is looking at that face when it is made, and no one else. Your partner "
               "sees your seña if it is watching you; an opponent looking at you then catches it. What you "
               "see is certain, for a seña is always true."),
        )),
    Section(
        # box: rules-tab
        N_("The calls"), (
            # box: rules-text
            N_("Paso: no bet. If both teams pass, it is a general Paso. Imido: a bet of 2 to 10 points. "
               "Iduki: the bet is accepted. Tira: the bet is refused. Gehiago: a raise of 2 to 10 points, "
               "which the other team must answer. Hordago: the whole game! Answered with Kanta (accepted) "
               "or Tira."),
            # box: rules-text
            N_("A Tira pays the team that bet at once: 1 point if the refused bet was the first of the lance, "
               "otherwise what stood before the last raise (an Imido of 2 raised to 5 and refused pays 2)."),
            # box: rules-text
            N_("Kanta: all the hands are shown, and the team that wins this lance wins the whole game at once."),
        )),
    Section(
        # box: rules-tab
        N_("Scoring"), (
            # box: rules-text
            N_("Only a Tira is paid at once. Everything else stays hidden until the summary at the end of the "
               "hand, which shows every hand and counts the lances in order:"),
            Table((
                # box: rules-cell-first
                (N_("Lance"),
                 # box: rules-cell
                 N_("Bet accepted (Iduki)"),
                 # box: rules-cell
                 N_("General Paso"),
                 # box: rules-cell
                 N_("After a Tira, or with no betting")),
                # box: rules-cell-first
                (N_("Haundia, Tipia"),
                 # box: rules-cell
                 N_("the stake to the winner"),
                 # box: rules-cell
                 N_("1 to the winner"),
                 # box: rules-cell
                 N_("nothing more")),
                # box: rules-cell-first
                (N_("Pariak, both teams"), N_("the stake to the winner"), N_("1 to the winner"), N_("nothing more")),
                # box: rules-cell-first
                (N_("Pariak, one team"), "—", "—",
                 # box: rules-cell
                 N_("its best pair: 1, 2 or 3")),
                # box: rules-cell-first
                (N_("Jokua, both teams"),
                 # box: rules-cell
                 N_("the stake and the bonus"),
                 # box: rules-cell
                 N_("the bonus"),
                 # box: rules-cell
                 N_("the bonus, to the better Jokua")),
                # box: rules-cell-first
                (N_("Jokua, one team"), "—", "—",
                 # box: rules-cell
                 N_("the bonus")),
                # box: rules-cell-first
                (N_("Pundua"),
                 # box: rules-cell
                 N_("the stake and 1"), N_("1 to the winner"), N_("1 to the winner")),
            )),
            # box: rules-text
            N_("The Jokua bonus: 3 for each player of the team who holds 31, 2 for each who holds 32 to 40."),
        )),
    Section(
        # box: rules-tab
        N_("Winning"), (
            # box: rules-text
            N_("The first team to 40 points (30 in the short game, chosen in Settings) wins the game. In the "
               "summary the first to reach it wins, even if the other team would reach it later in the count. "
               "A Tira that reaches it ends the game at once."),
            # box: rules-text
            N_("After each hand, click New round to deal the next. A match is one game, or the first team to "
               "win 2 or 3 games (Settings)."),
        )),
    Section(
        # box: rules-tab
        N_("This version"), (
            # box: rules-text
            N_("At most three exchanges of Mus. A short pause marks each big moment (the end of Mus, each "
               "lance's outcome, the summary): click or press a key to skip it."),
            # box: rules-text
            N_("Before each game you can rename the three computer players and tune them with four sliders, "
               "Haundia, Tipia, Pariak and Jokoa, from 1 to 9. 5 is the normal style; lower is more cautious "
               "(more Mus, Paso and Tira), higher more aggressive (more Imido and Mintza)."),
        )),
)
