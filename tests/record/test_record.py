"""The game record: golden records pinned for three seeds, a header for every
lance whose calls follow (checked against the model's story over many seeds),
players named beside their seats, games numbered, the version in the header."""
import io
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__, model
from game.model import events as E
from game.match import decision_stream
from game.record import write_moves, write_record

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools.make_golden_records import CASES, GOLDEN, golden_text, steady_player  # noqa: E402


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_records_are_unchanged(name):
    seed, rules = CASES[name]
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    assert golden_text(seed, rules) == expected, (
        f"the record of {name} changed: if a rule or the record's format was meant to change, "
        f"run python tools/make_golden_records.py and read the diff")


def _lances_of_calls(text: str) -> list[tuple[str, str]]:
    """(lance header in force, call) for every Ba/Ez and betting call line."""
    lance = None
    out = []
    for line in text.splitlines():
        header = re.fullmatch(r"  -- (\w+)(?: \(nobody holds Jokua\))? --", line)
        if header:
            lance = header.group(1)
            continue
        call = re.fullmatch(r"  \d \w+: (\S+)(?: \S+)*", line)
        if call and call.group(1) not in ("mus", "mintza", "discard"):
            out.append((lance, call.group(1)))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_every_call_is_under_its_own_lance_header(seed):
    rules = model.Rules(variant=model.VARIANTS[seed % 2], games_to_win=1 + seed % 2)
    out = io.StringIO()
    players = [steady_player] * 4
    last = write_record(rules, seed, out, players=players)
    assert last.phase == model.Phase.MATCH_OVER
    # The same game again, collecting every Ba/Ez and betting call with its lance from the story
    # (each decision from its seat's stream of the game's one seeding scheme, as the record plays it).
    state = model.new_game(rules, seed)
    expected = []
    while state.phase != model.Phase.MATCH_OVER:
        seat = state.to_act
        action = (model.actions.NEW_HAND if state.phase == model.Phase.HAND_OVER
                  else players[seat](model.observe(state, seat), decision_stream(seed, seat, state)))
        state = model.step(state, action)
        called = state.events[0]
        if called.phase in (model.Phase.CALLS, model.Phase.BETTING):
            expected.append((str(called.lance), called.action.kind))
    assert _lances_of_calls(out.getvalue()) == expected


def test_the_header_names_the_version_the_seats_and_numbers_the_games():
    out = io.StringIO()
    write_record(model.Rules(games_to_win=2, target=30), 3, out, players=[steady_player] * 4,
                 names=("You", "Maite", "Jon", "Uxue"))
    text = out.getvalue()
    first = text.splitlines()[0]
    assert first.startswith(f"Solo Mus {__version__} game record - seed 3")
    assert "1 Maite (right opponent)" in text and "2 Jon (partner)" in text
    assert re.search(r"^  2 Jon: ", text, re.M) and re.search(r"^  deal 3 Uxue: ", text, re.M)
    assert "== Game 1, hand 1:" in text and "== Game 2, hand" in text


def test_a_played_game_is_written_from_its_moves():
    rules = model.Rules()
    rng = random.Random(5)
    state = model.new_game(rules, 11)
    for _ in range(40):
        state = model.step(state, rng.choice(model.legal_actions(state)))
        if state.phase == model.Phase.MATCH_OVER:
            break
    out = io.StringIO()
    last = write_moves(rules, 11, state.history, out, source="game.json")
    assert last == state
    assert out.getvalue().splitlines()[0].endswith(", from game.json")


