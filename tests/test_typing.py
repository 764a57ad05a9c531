"""The package and the extractors type-check clean (pyproject's [tool.mypy]): a regression here is a
bug the annotations already describe."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_errors() -> None:
    pytest.importorskip("mypy", reason="mypy is in the test extra")
    run = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir",
                          str(ROOT / ".mypy_cache")], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
