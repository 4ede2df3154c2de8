"""Computer players written by other people, as seat players of our table.

Owns the `outside:NAME:LEVEL` players of tools/tournament.py (and so of
tools/arena.py): the translation of one seat's observation into what an
outside bot reads, the node process that runs that bot (a shim of ours in
tools/outside/), and the translation of its answer back into one of our legal
calls. The outside code is theirs and is never copied into this repository:
it is read from a local copy beside it.

    SOLO_MUS_OUTSIDE=/work/outside/damien \\
        python tools/tournament.py --a ai:5555@txapeldun --b outside:damien:3 \\
        --games 2000 --seed 7101 --duplicate --jobs 1

(`--outside DIR` of tools/tournament.py sets the same.) The local copy:

    # `fetch` of github:damien452lf-lang/Mus-card-game gives a git dir GIT, then
    mkdir -p /work/outside/damien
    git --git-dir=GIT archive f990fa6 | tar -x -C /work/outside/damien

(or `git clone https://github.com/damien452lf-lang/Mus-card-game` and
`git checkout f990fa6`). `SOLO_MUS_OUTSIDE_DAMIEN`, if set, names the copy
of that one bot; else `SOLO_MUS_OUTSIDE` names it, or a folder holding it as
`damien/`. Node.js (18 or newer, `node` on the PATH or `SOLO_MUS_NODE`) runs it.

**damien** (damien452lf-lang/Mus-card-game, commit f990fa6: the rules of the
federation's 2011 rule book, 8 kings; levels 1, 2 (its game's default) and 3).
Its bots are `botAct(state, botId)` in src/MusGame.jsx: a decision from the
bot's own cards, the public calls and declarations, the score and the level
(`getBotVisibleState` hides the other hands). `damien_state` builds that
state from our observation alone; tools/outside/damien_shim.js compiles the
engine part of their file as their own scripts/test-engine.mjs does and
answers one decision a JSON line, one node process per worker process, kept
for the whole run. Their bots draw from `Math.random`: each decision seeds it
from our decision stream (`rng.getrandbits(32)`), so that a game is
reproducible from its seed like every other of our tournaments.

What maps how (ours <- theirs):

- Mus phase: Mus <- `mus`, Mintza <- `mintza`. Their Mus is asked in the
  order Esku, partner, opponents; ours in turn from Esku: the bot does not
  look at the order.
- Discard: the cards of `discard` (their card ids, `oros-12`), in our hand's
  order. Their bot always throws 1 or 2 cards.
- Ba / Ez, and New round: our rules allow one call only (Ba / Ez are
  truthful, as their bot's declarations are): it is made without asking the
  bot. Every decision with one legal call is made so.
- Betting: Paso <- `paso`; Imido 2 <- `embido`; Imido 3 <- `hiru-embido`;
  Gehiago N <- `gehiago` of amount N; Iduki <- `iduki`; Tira <- `tira`;
  Hordago <- `hordago`. Their `gehiago` amount is an increment, as ours is
  (their stack pushes its top plus the amount, `applyBetAction`), and so is
  read here. Our calls their game has not (Imido 4 to 10, Gehiago 6 to 10)
  reach their bot as the stakes they make on its stack, whose top is all it
  reads of a bet.
- Facing a Hordago our rules allow Kanta or Tira only. Their bot does not
  look whether a Hordago stands (it answers as to a bet of the stake before
  it): Kanta <- `iduki` (their engine's acceptance of a Hordago), and Kanta <-
  `gehiago` or `hordago` too (their engine lets a raise go on over a Hordago
  still standing: the nearest of ours is to take it); Tira <- `tira`.
- `tira-for-me` (leave the answer to the partner) <- Tira: our team's voice
  answers for the team. Their bot says it only with a human partner, never here.
- The betting's voices: ours are one seat a team (the first of it from Esku
  among the lance's players); theirs each seat in turn. The bot is asked
  whenever our voice is its seat, as if its partner had passed or was not yet
  asked; the bets' stack is rebuilt from the lance's calls in the story.
- Pariak / Jokua: its eligibility (`paresEligible`, `juegoEligible`) is the
  seats that said Ba; our voices always hold the lance, so their bot's
  branches for a seat without pairs or Jokua do not arise. Pundua is their
  `juego` lance with `juegoOrPunto` 'punto'.
- Not given (they are not read by their bots): the earlier lances' bets, the
  señas (their `signMode` 'off': an outside player takes no part in the
  keinuak, `keinuak = None`), the log. Every seat is a bot (`isBot`), so
  their bot never leaves an answer to a human partner.
- The variant: their bots play 8 kings always; a game of 4 kings would be
  misread by them (tools/tournament.py's default is 8 kings).

Every answer is checked against `observation.legal`. An answer that is not a
call of ours, or not legal there (for example a `gehiago` at an opening),
is counted (`OutsidePlayer.refused` for the player, `OutsidePlayer.refused_total`
for this process; tools/tournament.py prints the count) and replaced by the
default: Paso if legal, else Tira if legal, else the first legal call. A node
process that fails or answers with an error stops the run (`OutsideFailure`).
"""
from __future__ import annotations

