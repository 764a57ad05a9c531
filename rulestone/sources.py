"""The source manifest (sources/sources.yaml): load, check, and extract a source."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from extract import readers, segment
from extract.errors import InputError

FIELDS = ("id", "game", "lang", "format", "file", "sha256", "origin", "notes")


@dataclass(frozen=True)
class Source:
    id: str
    game: str
    lang: str
    format: str
    file: str
    sha256: str
    origin: str
    notes: str
    root: Path
    reader: tuple[tuple[str, str], ...] = ()  # reader options (`reader: {order: lines}`)

    @property
    def path(self) -> Path:
        return self.root / "sources" / self.file


def load_manifest(root: Path) -> list[Source]:
    path = root / "sources" / "sources.yaml"
    try:
        raw = path.read_text(encoding="utf-8")
        data = yaml.safe_load(raw)
    except FileNotFoundError:
        raise InputError(str(path), "missing: expected the source manifest") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise InputError(str(path), f"YAML syntax error: {getattr(e, 'problem', e)}",
                         mark.line + 1 if mark else None, mark.column + 1 if mark else None) from None
    entries = (data or {}).get("sources") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise InputError(str(path), "expected a mapping with a list under `sources`")
    out = []
    for i, e in enumerate(entries):
        missing = [f for f in FIELDS if f not in (e or {})]
        if missing:
            raise InputError(str(path), f"sources[{i}]: missing {', '.join(missing)}")
        options = e.get("reader", {})
        if (problem := readers.check_options(str(e["format"]), options)) is not None:
            line, col = _key_mark(raw, i, "reader")
            raise InputError(str(path), f"sources[{i}].reader: {problem}", line, col)
        out.append(Source(**{f: str(e[f]) for f in FIELDS}, root=root,
                          reader=tuple(sorted((str(k), str(v)) for k, v in options.items()))))
    return out


def _key_mark(text: str, index: int, key: str) -> tuple[int | None, int | None]:
    """Line and column (1-based) of `key` in the index-th entry of `sources`."""
    try:
        root = yaml.compose(text)
        seq = next(v for k, v in root.value if k.value == "sources")
        entry = seq.value[index]
        node = next(v for k, v in entry.value if k.value == key)
        return node.start_mark.line + 1, node.start_mark.column + 1
    except (StopIteration, AttributeError, IndexError, yaml.YAMLError):
        return None, None


def read_file(path: Path) -> bytes:
    if not path.exists():
        raise InputError(str(path), "no such file")
    if path.is_dir():
        raise InputError(str(path), "is a directory: expected a rule document file")
    try:
        return path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read: {e.strerror}") from None


def check_sha(src: Source, data: bytes) -> None:
    actual = hashlib.sha256(data).hexdigest()
    if actual != src.sha256:
        raise InputError(str(src.path), f"document has changed: sha256 is {actual}, sources.yaml says "
                                        f"{src.sha256}; review the change, then update sources.yaml")


def extract_bytes(source_id: str, fmt: str, data: bytes, path: str,
                  options: dict[str, str] | None = None) -> dict[str, Any]:
    """Read one document and build its clauses document."""
    result = readers.read(fmt, data, path, options)
    return segment.build(source_id, hashlib.sha256(data).hexdigest(), result)


def extract_source(src: Source) -> dict[str, Any]:
    data = read_file(src.path)
    check_sha(src, data)
    return extract_bytes(src.id, src.format, data, str(src.path), dict(src.reader))
