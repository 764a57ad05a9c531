"""A small SVG writer for the sheets' diagrams: every text and attribute escaped (markupsafe), shapes
in black, white and greys with hatching, so a diagram reads the same printed in black and white."""

from __future__ import annotations

import hashlib
from typing import Any

from markupsafe import escape

INK, MID, PALE = "#1d1d1f", "#6b6f76", "#d9dce1"
FONT = 7.0  # px in the diagram's own units; the sheets scale the drawing to the column


def text_width(value: object, size: float = FONT) -> float:
    """Rough advance of a label: ideographs and kana a full em, other characters about half."""
    return sum(size if ord(ch) > 0x2E80 else size * 0.56 for ch in str(value))


def esc(value: object) -> str:
    return str(escape(str(value)))


class Svg:
    """Elements appended in drawing order; `finish` wraps them with a viewBox, a title and patterns."""

    def __init__(self, width: float, height: float, title: str, lang: str):
        self.width, self.height, self.title, self.lang = width, height, title, lang
        self.parts: list[str] = []
        # Pattern and marker ids unique per drawing: several drawings share a page.
        self.uid = "d" + hashlib.sha1(f"{title}|{width}|{height}".encode()).hexdigest()[:8]
        self.hatch, self.dots = f"url(#{self.uid}-hatch)", f"url(#{self.uid}-dots)"
        self.marker = f"url(#{self.uid}-arrow)"

    def add(self, element: str, **attrs: object) -> None:
        self.parts.append(f"<{element}{_attrs(attrs)}/>")

    def rect(self, x: float, y: float, w: float, h: float, fill: str = "#fff", stroke: str = INK,
             width: float = 0.8, **more: object) -> None:
        self.add("rect", x=f"{x:.1f}", y=f"{y:.1f}", width=f"{w:.1f}", height=f"{h:.1f}", fill=fill,
                 stroke=stroke, stroke_width=width, **more)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.8, stroke: str = INK,
             **more: object) -> None:
        self.add("line", x1=f"{x1:.1f}", y1=f"{y1:.1f}", x2=f"{x2:.1f}", y2=f"{y2:.1f}", stroke=stroke,
                 stroke_width=width, **more)

    def circle(self, cx: float, cy: float, r: float, fill: str = "#fff", stroke: str = INK,
               width: float = 0.8) -> None:
        self.add("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=f"{r:.1f}", fill=fill, stroke=stroke,
                 stroke_width=width)

    def path(self, d: str, fill: str = "none", stroke: str = INK, width: float = 0.8, **more: object) -> None:
        self.add("path", d=d, fill=fill, stroke=stroke, stroke_width=width, **more)

    def text(self, x: float, y: float, value: object, size: float = FONT, anchor: str = "middle",
             weight: str = "normal", fill: str = INK) -> None:
        self.parts.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}" '
                          f'font-weight="{weight}" fill="{fill}">{esc(value)}</text>')

    def arrow(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.9, **more: Any) -> None:
        self.line(x1, y1, x2, y2, width=width, marker_end=self.marker, **more)

    def finish(self) -> str:
        u = self.uid
        defs = (f'<defs><marker id="{u}-arrow" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="5" '
                'markerHeight="5" '
                f'orient="auto-start-reverse"><path d="M0,0 L6,3 L0,6 z" fill="{INK}"/></marker>'
                f'<pattern id="{u}-hatch" width="3" height="3" patternUnits="userSpaceOnUse" '
                f'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="3" stroke="{MID}" '
                'stroke-width="0.9"/></pattern>'
                f'<pattern id="{u}-dots" width="3" height="3" patternUnits="userSpaceOnUse">'
                f'<circle cx="1.5" cy="1.5" r="0.6" fill="{MID}"/></pattern></defs>')
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.width:.0f} {self.height:.0f}" '
                f'role="img" aria-label="{esc(self.title)}" xml:lang="{esc(self.lang)}" '
                f'font-family="sans-serif"><title>{esc(self.title)}</title>')
        return head + defs + "".join(self.parts) + "</svg>"


def _attrs(attrs: dict[str, object]) -> str:
    return "".join(f' {k.replace("_", "-")}="{esc(v)}"' for k, v in attrs.items())
