"""tools/tournament.py: the keinuak specs and the second B met on the same deals."""
import pytest

from tools import tournament


def test_also_b_plays_the_same_deals_and_says_how_the_share_changes(capsys):
    assert tournament.main(["--a", "ai:5555+k", "--b", "ai:5555", "--also-b", "ai:5555+all",
                            "--games", "2", "--jobs", "1", "--duplicate", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "A = ai:5555+k, B = ai:5555:" in out and "A = ai:5555+k, B = ai:5555+all:" in out
    assert "A's share against ai:5555+all is" in out


def test_a_bad_keinuak_suffix_is_refused_before_any_game():
    with pytest.raises(ValueError, match="keinuak suffix"):
        tournament.main(["--a", "ai:5555+q", "--games", "2", "--jobs", "1"])
