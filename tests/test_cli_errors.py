"""Bad input: one clear line naming the file and the problem, exit code 2, nothing written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def run(args, cwd):
    return subprocess.run([sys.executable, "-m", "rulestone", *args], cwd=cwd, capture_output=True, text=True)


@pytest.mark.parametrize("name,content,expect", [
    ("missing.txt", None, "no such file"),
    ("empty.txt", b"", "empty file"),
    ("blank.txt", b"  \n\n", "empty file"),
    ("binary.bin", b"\x00\x01\x02\x03\xff\xfe\x00" * 50, "binary file"),
    ("corrupt.pdf", b"%PDF-1.4\n garbage that is not a pdf", "pdf"),
])
def test_bad_input_exit_2_one_line_no_output(tmp_path: Path, name, content, expect):
    f = tmp_path / name
    if content is not None:
        f.write_bytes(content)
    out = tmp_path / "out"
    r = run(["extract", str(f), "-o", str(out)], tmp_path)
    assert r.returncode == 2, r.stderr
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and str(f) in lines[0] and expect in lines[0].lower(), r.stderr
    assert "Traceback" not in r.stderr
    assert not out.exists()


def test_directory_is_refused(tmp_path: Path):
    r = run(["extract", str(tmp_path), "-o", str(tmp_path / "out")], tmp_path)
    assert r.returncode == 2 and "is a directory" in r.stderr


def test_a_bad_file_among_good_ones_writes_nothing(tmp_path: Path, root: Path):
    good = root / "sources" / "emerald.zh-Hant.forum.txt"
    bad = tmp_path / "empty.txt"
    bad.write_bytes(b"")
    out = tmp_path / "out"
    r = run(["extract", str(good), str(bad), "-o", str(out)], tmp_path)
    assert r.returncode == 2 and not out.exists()


def _project(tmp_path: Path, root: Path) -> Path:
    import shutil

    for d in ("sources", "rulespecs", "schema"):
        shutil.copytree(root / d, tmp_path / d)
    return tmp_path


def test_duplicate_source_id_names_its_line(tmp_path: Path, root: Path):
    proj = _project(tmp_path, root)
    manifest = proj / "sources" / "sources.yaml"
    text = manifest.read_text(encoding="utf-8").replace("id: emerald.zh-Hant", "id: emerald.ja")
    manifest.write_text(text, encoding="utf-8")
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "id: emerald.ja" in ln and i > 5)
    r = run(["extract", "emerald.ja", "--stdout"], proj)
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert f"sources.yaml:{line}:" in r.stderr and "unique" in r.stderr


def test_usage_errors_are_one_line(tmp_path: Path):
    for args in (["play", "emerald", "--players", "0"], ["simulate", "emerald", "-n", "-5"], ["nope"],
                 ["sheet", "emerald", "--lang", "xx"]):
        r = run(args, tmp_path)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and "error:" in r.stderr, (args, r.stderr)


def test_output_onto_a_symlink_is_refused_and_the_target_kept(tmp_path: Path, root: Path):
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "out.md"
    link.symlink_to(target)
    r = run(["glossary", "-o", str(link)], root)
    assert r.returncode == 2 and "symbolic link" in r.stderr and "Traceback" not in r.stderr
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "keep me\n"
