"""Write one PNG showing every Solo Mus sprite, for review by a person.

`python tools/contact_sheet.py [--out PATH] [--sprites DIR]` lays out the 40
cards at their hand size (150x232) in suit rows, the same cards again at the
other seats' size (96x148, smoothscaled exactly as the game will), then the
card back, chips (single and stacked), markers, frames (nine-sliced to a few
widths) and icons, all on a slice of the felt.  Owns nothing but this review
picture; the default output lies outside the repository.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(REPO))

import pygame  # noqa: E402

from game import assets as A  # noqa: E402


def nine_slice(img: pygame.Surface, w: int, h: int, m: int) -> pygame.Surface:
    """Stretch a frame to w x h keeping its m-pixel margins (as a screen would)."""
    iw, ih = img.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    xs = [(0, m, 0, m), (m, iw - m, m, w - m), (iw - m, iw, w - m, w)]
    ys = [(0, m, 0, m), (m, ih - m, m, h - m), (ih - m, ih, h - m, h)]
    for sx0, sx1, dx0, dx1 in xs:
        for sy0, sy1, dy0, dy1 in ys:
            part = img.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
            out.blit(pygame.transform.smoothscale(part, (dx1 - dx0, dy1 - dy0)), (dx0, dy0))
    return out


def build(sprites: Path) -> pygame.Surface:
    def load(name):
        return pygame.image.load(str(sprites / name))

    pad = 12
    cw, ch = A.CARD_SIZE
    sw, sh = A.SMALL_CARD_SIZE
    width = pad + 10 * (cw + pad) + pad
    big_rows = 4 * (ch + pad)
    per_row = (width - 2 * pad + 6) // (sw + 6)
    small_rows = -(-40 // per_row) * (sh + pad)
    height = pad + big_rows + 40 + small_rows + 40 + 270 + 100 + 150 + pad
    sheet = pygame.Surface((width, height))
    felt = load(A.FELT)
    for x in range(0, width, felt.get_width()):
        for y in range(0, height, felt.get_height()):
            sheet.blit(felt, (x, y))
    font = pygame.font.Font(None, 30)

    def label(text, pos):
        sheet.blit(font.render(text, True, (255, 240, 190)), pos)

    y = pad
    for suit in A.SUITS:
        for i, rank in enumerate(A.RANKS):
            sheet.blit(load(A.card_sprite_name(rank, suit)), (pad + i * (cw + pad), y))
        y += ch + pad
    label("the same cards at 96x148 (other seats), smoothscaled", (pad, y + 8))
    y += 40
    x = pad
    row_y = y
    for k, suit in enumerate(A.SUITS):
        for rank in A.RANKS:
            small = pygame.transform.smoothscale(load(A.card_sprite_name(rank, suit)), (sw, sh))
            sheet.blit(small, (x, row_y))
            x += sw + 6
            if x + sw > width - pad:
                x = pad
                row_y += sh + pad
    y = row_y + sh + pad
    label("back, chips, markers, frames, icons", (pad, y + 8))
    y += 40
    x = pad
    back = load(A.CARD_BACK)
    sheet.blit(back, (x, y))
    sheet.blit(pygame.transform.smoothscale(back, (sw, sh)), (x + cw + pad, y))
    x += cw + sw + 3 * pad
    for name in A.CHIP_SPRITES:
        img = load(name)
        sheet.blit(img, (x, y))
        # a stack of seven under it
        for k in range(7):
            sheet.blit(img, (x, y + 200 - k * A.CHIP_STACK_STEP))
        x += img.get_width() + 2 * pad
    # a mixed score stack: two amarrekos and three ones, team 0 then team 1
    for team in (0, 1):
        five, one = load(A.chip_sprite_name(team, 5)), load(A.chip_sprite_name(team, 1))
        seq = [five, five, one, one, one]
        for k, img in enumerate(seq):
            sheet.blit(img, (x, y + 200 - k * A.CHIP_STACK_STEP))
        x += five.get_width() + 2 * pad
    for name in (A.MARKER_ESKU, A.MARKER_DEALER):
        sheet.blit(load(name), (x, y))
        x += A.MARKER_SIZE[0] + pad
    x += pad
    for name in (A.ICON_HAUNDIA, A.ICON_TIPIA, A.ICON_PARIAK, A.ICON_JOKUA, A.ICON_PUNDUA):
        sheet.blit(load(name), (x, y))
        x += A.ICON_SIZE[0] + pad
    sheet.blit(load(A.ICON_GAME_SMALL), (x, y))
    sheet.blit(load(A.ICON_GAME), (width - pad - 256, y + 40))
    # frames
    fy = y + 270
    fx = pad + 20
    bfont = pygame.font.Font(None, 36)
    for name, text, colour in ((A.BUTTON, "Mus  [M]", (30, 22, 38)), (A.BUTTON_HOVER, "Mintza", (30, 22, 38)),
                               (A.BUTTON_PRESSED, "Iduki", (30, 22, 38)), (A.BUTTON_DISABLED, "Tira", (90, 90, 96))):
        img = nine_slice(load(name), 180, 72, A.BUTTON_SLICE)
        sheet.blit(img, (fx, fy))
        pressed = 6 if name == A.BUTTON_PRESSED else 0
        t = bfont.render(text, True, colour)
        sheet.blit(t, t.get_rect(center=(fx + 90, fy + 31 + pressed)))
        if name == A.BUTTON:
            ring = nine_slice(load(A.BUTTON_FOCUS), 180 + 2 * A.BUTTON_FOCUS_PAD, 72 + 2 * A.BUTTON_FOCUS_PAD, A.BUTTON_SLICE + A.BUTTON_FOCUS_PAD)
            sheet.blit(ring, (fx - A.BUTTON_FOCUS_PAD, fy - A.BUTTON_FOCUS_PAD))
        fx += 200
    fy2 = fy + 100
    fx = pad + 20
    sheet.blit(nine_slice(load(A.PANEL), 300, 150, A.PANEL_SLICE), (fx, fy2))
    sheet.blit(nine_slice(load(A.PLAQUE), 180, 56, A.PLAQUE_SLICE), (fx + 320, fy2))
    t = font.render("Haundia 2", True, (30, 22, 38))
    sheet.blit(t, t.get_rect(center=(fx + 410, fy2 + 28)))
    sheet.blit(nine_slice(load(A.BUBBLE), 220, 72, A.BUBBLE_SLICE), (fx + 320, fy2 + 76))
    t = font.render("Hordago!", True, (30, 22, 38))
    sheet.blit(t, t.get_rect(center=(fx + 430, fy2 + 112)))
    return sheet


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "solo-mus-contact-sheet.png")
    parser.add_argument("--sprites", type=Path, default=REPO / "sprites")
    args = parser.parse_args(argv)
    pygame.init()
    sheet = build(args.sprites)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"contact sheet: {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
