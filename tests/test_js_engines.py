"""The generated JavaScript engines: the conformance tables through the Node driver, seeded games
replayed identically in Python and JavaScript (the same state, legal actions and chance outcomes at
every step), and the generator's guarantees (a rule without a JS block fails; hostile spec text
stays inert in the module). Everything that runs JavaScript skips when `node` is not installed."""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulestone.conformance import tables as tbl
from rulestone.conformance.cases import load_module, sample
from rulestone.conformance.runner import run_tables
from rulestone.generate import js
from rulestone.generate.blocks import GenerationError, locate_blocks
from rulestone.generate.python import block_entries, load_spec_data
from rulestone.generate.python import render_engine as render_python

ROOT = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None,
                                reason="node is not installed: the JavaScript engines cannot run")

JS_GAMES = sorted(p.stem for p in (ROOT / "rulespecs").glob("*.yaml")  # every game compiled from its spec
                  if p.name != "glossary.yaml" and "\nengine:" in p.read_text(encoding="utf-8"))


def spec_of(game: str):
    return load_spec_data(ROOT / "rulespecs" / f"{game}.yaml")


@pytest.fixture(scope="module", params=JS_GAMES)
def engines(request, tmp_path_factory):
    """(game, spec, Python module, path of the JS module) rendered from the spec as it is now."""
    game = request.param
    spec, sha = spec_of(game)
    out = tmp_path_factory.mktemp(f"js-{game}")
    path = out / f"{game}.mjs"
    path.write_text(js.render_engine(game, spec, sha), encoding="utf-8")
    (out / "driver.mjs").write_text(js.render_driver([game], "test"), encoding="utf-8")
    mod = load_module(render_python(game, spec, sha), f"test_js_engines_py_{game}")
    return game, spec, mod, path


