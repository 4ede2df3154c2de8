"""The player's statistics (game/match/statistics.py, kept by
game/match/stats_store.py), as pictures where a picture reads better: the
hands, games and matches, the win rate and the player's rating (with its
margin: game/match/rating.py) as big figures; a bar per lance split between won
and lost; the points Tiras paid each way and the accepted Hordagos the same
way; the player's own Imido, Iduki and Tira rates as filled bars, and the
señas the same way (the player's seen by the partner and caught by the
opponents, the opponents' caught by the player); the last games as dots
on the line of the win rate so far; a bar of games won against each
pair of opponents' sliders; and a bar of games won by the opponents' level
(Ikasle, Normal, Txapeldun; two opponents of different levels apart, once
there are such games); once a championship has ended, the txapela at the
top right with the championships won and played. The rows' labels come in one size, and so do the
captions under the figures (the largest that fits them all in the language
shown). Reset asks first (a question over the screen,
game/scenes/confirm.py), then sets every count to zero. Reached from the
title and the pause menu; Back, Esc or B returns.
"""
from __future__ import annotations

import pygame

from game import assets
from game.platform.i18n import N_, ntr, tr
from game.ai.levels import LEVELS
from game.match.rating import LEVEL_MU, START_MU, START_SIGMA, margin, shown
from game.match.statistics import LANCE_FIELDS, Statistics
from game.scenes.base import HEIGHT, WIDTH, Entry, WidgetScene, draw_notice
from game.words import lance_word, style_words, team_members
from game.ui import charts
from game.ui.text import BOXES, common_box, draw_text, text_surface
from game.ui.txapela import txapela
from game.ui.widgets import Button, Common, WidgetSet, panel
from game.ui.screen_names import Screen

GOLD = (250, 226, 150)
INK = (236, 232, 214)
DIM = (180, 176, 160)
LEFT = pygame.Rect(40, 236, 900, 700)
RIGHT = pygame.Rect(980, 236, 900, 700)
BAR_X, BAR_W, BAR_H = 340, 380, 24
LANCE_ROW = 36  # the lances' and tallies' rows
RATE_ROW = 38   # the betting's and the señas' rows
PAIRS_SHOWN = 3
LEVEL_ROW = 34  # the rows of games by the opponents' level
TROPHY = pygame.Rect(1440, 22, 460, 64)  # the txapela and the championships won, by the title
BADGE = (236, 226, 198)
LEVEL_WORDS = {"ikasle": "Ikasle", "normal": "Normal", "txapeldun": "Txapeldun"}  # Basque in every language


def chance(value: float) -> str:
    """A share as the language writes a percentage."""
    # box: stats-big
    # box: stats-axis
    # box: stats-share
    return tr("{percent}%", percent=round(100 * value))


