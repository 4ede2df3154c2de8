"""The table: a hand of Mus played on screen, every call of RULES.md visible.

The scene holds the model `State` it shows and changes it only by sending an
Action to `model.step` (a button the player pressed, or a computer player's
choice). After each step it compares the two states and sets its scene objects
moving: cards dealt, lifted, thrown and drawn; speech bubbles with each call;
the lance banner and the lance track; the stake in the centre; chips sliding
to a team's score after a Tira. Major transitions (end of the Mus phase, each
lance's outcome, the summary) queue a short pause that a click or Confirm
skips. Computer players act on a timer at a readable pace, their choice worked
out on a worker thread so the frame loop never waits. When the partner is the
team's voice in a betting round, the partner's own choice flashes on its
button as advice; the player decides.
"""
from __future__ import annotations

import random
from collections import deque
from concurrent.futures import ThreadPoolExecutor

import pygame

from game import assets, model
from game.app import input as intents
from game.app.i18n import call_word, lance_word, tr
from game.model import actions as A
from game.scenes.base import WIDTH, Scene
from game.scenes.players import computer_choice, seat_names, seat_personalities
from game.ui import chips
from game.ui.bubbles import Banner, Bubble
from game.ui.cards import BIG, SMALL, CardView
from game.ui.glyphs import prompt_line  # pad: prompts with the pad's glyphs
from game.ui.widgets import Button, Toggle, WidgetSet, panel

# -- pace, in seconds at --speed 1 ---------------------------------------------
DEAL_GAP = 0.09
CARD_FLIGHT = 0.32
CARD_SLIDE = 0.2
THINK = 0.9
PAUSE = 1.7
BANNER = 0.95
BUBBLE_LIFE = 4.5
# Enter or Space in the first moments of the player's turn is taken as one
# more press to skip the pause that just ended, never as a call (seconds).
CONFIRM_GRACE = 0.35
CHIP_FLIGHT = 0.55
FLIP = 0.3

_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="solo-mus-ai")

# -- where things are on the 1920x1080 table -----------------------------------
NAME_AT = {0: (170, 860), 1: (1748, 298), 2: (620, 58), 3: (172, 298)}
BUBBLE_AT = {0: (640, 768), 1: (1530, 420), 2: (1340, 100), 3: (390, 420)}
MARKER_AT = {0: (170, 930), 1: (1748, 712), 2: (620, 124), 3: (172, 712)}
DECK_AT = {0: (700, 640), 1: (1500, 500), 2: (912, 200), 3: (330, 500)}
HEAP_AT = (1230, 420)
STAKE_AT = (960, 540)
SCORE_RECT = {0: pygame.Rect(24, 24, 430, 196), 1: pygame.Rect(1466, 24, 430, 196)}
TRACK_TOP = 276
PLAQUE_SIZE = (210, 74)
MESSAGE_AT = (960, 640)
BUTTON_X = (1040, 1248, 1456, 1664)
BUTTON_Y = (812, 902, 992)
BUTTON_SIZE = (196, 72)
TEAM_COLOUR = assets.TEAM_COLOURS
GOLD = (255, 214, 64)
INK = (52, 40, 26)  # text on the cream plaques
RED_INK = (160, 40, 20)
TEAM_INK = ((20, 90, 190), (200, 70, 20))  # team colours dark enough for cream
LANCE_ICONS = {
    "haundia": assets.ICON_HAUNDIA, "tipia": assets.ICON_TIPIA, "pariak": assets.ICON_PARIAK,
    "jokua": assets.ICON_JOKUA, "pundua": assets.ICON_PUNDUA,
}
# The player's call buttons: name -> (column, row, hotkey, phase group).
CALLS = {
    "mus": (0, 0, "m", "mus"), "mintza": (1, 0, "n", "mus"),
    "discard": (0, 0, "d", "discard"),
    "ba": (0, 0, "b", "calls"), "ez": (1, 0, "e", "calls"),
    "paso": (0, 0, "p", "betting"), "imido": (1, 0, "i", "betting"),
    "iduki": (2, 0, "d", "betting"), "tira": (3, 0, "t", "betting"),
    "gehiago": (0, 1, "g", "betting"), "hordago": (1, 1, "h", "betting"),
    "kanta": (2, 1, "k", "betting"),
}


def slot(seat: int, i: int) -> tuple[int, int]:
    """Top-left of the i-th card of a seat's hand."""
    if seat == 0:
        return (330 + i * 168, 826)
    if seat == 2:
        return (741 + i * 114, 26)
    return (1700 if seat == 1 else 124, 336 + i * 64)


def team_name(team: int) -> str:
    return tr("Us") if team == 0 else tr("Them")


def call_text(action) -> str:
    """What a seat's bubble says: the Basque call, with its amount."""
    kind = action.kind
    if kind == "imido":
        return f"{call_word('imido')} {action.amount}"
    if kind == "gehiago":
        return f"{action.amount} {call_word('gehiago')}"
    if kind == "discard":
        return tr("Changes {n}", n=len(action.cards) or action.amount)
    return call_word(kind)


