"""All-or-nothing builds: generated/ is replaced as one set, a build killed at any moment leaves the old
set or the new one (and the next run clears what it left), and a failing or invalid build changes no
file at all."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rulestone import atomic

ROOT = Path(__file__).resolve().parent.parent


def digest(tree: Path) -> dict[str, str]:
    """sha256 of every file under tree (symlinks by their target), by relative path."""
    out = {}
    for p in sorted(tree.rglob("*")):
        rel = p.relative_to(tree).as_posix()
        if p.is_symlink():
            out[rel] = "-> " + os.readlink(p)
        elif p.is_file():
            out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def old_tree(tmp_path: Path) -> Path:
    gen = tmp_path / "generated"
    for rel, text in {"a.txt": "old a", "sub/b.txt": "old b", "sub/c.txt": "same c", "gone.txt": "stale",
                      "python/__pycache__/x.pyc": "cache"}.items():
        (gen / rel).parent.mkdir(parents=True, exist_ok=True)
        (gen / rel).write_text(text)
    return gen


NEW = {"a.txt": b"new a", "sub/b.txt": b"new b", "sub/c.txt": b"same c", "d/e.txt": b"new e"}


def leftovers(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(atomic.WORK_PREFIX))


# the tree swap ------------------------------------------------------------------------------------


def test_replace_tree_swaps_in_the_whole_set(tmp_path):
    gen = old_tree(tmp_path)
    same_inode = (gen / "sub/c.txt").stat().st_ino
    changed = atomic.replace_tree(gen, NEW, keep=lambda rel: "__pycache__" in rel)
    assert changed == ["a.txt", "d/e.txt", "gone.txt (removed)", "sub/b.txt"]
    assert {k: v for k, v in digest(gen).items()} == {
        **{k: hashlib.sha256(v).hexdigest() for k, v in NEW.items()},
        "python/__pycache__/x.pyc": hashlib.sha256(b"cache").hexdigest()}
    assert (gen / "sub/c.txt").stat().st_ino == same_inode  # unchanged files are carried, not rewritten
    assert leftovers(tmp_path) == []
    assert atomic.replace_tree(gen, NEW, keep=lambda rel: "__pycache__" in rel) == []  # nothing to do


def test_without_prune_other_files_stay(tmp_path):
    gen = old_tree(tmp_path)
    before = digest(gen)
    changed = atomic.replace_tree(gen, {"a.txt": b"new a"}, prune=False)
    assert changed == ["a.txt"]
    after = digest(gen)
    assert after.pop("a.txt") != before.pop("a.txt") and after == before


def test_a_failure_while_staging_leaves_the_tree_as_it_was(tmp_path, monkeypatch):
    gen = old_tree(tmp_path)
    before = digest(gen)
    calls = []

    def put(path, data):
        calls.append(path)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(path, data)

    real = atomic._put
    monkeypatch.setattr(atomic, "_put", put)
    with pytest.raises(OSError):
        atomic.replace_tree(gen, NEW)
    assert digest(gen) == before and leftovers(tmp_path) == []


def test_a_symlinked_target_is_refused_and_links_inside_are_not_written_through(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    gen = old_tree(tmp_path)
    (gen / "link.txt").symlink_to(outside)
    atomic.replace_tree(gen, {**NEW, "link.txt": b"overwritten?"})
    assert outside.read_text() == "precious" and not (gen / "link.txt").is_symlink()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "linked").symlink_to(elsewhere)
    with pytest.raises(NotADirectoryError):
        atomic.replace_tree(tmp_path / "linked", NEW)
    assert list(elsewhere.iterdir()) == []


# killed builds: a real SIGKILL at each point of the commit ---------------------------------------

KILLER = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from rulestone import atomic
    point, n = sys.argv[2], int(sys.argv[3])
    calls = {"put": 0, "rename": 0}
    def die():
        os.kill(os.getpid(), signal.SIGKILL)
    real_put, real_rename, real_exchange = atomic._put, atomic._rename, atomic._exchange
    def put(path, data):
        calls["put"] += 1
        if point == "put" and calls["put"] == n:
            path.write_bytes(data[: len(data) // 2])  # half a file, then the kill
            die()
        real_put(path, data)
    def rename(a, b):
        calls["rename"] += 1
        real_rename(a, b)
        if point == "rename" and calls["rename"] == n:
            die()
    def exchange(a, b):
        if point == "no-exchange" or point == "rename":
            return False
        done = real_exchange(a, b)
        if point == "exchange":
            die()
        return done
    atomic._put, atomic._rename, atomic._exchange = put, rename, exchange
    atomic.replace_tree(Path(sys.argv[1]), {"a.txt": b"new a", "sub/b.txt": b"new b", "sub/c.txt": b"same c",
                                            "d/e.txt": b"new e"}, keep=lambda rel: "__pycache__" in rel)
""")


