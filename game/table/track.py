"""The lance track across the middle of the felt: a plaque for each lance
(Haundia, Tipia, Pariak, then Jokua or Pundua) saying what it holds: nothing
yet, the bet on the table while it is played, "Paso", the accepted stake, a
Tira's points already paid, one team alone, or a Kanta. A deferred stake's
chips stand on the plaque's right end (game/table/chips.py); a plaque the
summary has counted greys out.
"""
from __future__ import annotations

from game import assets
from game.platform.i18n import tr
from game.words import call_word, lance_word
from game.model import Kind, Lance, Result
from game.ui.text import BOXES, draw_text
from game.ui.widgets import nine_slice

from . import layout
from game.words import team_name

GOLD = (255, 214, 64)
INK = (52, 40, 26)       # text on the cream plaques
RED_INK = (160, 40, 20)
GREY_INK = (150, 140, 120)
TEAM_INK = ((20, 90, 190), (200, 70, 20))  # team colours dark enough for cream
CHIP_ROOM = 52           # the right end of a plaque where deferred chips stand


class LanceTrack:
    def __init__(self) -> None:
        self.counted: set[Lance] = set()

    def clear(self) -> None:
        self.counted.clear()

    def count(self, lance: Lance) -> None:
        self.counted.add(lance)

    @staticmethod
    def lances(state, showing) -> tuple[Lance, ...]:
        results = {r.lance for r in state.track}
        last = Lance.PUNDUA if (Lance.PUNDUA in results or showing == Lance.PUNDUA) else Lance.JOKUA
        return (Lance.HAUNDIA, Lance.TIPIA, Lance.PARIAK, last)

    def look(self, state, showing, chips) -> tuple:
        return (self.lances(state, showing), state.track, showing, frozenset(self.counted),
                chips.look())

    def draw(self, surface, res, state, showing, chips) -> None:
        """`showing`: the lance on screen (the director's, which may be behind
        the model's); `chips`: the table's chips (the bet standing on it, and
        which plaques have deferred chips)."""
        results = {r.lance: r for r in state.track}
        for place, lance in enumerate(self.lances(state, showing)):
            rect = layout.plaque_rect(place)
            current = lance == showing
            stake, hordago = chips.standing(lance)
            surface.blit(plaque(res, rect.size, current), rect)
            centre_x = rect.centerx - (CHIP_ROOM // 2 if chips.plaques[place].value > 0 else 0)
            title = res.text(lance_word(lance), 24, RED_INK if current else INK, bold=True)
            surface.blit(title, title.get_rect(midtop=(centre_x, rect.top + 8)))
            value, colour = self._value(results.get(lance), current, stake, hordago)
            if lance in self.counted:
                colour = GREY_INK
            draw_text(surface, res, value, BOXES["plaque-value"], colour, midbottom=(centre_x, rect.bottom - 8))

    @staticmethod
    def _value(result, current: bool, stake: int, hordago: bool):
        if result is None:
            if current and hordago:
                return call_word(Kind.HORDAGO), RED_INK
            if current and stake:
                # box: plaque-value
                return tr("{n} on the table", n=stake), RED_INK
            return ("…" if current else "·"), INK
        kind = result.result
        if kind == Result.PASO:
            return call_word(Kind.PASO), INK
        if kind == Result.IDUKI:
            return f"{call_word(Kind.IDUKI)} {result.stake}", RED_INK
        if kind == Result.TIRA:
            # box: plaque-value
            return (tr("{answer}: {team} +{points}", answer=call_word(Kind.TIRA), team=team_name(result.team),
                       points=result.points), TEAM_INK[result.team])
        if kind == Result.KANTA:
            # box: plaque-value
            return tr("{answer}: {team}", answer=call_word(Kind.KANTA), team=team_name(result.team)), TEAM_INK[result.team]
        if kind == Result.ONE_TEAM:
            # box: plaque-value
            return tr("{team} only", team=team_name(result.team)), TEAM_INK[result.team]
        return "—", INK


def plaque(res, size, current: bool):
    """A plaque's frame (the sprite, outlined in gold for the lance in play)."""
    import pygame

    frame = nine_slice(res, assets.PLAQUE, size, assets.PLAQUE_SLICE)
    if frame is not None and not current:
        return frame

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if frame is not None:
            surf.blit(frame, (0, 0))
        else:
            pygame.draw.rect(surf, (246, 236, 210, 255), surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, GOLD if current else (170, 150, 100), surf.get_rect(), 3 if current else 2,
                         border_radius=12)
        return surf

    return res.made(("plaque", size, current), make)
