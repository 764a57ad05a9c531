"""Property tests of the generated Emerald engine over thousands of random games, in the manner of
OpenSpiel's random_sim_test: every state of every game is checked against invariants that hold
whatever the rules' details (cards and knights conserved, legal actions well formed, chance exact,
copies faithful, scores as the scoring rule says, every game ends).

The totals and point values come from the spec (rulespecs/emerald.yaml), never from the engine, and
scores are recomputed here from the state JSON: a change to the engine's bookkeeping or scoring that
breaks the physical game shows up as a property failure naming the seed to replay it.
"""

from __future__ import annotations

import json
import math
import random
import traceback
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulestone.engines import load_engine

ROOT = Path(__file__).resolve().parent.parent
GAMES_PER_COUNT = 1000  # random games per player count (2-5) in the shared fixture
LEDGER_EVERY = 5  # every 5th game: cards and knights counted at every state (to_json is the cost)
COPY_EVERY = 50  # every 50th game: clone and JSON round trip at every step, and play on from the copies
MAX_STEPS = 3000  # a game longer than this has not ended: some 200 steps is usual
PROPERTIES = ("conservation", "legal", "chance", "copies", "scores", "returns", "ends", "errors")


def _spec() -> dict[str, Any]:
    with open(ROOT / "rulespecs" / "emerald.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)


class Spec:
    """The numbers the properties need, read from the spec's components and parameters."""

    def __init__(self, data: dict[str, Any]) -> None:
        comp = {c["id"]: c for c in data["components"]}
        par = {k: v["value"] for k, v in data["parameters"].items()}
        self.players = range(data["game"]["players"]["min"], data["game"]["players"]["max"] + 1)
        self.colours = comp["knight"]["detail"]["colours"]
        self.knights_per_colour_box = comp["knight"]["detail"]["per_colour"]
        assert comp["knight"]["count"] == self.colours * self.knights_per_colour_box
        self.knights_per_colour = par["knights_per_colour"]["by_players"]
        self.colours_per_player = par["colours_per_player"]["by_players"]
        gem = comp["gem_card"]
        self.gem_kinds = gem["detail"]["kinds"]
        self.gems_per_kind = gem["detail"]["per_kind"]
        assert gem["count"] == len(self.gem_kinds) * self.gems_per_kind
        self.gems_in_play = gem["count"] - par["gem_cards_returned"]
        gold = comp["gold_card"]
        self.gold_values = gold["detail"]["values"]
        self.gold_per_value = gold["detail"]["per_value"]
        assert gold["count"] == len(self.gold_values) * self.gold_per_value
        self.gold_in_play = gold["count"] - par["gold_cards_returned"]
        self.treasure_cards = comp["treasure_card"]["count"]
        self.room_places = par["treasure_room_places"]
        bonus = comp["bonus_card"]
        self.single_bonus = bonus["detail"]["single_gem"]
        assert bonus["count"] == self.single_bonus + bonus["detail"]["four_gem"] == len(self.gem_kinds) + 1
        self.points = {"gem": par["gem_card_points"], "treasure": par["treasure_card_points"],
                       "bonus": par["bonus_card_points"]}
        assert comp["treasure_card"]["detail"]["points"] == self.points["treasure"]
        assert bonus["detail"]["points"] == self.points["bonus"]
        self.caught_per_move = par["knights_captured_per_dragon_move"]
        self.options = {d["option"]["name"]: d["option"] for d in data["discrepancies"] if d.get("option")}


SPEC = Spec(_spec())


def independent_scores(d: dict[str, Any]) -> list[int]:
    """The scoring rule applied to a state's JSON: gold at face value, gems, treasure and bonus cards
    at the spec's values; each single-gem bonus to the one player with strictly the most of its kind."""
    hands = d["hands"]
    bonuses = [int(h["four_gem_bonus"]) for h in hands]
    for kind in SPEC.gem_kinds:
        counts = [h["gems"][kind] for h in hands]
        best = max(counts)
        if counts.count(best) == 1:
            bonuses[counts.index(best)] += 1
    return [sum(h["gold"]) + SPEC.points["gem"] * sum(h["gems"].values())
            + SPEC.points["treasure"] * h["treasure"] + SPEC.points["bonus"] * b
            for h, b in zip(hands, bonuses, strict=True)]


def draw(outcomes: list[tuple[str, Fraction]], rng: random.Random) -> str:
    """A chance outcome with its exact probability: a uniform integer below the common denominator."""
    den = math.lcm(*(p.denominator for _, p in outcomes))
    pick = rng.randrange(den)
    for action, p in outcomes:
        pick -= p.numerator * (den // p.denominator)
        if pick < 0:
            return action
    raise AssertionError("probabilities sum to less than 1")


class Checker:
    """Plays games and collects property failures (a few messages per property, each with its seed)."""

    def __init__(self, engine: Any) -> None:
        self.E = engine
        self.failures: dict[str, list[str]] = {p: [] for p in PROPERTIES}
        self.counts: Counter[str] = Counter()

    def fail(self, prop: str, where: str, msg: str) -> None:
        if len(self.failures[prop]) < 5:
            self.failures[prop].append(f"{where}: {msg}")

    # ------------------------------------------------------------------------- one game

    def play(self, players: int, options: dict[str, str], seed: int, ledger: bool = True,
             copies: bool = False) -> None:
        """One random game; every state checked for legal actions and chance, and with `ledger` for
        conservation, with `copies` for faithful clones and JSON copies (and two copies play on)."""
        try:
            self._play(players, options, seed, ledger, copies)
        except Exception as e:  # an engine that crashes fails the property run, naming the game
            self.fail("errors", f"players={players} options={options} seed={seed}",
                      f"{type(e).__name__}: {e}\n{traceback.format_exc()}")

    def _play(self, players: int, options: dict[str, str], seed: int, ledger: bool, copies: bool) -> None:
        E = self.E
        where = f"players={players} options={options} seed={seed}"
        rng = random.Random(seed)
        state = E.Game(players, options).new_initial_state()
        books = Ledger(self, where, players, state.to_json()) if ledger else None
        actions: list[str] = []
        fork = rng.randrange(150) if copies else -1  # where copies are taken to play on from
        forks: list[tuple[int, Any]] = []
        while True:
            who = state.current_player()
            legal = state.legal_actions()
            if who == E.TERMINAL:
                break
            if len(actions) >= MAX_STEPS:
                self.fail("ends", where, f"no end after {MAX_STEPS} steps")
                return
            if legal != sorted(set(legal)) or not legal:
                self.fail("legal", f"{where} step {len(actions)}",
                          f"legal actions {legal} not sorted, unique, non-empty")
            if who == E.CHANCE:
                action = self.chance(state.chance_outcomes(), legal, rng, f"{where} step {len(actions)}")
            else:
                if not 0 <= who < players:
                    self.fail("legal", where, f"current player {who} is no seat")
                action = rng.choice(legal)
            if copies:
                self.check_copies(state, legal, who, f"{where} step {len(actions)}")
                if len(actions) == fork:
                    loaded = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
                    forks = [(len(actions), state.clone()), (len(actions), loaded)]
            try:
                state.apply_action(action)
            except E.IllegalAction as e:
                self.fail("legal", f"{where} step {len(actions)}", f"a listed action was refused: {e}")
                return
            actions.append(action)
            if books:
                books.step(who, action, state.to_json())
        self.counts["games"] += 1
        self.counts["steps"] += len(actions)
        final = state.to_json()
        self.check_end(state, final, legal, where)
        for k, copy in forks:  # the copies play the rest of the game to the same end
            self.counts["forks"] += 1
            try:
                for a in actions[k:]:
                    copy.apply_action(a)
            except E.IllegalAction as e:
                self.fail("copies", where, f"a copy taken at step {k} refused the game's own actions: {e}")
                continue
            if copy.to_json() != final or copy.scores() != state.scores():
                self.fail("copies", where, f"a copy taken at step {k} ended differently")

    # ------------------------------------------------------------------------- the properties

    def chance(self, outcomes: list[tuple[str, Fraction]], legal: list[str], rng: random.Random,
               where: str) -> str:
        """Check a chance node's outcomes (in integers over the common denominator: exact, and much
        cheaper than adding Fractions) and draw one with its probability."""
        self.counts["chance nodes"] += 1
        if not outcomes or not all(isinstance(p, Fraction) for _, p in outcomes):
            self.fail("chance", where, f"probabilities must be Fractions: {outcomes}")
            return legal[0]
        den = math.lcm(*(p.denominator for _, p in outcomes))
        weights = [p.numerator * (den // p.denominator) for _, p in outcomes]
        if min(weights) <= 0:
            self.fail("chance", where, f"probabilities must be positive: {outcomes}")
        if sum(weights) != den:
            self.fail("chance", where, f"probabilities sum to {Fraction(sum(weights), den)}")
        if [a for a, _ in outcomes] != legal:
            self.fail("chance", where, f"chance outcomes {outcomes} are not the legal actions {legal}")
        pick = rng.randrange(den)
        for (action, _), w in zip(outcomes, weights, strict=True):
            pick -= w
            if pick < 0:
                return action
        return outcomes[-1][0]

    def check_copies(self, state: Any, legal: list[str], who: int, where: str) -> None:
        self.counts["copied states"] += 1
        d = state.to_json()
        text = json.dumps(d)
        twin = state.clone()
        loaded = state.game.state_from_json(json.loads(text))
        for name, copy in (("clone", twin), ("from_json", loaded)):
            if copy.to_json() != d:
                self.fail("copies", where, f"{name} differs: {copy.to_json()} != {d}")
            if copy.legal_actions() != legal or copy.current_player() != who:
                self.fail("copies", where, f"{name} has other legal actions or player")
        try:
            twin.apply_action(legal[-1])  # the original must not notice
        except self.E.IllegalAction as e:
            self.fail("copies", where, f"a clone refused a legal action: {e}")
        if json.dumps(state.to_json()) != text:
            self.fail("copies", where, "applying an action to a clone changed the original")

    def check_end(self, state: Any, d: dict[str, Any], legal: list[str], where: str) -> None:
        E = self.E
        if legal or state.chance_outcomes() or not state.is_terminal():
            self.fail("ends", where, "a terminal state must have no actions and be terminal")
        scores = state.scores()
        want = independent_scores(d)
        if scores != want:
            self.fail("scores", where, f"engine scores {scores}, scoring rule gives {want}")
        hands = d["hands"]
        keys = [(want[s], hands[s]["treasure"], sum(hands[s]["gems"].values())) for s in range(len(hands))]
        winners = [s for s, k in enumerate(keys) if k == max(keys)]
        expect = [1 if s in winners else -1 for s in range(len(hands))]
        if state.returns() != expect or d["winners"] != winners:
            self.fail("returns", where, f"returns {state.returns()}, winners {d['winners']}; "
                      f"scores and tie-break (treasure, then gems) give winners {winners}")
        try:
            state.apply_action(legal[0] if legal else "pass")
            self.fail("ends", where, "an action was accepted after the end")
        except E.IllegalAction:
            pass


class Ledger:
    """Where every card and knight is, from one state's JSON to the next, against the spec's totals.

    Gem and gold cards are in the cave piles, in hands, or in the box (never dealt, or gold paid as
    ransom: the test counts what it saw paid). Knights are on the board, in the treasure room (one
    for each treasure card taken), in the dragon's nest (eaten: the test counts knights that left
    the board on a dragon's step), or in the box (unused colours and knights)."""

    def __init__(self, checker: Checker, where: str, players: int, d: dict[str, Any]) -> None:
        self.c, self.where, self.players = checker, where, players
        self.step_no = 0
        self.owner: dict[str, int] = {}
        self.room: Counter[str] = Counter()
        self.nest: Counter[str] = Counter()
        self.paid: Counter[int] = Counter()
        self.dealt: tuple[dict[str, int], dict[int, int]] | None = None
        self.four_gem: int | None = None
        used = players * SPEC.colours_per_player[players]
        self.colours = sorted(d["knights"])
        if len(self.colours) != used or used > SPEC.colours:
            self.fail(f"{len(self.colours)} colours in play, the spec says {used}")
        for colour in self.colours:
            if sum(d["knights"][colour].values()) != SPEC.knights_per_colour[players]:
                self.fail(f"{colour} starts with {d['knights'][colour]}")
        self.board = self.on_board(d)
        self.treasure = d["treasure"]
        self.check(d, None)

    def fail(self, msg: str) -> None:
        self.c.fail("conservation", f"{self.where} step {self.step_no}", msg)

    @staticmethod
    def on_board(d: dict[str, Any]) -> dict[str, int]:
        return {colour: sum(places.values()) for colour, places in d["knights"].items()}

    def step(self, who: int, action: str, d: dict[str, Any]) -> None:
        self.step_no += 1
        words = action.split()
        board = self.on_board(d)
        if set(board) - set(self.colours):
            self.fail(f"knights of colours {set(board) - set(self.colours)} appeared")
        if words[0] == "move":
            colour = words[1]
            if self.owner.setdefault(colour, who) != who:
                self.fail(f"seat {who} moved {colour}, which seat {self.owner[colour]} moved before")
            for other in self.colours:
                if other != colour and board.get(other, 0) != self.board.get(other, 0):
                    self.fail(f"{action} changed the knights of {other}")
            gone = self.board.get(colour, 0) - board.get(colour, 0)
            if gone not in (0, 1):
                self.fail(f"{action}: {gone} knights left the board")
            if gone:  # into the treasure room: one treasure card for its owner
                self.room[colour] += 1
                took = [h["treasure"] for h in d["hands"]]
                if self.treasure - d["treasure"] != 1 or took[who] != self.hand_treasure[who] + 1:
                    self.fail(f"{action} entered the treasure room without its owner taking a treasure card")
        else:
            gone_total = 0
            for colour in self.colours:
                gone = self.board.get(colour, 0) - board.get(colour, 0)
                if gone < 0:
                    self.fail(f"{action}: knights of {colour} appeared")
                self.nest[colour] += gone
                gone_total += gone
            if gone_total > SPEC.caught_per_move:
                self.fail(f"{action}: {gone_total} knights caught at once")
            if gone_total and words[0] not in ("roll", "capture", "catch", "ransom", "dragon"):
                self.fail(f"{action}: a knight left the board without the dragon")
            if words[:2] == ["ransom", "pay"]:
                self.paid[int(words[2])] += 1
        self.board = board
        self.treasure = d["treasure"]
        self.check(d, words)

    def check(self, d: dict[str, Any], words: list[str] | None) -> None:
        self.hand_treasure = [h["treasure"] for h in d["hands"]]
        # knights: board + treasure room + nest + box, colour by colour
        for colour in self.colours:
            left = SPEC.knights_per_colour[self.players] - self.board.get(colour, 0) - self.room[colour] \
                - self.nest[colour]
            if left != 0:
                self.fail(f"{colour}: {self.board.get(colour, 0)} on the board, {self.room[colour]} in the "
                          f"treasure room, {self.nest[colour]} eaten; {left} missing of "
                          f"{SPEC.knights_per_colour[self.players]}")
        room = sum(self.room.values())
        if room != SPEC.treasure_cards - d["treasure"] or room > SPEC.room_places:
            self.fail(f"{room} knights in the treasure room, "
                      f"{SPEC.treasure_cards - d['treasure']} treasure cards taken")
        # treasure cards: on the board or in hands
        if d["treasure"] + sum(self.hand_treasure) != SPEC.treasure_cards:
            self.fail(f"treasure cards: {d['treasure']} left + hands {self.hand_treasure} "
                      f"!= {SPEC.treasure_cards}")
        # gem and gold cards: piles + hands (+ gold paid back to the box) never exceed the box
        gems = dict.fromkeys(SPEC.gem_kinds, 0)
        gold = dict.fromkeys(SPEC.gold_values, 0)
        try:
            for cave in d["caves"]:
                for k in cave["gems"]:
                    gems[k] += 1
                for v in cave["gold"]:
                    gold[v] += 1
            for h in d["hands"]:
                for k, n in h["gems"].items():
                    gems[k] += n
                for v in h["gold"]:
                    gold[v] += 1
        except KeyError as e:
            self.fail(f"a card the box does not hold: {e}")
        for v, n in self.paid.items():
            gold[v] += n
        if max(gems.values()) > SPEC.gems_per_kind or max(gold.values()) > SPEC.gold_per_value:
            self.fail(f"more cards of a kind or value than the box holds: {gems} {gold}")
        if d["phase"] == "deal":
            if words and words[0] != "deal":
                self.fail("an action other than a deal while dealing")
        elif self.dealt is None:  # the deal is over: from now on the cards in play are fixed
            self.dealt = (gems, gold)
            if sum(gems.values()) != SPEC.gems_in_play or sum(gold.values()) != SPEC.gold_in_play:
                self.fail(f"dealt {sum(gems.values())} gem and {sum(gold.values())} gold cards, the spec "
                          f"says {SPEC.gems_in_play} and {SPEC.gold_in_play}")
        elif (gems, gold) != self.dealt:
            self.fail(f"cards in play changed: gems {dict(self.dealt[0])} -> {dict(gems)}, "
                      f"gold (incl. ransom paid) {dict(self.dealt[1])} -> {dict(gold)}")
        # the four-gem bonus: beside the board or with one player, for good
        holder = d["four_gem_bonus"]
        if [h["four_gem_bonus"] for h in d["hands"]] != [holder == s for s in range(self.players)]:
            self.fail(f"four-gem bonus with {holder}, hands say otherwise")
        if self.four_gem is not None and holder != self.four_gem:
            self.fail(f"the four-gem bonus moved from seat {self.four_gem} to {holder}")
        if holder is not None and not all(d["hands"][holder]["gems"][k] for k in SPEC.gem_kinds):
            self.fail(f"seat {holder} holds the four-gem bonus without all {len(SPEC.gem_kinds)} kinds")
        self.four_gem = holder


# ----------------------------------------------------------------------------- the fixture


@pytest.fixture(scope="module")
def engine():
    return load_engine("emerald", ROOT)


def random_options(rng: random.Random) -> dict[str, str]:
    return {name: rng.choice(o["values"]) for name, o in sorted(SPEC.options.items())}


@pytest.fixture(scope="module")
def played(engine) -> Checker:
    """GAMES_PER_COUNT games per player count, played once: half with the default options (the
    rulings), half with a random reading of every option."""
    checker = Checker(engine)
    for players in SPEC.players:
        for i in range(GAMES_PER_COUNT):
            seed = players * 100_000 + i
            options = random_options(random.Random(seed)) if i % 2 else {}
            checker.play(players, options, seed, ledger=i % LEDGER_EVERY == 0, copies=i % COPY_EVERY == 0)
    return checker


def test_the_fixture_played_what_it_should(played):
    assert played.counts["games"] == GAMES_PER_COUNT * len(SPEC.players)
    assert played.counts["steps"] > 100 * played.counts["games"]
    assert played.counts["forks"] == 2 * len(range(0, GAMES_PER_COUNT, COPY_EVERY)) * len(SPEC.players)


def test_cards_and_knights_are_conserved(played):
    assert not played.failures["conservation"], "\n".join(played.failures["conservation"])


def test_legal_actions_are_sorted_and_unique(played):
    assert not played.failures["legal"], "\n".join(played.failures["legal"])


def test_chance_outcomes_are_exact(played):
    assert played.counts["chance nodes"] > 40 * played.counts["games"]  # the deal alone is 45 draws
    assert not played.failures["chance"], "\n".join(played.failures["chance"])


def test_clone_and_json_copies_are_faithful(played):
    assert not played.failures["copies"], "\n".join(played.failures["copies"])


def test_scores_follow_the_scoring_rule(played):
    assert not played.failures["scores"], "\n".join(played.failures["scores"])


def test_returns_follow_scores_and_tie_break(played):
    assert not played.failures["returns"], "\n".join(played.failures["returns"])


def test_every_game_ends(played):
    assert not played.failures["ends"], "\n".join(played.failures["ends"])


def test_the_engine_never_crashes(played):
    assert not played.failures["errors"], "\n".join(played.failures["errors"])


# ----------------------------------------------------------------------------- the checks can fail


def test_independent_scoring_by_hand():
    hand = {"gold": [5, 1], "gems": {k: 0 for k in SPEC.gem_kinds}, "treasure": 1, "four_gem_bonus": False}
    a = json.loads(json.dumps(hand))
    a["gems"][SPEC.gem_kinds[0]] = 2
    b = json.loads(json.dumps(hand))
    b["gems"][SPEC.gem_kinds[0]] = 2  # a tie for the most of the first kind: nobody gets its bonus
    b["gems"][SPEC.gem_kinds[1]] = 1
    b["four_gem_bonus"] = True
    # 6 gold + 2 gems + 5 treasure = 13; 6 + 3 + 5 + bonuses (4-gem, second kind) 8 = 22
    assert independent_scores({"hands": [a, b]}) == [13, 22]


def test_the_ledger_catches_a_lost_card(engine):
    checker = Checker(engine)
    state = engine.Game(3).new_initial_state()
    rng = random.Random(1)
    while state.current_player() == engine.CHANCE:
        state.apply_action(draw(state.chance_outcomes(), rng))
    d = state.to_json()
    ledger = Ledger(checker, "doctored", 3, d)
    assert not checker.failures["conservation"]
    d["caves"][0]["gold"].pop()  # a card vanishes
    d["knights"]["c1"].pop("tower-1")  # and a knight, on a step that is no dragon's
    ledger.step(0, "pass", d)
    assert len(checker.failures["conservation"]) >= 2


# ----------------------------------------------------------------------------- hypothesis


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.sampled_from(list(SPEC.players)),
       options=st.fixed_dictionaries({n: st.sampled_from(o["values"]) for n, o in SPEC.options.items()}),
       seed=st.integers(0, 2**63))
def test_random_options_players_and_seeds(engine, players, options, seed):
    checker = Checker(engine)
    checker.play(players, options, seed, copies=True)
    bad = [m for msgs in checker.failures.values() for m in msgs]
    assert not bad, "\n".join(bad)
