"""`python -m game` is the `solo-mus` command (game.cli)."""
import sys

from game.cli import main

sys.exit(main())
