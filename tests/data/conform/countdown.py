"""Countdown: a toy engine following the rulestone engine API, for testing the conformance harness.

A pile of `start` tokens. A chance action `first k` picks the first player; then players in turn
take 1..`max_take` tokens (`take n`). Whoever takes the last token wins (loses, with `misere`).
"""

from __future__ import annotations

from fractions import Fraction

CHANCE = -1
TERMINAL = -2


class IllegalAction(Exception):
    pass


class Game:
    def __init__(self, players: int = 2, options: dict | None = None):
        options = options or {}
        if players < 2:
            raise ValueError("countdown needs at least 2 players")
        self.players = players
        self.start = int(options.get("start", 10))
        self.max_take = int(options.get("max_take", 3))
        self.misere = bool(options.get("misere", False))

    def new_initial_state(self) -> State:
        return State(self, self.start, [0] * self.players, None, None)

    def state_from_json(self, d: dict) -> State:
        return State(self, d["counter"], list(d["taken"]), d["turn"], d["first"])


class State:
    def __init__(self, game: Game, counter: int, taken: list[int], turn: int | None, first: int | None):
        self.game, self.counter, self.taken, self.turn, self.first = game, counter, taken, turn, first

    def current_player(self) -> int:
        if self.first is None:
            return CHANCE
        if self.counter == 0:
            return TERMINAL
        return self.turn

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        n = self.game.players
        return [(f"first {k}", Fraction(1, n)) for k in range(n)] if self.first is None else []

    def legal_actions(self) -> list[str]:
        cp = self.current_player()
        if cp == CHANCE:
            return sorted(a for a, _ in self.chance_outcomes())
        if cp == TERMINAL:
            return []
        return sorted(f"take {k}" for k in range(1, min(self.game.max_take, self.counter) + 1))

    def apply_action(self, action: str) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not legal here")
        verb, n = action.split()
        if verb == "first":
            self.first = self.turn = int(n)
            return
        self.counter -= int(n)
        self.taken[self.turn] += int(n)
        self.turn = (self.turn + 1) % self.game.players

    def winner(self) -> int | None:
        if not self.is_terminal():
            return None
        last = (self.turn - 1) % self.game.players
        return (last + 1) % self.game.players if self.game.misere else last

    def returns(self) -> list[float]:
        w = self.winner()
        return [0.0] * self.game.players if w is None else [1.0 if i == w else -1.0 for i in
                                                           range(self.game.players)]

    def scores(self) -> list[int]:
        return list(self.taken)

    def to_json(self) -> dict:
        return {"counter": self.counter, "first": self.first, "taken": list(self.taken), "turn": self.turn,
                "winner": self.winner()}

    def clone(self) -> State:
        return State(self.game, self.counter, list(self.taken), self.turn, self.first)