import atexit
import json
import multiprocessing
import multiprocessing.util
import os
import pathlib
import queue
import shutil
import signal
import subprocess
import threading

from game.model.actions import HORDAGO, IDUKI, KANTA, MINTZA, MUS, PASO, TIRA, Action, discard, gehiago, imido
from game.model.cards import SUIT_NAMES, Card
from game.model.events import Called
from game.model.names import Kind, Lance, Phase

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHIM = ROOT / "tools" / "outside" / "damien_shim.js"
ENV = "SOLO_MUS_OUTSIDE"
NODE_ENV = "SOLO_MUS_NODE"
REPOSITORIES = {"damien": ("damien452lf-lang/Mus-card-game", "f990fa6")}
LEVELS = {"damien": (1, 2, 3)}
ANSWER_SECONDS = 60.0   # a bot that says nothing for this long has hung

_TEAM = ("A", "B")
_BET_PHASE = {Lance.HAUNDIA: "grande", Lance.TIPIA: "chica", Lance.PARIAK: "pares",
              Lance.JOKUA: "juego", Lance.PUNDUA: "juego"}
_SUIT_CODE = {name: code for code, name in SUIT_NAMES.items()}


class OutsideFailure(RuntimeError):
    """The node process of an outside bot failed (not a bad call: a broken run)."""


# --- where the outside code is ------------------------------------------------

def outside_copy(name: str) -> pathlib.Path:
    """The local copy of the outside bot `name`: SOLO_MUS_OUTSIDE_<NAME>, else
    SOLO_MUS_OUTSIDE (the copy, or a folder holding it as <name>/); ValueError
    saying how to get one when there is none."""
    repository, commit = REPOSITORIES[name]
    specific = f"{ENV}_{name.upper()}"
    given = os.environ.get(specific) or os.environ.get(ENV)
    if given:
        for folder in (pathlib.Path(given).expanduser(), pathlib.Path(given).expanduser() / name):
            if (folder / "src" / "MusGame.jsx").is_file():
                return folder.resolve()
    where = f"{specific} or {ENV} is {given!r}, which holds no src/MusGame.jsx" if given else \
        f"neither {specific} nor {ENV} is set"
    raise ValueError(
        f"no local copy of the outside bot {name!r} ({where}): get {repository} at {commit} outside "
        f"this repository (fetch github:{repository}, then `git --git-dir=GIT archive {commit} | "
        f"tar -x -C /work/outside/{name}`, or clone it and check out {commit}), then set "
        f"{ENV}=/work/outside/{name} (tools/tournament.py also takes --outside /work/outside/{name})")


def node_program() -> str:
    """The node executable (SOLO_MUS_NODE, else `node` on the PATH); ValueError if none."""
    node = os.environ.get(NODE_ENV) or shutil.which("node")
    if not node:
        raise ValueError(f"no node found to run the outside bot: install Node.js 18 or newer, "
                         f"or set {NODE_ENV} to its path")
    return node


# --- our observation -> their state -------------------------------------------

def damien_card(card: Card) -> dict:
    suit = SUIT_NAMES[card.suit]
    return {"suit": suit, "rank": card.rank, "id": f"{suit}-{card.rank}"}


def card_of(card_id) -> Card | None:
    """Our card for their id (`oros-12`), or None for something else."""
    if not isinstance(card_id, str) or "-" not in card_id:
        return None
    suit, _, rank = card_id.partition("-")
    try:
        return Card(int(rank), _SUIT_CODE[suit])
    except (KeyError, ValueError):
        return None


