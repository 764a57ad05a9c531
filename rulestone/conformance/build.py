"""A game's conformance table, playthrough log and trace table, from its spec, its generated engine
and its case list (rulestone/conformance/cases/<game>.yaml). Deterministic: seeded, sorted, no clock.

Case list format (YAML):

    deal_seed: 7                  # the fixed deal behind `start: dealt` (seeded exact chance sampling)
    notes: {flag: {kind, description: {ja, zh-Hant, en}}}   # flags beyond the generated ones
    cases:
      - id: three-knights-move-three        # hand-chosen slug
        rule: move.distance                 # spec entry whose group holds the case
        example: three-knights-move-three   # optional: a spec example (flag `example`, its description)
        description: {ja, zh-Hant, en}      # unless `example` gives it
        players: 4
        options: {}
        start: initial | dealt | {from: initial|dealt, patch: {...}}   # patch: RFC 7386 merge patch
        steps: [...]
        check: {result, at, state, legal, legal_includes, legal_excludes, terminal, scores, current_player}
    witnesses:                      # one entry per discrepancy with an option
      - discrepancy: two-player-knights-per-turn
        players: 2
        start: ...                  # where the breadth-first search starts
    playthroughs:                   # seeded random games, recorded; a case each in the group of the
      seeds: {2: [1, 2], 3: [...]}  # end entry that finished them
      end_rules: [{when: {treasure: 0}, rule: end.last-treasure}, {rule: end.one-knight-left}]

`check` is what a person expects; the build fails when the reference engine disagrees. The case's
`expect` records what the engine observed (the checked state keys, the legal actions, the player to
act, terminal, and scores once over), so other implementations are held to the same behaviour.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import yaml

from ..escape import md_code, md_escape, md_fence
from ..generate.blocks import locate_blocks
from .cases import (
    CaseError,
    check_expectation,
    expect_from,
    load_module,
    merge_patch,
    new_state,
    playout,
    record,
    run,
    sample,
    witness,
)
from .compare import partial_mismatches

CASES_DIR = Path(__file__).resolve().parent / "cases"
LANGS = ("ja", "zh-Hant", "en")

BASE_NOTES: dict[str, dict[str, Any]] = {
    "example": {"kind": "example", "description": {
        "ja": "ルールブックに載っている例をそのまま再現するケース。",
        "zh-Hant": "重現規則書中所舉範例的測試。",
        "en": "A worked example given by a rulebook."}},
    "invalid": {"kind": "edge-case", "description": {
        "ja": "ルール上許されない行動を拒否しなければならないケース（IllegalAction）。",
        "zh-Hant": "必須拒絕規則不允許之行動的測試（IllegalAction）。",
        "en": "An action the rules forbid must be rejected (IllegalAction)."}},
    "playthrough": {"kind": "playthrough", "description": {
        "ja": "シード付きの無作為な対局を最後まで記録したもの。各手番の状態と合法手は "
              "<game>.playthroughs.jsonl にある。",
        "zh-Hant": "以固定亂數種子隨機進行至終局的完整對局紀錄；"
                   "每一步的狀態與合法行動見 <game>.playthroughs.jsonl。",
        "en": "A seeded random game recorded to its end; every step's state and legal actions are in "
              "<game>.playthroughs.jsonl."}},
    "ruling": {"kind": "option", "description": {
        "ja": "この選択肢の値は仕様の裁定（エンジンの既定値）である。",
        "zh-Hant": "此選項值即規格的裁定（引擎預設值）。",
        "en": "This option value is the spec's ruling (the engine's default)."}},
    "option": {"kind": "option", "description": {
        "ja": "既定値以外の選択肢でプレイするケース。",
        "zh-Hant": "以非預設選項進行的測試。",
        "en": "The case plays with a non-default option value."}},
}


class Built:
    def __init__(self) -> None:
        self.table: dict[str, Any] = {}
        self.playthroughs: list[dict[str, Any]] = []
        self.trace: dict[str, Any] = {}


def _l10n(d: dict[str, Any] | None, fallback: str) -> dict[str, str]:
    d = d or {}
    return {lang: str(d.get(lang) or d.get("en") or fallback) for lang in LANGS}


def _cites(entry: dict[str, Any]) -> dict[str, list[dict[str, str]]]:
    out = {}
    for lang, quotes in sorted((entry.get("cites") or {}).items()):
        if lang in LANGS:
            out[lang] = [{k: q[k] for k in ("exact", "prefix", "suffix") if q.get(k)} for q in quotes]
    return out


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def build(game: str, spec: dict[str, Any], sha256: str, engine_source: str,
          case_list: dict[str, Any] | None = None) -> Built:
    if case_list is None:
        case_list = yaml.safe_load((CASES_DIR / f"{game}.yaml").read_text(encoding="utf-8"))
    mod = load_module(engine_source, f"rulestone_table_engine_{game}")
    entries = {e["id"]: e for section in ("setup", "rules", "scoring", "end")
               for e in spec.get(section) or []}
    examples = {e["id"]: e for e in spec.get("examples") or []}
    notes = json.loads(json.dumps({**BASE_NOTES, **(case_list.get("notes") or {})}).replace("<game>", game))
    groups: dict[str, list[dict[str, Any]]] = {}
    defaults = {name: o["default"] for d in spec.get("discrepancies") or [] if (o := d.get("option"))
                for name in [o["name"]]}

    dealt: dict[Any, dict[str, Any]] = {}

    def start_state(players: int, options: dict[str, Any], start: Any) -> dict[str, Any] | None:
        if start in (None, "initial"):
            return None
        base_name, patch, replace = (start, None, {}) if isinstance(start, str) else (
            start.get("from", "dealt"), start.get("patch"), start.get("set") or {})
        if base_name == "initial":
            base = mod.Game(players, options).new_initial_state().to_json()
        elif base_name == "dealt":
            # dealt with the case's options when they change the setup (El Dorado's board)
            same = _same_setup(mod, players, options)
            key = players if same else (players, json.dumps(options, sort_keys=True))
            if key not in dealt:
                dealt[key] = deal(mod, players, case_list.get("deal_seed", 0),
                                  None if key == players else options)
            base = dict(dealt[key])
        else:
            raise CaseError(f"unknown start {base_name!r}")
        base["options"] = mod.Game(players, options).options
        state = merge_patch(base, patch) if patch else base
        state.update(replace)  # `set`: whole top-level keys (knights, caves) replaced
        if case_list.get("complete") and not isinstance(start, str):
            # a game's completion (e.g. El Dorado: the card counts) after a hand-written patch
            from importlib import import_module
            name = str(case_list["complete"])
            state = import_module(f".complete_{name}", __package__).complete(mod, players, state, patch or {})
        if not isinstance(start, str) and "caves" in state:
            # `caves: {space: {gems, gold}}` sets single cave spaces; `empty_caves: true` empties the rest
            piles = {str(k): v for k, v in (start.get("caves") or {}).items()}
            state["caves"] = [{**c, **({"gems": [], "gold": []} if start.get("empty_caves") else {}),
                               **piles.get(str(c["space"]), {})} for c in state["caves"]]
        # through the engine: a crafted state must load, and is recorded canonically
        return {"state": mod.Game(players, options).state_from_json(state).to_json()}

    def add(rule: str, case: dict[str, Any]) -> None:
        if rule not in entries:
            raise CaseError(f"case {case['id']}: rule {rule!r} is not a setup/rules/scoring/end entry "
                            "of the spec")
        for flag in case["flags"]:
            if flag not in notes:
                raise CaseError(f"case {case['id']}: flag {flag!r} has no note")
        groups.setdefault(rule, []).append(case)

    ids: set[str] = set()
    failed: list[str] = []
    listed = list(case_list.get("cases") or [])
    played = {c.get("example") for c in listed}
    for ex in examples.values():
        # a spec example may carry its own `case` (options, setup, steps, expect): its expect is checked
        if isinstance(ex.get("case"), dict) and ex["id"] not in played:
            case = ex["case"]
            listed.append({"id": ex["id"], "rule": ex["rule"], "example": ex["id"],
                           "players": case.get("players", spec["game"]["players"]["min"]),
                           "options": case.get("options") or {}, "steps": case.get("steps") or [],
                           "start": {"from": "initial", "set": case["setup"]["state"]}
                           if (case.get("setup") or {}).get("state") else "initial",
                           "check": case.get("expect") or {}})
    for c in listed:
        cid = c["id"]
        if cid in ids:
            raise CaseError(f"case id {cid!r} is used twice")
        ids.add(cid)
        players, options = c["players"], dict(c.get("options") or {})
        try:
            setup = start_state(players, options, c.get("start"))
        except ValueError as e:
            failed.append(f"case {cid}: its start state does not load: {e}")
            continue
        steps = list(c.get("steps") or [])
        check = c.get("check") or {}
        obs = run(mod, players, options, setup, steps)
        try:
            check_expectation(cid, obs, check, steps)
        except CaseError as e:
            failed.append(str(e))  # report every disagreement at once
            continue
        flags = list(c.get("flags") or [])
        if c.get("example"):
            if c["example"] not in examples:
                raise CaseError(f"case {cid}: spec has no example {c['example']!r}")
            flags.insert(0, "example")
            desc = _l10n(c.get("description") or examples[c["example"]].get("description"), cid)
        else:
            desc = _l10n(c.get("description"), cid)
        if obs.rejected and "invalid" not in flags:
            flags.append("invalid")
        if any(options.get(k) != v for k, v in defaults.items() if k in options) and "option" not in flags:
            flags.append("option")
        add(c["rule"], {"id": cid, "description": desc, "players": players, "options": options,
                        "setup": setup, "steps": steps, "expect": expect_from(obs, check), "flags": flags})

    if failed:
        raise CaseError("\n".join(failed))
    discrepancies = {d["id"]: d for d in spec.get("discrepancies") or []}
    covered = set()
    for w in case_list.get("witnesses") or []:
        d = discrepancies.get(w["discrepancy"])
        if d is None or not d.get("option"):
            raise CaseError(f"witness: spec has no discrepancy {w['discrepancy']!r} with an option")
        covered.add(d["id"])
        for case in _witness_cases(mod, d, w, start_state, notes):
            if case["id"] in ids:
                raise CaseError(f"case id {case['id']!r} is used twice")
            ids.add(case["id"])
            add(d["rule"] if d["rule"] in entries else w["rule"], case)
    missing = sorted(i for i, d in discrepancies.items() if d.get("option") and i not in covered)
    if missing:
        raise CaseError(f"no witness entry for discrepancies with options: {missing}")

    built = Built()
    pt = case_list.get("playthroughs") or {}
    for players, seeds in sorted((pt.get("seeds") or {}).items()):
        for seed in seeds:
            options = dict(pt.get("options") or {})
            cid = f"playthrough-{players}p-seed-{seed}"
            actions = playout(mod, players, options, seed)
            obs = run(mod, players, options, None, actions)
            end_rule = _end_rule(mod, players, options, actions, pt.get("end_rules") or [])
            built.playthroughs.append({"id": cid, "game": game, "spec_sha256": sha256, "players": players,
                                       "options": options, "seed": seed,
                                       "records": record(mod, players, options, actions)})
            ids.add(cid)
            add(end_rule, {
                "id": cid,
                "description": {
                    "ja": f"{players}人プレイ、シード {seed} の無作為な対局（{len(actions)} 手）"
                          "を終局まで再生し、"
                          "最終状態と得点を確かめる。",
                    "zh-Hant": f"{players} 人遊戲、亂數種子 {seed} 的隨機對局（共 {len(actions)} 步），"
                               "重播至終局並核對最終狀態與分數。",
                    "en": f"A random {players}-player game (seed {seed}, {len(actions)} steps) replayed to "
                          "its end: the final state and scores must match.",
                },
                "players": players, "options": options, "setup": None, "steps": actions,
                "expect": expect_from(obs, {}, full_state=True), "flags": ["playthrough"]})

    order = list(entries)
    # every entry has a case, and every worked example of the spec is one
    uncovered = [r for r in order if r not in groups]
    if uncovered:
        raise CaseError(f"spec entries without a case: {uncovered}")
    played = {c.get("example") for c in listed}
    unplayed = sorted(set(examples) - played)
    if unplayed:
        raise CaseError(f"spec examples without a case: {unplayed}")
    used_flags = {f for cases in groups.values() for case in cases for f in case["flags"]}
    table_groups = [{"rule": r, "title": _l10n(entries[r].get("title") or entries[r].get("text"), r),
                     "cites": _cites(entries[r]), "cases": groups[r]} for r in order if r in groups]
    built.table = {
        "schema": "conformance.schema.json",
        "game": game,
        "spec_sha256": sha256,
        "numberOfCases": sum(len(g["cases"]) for g in table_groups),
        "notes": {k: v for k, v in sorted(notes.items()) if k in used_flags},
        "groups": table_groups,
    }
    built.trace = _trace(game, spec, engine_source, table_groups, order)
    built.trace["actions"] = (mod.__doc__ or "").strip()
    return built


def _same_setup(mod: Any, players: int, options: dict[str, Any]) -> bool:
    """Whether the options leave the initial state as the defaults set it up (bar the options key)."""
    a = mod.Game(players).new_initial_state().to_json()
    b = mod.Game(players, options).new_initial_state().to_json()
    return {**a, "options": None} == {**b, "options": None}


def deal(mod: Any, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The state after the setup's chance steps, drawn with a seeded exact sampler."""
    import random

    rng = random.Random(seed)
    state = mod.Game(players, options).new_initial_state()
    while state.current_player() == mod.CHANCE:
        state.apply_action(sample(state.chance_outcomes(), rng))
    return state.to_json()


