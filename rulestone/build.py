"""`rulestone build`: run every stage in memory, then replace generated/ as one set (or, with --check,
compare).

A stage is a module in rulestone/stages/ with ORDER (int), NAME (str) and
`produce(ctx) -> None`, which adds files to ctx.outputs (path relative to the project root ->
bytes) and problems to ctx.failures. Stages run in ORDER; later stages read earlier outputs from
ctx, so nothing touches the disk before every stage has succeeded.

All or nothing: the first stage that reports a failure (or raises InputError) ends the build, and
nothing is written. A stage's failures are bad input (exit 2) unless the stage sets
`FAILURE_EXIT = 1` (checks that failed: the tables and conformance stages). The write is one
atomic swap of the whole tree (atomic.replace_tree), so a build killed at any moment leaves the
old generated/ or the new one, and the next build clears what the killed one left.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any

from . import atomic, stages, yamlio
from .errors import InputError
from .sources import Source, load_manifest

GENERATED = "generated"
# the trees build writes, each replaced as a whole: generated/, and the state schemas derived from the
# specs (stages/state_schemas.py), kept beside the hand-written schemas so that they ship with them
TREES = (GENERATED, "schema/state")


@dataclass
class Context:
    root: Path
    sources: list[Source]
    outputs: dict[str, bytes] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    partial: bool = False  # an --only run: the stages not run keep their files
    failed_stage: str | None = None  # the stage that ended the build
    exit_code: int = 0  # 0, or what failed_stage's failures mean (1 checks failed, 2 bad input)
    _parsed: dict[str, Any] = field(default_factory=dict)

    def add(self, relpath: str, content: str | bytes) -> None:
        self.outputs[relpath] = content.encode("utf-8") if isinstance(content, str) else content

    def output(self, relpath: str) -> bytes | None:
        """A file of this run if produced; in an --only run, which keeps the other stages' files,
        else the one the last build left; else None (a whole build never reads a stale file)."""
        data = self.outputs.get(relpath)
        if data is None and self.partial and (self.root / relpath).is_file():
            data = (self.root / relpath).read_bytes()
        return data

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


def check_only(only: list[str] | None) -> None:
    """InputError naming the valid stages when --only names one that does not exist."""
    names = [s.NAME for s in all_stages()]
    for name in only or []:
        if name not in names:
            raise InputError("--only", f"expected a stage name ({', '.join(names)}), found {name!r}")


GATE = "validate"  # every stage after it renders specs: it runs first, --only or not


def run(root: Path, only: list[str] | None = None, progress: Any = None) -> Context:
    check_only(only)
    ctx = Context(root, load_manifest(root), partial=bool(only))
    stages_ = all_stages()
    gate = next(s for s in stages_ if s.NAME == GATE)
    if only and GATE not in only and any(s.ORDER > gate.ORDER for s in stages_ if s.NAME in only):
        # --only generate must not render a spec that fails validation: validate into a scratch
        # context (its report is not one of the files asked for) and stop on its errors
        if progress:
            progress(GATE)
        scratch = Context(root, ctx.sources, dict(ctx.outputs), options=ctx.options)
        gate.produce(scratch)
        if scratch.failures:
            ctx.failures, ctx.failed_stage, ctx.exit_code = scratch.failures, GATE, 2
            return ctx
    for stage in stages_:
        if only and stage.NAME not in only:
            continue
        if progress:
            progress(stage.NAME)
        before = len(ctx.failures)
        stage.produce(ctx)
        if len(ctx.failures) > before:  # a spec that failed validation is never rendered, and so on
            ctx.failed_stage = stage.NAME
            ctx.exit_code = getattr(stage, "FAILURE_EXIT", 2)
            break
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
    for tree in TREES:
        gen = ctx.root / tree
        if gen.exists():
            for path in sorted(p for p in gen.rglob("*") if p.is_file()):
                rel = path.relative_to(ctx.root).as_posix()
                if rel not in ctx.outputs and not _ignored(rel):
                    problems.append(f"{rel}: stale (no stage generates it any more)")
    return problems


def _ignored(rel: str) -> bool:
    return "__pycache__" in rel or rel.endswith(".pyc") or "/node_modules/" in rel


def recover(root: Path) -> list[str]:
    """Clear what a killed build left (its work directory, temporary files); see atomic.recover_tree."""
    return [line for tree in TREES for line in atomic.recover_tree(root / tree)]


def write(ctx: Context, prune: bool = True) -> list[str]:
    """Replace generated/ with this run's outputs in one atomic step; return the paths changed.
    prune: drop files no stage produced (a full build); --only builds keep every other file."""
    if ctx.failed_stage is not None:
        raise RuntimeError(f"refusing to write the outputs of a build that failed in {ctx.failed_stage}")
    trees: dict[str, dict[str, bytes]] = {tree: {} for tree in TREES}
    for rel, data in ctx.outputs.items():
        tree = next((t for t in TREES if rel.startswith(f"{t}/")), None)
        if tree is None:
            raise ValueError(f"{rel}: a stage may write only under {', '.join(t + '/' for t in TREES)}")
        trees[tree][rel[len(tree) + 1:]] = data
    changed: list[str] = []
    for tree, files in trees.items():
        if not files and not (ctx.root / tree).exists():
            continue
        prefix = f"{tree}/"

        def keep(rel: str, prefix: str = prefix) -> bool:
            return _ignored(f"{prefix}{rel}")

        try:
            (ctx.root / tree).parent.mkdir(parents=True, exist_ok=True)  # a new project has no schema/
            done = atomic.replace_tree(ctx.root / tree, files, prune=prune, keep=keep)
        except NotADirectoryError as e:
            raise InputError(tree, str(e).split(": ", 1)[-1]) from None
        changed += [f"{prefix}{rel}" for rel in done]
    return changed
