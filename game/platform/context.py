"""The App's context: what the whole game reads without being handed it.

Three things are read from everywhere, far from the App that chooses them:
the translations `tr` and `ntr` speak (game/platform/i18n.py), the controls
the input and the glyphs read (game/platform/controls.py) and the Text size
of the reading texts (game/ui/text.py). A `Context` holds the three; the App
makes its own and makes it the current one (`activate`, at its start and at
each pass of its loop), and the old accessors (`tr`, `controls.in_use`,
`text_scale`...) read the current context. A test makes a context, uses it
(`with using(Context(...)):`) and throws it away: what it changed is gone
with it, and no other context ever saw it.

With no App (a bare test, the record tool) the current context is a plain
one made on first use: English, the default controls, the normal Text size.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(eq=False, slots=True)
class Context:
    """The translations in use, the controls in use and the Text size (1, 1.2,
    1.4: game/platform/settings.py TEXT_SIZES). Left None, the translations
    and the controls are the plain ones, made by their own modules on first
    read (`i18n.installed`, `controls.in_use`: this module imports neither,
    they import it). Each context owns its own `Translations`: switching one's
    language never switches another's."""

    translations: object | None = None  # an i18n.Translations
    controls: object | None = None  # a controls.Controls
    text_scale: float = 1.0


_current: Context | None = None


def current() -> Context:
    """The context in use (a plain one, made now, if none was made current)."""
    global _current
    if _current is None:
        _current = Context()
    return _current


def activate(context: Context) -> Context:
    """Make `context` the current one; returns the one it replaces."""
    global _current
    before = current()
    _current = context
    return before


@contextmanager
def using(context: Context | None = None):
    """`context` (a new plain one by default) is current inside the block;
    the one before comes back after it."""
    context = Context() if context is None else context
    before = activate(context)
    try:
        yield context
    finally:
        activate(before)