def node(script: str, stdin: str = "", cwd: Path | None = None) -> str:
    assert NODE
    r = subprocess.run([NODE, "--input-type=module", "-e", script], input=stdin, capture_output=True,
                       text=True, cwd=cwd, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


# -------------------------------------------------------------------------------- conformance tables

@needs_node
def test_generated_driver_passes_every_case_of_the_tables(engines):
    """The JS engine plays its game's whole table through the protocol, with no expectations file."""
    game, _, _, path = engines
    table = tbl.load(ROOT / tbl.TABLE_DIR / f"{game}.json", f"{tbl.TABLE_DIR}/{game}.json")
    run = run_tables([table], [NODE, str(path.parent / "driver.mjs")], path.parent, timeout=60)
    assert run.implementation["language"] == "javascript"
    bad = [f"{r.case.rule}/{r.case.id}: {r.outcome} {r.message[:300]}"
           for r in run.results if r.outcome != "PASS"]
    assert not bad, "\n".join(bad)
    assert len(run.results) == table.data["numberOfCases"]


@needs_node
def test_committed_js_files_are_what_the_generator_writes():
    """generated/js/ is the generator's output (else the Node runs in CI would test stale code)."""
    for game in JS_GAMES:
        spec, sha = spec_of(game)
        committed = (ROOT / js.engine_path(game)).read_text(encoding="utf-8")
        assert committed == js.render_engine(game, spec, sha), f"{game}: run `rulestone build`"


# ------------------------------------------------------------------------------ differential replay

REPLAY = r"""
import { readFileSync } from "node:fs";
const { engine, games } = JSON.parse(readFileSync(0, "utf8"));
const m = await import(engine);
const out = [];
const line = (s) => [m.canonicalJSON(s.toJSON()), JSON.stringify(s.isTerminal() ? [] : s.legalActions()),
  JSON.stringify(s.chanceOutcomes()), s.currentPlayer(), JSON.stringify(s.scores()),
  JSON.stringify(s.returns())].join("\t");
for (const g of games) {
  const game = new m.Game(g.players, g.options);
  let s = game.newInitialState();
  out.push(line(s));
  g.actions.forEach((a, i) => {
    s.applyAction(a);
    if (i % 25 === 0) s = game.stateFromJSON(JSON.parse(JSON.stringify(s.toJSON()))).clone();
    out.push(line(s));
  });
  try {
    s.applyAction("no such action");
    out.push("accepted");
  } catch (e) {
    out.push(e instanceof m.IllegalAction ? "IllegalAction" : `other ${e}`);
  }
}
process.stdout.write(out.join("\n") + "\n");
"""


def canonical(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def py_line(s) -> str:
    outcomes = [[a, [p.numerator, p.denominator]] for a, p in s.chance_outcomes()]
    legal = [] if s.is_terminal() else s.legal_actions()
    return "\t".join([canonical(s.to_json()), canonical(legal), canonical(outcomes), str(s.current_player()),
                      canonical(s.scores()), canonical(s.returns())])


def option_sets(spec) -> list[dict]:
    """The defaults, then each option's other values one at a time."""
    from rulestone.generate.python import spec_options

    sets: list[dict] = [{}]
    for name, o in spec_options(spec).items():
        sets += [{name: v} for v in o["values"] if v != o["default"]]
    return sets


def playouts(mod, spec, seed: int, n: int) -> list[dict]:
    """Seeded random games played by the Python engine: players and options vary game by game."""
    rng = random.Random(seed)
    players = []
    for p in range(1, 9):  # the player counts the engine accepts
        try:
            mod.Game(p, {})
        except ValueError:
            continue
        players.append(p)
    opts = option_sets(spec)
    games = []
    for i in range(n):
        p = players[i % len(players)]
        o = opts[i % len(opts)]
        state = mod.Game(p, o).new_initial_state()
        actions = []
        while not state.is_terminal() and len(actions) < 3000:
            if state.current_player() == mod.CHANCE:
                a = sample(state.chance_outcomes(), rng)
            else:
                a = rng.choice(state.legal_actions())
            state.apply_action(a)
            actions.append(a)
        games.append({"players": p, "options": o, "actions": actions})
    return games


@needs_node
def test_seeded_games_replay_identically_in_both_languages(engines):
    """Every state along the way is byte-for-byte the same canonical JSON, with the same legal
    actions, exact chance outcomes, player to move, scores and returns (JS also round-trips its
    state through JSON and clone() every 25 steps on the way)."""
    game, spec, mod, path = engines
    games = playouts(mod, spec, seed=20261129, n=2 * len(option_sets(spec)))
    got = node(REPLAY, json.dumps({"engine": path.as_uri(), "games": games})).split("\n")
    k = 0
    for gi, g in enumerate(games):
        state = mod.Game(g["players"], g["options"]).new_initial_state()
        expected = [py_line(state)]
        for a in g["actions"]:
            state.apply_action(a)
            expected.append(py_line(state))
        for step, want in enumerate(expected):
            have = got[k]
            k += 1
            if have != want:
                diff = next(i for i, (x, y) in enumerate(zip(have, want, strict=False)) if x != y) \
                    if have[:len(want)] != want[:len(have)] else min(len(have), len(want))
                pytest.fail(f"{game} game {gi} ({g['players']}p, {g['options']}) step {step} "
                            f"after {g['actions'][step - 1] if step else 'setup'!r}: JS and Python differ at "
                            f"char {diff}:\n  js: …{have[max(0, diff - 80):diff + 80]}\n  py: …"
                            f"{want[max(0, diff - 80):diff + 80]}")
        assert got[k] == "IllegalAction", f"game {gi}: an unknown action was {got[k]}"
        k += 1
    assert sum(len(g["actions"]) for g in games) > 100 * len(games) // 2
    assert any(g["actions"] and len(g["actions"]) < 3000 for g in games)


@needs_node
def test_engine_rejects_bad_players_and_options_like_python(engines):
    path = engines[3]
    script = f"""
    const m = await import({json.dumps(path.as_uri())});
    const r = [];
    for (const [p, o] of [[1, {{}}], [2.5, {{}}], ["4", {{}}], [4, {{no_such_option: 1}}]]) {{
      try {{ new m.Game(p, o); r.push("ok"); }} catch (e) {{ r.push("Error"); }}
    }}
    const opts = Object.keys(m.OPTIONS);
    if (opts.length) {{
      try {{ new m.Game(4, {{[opts[0]]: "not-a-value"}}); r.push("ok"); }} catch (e) {{ r.push("Error"); }}
    }}
    process.stdout.write(JSON.stringify(r));
    """
    got = json.loads(node(script))
    assert got == ["Error"] * len(got) and len(got) >= 4


# ---------------------------------------------------------------------------------- the generator

def test_generation_fails_when_a_rule_has_no_js_block():
    for game in JS_GAMES:
        spec, sha = spec_of(game)
        extra = copy.deepcopy(spec)
        extra["rules"].append({**copy.deepcopy(extra["rules"][0]), "id": "zz.rule-without-code"})
        if "engine" in spec:  # compiled from the rule language: an entry without logic fails
            extra["rules"][-1].pop("logic")
            with pytest.raises(GenerationError, match=r"rule zz\.rule-without-code: expected a logic key"):
                js.render_engine(game, extra, sha)
            continue  # (its code lives in the spec entries: no block can name a missing entry)
        with pytest.raises(GenerationError, match=r"js/.*zz\.rule-without-code.*has no block"):
            js.render_engine(game, extra, sha)
        fewer = copy.deepcopy(spec)
        gone = fewer["rules"].pop()["id"]
        with pytest.raises(GenerationError, match=re.escape(repr(gone))):
            js.render_engine(game, fewer, sha)


def test_every_spec_entry_has_exactly_one_js_block_at_the_python_blocks_places():
    for game in JS_GAMES:
        spec, sha = spec_of(game)
        text = js.render_engine(game, spec, sha)
        blocks = locate_blocks(text, "//")
        assert set(blocks) == {e["id"] for e in block_entries(spec)}


HOSTILE = "a\"b'c */ </script><!-- `tick` ${globalThis.pwned = 1} \\ \n// next line \u2028 {{ x }} {% y %}"


@needs_node
def test_hostile_spec_text_stays_inert_in_js(tmp_path):
    for game in JS_GAMES:
        spec, sha = spec_of(game)
        bad = copy.deepcopy(spec)
        bad["game"]["titles"]["en"] = HOSTILE
        rule = bad["rules"][0]
        lang = sorted(rule["cites"])[0]
        rule["cites"][lang].append({"exact": HOSTILE})
        rule.setdefault("title", {})["en"] = HOSTILE
        text = js.render_engine(game, bad, sha)
        assert not re.search(r"</script|<!--", text, re.IGNORECASE)
        assert "\u2028" not in text
        path = tmp_path / f"{game}.mjs"
        path.write_text(text, encoding="utf-8")
        got = json.loads(node(f"""
        const m = await import({json.dumps(path.as_uri())});
        const s = new m.Game(4).newInitialState();
        process.stdout.write(JSON.stringify({{title: m.TITLES.en, pwned: globalThis.pwned ?? null,
                                              legal: s.legalActions().length}}));
        """))
        assert got == {"title": HOSTILE, "pwned": None, "legal": got["legal"]} and got["legal"] > 0


@needs_node
def test_driver_answers_start_and_reports_unknown_games_as_skipped(engines):
    game, _, _, path = engines
    msgs = [{"cmd": "start", "version": 1},
            {"cmd": "run", "seq": 1, "case": {"game": "../etc", "players": 2}},
            {"cmd": "run", "seq": 2, "case": {"game": game, "players": 99, "steps": []}},
            {"cmd": "stop"}]
    r = subprocess.run([NODE, str(path.parent / "driver.mjs")], capture_output=True, text=True, timeout=60,
                       input="".join(json.dumps(m) + "\n" for m in msgs))
    replies = [json.loads(ln) for ln in r.stdout.splitlines()]
    assert r.returncode == 0
    assert replies[0]["version"] == 1 and replies[0]["implementation"]["language"] == "javascript"
    assert replies[1] == {"seq": 1, "skipped": True, "message": replies[1]["message"]}
    assert replies[2]["seq"] == 2 and replies[2]["errored"] is True
    assert len(replies) == 3



# ------------------------------------------------------------------- several implementations at once

CONFORM_DATA = ROOT / "tests" / "data" / "conform"


def toy_project(root: Path) -> Path:
    """The harness's toy game (tests/data/conform) with two implementations: the right engine in
    generated/python/, and in broken/ one that allows one token too many (its rule turn.take fails)."""
    from rulestone.conformance import driver

    (root / "generated/conformance").mkdir(parents=True)
    shutil.copy(CONFORM_DATA / "countdown.json", root / "generated/conformance/countdown.json")
    src = (CONFORM_DATA / "countdown.py").read_text(encoding="utf-8")
    bug = src.replace("min(self.game.max_take, self.counter)", "min(self.game.max_take + 1, self.counter)")
    assert bug != src
    for where, engine in (("generated/python", src), ("broken", bug)):
        (root / where).mkdir(parents=True, exist_ok=True)
        (root / where / "countdown.py").write_text(engine, encoding="utf-8")
        (root / where / "driver.py").write_text(driver.render(["countdown"], "0.0-test"), encoding="utf-8")
    return root


def conform(root: Path, monkeypatch, capsys, *args: str) -> tuple[int, str]:
    from rulestone import cli

    monkeypatch.setenv("RULESTONE_ROOT", str(root))
    code = cli.main(["conform", *args])
    return code, capsys.readouterr().out


def test_conform_runs_several_implementations_side_by_side(tmp_path, monkeypatch, capsys):
    root = toy_project(tmp_path)
    good, bad = f"{sys.executable} generated/python/driver.py", f"{sys.executable} broken/driver.py"
    code, out = conform(root, monkeypatch, capsys, "--impl", good, "--impl", bad, "--json",
                        "--html", str(tmp_path / "m.html"), "--junit", str(tmp_path / "j.xml"))
    assert code == 1  # the broken implementation fails, and that fails the run
    lines = [json.loads(ln) for ln in out.splitlines()]
    summaries = [ln["summary"] for ln in lines if "summary" in ln]
    assert [s["ok"] for s in summaries] == [True, False]
    labels = [s["label"] for s in summaries]
    assert labels == ["rulestone-python (python) #1", "rulestone-python (python) #2"]  # same name, told apart
    failed = {(r["implementation"], r["id"]) for r in lines if r.get("outcome") == "FAIL"}
    assert failed and {lab for lab, _ in failed} == {labels[1]}
    page = (tmp_path / "m.html").read_text(encoding="utf-8")
    assert page.count("<h2>countdown</h2>") == 1 and "broken/driver.py" in page
    row = re.search(r"<tr><td><code>turn\.take</code>.*?</tr>", page, re.S)
    assert row and re.findall(r'class="n (\w+)"', row.group(0)) == ["pass", "fail"]
    import xml.etree.ElementTree as ET

    suites = ET.parse(tmp_path / "j.xml").getroot().findall("testsuite")
    assert {s.get("name").split(": ")[0] for s in suites} == set(labels)

    # the terminal table: one row per rule, one column per implementation
    code, out = conform(root, monkeypatch, capsys, "--impl", good, "--impl", bad)
    assert code == 1
    take = next(ln for ln in out.splitlines() if "turn.take" in ln and "│" in ln)
    cells = [c.strip() for c in take.split("│") if c.strip()]
    good_cell, bad_cell = cells[-2:]
    assert good_cell.split("/")[1] == "0" and bad_cell.split("/")[1] != "0"


def test_html_report_escapes_what_implementations_say(tmp_path, monkeypatch, capsys):
    """A failure message is the implementation's text: it must not become markup in the page."""
    root = toy_project(tmp_path)
    hostile = (CONFORM_DATA / "countdown.py").read_text(encoding="utf-8").replace(
        "class IllegalAction(Exception):", "class IllegalAction(Exception):\n    def __str__(self):\n"
        "        return '<script>alert(1)</script>'\n\nclass _Unused(Exception):")
    hostile = hostile.replace("min(self.game.max_take, self.counter)",
                              "min(self.game.max_take - 1, self.counter)")
    (root / "broken" / "countdown.py").write_text(hostile)
    code, _ = conform(root, monkeypatch, capsys, "--impl", f"{sys.executable} broken/driver.py", "--html",
                      str(tmp_path / "m.html"))
    page = (tmp_path / "m.html").read_text(encoding="utf-8")
    assert code == 1 and "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_impls_names_the_generated_drivers_and_rejects_unknown_names(tmp_path, monkeypatch, capsys):
    root = toy_project(tmp_path)
    code, _ = conform(root, monkeypatch, capsys, "--impls", "python,cobol")
    assert code == 2
    code, _ = conform(root, monkeypatch, capsys, "--impls", "js")  # not built in this project
    assert code == 2
    code, out = conform(root, monkeypatch, capsys, "--impls", "python", "--json")
    assert code == 0 and json.loads(out.splitlines()[-1])["summary"]["passed"] == 14


@needs_node
def test_python_and_js_side_by_side_on_the_real_tables(monkeypatch, capsys):
    code, out = conform(ROOT, monkeypatch, capsys, "--impls", "python,js", "--game", JS_GAMES[0], "--json")
    summaries = [json.loads(ln)["summary"] for ln in out.splitlines() if '"summary"' in ln]
    assert code == 0, out[-2000:]
    assert [s["implementation"]["language"] for s in summaries] == ["python", "javascript"]
    assert summaries[0]["passed"] == summaries[1]["passed"] == summaries[0]["cases"] > 0


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
