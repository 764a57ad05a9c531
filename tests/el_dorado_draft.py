"""The draft of El Dorado's engine in the rule language (rulespecs/drafts/el_dorado.engine.yaml) merged
into the spec text: each entry's `logic` after its `- id:` line, the `engine` block at the end. Used by
tests/test_rules_el_dorado_lockstep.py until the draft moves into rulespecs/el_dorado.yaml."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "rulespecs" / "el_dorado.yaml"
DRAFT = ROOT / "rulespecs" / "drafts" / "el_dorado.engine.yaml"
SECTIONS = ("setup", "rules", "scoring", "end")


def merged_text(spec_text: str | None = None, draft_text: str | None = None) -> str:
    spec_text = SPEC.read_text(encoding="utf-8") if spec_text is None else spec_text
    draft_text = DRAFT.read_text(encoding="utf-8") if draft_text is None else draft_text
    logic = yaml.safe_load(draft_text)["logic"]
    out: list[str] = []
    section = ""
    for line in spec_text.split("\n"):
        out.append(line)
        top = re.match(r"^([a-z_]+):", line)
        if top:
            section = top.group(1)
        entry = re.match(r"^  - id: (\S+)$", line)
        if entry and section in SECTIONS and entry.group(1) in logic:
            body = logic[entry.group(1)]
            if isinstance(body, dict):
                out.append(f"    logic: {{see: {body['see']}}}")
            else:
                out.append("    logic: |")
                out += [f"      {b}" if b.strip() else "" for b in body.rstrip("\n").split("\n")]
    engine = draft_text[draft_text.index("\nengine:\n") + 1:]
    return "\n".join(out).rstrip("\n") + "\n" + engine
