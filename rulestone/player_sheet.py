"""Player sheets: what a player prints to play from, at most two A4 pages, from the spec alone.

A goal line, components with counts, setup by player count, a numbered turn sequence (the spec's
`engine` phases when it has them, else its rules of kind `turn` in order), the other rules grouped
by kind in the spec's order, two-player rules, end and scoring in one box, the documents' worked
examples as small diagrams, a legend, and for each discrepancy that matters to play (editions in
conflict, an ambiguity, or a ruling with a playable alternative) one short marked line: the
reading the ruling chose. No clause ids, no sources (the annotated rules carry those).
"""

from __future__ import annotations

import re
from typing import Any

from . import diagrams
from .sheets import SheetBuilder, _env, _pick, labels, meta_line, player_labels

TWO_PLAYER = re.compile(r"two.?player")
# Discrepancy kinds whose ruling a player needs to see; gaps and slips are already in the rule text.
RULING_KINDS = ("conflict", "ambiguity")


class PlayerSheetBuilder(SheetBuilder):
    def item(self, entry: dict[str, Any], lang: str) -> dict[str, Any]:
        return {"title": self.text(entry.get("title") or entry.get("name") or {}, lang),
                "text": self.text(entry.get("text") or {}, lang), "rulings": []}

    def ruling_line(self, d: dict[str, Any], lang: str) -> str:
        """The chosen reading in one line, in the sheet's language only (empty when the spec has none)."""
        if d.get("kind") not in RULING_KINDS and not d.get("option"):
            return ""
        value = (d.get("ruling") or {}).get("value")
        for reading in (d.get("readings") or {}).values():
            if reading.get("value") == value and (reading.get("text") or {}).get(lang):
                return self.text(reading["text"][lang], lang)
        return ""

    def turn_sequence(self, rules: list[tuple[dict[str, Any], dict[str, Any]]],
                      lang: str) -> list[dict[str, Any]]:
        engine = self.spec.data.get("engine")
        phases = engine.get("phases") if isinstance(engine, dict) else None
        if isinstance(phases, list) and phases:
            steps = []
            for phase in phases:
                if not isinstance(phase, dict):
                    continue
                title = self.text(phase.get("title") or phase.get("name") or {}, lang)
                text = self.text(phase.get("text") or phase.get("description") or {}, lang)
                if title or text:
                    steps.append({"title": title or str(phase.get("id", "")), "text": text, "rulings": []})
            if steps:
                return steps
        return [view for entry, view in rules if entry.get("kind") == "turn"]

    def build(self, lang: str) -> dict[str, Any]:  # type: ignore[override]
        spec, lab = self.spec, player_labels()[lang]
        data, game = spec.data, spec.data["game"]
        counts = spec.player_counts
        components = [{"name": self.text(c.get("name") or {}, lang), "count": c.get("count", ""),
                       "data": self.card_data(c, lab)}
                      for c in data.get("components") or []
                      if not (isinstance(c.get("detail"), dict) and c["detail"].get("used") is False)]
        table = []
        for name, p in spec.parameters.items():
            value = p.get("value")
            if isinstance(value, dict) and "by_players" in value:
                table.append({"label": _pick(p.get("text"), lang) or name, "unit": _pick(p.get("unit"), lang),
                              "values": [self.value(spec.parameter(name, n), lab) for n in counts]})
        sections = {s: [(e, self.item(e, lang)) for e in data.get(s) or []]
                    for s in ("setup", "rules", "scoring", "end")}
        by_id = {e.get("id"): v for pairs in sections.values() for e, v in pairs}
        for d in data.get("discrepancies") or []:
            line = self.ruling_line(d, lang)
            target = by_id.get(d.get("rule"))
            if line and target is not None and line not in target["rulings"]:
                target["rulings"].append(line)
        turn = self.turn_sequence(sections["rules"], lang)
        in_turn = {id(v) for v in turn}
        groups: dict[str, list[dict[str, Any]]] = {}
        two_player: list[dict[str, Any]] = []
        for entry, view in sections["rules"]:
            kind = str(entry.get("kind", "other"))
            if id(view) in in_turn:
                continue
            if TWO_PLAYER.match(kind):
                two_player.append(view)
            else:
                groups.setdefault(kind, []).append(view)
        scoring = [v for _, v in sections["scoring"]]
        winner = next((v for e, v in sections["scoring"] if str(e.get("id", "")).endswith("winner")), None)
        title = _pick(game.get("titles"), lang)
        examples = []
        for ex in data.get("examples") or []:
            caption = self.text(ex.get("description") or {}, lang)
            svg = diagrams.example(spec, str(ex.get("id", "")), lab, lang, caption)
            examples.append({"id": ex.get("id", ""), "caption": caption, "svg": svg})
        for e in examples:
            # "example-1", not "example.example-1"
            name = e["id"] if str(e["id"]).startswith("example") else f"example-{e['id']}"
            e["file"] = f"{spec.game_id}.{lang}.{name}.svg" if e["svg"] else ""
        board_name = next((self.text(c.get("name") or {}, lang) for c in data.get("components") or []
                           if c.get("id") == "board"), lab["board"])
        figures = diagrams.boards(spec, lab, lang, board_name)
        legends = diagrams.legends(spec, lab, lang)
        for f in figures + legends:
            f["file"] = f"{spec.game_id}.{lang}.{f['id']}.svg"
        return {
            "lang": lang, "lab": lab, "title": title, "game_id": spec.game_id,
            "other_titles": [t for k, t in (game.get("titles") or {}).items() if k != lang and t != title],
            "meta": meta_line(game, lab, labels()[lang]["assumed"]), "goal": winner["text"] if winner else "",
            "components": components, "counts": counts, "table": table,
            "setup": [v for _, v in sections["setup"]], "turn": turn,
            "groups": [(lab.get(f"kind_{k}", k.replace("-", " ").capitalize()), v)
                       for k, v in groups.items()],
            "two_player": two_player, "end": [v for _, v in sections["end"]], "scoring": scoring,
            "examples": [e for e in examples if e["svg"]] + [e for e in examples if not e["svg"]],
            "boards": figures, "legends": legends,
            "has_rulings": any(v["rulings"] for v in by_id.values()),
        }


def svg_files(view: dict[str, Any]) -> list[tuple[str, str]]:
    """(file name, SVG) of every picture a player sheet shows; the Markdown sheet links to them."""
    figures = view["boards"] + view["legends"] + view["examples"]
    return [(f["file"], f["svg"]) for f in figures if f.get("svg")]


def render_player(view: dict[str, Any], fmt: str) -> str:
    return _env(fmt).get_template(f"player.{fmt}.j2").render(**view)
