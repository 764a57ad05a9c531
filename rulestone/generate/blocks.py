"""Rule blocks: template code tagged with the spec rule it implements.

Templates write
    {% call rule("move.distance") %}
    ...code...
    {% endcall %}
and the block is emitted between marker comments carrying the rule's citations:
    # rule move.distance: <title>
    # cite ja: "…"
    ...code...
    # end rule move.distance
After rendering, every spec rule must have a block and every block must name a spec rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .literals import comment_text

MARK_START = "rule "
MARK_END = "end rule "


class GenerationError(Exception):
    """The templates and the spec do not fit together (a missing or unknown rule block, a placeholder)."""


@dataclass
class RuleBlocks:
    """Collects the rule blocks one template rendering emits (a jinja global bound per rendering)."""

    rules: dict[str, dict[str, Any]]
    comment: str = "#"
    seen: list[str] = field(default_factory=list)

    def __call__(self, rule_id: str, caller: Any = None) -> str:
        body = caller() if caller else ""
        self.seen.append(rule_id)
        lines = body.strip("\n").split("\n")
        first = next((ln for ln in lines if ln.strip()), "")
        indent = first[: len(first) - len(first.lstrip())]
        c = f"{indent}{self.comment}"
        rule = self.rules.get(rule_id)
        head = [f"{c} {MARK_START}{rule_id}"]
        if rule is not None:
            title = (rule.get("title") or {}).get("en") or (rule.get("text") or {}).get("en", "")
            head[0] += f": {comment_text(title)}"
            for lang, quotes in sorted((rule.get("cites") or {}).items()):
                for q in quotes:
                    head.append(f'{c} cite {lang}: "{comment_text(q["exact"])}"')
            for fact in rule.get("external") or []:
                head.append(f'{c} external: "{comment_text(fact["fact"])}"')
            if rule.get("assumed"):
                reason = rule["assumed"]["reason"]
                reason = reason.get("en", "") if isinstance(reason, dict) else reason
                head.append(f'{c} assumed: "{comment_text(reason)}"')
        return "\n".join([*head, *lines, f"{c} {MARK_END}{rule_id}"]) + "\n"

    def check(self, template: str) -> None:
        problems = [f"{template}: spec rule {r!r} has no block" for r in self.rules if r not in self.seen]
        problems += [f"{template}: block names no spec rule: {r!r}" for r in self.seen if r not in self.rules]
        dup = sorted({r for r in self.seen if self.seen.count(r) > 1})
        problems += [f"{template}: rule {r!r} has more than one block" for r in dup]
        if problems:
            raise GenerationError("; ".join(problems))


_PLACEHOLDER = re.compile(r"\{\{|\{%|\{#|\bTODO\b|\bFIXME\b")


def check_no_placeholder(name: str, text: str) -> None:
    for no, line in enumerate(text.split("\n"), start=1):
        m = _PLACEHOLDER.search(line)
        if m:
            raise GenerationError(f"{name}:{no}: rendered output contains a placeholder {m.group(0)!r}")


def locate_blocks(text: str, comment: str = "#") -> dict[str, tuple[int, int]]:
    """rule id -> (first line, last line) of its block in rendered text (1-based, inclusive)."""
    starts: dict[str, int] = {}
    out: dict[str, tuple[int, int]] = {}
    for no, line in enumerate(text.split("\n"), start=1):
        s = line.strip()
        if s.startswith(f"{comment} {MARK_END}"):
            rid = s[len(comment) + 1 + len(MARK_END):].strip()
            if rid in starts:
                out[rid] = (starts.pop(rid), no)
        elif s.startswith(f"{comment} {MARK_START}"):
            rid = s[len(comment) + 1 + len(MARK_START):].split(":", 1)[0].strip()
            starts[rid] = no
    return out