class Beat:
    """A step of the table's timeline: wait `seconds` (a pause shows `message`
    and can be skipped), run `start` when it begins and `then` when it ends."""

    __slots__ = ("seconds", "message", "skippable", "start", "then", "begun")

    def __init__(self, seconds: float, message: str | None = None, skippable: bool = False,
                 start=None, then=None) -> None:
        self.seconds = seconds
        self.message = message
        self.skippable = skippable
        self.start = start
        self.then = then
        self.begun = False


class TableScene(Scene):
    def __init__(self, app, state: model.State | None = None, seed: int | None = None) -> None:
        """A new game from the app's next seed, or `state` (a resumed game,
        dealt from `seed`)."""
        super().__init__(app)
        self.autoplay = app.options.autoplay
        settings = app.settings
        if state is None:
            seed = app.seed
            app.seed += 1  # the next new game is dealt differently
            state = model.new_game(settings.rules(), seed)
        self.seed = seed if seed is not None else app.seed
        self.state = state
        self.rng = random.Random(self.seed * 7919 + 17 + len(state.history))
        self.names = seat_names(settings)
        self.personalities = seat_personalities(settings)
        self.views: dict[int, list[CardView]] = {s: [] for s in range(4)}
        self.leaving: list[CardView] = []
        self.bubbles: dict[int, Bubble] = {}
        self.banner: Banner | None = None
        self.flights: list[chips.ChipFlight] = []
        self.beats: deque[Beat] = deque()
        self.thinking = None  # (seat, seconds left, future)
        self.awaiting = False  # the player is to decide
        self.turn_began = 0.0  # the scene clock when the player's turn began
        self.advice = None
        self.advice_future = None
        self.amount = A.MIN_BET
        self.lifted: set = set()
        self.shown_scores = list(self.state.scores)
        # the bet standing in the centre (a resumed game may start mid-betting)
        self.centre_stake = 0
        self.centre_hordago = False
        self.summary_open = False
        self.counted_lances: set[str] = set()
        self.widgets = WidgetSet()
        self.buttons: dict[str, Button] = {}
        self._build_buttons()
        self.prewarm()
        self.deal_views()

    # ------------------------------------------------------------------ setup
    def t(self, seconds: float) -> float:
        """A pace scaled by the play speed (settings, times --speed)."""
        return seconds / self.app.speed

    def seat_name(self, seat: int) -> str:
        return tr(self.names[seat]) if seat == 0 else self.names[seat]

    def use_players(self, settings) -> None:
        """New names and styles for the computer players (between two games)."""
        self.names = seat_names(settings)
        self.personalities = seat_personalities(settings)

    def _build_buttons(self) -> None:
        w, h = BUTTON_SIZE
        for name, (col, row, key, _group) in CALLS.items():
            rect = (BUTTON_X[col], BUTTON_Y[row], w, h)
            self.buttons[name] = self.widgets.add(Button(name, "", rect, key, self._pressed))
        self.buttons["less"] = self.widgets.add(
            Button("less", "-", (1664, BUTTON_Y[1], 64, h), "-", self._pressed, 34))
        self.buttons["more"] = self.widgets.add(
            Button("more", "+", (1796, BUTTON_Y[1], 64, h), "+", self._pressed, 34))
        for i in range(4):
            x, y = slot(0, i)
            self.buttons[f"card{i}"] = self.widgets.add(
                Toggle(f"card{i}", (x, y, *BIG), str(i + 1), self._pressed))
        self._label_buttons()
        self.refresh_buttons()

    def _label_buttons(self) -> None:
        for name in CALLS:
            if name == "imido":
                label = f"{call_word('imido')} {self.amount}"
            elif name == "gehiago":
                label = f"{call_word('gehiago')} {self.amount}"
            elif name == "discard":
                label = tr("Discard")
            else:
                label = call_word(name)
            self.buttons[name].label = label

    def seat_face_up(self, seat: int) -> bool:
        return seat == 0 or self.state.shown

    def deal_views(self) -> None:
        """Fresh card views for a dealt hand: one card at a time from Esku,
        flying from the dealer's place."""
        st = self.state
        self.views = {s: [] for s in range(4)}
        self.leaving.clear()
        self.lifted.clear()
        self.bubbles.clear()
        self.counted_lances.clear()
        self.shown_scores = list(st.scores)
        # the bet standing in the centre (a resumed game may start mid-betting)
        betting = st.phase == "betting"
        self.centre_stake, self.centre_hordago = (st.stake, st.hordago) if betting else (0, False)
        # Rebuild the deal order from the hand as dealt (engine deals from Esku).
        start = DECK_AT[st.dealer]
        first_hands = self._dealt_hands()
        for i in range(16):
            seat = (st.esku + i) % 4
            card = first_hands[seat][i // 4]
            view = CardView(card, seat, BIG if seat == 0 else SMALL, start, seat == 0)
            self.views[seat].append(view)
            view.move_to(slot(seat, i // 4), self.t(CARD_FLIGHT), self.t(DEAL_GAP * i), appear=True)
        # After any exchanges already made (a restored state), show the hand as it is.
        for seat in range(4):
            if tuple(v.card for v in self.views[seat]) != st.hands[seat]:
                self.views[seat] = [CardView(c, seat, BIG if seat == 0 else SMALL, slot(seat, i),
                                             self.seat_face_up(seat))
                                    for i, c in enumerate(st.hands[seat])]
        deal_time = self.t(DEAL_GAP * 15 + CARD_FLIGHT)
        self.beats.append(Beat(deal_time))
        self.beats.append(Beat(0.0, start=lambda: self.app.screenshot(f"hand{st.hand_number}-deal")))
        if st.lance is not None:  # no Mus asked (max_mus_rounds 0): the lances begin at once
            self.announce(st.lance)
        self.refresh_buttons()

    def _dealt_hands(self):
        return self.state.hands

    # --------------------------------------------------------------- queries
    def player_decides(self, state=None) -> bool:
        """The player clicks this decision: seat 0's own calls, and the team's
        betting when the partner (seat 2) is the voice."""
        st = state or self.state
        if self.autoplay or st.to_act is None or st.phase in ("hand-over", "match-over"):
            return False
        return st.to_act == 0 or (st.phase == "betting" and st.to_act == 2)

    def partner_is_voice(self) -> bool:
        st = self.state
        return st.phase == "betting" and st.to_act == 2

    @property
    def busy(self) -> bool:
        return bool(self.beats) or self.summary_open

    def enabled_buttons(self) -> list[Button]:
        return [w for w in self.widgets.widgets if w.visible and w.enabled]

    def flashing_buttons(self) -> list[Button]:
        return [b for b in self.buttons.values() if b.visible and b.flashing]

    def current_pause(self) -> Beat | None:
        if self.beats and self.beats[0].message:
            return self.beats[0]
        return None

    # ----------------------------------------------------------- the buttons
    def refresh_buttons(self) -> None:
        st = self.state
        phase = st.phase if st.phase in ("mus", "discard", "calls", "betting") else None
        legal = model.legal_actions(st) if self.awaiting else ()
        kinds = {a.kind for a in legal}
        for name, (_c, _r, _k, group) in CALLS.items():
            button = self.buttons[name]
            button.visible = group == phase
            if name == "discard":
                button.enabled = self.awaiting and phase == "discard" and 1 <= len(self.lifted) <= 4
            else:
                button.enabled = self.awaiting and name in kinds
            button.flashing = False
            button.tag = ""
        betting = phase == "betting"
        amount_live = self.awaiting and bool(kinds & {"imido", "gehiago"})
        for name in ("less", "more"):
            self.buttons[name].visible = betting
        self.buttons["less"].enabled = amount_live and self.amount > A.MIN_BET
        self.buttons["more"].enabled = amount_live and self.amount < A.MAX_BET
        discarding = self.awaiting and phase == "discard"
        for i in range(4):
            toggle = self.buttons[f"card{i}"]
            toggle.visible = toggle.enabled = discarding and i < len(self.views[0])
        if self.advice is not None and self.awaiting and self.partner_is_voice():
            button = self.buttons.get(self.advice.kind)
            if button is not None and button.visible:
                button.flashing = True
                button.tag = self.seat_name(2) + (f" · {self.advice.amount}" if self.advice.amount else "")
        if self.widgets.focus not in self.widgets.live():
            self.widgets.focus_first()

    def _pressed(self, widget) -> None:
        if not self.awaiting:
            return
        name = widget.name
        if name in ("less", "more"):
            step = -1 if name == "less" else 1
            self.amount = max(A.MIN_BET, min(A.MAX_BET, self.amount + step))
            self._label_buttons()
            self.refresh_buttons()
            return
        if name.startswith("card"):
            self.toggle_card(int(name[4:]))
            return
        if name == "discard":
            action = A.discard(tuple(c for c in self.state.hands[0] if c in self.lifted))
        elif name == "imido":
            action = A.imido(self.amount)
        elif name == "gehiago":
            action = A.gehiago(self.amount)
        else:
            action = A.parse_action(name)
        if action in model.legal_actions(self.state):
            self.app.audio.play(assets.CLICK)
            self.apply(action)

    def toggle_card(self, index: int) -> None:
        views = self.views[0]
        if index >= len(views):
            return
        view = views[index]
        up = view.card not in self.lifted
        if up:
            self.lifted.add(view.card)
        else:
            self.lifted.discard(view.card)
        view.set_lift(up, self.t(0.12))
        self.app.audio.play(assets.SLIDE)
        self.refresh_buttons()

    # ----------------------------------------------------------- the timeline
    def pause(self, message: str, shot: str | None = None, seconds: float = PAUSE) -> None:
        start = (lambda: self.app.screenshot(shot)) if shot else None
        self.beats.append(Beat(self.t(seconds), message, True, start=start))

    def announce(self, lance: str) -> None:
        def show():
            self.banner = Banner(lance_word(lance), self.t(BANNER), LANCE_ICONS.get(lance))
            self.bubbles.clear()
        self.beats.append(Beat(self.t(BANNER * 0.8), start=show, skippable=True))

    def skip(self) -> bool:
        """A click or Confirm ends the pause in progress; True if there was one."""
        if self.beats and self.beats[0].skippable and self.beats[0].begun:
            self.beats[0].seconds = 0.0
            return True
        return False

    # ------------------------------------------------------------ the moves
    def apply(self, action) -> None:
        """Send one action to the model and set the table moving to show it."""
        old = self.state
        seat = old.to_act
        new = model.step(old, action)
        self.state = new
        self.app.keeper.keep(new, self.seed)
        self.awaiting = False
        self.advice = None
        self.advice_future = None
        self.lifted.clear()
        self.react(old, new, seat, action)
        self.refresh_buttons()

    def react(self, old, new, seat: int, action) -> None:
        kind = action.kind
        if kind == "new-hand":
            self.deal_views()
            return
        emphatic = kind in ("hordago", "kanta", "tira")
        self.bubbles[seat] = Bubble(call_text(action), BUBBLE_AT[seat], self.t(BUBBLE_LIFE), emphatic)
        self.app.audio.play({
            "imido": assets.BET, "gehiago": assets.BET, "hordago": assets.HORDAGO,
            "kanta": assets.KANTA, "tira": assets.TIRA, "discard": assets.SLIDE,
        }.get(kind, assets.CLICK))
        if kind == "discard":
            seconds = self.sync_cards(new)
            if seconds:
                self.beats.append(Beat(seconds))
        if new.phase == "betting" and new.lance == old.lance:
            self.centre_stake, self.centre_hordago = new.stake, new.hordago
        if old.phase in ("mus", "discard") and new.phase not in ("mus", "discard"):
            if kind == "mintza":
                text = tr("{name} says Mintza: the lances begin", name=self.seat_name(seat))
            else:
                text = tr("Three exchanges made: the lances begin")
            self.pause(text, shot=f"hand{new.hand_number}-mus")
        elif old.phase == "discard" and new.phase == "mus" and seat == old.dealer:
            self.app.screenshot(f"hand{new.hand_number}-exchange{new.mus_round}")
        settled = new.track[len(old.track):]
        ended = new.phase in ("hand-over", "match-over")
        for result in settled:
            if result.result != "kanta":
                self.lance_outcome(result, old)
        if old.lance == "jokua" and new.lance == "pundua":
            self.pause(tr("Nobody has Jokua: Pundua is played"), shot=f"hand{new.hand_number}-jokua")
        if new.lance is not None and new.lance != old.lance and not ended:
            self.announce(new.lance)
        if ended:
            self.end_of_hand(old, new)

    def lance_outcome(self, result, old) -> None:
        name = lance_word(result.lance)
        kind = result.result
        shot = f"hand{self.state.hand_number}-{result.lance}"
        stake = self.centre_stake
        self.centre_stake, self.centre_hordago = 0, False
        if kind == "paso":
            text = tr("{lance}: Paso. One point to the better hand, at the summary", lance=name)
        elif kind == "iduki":
            text = tr("{lance}: Iduki. {stake} at stake, counted at the summary", lance=name, stake=result.stake)
            self.fly(chips.STAKE, stake or result.stake, STAKE_AT, self.plaque_centre(result.lance))
        elif kind == "tira":
            text = tr("{lance}: Tira. {team} +{points} now", lance=name, team=team_name(result.team),
                      points=result.points)
            self.fly(result.team, result.points, STAKE_AT, self.score_target(result.team),
                     lambda t=result.team, p=result.points: self.add_points(t, p))
        elif kind == "one-team":
            what = tr("pairs") if result.lance == "pariak" else "Jokua"
            text = tr("{lance}: only {team} hold {what}, counted at the summary", lance=name,
                      team=team_name(result.team), what=what)
        else:  # none
            text = tr("{lance}: nobody holds a pair", lance=name)
        self.pause(text, shot=shot)

    def end_of_hand(self, old, new) -> None:
        last = new.track[-1] if new.track else None
        kanta = last is not None and last.result == "kanta"
        early = kanta or (last is not None and last.result == "tira"
                          and old.scores[last.team] + last.points >= new.rules.target)
        if new.shown:
            self.beats.append(Beat(0.0, start=self.reveal))
            self.beats.append(Beat(self.t(FLIP + 0.3)))
        if kanta:
            self.centre_stake, self.centre_hordago = 0, False
            self.beats.append(Beat(0.0, start=lambda: self.add_points(last.team, new.scores[last.team]
                                                                       - self.shown_scores[last.team])))
            self.pause(tr("Kanta! {team} win {lance}, and the game", team=team_name(last.team),
                          lance=lance_word(last.lance)), shot=f"hand{new.hand_number}-kanta")
        if new.phase == "match-over" and early:
            self.beats.append(Beat(0.0, start=self.show_game_over))
        else:
            self.beats.append(Beat(0.0, start=self.open_summary))

    def reveal(self) -> None:
        delay = 0.0
        for seat in (1, 2, 3):
            for view in self.views[seat]:
                view.turn(True, self.t(FLIP), delay)
                delay += self.t(0.03)
        self.app.audio.play(assets.TURN)

    def sync_cards(self, new) -> float:
        """Cards thrown go to the heap; cards drawn fly in from the pile, in
        turn order from Esku. Returns the seconds until all have landed."""
        delay = 0.0
        for seat in model.seats_from(new.esku):
            hand = new.hands[seat]
            by_card = {v.card: v for v in self.views[seat]}
            for view in self.views[seat]:
                if view.card not in hand:
                    view.set_lift(False, self.t(0.1))
                    view.move_to(HEAP_AT, self.t(CARD_FLIGHT))
                    view.leaving = True
                    self.leaving.append(view)
            views = []
            for i, card in enumerate(hand):
                view = by_card.get(card)
                if view is None:
                    size = BIG if seat == 0 else SMALL
                    view = CardView(card, seat, size, DECK_AT[new.dealer], seat == 0)
                    view.move_to(slot(seat, i), self.t(CARD_FLIGHT), delay, appear=True)
                    delay += self.t(DEAL_GAP)
                else:
                    view.move_to(slot(seat, i), self.t(CARD_SLIDE))
                views.append(view)
            self.views[seat] = views
        return delay + self.t(CARD_FLIGHT) if delay else self.t(CARD_FLIGHT)

    # ----------------------------------------------------------------- chips
    def score_target(self, team: int) -> tuple[int, int]:
        r = SCORE_RECT[team]
        return (r.left + 120, r.bottom - 40)

    def plaque_rect(self, index: int) -> pygame.Rect:
        w, h = PLAQUE_SIZE
        left = WIDTH // 2 - (4 * w + 3 * 14) // 2
        return pygame.Rect(left + index * (w + 14), TRACK_TOP, w, h)

    def plaque_centre(self, lance: str) -> tuple[int, int]:
        index = min(3, ("haundia", "tipia", "pariak", "jokua", "pundua").index(lance))
        return self.plaque_rect(index).center

    def fly(self, team: int, count: int, start, end, on_land=None) -> None:
        if count <= 0:
            if on_land:
                on_land()
            return
        self.flights.append(chips.ChipFlight(team, count, start, end, self.t(CHIP_FLIGHT), on_land,
                                             self.t(0.06)))

    def add_points(self, team: int, points: int) -> None:
        self.shown_scores[team] += points
        self.app.audio.play(assets.CHIPS_STACKED)

    # ------------------------------------------------------------ the flow
    def open_summary(self) -> None:
        from game.scenes.summary import SummaryScene
        self.summary_open = True
        self.app.push(SummaryScene(self.app, self))

    def close_summary(self) -> None:
        """The summary's New round, or the game's end: the match's end, or the
        between-games screen when a game is won and the match goes on."""
        self.summary_open = False
        if self.state.phase == "match-over":
            self.show_game_over()
        elif model.game_over(self.state):
            self.show_game_won()
        else:
            self.shown_scores = list(self.state.scores)
            self.apply(A.NEW_HAND)

    def game_winner(self) -> int:
        st = self.state
        for team in (st.game_winner, st.winner):
            if team is not None:
                return team
        return 0 if st.scores[0] >= st.scores[1] else 1

    def show_game_won(self) -> None:
        from game.scenes.between_games import BetweenGamesScene
        self.shown_scores = list(self.state.scores)
        self.summary_open = True  # the table waits for "Next game"
        self.app.push(BetweenGamesScene(self.app, self))

    def next_game(self) -> None:
        """The between-games screen's Next game: the match's next deal."""
        self.summary_open = False
        self.apply(A.NEW_HAND)

    def show_game_over(self) -> None:
        from game.scenes.game_over import GameOverScene
        st = self.state
        self.shown_scores = list(st.scores)
        self.summary_open = True  # nothing more happens at this table
        kanta = bool(st.track) and st.track[-1].result == "kanta"
        self.app.push(GameOverScene(self.app, self.game_winner(), st.scores, st.rules.target,
                                    st.games_won, st.rules.games_to_win, kanta))

    def begin_player_turn(self) -> None:
        self.awaiting = True
        self.turn_began = self.clock.now
        if self.partner_is_voice():
            obs = model.observe(self.state, 2)
            self.advice_future = _WORKER.submit(computer_choice, obs, self.personalities[2], self.rng)
        st = self.state
        if st.phase == "betting" and st.bet_team is None and st.to_act in (0, 2):
            self.amount = A.MIN_BET
        self._label_buttons()
        self.refresh_buttons()
        self.widgets.focus_first()
        if st.phase == "mus" and st.mus_round == 0:
            self.app.screenshot(f"hand{st.hand_number}-your-mus")

    def drive(self, dt: float) -> None:
        st = self.state
        if st.phase in ("hand-over", "match-over") or st.to_act is None:
            return
        if self.player_decides(st):
            if not self.awaiting:
                self.begin_player_turn()
            if self.advice_future is not None and self.advice_future.done():
                advice = self.advice_future.result()
                self.advice_future = None
                if advice in model.legal_actions(st):
                    self.advice = advice
                    self.refresh_buttons()
            return
        if self.thinking is None:
            seat = st.to_act
            obs = model.observe(st, seat)
            future = _WORKER.submit(computer_choice, obs, self.personalities[seat], self.rng)
            self.thinking = [seat, self.t(THINK), future]
            return
        self.thinking[1] -= dt
        seat, left, future = self.thinking
        if left <= 0 and future.done():
            self.thinking = None
            action = future.result()
            legal = model.legal_actions(st)
            if action not in legal:
                action = self.rng.choice(legal)
            self.apply(action)

    # ----------------------------------------------------- Scene interface
    def handle(self, intent) -> None:
        kind = intent.kind
        if kind in (intents.BACK, intents.MENU):  # pad: Start opens the pause menu too
            from game.scenes.pause import PauseScene
            self.app.push(PauseScene(self.app))
            return
        if kind in (intents.CLICK, intents.CONFIRM) and self.skip():
            return
        if (kind == intents.CONFIRM and self.awaiting
                and self.clock.now - self.turn_began < CONFIRM_GRACE):
            return  # meant for the pause that just ended, not for a call
        if kind == intents.HOTKEY and intent.key in "+-" and self.awaiting:
            self._pressed(self.buttons["more" if intent.key == "+" else "less"])
            return
        self.widgets.handle(intent)

    def pad_lost(self) -> None:  # pad: one pulled out at the table pauses the game
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app))

    def update(self, dt: float) -> None:
        super().update(dt)
        for seat in range(4):
            for view in self.views[seat]:
                if view.update(dt):
                    self.app.audio.play(assets.DEAL)
        for view in self.leaving:
            view.update(dt)
        self.leaving = [v for v in self.leaving if not v.motion.done]
        if self.flights:
            for flight in self.flights:
                flight.update(dt)
            self.flights = [f for f in self.flights if not f.landed]
        # While the player decides, every call made since stays in its bubble:
        # the player must be able to read what the others said before answering.
        if not self.awaiting:
            for seat in list(self.bubbles):
                if not self.bubbles[seat].update(dt):
                    del self.bubbles[seat]
        if self.banner is not None and not self.banner.update(dt):
            self.banner = None
        if self.awaiting:
            for i, view in enumerate(self.views[0]):
                self.buttons[f"card{i}"].rect = view.rect_now()
        if self.beats:
            self._run_beats(dt)
            return
        if not self.summary_open:
            self.drive(dt)

    def _run_beats(self, dt: float) -> None:
        while self.beats:
            beat = self.beats[0]
            if not beat.begun:
                beat.begun = True
                if beat.start:
                    beat.start()
                    if not self.beats or self.beats[0] is not beat:
                        return
            beat.seconds -= dt
            dt = 0.0
            if beat.seconds > 0:
                return
            self.beats.popleft()
            if beat.then:
                beat.then()

    # --------------------------------------------------------------- drawing
    def draw(self, surface, alpha: float) -> None:
        res = self.app.res
        surface.blit(res.made(("table-background",), lambda: self._background(res)), (0, 0))
        seconds = self.clock.at(alpha)
        self._draw_scores(surface, res)
        self._draw_seats(surface, res, seconds)
        self._draw_track(surface, res)
        self._draw_centre(surface, res)
        if self.state.phase in ("mus", "discard") and (self.state.discards or self.leaving):
            back = res.card_back(SMALL)
            for i in range(3):
                surface.blit(back, (HEAP_AT[0] + i * 6, HEAP_AT[1] - i * 4))
        for seat in (2, 1, 3, 0):
            for view in self.views[seat]:
                view.draw(surface, res, alpha)
        for view in self.leaving:
            view.draw(surface, res, alpha)
        for flight in self.flights:
            flight.draw(surface, res, alpha)
        for bubble in self.bubbles.values():
            bubble.draw(surface, res, alpha)
        if self.banner is not None:
            self.banner.draw(surface, res, alpha, (WIDTH // 2, 450))
        self._draw_prompt(surface, res)
        self.widgets.draw(surface, res, seconds, self.app.input.prompts)  # pad: glyphs on buttons
        if self.buttons["less"].visible:
            amount = res.text(str(self.amount), 34, GOLD if self.buttons["more"].enabled or
                              self.buttons["less"].enabled else (140, 140, 130), bold=True)
            surface.blit(amount, amount.get_rect(center=(1762, BUTTON_Y[1] + 36)))
        pause = self.current_pause()
        if pause is not None:
            self._draw_message(surface, res, pause.message)

    def _background(self, res) -> pygame.Surface:
        """The felt with the score panels and plaques that never move, composed
        once into one opaque surface (one blit a frame instead of seven)."""
        back = res.made(("felt",), lambda: _felt(res)).copy()
        for team in (0, 1):
            back.blit(panel(res, SCORE_RECT[team], 200), SCORE_RECT[team])
        for i in range(4):
            rect = self.plaque_rect(i)
            back.blit(_plaque(res, rect.size, False), rect)
        return back

    def prewarm(self) -> None:
        """Make the surfaces a hand needs before the first frame, so that no
        frame pays for scaling a sprite or drawing a stand-in."""
        res = self.app.res
        res.made(("table-background",), lambda: self._background(res))
        for card in model.FULL_DECK:
            res.card_face(card, BIG)
            res.card_face(card, SMALL)
        res.card_back(BIG)
        res.card_back(SMALL)
        for team in (0, 1, chips.STAKE):
            for value in (1, 5):
                chips.chip_surface(res, team, value)

    def animating(self) -> bool:
        """Something on the table moves this frame (else the app may draw less often)."""
        if self.beats or self.flights or self.banner or self.leaving or self.thinking:
            return True
        if any(b.pop.elapsed < b.pop.duration for b in self.bubbles.values()):
            return True
        return not all(v.settled for vs in self.views.values() for v in vs)

    def frame_interval(self) -> float:
        if self.animating():
            return 0.0
        if self.flashing_buttons():
            return 1 / 30
        return 0.25

    def _draw_scores(self, surface, res) -> None:
        target = self.state.rules.target
        for team in (0, 1):
            rect = SCORE_RECT[team]
            names = (f"{self.seat_name(0)} & {self.seat_name(2)}" if team == 0
                     else f"{self.seat_name(1)} & {self.seat_name(3)}")
            title = res.text(team_name(team), 30, TEAM_COLOUR[team], bold=True)
            surface.blit(title, (rect.left + 20, rect.top + 14))
            sub = res.text(names, 20, (220, 220, 210))
            surface.blit(sub, (rect.left + 22 + title.get_width() + 12, rect.top + 22))
            score = res.text(f"{self.shown_scores[team]}", 64, (255, 255, 245), bold=True)
            surface.blit(score, score.get_rect(topright=(rect.right - 86, rect.top + 58)))
            of = res.text(f"/ {target}", 28, (210, 210, 200))
            surface.blit(of, of.get_rect(bottomleft=(rect.right - 80, rect.top + 122)))
            chips.draw_points(surface, res, team, self.shown_scores[team], rect.left + 20, rect.bottom - 14)
            games_to_win = self.state.rules.games_to_win
            if games_to_win > 1:
                self._draw_games_won(surface, res, rect, team, games_to_win)

    def _draw_games_won(self, surface, res, rect, team: int, games_to_win: int) -> None:
        """Games won in the match: a line of text and one pip per game needed."""
        won = self.state.games_won[team]
        label = res.text(tr("Games won: {won} of {need}", won=won, need=games_to_win), 22, (235, 225, 190), bold=True)
        at = (rect.left + 22, rect.top + 58)
        surface.blit(label, at)
        y = at[1] + label.get_height() + 14
        for i in range(games_to_win):
            centre = (at[0] + 12 + i * 30, y)
            if i < won:
                pygame.draw.circle(surface, TEAM_COLOUR[team], centre, 10)
            pygame.draw.circle(surface, (235, 225, 190), centre, 10, 2)

    def _draw_seats(self, surface, res, seconds: float) -> None:
        st = self.state
        acting = None
        if self.thinking is not None:
            acting = self.thinking[0]
        elif self.awaiting:
            acting = st.to_act
        for seat in range(4):
            colour = GOLD if seat == acting else (235, 235, 225)
            label = res.text(self.seat_name(seat), 30, colour, bold=True)
            at = NAME_AT[seat]
            rect = label.get_rect(center=at)
            surface.blit(label, rect)
            if seat == acting:
                pygame.draw.line(surface, GOLD, (rect.left, rect.bottom + 3), (rect.right, rect.bottom + 3), 3)
        for seat, name, text in ((st.dealer, assets.MARKER_DEALER, tr("Dealer")),
                                 (st.esku, assets.MARKER_ESKU, "Esku")):
            x, y = MARKER_AT[seat]
            icon = res.sprite(name)
            if icon is None:
                icon = res.made(("marker", name), lambda n=name: _plain_marker(res, n))
            word = res.text(text, 20, (240, 230, 200), bold=True)
            offset = -62 if name == assets.MARKER_DEALER else 62
            box = icon.get_rect(center=(x + offset, y))
            surface.blit(icon, box)
            surface.blit(word, word.get_rect(midtop=(box.centerx, box.bottom + 2)))

    def _draw_track(self, surface, res) -> None:
        st = self.state
        results = {r.lance: r for r in st.track}
        last_name = "pundua" if ("pundua" in results or st.lance == "pundua") else "jokua"
        for i, lance in enumerate(("haundia", "tipia", "pariak", last_name)):
            rect = self.plaque_rect(i)
            current = st.lance == lance and st.phase in ("calls", "betting")
            if current:  # the others are in the background already
                surface.blit(_plaque(res, rect.size, True), rect)
            title = res.text(lance_word(lance), 24, (150, 40, 20) if current else INK, bold=True)
            surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + 8)))
            value, colour = self._plaque_value(lance, results.get(lance), current)
            if lance in self.counted_lances:
                colour = (150, 140, 120)
            text = res.text(value, 22, colour)
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 8)))

    def _plaque_value(self, lance, result, current):
        light = INK
        if result is None:
            if current and self.centre_hordago:
                return call_word("hordago"), RED_INK
            if current and self.centre_stake:
                return tr("{n} on the table", n=self.centre_stake), RED_INK
            return ("…" if current else "·"), light
        kind = result.result
        if kind == "paso":
            return call_word("paso"), light
        if kind == "iduki":
            return f"{call_word('iduki')} {result.stake}", RED_INK
        if kind == "tira":
            return f"{call_word('tira')}: {team_name(result.team)} +{result.points}", TEAM_INK[result.team]
        if kind == "kanta":
            return f"{call_word('kanta')}: {team_name(result.team)}", TEAM_INK[result.team]
        if kind == "one-team":
            return tr("{team} only", team=team_name(result.team)), TEAM_INK[result.team]
        return "—", light

    def _draw_centre(self, surface, res) -> None:
        if self.centre_hordago:
            word = res.text(call_word("hordago") + "!", 56, (255, 90, 60), bold=True)
            surface.blit(word, word.get_rect(center=(STAKE_AT[0], STAKE_AT[1] - 60)))
        if self.centre_stake:
            x0 = STAKE_AT[0] - 60
            chips.draw_points(surface, res, chips.STAKE, self.centre_stake, x0, STAKE_AT[1])
            label = res.text(tr("Stake {n}", n=self.centre_stake), 28, GOLD, bold=True)
            surface.blit(label, label.get_rect(center=(STAKE_AT[0], STAKE_AT[1] - 140)))

    def _draw_prompt(self, surface, res) -> None:
        st = self.state
        if not self.awaiting:
            return
        if st.phase == "discard":
            text = tr("Click the cards to change (keys 1-4), then Discard")
            if self.app.input.prompts != intents.KEYS:  # pad: X lifts the focused card
                text = tr("Lift the cards to change with {lift}, then Discard")
        elif st.phase == "calls":
            text = tr("{lance}: say Ba if you hold it, Ez if not", lance=lance_word(st.lance))
        elif st.phase == "betting" and st.to_act == 2:
            text = tr("{name} is your team's voice: you decide", name=self.seat_name(2))
        elif st.phase == "betting":
            text = tr("{lance}: your team's call", lance=lance_word(st.lance))
        else:
            text = tr("Mus to change cards, Mintza to play these")
        label = prompt_line(res, text, 24, GOLD, self.app.input.prompts)  # pad: glyphs in the text
        surface.blit(label, label.get_rect(midbottom=(1450, BUTTON_Y[0] - 8)))

    def _draw_message(self, surface, res, message: str) -> None:
        label = res.text(message, 34, (255, 250, 235), bold=True)
        hint = tr("Click or press Enter to continue")
        if self.app.input.prompts != intents.KEYS:  # pad: A continues
            hint = tr("Press {confirm} to continue")
        hint = prompt_line(res, hint, 20, (200, 200, 190), self.app.input.prompts)
        box = pygame.Rect(0, 0, max(label.get_width(), hint.get_width()) + 80, 120)
        box.center = MESSAGE_AT
        surface.blit(panel(res, box, 235), box)
        surface.blit(label, label.get_rect(center=(box.centerx, box.top + 46)))
        surface.blit(hint, hint.get_rect(center=(box.centerx, box.bottom - 24)))


