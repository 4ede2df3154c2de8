"""The rating in the statistics (game/match/statistics.py, kept by
game/match/stats_store.py): each game of a counted hand moves it once, by the
levels of the lineup that played it; it is kept in stats.json with its
history through a restart; a stats.json from before the rating loads without
a notice and starts one; a damaged rating is set aside with the file, the
other counts kept; a full history stays far below the file's size bound."""
import json
import random

from game import model
from game.ai import Personality
from game.ai.levels import Level
from game.match import Lineup
from game.match.rating import HISTORY, Rating, RatingPoint, rated
from game.match.statistics import OPPONENT_PAIRS, PairRecord, Statistics, counted, hand_key
from game.match.stats_store import SIZE_LIMIT, StatsStore, from_json, to_json
from game.model import Phase
from game.model.randomness import SEED_LIMIT
from game.match.computer_player import ComputerPlayer

OVER = (Phase.HAND_OVER, Phase.MATCH_OVER)


def lineup(right, partner, left, first_hand=1):
    return Lineup(first_hand, (ComputerPlayer("Mikel", Personality(level=right)),
                               ComputerPlayer("Ane", Personality(level=partner)),
                               ComputerPlayer("Itziar", Personality(level=left))))


def hands_of(seed, rules):
    """The states that end each hand of a random seeded match."""
    rng = random.Random(seed)
    state = model.new_game(rules, seed)
    ends = []
    while state.phase != Phase.MATCH_OVER:
        before = state
        legal = model.legal_actions(state)
        # Hordago rarely, so that a game lasts a few hands
        state = model.step(state, rng.choices(legal, [0.1 if a.kind == "hordago" else 1.0 for a in legal])[0])
        if state.phase in OVER and before.phase not in OVER:
            ends.append(state)
    return ends


def test_every_game_moves_the_rating_once_by_its_lineups_levels():
    rules = model.Rules(games_to_win=2)
    ends = hands_of(8, rules)
    first = lineup(Level.IKASLE, Level.TXAPELDUN, Level.NORMAL)
    later = lineup(Level.TXAPELDUN, Level.IKASLE, Level.TXAPELDUN)
    stats, want = Statistics(), Rating()
    for number, end in enumerate(ends):
        used = first if number < len(ends) // 2 else later
        key = hand_key(8, end.hand_number, len(end.history))
        stats = counted(stats, end.story, used, key)
        stats = counted(stats, end.story, used, key)  # the same hand again: not counted twice
        winner = next((event.team for event in end.story if type(event).__name__ == "GameWon"), None)
        if winner is not None:
            right, partner, left = (p.personality.level for p in used.players)
            want = rated(want, winner == 0, partner, (right, left), key)
    assert stats.games.played >= 2 and stats.rating == want
    assert stats.rating.games == stats.games.played == len(stats.rating.history)
    last = ends[-1]
    assert stats.rating.history[-1].game == hand_key(8, last.hand_number, len(last.history))


def test_a_hand_that_ends_no_game_leaves_the_rating():
    ends = hands_of(1, model.Rules())
    assert len(ends) > 1
    stats = counted(Statistics(), ends[0].story, lineup(Level.NORMAL, Level.NORMAL, Level.NORMAL), "1:1:9")
    assert stats.hands == 1 and stats.games.played == 0 and stats.rating == Rating()


def played(seed=2):
    stats = Statistics()
    for end in hands_of(seed, model.Rules(games_to_win=3)):
        stats = counted(stats, end.story, lineup(Level.NORMAL, Level.NORMAL, Level.IKASLE),
                        hand_key(seed, end.hand_number, len(end.history)))
    assert stats.rating.games >= 3
    return stats


def test_the_rating_and_its_history_are_kept_through_a_restart(tmp_path):
    path = tmp_path / "stats.json"
    store = StatsStore(path)
    for end in hands_of(6, model.Rules(games_to_win=2)):
        store.count_hand(end, 6, lineup(Level.TXAPELDUN, Level.NORMAL, Level.TXAPELDUN))
    store.flush()
    kept = json.loads(path.read_text(encoding="utf-8"))["rating"]
    assert kept["games"] == store.stats.games.played >= 2 and len(kept["history"]) == kept["games"]
    again = StatsStore(path)
    assert again.stats == store.stats and again.notice is None
    assert again.stats.rating.history == store.stats.rating.history


