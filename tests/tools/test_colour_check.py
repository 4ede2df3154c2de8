"""tools/colour_check.py: red-green colour blindness simulated on the
table's and the review's screenshots; the game's two teams and its enabled
and disabled buttons stay apart, and a palette whose teams collide fails."""
import numpy as np
import pygame
import pytest

from tools import colour_check as cc

pytestmark = pytest.mark.filterwarnings("ignore:no fast renderer")
COLLIDING = ((200, 80, 40), (100, 140, 40))  # a red and a green of one lightness


def test_the_simulations_keep_white_and_grey_and_merge_red_with_green():
    for vision in cc.VISIONS:
        for grey in ((255, 255, 255), (128, 128, 128), (0, 0, 0)):
            assert np.abs(cc.simulate_rgb(np.array(grey), vision).astype(int) - grey).max() <= 2
    assert cc.delta_e(*COLLIDING) > 50  # apart to normal eyes...
    for vision in ("deuteranopia", "protanopia"):
        seen = [cc.simulate_rgb(np.array(c), vision) for c in COLLIDING]
        assert cc.delta_e(*seen) < cc.TEAM_MIN  # ...not to a red-green colour-blind player


def synthetic(teams, enabled=(230, 190, 60), disabled=(110, 110, 110)) -> cc.Shot:
    surf = pygame.Surface((400, 200))
    surf.fill((20, 30, 40))
    surf.fill(teams[0], (10, 10, 40, 20))
    surf.fill(teams[1], (60, 10, 40, 20))
    surf.fill(enabled, (10, 100, 80, 40))
    surf.fill(disabled, (110, 100, 80, 40))
    return cc.Shot("test", surf, [pygame.Rect(10, 100, 80, 40)], [pygame.Rect(110, 100, 80, 40)])


def test_measure_finds_the_team_inks_and_judges_them():
    from game import assets
    good = cc.measure(synthetic(assets.TEAM_COLOURS), assets.TEAM_COLOURS)
    assert {(f.vision, f.what) for f in good} == {(v, w) for v in cc.VISIONS for w in ("teams", "buttons")}
    assert all(f.ok for f in good)
    bad = cc.measure(synthetic(COLLIDING), COLLIDING)
    assert {f.vision for f in bad if not f.ok} == {"deuteranopia", "protanopia"}
    missing = cc.measure(synthetic(assets.TEAM_COLOURS), ((1, 2, 3), (4, 5, 6)))
    assert not any(f.ok for f in missing if f.what == "teams")  # nothing found: never a pass
    grey_buttons = cc.measure(synthetic(assets.TEAM_COLOURS, (120, 120, 120), (110, 110, 110)), assets.TEAM_COLOURS)
    assert not any(f.ok for f in grey_buttons if f.what == "buttons")


@pytest.mark.slow
def test_the_games_colours_pass_on_its_screenshots_and_colliding_teams_fail(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    figures = cc.check(out=tmp_path / "pictures")
    assert {(f.shot, f.vision, f.what) for f in figures} == (
        {("table", v, w) for v in cc.VISIONS for w in ("teams", "buttons")}
        | {("review", v, "teams") for v in cc.VISIONS})
    assert all(f.ok for f in figures), "\n".join(map(str, figures))
    saved = sorted(p.name for p in (tmp_path / "pictures").iterdir())
    assert saved == sorted(f"{s}-{v}.png" for s in ("table", "review") for v in cc.VISIONS)
    colliding = cc.check(COLLIDING)
    too_close = {(f.shot, f.vision) for f in colliding if not f.ok}
    assert too_close == {(s, v) for s in ("table", "review") for v in ("deuteranopia", "protanopia")}
    from game import assets
    assert assets.TEAM_COLOURS == ((30, 144, 255), (255, 92, 40))  # the game's own colours are back