def _end_rule(mod: Any, players: int, options: dict[str, Any], actions: list[str],
              end_rules: list[dict[str, Any]] | dict[str, str]) -> str:
    """The end entry a playthrough finished by: the first of `end_rules` ({when: partial state, rule})
    whose `when` matches the final state (an entry without `when` matches any)."""
    state = new_state(mod, players, options, None)
    for a in actions:
        state.apply_action(a)
    final = state.to_json()
    if isinstance(end_rules, dict):  # the older form {otherwise: rule}
        end_rules = [{"rule": end_rules["otherwise"]}]
    for entry in end_rules:
        if not partial_mismatches(entry.get("when") or {}, final):
            return entry["rule"]
    raise CaseError("no end_rules entry matches the end of a playthrough (add one without `when`)")


def _witness_cases(mod: Any, d: dict[str, Any], w: dict[str, Any], start_state: Any,
                   notes: dict[str, Any]) -> list[dict[str, Any]]:
    opt = d["option"]
    name, values, default = opt["name"], list(opt["values"]), opt["default"]
    players = w["players"]
    base_opts = dict(w.get("options") or {})
    out = []
    readings = d.get("readings") or {}
    for value in values:
        if value == default:
            continue
        setup = start_state(players, {**base_opts, name: default}, w.get("start"))
        start = None if setup is None else {k: v for k, v in setup["state"].items() if k != "options"}
        found = witness(mod, players, base_opts, name, (default, value), start, w.get("max_nodes", 20_000))
        if found is None:
            raise CaseError(f"witness {d['id']}: no difference between {default!r} and {value!r} found "
                            f"from the given start (search more or start closer)")
        steps, why = found
        for v in (default, value):
            options = {**base_opts, name: v}
            setup_v = None if setup is None else {"state": {**setup["state"],
                                                            "options": mod.Game(players, options).options}}
            obs = run(mod, players, options, setup_v, steps)
            langs = sorted(lang for lang, r in readings.items() if r.get("value") == v)
            flags = [f"discrepancy:{d['id']}", *(f"reading:{lang}" for lang in langs)]
            flags.append("ruling" if v == default else "option")
            for f in flags:
                if f not in notes:
                    kind, _, val = f.partition(":")
                    notes[f] = _note(kind, val, d)
            summary = _l10n(d.get("summary"), d["id"])
            changed = [k for k in why if k.startswith("state:")]
            keys = changed[0][len("state:"):].split(",") if changed else []
            exp = expect_from(obs, {"state": {k: None for k in keys}})
            # an option of more than two values has one default case per other value
            vs = f"-vs-{_slug(str(value))}" if v == default and len(values) > 2 else ""
            out.append({
                "id": f"{d['id']}-{_slug(str(v))}{vs}",
                "description": {
                    "ja": f"食い違い「{summary['ja']}」の証拠（最短の手順）: {name} = {v} の場合。",
                    "zh-Hant": f"差異「{summary['zh-Hant']}」的見證（最短步驟）：{name} = {v} 時。",
                    "en": f"Witness of \"{summary['en']}\" (shortest steps): with {name} = {v}.",
                },
                "players": players, "options": options, "setup": setup_v, "steps": steps,
                "expect": exp, "flags": flags})
    # the pair must really differ (the search said so; the recorded expectations must show it)
    return out


