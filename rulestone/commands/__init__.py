"""Subcommands of `rulestone` (see rulestone/cli.py for the contract)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def read_document(path: Path, fmt: str | None = None,
                  source_id: str | None = None) -> tuple[dict[str, Any], str]:
    """A document file that no manifest lists, read in the format given or guessed from its bytes:
    (clauses document, format). A file guessed to be an interleaved PDF dump is said so on stderr:
    its columns are restored by the reader, not read, and the PDF itself reads more reliably."""
    from extract.readers import guess_format

    from ..sources import extract_bytes, read_file

    data = read_file(path)
    used = fmt or guess_format(str(path), data)
    if fmt is None and used == "pdf-text":
        print(f"{path}: read as a PDF's text dump with its columns interleaved; `rulestone extract "
              f"{path} --explain` shows the columns found, and the PDF itself reads more reliably",
              file=sys.stderr)
    return extract_bytes(source_id or path.stem, used, data, str(path)), used