def test_a_file_from_before_the_rating_loads_and_starts_one(tmp_path):
    """stats.json as the game writes it today (no "rating"): no notice, no
    file set aside, every count kept, the rating at its start; the next game
    counted is the rating's first."""
    stats = played()
    today = {k: v for k, v in to_json(stats).items() if k != "rating"}
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(today), encoding="utf-8")
    store = StatsStore(path)
    assert store.notice is None and not list(tmp_path.glob("stats.json.bad-*"))
    assert store.stats.rating == Rating() and store.stats.games == stats.games and store.stats.hands == stats.hands
    for end in hands_of(5, model.Rules()):
        store.count_hand(end, 5, lineup(Level.NORMAL, Level.NORMAL, Level.NORMAL))
    store.flush()
    assert store.stats.rating.games == 1 and len(store.stats.rating.history) == 1
    assert StatsStore(path).stats.rating == store.stats.rating


def test_a_damaged_rating_is_set_aside_and_the_other_counts_kept(tmp_path):
    stats = played()
    data = to_json(stats)
    path = tmp_path / "stats.json"
    for bad in ({**data["rating"], "sigma": -2.0}, {**data["rating"], "mu": "high"},
                {**data["rating"], "history": [{"mu": 25.0}]}, "rating"):
        path.write_text(json.dumps({**data, "rating": bad}), encoding="utf-8")
        store = StatsStore(path)
        store.flush()
        assert "damaged" in store.notice and "rating" in store.notice
        assert (store.stats.hands, store.stats.games, store.stats.tipia) == (stats.hands, stats.games, stats.tipia)
        assert store.stats.rating != stats.rating
    assert len(list(tmp_path.glob("stats.json.bad-*"))) == 4
    read, problems = from_json(json.loads(json.dumps(data)))
    assert (read, problems) == (stats, [])


def test_a_full_history_stays_far_below_the_files_bound():
    """The largest statistics the game keeps: every pair of opponents, a
    history of HISTORY games with the longest seeds and keys: at most a
    quarter of SIZE_LIMIT."""
    rating = Rating()
    biggest = SEED_LIMIT - 1
    for game in range(HISTORY + 3):
        rating = rated(rating, game % 2 == 0, Level.NORMAL, (Level.TXAPELDUN, Level.IKASLE),
                       hand_key(biggest, 9999 + game, 99999))
    assert len(rating.history) == HISTORY and isinstance(rating.history[0], RatingPoint)
    pairs = tuple(PairRecord(ComputerPlayer(f"Koldo-Mike{n:02}"), ComputerPlayer(f"Itziar-Ane{n:02}"))
                  for n in range(OPPONENT_PAIRS))
    stats = Statistics(opponents=pairs, rating=rating, last_hand=hand_key(biggest, 9999, 99999))
    text = json.dumps(to_json(stats), ensure_ascii=False, indent=1) + "\n"
    assert len(text.encode("utf-8")) < SIZE_LIMIT / 4


def test_the_partner_is_the_seat_across_from_the_players():
    """The rating counts the partner's level from the seat across from the
    one the lineup leaves to the player (seat 2 when the player sits at 0)."""
    from game.match.statistics import partner_level
    players = (ComputerPlayer("Mikel", Personality(level=Level.IKASLE)),
               ComputerPlayer("Ane", Personality(level=Level.TXAPELDUN)),
               ComputerPlayer("Itziar", Personality(level=Level.NORMAL)))
    assert partner_level(Lineup(1, players)) is Level.TXAPELDUN             # seats 1, 2, 3: the player at 0
    assert partner_level(Lineup(1, players, (0, 1, 3))) is Level.IKASLE     # the player at 2: seat 0 is the partner