def _note(kind: str, value: str, d: dict[str, Any]) -> dict[str, Any]:
    if kind == "discrepancy":
        s = _l10n(d.get("summary"), value)
        return {"kind": "discrepancy", "description": {
            "ja": f"食い違い {value} の証拠: {s['ja']}",
            "zh-Hant": f"差異 {value} 的見證：{s['zh-Hant']}",
            "en": f"Witness of discrepancy {value}: {s['en']}"}}
    if value.startswith("assumed"):
        return {"kind": "reading", "description": {
            "ja": f"どちらの版も述べていない読み方（{value}：仕様が想定したもの）に従うケース。",
            "zh-Hant": f"依照兩個版本都未明言的解讀（{value}：規格所假設者）的測試。",
            "en": f"The case follows a reading neither edition states ({value}: assumed by the spec)."}}
    names = {"ja": ("日本語版", "日文版"), "zh-Hant": ("繁体字中国語版", "繁體中文版")}
    ja_name, zh_name = names.get(value, (value, value))
    return {"kind": "reading", "description": {
        "ja": f"{ja_name}の読み方に従うケース。",
        "zh-Hant": f"依照{zh_name}解讀的測試。",
        "en": f"The case follows the reading of the {value} edition."}}


def _slug(s: str) -> str:
    import re

    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-") or "value"