@pytest.mark.parametrize("point,n,expect", [
    ("put", 1, "old"),  # killed writing the first staged file
    ("put", 3, "old"),  # ... the last one
    ("exchange", 0, "new"),  # killed right after the swap, before the work directory is removed
    ("rename", 1, "new"),  # no renameat2: killed between moving the old tree away and the new one in
    ("rename", 2, "new"),  # no renameat2: killed after both renames
])
def test_a_killed_commit_leaves_old_or_new_and_the_next_run_clears_it(tmp_path, point, n, expect):
    gen = old_tree(tmp_path)
    (gen / "sub/.b.txt.x1y2.tmp").write_text("a write_bytes leftover")
    old = digest(gen)
    r = subprocess.run([sys.executable, "-c", KILLER, str(gen), point, str(n)], capture_output=True)
    assert r.returncode == -signal.SIGKILL, r.stderr
    assert leftovers(tmp_path), "the kill should leave the work directory behind"
    done = atomic.recover_tree(gen)
    assert leftovers(tmp_path) == [] and any("removed" in d for d in done)
    after = digest(gen)
    if expect == "old":
        assert after == {k: v for k, v in old.items() if not k.endswith(".tmp")}
    else:
        assert after == {**{k: hashlib.sha256(v).hexdigest() for k, v in NEW.items()},
                         "python/__pycache__/x.pyc": hashlib.sha256(b"cache").hexdigest()}
    assert not any(k.endswith(".tmp") for k in after)


def test_a_running_builds_work_directory_is_left_alone(tmp_path):
    gen = old_tree(tmp_path)
    work = tmp_path / f"{atomic.WORK_PREFIX}999999"
    work.mkdir()
    script = ("import fcntl,os,sys,time; fd=os.open(sys.argv[1], os.O_RDWR|os.O_CREAT); "
              "fcntl.flock(fd, fcntl.LOCK_EX); print('locked', flush=True); time.sleep(30)")
    holder = subprocess.Popen([sys.executable, "-c", script, str(work / "lock")], stdout=subprocess.PIPE)
    try:
        assert holder.stdout.readline() == b"locked\n"
        atomic.recover_tree(gen)
        assert work.is_dir()
    finally:
        holder.kill()
        holder.wait()
    atomic.recover_tree(gen)
    assert not work.exists()


# whole builds ----------------------------------------------------------------------------------------


def copy_project(tmp: Path) -> Path:
    dst = tmp / "proj"
    for part in ("sources", "rulespecs", "generated"):
        shutil.copytree(ROOT / part, dst / part, ignore=shutil.ignore_patterns("__pycache__"))
    return dst


def rulestone(args: list[str], cwd: Path, env: dict[str, str] | None = None):
    return subprocess.run([sys.executable, "-m", "rulestone", *args], cwd=cwd, capture_output=True, text=True,
                          env={"RULESTONE_ROOT": str(cwd), "PATH": "/usr/bin:/bin", **(env or {})})


SPEC = "rulespecs/emporium.yaml"
SPEC_ERRORS = {  # kind -> (change to the spec text, exit code)
    "duplicate-rule-id": (lambda t: t.replace("  - id: turn.steps\n", "  - id: turn.order\n", 1), 2),
    "rules-empty": (lambda t: t + "rules: {}\n", 2),
    "bad-quote": (lambda t: t.replace('exact: "ゲームはいくつかのラウンド行います。"',
                                      'exact: "ゲームは存在しない引用です。"', 1), 2),
    # the quote is printed back: its escape sequences must not reach the terminal
    "bad-quote-with-escapes": (lambda t: t.replace('exact: "ゲームはいくつかのラウンド行います。"',
                                                   'exact: "\\e]0;pwned\\a\\e[2Jゲーム"', 1), 2),
    "unknown-key": (lambda t: t.replace("    status: one-edition\n",
                                        "    status: one-edition\n    colour_scheme: red\n", 1), 2),
    # valid, but the engine no longer plays its conformance table: a check that failed
    "renamed-card-kind": (lambda t: t.replace("culture-1: {", "culture-one: {", 1), 1),
}


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    return copy_project(tmp_path_factory.mktemp("build"))