def _empty_bet() -> dict:
    return {"stack": [1], "history": [], "initiator": None, "lastAggressorTeam": None,
            "pendingResponderTeam": None, "hordago": False, "resolution": None,
            "pendingTiraForMe": None}


def damien_bet(observation) -> dict:
    """Their bet state of the lance being bet on, rebuilt from its calls in
    the story (their stack: 1, then each stake made; a raise is the stake
    before it plus the raise)."""
    bet = _empty_bet()
    calls = [e for e in observation.story
             if type(e) is Called and e.phase == Phase.BETTING and e.lance == observation.lance]
    for called in calls:
        team, action = _TEAM[called.seat & 1], called.action
        kind = action.kind
        if kind is Kind.PASO:
            bet["history"].append({"type": "paso", "player": called.seat})
            continue
        if kind is Kind.IMIDO:
            bet["stack"].append(action.amount)
            bet["history"].append({"type": "embido", "amount": action.amount})
        elif kind is Kind.GEHIAGO:
            bet["stack"].append(bet["stack"][-1] + action.amount)
            bet["history"].append({"type": "gehiago", "amount": action.amount})
        elif kind is Kind.HORDAGO:
            bet["hordago"] = True
            bet["history"].append({"type": "hordago"})
        else:   # an answer that ended a lance: not in the lance being bet on
            continue
        bet["initiator"] = bet["initiator"] or team
        bet["lastAggressorTeam"] = team
    if observation.bet_team is not None:
        bet["pendingResponderTeam"] = _TEAM[1 - observation.bet_team]
    return bet


def damien_state(observation, level: int) -> dict:
    """The state of their game that their bot at `observation.seat`, of
    `level`, reads: built from that seat's observation only (the other hands
    are four hidden cards each, as their `getBotVisibleState` shows them)."""
    obs = observation
    seat = obs.seat
    hidden = [{"hidden": True}] * 4
    players = []
    for i in range(4):
        players.append({
            "id": i, "name": f"seat {i}", "team": _TEAM[i & 1], "isBot": True, "botLevel": level,
            "hand": [damien_card(c) for c in obs.hand] if i == seat else hidden,
            "declaredPares": obs.pair_calls[i], "declaredJuego": obs.jokua_calls[i],
        })
    lance = obs.lance
    betting = obs.phase == Phase.BETTING
    if obs.phase == Phase.MUS:
        phase = "mus-decision"
    elif obs.phase == Phase.DISCARD:
        phase = "discard"
    elif obs.phase == Phase.CALLS:
        phase = "pares-declare" if lance == Lance.PARIAK else "juego-declare"
    elif betting:
        phase = "bet"
    else:
        phase = str(obs.phase)
    if lance == Lance.PUNDUA:
        juego_or_punto = "punto"
    elif lance == Lance.JOKUA and betting:
        juego_or_punto = "juego"
    else:
        juego_or_punto = None
    phases = {name: _empty_bet() for name in ("grande", "chica", "pares", "juego")}
    current = _BET_PHASE[lance] if betting else None
    if current is not None:
        phases[current] = damien_bet(obs)
    return {
        "players": players,
        "phase": phase,
        "activePlayer": seat,
        "currentBetPhase": current,
        "juegoOrPunto": juego_or_punto,
        "paresEligible": [i for i in range(4) if obs.pair_calls[i] is True],
        "juegoEligible": [i for i in range(4) if obs.jokua_calls[i] is True],
        "musRound": obs.mus_round,
        "musOrder": [(obs.esku + k) % 4 for k in range(4)],
        "pendingPartnerDecision": None,
        "phases": phases,
        "score": {"A": obs.scores[0], "B": obs.scores[1]},
        "matchScore": {"A": obs.games_won[0], "B": obs.games_won[1]},
        "targetTantto": obs.rules.target,
        "targetMancheWins": obs.rules.games_to_win,
        "mancheNumber": sum(obs.games_won) + 1,
        "handNumber": obs.hand_number,
        "mancheOver": False,
        "matchOver": False,
        "donneur": obs.dealer,
        "esku": obs.esku,
        "signMode": "off",
        "signals": [],
    }


# --- their answer -> our call ---------------------------------------------------

