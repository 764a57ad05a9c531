"""Where things live in a project checkout (the directory holding sources/ and rulespecs/)."""

from __future__ import annotations

import os
from pathlib import Path


def project_root() -> Path:
    """RULESTONE_ROOT, else the nearest directory upward from the cwd that has sources/sources.yaml,
    else the checkout this package was imported from."""
    env = os.environ.get("RULESTONE_ROOT")
    if env:
        return Path(env).resolve()
    here = Path.cwd().resolve()
    for d in (here, *here.parents):
        if (d / "sources" / "sources.yaml").is_file():
            return d
    return Path(__file__).resolve().parent.parent


ROOT = project_root()
# rulestone/schema links to the checkout's schema/; wheels carry a copy
SCHEMA_DIR = Path(__file__).resolve().parent / "schema"
