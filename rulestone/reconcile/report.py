"""Reconciliation report of a game with two editions (DESIGN §8).

Everything is computed from the spec, the clauses of both editions, the aligner, the conformance
table (witness cases) and random games of the generated engine (the effect of each reading):
- the aligned clauses side by side, each with the spec rules whose quotes fall in it;
- every discrepancy with both editions' texts (the quoted clauses), typed as translation QA
  tools type findings, its ruling, its witness cases and, where it has an engine option, the
  simulated effect of each reading (a table and an SVG plot).
"""

from __future__ import annotations

import math
from collections import defaultdict
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import jinja2
from markupsafe import Markup, escape

from .. import simulation
from ..sheets import page_env
from ..specs.cite import Edition, resolve
from ..specs.load import Spec
from ..specs.register import NATURE_TITLES, effect, nature_of, players_of, rank_key
from .detect import Checked
from .links import editions_checked

_TEMPLATES = Path(__file__).resolve().parent.parent / "templates" / "reports"
# random games per reading and player count: 95 % intervals of about +-1 point on a win rate. The
# games are the same in C and in Python (rulestone/simulation.py): C when a compiler exists.
SIM_GAMES = 10_000
Z95 = 1.959964  # normal quantile of the 95 % intervals (n = SIM_GAMES is large enough for it)

# When a spec entry gives no `qa` type, derive one from the finding's kind.
# Severity of a register finding, from its nature: wording-only findings change nothing in play.
SEVERITY_BY_NATURE = {"wording": "wording", "withdrawn": "withdrawn"}
QA_BY_KIND = {"conflict": "inconsistency", "gap": "omission", "error": "mistranslation",
              "ambiguity": "inconsistency"}


def _clause_rules(spec: Spec, editions: dict[str, Edition]) -> dict[tuple[str, str], list[str]]:
    """(lang, clause id) -> ids of the spec entries citing it."""
    out: dict[tuple[str, str], list[str]] = defaultdict(list)
    for _, entry in spec.entries():
        for lang, quotes in (entry.get("cites") or {}).items():
            if lang not in editions:
                continue
            for q in quotes:
                res = resolve(q, editions[lang])
                for cid in res.clauses if res.ok else []:
                    if entry.get("id") and entry["id"] not in out[(lang, cid)]:
                        out[(lang, cid)].append(entry["id"])
    return out


def _witnesses(table: dict[str, Any] | None) -> dict[str, list[str]]:
    out: dict[str, list[str]] = defaultdict(list)
    for group in (table or {}).get("groups", []):
        for case in group["cases"]:
            for flag in case.get("flags", []):
                if flag.startswith("discrepancy:"):
                    out[flag.split(":", 1)[1]].append(case["id"])
    return out


def build(spec: Spec, clauses: dict[str, dict[str, Any]], glossary: dict[str, Any] | None,
          table: dict[str, Any] | None, engine: ModuleType | None,
          sim: tuple[str, tuple[str, str] | None] | None = None,
          checked: Checked | None = None) -> dict[str, Any]:
    """`sim`: the Python engine's code and the C engine's texts (or None), to simulate the readings
    with (else `engine`, in process). `checked`: links.editions_checked()'s result, where the
    caller has it: the pairs listed are the ones the findings read."""
    (lang_a, src_a), (lang_b, src_b) = list(spec.editions.items())[:2]
    docs = {lang_a: clauses[src_a], lang_b: clauses[src_b]}
    editions = {lang: Edition.from_clauses(doc) for lang, doc in docs.items()}
    texts = {lang: {c["id"]: c["text"] for c in doc["clauses"]} for lang, doc in docs.items()}
    rules_of = _clause_rules(spec, editions)
    alignment = (checked or editions_checked(spec, clauses, glossary)).alignment

    def side(lang: str, ids: list[str]) -> dict[str, Any]:
        rules = sorted({r for cid in ids for r in rules_of.get((lang, cid), [])})
        return {"ids": ids, "text": " ".join(texts[lang][i] for i in ids), "rules": rules}

    pairs = [{"a": side(lang_a, p["a"]), "b": side(lang_b, p["b"]), "score": p["score"]}
             for p in alignment["pairs"]]
    witnesses = _witnesses(table)
    runs = _simulations(spec, engine, sim)
    findings = []
    for d in spec.data.get("discrepancies") or []:
        readings = []
        for key, r in (d.get("readings") or {}).items():
            quotes: list[dict[str, Any]] = []
            for lang, qs in (r.get("cites") or {}).items():
                for q in qs:
                    res = resolve(q, editions[lang]) if lang in editions else None
                    ids = res.clauses if res and res.ok else []
                    if ids and any(o["lang"] == lang and o["clauses"] == ids for o in quotes):
                        continue  # two quotes inside one clause: its text is shown once
                    quotes.append({"lang": lang, "exact": q["exact"], "clauses": ids,
                                   "clause_text": " ".join(texts[lang].get(c, "") for c in ids)})
            readings.append({"edition": key, "silent": bool(r.get("silent")), "value": r.get("value"),
                             "text": r.get("text") or {}, "quotes": quotes})
        option = d.get("option")
        players = players_of(d, spec.data)
        simulation = runs.get(d["id"], [])
        findings.append({
            "id": d["id"], "kind": d.get("kind"), "qa": d.get("qa") or QA_BY_KIND.get(d.get("kind", ""), ""),
            "nature": nature_of(d), "players": players, "applies_with": d.get("applies_with") or {},
            "severity": SEVERITY_BY_NATURE.get(nature_of(d), "play"),
            "rule": d.get("rule"), "summary": d.get("summary") or {}, "readings": readings,
            "ruling": d.get("ruling") or {}, "option": option, "witnesses": witnesses.get(d["id"], []),
            "simulation": simulation, "effect": round(effect(simulation), 4),
        })
    # The register: grouped by nature, ranked by effect on play within each group.
    findings = [f for _, f in sorted(enumerate(findings), key=lambda p: rank_key(p[1], p[0]))]
    groups = [{"nature": n, "title": t, "ids": [f["id"] for f in findings if f["nature"] == n]}
              for n, t in NATURE_TITLES.items()]
    by_kind: dict[str, dict[str, int]] = {}
    for f in findings:
        row = by_kind.setdefault(f["nature"], {})
        row[f["kind"]] = row.get(f["kind"], 0) + 1
    return {"game": spec.game_id, "editions": {lang_a: src_a, lang_b: src_b},
            "counts": {"pairs": len(pairs), "unmatched_a": len(alignment["unmatched"]["a"]),
                       "unmatched_b": len(alignment["unmatched"]["b"]), "findings": len(findings),
                       "by_nature": {g["nature"]: len(g["ids"]) for g in groups},
                       "by_severity": {sev: sum(f["severity"] == sev for f in findings)
                                       for sev in ("play", "wording", "withdrawn")},
                       "by_nature_and_kind": by_kind},
            # page 1: what changes play, as ruled (the editions disagree, or an engine option reads it)
            "headline": [f["id"] for f in sorted(
                (f for f in findings
                 if f["severity"] == "play" and (f["nature"] == "disagree" or f["option"])),
                key=lambda f: (0 if f["option"] else 1, -f["effect"]))],
            "pairs": pairs, "unmatched": alignment["unmatched"], "findings": findings,
            "groups": [g for g in groups if g["ids"]]}