def damien_action(answer, observation) -> Action | None:
    """Our call for their bot's `answer` (an action object of their game) at
    `observation` (see the module's mapping), or None when it names none."""
    if not isinstance(answer, dict):
        return None
    kind = answer.get("type")
    obs = observation
    if kind == "mus":
        return MUS
    if kind == "mintza":
        return MINTZA
    if kind == "discard":
        ids = answer.get("cards")
        if not isinstance(ids, list) or not ids:
            return None
        cards = [card_of(i) for i in ids]
        if any(c is None for c in cards) or len(set(cards)) != len(cards):
            return None
        return discard(tuple(c for c in obs.hand if c in cards)) if set(cards) <= set(obs.hand) else None
    if kind in ("declare-pares", "declare-juego"):
        value = answer.get("value")
        return None if type(value) is not bool else Action(Kind.BA if value else Kind.EZ)
    standing = bool(getattr(obs, "hordago", False))
    if kind == "paso":
        return PASO
    if kind == "embido":
        return imido(2)
    if kind == "hiru-embido":
        return imido(3)
    if kind == "iduki":
        return KANTA if standing else IDUKI
    if kind in ("tira", "tira-for-me"):
        return TIRA
    if kind == "hordago":
        return KANTA if standing else HORDAGO
    if kind == "gehiago":
        amount = answer.get("amount")
        if type(amount) is not int:
            return None
        if standing:
            return KANTA
        return gehiago(amount) if 2 <= amount <= 10 else None
    return None


def fallback(legal) -> Action:
    """The call made in place of an answer that is not legal: Paso, else Tira,
    else the first legal call."""
    for default in (PASO, TIRA):
        if default in legal:
            return default
    return legal[0]


# --- the node process -----------------------------------------------------------

class Shim:
    """One node process running tools/outside/damien_shim.js, asked one
    decision at a time (a lock keeps one question on the pipe). Its answers
    are read by a thread of its own into a queue, so that a bot that hangs is
    noticed after ANSWER_SECONDS on every system (no `select` on Windows'
    pipes)."""

    def __init__(self, arguments: list[str]) -> None:
        self.arguments = list(arguments)
        self.process: subprocess.Popen | None = None
        self.owner = os.getpid()
        self.lock = threading.Lock()
        self.lines: queue.Queue = queue.Queue()
        self.asked = 0

    def start(self) -> None:
        self.process = subprocess.Popen(
            [node_program(), str(SHIM), *self.arguments], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, args=(self.process.stdout, self.lines), daemon=True).start()
        _close_on_termination()
        hello = self._line()
        if not hello.get("ready"):
            self.close()
            raise OutsideFailure(f"the outside bot did not start: {hello.get('error', hello)}")

    @staticmethod
    def _read(stream, lines: queue.Queue) -> None:
        for line in stream:
            lines.put(line)
        lines.put("")   # the end of its output

    def _line(self) -> dict:
        try:
            line = self.lines.get(timeout=ANSWER_SECONDS)
        except queue.Empty:
            line = None
        if not line:
            process = self.process
            code = process.poll()
            error = process.stderr.read() if code is not None else f"(no answer in {ANSWER_SECONDS:.0f} s)"
            raise OutsideFailure(f"the outside bot's node process stopped answering "
                                 f"(exit code {code}): {error.strip()[-800:]}")
        try:
            return json.loads(line)
        except json.JSONDecodeError:
            raise OutsideFailure(f"the outside bot wrote what is not JSON: {line.strip()[:200]!r}") from None

    def ask(self, seat: int, state: dict, seed: int):
        """Their bot's action for `seat` in `state`, its Math.random seeded with `seed`."""
        with self.lock:
            if self.process is None:
                self.start()
            self.asked += 1
            request = {"id": self.asked, "seed": seed, "seat": seat, "state": state}
            try:
                self.process.stdin.write(json.dumps(request, separators=(",", ":")) + "\n")
                self.process.stdin.flush()
            except OSError:
                raise OutsideFailure("the outside bot's node process is gone") from None
            answer = self._line()
            if answer.get("id") != self.asked or "error" in answer:
                raise OutsideFailure(f"the outside bot failed on a decision: {answer.get('error', answer)}")
            return answer.get("action")

    def close(self) -> None:
        """End the node process (its stdin closed, it exits) and reap it."""
        process, self.process = self.process, None
        if process is None or os.getpid() != self.owner:
            return
        try:
            process.stdin.close()
        except OSError:
            pass
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stderr.close()


_SHIMS: dict[tuple, Shim] = {}