def _felt(res) -> pygame.Surface:
    sprite = res.sprite(assets.FELT, (1920, 1080))
    if sprite is not None:
        return sprite.convert()
    surf = pygame.Surface((1920, 1080))
    surf.fill((14, 66, 44))
    pygame.draw.ellipse(surf, (20, 86, 56), (90, 150, 1740, 820))
    pygame.draw.ellipse(surf, (36, 110, 72), (90, 150, 1740, 820), 6)
    return surf.convert() if pygame.display.get_surface() is not None else surf


def _plaque(res, size, current: bool) -> pygame.Surface:
    from game.ui.widgets import nine_slice
    frame = nine_slice(res, assets.PLAQUE, size, assets.PLAQUE_SLICE)
    if frame is not None and not current:
        return frame

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if frame is not None:
            surf.blit(frame, (0, 0))
        else:
            pygame.draw.rect(surf, (246, 236, 210, 255), surf.get_rect(), border_radius=12)
        pygame.draw.rect(surf, GOLD if current else (170, 150, 100), surf.get_rect(), 3 if current else 2,
                         border_radius=12)
        return surf

    return res.made(("plaque", size, current), make)


def _plain_marker(res, name: str) -> pygame.Surface:
    size = assets.MARKER_SIZE
    surf = pygame.Surface(size, pygame.SRCALPHA)
    dealer = name == assets.MARKER_DEALER
    colour = (230, 230, 220) if dealer else (250, 200, 60)
    pygame.draw.circle(surf, colour, (size[0] // 2, size[1] // 2), size[0] // 2 - 2)
    pygame.draw.circle(surf, (40, 40, 40), (size[0] // 2, size[1] // 2), size[0] // 2 - 2, 3)
    letter = res.font(26, True).render("D" if dealer else "E", True, (30, 30, 30))
    surf.blit(letter, letter.get_rect(center=(size[0] // 2, size[1] // 2)))
    return surf
