"""The findings for people: Markdown and a self-contained HTML page (everything escaped)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markupsafe import escape

LANGS = ("en", "ja", "zh-Hant")


def _md(s: str) -> str:
    """Markdown-safe inline text: no markup, table pipes or line breaks survive."""
    out = str(s).replace("\\", "\\\\").replace("\n", " ")
    for ch in "`*_[]<>|#":
        out = out.replace(ch, "\\" + ch)
    return out


def _where(side: Mapping[str, Any]) -> str:
    if not side["clauses"]:
        return "—"
    lines = side["lines"]
    at = f" (lines {lines[0]}–{lines[-1]})" if len(lines) > 1 else f" (line {lines[0]})" if lines else ""
    return f"{side['source']} {' '.join(side['clauses'])}{at}"


def summary(report: Mapping[str, Any]) -> list[tuple[str, int, int]]:
    return [(kind, c["play"], c["wording"]) for kind, c in report["counts"].items()]


def markdown(report: Mapping[str, Any]) -> str:
    out = [f"# Reconciliation: {_md(report['a'])} ↔ {_md(report['b'])}", ""]
    al = report["alignment"]
    out += [
        f"{al['pairs']} aligned pairs; {al['unmatched_a']} clauses of {_md(report['a'])} and "
        f"{al['unmatched_b']} of {_md(report['b'])} unmatched. {len(report['findings'])} findings"
        + (
            f", {report['not_yet_ruled']} not yet ruled by rulespecs/{report['spec']}.yaml"
            if report.get("spec")
            else ""
        )
        + ".",
        "",
        "| kind | changes play | wording only |",
        "|---|---:|---:|",
    ]
    out += [f"| {k} | {p} | {w} |" for k, p, w in summary(report)]
    out.append("")
    for n, f in enumerate(report["findings"], 1):
        status = f.get("status")
        ruled = (
            f" — ruled by {', '.join(f['ruled_by'])}"
            if f.get("ruled_by")
            else " — **not yet ruled**"
            if status == "not yet ruled"
            else ""
        )
        out += [
            f"## {n}. {f['kind']} ({f['severity']}, confidence {f['confidence']:.2f}){ruled}",
            "",
            f"`{f['id']}`",
            "",
        ]
        for lang in LANGS:
            out.append(f"- {lang}: {_md(f['explanation'][lang])}")
        out.append("")
        for key in ("a", "b"):
            side = f[key]
            out.append(
                f"- **{_md(_where(side))}**: {_md(side['raw']) if side['clauses'] else '(no counterpart)'}"
            )
            if side["clauses"] and side["raw"].split() != side["text"].split():
                out.append(f"  - {_text_label(f, key)}: {_md(side['text'])}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _text_label(f: Mapping[str, Any], key: str) -> str:
    """What a side's `text` is: the clause normalised, or for a sentence gap (reconcile.partial) the
    one sentence of the clause shown above that the other edition lacks."""
    gap = {"omission": "a", "addition": "b"}.get(f["kind"])
    return "the sentence" if key == gap and "of_clause" in f.get("detail", {}) else "normalised"


def html(report: Mapping[str, Any]) -> str:
    e = escape
    rows = "".join(f"<tr><td>{e(k)}</td><td>{p}</td><td>{w}</td></tr>" for k, p, w in summary(report))
    items = []
    for n, f in enumerate(report["findings"], 1):
        ruled = (
            f"ruled by {e(', '.join(f['ruled_by']))}"
            if f.get("ruled_by")
            else "<strong>not yet ruled</strong>"
            if f.get("status") == "not yet ruled"
            else ""
        )
        expl = "".join(f'<li lang="{lang}">{e(f["explanation"][lang])}</li>' for lang in LANGS)
        sides = "".join(
            f'<td><div class="where">{e(_where(f[k]))}</div><div class="raw">{e(f[k]["raw"])}</div>'
            f'<div class="norm">{e(_text_label(f, k))}: {e(f[k]["text"])}</div></td>'
            for k in ("a", "b")
        )
        items.append(
            f'<section class="finding {e(f["severity"])}" id="f{n}"><h2>{n}. {e(f["kind"])} '
            f"<small>{e(f['severity'])}, {f['confidence']:.2f} {ruled}</small></h2>"
            f'<p><code>{e(f["id"])}</code></p><ul>{expl}</ul><table class="sides"><tr>{sides}</tr>'
            f"</table></section>"
        )
    title = f"Reconciliation: {report['a']} ↔ {report['b']}"
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{e(title)}</title><style>'
        "body{font-family:system-ui,'Noto Sans CJK JP','Noto Sans CJK TC',sans-serif;max-width:60em;"
        "margin:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em;"
        "vertical-align:top}.sides td{width:50%}.where{font-size:.8em;color:#555}.norm{font-size:.8em;"
        "color:#777}.play h2{color:#8b0000}</style></head><body>"
        f"<h1>{e(title)}</h1><p>{len(report['findings'])} findings</p><table><tr><th>kind</th>"
        f"<th>changes play</th><th>wording only</th></tr>{rows}</table>{''.join(items)}</body></html>\n"
    )