def _simulations(spec: Spec, engine: ModuleType | None,
                 sim: tuple[str, tuple[str, str] | None] | None) -> dict[str, list[dict[str, Any]]]:
    """Each reading of every discrepancy with an engine option, at each player count it concerns,
    under the options it applies with: SIM_GAMES games (seeds 1..), all runs in one batch."""
    wanted = []
    for d in spec.data.get("discrepancies") or []:
        option = d.get("option")
        if not option or (engine is None and sim is None):
            continue
        for n in players_of(d, spec.data):
            for value in option["values"]:
                wanted.append((d["id"], value, value == option["default"],
                               (n, {**(d.get("applies_with") or {}), option["name"]: value}, SIM_GAMES, 1)))
    if not wanted:
        return {}
    runs = [w[3] for w in wanted]
    if sim is not None:
        stats = simulation.run(spec.game_id, sim[0], sim[1], runs)
    else:
        assert engine is not None  # with neither, nothing was wanted (the loop above)
        stats = [simulation.summary(n, o, simulation.python_playouts(engine, n, o, seed, games))
                 for n, o, games, seed in runs]
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for (fid, value, default, _), st in zip(wanted, stats, strict=True):
        out[fid].append({"value": value, "default": default, **st, "intervals": _intervals(st)})
    return out


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(mean: float, sd: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Normal interval of a mean (n is large: the t quantile is within 1 % of z)."""
    half = z * sd / math.sqrt(n) if n > 0 else 0.0
    return (mean - half, mean + half)


def _intervals(stats: dict[str, Any]) -> dict[str, Any]:
    n = int(stats["games"])

    def r3(lo_hi: tuple[float, float]) -> list[float]:
        return [round(lo_hi[0], 3), round(lo_hi[1], 3)]

    return {
        "length": r3(mean_interval(stats["length"]["mean"], stats["length"]["sd"], n)),
        "win_rate": [r3(wilson(w * n, n)) for w in stats["win_rate"]],
        "tie_rate": r3(wilson(stats["tie_rate"] * n, n)),
        "mean_score": [r3(mean_interval(m, s, n)) for m, s in zip(stats["mean_score"], stats["sd_score"],
                                                                  strict=True)],
    }


def bar_svg(rows: list[dict[str, Any]], metric: str, label: str, scale: float | None = None) -> str:
    """A small horizontal bar chart (one bar per reading), as an SVG string; values are numbers."""
    values = [float(r[metric] if not isinstance(r[metric], dict) else r[metric]["mean"]) for r in rows]
    top = scale or max([*values, 1e-9])
    width, bar_h, left = 320, 16, 130
    height = 22 + bar_h * len(rows) + 6 * len(rows)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
             f'aria-label="{_x(label)}"><text x="0" y="12" font-size="11">{_x(label)}</text>']
    for i, (row, v) in enumerate(zip(rows, values, strict=True)):
        y = 20 + i * (bar_h + 6)
        w = (width - left - 50) * v / top
        fill = "#0b6e4f" if row["default"] else "#c98a2b"
        parts.append(f'<text x="0" y="{y + 12}" font-size="10">{_x(str(row["value"]))}</text>'
                     f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{fill}"/>'
                     f'<text x="{left + w + 4:.1f}" y="{y + 12}" font-size="10">{v:.3g}</text>')
    return "".join(parts) + "</svg>"


def _x(s: str) -> str:
    return str(escape(s))


@cache
def _env(fmt: str) -> jinja2.Environment:
    env = page_env(_TEMPLATES, fmt)
    env.globals["svg"] = lambda rows, metric, label: Markup(bar_svg(rows, metric, label))
    return env


def render(report: dict[str, Any], fmt: str) -> str:
    return _env(fmt).get_template(f"reconciliation.{fmt}.j2").render(r=report)