def _trace(game: str, spec: dict[str, Any], engine_source: str, groups: list[dict[str, Any]],
           order: list[str]) -> dict[str, Any]:
    blocks = locate_blocks(engine_source)
    cases = {g["rule"]: [c["id"] for c in g["cases"]] for g in groups}
    witness_of: dict[str, list[str]] = {}
    for d in spec.get("discrepancies") or []:
        witness_of.setdefault(d["rule"], []).append(d["id"])
    rows = []
    src = engine_source.split("\n")
    for rid in order:
        lines = blocks.get(rid)
        code = f"generated/python/{game}.py:{lines[0]}-{lines[1]}" if lines else None
        row = {"rule": rid, "code": code, "cases": cases.get(rid, []),
               "discrepancies": witness_of.get(rid, [])}
        # an engine compiled from the rule language names the spec line of each body in its block
        spec_line = next((ln.strip()[len("# spec: "):] for ln in src[lines[0]:lines[1]]
                          if ln.strip().startswith("# spec: ")), None) if lines else None
        if spec_line:
            row = {"rule": rid, "spec": spec_line, **{k: v for k, v in row.items() if k != "rule"}}
        rows.append(row)
    return {"game": game, "engine": f"generated/python/{game}.py", "rules": rows}


def table_json(built: Built) -> str:
    return _dumps(built.table)


