"""`python -m game` starts Solo Mus through the project's command line."""
import sys

try:
    from game.cli import main
except ModuleNotFoundError as missing:  # before game/cli.py exists: the game alone
    if missing.name != "game.cli":
        raise
    from game.app.main import run

    def main() -> int:
        return run(sys.argv[1:])

sys.exit(main())