def test_solo_mus_record_prints_the_computer_players_game(tmp_path):
    run = subprocess.run([sys.executable, "-m", "game.cli", "record", "--seed", "4", "--games", "2"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith(f"Solo Mus {__version__} game record - seed 4")
    assert "\nWinner: team " in run.stdout and "  -- haundia --" in run.stdout


def test_record_from_a_kept_game_prints_the_game_that_was_played(tmp_path):
    import json

    sys.path.insert(0, str(ROOT / "tests"))
    from matches import kept_json
    rng = random.Random(3)
    state = model.new_game(model.Rules(), 12)
    for _ in range(60):
        state = model.step(state, rng.choice(model.legal_actions(state)))
        if state.phase == model.Phase.MATCH_OVER:
            break
    kept = tmp_path / "game.json"
    kept.write_text(json.dumps(kept_json(state, 12)))
    run = subprocess.run([sys.executable, "-m", "game.cli", "record", "--from", str(kept)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    expected = io.StringIO()
    write_moves(model.Rules(), 12, state.history, expected, source="game.json")
    assert run.stdout == expected.getvalue()
    calls = [line for line in run.stdout.splitlines() if re.match(r"  \d \w+: ", line)]
    assert len(calls) == sum(1 for m in state.history if m.action.kind != "new-hand")


def test_record_from_a_missing_or_damaged_file_says_so_in_one_line(tmp_path):
    damaged = tmp_path / "game.json"
    damaged.write_text('{"format": 1, "seed": 3}')
    for path in (tmp_path / "nothing.json", damaged):
        run = subprocess.run([sys.executable, "-m", "game.cli", "record", "--from", str(path)],
                             capture_output=True, text=True, cwd=ROOT, timeout=120)
        assert run.returncode == 1 and run.stdout == ""
        assert run.stderr.count("\n") == 1 and run.stderr.startswith(f"solo-mus: {path}: ")


def _passer(observation, rng):
    """Mintza at once, Paso whenever it may, else its first legal call."""
    legal = observation.legal
    for action in legal:
        if action.kind in (model.Kind.MINTZA, model.Kind.PASO):
            return action
    return legal[0]


def test_a_general_paso_in_jokua_says_what_the_summary_pays():
    """RULES.md: a general Paso in Jokua pays the bonus alone; the record
    said "1 to the better hand" there, while the summary below it added the
    bonus (2 or more)."""
    checked = 0
    for seed in range(30):
        out = io.StringIO()
        write_record(model.Rules(), seed, out, players=[_passer] * 4)
        lines = out.getvalue().splitlines()
        for i, line in enumerate(lines):
            if line.strip().startswith("jokua: paso"):
                assert line.strip() == "jokua: paso (the better Jokua's bonus, at the summary)"
                summary = next(j for j in range(i, len(lines)) if lines[j] == "  summary:")
                jokua = [s for s in lines[summary:summary + 6] if s.strip().startswith("jokua:")]
                assert jokua and all("(bonus)" in s for s in jokua), lines[summary:summary + 6]
                assert int(jokua[0].split("+")[1].split()[0]) >= 2
                checked += 1
            elif line.strip().startswith(("haundia: paso", "tipia: paso", "pariak: paso", "pundua: paso")):
                assert line.strip().endswith("paso (1 to the better hand, at the summary)")
    assert checked >= 3


def test_a_kanta_won_on_a_tie_says_so():
    """A Hordago accepted on tied hands: the lance went to the hand nearer
    Esku, and the record's line for the Kanta says so (as the table does)."""
    from deals import play, stacked
    from game.record import _settled
    tie = {0: "12o 11o 7o 6o", 1: "12c 11c 7c 6c", 2: "1o 4c 5c 4e", 3: "1c 4o 5e 6e"}
    tied = play(stacked(tie, dealer=0), "mintza", "hordago", "kanta").track[-1]
    assert _settled(tied) == "haundia: Hordago accepted: team 1 wins the lance on a tie (Esku first) and the game on the spot"
    assert _settled(model.LanceResult(model.Lance.HAUNDIA, model.Result.KANTA, team=0)) == \
        "haundia: Hordago accepted: team 0 wins the lance and the game on the spot"


def with_an_unseen_sena(match):
    """The same match with one more seña, by seat 1 and seen by no one, made
    at the first moment señas may be made after its third seña."""
    from game.match import Match, Signing
    again = Match.begin(match.rules, match.seed, seating=match.seating)
    added = False
    for entry in match.entries():
        if type(entry) is Signing:
            again = again.signed(entry.seat, entry.keinua, entry.seen_by)
            continue
        if not added and len(again.keinuak) >= 3 and model.signing_open(again.state):
            again = again.signed(1, min(model.keinuak_of(again.state.hands[1], again.rules)), ())
            added = True
        again = again.then(entry.action)
    assert added
    return again


def test_record_from_a_kept_game_prints_each_sena_at_its_moment(tmp_path):
    """Each seña of a kept game is a line where it was made, among the calls:
    who signed (seat and name), the seña with what it tells and its sign, and
    who saw it (or no one); without its señas the record is the same."""
    import json

    from game.match.kept import to_json
    from game.record import DEFAULT_NAMES
    sys.path.insert(0, str(ROOT / "tests"))
    from matches import signed_match
    match = with_an_unseen_sena(signed_match(seed=4, hands=3))
    kept = tmp_path / "game.json"
    kept.write_text(json.dumps(to_json(match)))
    run = subprocess.run([sys.executable, "-m", "game.cli", "record", "--from", str(kept)],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    signed = [i for i, line in enumerate(lines) if re.match(r"  \d \w+ signs ", line)]
    assert len(signed) == len(match.keinuak) > 4
    calls = [i for i, line in enumerate(lines) if re.match(r"  \d \w+: ", line)]
    for at, signing in zip(signed, match.keinuak):
        made = sum(1 for m in match.moves[:signing.moves] if m.action.kind != "new-hand")
        assert sum(1 for i in calls if i < at) == made  # after the calls made before it, before the next
        seen = ", ".join(f"{s} {DEFAULT_NAMES[s]}" for s in signing.seen_by) or "no one"
        assert lines[at].startswith(f"  {signing.seat} {DEFAULT_NAMES[signing.seat]} signs {signing.keinua} (")
        assert lines[at].endswith(f"), seen by {seen}")
    assert sum(line.endswith(", seen by no one") for line in lines) == 1
    shown = {"two-kings": "(a pair of kings: lower lip bitten)", "ciego": "(nothing worth a seña: both eyes closed)",
             "thirty-one": "(Jokua of 31: a wink)"}
    for line in (lines[i] for i in signed):
        kept_name = line.split(" signs ")[1].split(" ")[0]
        assert shown.get(kept_name, "(") in line
    assert any(kept_name in lines[i] for i in signed for kept_name in shown)
    plain = io.StringIO()  # the same game without its señas: the same lines but theirs
    write_moves(match.rules, match.seed, match.moves, plain, source="game.json")
    assert plain.getvalue().splitlines() == [line for i, line in enumerate(lines) if i not in set(signed)]


# -- the players of a kept game (issue #37: `record --from` printed Mikel, Ane
# and Itziar for a game whose players were renamed; the hand review named them
# right; a record says each computer player's level too) --------------------
def renamed_match_of_two_games():
    """A match of 2 games (30 points) with renamed players of each level, and
    others in their seats from the second game on; played to its end."""
    from game.ai import Personality
    from game.ai.levels import Level
    from game.match import Lineup, Match
    from game.platform.settings import ComputerPlayer
    first = (ComputerPlayer("Maite", Personality(7, 3, 6, 4, Level.IKASLE)),
             ComputerPlayer("Jon", Personality(4, 6, 5, 8)),
             ComputerPlayer("Uxue", Personality(9, 1, 5, 5, Level.TXAPELDUN)))
    second = (ComputerPlayer("Koldo", Personality(5, 5, 5, 5, Level.TXAPELDUN)),
              ComputerPlayer("Nerea", Personality(2, 2, 2, 2, Level.IKASLE)),
              ComputerPlayer("Iker", Personality(8, 8, 8, 8)))
    rng = random.Random(8)
    match = Match.begin(model.Rules(target=30, games_to_win=2), 21, (Lineup(1, first),))
    while not match.finished:
        state = match.state
        if state.phase == model.Phase.HAND_OVER and state.game_winner is not None and len(match.lineups) == 1:
            match = match.with_lineups(match.lineups + (Lineup(state.hand_number + 1, second),))
        match = match.then(rng.choice(model.legal_actions(state)))
    assert len(match.lineups) == 2
    return match


def test_record_from_a_kept_game_names_its_players_and_their_levels(tmp_path, capsys):
    import json
    from game.cli import main
    from game.match.kept import to_json
    match = renamed_match_of_two_games()
    path = tmp_path / "last-game.json"
    path.write_text(json.dumps(to_json(match)), encoding="utf-8")
    assert main(["record", "--from", str(path)]) == 0
    text = capsys.readouterr().out
    lines = text.splitlines()
    assert lines[1] == "Seats: 0 You (the player), 1 Maite (right opponent), 2 Jon (partner), 3 Uxue (left opponent)"
    assert lines[2] == ("Computer players (sliders Haundia Tipia Pariak Jokoa, level): "
                        "1 Maite 7364 Ikasle, 2 Jon 4658 Normal, 3 Uxue 9155 Txapeldun")
    second = match.lineups[1].first_hand
    assert (f"Computer players from hand {second} (sliders Haundia Tipia Pariak Jokoa, level): "
            f"1 Koldo 5555 Txapeldun, 2 Nerea 2222 Ikasle, 3 Iker 8888 Normal") in lines
    before, after = text.split(f"from hand {second} ")
    assert re.search(r"^  deal 1 Maite: ", before, re.M) and re.search(r"^  deal 3 Uxue: ", before, re.M)
    assert re.search(r"^  deal 1 Koldo: ", after, re.M) and re.search(r"^  deal 2 Nerea: ", after, re.M)
    assert not re.search(r"\b(Mikel|Ane|Itziar)\b", text)
    assert not re.search(r"\b(Maite|Jon|Uxue)\b", after)
    for number in (1, second):  # --hand N names them as the review does, each as it played
        assert main(["record", "--from", str(path), "--hand", str(number)]) == 0
        hand = capsys.readouterr().out
        names = ("Maite", "Jon", "Uxue") if number == 1 else ("Koldo", "Nerea", "Iker")
        assert hand.splitlines()[1] == (f"Seats: 0 You (the player), 1 {names[0]} (right opponent), "
                                        f"2 {names[1]} (partner), 3 {names[2]} (left opponent)")
        assert not re.search(r"\b(Mikel|Ane|Itziar)\b", hand)
        levels = ("7364 Ikasle", "4658 Normal", "9155 Txapeldun") if number == 1 else \
            ("5555 Txapeldun", "2222 Ikasle", "8888 Normal")
        assert hand.splitlines()[2] == ("Computer players (sliders Haundia Tipia Pariak Jokoa, level): "
                                        + ", ".join(f"{s} {n} {said}" for s, n, said in zip((1, 2, 3), names, levels)))


def test_a_seeded_record_says_its_players_level():
    out = io.StringIO()
    write_record(model.Rules(), 4, out)
    assert out.getvalue().splitlines()[2] == ("Computer players: every seat, sliders (Haundia Tipia Pariak Jokoa) "
                                              "5555, level Normal")
