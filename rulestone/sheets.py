"""Reference sheets: a view of one spec in one language, rendered as Markdown or print-ready HTML.

All text comes from the spec with its parameters filled in; the templates hold layout only
(headings come from templates/sheets/labels.yaml). A statement carries a small source reference:
the edition and clause id each of its quotes resolves to, or "external"/"assumed".
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
import yaml

from .boards import board_layouts, hex_board_svg
from .escape import md_code, md_escape, md_link_safe
from .specs.cite import Edition, resolve
from .specs.load import Spec, render_text
from .specs.register import nature_of

LANGS = ("ja", "zh-Hant", "en")
FORMATS = ("md", "html")
_TEMPLATES = Path(__file__).parent / "templates" / "sheets"


@cache
def labels() -> dict[str, dict[str, str]]:
    return yaml.safe_load((_TEMPLATES / "labels.yaml").read_text(encoding="utf-8"))


@cache
def player_labels() -> dict[str, dict[str, str]]:
    """labels.yaml merged with player_labels.yaml (the latter wins), per language."""
    extra = yaml.safe_load((_TEMPLATES / "player_labels.yaml").read_text(encoding="utf-8"))
    return {lang: {**base, **extra.get(lang, {})} for lang, base in labels().items()}


def players_text(game: dict[str, Any], lab: dict[str, str]) -> str:
    """`2–5` (en), `2〜5人` (ja, as its documents write it), `2–5人` (zh-Hant)."""
    lo, hi = game.get("players", {}).get("min"), game.get("players", {}).get("max")
    if lo is None or hi is None:
        return ""
    return lab["players_one"].format(n=lo) if lo == hi else lab["players_range"].format(lo=lo, hi=hi)


def meta_line(game: dict[str, Any], lab: dict[str, str], assumed: str) -> list[tuple[str, str]]:
    """The header: players, age, time, designer; `(assumed)` beside them when the header's facts
    rest on an assumption (`game.assumed`)."""
    players = players_text(game, lab) + (f" ({assumed})" if game.get("assumed") else "")
    meta = [(lab["players"], players)]
    if game.get("age") is not None:
        meta.append((lab["age"], lab["age_value"].format(n=game["age"])))
    if game.get("minutes") is not None:
        meta.append((lab["minutes"], lab["minutes_value"].format(n=game["minutes"])))
    if game.get("designer"):
        meta.append((lab["designer"], str(game["designer"])))
    return meta


def _pick(texts: Any, lang: str) -> str:
    """The text in `lang`; falls back to en, then to any language (specs require ja/zh-Hant/en
    on everything a sheet prints, so the fallback only covers optional fields)."""
    if isinstance(texts, str):
        return texts
    if not isinstance(texts, dict):
        return ""
    return str(texts.get(lang) or texts.get("en") or next(iter(texts.values()), ""))


class SheetBuilder:
    def __init__(self, spec: Spec, clauses: dict[str, dict[str, Any]]):
        self.spec = spec
        self.editions = {lang: Edition.from_clauses(clauses[src])
                         for lang, src in spec.editions.items() if src in clauses}

    def refs(self, entry: dict[str, Any], lang: str) -> list[str]:
        out: list[str] = []
        for ed_lang, quotes in (entry.get("cites") or {}).items():
            ed = self.editions.get(ed_lang)
            ids: list[str] = []
            for q in quotes:
                res = resolve(q, ed) if ed else None
                for cid in (res.clauses if res and res.ok else []):
                    if cid not in ids:
                        ids.append(cid)
            if ids:
                out.append(f"{ed_lang} {', '.join(ids)}")
        if entry.get("external"):
            out.append(labels()[lang]["external"])
        if entry.get("assumed"):
            out.append(labels()[lang]["assumed"])
        return out

    def text(self, texts: Any, lang: str) -> str:
        return render_text(_pick(texts, lang), self.spec)

    def statement(self, entry: dict[str, Any], lang: str) -> dict[str, Any]:
        assumed = entry.get("assumed") or {}
        return {
            "id": entry.get("id", ""),
            "title": self.text(entry.get("title") or entry.get("name") or {}, lang),
            "text": self.text(entry.get("text") or {}, lang),
            "refs": self.refs(entry, lang),
            "status": entry.get("status", ""),
            "assumed": _in_lang(assumed.get("reason"), lang) if isinstance(assumed, dict) else "",
            "callouts": [],
        }

    def build(self, lang: str) -> dict[str, Any]:
        spec, lab = self.spec, labels()[lang]
        game = spec.data["game"]
        counts = spec.player_counts
        meta = meta_line(game, player_labels()[lang], lab["assumed"])
        components = [{"name": self.text(c.get("name") or {}, lang), "count": c.get("count", ""),
                       "refs": self.refs(c, lang), "data": self.card_data(c, lab)}
                      for c in spec.data.get("components") or []]
        table = []
        for name, p in spec.parameters.items():
            value = p.get("value")
            if isinstance(value, dict) and "by_players" in value:
                label = _pick(p.get("text"), lang) or name
                unit = _pick(p.get("unit"), lang)
                table.append({"label": label, "unit": unit,
                              "values": [self.value(spec.parameter(name, n), lab) for n in counts],
                              "refs": self.refs(p, lang)})
        rules = [self.statement(r, lang) for r in spec.data.get("rules") or []]
        by_id = {r["id"]: r for r in rules}
        by_id.update({s["id"]: s for s in (self.statement(e, lang) for e in
                                         (spec.data.get("setup") or []) + (spec.data.get("scoring") or [])
                                         + (spec.data.get("end") or []))})
        setup = [by_id[e["id"]] for e in spec.data.get("setup") or []]
        scoring = [by_id[e["id"]] for e in spec.data.get("scoring") or []]
        end = [by_id[e["id"]] for e in spec.data.get("end") or []]
        for d in spec.data.get("discrepancies") or []:
            target = by_id.get(d.get("rule", ""))
            callout = self.callout(d, lang)
            (target["callouts"] if target else setup[-1]["callouts"] if setup else []).append(callout)
        groups: dict[str, list[dict[str, Any]]] = {"turn": [], "rules": [], "two_player": []}
        for entry, view in zip(spec.data.get("rules") or [], rules, strict=True):
            kind = str(entry.get("kind", ""))
            key = "turn" if kind == "turn" else "two_player" if re.match(r"two.?player", kind) else "rules"
            groups[key].append(view)
        return {
            "lang": lang, "lab": lab, "title": _pick(game.get("titles"), lang),
            "other_titles": [t for k, t in (game.get("titles") or {}).items() if k != lang],
            "meta": meta, "components": components, "counts": counts, "table": table,
            "setup": setup, "groups": [(lab[k], v) for k, v in groups.items() if v],
            "scoring": scoring, "end": end, "pictures": self.pictures(lang),
        }

    def pictures(self, lang: str) -> list[dict[str, str]]:
        """Pictures drawn from the spec's data (a hex board), written beside the sheets."""
        board = next((c for c in self.spec.data.get("components") or [] if c.get("id") == "board"), None)
        out: list[dict[str, str]] = []
        if board is None:
            return out
        for i, (key, name) in enumerate(board_layouts(self.spec.data)):
            title = f"{self.text(board['name'], lang)}: {name}"
            svg = hex_board_svg(self.spec.data, title, key)
            if svg:
                suffix = "" if i == 0 else f".{key}"  # the default layout keeps the old file name
                out.append({"title": title, "file": f"{self.spec.game_id}.board{suffix}.svg", "svg": svg})
        return out

    @staticmethod
    def edition_label(key: str, lang: str) -> str:
        """`ja` -> 日本語版 / Japanese edition; `assumed-2` -> 仮定2 / Assumption 2."""
        lab = labels()[lang]
        if key.startswith("assumed"):
            number = key.rpartition("-")[2]
            return f"{lab['edition_assumed']}{' ' if lang == 'en' else ''}{number}".strip()
        return lab.get(f"edition_{key}", key)

    @staticmethod
    def card_data(component: dict[str, Any], lab: dict[str, str]) -> str:
        """Power, cost and single use of a card-like component, from its detail data."""
        raw = component.get("detail")
        detail: dict[str, Any] = raw if isinstance(raw, dict) else {}
        parts = [f"{lab[k]} {detail[k]}" for k in ("power", "cost") if isinstance(detail.get(k), int | float)]
        if detail.get("single_use") is True:
            parts.append(lab["single_use"])
        return " · ".join(parts)

    @staticmethod
    def value(v: Any, lab: dict[str, str]) -> str:
        """A parameter value as a reader sees it (booleans as marks, not True/False)."""
        if isinstance(v, bool):
            return lab["mark_yes"] if v else lab["mark_no"]
        if v == "unknown":  # a number no source gives (e.g. Emporium's starting loot)
            return lab["unknown"]
        return str(v)

    def callout(self, d: dict[str, Any], lang: str) -> dict[str, Any]:
        """A discrepancy on a player's sheet. Readings and the ruling's reason are shown only where
        the spec has them in the sheet's language (a player must not meet another language);
        the reconciliation report carries them all."""
        readings = []
        for key, r in (d.get("readings") or {}).items():
            text = (r.get("text") or {}).get(lang)
            if text or r.get("silent"):
                readings.append({"key": key, "edition": self.edition_label(key, lang),
                                 "silent": bool(r.get("silent")),
                                 "text": self.text(text or "", lang), "value": r.get("value", ""),
                                 "refs": self.refs(r, lang)})
        ruling = d.get("ruling") or {}
        option = d.get("option") or {}
        kind = str(d.get("kind", ""))
        label = labels()[lang].get(f"kind_{kind}", labels()[lang]["discrepancy"])
        nature = nature_of(d)
        if len(self.spec.editions) < 2 and nature in ("one-edition", "both-silent"):
            label = labels()[lang]["kind_gap_single"]  # one document: its gap is simply not in it
        elif nature != "disagree":
            label = labels()[lang].get(f"nature_{nature}", label)  # what the finding is, for a player
        return {"id": d["id"], "kind": kind, "label": label,
                "summary": self.text(d.get("summary") or {}, lang),
                "readings": readings, "ruling": self.text((ruling.get("why") or {}).get(lang, ""), lang),
                "value": ruling.get("value", ""),
                "option": f"{option['name']}={option['default']}" if option else ""}


def _in_lang(texts: Any, lang: str) -> str:
    """Text in `lang` only: a plain string is English; a player's sheet shows no other language."""
    if isinstance(texts, str):
        return texts if lang == "en" else ""
    return str(texts.get(lang, "")) if isinstance(texts, dict) else ""


def page_env(directory: Path, fmt: str) -> jinja2.Environment:
    """Environment for pages people read (sheets, reports): HTML autoescaped, Markdown through `md`."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(directory), undefined=jinja2.StrictUndefined,
                             autoescape=fmt == "html", trim_blocks=True, lstrip_blocks=True,
                             keep_trailing_newline=True)
    # Markdown: text as text (HTML escaped, no links, images or code spans), code spans, safe links
    env.filters.update(md=md_escape, mdsafe=md_escape, code=md_code, link=md_link_safe)
    return env


@cache
def _env(fmt: str) -> jinja2.Environment:
    return page_env(_TEMPLATES, fmt)


def render(view: dict[str, Any], fmt: str) -> str:
    """The annotated rules (every statement with its sources, a callout per discrepancy)."""
    return _env(fmt).get_template(f"sheet.{fmt}.j2").render(**view)
