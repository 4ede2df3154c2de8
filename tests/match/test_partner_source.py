"""The partner is derived from the seat (`model.partner_of`), never written
as a number: no module of game/ but the model's records works a partner out
as `(seat + 2) % 4`, names seat 2 as the partner (`PARTNER = 2`,
`seat_name(2)`) or asks whether the partner is to act as `to_act == 2`.
Screen places (the layout's seat 2 at the top of the felt) are not partners
and are not looked for."""
import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
HOME = GAME / "model" / "records.py"  # partner_of itself
BARE = re.compile(r"\(\s*[\w.\[\]]+\s*\+\s*2\s*\)\s*%\s*4"   # (seat + 2) % 4
                  r"|\bPARTNER\s*=\s*2\b"                     # PARTNER = 2
                  r"|seat_name\(\s*2\s*\)"                    # the partner's name by its number
                  r"|to_act\s*==\s*2\b")                      # the partner to act, by its number


def bare_partners(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if BARE.search(line)]


def test_the_check_finds_a_partner_written_as_a_number():
    made_up = "partner = (obs.seat + 2) % 4\nPARTNER = 2\nname = table.seat_name(2)\nif state.to_act == 2:\n"
    assert len(bare_partners(made_up)) == 4
    assert bare_partners("partner = partner_of(obs.seat)\nif seat == 2:  # the top of the felt\n") == []


def test_no_module_writes_the_partner_as_a_number():
    found = {str(path.relative_to(GAME)): lines for path in sorted(GAME.rglob("*.py")) if path != HOME
             for lines in [bare_partners(path.read_text(encoding="utf-8"))] if lines}
    assert found == {}, f"the partner written as a number (use model.partner_of): {found}"