def playthroughs_jsonl(built: Built) -> str:
    return "".join(json.dumps(p, ensure_ascii=False, separators=(",", ":")) + "\n"
                   for p in built.playthroughs)


def trace_json(built: Built) -> str:
    return _dumps(built.trace)


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _md(s: str) -> str:
    return md_escape(s)  # HTML, links, code spans and table pipes made inert (rulestone/escape.py)


def _steps_md(steps: list[str], limit: int = 8) -> str:
    if not steps:
        return "—"
    shown = ", ".join(md_code(s) for s in steps[:limit])
    return shown + (f", … ({len(steps)} steps)" if len(steps) > limit else "")


def _expect_md(exp: dict[str, Any]) -> str:
    parts = ["valid" if exp["result"] == "valid" else f"**invalid at step {exp['at']}**"]
    if "state" in exp and len(json.dumps(exp["state"])) <= 160:
        parts.append("state " + ", ".join(f"{md_code(k)}={_md(json.dumps(v, ensure_ascii=False))}"
                                         for k, v in exp["state"].items()))
    elif "state" in exp:
        parts.append(f"state: {len(exp['state'])} key(s)")
    if exp.get("terminal"):
        parts.append(f"game over, scores {exp.get('scores')}")
    else:
        legal = exp.get("legal", [])
        more = " …" if len(legal) > 6 else ""
        parts.append(f"legal {len(legal)}: " + ", ".join(md_code(a) for a in legal[:6]) + more)
    return "; ".join(parts)