def shim_for(arguments: tuple[str, ...]) -> Shim:
    """This process's node process for `arguments`, started at its first
    question (a worker of a pool starts its own: a parent's is never used)."""
    key = (os.getpid(), arguments)
    shim = _SHIMS.get(key)
    if shim is None:
        shim = _SHIMS[key] = Shim(list(arguments))
    return shim


class _Closing:
    """Whether close_shims is at work in this process, and a SIGTERM that came
    meanwhile (`_close_on_termination`): the process dies of it once done."""

    busy = False
    signal: int | None = None


@atexit.register
def close_shims() -> None:
    """End this process's node processes and reap them."""
    _Closing.busy = True
    try:
        for key, shim in list(_SHIMS.items()):
            if key[0] == os.getpid():
                shim.close()
                del _SHIMS[key]
    finally:
        _Closing.busy = False
    number, _Closing.signal = _Closing.signal, None
    if number is not None:
        os.kill(os.getpid(), number)


_WATCHED: set[int] = set()   # the processes whose end is watched (`_close_on_termination`)


def _close_on_termination() -> None:
    """In a worker of a multiprocessing pool (tools/tournament.py's
    `map_games`), which ends without `atexit` (after its last task, through
    multiprocessing's own finalizers; or by the pool's SIGTERM): end and reap
    its node processes then too (on SIGTERM, then die of the signal as
    before). Without it a node process, its stdin closed, would end as a
    zombie left to the system's first process to reap."""
    if multiprocessing.parent_process() is None or os.getpid() in _WATCHED:
        return
    _WATCHED.add(os.getpid())
    multiprocessing.util.Finalize(None, close_shims, exitpriority=100)
    if (not hasattr(signal, "SIGTERM") or threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL):
        return

    def terminated(number, _frame):
        signal.signal(number, signal.SIG_DFL)   # the next one kills
        if _Closing.busy:   # the pool's finalizer is reaping them: die once it has
            _Closing.signal = number
            return
        close_shims()
        os.kill(os.getpid(), number)

    signal.signal(signal.SIGTERM, terminated)


# --- the seat player ------------------------------------------------------------

class OutsidePlayer:
    """A seat played by an outside bot: `(observation, rng) -> action`, like
    the players of game.ai.table.make_player. It sees its seat's observation
    only, and takes no part in the keinuak."""

    refused_total = 0   # answers not legal, replaced by the default, in this process

    def __init__(self, spec: str, level: int, arguments: tuple[str, ...]) -> None:
        self.spec = spec
        self.level = level
        self.arguments = tuple(arguments)
        self.keinuak = None
        self.refused = 0        # this player's answers not legal
        self.asked = 0          # decisions asked of the bot
        self.last_refused: tuple | None = None   # (answer, legal) of the last one

    def __call__(self, observation, rng) -> Action:
        legal = observation.legal
        if len(legal) == 1:     # Ba / Ez, New round: one call only
            return legal[0]
        seed = rng.getrandbits(32)
        state = damien_state(observation, self.level)
        self.asked += 1
        answer = shim_for(self.arguments).ask(observation.seat, state, seed)
        action = damien_action(answer, observation)
        if action is not None and action in legal:
            return action
        self.refused += 1
        OutsidePlayer.refused_total += 1
        self.last_refused = (answer, tuple(str(a) for a in legal))
        return fallback(legal)

    def __repr__(self) -> str:
        return f"OutsidePlayer({self.spec!r})"


def outside_player(spec: str) -> OutsidePlayer:
    """The player of an `outside:NAME:LEVEL` spec ('outside:damien:3');
    ValueError saying what is wrong (an unknown name or level, no local copy,
    no node)."""
    parts = spec.split(":")
    if len(parts) != 3 or parts[0] != "outside":
        raise ValueError(f"an outside player is outside:NAME:LEVEL (e.g. outside:damien:3), not {spec!r}")
    _, name, level_text = parts
    if name not in REPOSITORIES:
        raise ValueError(f"unknown outside bot {name!r}: known are {', '.join(sorted(REPOSITORIES))}")
    if not level_text.isdigit() or int(level_text) not in LEVELS[name]:
        raise ValueError(f"the outside bot {name!r} has levels {', '.join(map(str, LEVELS[name]))}, "
                         f"not {level_text!r}")
    copy = outside_copy(name)
    node_program()
    return OutsidePlayer(spec, int(level_text), ("--source", str(copy)))
