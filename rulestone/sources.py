"""The source manifest (sources/sources.yaml): load, check, and extract a source."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, NoReturn

from extract import decode, readers, segment
from extract.errors import InputError

from . import yamlio
from .specs.load import load_yaml

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


# A source id names generated/clauses/<id>.yaml: a game, then one or more dot-separated parts.
SOURCE_ID = re.compile(r"[a-z0-9_]+(\.[A-Za-z0-9-]+)+")
_GAME = re.compile(r"[a-z0-9_]+")
_SHA256 = re.compile(r"[0-9a-f]{64}")


def load_manifest(root: Path) -> list[Source]:
    """The manifest's entries, every field checked: exit-2 input errors name sources.yaml:line:col."""
    path = root / "sources" / "sources.yaml"
    doc = load_yaml(path, "the source manifest (sources: [...])")
    where = str(path)

    def fail(at: tuple[str | int, ...], message: str, key: bool = False) -> NoReturn:
        line, col = doc.where(at, key)
        raise InputError(where, message, line, col)

    if doc.duplicates:
        at, (line, col) = doc.duplicates[0]
        raise InputError(where, f"expected each key once, found {at[-1]!r} twice", line, col)
    entries = doc.data.get("sources") if isinstance(doc.data, dict) else None
    if not isinstance(entries, list):
        top = isinstance(doc.data, dict)
        fail(("sources",) if top and "sources" in doc.data else (),
             f"expected a mapping with a list under `sources`, found {_kind(entries if top else doc.data)}")
    out: list[Source] = []
    seen: dict[str, int] = {}
    for i, e in enumerate(entries):
        at = ("sources", i)
        if not isinstance(e, dict):
            fail(at, f"sources[{i}]: expected a mapping with {', '.join(FIELDS)}, found {_kind(e)}")
        missing = [f for f in FIELDS if f not in e]
        if missing:
            fail(at, f"sources[{i}]: expected {', '.join(FIELDS)}, found no {', '.join(missing)}")
        unknown = [k for k in e if k not in (*FIELDS, "reader")]
        if unknown:
            fail((*at, unknown[0]), f"sources[{i}]: expected only {', '.join(FIELDS)}, found {unknown[0]!r}",
                 key=True)
        for f in FIELDS:
            if not isinstance(e[f], str) or (f != "notes" and not e[f].strip()):
                fail((*at, f), f"sources[{i}].{f}: expected a non-empty string, found {_kind(e[f])}")
        sid = e["id"]
        if not SOURCE_ID.fullmatch(sid):
            fail((*at, "id"), f"sources[{i}].id: expected <game>.<edition> ([a-z0-9_]+(.[A-Za-z0-9-]+)+), "
                              f"found {sid!r}")
        if sid in seen:
            line = doc.where(("sources", seen[sid]))[0]
            fail((*at, "id"), f"sources[{i}].id: expected a unique id, found {sid!r} again "
                              f"(first at line {line})")
        seen[sid] = i
        if not _GAME.fullmatch(e["game"]) or not sid.startswith(e["game"] + "."):
            fail((*at, "game"), f"sources[{i}].game: expected the game part of the id "
                                f"({sid.split('.')[0]!r}), found {e['game']!r}")
        if e["format"] not in readers.FORMATS:
            fail((*at, "format"), f"sources[{i}].format: expected one of {', '.join(readers.FORMATS)}, "
                                  f"found {e['format']!r}")
        if not _SHA256.fullmatch(e["sha256"]):
            fail((*at, "sha256"), f"sources[{i}].sha256: expected 64 lowercase hex digits, "
                                  f"found {e['sha256']!r}")
        problem = _file_problem(e["file"])
        if problem:
            fail((*at, "file"), f"sources[{i}].file: expected a relative path inside sources/, found "
                                f"{e['file']!r} ({problem})")
        options = e.get("reader", {})
        if (bad := readers.check_options(e["format"], options)) is not None:
            fail((*at, "reader"), f"sources[{i}].reader: {bad}")
        out.append(Source(**{f: e[f] for f in FIELDS}, root=root,
                          reader=tuple(sorted((str(k), str(v)) for k, v in options.items()))))
    return out


def _kind(v: Any) -> str:
    if v is None:
        return "nothing"
    if isinstance(v, str):
        return f"the string {v[:40]!r}"
    if isinstance(v, int | float | bool):
        return f"the {type(v).__name__} {str(v)[:40]}"
    return f"a {type(v).__name__}"


def _file_problem(name: str) -> str:
    """Why a manifest `file` may not be used as a path under sources/ ('' when it may)."""
    if "\\" in name or "\0" in name or any(ord(c) < 32 for c in name):
        return "backslash or control character"
    p = PurePosixPath(name)
    if p.is_absolute() or name.startswith("~"):
        return "an absolute path"
    if ".." in p.parts:
        return "`..` leaves sources/"
    if p.name in ("", ".", "sources.yaml"):
        return "not a document file"
    return ""


def confined(src: Source) -> Path:
    """The source's document: a regular file inside sources/ once symlinks are followed."""
    base = (src.root / "sources").resolve()
    path = src.path
    try:
        real = path.resolve(strict=True)
    except FileNotFoundError:
        raise InputError(str(path), "no such file: expected the document sources.yaml names") from None
    except (OSError, RuntimeError) as e:  # a symlink loop
        raise InputError(str(path), f"cannot resolve the path: {e}") from None
    if not real.is_relative_to(base):
        raise InputError(str(path), f"expected a file inside sources/, found a link to {real}")
    return real


def read_file(path: Path, limit: int | None = None) -> bytes:
    """A document's bytes: a regular file (stat before open: a FIFO or device never blocks or
    streams) of at most `limit` bytes (RULESTONE_MAX_SOURCE_BYTES, see extract/decode.py)."""
    return bytes(yamlio.read_bytes(path, "a rule document file", decode.max_source_bytes() if limit is None
                                   else limit, hint=" (set RULESTONE_MAX_SOURCE_BYTES to allow more)"))


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


def listed_source(path: Path, root: Path, fmt: str | None = None) -> Source | None:
    """The manifest entry whose document a file given by path is — the listed file itself, or a
    copy of its bytes — so its id, format and reader options apply (a curator's reading belongs
    to the document, however it is named). None when there is no manifest, none matches, or
    `fmt` asks for another format."""
    if not (root / "sources" / "sources.yaml").is_file() or not path.is_file():
        return None
    entries = load_manifest(root)
    src = next((s for s in entries if s.path.resolve() == path.resolve()), None)
    if src is None:
        digest = hashlib.sha256(read_file(path)).hexdigest()
        src = next((s for s in entries if s.sha256 == digest), None)
    if src is None or (fmt is not None and fmt != src.format):
        return None
    return src


def extract_source(src: Source) -> dict[str, Any]:
    data = read_file(confined(src))
    check_sha(src, data)
    return extract_bytes(src.id, src.format, data, str(src.path), dict(src.reader))
