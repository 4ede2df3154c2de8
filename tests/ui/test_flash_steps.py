"""The partner's advice flashes in steps (game/ui/widgets.py): its brightness
is held for the whole of each step, a pulse shows FLASH_STEPS of them, and
the table asks for one frame a step, timed to the step's beginning."""
import pytest

from game.ui.widgets import FLASH_HZ, FLASH_STEP, FLASH_STEPS, flash_level, next_flash_step


def test_a_pulse_shows_its_steps_dark_to_bright_and_back():
    levels = [flash_level(k * FLASH_STEP) for k in range(FLASH_STEPS)]
    assert levels == pytest.approx([0.0, 0.5, 1.0, 0.5])
    assert FLASH_STEP * FLASH_STEPS == pytest.approx(1 / FLASH_HZ)


def test_the_level_is_held_through_each_step():
    for k in range(3 * FLASH_STEPS):
        start = k * FLASH_STEP
        inside = [flash_level(start + f * FLASH_STEP) for f in (0.0, 0.3, 0.7, 0.999)]
        assert max(inside) - min(inside) < 1e-9, (k, inside)
        assert flash_level(start + 1.001 * FLASH_STEP) != pytest.approx(inside[0]), k


def test_the_next_step_is_counted_from_any_moment():
    for seconds in (0.0, 0.05, FLASH_STEP - 1e-4, 1.0, 2.345):
        wait = next_flash_step(seconds)
        assert 0 < wait <= FLASH_STEP + 1e-9
        assert flash_level(seconds + wait + 1e-6) != pytest.approx(flash_level(seconds))
