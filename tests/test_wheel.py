"""The installed package works outside its checkout: build the wheel, install it into a fresh venv,
and run the main commands on a project folder that holds only sources/ and rulespecs/."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(cmd: list[str], cwd: Path, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """bin/ of a fresh venv with the wheel installed (its dependencies come from the package index)."""
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    built = _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist), str(ROOT)], ROOT)
    if built.returncode != 0:
        pytest.skip(f"cannot build the wheel here (no package index?): {built.stderr.strip()[-300:]}")
    wheel = next((base / "dist").glob("rulestone-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for needed in ("rulestone/_schema/rulespec.schema.json", "rulestone/_schema/protocol/run.schema.json",
                   "rulestone/_schema/findings.schema.json",
                   "rulestone/templates/reports/reconciliation.md.j2",
                   "rulestone/py.typed", "rulestone/conformance/cases/emerald.yaml",
                   "rulestone/templates/python/driver.py.j2"):
        assert needed in names, f"{needed} missing from the wheel"
    venv = base / "venv"
    assert _run([sys.executable, "-m", "venv", str(venv)], base).returncode == 0
    pip = _run([str(venv / "bin" / "pip"), "install", "-q", str(wheel)], base)
    if pip.returncode != 0:
        pytest.skip(f"cannot install the wheel's dependencies here: {pip.stderr.strip()[-300:]}")
    return venv / "bin"


def test_commands_work_on_a_project_outside_the_checkout(installed: Path, tmp_path: Path):
    project = tmp_path / "project"
    project.mkdir()
    for d in ("sources", "rulespecs"):
        shutil.copytree(ROOT / d, project / d)
    rs = str(installed / "rulestone")
    where = _run([str(installed / "python"), "-c", "import rulestone; print(rulestone.__file__)"], tmp_path)
    assert str(installed.parent) in where.stdout, "must exercise the installed wheel, not the checkout"

    build = _run([rs, "build"], project)
    assert build.returncode == 0, build.stderr
    for rel in ("generated/clauses/emerald.ja.yaml", "generated/python/emerald.py",
                "generated/conformance/emerald.json", "generated/sheets/emerald.en.html"):
        assert (project / rel).is_file(), rel
    # what the checkout commits is exactly what the installed package builds from the same inputs
    for rel in ("generated/conformance/emerald.json", "generated/python/emerald.py"):
        assert (project / rel).read_bytes() == (ROOT / rel).read_bytes(), rel

    assert _run([rs, "validate"], project).returncode == 0
    conform = _run([rs, "--project", str(project), "conform", "--game", "emerald"], tmp_path)
    assert conform.returncode == 0, conform.stdout[-2000:] + conform.stderr


def test_a_folder_that_is_not_a_project_is_named(installed: Path, tmp_path: Path):
    r = _run([str(installed / "rulestone"), "validate"], tmp_path)
    assert r.returncode == 2
    assert "not inside a rulestone project" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def test_init_then_build_in_an_empty_folder_with_the_wheel(installed: Path, tmp_path: Path):
    """A localiser's first steps (docs/new-game.md) with nothing but the installed package."""
    from test_init_reconcile import JA, ZH

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "ja.txt").write_text(JA, encoding="utf-8")
    (docs / "zh.txt").write_text(ZH, encoding="utf-8")
    project = tmp_path / "empty"
    rs = str(installed / "rulestone")
    init = _run([rs, "--project", str(project), "init", "lantern_market",
                 "--edition", f"ja={docs / 'ja.txt'}", "--edition", f"zh-Hant={docs / 'zh.txt'}"], tmp_path)
    assert init.returncode == 0, init.stderr
    build = _run([rs, "build"], project)
    assert build.returncode == 0, build.stderr
    assert "no engines for lantern_market" in build.stdout + build.stderr
    for rel in ("rulespecs/lantern_market.yaml", "generated/reports/lantern_market.findings.json",
                "generated/sheets/lantern_market.en.html", "generated/sheets/lantern_market.ja.md"):
        assert (project / rel).is_file(), rel