@pytest.mark.parametrize("kind", sorted(SPEC_ERRORS))
def test_a_spec_error_changes_no_generated_file(project, kind):
    change, code = SPEC_ERRORS[kind]
    spec = project / SPEC
    original = spec.read_text(encoding="utf-8")
    changed = change(original)
    assert changed != original
    before = digest(project / "generated")
    spec.write_text(changed, encoding="utf-8")
    try:
        r = rulestone(["build"], project)
    finally:
        spec.write_text(original, encoding="utf-8")
    assert r.returncode == code, r.stderr[-2000:]
    assert "Traceback" not in r.stderr and "\x1b" not in r.stderr
    assert "nothing written, generated/ is as it was" in r.stderr
    assert digest(project / "generated") == before
    assert leftovers(project) == []


def test_unknown_only_stage_exits_2_naming_the_stages(project):
    r = rulestone(["build", "--only", "generate", "nosuch"], project)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "rulestone: error: --only: expected a stage name (extract, validate, glossary, generate, "
        "state-schemas, generate-js, generate-c, tables, sheets, reports, conform, schemas), found 'nosuch'"]


def test_only_builds_keep_the_other_stages_files(project):
    before = digest(project / "generated")
    tbx = project / "generated/glossary.tbx"
    tbx.write_text("damaged")
    r = rulestone(["build", "--only", "glossary"], project)
    assert r.returncode == 0, r.stderr
    assert "generated/glossary.tbx" in r.stdout and "removed" not in r.stdout
    assert digest(project / "generated") == before


def test_an_only_reports_build_reads_the_engines_and_tables_the_last_build_left(project):
    # the reports simulate each reading with the engine: --only reports must give the whole build's
    report = project / "generated/reports/emerald.reconciliation.json"
    before = report.read_bytes()
    report.write_text("{}")
    r = rulestone(["build", "--only", "reports"], project)
    assert r.returncode == 0, r.stderr
    assert report.read_bytes() == before


def test_a_build_killed_at_its_first_write_leaves_the_old_files_and_the_next_one_recovers(project):
    tbx = project / "generated/glossary.tbx"
    good = tbx.read_bytes()
    tbx.write_text("damaged")
    before = digest(project / "generated")
    kill_at_first_write = ("import os, signal, sys\nfrom rulestone import atomic, cli\n"
                           "atomic._put = lambda path, data: os.kill(os.getpid(), signal.SIGKILL)\n"
                           "sys.exit(cli.main(['build', '--only', 'glossary']))\n")
    r = subprocess.run([sys.executable, "-c", kill_at_first_write], cwd=project, capture_output=True,
                       env={"RULESTONE_ROOT": str(project), "PATH": "/usr/bin:/bin"})
    assert r.returncode == -signal.SIGKILL
    assert digest(project / "generated") == before and leftovers(project)
    r = rulestone(["build", "--only", "glossary"], project)
    assert r.returncode == 0 and "a killed build's work directory" in r.stderr
    assert tbx.read_bytes() == good and leftovers(project) == []


def test_only_builds_still_refuse_a_spec_that_fails_validation(project):
    spec = project / SPEC
    original = spec.read_text(encoding="utf-8")
    before = digest(project / "generated")
    spec.write_text(SPEC_ERRORS["unknown-key"][0](original), encoding="utf-8")
    try:
        r = rulestone(["build", "--only", "generate"], project)
    finally:
        spec.write_text(original, encoding="utf-8")
    assert r.returncode == 2 and "unexpected key 'colour_scheme'" in r.stderr
    assert "build failed in stage validate" in r.stderr
    assert digest(project / "generated") == before


def test_check_writes_nothing_even_when_a_stage_fails(project):
    spec = project / SPEC
    original = spec.read_text(encoding="utf-8")
    before = digest(project / "generated")
    spec.write_text(SPEC_ERRORS["bad-quote"][0](original), encoding="utf-8")
    try:
        r = rulestone(["build", "--check"], project)
    finally:
        spec.write_text(original, encoding="utf-8")
    assert r.returncode == 2 and "nothing compared" in r.stderr
    assert digest(project / "generated") == before