def table_markdown(built: Built) -> str:
    t = built.table
    out = [f"# Conformance table: {t['game']}", "",
           f"Generated by `rulestone build` from rulespecs/{t['game']}.yaml "
           f"(sha256 `{t['spec_sha256'][:12]}…`) "
           f"and the reference engine. {t['numberOfCases']} cases in {len(t['groups'])} groups. "
           f"Machine-readable: `{t['game']}.json` (schema/conformance.schema.json); every step of the "
           f"playthroughs: `{t['game']}.playthroughs.jsonl`. Run them with `rulestone conform`.", "",
           "## Flags", "", "| flag | kind | meaning |", "|---|---|---|"]
    for flag, note in t["notes"].items():
        out.append(f"| {md_code(flag)} | {_md(note['kind'])} | {_md(note['description']['en'])} |")
    for g in t["groups"]:
        out += ["", f"## {md_code(g['rule'])} — {_md(g['title']['en'])}", "",
                f"{_md(g['title']['ja'])} / {_md(g['title']['zh-Hant'])}", "",
                "| case | players | options | steps | expect | flags |", "|---|---|---|---|---|---|"]
        for c in g["cases"]:
            opts = _md(", ".join(f"{k}={v}" for k, v in c["options"].items())) or "—"
            start = " (from a given state)" if c["setup"] else ""
            out.append(f"| {md_code(c['id'])}<br>{_md(c['description']['en'])} | {c['players']} | {opts} | "
                       f"{_steps_md(c['steps'])}{start} | {_expect_md(c['expect'])} | "
                       f"{_md(', '.join(c['flags'])) or '—'} |")
    return "\n".join(out) + "\n"


def trace_markdown(built: Built) -> str:
    t = built.trace
    compiled = any("spec" in r for r in t["rules"])
    head = "| rule | spec | code | cases | discrepancies |" if compiled else \
        "| rule | code | cases | discrepancies |"
    out = [f"# Trace: {t['game']} rules → {'spec → ' if compiled else ''}code → cases", "",
           f"Each rule, setup, scoring and end entry of rulespecs/{t['game']}.yaml, "
           f"{'the spec line of its rule body, ' if compiled else ''}the lines of "
           f"`{t['engine']}` that implement it (its `# rule <id>` block) and the conformance cases "
           "that test it.", "", head, "|---" * head.count(" | ") + "|---|"]
    for r in t["rules"]:
        more = f" … ({len(r['cases'])})" if len(r["cases"]) > 12 else ""
        cases = ", ".join(md_code(c) for c in r["cases"][:12]) + more
        code = _md(r["code"]) if r["code"] else "**none**"
        spec = f" {_md(r.get('spec') or '—')} |" if compiled else ""
        out.append(f"| {md_code(r['rule'])} |{spec} {code} | {cases or '**none**'} | "
                   f"{_md(', '.join(r['discrepancies'])) or '—'} |")
    if t.get("actions"):
        out += ["", "## Engine API and canonical actions (from the engine's docstring)", "",
                *md_fence(t["actions"])]
    return "\n".join(out) + "\n"
