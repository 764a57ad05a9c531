from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def manifest():
    from rulestone.sources import load_manifest

    return load_manifest(ROOT)


@pytest.fixture(scope="session")
def extracted(manifest):
    """source id -> clauses document, extracted fresh from sources/."""
    from rulestone.sources import extract_source

    return {s.id: extract_source(s) for s in manifest}
