"""`rulestone build`: run every stage in memory, then write (or, with --check, compare) generated/.

A stage is a module in rulestone/stages/ with ORDER (int), NAME (str) and
`produce(ctx) -> None`, which adds files to ctx.outputs (path relative to the project root ->
bytes) and problems to ctx.failures. Stages run in ORDER; later stages read earlier outputs from
ctx, so --check never touches the disk.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from . import atomic, stages, yamlio
from .errors import ValidationFailed
from .sources import Source, load_manifest

GENERATED = "generated"


@dataclass
class Context:
    root: Path
    sources: list[Source]
    outputs: dict[str, bytes] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    _parsed: dict[str, Any] = field(default_factory=dict)

    def add(self, relpath: str, content: str | bytes) -> None:
        self.outputs[relpath] = content.encode("utf-8") if isinstance(content, str) else content

    def clauses(self, source_id: str) -> dict[str, Any]:
        """The clauses document of a source: from this run if produced, else from disk."""
        rel = f"{GENERATED}/clauses/{source_id}.yaml"
        if rel not in self._parsed:
            data = self.outputs.get(rel)
            if data is None:
                data = (self.root / rel).read_bytes()
            self._parsed[rel] = yamlio.loads(data, rel, "a clauses file")
        return self._parsed[rel]


def all_stages() -> list[ModuleType]:
    mods = [import_module(f"{stages.__name__}.{m.name}") for m in pkgutil.iter_modules(stages.__path__)]
    return sorted(mods, key=lambda m: m.ORDER)


def run(root: Path, only: list[str] | None = None, progress: Any = None) -> Context:
    ctx = Context(root, load_manifest(root))
    stages_ = all_stages()
    last = max((s.ORDER for s in stages_ if not only or s.NAME in only), default=0)
    for stage in stages_:
        # validation gates every later stage, even under --only (its report is kept only if asked for)
        gate = stage.NAME == "validate" and stage.ORDER < last
        if only and stage.NAME not in only and not gate:
            continue
        if progress and (not only or stage.NAME in only):
            progress(stage.NAME)
        before = set(ctx.outputs)
        stage.produce(ctx)
        if stage.NAME == "validate" and ctx.failures:
            raise ValidationFailed(ctx.failures)  # no generator renders a spec that failed validation
        if only and stage.NAME not in only:
            for rel in set(ctx.outputs) - before:
                del ctx.outputs[rel]
    return ctx


def differences(ctx: Context) -> list[str]:
    """Files under generated/ that differ from what this run produced (for --check)."""
    problems = []
    for rel, data in sorted(ctx.outputs.items()):
        path = ctx.root / rel
        if not path.exists():
            problems.append(f"{rel}: missing (run `rulestone build`)")
        elif path.read_bytes() != data:
            problems.append(f"{rel}: differs from what the specs and sources generate")
    gen = ctx.root / GENERATED
    if gen.exists():
        for path in sorted(p for p in gen.rglob("*") if p.is_file()):
            rel = path.relative_to(ctx.root).as_posix()
            if rel not in ctx.outputs and not _ignored(rel):
                problems.append(f"{rel}: stale (no stage generates it any more)")
    return problems


def _ignored(rel: str) -> bool:
    return "__pycache__" in rel or rel.endswith(".pyc") or "/node_modules/" in rel


def write(ctx: Context, prune: bool = True) -> list[str]:
    """Write changed outputs atomically and (prune) remove stale files; return the paths written."""
    written = []
    for rel, data in sorted(ctx.outputs.items()):
        path = ctx.root / rel
        if not path.exists() or path.read_bytes() != data:
            atomic.write_bytes(path, data)
            written.append(rel)
    gen = ctx.root / GENERATED
    for path in sorted(p for p in gen.rglob("*") if p.is_file() and prune):
        rel = path.relative_to(ctx.root).as_posix()
        if rel not in ctx.outputs and not _ignored(rel):
            path.unlink()
            written.append(f"{rel} (removed)")
    return written
