"""The user's cache folder for what rulestone computes once per content (compiled C drivers, game-length
estimates): $XDG_CACHE_HOME/rulestone, else ~/.cache/rulestone. Entries are named by a hash of what
they were made from, so a stale one is never read; deleting the folder only costs time."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir(part: str) -> Path:
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "rulestone" / part
