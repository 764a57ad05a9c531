"""`rulestone build` refuses a changed document, and a failed run damages nothing already written."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(args, cwd):
    return subprocess.run([sys.executable, "-m", "rulestone", *args], cwd=cwd, capture_output=True, text=True,
                          env={"RULESTONE_ROOT": str(cwd), "PATH": "/usr/bin:/bin"})


def copy_project(tmp: Path) -> Path:
    dst = tmp / "proj"
    for part in ("sources", "rulespecs", "generated"):
        shutil.copytree(ROOT / part, dst / part)
    return dst


def test_a_changed_document_is_named_and_nothing_is_written(tmp_path: Path):
    proj = copy_project(tmp_path)
    doc = proj / "sources" / "emerald.zh-Hant.forum.txt"
    doc.write_text(doc.read_text(encoding="utf-8") + "\n新增一行\n", encoding="utf-8")
    before = {p: p.read_bytes() for p in (proj / "generated").rglob("*") if p.is_file()}
    r = run(["build", "--only", "extract"], proj)
    assert r.returncode == 2, r.stderr
    assert "emerald.zh-Hant.forum.txt" in r.stderr and "document has changed" in r.stderr
    assert "Traceback" not in r.stderr
    after = {p: p.read_bytes() for p in (proj / "generated").rglob("*") if p.is_file()}
    assert after == before


def test_check_names_the_file_that_is_out_of_sync(tmp_path: Path):
    proj = copy_project(tmp_path)
    clauses = proj / "generated" / "clauses" / "emporium.ja.yaml"
    clauses.write_text(clauses.read_text(encoding="utf-8").replace("encoding: utf-8", "encoding: cp932"),
                       encoding="utf-8")
    r = run(["build", "--check", "--only", "extract"], proj)
    assert r.returncode == 1
    assert "generated/clauses/emporium.ja.yaml: differs" in r.stdout
