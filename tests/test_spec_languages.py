"""Every text a reference sheet prints exists in ja, zh-Hant and en, in every rule spec.

The sheets are read by players who know one of the three languages; a sheet shows a text only in
its own language (rulestone/sheets.py), so a text missing in one language is a gap on that sheet.
The schema requires all three only on titles, names, rule texts and summaries; this guards the
rest (ruling reasons, readings, assumed reasons, parameter texts and units) from regressing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulestone.sheets import SheetBuilder
from rulestone.specs.load import load_spec

ROOT = Path(__file__).resolve().parent.parent
SPECS = sorted(p for p in (ROOT / "rulespecs").glob("*.yaml") if p.name != "glossary.yaml")
LANGS = ("ja", "zh-Hant", "en")
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def _entries(spec: dict[str, Any], section: str) -> list[dict[str, Any]]:
    return [e for e in spec.get(section) or [] if isinstance(e, dict)]


def printed_texts(spec: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(where, texts) for every text the sheets print, as the spec holds it (a string or a map)."""
    game = spec.get("game") or {}
    yield "game.titles", game.get("titles")
    if "assumed" in game:
        yield "game.assumed.reason", (game.get("assumed") or {}).get("reason")
    for c in _entries(spec, "components"):
        yield f"components[{c.get('id')}].name", c.get("name")
        if "assumed" in c:
            yield f"components[{c.get('id')}].assumed.reason", (c.get("assumed") or {}).get("reason")
    for name, p in (spec.get("parameters") or {}).items():
        for key in ("text", "unit"):
            if key in p:
                yield f"parameters.{name}.{key}", p[key]
        if "assumed" in p:
            yield f"parameters.{name}.assumed.reason", (p.get("assumed") or {}).get("reason")
    for section in ("setup", "rules", "scoring", "end"):
        for e in _entries(spec, section):
            for key in ("title", "text"):
                yield f"{section}[{e.get('id')}].{key}", e.get(key)
            if "assumed" in e:
                yield f"{section}[{e.get('id')}].assumed.reason", (e.get("assumed") or {}).get("reason")
    for d in _entries(spec, "discrepancies"):
        yield f"discrepancies[{d.get('id')}].summary", d.get("summary")
        for key, reading in (d.get("readings") or {}).items():
            if "text" in reading:
                yield f"discrepancies[{d.get('id')}].readings.{key}.text", reading["text"]
        yield f"discrepancies[{d.get('id')}].ruling.why", (d.get("ruling") or {}).get("why")


def _load(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_specs_found():
    assert {p.stem for p in SPECS} >= {"emerald", "dragon_keeper", "el_dorado", "emporium"}


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_every_printed_text_in_all_three_languages(path: Path):
    missing = [f"{where}: {lang}" for where, texts in printed_texts(_load(path))
               for lang in LANGS
               if not (isinstance(texts, dict) and isinstance(texts.get(lang), str) and texts[lang].strip())]
    assert not missing, f"{path.name}: texts a sheet prints lack a language:\n" + "\n".join(missing)


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_ja_and_zh_texts_are_not_english(path: Path):
    """A ja or zh-Hant text copied from English (or left in English) would still be a gap."""
    wrong = []
    for where, texts in printed_texts(_load(path)):
        if not isinstance(texts, dict) or where == "game.titles":
            continue  # titles may be the publisher's Latin-letter title
        for lang in ("ja", "zh-Hant"):
            text = texts.get(lang)
            if isinstance(text, str) and (text == texts.get("en") or not CJK.search(text)):
                wrong.append(f"{where}.{lang}: {text!r}")
    assert not wrong, f"{path.name}: ja/zh-Hant texts without Japanese or Chinese:\n" + "\n".join(wrong)


@pytest.mark.parametrize("lang", ["ja", "zh-Hant"])
@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_sheet_has_no_gaps(path: Path, lang: str):
    """On the rendered sheet view: every discrepancy shows its ruling's reason (not the bare
    value slug), every reading with a text shows it, every assumption shows its reason, and every
    per-player-count row has its label and unit in the sheet's language."""
    spec = load_spec(path)
    view = SheetBuilder(spec, {}).build(lang)
    groups = [s for _, group in view["groups"] for s in group]
    statements = view["setup"] + groups + view["scoring"] + view["end"]
    gaps = []
    for s in statements:
        if _has_assumed(spec.data, s["id"]) and not s["assumed"]:
            gaps.append(f"{s['id']}: assumption without its reason")
        for c in s["callouts"]:
            if not c["ruling"]:
                gaps.append(f"{c['id']}: ruling shows only {c['value']!r}")
            shown = {r["key"] for r in c["readings"] if r["text"]}
            for key, reading in (_discrepancy(spec.data, c["id"]).get("readings") or {}).items():
                if reading.get("text") and key not in shown:
                    gaps.append(f"{c['id']}: reading {key} not shown")
    by_name = {n: p for n, p in spec.parameters.items()
               if isinstance(p.get("value"), dict) and "by_players" in p["value"]}
    for row, (name, p) in zip(view["table"], by_name.items(), strict=True):
        if row["label"] == name or not CJK.search(row["label"]):
            gaps.append(f"parameter {name}: label {row['label']!r}")
        if "unit" in p and not CJK.search(row["unit"]):
            gaps.append(f"parameter {name}: unit {row['unit']!r}")
    assert not gaps, f"{path.name} {lang} sheet:\n" + "\n".join(gaps)


def _discrepancy(spec: dict[str, Any], ident: str) -> dict[str, Any]:
    return next(d for d in _entries(spec, "discrepancies") if d.get("id") == ident)


def _has_assumed(spec: dict[str, Any], ident: str) -> bool:
    return any(e.get("id") == ident and "assumed" in e
               for section in ("setup", "rules", "scoring", "end") for e in _entries(spec, section))
