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