class StatsScene(WidgetScene):
    name = Screen.STATS

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetSet()
        box = BOXES["stats-button"]
        self.chart = "rate"  # the right panel's chart: the win rate, or "rating"
        reset = pygame.Rect((0, 0), box.frame)
        reset.midbottom = (WIDTH // 2 - 340, HEIGHT - 62)
        self.reset_button = self.widgets.add(Button(Entry.RESET, "", reset, "", lambda _b: self.ask_reset(), box=box))
        self.chart_button = self.widgets.add(Button(Entry.CHART, "", reset.move(340, 0), "",
                                                    lambda _b: self.turn_chart(), box=box))
        back = reset.move(680, 0)
        self.back_button = self.widgets.add(Button(Common.BACK, "", back, "", lambda _b: self.back(), box=box))
        self.on_language()
        self.widgets.focus_first(self.back_button)

    def on_language(self) -> None:
        self.boxes = None  # the labels' and captions' common sizes, for the language shown
        # box: stats-button
        self.reset_button.label = tr("Reset")
        # box: stats-button
        self.back_button.label = tr("Back")
        # box: stats-button
        rating = tr("Rating chart")
        # box: stats-button
        self.chart_button.label = rating if self.chart == "rate" else tr("Win rate chart")

    def turn_chart(self) -> None:
        """The right panel's chart turns from the win rate to the rating, or back."""
        self.chart = "rating" if self.chart == "rate" else "rate"
        self.on_language()

    def on_resume(self, result=None) -> None:
        self.on_language()

    def on_enter(self) -> None:
        self.app.screenshot("statistics")

    def back(self) -> None:
        self.app.close()

    def ask_reset(self) -> None:
        """Ask before every count goes back to zero."""
        # box: overlay-title
        title = tr("Reset the statistics?")
        # box: subtitle
        line = tr("Every count goes back to zero, for good.")
        self.app.open(Screen.CONFIRM, title=title, line=line, entries=[
            # box: menu-button
            (Entry.RESET, N_("Reset"), "r", self.reset),
            # box: menu-button
            (Common.BACK, N_("Back"), "b", self.app.close)])

    def reset(self) -> None:
        self.app.stats.reset()
        self.app.close()

    # -- drawing ------------------------------------------------------------
    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        stats = self.app.stats.stats
        self.draw_backdrop(surface)
        # box: screen-title
        draw_text(surface, res, tr("Statistics"), BOXES["screen-title"], GOLD, center=(WIDTH // 2, 62))
        self._trophy(surface, res, stats)
        self._figures(surface, res, stats)
        for rect in (LEFT, RIGHT):
            surface.blit(panel(res, rect, 215), rect)
        self._lances(surface, res, stats)
        # box: stats-heading
        self._rate_rows(surface, res, tr("Your betting"), self._rates(stats), LEFT.top + 368)
        # box: stats-heading
        self._rate_rows(surface, res, tr("Señas"), self._senas(stats), LEFT.top + 534)
        if self.chart == "rate":
            self._recent(surface, res, stats)
        else:
            self._rating(surface, res, stats)
        self._opponents(surface, res, stats)
        self.widgets.draw(surface, res, self.clock.at(alpha), self.app.input.prompts)
        draw_notice(surface, res, self.app.stats.notice, HEIGHT - 26)

    @staticmethod
    def trophy_words(stats) -> str | None:
        """The championships won and ended, said beside the txapela, or None
        before any championship ended."""
        tally = stats.championships
        if not tally.played:
            return None
        # box: stats-trophy
        return ntr("{n} championship won, of {played}", "{n} championships won, of {played}", tally.won,
                   played=tally.played)

    def _trophy(self, surface, res, stats) -> None:
        """The txapela won in championships, top right: the beret (dimmed
        while none is won), how many won and of how many."""
        words = self.trophy_words(stats)
        if words is None:
            return
        frame = TROPHY.inflate(16, 12)
        surface.blit(panel(res, frame, 215), frame)  # the black beret on a panel, not on the dark felt
        beret = txapela(res, TROPHY.height * 2 - 16)
        badge = pygame.Rect(TROPHY.left, TROPHY.top, beret.get_width() + 16, TROPHY.height)
        pygame.draw.rect(surface, BADGE, badge, border_radius=12)  # a light ground: the beret is black
        if not stats.championships.won:
            beret = beret.copy()
            beret.set_alpha(90)
        surface.blit(beret, beret.get_rect(center=badge.center))
        draw_text(surface, res, words, BOXES["stats-trophy"], GOLD, midleft=(badge.right + 14, TROPHY.centery))

    def _sized(self, res, stats) -> tuple:
        """The rows' labels' box and the captions' box, each at one size for
        all of its texts (worked out again when the language or the counts change)."""
        captions = self._captions(stats)
        key = (self.app.i18n.code, captions)
        if self.boxes is None or self.boxes[0] != key:
            labels = [lance_word(name) for name in LANCE_FIELDS] + [label for label, _t in self._tallies(stats)]
            labels += [label for label, _p, _w in self._rates(stats) + self._senas(stats)]
            labels += list(self._legend_words()) + [label for label, _t in self._levels(stats)]
            self.boxes = (key, common_box(res, labels, BOXES["stats-label"]),
                          common_box(res, captions, BOXES["stats-caption"]))
        return self.boxes[1], self.boxes[2]

    @staticmethod
    def _captions(stats) -> tuple[str, ...]:
        """The captions under the big figures."""
        return (
            # box: stats-caption
            ntr("hand played", "hands played", stats.hands),  # each agrees with its figure above it
            # box: stats-caption
            ntr("game won, of {played}", "games won, of {played}", stats.games.won, played=stats.games.played),
            # box: stats-caption
            ntr("match won, of {played}", "matches won, of {played}", stats.matches.won,
                played=stats.matches.played),
            # box: stats-caption
            tr("of the games won"),
            # box: stats-caption
            tr("your rating, ± {margin}", margin=stats.rating.margin))

    def _figures(self, surface, res, stats) -> None:
        """Hands, games, matches, the win rate and the rating as big figures."""
        games, matches = stats.games, stats.matches
        rate = games.rate()
        figures = (str(stats.hands), str(games.won), str(matches.won), chance(rate) if rate is not None else "—",
                   str(stats.rating.shown))
        caption_box = self._sized(res, stats)[1]
        for i, (figure, caption) in enumerate(zip(figures, self._captions(stats))):
            centre = WIDTH // 10 + i * WIDTH // 5
            draw_text(surface, res, figure, BOXES["stats-big"], GOLD, midtop=(centre, 108))
            draw_text(surface, res, caption, caption_box, INK, midtop=(centre, 186))

    def _heading(self, surface, res, text: str, rect: pygame.Rect, y: int) -> None:
        draw_text(surface, res, text, BOXES["stats-heading"], GOLD, topleft=(rect.left + 28, y))

    def _row(self, surface, res, rect, y: int, label: str, value: str) -> pygame.Rect:
        """A row's label on the left, its value on the right; the bar's rect between."""
        draw_text(surface, res, label, self._sized(res, self.app.stats.stats)[0], INK, midleft=(rect.left + 28, y))
        draw_text(surface, res, value, BOXES["stats-value"], INK, midright=(rect.right - 28, y))
        return pygame.Rect(rect.left + BAR_X, y - BAR_H // 2, BAR_W, BAR_H)

    @staticmethod
    def _legend_words() -> tuple[str, str]:
        # box: stats-label
        won = tr("won")
        # box: stats-label
        return won, tr("lost")

    def _legend(self, surface, res, rect, y: int) -> None:
        box = self._sized(res, self.app.stats.stats)[0]
        won_word, lost_word = self._legend_words()
        won = text_surface(res, won_word, box, assets.TEAM_COLOURS[0])
        lost = text_surface(res, lost_word, box, assets.TEAM_COLOURS[1])
        surface.blit(won, won.get_rect(midleft=(rect.left + BAR_X, y)))
        surface.blit(lost, lost.get_rect(midright=(rect.left + BAR_X + BAR_W, y)))

    def _lances(self, surface, res, stats) -> None:
        # box: stats-heading
        self._heading(surface, res, tr("Lances won and lost"), LEFT, LEFT.top + 18)
        self._legend(surface, res, LEFT, LEFT.top + 70)
        y = LEFT.top + 104
        for name in LANCE_FIELDS:
            tally = stats.lance(name)
            bar = self._row(surface, res, LEFT, y, lance_word(name), f"{tally.won} - {tally.lost}")
            charts.split_bar(surface, bar, tally.won, tally.lost)
            y += LANCE_ROW
        y += 6
        for label, tally in self._tallies(stats):
            bar = self._row(surface, res, LEFT, y, label, f"{tally.won} - {tally.lost}")
            charts.split_bar(surface, bar, tally.won, tally.lost)
            y += LANCE_ROW

    @staticmethod
    def _tallies(stats) -> tuple:
        """The rows under the lances: (label, tally won and lost)."""
        # box: stats-label
        return ((tr("Points by Tira"), stats.tira_points),
                # box: stats-label
                (tr("Hordagos accepted"), stats.hordagos))

    @staticmethod
    def _rates(stats) -> tuple:
        """The player's betting: (label, part, whole)."""
        # box: stats-label
        return ((tr("Imido to open"), stats.imidos, stats.openings),
                # box: stats-label
                (tr("Iduki to a bet"), stats.held, stats.faced),
                # box: stats-label
                (tr("Tira to a bet"), stats.refused, stats.faced))

    @staticmethod
    def _senas(stats) -> tuple:
        """The señas: (label, part, whole)."""
        # box: stats-label
        return ((tr("Seen by your partner"), stats.keinuak_seen, stats.keinuak_made),
                # box: stats-label
                (tr("Caught by them"), stats.keinuak_caught, stats.keinuak_made),
                # box: stats-label
                (tr("Theirs you caught"), stats.keinuak_spotted, stats.keinuak_theirs))

    def _rate_rows(self, surface, res, heading: str, rows, y: int) -> None:
        """A heading, then a filled bar a row: how many of how many, and the share."""
        self._heading(surface, res, heading, LEFT, y)
        y += 52
        for label, part, whole in rows:
            share = Statistics.rate(part, whole)
            # box: stats-value
            value = tr("{part} of {whole}", part=part, whole=whole)
            bar = self._row(surface, res, LEFT, y, label, value)
            charts.share_bar(surface, bar, share, (255, 214, 64))
            if share is not None:
                inside = share > 0.15  # on the filled part, else just after it
                x = bar.left + 10 if inside else bar.left + max(bar.height, round(bar.width * share)) + 8
                draw_text(surface, res, chance(share), BOXES["stats-share"], (30, 24, 10) if inside else INK,
                          midleft=(x, bar.centery))
            y += RATE_ROW

    def _recent(self, surface, res, stats) -> None:
        # box: stats-heading
        self._heading(surface, res, tr("Win rate over the last games"), RIGHT, RIGHT.top + 20)
        # the chart and its two-line caption end above the pairs' heading (RIGHT.top + 300)
        chart = pygame.Rect(RIGHT.left + 28, RIGHT.top + 66, RIGHT.width - 56, 160)
        plot = charts.win_line(surface, chart, stats.recent)
        for share in (0.0, 0.5, 1.0):
            draw_text(surface, res, chance(share), BOXES["stats-axis"], DIM,
                      midright=(plot.left - 10, plot.bottom - round(plot.height * share)))
        if not stats.recent:  # the message between the 100% and the 50% lines, on neither
            # box: stats-note
            text = tr("No game finished yet")
            draw_text(surface, res, text, BOXES["stats-note"], DIM, center=(plot.centerx, plot.top + plot.height // 4))
        else:
            # box: stats-note
            text = tr("A dot per game (filled: won), the oldest on the left; the line: your win rate so far")
            draw_text(surface, res, text, BOXES["stats-note"], DIM, midtop=(chart.centerx, chart.bottom + 8))

    def _rating(self, surface, res, stats) -> None:
        """The rating after each game kept (from the start, while it is
        kept), in the band of its margin, over the levels' ratings."""
        rating = stats.rating
        # box: stats-heading
        self._heading(surface, res, tr("Your rating over the games"), RIGHT, RIGHT.top + 20)
        chart = pygame.Rect(RIGHT.left + 28, RIGHT.top + 66, RIGHT.width - 56, 160)
        points = [(shown(point.mu), margin(point.sigma)) for point in rating.history]
        if rating.history and rating.games == len(rating.history):  # the start is known: the first game's move shows
            points.insert(0, (shown(START_MU), margin(START_SIGMA)))
        marks = [shown(LEVEL_MU[level]) for level in LEVELS]
        scale = charts.rating_line(surface, chart, points, marks)
        plot = scale.plot
        for value in (scale.low, scale.high):
            draw_text(surface, res, str(value), BOXES["stats-axis"], DIM, midright=(plot.left - 10, scale.y(value)))
        box = BOXES["stats-mark"]
        ys = charts.spread_labels([scale.y(mark) for mark in marks], box.height, chart.top + 4, chart.bottom - 4)
        for level, y in zip(LEVELS, ys):
            draw_text(surface, res, LEVEL_WORDS[level.value], box, DIM, midleft=(plot.right + 12, y))
        if not points:  # the message in the widest gap between the lines, on none
            edges = sorted([plot.top, plot.bottom] + [scale.y(mark) for mark in marks])
            top, bottom = max(zip(edges, edges[1:]), key=lambda gap: gap[1] - gap[0])
            # box: stats-note
            text = tr("No game finished yet")
            draw_text(surface, res, text, BOXES["stats-note"], DIM, center=(plot.centerx, (top + bottom) // 2))
        else:
            # box: stats-note
            text = tr("Your rating after each game, the oldest on the left; the band: where it lies, "
                      "95 times in 100; dashed: each level's rating")
            draw_text(surface, res, text, BOXES["stats-note"], DIM, midtop=(chart.centerx, chart.bottom + 8))

    def _opponents(self, surface, res, stats) -> None:
        self._by_level(surface, res, stats)
        y = RIGHT.top + 300
        # box: stats-heading
        self._heading(surface, res, tr("Against each pair of opponents"), RIGHT, y)
        y += 56
        pairs = sorted(stats.opponents, key=lambda p: -p.games.played)[:PAIRS_SHOWN]
        if not pairs:
            # box: stats-note
            text = tr("The opponents you play a whole game against appear here")
            draw_text(surface, res, text, BOXES["stats-note"], DIM, midtop=(RIGHT.centerx, y))
            return
        for pair in pairs:
            who = team_members(pair.right.name, pair.left.name)
            sliders = f"{style_words(pair.right.personality)} · {style_words(pair.left.personality)}"
            draw_text(surface, res, who, BOXES["stats-pair"], INK, midleft=(RIGHT.left + 28, y - 9))
            draw_text(surface, res, sliders, BOXES["stats-pair"], DIM, midleft=(RIGHT.left + 28, y + 13))
            # box: stats-value
            value = tr("{part} of {whole}", part=pair.games.won, whole=pair.games.played)
            bar = pygame.Rect(RIGHT.left + 380, y - BAR_H // 2, 300, BAR_H)
            charts.split_bar(surface, bar, pair.games.won, pair.games.lost)
            draw_text(surface, res, value, BOXES["stats-value"], INK, midright=(RIGHT.right - 28, y))
            y += 50

    @staticmethod
    def _levels(stats) -> tuple:
        """The rows of games by the opponents' level: (label, tally); the
        opponents of two levels only once there are such games."""
        rows = tuple((LEVEL_WORDS[level.value], stats.by_level.of(level)) for level in LEVELS)
        if stats.by_level.mixed.played:
            # box: stats-label
            rows += ((tr("Two levels"), stats.by_level.mixed),)
        return rows

    def _by_level(self, surface, res, stats) -> None:
        """Games won and lost by the level of the opponents."""
        y = RIGHT.top + 486
        # box: stats-heading
        self._heading(surface, res, tr("Games by the opponents' level"), RIGHT, y)
        y += 52
        for label, tally in self._levels(stats):
            bar = self._row(surface, res, RIGHT, y, label, f"{tally.won} - {tally.lost}")
            charts.split_bar(surface, bar, tally.won, tally.lost)
            y += LEVEL_ROW
