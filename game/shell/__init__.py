"""The shell: the App (`main`: the display, the frame loop, the scene stack
and the registry of screens by name, `screens`), the smoke test (`smoke`)
and the test driver that plays through real input events (`driver`). The
top layer: it may import every other one (tests/test_layers.py)."""
