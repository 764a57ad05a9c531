"""Where things live: the project folder (sources/ and rulespecs/, where the user works) and the
package's own data (schemas), which ships inside the wheel so rulestone works outside its checkout."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from .errors import InputError

_explicit: Path | None = None


def set_project(path: Path | None) -> None:
    """`--project DIR`: every command works on that folder instead of searching from the cwd."""
    global _explicit
    _explicit = path.resolve() if path is not None else None


def is_project(d: Path) -> bool:
    # generated/ alone is a project too: an implementer may hold only the conformance tables
    return any(((d / "sources" / "sources.yaml").is_file(), (d / "rulespecs").is_dir(),
                (d / "generated").is_dir()))


def project_dir() -> Path:
    """The folder a command works on, whether or not it is a project yet (`rulestone init`)."""
    if _explicit is not None:
        return _explicit
    env = os.environ.get("RULESTONE_ROOT")
    return Path(env).resolve() if env else Path.cwd().resolve()


def project_root() -> Path:
    """--project DIR, else RULESTONE_ROOT, else the nearest folder upward from the cwd holding
    sources/sources.yaml or rulespecs/; InputError when there is none (never the package's checkout:
    an installed rulestone must not quietly work on files it happens to sit beside)."""
    start = project_dir()
    if _explicit is not None or os.environ.get("RULESTONE_ROOT"):
        if not is_project(start):
            raise InputError(str(start), "not a rulestone project (expected sources/sources.yaml or "
                             "rulespecs/); start one with `rulestone init GAME --edition LANG=FILE`")
        return start
    for d in (start, *start.parents):
        if is_project(d):
            return d
    raise InputError(str(start), "not inside a rulestone project (no sources/sources.yaml or rulespecs/ "
                     "here or above); pass --project DIR or start one with "
                     "`rulestone init GAME --edition LANG=FILE`")


def project_or_here() -> Path:
    """The project when there is one, else the folder the command works in: commands that take
    document files (extract, align, reconcile) need no project."""
    try:
        return project_root()
    except InputError:
        return project_dir()


def schema_dir() -> Path:
    """The JSON Schemas: rulestone/_schema inside an installed wheel (setup.py copies them there),
    else schema/ of the checkout this package runs from (an editable install)."""
    packaged = Path(str(resources.files("rulestone"))) / "_schema"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "schema"


SCHEMA_DIR = schema_dir()
